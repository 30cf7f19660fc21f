import Foundation

/// Descriptors for the keys content layer classes add (`CAShapeLayer`, `CATextLayer`,
/// `CAGradientLayer`): each value lives in ``LayerProperties/extensions`` under its Apple key
/// and reads as the class's default until set, so animations, actions, key-value coding,
/// presentation copies and snapshots treat them like `CALayer`'s own keys.
enum ExtensionKeys {
    /// The marker stored for an optional colour set to nil whose default is not nil
    /// (`CAShapeLayer.fillColor = nil`: no fill).
    static let noColor = AnimationValue.bool(false)

    /// A number (`CGFloat`, `Float`) with `defaultValue`.
    static func number(_ key: String, _ defaultValue: Double, animatable: Bool = true) -> LayerPropertyDescriptor {
        LayerPropertyDescriptor(
            key: key, kind: .number, defaultValue: .number(defaultValue), isAnimatable: animatable,
            get: { $0.extensions[key] ?? .number(defaultValue) },
            set: { properties, value in
                switch value {
                case nil: properties.extensions[key] = nil
                case .number?: properties.extensions[key] = value
                case .bool(let b)?: properties.extensions[key] = .number(b ? 1 : 0)
                default: return false
                }
                return true
            })
    }

    /// An optional colour whose default is `defaultValue`; nil is stored as ``noColor`` when
    /// the default is a colour.
    static func color(_ key: String, _ defaultValue: CGColor?, animatable: Bool = true) -> LayerPropertyDescriptor {
        LayerPropertyDescriptor(
            key: key, kind: .color, defaultValue: defaultValue.map { .color($0) }, isAnimatable: animatable,
            get: { properties in
                switch properties.extensions[key] {
                case nil: defaultValue.map { .color($0) }
                case .color(let c)?: .color(c)
                default: nil
                }
            },
            set: { properties, value in
                switch value {
                case nil: properties.extensions[key] = defaultValue == nil ? nil : noColor
                case .color?: properties.extensions[key] = value
                default: return false
                }
                return true
            })
    }

    /// A path (nil by default).
    static func path(_ key: String, animatable: Bool = true) -> LayerPropertyDescriptor {
        LayerPropertyDescriptor(
            key: key, kind: .path, defaultValue: nil, isAnimatable: animatable,
            get: { $0.extensions[key] },
            set: { properties, value in
                switch value {
                case nil, .path?: properties.extensions[key] = value
                default: return false
                }
                return true
            })
    }

    /// A list of numbers (nil by default): dash patterns, gradient locations.
    static func numbers(_ key: String, animatable: Bool) -> LayerPropertyDescriptor {
        LayerPropertyDescriptor(
            key: key, kind: .other, defaultValue: nil, isAnimatable: animatable,
            get: { $0.extensions[key] },
            set: { properties, value in
                switch value {
                case nil, .numbers?: properties.extensions[key] = value
                case .number(let v)?: properties.extensions[key] = .numbers([v])
                default: return false
                }
                return true
            })
    }

    /// A list of colours (nil by default): gradient colours. An empty array (which
    /// `AnimationValue(_:)` reads as an empty list of numbers) is an empty list of colours.
    static func colors(_ key: String, animatable: Bool = true) -> LayerPropertyDescriptor {
        LayerPropertyDescriptor(
            key: key, kind: .other, defaultValue: nil, isAnimatable: animatable,
            get: { $0.extensions[key] },
            set: { properties, value in
                switch value {
                case nil, .colors?: properties.extensions[key] = value
                case .numbers(let v)? where v.isEmpty: properties.extensions[key] = .colors([])
                default: return false
                }
                return true
            })
    }

    /// A point with `defaultValue`.
    static func point(_ key: String, _ defaultValue: CGPoint, animatable: Bool = true) -> LayerPropertyDescriptor {
        LayerPropertyDescriptor(
            key: key, kind: .point, defaultValue: .point(defaultValue), isAnimatable: animatable,
            get: { $0.extensions[key] ?? .point(defaultValue) },
            set: { properties, value in
                switch value {
                case nil, .point?: properties.extensions[key] = value
                default: return false
                }
                return true
            })
    }

    /// A size with `defaultValue`.
    static func size(_ key: String, _ defaultValue: CGSize, animatable: Bool = true) -> LayerPropertyDescriptor {
        LayerPropertyDescriptor(
            key: key, kind: .size, defaultValue: .size(defaultValue), isAnimatable: animatable,
            get: { $0.extensions[key] ?? .size(defaultValue) },
            set: { properties, value in
                switch value {
                case nil, .size?: properties.extensions[key] = value
                default: return false
                }
                return true
            })
    }

    /// A transform with `defaultValue`.
    static func transform(_ key: String, _ defaultValue: CATransform3D, animatable: Bool = true)
        -> LayerPropertyDescriptor
    {
        LayerPropertyDescriptor(
            key: key, kind: .transform, defaultValue: .transform(defaultValue), isAnimatable: animatable,
            get: { $0.extensions[key] ?? .transform(defaultValue) },
            set: { properties, value in
                switch value {
                case nil, .transform?: properties.extensions[key] = value
                case .affineTransform(let t)?: properties.extensions[key] = .transform(CATransform3DMakeAffineTransform(t))
                default: return false
                }
                return true
            })
    }

    /// A Boolean with `defaultValue` (not animatable).
    static func bool(_ key: String, _ defaultValue: Bool) -> LayerPropertyDescriptor {
        LayerPropertyDescriptor(
            key: key, kind: .bool, defaultValue: .bool(defaultValue), isAnimatable: false,
            get: { $0.extensions[key] ?? .bool(defaultValue) },
            set: { properties, value in
                switch value {
                case nil, .bool?: properties.extensions[key] = value
                case .number(let v)?: properties.extensions[key] = .bool(v != 0)
                default: return false
                }
                return true
            })
    }

    /// A string-valued enumeration (`lineCap`, `fillRule`, `alignmentMode`) with
    /// `defaultValue`; stores the raw string.
    static func name<Name: RawRepresentable & Sendable>(_ key: String, _ defaultValue: Name) -> LayerPropertyDescriptor
    where Name.RawValue == String {
        LayerPropertyDescriptor(
            key: key, kind: .name, defaultValue: .other(OpaqueAnimationValue(defaultValue.rawValue)),
            isAnimatable: false,
            get: { $0.extensions[key] ?? .other(OpaqueAnimationValue(defaultValue.rawValue)) },
            set: { properties, value in
                guard let value else {
                    properties.extensions[key] = nil
                    return true
                }
                guard case .other(let opaque) = value else { return false }
                if let v = opaque.base as? Name {
                    properties.extensions[key] = .other(OpaqueAnimationValue(v.rawValue))
                } else if let raw = opaque.base as? String {
                    properties.extensions[key] = .other(OpaqueAnimationValue(raw))
                } else {
                    return false
                }
                return true
            })
    }
}

extension LayerProperties {
    /// The number under extension `key`, or `defaultValue`.
    package func extensionNumber(_ key: String, default defaultValue: Double) -> Double {
        if case .number(let v)? = extensions[key] { return v }
        return defaultValue
    }

    /// The colour under extension `key`: `defaultValue` when unset, nil when set to nil.
    package func extensionColor(_ key: String, default defaultValue: CGColor?) -> CGColor? {
        switch extensions[key] {
        case nil: defaultValue
        case .color(let c)?: c
        default: nil
        }
    }

    /// The path under extension `key`, or nil.
    package func extensionPath(_ key: String) -> PathData? {
        if case .path(let p)? = extensions[key] { return p }
        return nil
    }

    /// The numbers under extension `key`, or nil.
    package func extensionNumbers(_ key: String) -> [Double]? {
        if case .numbers(let v)? = extensions[key] { return v }
        return nil
    }

    /// The colours under extension `key`, or nil.
    package func extensionColors(_ key: String) -> [CGColor]? {
        if case .colors(let v)? = extensions[key] { return v }
        return nil
    }

    /// The point under extension `key`, or `defaultValue`.
    package func extensionPoint(_ key: String, default defaultValue: CGPoint) -> CGPoint {
        if case .point(let v)? = extensions[key] { return v }
        return defaultValue
    }

    /// The size under extension `key`, or `defaultValue`.
    package func extensionSize(_ key: String, default defaultValue: CGSize) -> CGSize {
        if case .size(let v)? = extensions[key] { return v }
        return defaultValue
    }

    /// The transform under extension `key`, or `defaultValue`.
    package func extensionTransform(_ key: String, default defaultValue: CATransform3D) -> CATransform3D {
        if case .transform(let v)? = extensions[key] { return v }
        return defaultValue
    }

    /// The Boolean under extension `key`, or `defaultValue`.
    package func extensionBool(_ key: String, default defaultValue: Bool) -> Bool {
        if case .bool(let v)? = extensions[key] { return v }
        return defaultValue
    }

    /// The enumeration under extension `key` (its raw string), or `defaultValue`.
    package func extensionName<Name: RawRepresentable>(_ key: String, default defaultValue: Name) -> Name
    where Name.RawValue == String {
        if case .other(let opaque)? = extensions[key], let raw = opaque.base as? String, let v = Name(rawValue: raw) {
            return v
        }
        return defaultValue
    }

    /// The value under extension `key` as `T`, or nil.
    package func extensionValue<T>(_ key: String, as type: T.Type) -> T? {
        if case .other(let opaque)? = extensions[key] { return opaque.base as? T }
        return nil
    }
}
