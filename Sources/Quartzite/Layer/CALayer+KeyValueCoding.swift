import Foundation

extension CALayer {
    /// The value behind ``value(forKey:)``.
    func keyValue(forKey key: String) -> Any? {
        switch key {
        case "sublayers": return sublayers
        case "superlayer": return superlayer
        case "mask": return mask
        case "name": return name
        case "style": return style
        case "actions": return actions
        case "delegate": return delegate
        case "needsDisplayOnBoundsChange": return needsDisplayOnBoundsChange
        case "drawsAsynchronously": return drawsAsynchronously
        case "contentsFormat": return contentsFormat
        case "wantsExtendedDynamicRangeContent": return wantsExtendedDynamicRangeContent
        case "contents": return contents
        case "shadowPath": return shadowPath
        default: break
        }
        if let descriptor = type(of: self).propertyDescriptor(forKey: key) {
            let value = descriptor.get(storage)
            if descriptor.isSinglePrecision, case .number(let number)? = value {
                return NSNumber(value: Float(number))
            }
            return value?.anyValue
        }
        if let value = storage.extensions[key] { return value.anyValue }
        return type(of: self).defaultValue(forKey: key)
    }

    /// The change behind ``setValue(_:forKey:)``.
    func setKeyValue(_ value: Any?, forKey key: String) {
        switch key {
        case "sublayers": sublayers = value as? [CALayer]
        case "mask": mask = value as? CALayer
        case "name": name = value as? String
        case "style": style = value as? [AnyHashable: Any]
        case "actions": actions = value as? [String: any CAAction]
        case "delegate": delegate = value as? CALayerDelegate
        case "needsDisplayOnBoundsChange": needsDisplayOnBoundsChange = value as? Bool ?? false
        case "drawsAsynchronously": drawsAsynchronously = value as? Bool ?? false
        case "contentsFormat":
            contentsFormat =
                value as? CALayerContentsFormat ?? (value as? String).map(CALayerContentsFormat.init) ?? .RGBA8Uint
        case "wantsExtendedDynamicRangeContent": wantsExtendedDynamicRangeContent = value as? Bool ?? false
        case "contents": contents = value
        case "frame":
            guard let rect = value as? CGRect else { return refuse(value, forKey: key) }
            frame = rect
        case "shadowPath":
            if value == nil {
                shadowPath = nil
            } else if let path = value as? CGPath {
                shadowPath = path
            } else {
                refuse(value, forKey: key)
            }
        default:
            setRegisteredOrCustomValue(value, forKey: key)
        }
    }

    /// Sets a registered key through its descriptor, or stores a custom key.
    private func setRegisteredOrCustomValue(_ value: Any?, forKey key: String) {
        guard let descriptor = type(of: self).propertyDescriptor(forKey: key) else {
            let typed = AnimationValue(value)
            changeValue(forKey: key) { $0.extensions[key] = typed }
            return
        }
        var updated = storage
        guard descriptor.set(&updated, AnimationValue(value)) else { return refuse(value, forKey: key) }
        changeValue(forKey: key) { $0 = updated }
        if key == "bounds" {
            setNeedsLayout()
            if needsDisplayOnBoundsChange { setNeedsDisplay() }
        }
    }

    /// Reports a value of the wrong type for `key` on standard error; nothing changes.
    private func refuse(_ value: Any?, forKey key: String) {
        let described = value.map { String(describing: type(of: $0)) } ?? "nil"
        LayerDiagnostics.report("setValue(_:forKey:) refused a \(described) for key \"\(key)\"")
    }

    /// The base-class behaviour of ``value(forKeyPath:)`` (the open method forwards here).
    func baseValue(forKeyPath keyPath: String) -> Any? {
        if let emitter = self as? CAEmitterLayer, keyPath.hasPrefix("emitterCells.") {
            return emitter.cellValue(forKeyPath: keyPath)
        }
        guard keyPath.contains("."), let parsed = try? AnimationKeyPath(parsing: keyPath) else {
            return value(forKey: keyPath)
        }
        guard let descriptor = type(of: self).propertyDescriptor(forKey: parsed.property),
            let base = descriptor.get(storage)
        else { return nil }
        return parsed.component(of: base)?.anyValue
    }

    /// The base-class behaviour of ``setValue(_:forKeyPath:)`` (the open method forwards here).
    func baseSetValue(_ value: Any?, forKeyPath keyPath: String) {
        if let emitter = self as? CAEmitterLayer, keyPath.hasPrefix("emitterCells.") {
            return emitter.setCellValue(value, forKeyPath: keyPath)
        }
        guard keyPath.contains(".") else { return setValue(value, forKey: keyPath) }
        guard let parsed = try? AnimationKeyPath(parsing: keyPath),
            let descriptor = type(of: self).propertyDescriptor(forKey: parsed.property),
            let base = descriptor.get(storage), let typed = AnimationValue(value),
            let replaced = parsed.replacingComponent(of: base, with: typed)
        else { return refuse(value, forKey: keyPath) }
        setValue(replaced.anyValue, forKey: parsed.property)
    }
}
