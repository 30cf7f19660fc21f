import Foundation

/// The registry of `CALayer`'s keys (STYLE 6): one ``LayerPropertyDescriptor`` per key, in
/// Apple's key-value coding names. Animatable keys follow Apple's headers and the Core
/// Animation Programming Guide (REFERENCE 9); `frame` is derived from bounds, position,
/// anchor point and transform and never animates (an explicit animation of it changes
/// nothing, QA1620); `doubleSided`, `contentsScale`, `minificationFilterBias`,
/// `shouldRasterize` and `rasterizationScale` are "Animatable" in CALayer.h but have no
/// implicit animation.
///
/// The keys that hold layer objects or model-only state — `sublayers`, `superlayer`, `mask`,
/// `name`, `style`, `actions`, `delegate`, `needsDisplayOnBoundsChange` — are served by
/// `CALayer`'s key-value coding directly and are not values of a snapshot.
///
/// `compositingFilter` holds the name of a blend mode (``LayerBlendMode``), as iOS accepts
/// strings there; it is "Animatable" in CALayer.h, and its implicit action is a fade
/// `CATransition` (the Programming Guide's "default implied CATransition object"), an
/// explicit animation of it changes discretely. `maskMode` is a Quartzite extension (see
/// ``CALayer/maskMode``).
///
/// Differs from Apple: `filters` and `backgroundFilters` (Core Image filters) do not exist on
/// Linux, and `compositingFilter` takes names only.
public enum LayerPropertyRegistry {
    /// The descriptors of `CALayer`'s keys, by key.
    public static let descriptors: [String: LayerPropertyDescriptor] = {
        var table: [String: LayerPropertyDescriptor] = [:]
        for descriptor in orderedDescriptors { table[descriptor.key] = descriptor }
        return table
    }()

    /// The descriptor of `key`, or nil when `key` is not one of `CALayer`'s keys.
    public static func descriptor(forKey key: String) -> LayerPropertyDescriptor? {
        descriptors[key]
    }

    /// The descriptors in a stable order (geometry, appearance, contents, shadow, time).
    public static let orderedDescriptors: [LayerPropertyDescriptor] = [
        rect("bounds", \.bounds, animatable: true),
        point("position", \.position, animatable: true),
        number("zPosition", \.zPosition, animatable: true),
        point("anchorPoint", \.anchorPoint, animatable: true),
        number("anchorPointZ", \.anchorPointZ, animatable: true),
        transform("transform", \.transform, animatable: true),
        transform("sublayerTransform", \.sublayerTransform, animatable: true),
        LayerPropertyDescriptor(
            key: "frame", kind: .rect, defaultValue: .rect(.zero), isAnimatable: false,
            get: { .rect(LayerGeometry.frame(of: $0)) },
            set: { properties, value in
                guard case .rect(let frame)? = value else { return false }
                LayerGeometry.setFrame(frame, of: &properties)
                return true
            }),
        explicitOnly(number("contentsScale", \.contentsScale, animatable: true)),
        bool("geometryFlipped", \.isGeometryFlipped, animatable: false),
        color("backgroundColor", \.backgroundColor, animatable: true),
        float("opacity", \.opacity, animatable: true),
        bool("hidden", \.isHidden, animatable: true),
        number("cornerRadius", \.cornerRadius, animatable: true),
        option("maskedCorners", \.maskedCorners),
        name("cornerCurve", \.cornerCurve),
        number("borderWidth", \.borderWidth, animatable: true),
        color("borderColor", \.borderColor, animatable: true),
        bool("masksToBounds", \.masksToBounds, animatable: true),
        explicitOnly(bool("doubleSided", \.isDoubleSided, animatable: true)),
        LayerPropertyDescriptor(
            key: "contents", kind: .image, defaultValue: nil, isAnimatable: true,
            get: { properties in properties.contentsValue.map { .other(OpaqueAnimationValue($0)) } },
            set: { properties, value in
                guard let value else {
                    properties.setContentsValue(nil)
                    return true
                }
                guard case .other(let opaque) = value,
                    opaque.base is CGImage || opaque.base is RecordedDrawing || opaque.base is ContentsCrossfade
                else { return false }
                properties.setContentsValue(opaque.base)
                return true
            }),
        name("contentsGravity", \.contentsGravity),
        rect("contentsRect", \.contentsRect, animatable: true),
        rect("contentsCenter", \.contentsCenter, animatable: true),
        name("minificationFilter", \.minificationFilter),
        explicitOnly(float("minificationFilterBias", \.minificationFilterBias, animatable: true)),
        name("magnificationFilter", \.magnificationFilter),
        color("shadowColor", \.shadowColor, animatable: true),
        float("shadowOpacity", \.shadowOpacity, animatable: true),
        size("shadowOffset", \.shadowOffset, animatable: true),
        number("shadowRadius", \.shadowRadius, animatable: true),
        LayerPropertyDescriptor(
            key: "shadowPath", kind: .path, defaultValue: nil, isAnimatable: true,
            get: { properties in properties.shadowPath.map { .path($0) } },
            set: { properties, value in
                switch value {
                case nil: properties.shadowPath = nil
                case .path(let path)?: properties.shadowPath = path
                default: return false
                }
                return true
            }),
        bool("allowsGroupOpacity", \.allowsGroupOpacity, animatable: false),
        bool("allowsEdgeAntialiasing", \.allowsEdgeAntialiasing, animatable: false),
        option("edgeAntialiasingMask", \.edgeAntialiasingMask),
        explicitOnly(bool("shouldRasterize", \.shouldRasterize, animatable: true)),
        explicitOnly(number("rasterizationScale", \.rasterizationScale, animatable: true)),
        bool("opaque", \.isOpaque, animatable: false),
        {
            // CALayer.h: "Default value is nil, which implies source-over compositing.
            // Animatable."; its implicit action is a fade transition (Programming Guide).
            var descriptor = LayerPropertyDescriptor(
                key: "compositingFilter", kind: .name, defaultValue: nil, isAnimatable: true,
                get: { properties in properties.compositingFilterName.map { .other(OpaqueAnimationValue($0)) } },
                set: { properties, value in
                    // Any object is accepted, as Apple's `Any?` property accepts it.
                    properties.compositingFilterName = CALayer.compositingFilterName(of: value?.anyValue)
                    return true
                })
            descriptor.implicitlyTransitions = true
            return descriptor
        }(),
        name("maskMode", \.maskMode),
        seconds("beginTime", \.timing.beginTime),
        seconds("timeOffset", \.timing.timeOffset),
        seconds("duration", \.timing.duration),
        float("speed", \.timing.speed, animatable: false),
        float("repeatCount", \.timing.repeatCount, animatable: false),
        seconds("repeatDuration", \.timing.repeatDuration),
        bool("autoreverses", \.timing.autoreverses, animatable: false),
        name("fillMode", \.timing.fillMode),
    ]

    // MARK: Descriptor builders (one per stored type)

    private static let defaults = LayerProperties()

    /// `descriptor` animatable by explicit animations only: keys Apple's header marks
    /// "Animatable" that the Programming Guide gives no implicit animation.
    private static func explicitOnly(_ descriptor: LayerPropertyDescriptor) -> LayerPropertyDescriptor {
        var result = descriptor
        result.implicitlyAnimates = false
        return result
    }

    private static func number(
        _ key: String, _ field: WritableKeyPath<LayerProperties, CGFloat> & Sendable, animatable: Bool
    ) -> LayerPropertyDescriptor {
        LayerPropertyDescriptor(
            key: key, kind: .number, defaultValue: .number(Double(defaults[keyPath: field])),
            isAnimatable: animatable,
            get: { .number(Double($0[keyPath: field])) },
            set: { properties, value in
                guard case .number(let v) = value ?? .number(Double(defaults[keyPath: field])) else {
                    return false
                }
                properties[keyPath: field] = CGFloat(v)
                return true
            })
    }

    private static func seconds(
        _ key: String, _ field: WritableKeyPath<LayerProperties, Double> & Sendable
    ) -> LayerPropertyDescriptor {
        LayerPropertyDescriptor(
            key: key, kind: .number, defaultValue: .number(defaults[keyPath: field]),
            isAnimatable: false,
            get: { .number($0[keyPath: field]) },
            set: { properties, value in
                guard case .number(let v) = value ?? .number(defaults[keyPath: field]) else { return false }
                properties[keyPath: field] = v
                return true
            })
    }

    private static func float(
        _ key: String, _ field: WritableKeyPath<LayerProperties, Float> & Sendable, animatable: Bool
    ) -> LayerPropertyDescriptor {
        var descriptor = LayerPropertyDescriptor(
            key: key, kind: .number, defaultValue: .number(Double(defaults[keyPath: field])),
            isAnimatable: animatable,
            get: { .number(Double($0[keyPath: field])) },
            set: { properties, value in
                guard case .number(let v) = value ?? .number(Double(defaults[keyPath: field])) else {
                    return false
                }
                properties[keyPath: field] = Float(v)
                return true
            })
        descriptor.isSinglePrecision = true
        return descriptor
    }

    private static func bool(
        _ key: String, _ field: WritableKeyPath<LayerProperties, Bool> & Sendable, animatable: Bool
    ) -> LayerPropertyDescriptor {
        LayerPropertyDescriptor(
            key: key, kind: .bool, defaultValue: .bool(defaults[keyPath: field]),
            isAnimatable: animatable,
            get: { .bool($0[keyPath: field]) },
            set: { properties, value in
                switch value ?? .bool(defaults[keyPath: field]) {
                case .bool(let v): properties[keyPath: field] = v
                case .number(let v): properties[keyPath: field] = v != 0
                default: return false
                }
                return true
            })
    }

    private static func point(
        _ key: String, _ field: WritableKeyPath<LayerProperties, CGPoint> & Sendable, animatable: Bool
    ) -> LayerPropertyDescriptor {
        LayerPropertyDescriptor(
            key: key, kind: .point, defaultValue: .point(defaults[keyPath: field]),
            isAnimatable: animatable,
            get: { .point($0[keyPath: field]) },
            set: { properties, value in
                guard case .point(let v) = value ?? .point(defaults[keyPath: field]) else { return false }
                properties[keyPath: field] = v
                return true
            })
    }

    private static func size(
        _ key: String, _ field: WritableKeyPath<LayerProperties, CGSize> & Sendable, animatable: Bool
    ) -> LayerPropertyDescriptor {
        LayerPropertyDescriptor(
            key: key, kind: .size, defaultValue: .size(defaults[keyPath: field]),
            isAnimatable: animatable,
            get: { .size($0[keyPath: field]) },
            set: { properties, value in
                guard case .size(let v) = value ?? .size(defaults[keyPath: field]) else { return false }
                properties[keyPath: field] = v
                return true
            })
    }

    private static func rect(
        _ key: String, _ field: WritableKeyPath<LayerProperties, CGRect> & Sendable, animatable: Bool
    ) -> LayerPropertyDescriptor {
        LayerPropertyDescriptor(
            key: key, kind: .rect, defaultValue: .rect(defaults[keyPath: field]),
            isAnimatable: animatable,
            get: { .rect($0[keyPath: field]) },
            set: { properties, value in
                guard case .rect(let v) = value ?? .rect(defaults[keyPath: field]) else { return false }
                properties[keyPath: field] = v
                return true
            })
    }

    private static func transform(
        _ key: String, _ field: WritableKeyPath<LayerProperties, CATransform3D> & Sendable,
        animatable: Bool
    ) -> LayerPropertyDescriptor {
        LayerPropertyDescriptor(
            key: key, kind: .transform, defaultValue: .transform(defaults[keyPath: field]),
            isAnimatable: animatable,
            get: { .transform($0[keyPath: field]) },
            set: { properties, value in
                switch value ?? .transform(defaults[keyPath: field]) {
                case .transform(let v): properties[keyPath: field] = v
                case .affineTransform(let v): properties[keyPath: field] = CATransform3DMakeAffineTransform(v)
                default: return false
                }
                return true
            })
    }

    private static func color(
        _ key: String, _ field: WritableKeyPath<LayerProperties, CGColor?> & Sendable, animatable: Bool
    ) -> LayerPropertyDescriptor {
        LayerPropertyDescriptor(
            key: key, kind: .color, defaultValue: defaults[keyPath: field].map { .color($0) },
            isAnimatable: animatable,
            get: { $0[keyPath: field].map { .color($0) } },
            set: { properties, value in
                switch value {
                case nil: properties[keyPath: field] = nil
                case .color(let v)?: properties[keyPath: field] = v
                default: return false
                }
                return true
            })
    }

    private static func name<Name: RawRepresentable & Sendable>(
        _ key: String, _ field: WritableKeyPath<LayerProperties, Name> & Sendable
    ) -> LayerPropertyDescriptor where Name.RawValue == String {
        LayerPropertyDescriptor(
            key: key, kind: .name, defaultValue: .other(OpaqueAnimationValue(defaults[keyPath: field])),
            isAnimatable: false,
            get: { .other(OpaqueAnimationValue($0[keyPath: field])) },
            set: { properties, value in
                guard let value else {
                    properties[keyPath: field] = defaults[keyPath: field]
                    return true
                }
                guard case .other(let opaque) = value else { return false }
                if let v = opaque.base as? Name {
                    properties[keyPath: field] = v
                } else if let raw = opaque.base as? String, let v = Name(rawValue: raw) {
                    properties[keyPath: field] = v
                } else {
                    return false
                }
                return true
            })
    }

    private static func option<Mask: OptionSet & Sendable>(
        _ key: String, _ field: WritableKeyPath<LayerProperties, Mask> & Sendable
    ) -> LayerPropertyDescriptor where Mask.RawValue: BinaryInteger {
        LayerPropertyDescriptor(
            key: key, kind: .mask, defaultValue: .other(OpaqueAnimationValue(defaults[keyPath: field])),
            isAnimatable: false,
            get: { .other(OpaqueAnimationValue($0[keyPath: field])) },
            set: { properties, value in
                switch value ?? .other(OpaqueAnimationValue(defaults[keyPath: field])) {
                case .other(let opaque):
                    guard let v = opaque.base as? Mask else { return false }
                    properties[keyPath: field] = v
                case .number(let raw):
                    guard raw >= 0, raw == raw.rounded() else { return false }
                    properties[keyPath: field] = Mask(rawValue: Mask.RawValue(raw))
                default:
                    return false
                }
                return true
            })
    }
}
