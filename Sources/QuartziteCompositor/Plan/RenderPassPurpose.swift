/// Why a render pass exists; renderers treat every purpose alike, the text dump and the report
/// name it.
public enum RenderPassPurpose: String, Sendable, Hashable {
    /// The frame itself (always the plan's last pass).
    case frame
    /// A subtree composited as one group with opacity (`allowsGroupOpacity`).
    case groupOpacity
    /// A subtree composited as one group and blended onto what is below it with a blend mode
    /// (`compositingFilter`).
    case blendGroup
    /// A `mask` layer's rendering, whose alpha clips another subtree.
    case mask
    /// A subtree clipped by a non-rectangular or non-axis-aligned `masksToBounds`.
    case clip
    /// A silhouette blurred into a shadow.
    case shadow
    /// A `shouldRasterize` subtree.
    case rasterization
    /// A layer's rendering before or after a `CATransition`, or the two combined.
    case transition
}
