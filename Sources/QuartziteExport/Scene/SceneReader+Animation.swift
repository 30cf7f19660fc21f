import Foundation
import Quartzite

extension SceneReader {
    static let timingKeys = [
        "key", "type", "beginTime", "timeOffset", "duration", "speed", "repeatCount", "repeatDuration",
        "autoreverses", "fillMode", "removedOnCompletion", "timingFunction",
    ]
    static let propertyKeys = ["keyPath", "additive", "cumulative", "valueFunction"]
    static let basicKeys = ["fromValue", "toValue", "byValue"]
    static let springKeys = ["mass", "stiffness", "damping", "initialVelocity", "allowsOverdamping"]
    static let keyframeKeys = [
        "values", "keyTimes", "timingFunctions", "path", "calculationMode", "rotationMode",
        "tensionValues", "continuityValues", "biasValues",
    ]
    static let transitionKeys = ["transitionType", "subtype", "startProgress", "endProgress"]
    static let transitionTypes = ["fade", "moveIn", "push", "reveal"]
    static let transitionSubtypes = ["fromLeft", "fromRight", "fromTop", "fromBottom"]
    static let valueFunctionNames = [
        "rotateX", "rotateY", "rotateZ", "scale", "scaleX", "scaleY", "scaleZ", "translate",
        "translateX", "translateY", "translateZ",
    ]

    /// The keys an animation object of `type` accepts.
    static func animationKeys(_ type: SceneAnimation.AnimationType) -> [String] {
        switch type {
        case .basic: return timingKeys + propertyKeys + basicKeys
        case .spring: return timingKeys + propertyKeys + basicKeys + springKeys
        case .keyframe: return timingKeys + propertyKeys + keyframeKeys
        case .group: return timingKeys + ["animations"]
        case .transition: return timingKeys + transitionKeys
        }
    }

    /// Reads an animation object. `type` defaults to `basic`. With `transitionObject` the
    /// object is an event's `transition`: it is a `CATransition` whose `type` key is the
    /// transition type, and `extraKeys` (its `layer`) are accepted and ignored.
    mutating func readAnimation(
        _ value: SceneValue, at path: String, transitionObject: Bool = false, extraKeys: [String] = [],
        layerType: SceneLayer.LayerType? = nil
    ) -> SceneAnimation? {
        guard case .object(let entries) = value else {
            mismatch(path, "an animation object", value)
            return nil
        }
        var type = SceneAnimation.AnimationType.basic
        if transitionObject {
            type = .transition
        } else if let typeValue = entries.first(where: { $0.key == "type" })?.value {
            guard let name = choice(typeValue, at: Self.join(path, "type"), among: SceneAnimation.AnimationType.allCases.map(\.rawValue), noun: "animation type"),
                let parsed = SceneAnimation.AnimationType(rawValue: name)
            else { return nil }
            type = parsed
        }
        var known = Self.animationKeys(type) + extraKeys
        if transitionObject { known.removeAll { $0 == "transitionType" || $0 == "key" } }
        guard let f = object(value, at: path, known: known) else { return nil }
        let problemCount = problems.count
        var a = SceneAnimation(type: type)
        func at(_ key: String) -> String { Self.join(path, key) }
        func given(_ key: String) -> SceneValue? {
            guard let v = f[key], v != .null else { return nil }
            return v
        }

        if let v = given("key") { a.key = string(v, at: at("key")) }
        if let v = given("beginTime") { a.beginTime = number(v, at: at("beginTime")) }
        if let v = given("timeOffset") { a.timeOffset = number(v, at: at("timeOffset")) }
        if let v = given("duration") { a.duration = nonNegative(v, at: at("duration")) }
        if let v = given("speed") { a.speed = number(v, at: at("speed")).map(Float.init) }
        if let v = given("repeatCount") { a.repeatCount = nonNegative(v, at: at("repeatCount")).map(Float.init) }
        if let v = given("repeatDuration") { a.repeatDuration = nonNegative(v, at: at("repeatDuration")) }
        if let v = given("autoreverses") { a.autoreverses = bool(v, at: at("autoreverses")) }
        if let v = given("fillMode") {
            a.fillMode = choice(v, at: at("fillMode"), among: SceneLayerKeys.nameChoices["fillMode"]!, noun: "fill mode")
                .map(CAMediaTimingFillMode.init(rawValue:))
        }
        if let v = given("removedOnCompletion") { a.removedOnCompletion = bool(v, at: at("removedOnCompletion")) }
        if let v = given("timingFunction") { a.timingFunction = timingFunction(v, at: at("timingFunction")) }

        switch type {
        case .basic, .spring, .keyframe:
            readPropertyFields(&a, f, path: path, layerType: layerType)
        case .group:
            if let v = given("animations") {
                a.animations = array(v, at: at("animations"), what: "an array of animations") { reader, item, itemPath in
                    reader.readAnimation(item, at: itemPath, layerType: layerType)
                }
            }
        case .transition:
            let typeKey = transitionObject ? "type" : "transitionType"
            if let v = given(typeKey) {
                a.transitionType = choice(v, at: at(typeKey), among: Self.transitionTypes, noun: "transition type")
                    .map(CATransitionType.init(rawValue:))
            }
            if let v = given("subtype") {
                a.subtype = choice(v, at: at("subtype"), among: Self.transitionSubtypes, noun: "transition subtype")
                    .map(CATransitionSubtype.init(rawValue:))
            }
            if let v = given("startProgress") { a.startProgress = unit(v, at: at("startProgress")) }
            if let v = given("endProgress") { a.endProgress = unit(v, at: at("endProgress")) }
        }
        return problems.count == problemCount ? a : nil
    }

    /// A number in 0…1, as a Float.
    private mutating func unit(_ value: SceneValue, at path: String) -> Float? {
        guard let n = number(value, at: path) else { return nil }
        guard (0...1).contains(n) else {
            mismatch(path, "a number in 0…1", value)
            return nil
        }
        return Float(n)
    }

    /// The fields of property animations (basic, spring, keyframe), their values typed by the
    /// key path.
    private mutating func readPropertyFields(
        _ a: inout SceneAnimation, _ f: [String: SceneValue], path: String, layerType: SceneLayer.LayerType?
    ) {
        func at(_ key: String) -> String { Self.join(path, key) }
        func given(_ key: String) -> SceneValue? {
            guard let v = f[key], v != .null else { return nil }
            return v
        }
        if let v = given("additive") { a.additive = bool(v, at: at("additive")) }
        if let v = given("cumulative") { a.cumulative = bool(v, at: at("cumulative")) }
        if let v = given("valueFunction") {
            a.valueFunction = choice(v, at: at("valueFunction"), among: Self.valueFunctionNames, noun: "value function")
                .map(CAValueFunctionName.init(rawValue:))
        }
        var kind: SceneValueKind?
        if let v = given("keyPath") {
            if let keyPath = string(v, at: at("keyPath")) {
                kind = valueKind(forKeyPath: keyPath, at: at("keyPath"), layerType: layerType)
                a.keyPath = SceneReader.keyValueCodingPath(keyPath)
            }
        } else {
            missing("keyPath", in: path)
        }
        if let function = a.valueFunction {
            kind = ["scale", "translate"].contains(function.rawValue) ? .numbers : .number
        }
        guard let kind else { return }
        // The whole key (no component, no value function): its values are held to its range.
        let rangeKey = a.valueFunction == nil ? a.keyPath.flatMap { $0.contains(".") ? nil : $0 } : nil
        func ranged(_ v: AnimationValue?, _ path: String) -> AnimationValue? {
            guard let rangeKey, case .number(let n)? = v else { return v }
            return withinMaximum(n, key: rangeKey, at: path) ? v : nil
        }

        if a.type == .keyframe {
            if let v = given("values") {
                a.values = array(v, at: at("values"), what: "an array of values") { reader, item, itemPath in
                    let value = reader.value(item, at: itemPath, kind: kind)
                    guard let rangeKey, case .number(let n)? = value else { return value }
                    return reader.withinMaximum(n, key: rangeKey, at: itemPath) ? value : nil
                }
            }
            if let v = given("keyTimes") {
                a.keyTimes = numbers(v, at: at("keyTimes"), expected: "an array of numbers in 0…1")
                if let times = a.keyTimes {
                    if !times.allSatisfy({ (0...1).contains($0) }) || zip(times, times.dropFirst()).contains(where: { $0 > $1 }) {
                        report(at("keyTimes"), "key times must rise from 0 to 1, found \(v.excerpt)")
                    } else if let values = a.values, a.path == nil, values.count != times.count, given("path") == nil {
                        report(at("keyTimes"), "expected \(values.count) key times (one per value), found \(times.count)")
                    }
                }
            }
            if let v = given("timingFunctions") {
                a.timingFunctions = array(v, at: at("timingFunctions"), what: "an array of timing functions") { reader, item, itemPath in
                    reader.timingFunction(item, at: itemPath)
                }
            }
            if let v = given("path") { a.path = self.path(v, at: at("path")) }
            if let v = given("calculationMode") {
                a.calculationMode = choice(v, at: at("calculationMode"), among: ["linear", "discrete", "paced", "cubic", "cubicPaced"], noun: "calculation mode")
                    .map(CAAnimationCalculationMode.init(rawValue:))
            }
            if let v = given("rotationMode") {
                a.rotationMode = choice(v, at: at("rotationMode"), among: ["auto", "autoReverse"], noun: "rotation mode")
                    .map(CAAnimationRotationMode.init(rawValue:))
            }
            if let v = given("tensionValues") { a.tensionValues = numbers(v, at: at("tensionValues"), expected: "an array of numbers") }
            if let v = given("continuityValues") { a.continuityValues = numbers(v, at: at("continuityValues"), expected: "an array of numbers") }
            if let v = given("biasValues") { a.biasValues = numbers(v, at: at("biasValues"), expected: "an array of numbers") }
            // Counts that follow from the values, as keyTimes' does (a path sets its own).
            if let values = a.values, given("path") == nil {
                if let functions = a.timingFunctions, values.count > 1, functions.count != values.count - 1 {
                    report(
                        at("timingFunctions"),
                        "expected \(values.count - 1) timing functions (one between each two values), found \(functions.count)")
                }
                for (key, list) in [("tensionValues", a.tensionValues), ("continuityValues", a.continuityValues), ("biasValues", a.biasValues)] {
                    if let list, list.count != values.count {
                        report(at(key), "expected \(values.count) \(key) (one per value), found \(list.count)")
                    }
                }
            }
        } else {
            if let v = given("fromValue") { a.fromValue = ranged(value(v, at: at("fromValue"), kind: kind), at("fromValue")) }
            if let v = given("toValue") { a.toValue = ranged(value(v, at: at("toValue"), kind: kind), at("toValue")) }
            if let v = given("byValue") { a.byValue = ranged(value(v, at: at("byValue"), kind: kind), at("byValue")) }
            if a.type == .spring {
                if let v = given("mass") { a.mass = nonNegative(v, at: at("mass"), strictly: true) }
                if let v = given("stiffness") { a.stiffness = nonNegative(v, at: at("stiffness"), strictly: true) }
                if let v = given("damping") { a.damping = nonNegative(v, at: at("damping")) }
                if let v = given("initialVelocity") { a.initialVelocity = number(v, at: at("initialVelocity")) }
                if let v = given("allowsOverdamping") { a.allowsOverdamping = bool(v, at: at("allowsOverdamping")) }
            }
        }
    }

    /// `keyPath` with a leading scene property name (`isHidden`) in its key-value coding
    /// spelling (`hidden`).
    static func keyValueCodingPath(_ keyPath: String) -> String {
        guard let dot = keyPath.firstIndex(of: ".") else { return SceneLayerKeys.keyValueCodingKey(keyPath) }
        return SceneLayerKeys.keyValueCodingKey(String(keyPath[..<dot])) + keyPath[dot...]
    }

    /// How values at `keyPath` (of a `CALayer`) are read; nil after reporting an unknown key
    /// path.
    mutating func valueKind(
        forKeyPath keyPath: String, at path: String, layerType: SceneLayer.LayerType? = nil
    ) -> SceneValueKind? {
        let parsed: AnimationKeyPath
        do {
            parsed = try AnimationKeyPath(parsing: Self.keyValueCodingPath(keyPath))
        } catch {
            report(path, error.description)
            return nil
        }
        if layerType == .emitter, let cellPath = EmitterCellKeyPath(parsed.property) {
            // An emitter cell's property (`emitterCells.<name>.<key>`): numbers and colours.
            switch cellPath.valueKind {
            case .number?: return .number
            case .color?: return .color
            default:
                report(path, "emitter cell key \"\(cellPath.key)\" in key path \"\(keyPath)\" does not animate (numbers and color do)")
                return nil
            }
        }
        guard let kind = SceneLayerKeys.kind(forKey: parsed.property, type: layerType) else {
            let known = SceneLayerKeys.keys(for: layerType ?? .layer)
            if let suggestion = KeySuggestion.closest(to: parsed.property, among: known) {
                report(path, "unknown layer property \"\(parsed.property)\" in key path \"\(keyPath)\" (did you mean \"\(suggestion)\"?)")
            } else {
                report(path, "unknown layer property \"\(parsed.property)\" in key path \"\(keyPath)\"")
            }
            return nil
        }
        guard parsed.component != nil else { return kind }
        switch parsed.valueKind {
        case .point: return .point
        case .size: return .size
        default: return .number
        }
    }
}
