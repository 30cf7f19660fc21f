/// Several animations run together under one timing (Apple's `CAAnimationGroup`,
/// REFERENCE 6).
///
/// The group's time map (including its own ``CAAnimation/timingFunction``) gives a fraction
/// `f`; the children run in the group's time `groupDuration × f` and are evaluated in array
/// order. Children are clipped to the group's active time (a 10 s child in a 5 s group shows
/// only its first 5 s); outside the group's active interval (and fill) nothing in it applies.
/// Children with `duration ≤ 0` use the group's duration; their `delegate` and
/// `isRemovedOnCompletion` are ignored.
open class CAAnimationGroup: CAAnimation {
    /// The animations of the group, or nil.
    open var animations: [CAAnimation]?

    /// Creates an empty group with Apple's defaults.
    public override init() {
        super.init()
    }

    /// Copies every property of `animation`; when it is a group the children are copied too,
    /// so the copy does not change with the original's children.
    override func copyProperties(from animation: CAAnimation) {
        super.copyProperties(from: animation)
        if let group = animation as? CAAnimationGroup {
            animations = group.animations?.map { type(of: $0).init(copying: $0) }
        }
    }
}
