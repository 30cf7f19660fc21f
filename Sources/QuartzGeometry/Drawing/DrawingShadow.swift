/// The shadow cast by one recorded command.
///
/// Not Apple API. In device pixels, y down: `offset` moves the shadow, `blur` is Core
/// Graphics' blur amount (a Gaussian of σ = blur / 2 in `QuartziteRender`).
public struct DrawingShadow: Sendable, Hashable {
    /// The shadow's displacement in device pixels (positive height moves it down).
    public var offset: CGSize
    /// The blur amount in device pixels (0 for a sharp shadow).
    public var blur: CGFloat
    /// The shadow colour, its alpha already multiplied by the context's alpha.
    public var color: CGColor

    /// Creates a shadow.
    public init(offset: CGSize, blur: CGFloat, color: CGColor) {
        self.offset = offset
        self.blur = blur
        self.color = color
    }
}
