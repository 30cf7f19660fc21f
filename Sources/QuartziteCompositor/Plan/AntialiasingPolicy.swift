/// A renderer-wide override of the per-layer edge anti-aliasing flags.
public enum AntialiasingPolicy: Sendable, Hashable {
    /// No edge is anti-aliased (hard steps everywhere).
    case off
    /// Each quad follows `SharedQuadState.edgeAntialiasing` (Core Animation's
    /// `allowsEdgeAntialiasing` and `edgeAntialiasingMask`, as flattening set them).
    case perLayer
    /// Every edge is anti-aliased.
    case always

    /// The edges a quad whose layer asks for `edges` anti-aliases under this policy.
    @inlinable
    public func applied(to edges: EdgeAntialiasing) -> EdgeAntialiasing {
        switch self {
        case .off: []
        case .always: .all
        case .perLayer: edges
        }
    }
}

extension RenderPlan {
    /// The shared state of `quad` with `policy` applied to its edge anti-aliasing flags, or nil
    /// when the quad refers to a shared state the plan does not have. Both renderers read
    /// quads' states through this, so the policy means the same in each.
    public func sharedState(of quad: DrawQuad, under policy: AntialiasingPolicy) -> SharedQuadState? {
        guard sharedStates.indices.contains(quad.sharedStateIndex) else { return nil }
        var state = sharedStates[quad.sharedStateIndex]
        state.edgeAntialiasing = policy.applied(to: state.edgeAntialiasing)
        return state
    }
}
