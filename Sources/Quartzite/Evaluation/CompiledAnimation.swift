/// An animation as it runs: an immutable, `Sendable` snapshot of a ``CAAnimation`` taken when
/// it is added to a layer, with everything expensive done once — durations resolved, the key
/// path parsed, values converted to ``AnimationValue`` and checked, keyframe timelines and
/// path lengths prepared. Changing the original animation afterwards has no effect on it.
///
/// Evaluate it with ``AnimationEvaluator``; ``startTime``, ``endTime`` and
/// ``hasFinished(atLayerTime:)`` drive delegate callbacks and removal.
public struct CompiledAnimation: Sendable {
    /// What a compiled animation does.
    public enum Kind: Sendable {
        /// Changes one property (basic, spring and keyframe animations).
        case property(CompiledPropertyAnimation)
        /// Runs child animations in the group's time (REFERENCE 6), in array order.
        case group([CompiledAnimation])
        /// A content transition the renderer draws (REFERENCE 8); changes no property value.
        case transition(TransitionParameters)
        /// Changes nothing: a plain `CAAnimation`, a `CAPropertyAnimation`, or a basic
        /// animation with no from, to or by value.
        case inert
    }

    /// The immutable parts, shared: copying a compiled animation copies one reference.
    final class Storage: Sendable {
        let timing: MediaTimingParameters
        let timingFunction: CAMediaTimingFunction?
        let isRemovedOnCompletion: Bool
        let kind: Kind
        let animatedProperties: [String]
        /// The `.property` payload, so evaluation need not bind the enum.
        let propertyAnimation: CompiledPropertyAnimation?
        /// ``propertyAnimation`` unretained (this storage keeps it alive), to borrow during
        /// evaluation without reference counting.
        let unmanagedPropertyAnimation: Unmanaged<CompiledPropertyAnimation>?
        /// The `.group` payload (empty otherwise).
        let children: [CompiledAnimation]
        /// ``timing``'s end time, active duration and fill flags, computed once.
        let window: MediaTimingWindow

        init(
            timing: MediaTimingParameters, timingFunction: CAMediaTimingFunction?,
            isRemovedOnCompletion: Bool, kind: Kind, animatedProperties: [String]
        ) {
            self.timing = timing
            self.timingFunction = timingFunction
            self.isRemovedOnCompletion = isRemovedOnCompletion
            self.kind = kind
            self.animatedProperties = animatedProperties
            switch kind {
            case .property(let animation):
                propertyAnimation = animation
                children = []
            case .group(let animations):
                propertyAnimation = nil
                children = animations
            case .transition, .inert:
                propertyAnimation = nil
                children = []
            }
            window = MediaTimingWindow(timing)
            unmanagedPropertyAnimation = propertyAnimation.map { Unmanaged.passUnretained($0) }
        }

        /// Whether `property` is one of ``animatedProperties``.
        @inline(__always)
        func animates(_ property: String) -> Bool {
            // An index loop rather than `contains`, so unoptimised builds do not box an iterator.
            var index = 0
            while index < animatedProperties.count {
                if animatedProperties[index] == property { return true }
                index += 1
            }
            return false
        }
    }

    let storage: Storage

    /// The resolved timing: `duration ≤ 0` already replaced by the default duration (the
    /// transaction's, or the enclosing group's). Times are in the parent's time space — the
    /// layer's local time, or the group's time for a child.
    public var timing: MediaTimingParameters { storage.timing }
    /// The pacing curve applied to each cycle's fraction; nil = linear.
    public var timingFunction: CAMediaTimingFunction? { storage.timingFunction }
    /// Whether the layer removes the animation after ``endTime`` (ignored for group children).
    public var isRemovedOnCompletion: Bool { storage.isRemovedOnCompletion }
    /// What the animation does.
    public var kind: Kind { storage.kind }
    /// The layer properties (key-path heads such as `"position"`, `"transform"`) whose
    /// presentation value this animation can change, without duplicates. A path animation
    /// with a `rotationMode` also lists `"transform"`; a group lists its children's.
    public var animatedProperties: [String] { storage.animatedProperties }

    /// Creates a compiled animation from parts (for tests and scene decoding; not Apple API).
    public init(
        timing: MediaTimingParameters, timingFunction: CAMediaTimingFunction? = nil,
        isRemovedOnCompletion: Bool = true, kind: Kind
    ) {
        var properties: [String] = []
        switch kind {
        case .property(let animation):
            properties = animation.animatedProperties
        case .group(let children):
            for child in children {
                for property in child.animatedProperties where !properties.contains(property) {
                    properties.append(property)
                }
            }
        case .transition, .inert:
            break
        }
        storage = Storage(
            timing: timing, timingFunction: timingFunction,
            isRemovedOnCompletion: isRemovedOnCompletion, kind: kind, animatedProperties: properties)
    }

    /// Whether the animation can change `property` (a key-path head such as `"position"`).
    public func animates(_ property: String) -> Bool {
        storage.animates(property)
    }
}
