import Quartzite

/// Changes to a scene's layers at one scene time, run as one `CATransaction`.
public struct SceneEvent: Sendable {
    /// One `set`: a layer, a key path on it and the new value.
    public struct Assignment: Sendable, Equatable {
        /// The layer's name.
        public var layer: String
        /// The key path (`position`, `position.x`, `transform.rotation.z`; `isHidden` is read
        /// as `hidden`).
        public var keyPath: String
        /// The value, typed by the key path.
        public var value: AnimationValue

        /// Creates an assignment.
        public init(layer: String, keyPath: String, value: AnimationValue) {
            self.layer = layer
            self.keyPath = keyPath
            self.value = value
        }
    }

    /// An animation added to a layer.
    public struct Addition: Sendable {
        /// The layer's name.
        public var layer: String
        /// The animation (its `key` is the key it is added under).
        public var animation: SceneAnimation

        /// Creates an addition.
        public init(layer: String, animation: SceneAnimation) {
            self.layer = layer
            self.animation = animation
        }
    }

    /// A removal: of the animation under `key`, or of the layer itself (from its superlayer)
    /// when `key` is nil.
    public struct Removal: Sendable, Equatable {
        /// The layer's name.
        public var layer: String
        /// The animation key, or nil to remove the layer.
        public var key: String?

        /// Creates a removal.
        public init(layer: String, key: String?) {
            self.layer = layer
            self.key = key
        }
    }

    /// A new layer inserted into a parent.
    public struct Insertion: Sendable {
        /// The parent's name.
        public var parent: String
        /// The new layer (and its subtree).
        public var layer: SceneLayer
        /// The index among the parent's sublayers, or nil to add it in front.
        public var index: Int?

        /// Creates an insertion.
        public init(parent: String, layer: SceneLayer, index: Int?) {
            self.parent = parent
            self.layer = layer
            self.index = index
        }
    }

    /// A layer moved among its siblings.
    public struct Reordering: Sendable, Equatable {
        /// Where the layer goes.
        public enum Placement: Sendable, Equatable {
            /// Just below (behind) the named sibling.
            case below(String)
            /// Just above (in front of) the named sibling.
            case above(String)
            /// At this index among the siblings.
            case index(Int)
        }

        /// The layer's name.
        public var layer: String
        /// Where it goes.
        public var placement: Placement

        /// Creates a reordering.
        public init(layer: String, placement: Placement) {
            self.layer = layer
            self.placement = placement
        }
    }

    /// A transition added (under the key `"transition"`) before the event's changes.
    public struct Transition: Sendable {
        /// The layer's name.
        public var layer: String
        /// The `CATransition` (its `transitionType`, `subtype`, timing, progress).
        public var animation: SceneAnimation

        /// Creates a transition.
        public init(layer: String, animation: SceneAnimation) {
            self.layer = layer
            self.animation = animation
        }
    }

    /// The event's scene time, seconds.
    public var time: Double
    /// The transaction's `animationDuration`, or nil (0.25 s).
    public var animationDuration: Double?
    /// The transaction's `animationTimingFunction`, or nil.
    public var animationTimingFunction: SceneAnimation.TimingFunction?
    /// The transaction's `disableActions`. Default false.
    public var disableActions: Bool
    /// The transition, added first.
    public var transition: Transition?
    /// The container transition, run after the transition.
    public var containerTransition: ContainerTransition?
    /// The assignments, in file order.
    public var assignments: [Assignment]
    /// The animations added.
    public var additions: [Addition]
    /// The removals.
    public var removals: [Removal]
    /// The insertions.
    public var insertions: [Insertion]
    /// The reorderings.
    public var reorderings: [Reordering]
    /// The scrolls, run after the assignments.
    public var scrolls: [Scroll]

    /// Creates an event.
    public init(
        time: Double, animationDuration: Double? = nil,
        animationTimingFunction: SceneAnimation.TimingFunction? = nil, disableActions: Bool = false,
        transition: Transition? = nil, assignments: [Assignment] = [], additions: [Addition] = [],
        removals: [Removal] = [], insertions: [Insertion] = [], reorderings: [Reordering] = [],
        containerTransition: ContainerTransition? = nil, scrolls: [Scroll] = []
    ) {
        self.time = time
        self.animationDuration = animationDuration
        self.animationTimingFunction = animationTimingFunction
        self.disableActions = disableActions
        self.transition = transition
        self.assignments = assignments
        self.additions = additions
        self.removals = removals
        self.insertions = insertions
        self.reorderings = reorderings
        self.containerTransition = containerTransition
        self.scrolls = scrolls
    }
}
