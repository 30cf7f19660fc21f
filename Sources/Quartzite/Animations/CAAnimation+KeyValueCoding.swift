import Foundation

extension CAAnimation {
    /// The property named `key` of this animation's class (boxed as key-value coding hands it
    /// out: numbers as `NSNumber`), `.some(nil)` for a property that is unset, or nil when
    /// `key` names no property.
    func propertyValue(forKey key: String) -> Any?? {
        switch key {
        case "beginTime": return NSNumber(value: beginTime)
        case "timeOffset": return NSNumber(value: timeOffset)
        case "duration": return NSNumber(value: duration)
        case "speed": return NSNumber(value: speed)
        case "repeatCount": return NSNumber(value: repeatCount)
        case "repeatDuration": return NSNumber(value: repeatDuration)
        case "autoreverses": return autoreverses
        case "fillMode": return fillMode
        case "timingFunction": return .some(timingFunction)
        case "delegate": return .some(delegate)
        case "removedOnCompletion": return isRemovedOnCompletion
        default: break
        }
        if let property = self as? CAPropertyAnimation {
            switch key {
            case "keyPath": return .some(property.keyPath)
            case "additive": return property.isAdditive
            case "cumulative": return property.isCumulative
            case "valueFunction": return .some(property.valueFunction)
            default: break
            }
        }
        if let spring = self as? CASpringAnimation {
            switch key {
            case "mass": return NSNumber(value: Double(spring.mass))
            case "stiffness": return NSNumber(value: Double(spring.stiffness))
            case "damping": return NSNumber(value: Double(spring.damping))
            case "initialVelocity": return NSNumber(value: Double(spring.initialVelocity))
            case "allowsOverdamping": return spring.allowsOverdamping
            default: break
            }
        }
        if let basic = self as? CABasicAnimation {
            switch key {
            case "fromValue": return .some(basic.fromValue)
            case "toValue": return .some(basic.toValue)
            case "byValue": return .some(basic.byValue)
            default: break
            }
        }
        if let keyframe = self as? CAKeyframeAnimation {
            switch key {
            case "values": return .some(keyframe.values)
            case "path": return .some(keyframe.path)
            case "keyTimes": return .some(keyframe.keyTimes)
            case "timingFunctions": return .some(keyframe.timingFunctions)
            case "calculationMode": return keyframe.calculationMode
            case "rotationMode": return .some(keyframe.rotationMode)
            case "tensionValues": return .some(keyframe.tensionValues)
            case "continuityValues": return .some(keyframe.continuityValues)
            case "biasValues": return .some(keyframe.biasValues)
            default: break
            }
        }
        if let group = self as? CAAnimationGroup, key == "animations" { return .some(group.animations) }
        if let transition = self as? CATransition {
            switch key {
            case "type": return transition.type
            case "subtype": return .some(transition.subtype)
            case "startProgress": return NSNumber(value: transition.startProgress)
            case "endProgress": return NSNumber(value: transition.endProgress)
            default: break
            }
        }
        return nil
    }

    /// Sets the property named `key` from a key-value coding value; true when `key` names a
    /// property (even if `value` had the wrong type and was ignored).
    func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        let number = (value as? NSNumber)?.doubleValue
        switch key {
        case "beginTime": if let number { beginTime = number }
        case "timeOffset": if let number { timeOffset = number }
        case "duration": if let number { duration = number }
        case "speed": if let number { speed = Float(number) }
        case "repeatCount": if let number { repeatCount = Float(number) }
        case "repeatDuration": if let number { repeatDuration = number }
        case "autoreverses": if let flag = value as? Bool { autoreverses = flag }
        case "fillMode": if let mode = Self.fillMode(value) { fillMode = mode }
        case "timingFunction": timingFunction = value as? CAMediaTimingFunction
        case "delegate": delegate = value as? CAAnimationDelegate
        case "removedOnCompletion": if let flag = value as? Bool { isRemovedOnCompletion = flag }
        default: return setSubclassPropertyValue(value, number: number, forKey: key)
        }
        return true
    }

    /// ``setPropertyValue(_:forKey:)`` for the keys of the subclasses.
    private func setSubclassPropertyValue(_ value: Any?, number: Double?, forKey key: String) -> Bool {
        if let spring = self as? CASpringAnimation {
            switch key {
            case "mass": if let number { spring.mass = CGFloat(number) }
            case "stiffness": if let number { spring.stiffness = CGFloat(number) }
            case "damping": if let number { spring.damping = CGFloat(number) }
            case "initialVelocity": if let number { spring.initialVelocity = CGFloat(number) }
            case "allowsOverdamping": if let flag = value as? Bool { spring.allowsOverdamping = flag }
            default: break
            }
            if ["mass", "stiffness", "damping", "initialVelocity", "allowsOverdamping"].contains(key) { return true }
        }
        if let basic = self as? CABasicAnimation {
            switch key {
            case "fromValue": basic.fromValue = value
            case "toValue": basic.toValue = value
            case "byValue": basic.byValue = value
            default: break
            }
            if ["fromValue", "toValue", "byValue"].contains(key) { return true }
        }
        if let keyframe = self as? CAKeyframeAnimation, setKeyframeValue(value, of: keyframe, forKey: key) {
            return true
        }
        if let property = self as? CAPropertyAnimation {
            switch key {
            case "keyPath": property.keyPath = value as? String
            case "additive": if let flag = value as? Bool { property.isAdditive = flag }
            case "cumulative": if let flag = value as? Bool { property.isCumulative = flag }
            case "valueFunction": property.valueFunction = value as? CAValueFunction
            default: return false
            }
            return true
        }
        if let group = self as? CAAnimationGroup, key == "animations" {
            group.animations = value as? [CAAnimation]
            return true
        }
        return false
    }

    /// The keyframe-animation part of ``setPropertyValue(_:forKey:)``.
    private func setKeyframeValue(_ value: Any?, of keyframe: CAKeyframeAnimation, forKey key: String) -> Bool {
        switch key {
        case "values": keyframe.values = value as? [Any]
        case "path": keyframe.path = value as? CGPath
        case "keyTimes": keyframe.keyTimes = value as? [NSNumber]
        case "timingFunctions": keyframe.timingFunctions = value as? [CAMediaTimingFunction]
        case "calculationMode":
            if let mode = value as? CAAnimationCalculationMode {
                keyframe.calculationMode = mode
            } else if let name = value as? String {
                keyframe.calculationMode = CAAnimationCalculationMode(rawValue: name)
            }
        case "rotationMode":
            if let name = value as? String {
                keyframe.rotationMode = CAAnimationRotationMode(rawValue: name)
            } else {
                keyframe.rotationMode = value as? CAAnimationRotationMode
            }
        case "tensionValues": keyframe.tensionValues = value as? [NSNumber]
        case "continuityValues": keyframe.continuityValues = value as? [NSNumber]
        case "biasValues": keyframe.biasValues = value as? [NSNumber]
        default: return false
        }
        return true
    }

    /// A fill mode from a key-value value: the type itself or its string name.
    private static func fillMode(_ value: Any?) -> CAMediaTimingFillMode? {
        if let mode = value as? CAMediaTimingFillMode { return mode }
        return (value as? String).map(CAMediaTimingFillMode.init(rawValue:))
    }
}
