extension CGColor {
    /// The colour as premultiplied RGBA8 (the frame format), each channel
    /// `round(clamp(c · alpha, 0, 1) · 255)` for red, green, blue and `round(alpha · 255)` for
    /// alpha — premultiplication happens in floating point, before rounding.
    public var rgba8Premultiplied: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (
            CGColor.byte(red * alpha), CGColor.byte(green * alpha), CGColor.byte(blue * alpha),
            CGColor.byte(alpha)
        )
    }

    /// The colour as straight (non-premultiplied) RGBA8, each channel `round(clamp(c) · 255)`.
    public var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (CGColor.byte(red), CGColor.byte(green), CGColor.byte(blue), CGColor.byte(alpha))
    }

    /// The colour's red, green and blue multiplied by alpha, then alpha; each 0…1.
    public var premultipliedComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (red * alpha, green * alpha, blue * alpha, alpha)
    }

    @inline(__always)
    static func byte(_ v: CGFloat) -> UInt8 {
        UInt8((clampUnit(v) * 255).rounded(.toNearestOrAwayFromZero))
    }
}
