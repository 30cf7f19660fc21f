/// Where a quad may draw in its pass, besides its own shape.
public struct QuadClip: Sendable, Hashable {
    /// Only pixels inside this rectangle (pass pixels) are touched; nil for no scissor.
    public var scissor: PixelRect?
    /// The index of an earlier pass whose alpha at the same pixel multiplies the quad's coverage
    /// (pixel (x, y) of the mask pass for pixel (x, y) of this pass; outside the mask pass's size
    /// the alpha is 0), or the value `maskChannel` names; nil for no mask.
    public var maskPass: Int?
    /// Which value of the mask pass's pixel multiplies the coverage: its alpha (the default),
    /// its luminance, or either inverted; ignored without a mask pass.
    public var maskChannel: MaskChannel

    /// Creates a clip.
    public init(scissor: PixelRect? = nil, maskPass: Int? = nil, maskChannel: MaskChannel = .alpha) {
        self.scissor = scissor
        self.maskPass = maskPass
        self.maskChannel = maskChannel
    }

    /// No clip.
    public static let none = QuadClip()
}
