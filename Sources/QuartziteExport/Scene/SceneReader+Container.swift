import Foundation
import Quartzite

extension SceneReader {
    /// The curves of a container transition, by UIKit's names.
    static let transitionCurves: [String: ViewAnimation.AnimationCurve] = [
        "easeInOut": .easeInOut, "easeIn": .easeIn, "easeOut": .easeOut, "linear": .linear,
    ]

    /// Reads an event's `containerTransition` at `path` and updates `tree`: the incoming layer
    /// joins the container (a new one is read as a layer of it), the outgoing one leaves.
    mutating func readContainerTransition(
        _ value: SceneValue, at path: String, tree: inout SceneTreeModel
    ) -> SceneEvent.ContainerTransition? {
        let keys = ["container", "from", "to", "duration", "curve", "placement", "preparation", "animations", "completion"]
        guard let f = object(value, at: path, known: keys) else { return nil }
        func at(_ key: String) -> String { Self.join(path, key) }
        let problemCount = problems.count
        for key in ["container", "from", "to", "duration", "animations"] where f[key] == nil { missing(key, in: path) }
        guard let containerValue = f["container"], let fromValue = f["from"], let toValue = f["to"],
            let durationValue = f["duration"], let animationsValue = f["animations"]
        else { return nil }
        let container = attachedLayer(containerValue, at: at("container"), tree: tree)
        let from = attachedLayer(fromValue, at: at("from"), tree: tree)
        let duration = nonNegative(durationValue, at: at("duration"))
        var curve = ViewAnimation.AnimationCurve.easeInOut
        if let v = f["curve"], let name = choice(v, at: at("curve"), among: Self.transitionCurves.keys.sorted(), noun: "curve") {
            curve = Self.transitionCurves[name] ?? .easeInOut
        }
        var placement = ViewAnimation.TransitionPlacement.above
        if let v = f["placement"], let name = choice(v, at: at("placement"), among: ["above", "below"], noun: "placement") {
            placement = name == "below" ? .below : .above
        }
        guard let container, let from, let duration else { return nil }
        if from == container {
            report(at("from"), "the outgoing layer cannot be the container")
            return nil
        }
        let to: SceneEvent.ContainerTransition.Incoming
        if case .string(let name) = toValue {
            guard tree.exists(name) else {
                reportUnknownKey(name, at: at("to"), known: tree.attachedNames, noun: "layer")
                return nil
            }
            guard name != from, name != container else {
                report(at("to"), "the incoming layer must differ from the container and the outgoing layer")
                return nil
            }
            tree.attach(name, to: container)
            to = .named(name)
        } else {
            guard let parent = tree.identities[container],
                let layer = readLayer(toValue, at: at("to"), parent: parent, tree: &tree)
            else { return nil }
            to = .new(layer)
        }
        let preparation = f["preparation"].map { readAssignments($0, at: at("preparation"), tree: tree) } ?? []
        let animations = readAssignments(animationsValue, at: at("animations"), tree: tree)
        tree.remove(from)
        let completion =
            f["completion"].map { readAssignments($0, at: at("completion"), tree: tree, alsoAllowed: [from]) } ?? []
        guard problems.count == problemCount else { return nil }
        return SceneEvent.ContainerTransition(
            container: container, from: from, to: to, duration: duration, curve: curve, placement: placement,
            preparation: preparation, animations: animations, completion: completion)
    }

    /// Reads an event's `scroll` list at `path`: each item names a layer and exactly one of
    /// `toPoint`, `toRect` (a `scroll` layer's own methods), `point`, `rectToVisible` (any
    /// layer, scrolling its closest ancestor scroll layer).
    mutating func readScrolls(_ value: SceneValue, at path: String, tree: SceneTreeModel) -> [SceneEvent.Scroll] {
        array(value, at: path, what: "an array of scrolls") { reader, item, itemPath in
            let methods = ["toPoint", "toRect", "point", "rectToVisible"]
            guard let g = reader.object(item, at: itemPath, known: ["layer"] + methods) else { return nil }
            guard let layerValue = g["layer"] else { return reader.missingNil("layer", in: itemPath) }
            guard let layer = reader.attachedLayer(layerValue, at: Self.join(itemPath, "layer"), tree: tree) else {
                return nil
            }
            let given = methods.filter { g[$0] != nil }
            guard given.count == 1, let method = given.first, let argument = g[method] else {
                reader.report(itemPath, "expected exactly one of \"toPoint\", \"toRect\", \"point\" or \"rectToVisible\"")
                return nil
            }
            let argumentPath = Self.join(itemPath, method)
            if method.hasPrefix("to"), !tree.scrollLayers.contains(layer) {
                reader.report(argumentPath, "\"\(method)\" scrolls a layer of type \"scroll\"; \"\(layer)\" is not one")
                return nil
            }
            let kind: SceneEvent.Scroll.Kind?
            switch method {
            case "toPoint": kind = reader.point(argument, at: argumentPath).map { .toPoint($0) }
            case "toRect": kind = reader.rect(argument, at: argumentPath, nonNegativeSize: true).map { .toRect($0) }
            case "point": kind = reader.point(argument, at: argumentPath).map { .point($0) }
            default: kind = reader.rect(argument, at: argumentPath, nonNegativeSize: true).map { .rectToVisible($0) }
            }
            return kind.map { SceneEvent.Scroll(layer: layer, kind: $0) }
        } ?? []
    }
}
