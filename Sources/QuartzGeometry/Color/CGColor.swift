/// A colour: red, green, blue and alpha in the sRGB colour space, each 0…1, alpha straight
/// (not premultiplied).
///
/// Differs from Apple: `CGColor` is a value type (a struct) instead of a reference-counted
/// object, so creating, comparing and interpolating colours allocates nothing. Only the device
/// sRGB and gray colour spaces exist; components outside 0…1 are clamped when the colour is
/// created (NaN becomes 0), so there are no extended-range colours.
public struct CGColor: Sendable, Hashable {
    /// Red component in sRGB, 0…1, not premultiplied by alpha.
    public let red: CGFloat
    /// Green component in sRGB, 0…1, not premultiplied by alpha.
    public let green: CGFloat
    /// Blue component in sRGB, 0…1, not premultiplied by alpha.
    public let blue: CGFloat
    /// Opacity, 0 (transparent) … 1 (opaque).
    public let alpha: CGFloat
    /// Whether the colour was created as a gray colour (`init(gray:alpha:)`); such colours
    /// report two components (gray, alpha) as CoreGraphics does for its gray colour space.
    public let isGray: Bool

    /// Creates an sRGB colour from components 0…1 (values outside are clamped).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = CGColor.clampUnit(red)
        self.green = CGColor.clampUnit(green)
        self.blue = CGColor.clampUnit(blue)
        self.alpha = CGColor.clampUnit(alpha)
        self.isGray = false
    }

    /// Creates an sRGB colour from components 0…1; the same colour as `init(red:green:blue:alpha:)`.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a gray colour (red = green = blue = `gray`), 0…1, with two components
    /// (gray, alpha) as in CoreGraphics' gray colour space.
    public init(gray: CGFloat, alpha: CGFloat) {
        let g = CGColor.clampUnit(gray)
        self.red = g
        self.green = g
        self.blue = g
        self.alpha = CGColor.clampUnit(alpha)
        self.isGray = true
    }

    /// Opaque black, a gray colour (components `[0, 1]`), like Apple's `CGColor.black`.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white, a gray colour (components `[1, 1]`), like Apple's `CGColor.white`.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black, a gray colour (components `[0, 0]`), like Apple's `CGColor.clear`.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Number of components including alpha: 2 for gray colours, 4 for RGB colours.
    public var numberOfComponents: Int { isGray ? 2 : 4 }

    /// The components including alpha as last entry: `[gray, alpha]` for gray colours,
    /// `[red, green, blue, alpha]` otherwise. Never nil here (optional as in Apple's API).
    /// Allocates an array; the renderer reads `red`, `green`, `blue`, `alpha` instead.
    public var components: [CGFloat]? {
        isGray ? [red, alpha] : [red, green, blue, alpha]
    }

    /// A copy of this colour (Core Graphics' `CGColorCreateCopy`, as Objective-C code ported to
    /// Swift calls it: `color.copy()`). Never nil here (optional as in Apple's API); a value
    /// type, so the copy is the same colour.
    public func copy() -> CGColor? {
        self
    }

    /// A copy of this colour with a different alpha (clamped to 0…1), keeping its colour space.
    /// Never nil here (optional as in Apple's API).
    public func copy(alpha: CGFloat) -> CGColor? {
        isGray
            ? CGColor(gray: red, alpha: alpha)
            : CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour `fraction` of the way from `self` to `other`, component-wise on straight
    /// (non-premultiplied) sRGB RGBA, as Core Animation interpolates colours: clear → white
    /// passes through 50 % gray at 50 % alpha. `fraction` may lie outside 0…1 (results are
    /// clamped). The result is gray when both ends are gray.
    public func interpolated(to other: CGColor, fraction: CGFloat) -> CGColor {
        let a = alpha + (other.alpha - alpha) * fraction
        if isGray && other.isGray {
            return CGColor(gray: red + (other.red - red) * fraction, alpha: a)
        }
        return CGColor(
            red: red + (other.red - red) * fraction,
            green: green + (other.green - green) * fraction,
            blue: blue + (other.blue - blue) * fraction,
            alpha: a)
    }

    @inline(__always)
    static func clampUnit(_ v: CGFloat) -> CGFloat {
        v.isNaN ? 0 : min(max(v, 0), 1)
    }
}
