/// Which value of a mask pass's pixel multiplies a quad's coverage (`QuadClip.maskPass`).
///
/// Luminance is `0.299 R + 0.587 G + 0.114 B` of the mask pixel's premultiplied colour — the
/// pixel composited over black, as After Effects' luma mattes read it. A pixel outside the
/// mask pass counts as transparent black (alpha and luminance 0), so the inverted channels
/// let the quad show there in full.
public enum MaskChannel: UInt8, Sendable, Hashable, CaseIterable {
    /// The mask pixel's alpha (Core Animation's `mask`).
    case alpha
    /// 1 − the mask pixel's alpha.
    case alphaInverted
    /// The mask pixel's luminance.
    case luminance
    /// 1 − the mask pixel's luminance.
    case luminanceInverted

    /// Whether a transparent mask pixel lets the quad show (the inverted channels).
    public var isInverted: Bool { self == .alphaInverted || self == .luminanceInverted }
}
