import QuartzGeometry

/// An RGBA colour with premultiplied alpha, each component 0…1, as the renderers blend it.
///
/// Components are kept in floating point (a GL uniform), not rounded to 8 bits: a solid quad
/// at 50 % white blends `127.5` into the frame and rounds once, after blending.
public struct PremultipliedColor: Sendable, Hashable {
    /// Red multiplied by alpha, 0…1.
    public var red: Float
    /// Green multiplied by alpha, 0…1.
    public var green: Float
    /// Blue multiplied by alpha, 0…1.
    public var blue: Float
    /// Alpha, 0…1.
    public var alpha: Float

    /// Creates a colour from premultiplied components (0…1 each; colour ≤ alpha).
    @inlinable
    public init(red: Float, green: Float, blue: Float, alpha: Float) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The premultiplied form of a `CGColor` (straight sRGB components times alpha, clamped to 0…1).
    @inlinable
    public init(_ color: CGColor) {
        let c = color.premultipliedComponents
        func unit(_ v: Double) -> Float { Float(min(max(v, 0), 1)) }
        self.init(red: unit(c.red), green: unit(c.green), blue: unit(c.blue), alpha: unit(c.alpha))
    }

    /// Fully transparent black.
    @inlinable public static var clear: PremultipliedColor { PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0) }
    /// Opaque black.
    @inlinable public static var black: PremultipliedColor { PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 1) }
    /// Opaque white.
    @inlinable public static var white: PremultipliedColor { PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1) }
    /// Opaque magenta: what a renderer draws for content it cannot draw.
    @inlinable public static var magenta: PremultipliedColor { PremultipliedColor(red: 1, green: 0, blue: 1, alpha: 1) }

    /// The components scaled to 0…255 (the byte scale the software renderer blends in).
    var byteScaled: SIMD4<Float> { SIMD4(red, green, blue, alpha) * 255 }
}
