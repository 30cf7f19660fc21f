import Foundation
import Quartzite

extension SceneReader {
    /// The layer types that build today; the others are refused by name until their classes
    /// exist.
    static let buildableLayerTypes: Set<SceneLayer.LayerType> = [
        .layer, .transformLayer, .shape, .gradient, .text, .replicator, .emitter, .scroll,
    ]

    /// Reads a layer object and its subtree; nil after reporting problems. Layer names are
    /// checked for uniqueness across the whole scene; the tree model learns the layers. A layer
    /// deeper than ``SceneLimits/maximumLayerDepth`` (sublayers, masks and inserted layers
    /// counted) is refused without reading its subtree.
    mutating func readLayer(_ value: SceneValue, at path: String, parent: String?, tree: inout SceneTreeModel) -> SceneLayer? {
        guard case .object(let entries) = value else {
            mismatch(path, "a layer object", value)
            return nil
        }
        guard tree.depth(under: parent) <= SceneLimits.maximumLayerDepth else {
            report(
                path,
                "the layer tree is more than \(SceneLimits.maximumLayerDepth) layers deep here (sublayers and masks count)")
            return nil
        }
        var type = SceneLayer.LayerType.layer
        if let typeValue = entries.first(where: { $0.key == "type" })?.value {
            let typePath = Self.join(path, "type")
            guard let name = choice(typeValue, at: typePath, among: SceneLayer.LayerType.allCases.map(\.rawValue), noun: "layer type"),
                let parsed = SceneLayer.LayerType(rawValue: name)
            else { return nil }
            guard Self.buildableLayerTypes.contains(parsed) else {
                report(typePath, "layer type \"\(name)\" (\(parsed.className)) is not supported yet; the scene cannot be rendered")
                return nil
            }
            type = parsed
        }
        var known = SceneLayerKeys.keys(for: type)
        known.append(contentsOf: SceneLayerKeys.unavailableKeys.keys.sorted())
        guard let fields = object(value, at: path, known: known) else { return nil }
        var failed = false

        var name: String?
        if let v = fields["name"] {
            if let s = string(v, at: Self.join(path, "name")) {
                if let first = layerNames[s] {
                    report(Self.join(path, "name"), "duplicate layer name \"\(s)\" (first given at \(first))")
                    failed = true
                } else {
                    layerNames[s] = Self.join(path, "name")
                    name = s
                }
            } else {
                failed = true
            }
        }
        tree.add(identity: path, name: name, parent: parent)
        if type == .scroll, let name { tree.scrollLayers.insert(name) }

        var properties: [SceneLayer.Property] = []
        for entry in entries where fields[entry.key] != nil && !SceneLayerKeys.structuralKeys.contains(entry.key) {
            let entryPath = Self.join(path, entry.key)
            if let reason = SceneLayerKeys.unavailableKeys[entry.key] {
                report(entryPath, "\"\(entry.key)\" is not supported: \(reason)")
                failed = true
                continue
            }
            if entry.key == "frame", fields["bounds"] != nil || fields["position"] != nil {
                report(entryPath, "frame cannot be combined with bounds or position")
                failed = true
                continue
            }
            guard let value = propertyValue(entry.value, sceneKey: entry.key, at: entryPath, type: type) else {
                failed = true
                continue
            }
            properties.append(SceneLayer.Property(key: SceneLayerKeys.keyValueCodingKey(entry.key), value: value))
        }

        // Replicators in replicators multiply: each copy of a sublayer costs the flattener a
        // visit, and a frame has only so many.
        var copies = tree.copies(under: parent)
        if type == .replicator, case .number(let count)? = properties.first(where: { $0.key == "instanceCount" })?.value {
            copies *= max(count.rounded(.down), 0)
            if copies > Double(SceneLimits.maximumReplicatorCopies) {
                report(
                    Self.join(path, "instanceCount"),
                    "replicators nested here draw \(SceneValue.number(copies).jsonText) copies of each sublayer, more than \(SceneLimits.maximumReplicatorCopies)")
                failed = true
            }
        }
        tree.setCopies(copies, of: path)

        var mask: SceneLayer?
        if let v = fields["mask"] {
            mask = readLayer(v, at: Self.join(path, "mask"), parent: path, tree: &tree)
            if mask == nil { failed = true }
        }
        var sublayers: [SceneLayer] = []
        if let v = fields["sublayers"] {
            let sublayersPath = Self.join(path, "sublayers")
            if let list = array(v, at: sublayersPath, what: "an array of layers", { reader, item, itemPath in
                reader.readLayer(item, at: itemPath, parent: path, tree: &tree)
            }) {
                sublayers = list
            } else {
                failed = true
            }
        }
        var animations: [SceneAnimation] = []
        if let v = fields["animations"] {
            if let list = array(v, at: Self.join(path, "animations"), what: "an array of animations", { reader, item, itemPath in
                reader.readAnimation(item, at: itemPath, layerType: type)
            }) {
                animations = list
            } else {
                failed = true
            }
        }
        guard !failed else { return nil }
        return SceneLayer(type: type, name: name, properties: properties, mask: mask, sublayers: sublayers, animations: animations)
    }

    /// The value of a property of a layer of `type` given under its scene key (of any layer
    /// type when `type` is nil).
    mutating func propertyValue(
        _ value: SceneValue, sceneKey: String, at path: String, type: SceneLayer.LayerType? = .layer
    ) -> AnimationValue? {
        let key = SceneLayerKeys.keyValueCodingKey(sceneKey)
        guard let kind = SceneLayerKeys.kind(forKey: key, type: type) else {
            reportUnknownKey(sceneKey, at: path, known: SceneLayerKeys.keys(for: type ?? .layer))
            return nil
        }
        if kind == .number {
            var n: Double?
            if SceneLayerKeys.nonNegativeKeys.contains(key) || SceneLayerKeys.nonNegativeContentKeys.contains(key) {
                n = nonNegative(value, at: path)
            } else if SceneLayerKeys.positiveKeys.contains(key) {
                n = nonNegative(value, at: path, strictly: true)
            } else {
                n = number(value, at: path)
            }
            guard let n, withinMaximum(n, key: key, at: path) else { return nil }
            return .number(n)
        }
        return self.value(value, at: path, kind: kind)
    }

    /// Whether `n` is at most the ``SceneLimits/maximumValues`` entry of the key-value coding
    /// key `key` (always, for keys without one); reports it when not.
    mutating func withinMaximum(_ n: Double, key: String, at path: String) -> Bool {
        guard let maximum = SceneLimits.maximumValues[key], n > maximum else { return true }
        report(path, "\(key) is at most \(SceneValue.number(maximum).jsonText), found \(SceneValue.number(n).jsonText)")
        return false
    }
}
