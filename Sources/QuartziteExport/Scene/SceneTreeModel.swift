/// The shape of a scene's layer tree as validation follows it through the events: which named
/// layers exist and are attached, and who their parents are, so events that address a layer
/// that is not (or no longer) in the tree are refused before anything is built.
struct SceneTreeModel {
    /// The parent identity of each layer (identities are the layers' JSON paths).
    private var parents: [String: String] = [:]
    /// The identity of each named layer.
    private(set) var identities: [String: String] = [:]
    /// Identities of layers removed from the tree.
    private var removed: Set<String> = []
    /// The names of the `scroll` layers (the targets of `toPoint` and `toRect` scrolls).
    var scrollLayers: Set<String> = []
    /// The depth of each layer: 1 for the root, its parent's + 1 for a sublayer or mask.
    private var depths: [String: Int] = [:]

    /// Records a layer (named or not) under `parent`.
    mutating func add(identity: String, name: String?, parent: String?) {
        if let parent { parents[identity] = parent }
        if let name { identities[name] = identity }
        depths[identity] = depth(under: parent)
    }

    /// The depth a layer added under `parent` has (1 without a parent).
    func depth(under parent: String?) -> Int {
        parent.flatMap { depths[$0] }.map { $0 + 1 } ?? 1
    }

    /// How many copies of each of a layer's sublayers its replicator ancestors and itself draw
    /// (the product of their `instanceCount`s; 1 outside replicators).
    private var copies: [String: Double] = [:]

    /// The copies a layer under `parent` is drawn in (1 without a parent).
    func copies(under parent: String?) -> Double {
        parent.flatMap { copies[$0] } ?? 1
    }

    /// Records that each sublayer of the layer `identity` is drawn `count` times.
    mutating func setCopies(_ count: Double, of identity: String) {
        copies[identity] = count
    }

    /// Whether the layer named `name` exists and is in the tree.
    func isAttached(_ name: String) -> Bool {
        guard var identity = identities[name] else { return false }
        while true {
            if removed.contains(identity) { return false }
            guard let parent = parents[identity] else { return true }
            identity = parent
        }
    }

    /// Whether `name` was defined (even if since removed).
    func exists(_ name: String) -> Bool {
        identities[name] != nil
    }

    /// Whether two named layers have the same parent.
    func areSiblings(_ a: String, _ b: String) -> Bool {
        guard let ia = identities[a], let ib = identities[b] else { return false }
        return parents[ia] != nil && parents[ia] == parents[ib]
    }

    /// Puts the named layer (and so its subtree) back into the tree under the layer named
    /// `parent`.
    mutating func attach(_ name: String, to parent: String) {
        guard let identity = identities[name], let parentIdentity = identities[parent] else { return }
        removed.remove(identity)
        parents[identity] = parentIdentity
    }

    /// Marks the named layer (and so its subtree) as removed.
    mutating func remove(_ name: String) {
        if let identity = identities[name] { removed.insert(identity) }
    }

    /// The names of the attached layers, for suggestions.
    var attachedNames: [String] {
        identities.keys.filter(isAttached).sorted()
    }
}
