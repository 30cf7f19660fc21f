import Foundation

extension CAEmitterCell {
    /// Sets `key` through the accessor table; false for an unknown key or a wrong value type.
    func setKnownValue(_ value: Any?, forKey key: String) -> Bool {
        guard let accessor = Self.accessors[key], accessor.set(self, value) else {
            let described = value.map { String(describing: type(of: $0)) } ?? "nil"
            LayerDiagnostics.report("CAEmitterCell.setValue(_:forKey:) refused a \(described) for key \"\(key)\"")
            return false
        }
        return true
    }

    /// The value of `key` through the accessor table, or nil for an unknown key.
    func knownValue(forKey key: String) -> Any? {
        Self.accessors[key]?.get(self)
    }

    /// The value at `keyPath`: a key, or `"emitterCells.<name>.<key>"` of a sub-cell.
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let (cell, key) = resolve(keyPath) else { return nil }
        return cell.value(forKey: key)
    }

    /// Sets the value at `keyPath` (see ``value(forKeyPath:)``).
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let (cell, key) = resolve(keyPath) else {
            LayerDiagnostics.report("CAEmitterCell.setValue(_:forKeyPath:) found no cell for \"\(keyPath)\"")
            return
        }
        cell.setValue(value, forKey: key)
    }

    /// The cell a key path names and the key left: `"emitterCells.spark.birthRate"` → the
    /// sub-cell named `spark` and `birthRate`.
    func resolve(_ keyPath: String) -> (CAEmitterCell, String)? {
        var parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var cell = self
        while parts.count > 1 {
            guard parts.count >= 3, parts[0] == "emitterCells",
                let next = cell.emitterCells?.first(where: { $0.name == parts[1] })
            else { return nil }
            cell = next
            parts.removeFirst(2)
        }
        return (cell, parts[0])
    }

    private typealias Accessor = (get: @Sendable (CAEmitterCell) -> Any?, set: @Sendable (CAEmitterCell, Any?) -> Bool)

    private static func number(_ value: Any?) -> Double? {
        if case .number(let n)? = value.flatMap(AnimationValue.init) { return n }
        return nil
    }

    private static func float(_ path: any ReferenceWritableKeyPath<CAEmitterCell, Float> & Sendable) -> Accessor {
        (get: { $0[keyPath: path] }, set: { cell, value in
            guard let n = number(value) else { return false }
            cell[keyPath: path] = Float(n)
            return true
        })
    }

    private static func cgFloat(_ path: any ReferenceWritableKeyPath<CAEmitterCell, CGFloat> & Sendable) -> Accessor {
        (get: { $0[keyPath: path] }, set: { cell, value in
            guard let n = number(value) else { return false }
            cell[keyPath: path] = CGFloat(n)
            return true
        })
    }

    private static func double(_ path: any ReferenceWritableKeyPath<CAEmitterCell, Double> & Sendable) -> Accessor {
        (get: { $0[keyPath: path] }, set: { cell, value in
            guard let n = number(value) else { return false }
            cell[keyPath: path] = n
            return true
        })
    }

    private static let accessors: [String: Accessor] = [
        "birthRate": float(\.birthRate), "lifetime": float(\.lifetime), "lifetimeRange": float(\.lifetimeRange),
        "emissionLongitude": cgFloat(\.emissionLongitude), "emissionLatitude": cgFloat(\.emissionLatitude),
        "emissionRange": cgFloat(\.emissionRange), "velocity": cgFloat(\.velocity),
        "velocityRange": cgFloat(\.velocityRange), "xAcceleration": cgFloat(\.xAcceleration),
        "yAcceleration": cgFloat(\.yAcceleration), "zAcceleration": cgFloat(\.zAcceleration),
        "scale": cgFloat(\.scale), "scaleRange": cgFloat(\.scaleRange), "scaleSpeed": cgFloat(\.scaleSpeed),
        "spin": cgFloat(\.spin), "spinRange": cgFloat(\.spinRange), "redRange": float(\.redRange),
        "greenRange": float(\.greenRange), "blueRange": float(\.blueRange), "alphaRange": float(\.alphaRange),
        "redSpeed": float(\.redSpeed), "greenSpeed": float(\.greenSpeed), "blueSpeed": float(\.blueSpeed),
        "alphaSpeed": float(\.alphaSpeed), "contentsScale": cgFloat(\.contentsScale),
        "minificationFilterBias": float(\.minificationFilterBias), "beginTime": double(\.beginTime),
        "duration": double(\.duration), "timeOffset": double(\.timeOffset), "speed": float(\.speed),
        "repeatCount": float(\.repeatCount), "repeatDuration": double(\.repeatDuration),
        "name": (get: { $0.name }, set: { cell, value in
            guard value == nil || value is String else { return false }
            cell.name = value as? String
            return true
        }),
        "enabled": (get: { $0.isEnabled }, set: { cell, value in
            guard let b = value as? Bool ?? number(value).map({ $0 != 0 }) else { return false }
            cell.isEnabled = b
            return true
        }),
        "color": (get: { $0.color }, set: { cell, value in
            guard value == nil || value is CGColor else { return false }
            cell.color = value as? CGColor
            return true
        }),
        "contents": (get: { $0.contents }, set: { cell, value in
            cell.contents = value
            return true
        }),
        "minificationFilter": (get: { $0.minificationFilter }, set: { cell, value in
            guard let name = value as? String else { return false }
            cell.minificationFilter = name
            return true
        }),
        "magnificationFilter": (get: { $0.magnificationFilter }, set: { cell, value in
            guard let name = value as? String else { return false }
            cell.magnificationFilter = name
            return true
        }),
        "contentsRect": (get: { $0.contentsRect }, set: { cell, value in
            guard let r = value as? CGRect else { return false }
            cell.contentsRect = r
            return true
        }),
        // CAMediaTiming's and CAEmitterCell.h's remaining properties, as Apple's key-value
        // coding reaches every declared property.
        "autoreverses": (get: { $0.autoreverses }, set: { cell, value in
            guard let b = value as? Bool ?? number(value).map({ $0 != 0 }) else { return false }
            cell.autoreverses = b
            return true
        }),
        "fillMode": (get: { $0.fillMode }, set: { cell, value in
            if let mode = value as? CAMediaTimingFillMode {
                cell.fillMode = mode
            } else if let name = value as? String {
                cell.fillMode = CAMediaTimingFillMode(rawValue: name)
            } else {
                return false
            }
            return true
        }),
        "style": (get: { $0.style }, set: { cell, value in
            guard value == nil || value is [AnyHashable: Any] else { return false }
            cell.style = value as? [AnyHashable: Any]
            return true
        }),
        "emitterCells": (get: { $0.emitterCells }, set: { cell, value in
            guard value == nil || value is [CAEmitterCell] else { return false }
            cell.emitterCells = value as? [CAEmitterCell]
            return true
        }),
    ]
}
