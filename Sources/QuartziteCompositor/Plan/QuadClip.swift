/// Where a quad may draw in its pass, besides its own shape.
public struct QuadClip: Sendable, Hashable {
    /// Only pixels inside this rectangle (pass pixels) are touched; nil for no scissor.
    public var scissor: PixelRect?
    /// The index of an earlier pass whose alpha at the same pixel multiplies the quad's coverage
    /// (pixel (x, y) of the mask pass for pixel (x, y) of this pass; outside the mask pass's size
    /// the alpha is 0); nil for no mask.
    public var maskPass: Int?

    /// Creates a clip.
    public init(scissor: PixelRect? = nil, maskPass: Int? = nil) {
        self.scissor = scissor
        self.maskPass = maskPass
    }

    /// No clip.
    public static let none = QuadClip()
}
