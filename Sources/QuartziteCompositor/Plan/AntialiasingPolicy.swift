/// A renderer-wide override of the per-layer edge anti-aliasing flags.
public enum AntialiasingPolicy: Sendable, Hashable {
    /// No edge is anti-aliased (hard steps everywhere).
    case off
    /// Each quad follows `SharedQuadState.edgeAntialiasing` (Core Animation's
    /// `allowsEdgeAntialiasing` and `edgeAntialiasingMask`, as flattening set them).
    case perLayer
    /// Every edge is anti-aliased.
    case always
}

extension RenderPlan {
    /// The shared state of `quad` with `policy` applied to its edge anti-aliasing flags, or nil
    /// when the quad refers to a shared state the plan does not have. Both renderers read
    /// quads' states through this, so the policy means the same in each.
    public func sharedState(of quad: DrawQuad, under policy: AntialiasingPolicy) -> SharedQuadState? {
        guard sharedStates.indices.contains(quad.sharedStateIndex) else { return nil }
        var state = sharedStates[quad.sharedStateIndex]
        switch policy {
        case .off: state.edgeAntialiasing = []
        case .always: state.edgeAntialiasing = .all
        case .perLayer: break
        }
        return state
    }
}
