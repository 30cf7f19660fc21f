import Foundation

/// An emitter cell's property as an emitter layer's key path: `emitterCells.<name>.<key>`, or
/// through nested cells `emitterCells.<name>.emitterCells.<name>.<key>` (cells found by
/// `name`, the first of that name at each level). Animations of these paths change the cell's
/// value on screen (Apple: every `CAEmitterCell` property is animatable): the presentation
/// value is kept in the layer's ``LayerProperties/extensions`` under the whole path and read by
/// ``EmitterLayerParameters/cells(at:)``.
package struct EmitterCellKeyPath: Hashable, Sendable {
    /// The cell names, outermost first.
    package let names: [String]
    /// The cell's key.
    package let key: String

    /// The prefix every cell key path starts with.
    package static let prefix = "emitterCells."

    /// The cell keys an animation can change, as numbers (`CGFloat` and `Float` properties).
    package static let numberKeys: Set<String> = [
        "birthRate", "lifetime", "lifetimeRange", "velocity", "velocityRange", "emissionLongitude", "emissionLatitude",
        "emissionRange", "xAcceleration", "yAcceleration", "zAcceleration", "scale", "scaleRange", "scaleSpeed", "spin",
        "spinRange", "redRange", "greenRange", "blueRange", "alphaRange", "redSpeed", "greenSpeed", "blueSpeed",
        "alphaSpeed",
    ]

    /// Parses `keyPath`; nil when it is not a cell key path.
    package init?(_ keyPath: String) {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3, parts.count % 2 == 1, !parts.contains(where: \.isEmpty) else { return nil }
        var names: [String] = []
        for level in stride(from: 0, to: parts.count - 1, by: 2) {
            guard parts[level] == "emitterCells" else { return nil }
            names.append(parts[level + 1])
        }
        self.names = names
        key = parts[parts.count - 1]
    }

    /// The kind of value an animation of the key interpolates, or nil when the key does not
    /// animate here.
    package var valueKind: LayerPropertyDescriptor.ValueKind? {
        if Self.numberKeys.contains(key) { return .number }
        if key == "color" { return .color }
        return nil
    }

    /// The cell this path names among `cells`, or nil.
    package func cell(in cells: [EmitterCellParameters]) -> EmitterCellParameters? {
        var level = cells
        var found: EmitterCellParameters?
        for name in names {
            guard let cell = level.first(where: { $0.name == name }) else { return nil }
            found = cell
            level = cell.cells
        }
        return found
    }

    /// Sets the named cell's key to `value` in `cells`; false when there is no such cell or
    /// the value does not fit the key.
    @discardableResult
    package func set(_ value: AnimationValue, in cells: inout [EmitterCellParameters]) -> Bool {
        func set(_ depth: Int, _ level: inout [EmitterCellParameters]) -> Bool {
            guard let index = level.firstIndex(where: { $0.name == names[depth] }) else { return false }
            if depth == names.count - 1 { return level[index].set(value, forKey: key) }
            return set(depth + 1, &level[index].cells)
        }
        return set(0, &cells)
    }

    /// The layer key descriptor of `keyPath` on an emitter layer: its value is the named cell's
    /// (as the cells were set), an animation's presentation value kept under the whole path.
    /// Keys that do not animate are described as not animatable, so an animation of them is
    /// refused with a log line.
    static func descriptor(forKeyPath keyPath: String) -> LayerPropertyDescriptor? {
        guard let path = EmitterCellKeyPath(keyPath) else { return nil }
        guard let kind = path.valueKind else {
            return LayerPropertyDescriptor(key: keyPath, kind: .other, defaultValue: nil, isAnimatable: false)
        }
        var descriptor = LayerPropertyDescriptor(
            key: keyPath, kind: kind, defaultValue: nil, isAnimatable: true,
            get: { properties in
                if let presented = properties.extensions[keyPath] { return presented }
                return path.cell(in: EmitterLayerParameters.modelCells(of: properties))?.value(forKey: path.key)
            },
            set: { properties, value in
                switch (kind, value) {
                case (.number, .number?), (.color, .color?), (_, nil): properties.extensions[keyPath] = value
                default: return false
                }
                return true
            })
        // Set through `setValue(_:forKeyPath:)`, which changes the cell itself.
        descriptor.implicitlyAnimates = false
        return descriptor
    }
}

extension EmitterCellParameters {
    /// The value of an animatable key (``EmitterCellKeyPath/numberKeys``, `color`), or nil.
    package func value(forKey key: String) -> AnimationValue? {
        if key == "color" {
            return .color(CGColor(red: color.x, green: color.y, blue: color.z, alpha: color.w))
        }
        return Self.numbers[key].map { .number(self[keyPath: $0]) }
    }

    /// Sets an animatable key; false when the key does not animate or the value is of
    /// another kind.
    package mutating func set(_ value: AnimationValue, forKey key: String) -> Bool {
        switch value {
        case .number(let number):
            guard let field = Self.numbers[key] else { return false }
            self[keyPath: field] = number
        case .color(let c) where key == "color":
            color = SIMD4(Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        default:
            return false
        }
        return true
    }

    /// The fields of the number keys.
    private static let numbers: [String: WritableKeyPath<EmitterCellParameters, Double> & Sendable] = [
        "birthRate": \.birthRate, "lifetime": \.lifetime, "lifetimeRange": \.lifetimeRange, "velocity": \.velocity,
        "velocityRange": \.velocityRange, "emissionLongitude": \.emissionLongitude,
        "emissionLatitude": \.emissionLatitude, "emissionRange": \.emissionRange,
        "xAcceleration": \.acceleration.x, "yAcceleration": \.acceleration.y, "zAcceleration": \.acceleration.z,
        "scale": \.scale, "scaleRange": \.scaleRange, "scaleSpeed": \.scaleSpeed, "spin": \.spin,
        "spinRange": \.spinRange, "redRange": \.colorRange.x, "greenRange": \.colorRange.y,
        "blueRange": \.colorRange.z, "alphaRange": \.colorRange.w, "redSpeed": \.colorSpeed.x,
        "greenSpeed": \.colorSpeed.y, "blueSpeed": \.colorSpeed.z, "alphaSpeed": \.colorSpeed.w,
    ]
}
