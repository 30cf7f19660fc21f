import Foundation
import Quartzite

extension SceneReader {
    static let eventKeys = [
        "time", "transaction", "set", "add", "remove", "insert", "reorder", "transition", "containerTransition", "scroll",
    ]

    /// Reads the event at `path`, checking the layers it addresses against `tree` (which it
    /// then updates: inserted layers join, removed layers leave). Parts apply in the order
    /// transition, containerTransition, insert, reorder, set, scroll, add, remove.
    mutating func readEvent(_ value: SceneValue, at path: String, tree: inout SceneTreeModel) -> SceneEvent? {
        guard let f = object(value, at: path, known: Self.eventKeys) else { return nil }
        let problemCount = problems.count
        func at(_ key: String) -> String { Self.join(path, key) }
        var event = SceneEvent(time: 0)
        if let v = f["time"] { event.time = nonNegative(v, at: at("time")) ?? 0 } else { missing("time", in: path) }

        if let v = f["transaction"], let t = object(v, at: at("transaction"), known: ["animationDuration", "disableActions", "animationTimingFunction"]) {
            let tPath = at("transaction")
            if let d = t["animationDuration"] { event.animationDuration = nonNegative(d, at: Self.join(tPath, "animationDuration")) }
            if let d = t["disableActions"] { event.disableActions = bool(d, at: Self.join(tPath, "disableActions")) ?? false }
            if let d = t["animationTimingFunction"] {
                event.animationTimingFunction = timingFunction(d, at: Self.join(tPath, "animationTimingFunction"))
            }
        }
        if let v = f["transition"] {
            let tPath = at("transition")
            if case .object(let entries) = v, let layerValue = entries.first(where: { $0.key == "layer" })?.value {
                let layer = attachedLayer(layerValue, at: Self.join(tPath, "layer"), tree: tree)
                let animation = readAnimation(v, at: tPath, transitionObject: true, extraKeys: ["layer"])
                if let layer, let animation { event.transition = SceneEvent.Transition(layer: layer, animation: animation) }
            } else if case .object = v {
                missing("layer", in: tPath)
            } else {
                mismatch(tPath, "a transition object", v)
            }
        }
        if let v = f["containerTransition"] {
            event.containerTransition = readContainerTransition(v, at: at("containerTransition"), tree: &tree)
        }
        if let v = f["insert"] {
            event.insertions = array(v, at: at("insert"), what: "an array of insertions") { reader, item, itemPath in
                guard let g = reader.object(item, at: itemPath, known: ["parent", "layer", "index"]) else { return nil }
                guard let parentValue = g["parent"] else { return reader.missingNil("parent", in: itemPath) }
                guard let layerValue = g["layer"] else { return reader.missingNil("layer", in: itemPath) }
                let parent = reader.attachedLayer(parentValue, at: Self.join(itemPath, "parent"), tree: tree)
                let index = g["index"].flatMap { reader.index($0, at: Self.join(itemPath, "index")) }
                guard let parent, g["index"] == nil || index != nil else { return nil }
                let identity = Self.join(itemPath, "layer")
                guard let layer = reader.readLayer(layerValue, at: identity, parent: tree.identities[parent], tree: &tree) else {
                    return nil
                }
                return SceneEvent.Insertion(parent: parent, layer: layer, index: index)
            } ?? []
        }
        if let v = f["reorder"] {
            event.reorderings = array(v, at: at("reorder"), what: "an array of reorderings") { reader, item, itemPath in
                guard let g = reader.object(item, at: itemPath, known: ["layer", "below", "above", "index"]) else { return nil }
                guard let layerValue = g["layer"] else { return reader.missingNil("layer", in: itemPath) }
                guard let layer = reader.attachedLayer(layerValue, at: Self.join(itemPath, "layer"), tree: tree) else { return nil }
                let placements = ["below", "above", "index"].filter { g[$0] != nil }
                guard placements.count == 1, let key = placements.first else {
                    reader.report(itemPath, "expected exactly one of \"below\", \"above\" or \"index\"")
                    return nil
                }
                let placePath = Self.join(itemPath, key)
                if key == "index" {
                    return reader.index(g[key]!, at: placePath).map { SceneEvent.Reordering(layer: layer, placement: .index($0)) }
                }
                guard let sibling = reader.attachedLayer(g[key]!, at: placePath, tree: tree) else { return nil }
                guard tree.areSiblings(layer, sibling), layer != sibling else {
                    reader.report(placePath, "\"\(sibling)\" is not a sibling of \"\(layer)\"")
                    return nil
                }
                return SceneEvent.Reordering(layer: layer, placement: key == "below" ? .below(sibling) : .above(sibling))
            } ?? []
        }
        if let v = f["set"] {
            event.assignments = readAssignments(v, at: at("set"), tree: tree)
        }
        if let v = f["scroll"] {
            event.scrolls = readScrolls(v, at: at("scroll"), tree: tree)
        }
        if let v = f["add"] {
            event.additions = array(v, at: at("add"), what: "an array of additions") { reader, item, itemPath in
                guard let g = reader.object(item, at: itemPath, known: ["layer", "animation"]) else { return nil }
                guard let layerValue = g["layer"] else { return reader.missingNil("layer", in: itemPath) }
                guard let animationValue = g["animation"] else { return reader.missingNil("animation", in: itemPath) }
                let layer = reader.attachedLayer(layerValue, at: Self.join(itemPath, "layer"), tree: tree)
                let animation = reader.readAnimation(animationValue, at: Self.join(itemPath, "animation"))
                guard let layer, let animation else { return nil }
                return SceneEvent.Addition(layer: layer, animation: animation)
            } ?? []
        }
        if let v = f["remove"] {
            event.removals = array(v, at: at("remove"), what: "an array of removals") { reader, item, itemPath in
                guard let g = reader.object(item, at: itemPath, known: ["layer", "key"]) else { return nil }
                guard let layerValue = g["layer"] else { return reader.missingNil("layer", in: itemPath) }
                guard let layer = reader.attachedLayer(layerValue, at: Self.join(itemPath, "layer"), tree: tree) else { return nil }
                if let keyValue = g["key"] {
                    return reader.string(keyValue, at: Self.join(itemPath, "key")).map { SceneEvent.Removal(layer: layer, key: $0) }
                }
                return SceneEvent.Removal(layer: layer, key: nil)
            } ?? []
            for removal in event.removals where removal.key == nil { tree.remove(removal.layer) }
        }
        return problems.count == problemCount ? event : nil
    }

    /// The `"layer.keyPath": value` entries of a `set`-style object at `setPath`, addressing
    /// attached layers (or the layers named in `alsoAllowed`).
    mutating func readAssignments(
        _ v: SceneValue, at setPath: String, tree: SceneTreeModel, alsoAllowed: Set<String> = []
    ) -> [SceneEvent.Assignment] {
        var assignments: [SceneEvent.Assignment] = []
        if case .object(let entries) = v {
            for entry in entries {
                let entryPath = Self.join(setPath, entry.key)
                guard let dot = entry.key.firstIndex(of: "."), dot != entry.key.startIndex, entry.key.index(after: dot) != entry.key.endIndex else {
                    report(entryPath, "expected \"layer.keyPath\", found \"\(entry.key)\"")
                    continue
                }
                let layer = String(entry.key[..<dot])
                let keyPath = String(entry.key[entry.key.index(after: dot)...])
                guard alsoAllowed.contains(layer) || checkAttached(layer, at: entryPath, tree: tree) else { continue }
                guard let value = assignmentValue(entry.value, keyPath: keyPath, at: entryPath) else { continue }
                assignments.append(
                    SceneEvent.Assignment(layer: layer, keyPath: Self.keyValueCodingPath(keyPath), value: value))
            }
        } else {
            mismatch(setPath, "an object of \"layer.keyPath\": value", v)
        }
        return assignments
    }

    /// Reports a missing key and returns nil.
    mutating func missingNil<T>(_ key: String, in path: String) -> T? {
        missing(key, in: path)
        return nil
    }

    /// The name of an attached layer given as a string at `path`.
    mutating func attachedLayer(_ value: SceneValue, at path: String, tree: SceneTreeModel) -> String? {
        guard let name = string(value, at: path) else { return nil }
        return checkAttached(name, at: path, tree: tree) ? name : nil
    }

    /// Whether the layer `name` is in the tree at this event; reports it otherwise.
    mutating func checkAttached(_ name: String, at path: String, tree: SceneTreeModel) -> Bool {
        if tree.isAttached(name) { return true }
        if tree.exists(name) {
            report(path, "layer \"\(name)\" is no longer in the tree at this event")
        } else {
            reportUnknownKey(name, at: path, known: tree.attachedNames, noun: "layer")
        }
        return false
    }

    /// The value of a `set` entry, typed by the key path.
    private mutating func assignmentValue(_ value: SceneValue, keyPath: String, at path: String) -> AnimationValue? {
        let property = keyPath.split(separator: ".").first.map(String.init) ?? keyPath
        if SceneLayerKeys.structuralKeys.contains(property) {
            report(path, "\"\(property)\" cannot be set by an event (use insert, remove or reorder)")
            return nil
        }
        if !keyPath.contains(".") {
            return propertyValue(value, sceneKey: keyPath, at: path, type: nil)
        }
        guard let kind = valueKind(forKeyPath: keyPath, at: path) else { return nil }
        return self.value(value, at: path, kind: kind)
    }
}
