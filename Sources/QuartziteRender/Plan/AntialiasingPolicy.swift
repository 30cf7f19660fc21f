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
