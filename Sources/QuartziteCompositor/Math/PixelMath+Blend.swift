extension PixelMath {
    /// The W3C blend function B(Cb, Cs) of `mode` for a backdrop colour `backdrop` (Cb) and a
    /// source colour `source` (Cs), both straight (not premultiplied) RGB in 0…1: Compositing
    /// and Blending Level 1, § 10.1 (separable, channel by channel) and § 10.2 (non-separable,
    /// with Lum = 0.3 R + 0.59 G + 0.11 B). `normal` gives Cs.
    ///
    /// The GLSL ES shader `Shaders/quad.frag` (`blendFunction`) mirrors this line by line.
    public static func blend(_ mode: BlendMode, backdrop b: SIMD3<Float>, source s: SIMD3<Float>) -> SIMD3<Float> {
        switch mode {
        case .normal: return s
        case .multiply: return b * s
        case .screen: return b + s - b * s
        case .overlay: return hardLight(backdrop: s, source: b)
        case .darken: return pointwiseMin(b, s)
        case .lighten: return pointwiseMax(b, s)
        case .colorDodge:
            return SIMD3(colorDodge(b.x, s.x), colorDodge(b.y, s.y), colorDodge(b.z, s.z))
        case .colorBurn:
            return SIMD3(colorBurn(b.x, s.x), colorBurn(b.y, s.y), colorBurn(b.z, s.z))
        case .hardLight: return hardLight(backdrop: b, source: s)
        case .softLight:
            return SIMD3(softLight(b.x, s.x), softLight(b.y, s.y), softLight(b.z, s.z))
        case .difference:
            let d = b - s
            return d.replacing(with: -d, where: d .< 0)
        case .exclusion: return b + s - 2 * b * s
        case .hue: return setLuminosity(setSaturation(s, saturation(b)), luminosity(b))
        case .saturation: return setLuminosity(setSaturation(b, saturation(s)), luminosity(b))
        case .color: return setLuminosity(s, luminosity(b))
        case .luminosity: return setLuminosity(b, luminosity(s))
        }
    }

    /// The premultiplied source (0…255 floats) that, composited source-over onto
    /// `destination` with a quad's opacity and coverage like any source, blends `source` with
    /// `mode`: `s·(1 − αb) + 255·αs·αb·B(Cb, Cs)` for the colour, αs for the alpha (W3C § 5.8
    /// with source-over: `co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs)`; opacity and
    /// coverage a scale cs and αs alike, so they can be applied afterwards). Cs = s / αs and
    /// Cb = cb / αb, clamped to 0…1 (0 where the alpha is 0). `.normal` returns `source`.
    @inline(__always)
    public static func blendedSource(_ source: SIMD4<Float>, destination: SIMD4<UInt8>, mode: BlendMode)
        -> SIMD4<Float>
    {
        let d = floats(destination) * (1 / 255)
        let s = source * (1 / 255)
        let sa = s.w
        let da = d.w
        guard mode != .normal, sa > 0, da > 0 else { return source }
        let one = SIMD3<Float>(repeating: 1)
        let cs = (SIMD3(s.x, s.y, s.z) / sa).clamped(lowerBound: .zero, upperBound: one)
        let cb = (SIMD3(d.x, d.y, d.z) / da).clamped(lowerBound: .zero, upperBound: one)
        let mixed = SIMD3(s.x, s.y, s.z) * (1 - da) + blend(mode, backdrop: cb, source: cs) * (sa * da)
        return SIMD4(mixed, sa) * 255
    }

    /// The value of mask pixel `texel` (premultiplied bytes) that multiplies coverage through
    /// `channel`, 0…1: its alpha, its luminance `0.299 R + 0.587 G + 0.114 B` (premultiplied:
    /// the pixel over black), or one minus either.
    @inline(__always)
    public static func maskValue(_ texel: SIMD4<UInt8>, channel: MaskChannel) -> Float {
        let t = floats(texel) * (1 / 255)
        switch channel {
        case .alpha: return t.w
        case .alphaInverted: return 1 - t.w
        case .luminance: return luminance(t)
        case .luminanceInverted: return 1 - luminance(t)
        }
    }

    @inline(__always)
    private static func luminance(_ t: SIMD4<Float>) -> Float {
        min(0.299 * t.x + 0.587 * t.y + 0.114 * t.z, 1)
    }

    // MARK: Separable modes (W3C § 10.1)

    @inline(__always)
    private static func hardLight(backdrop b: SIMD3<Float>, source s: SIMD3<Float>) -> SIMD3<Float> {
        let s2 = s * 2
        let multiply = b * s2
        let t = s2 - 1
        let screen = b + t - b * t
        return multiply.replacing(with: screen, where: s .> 0.5)
    }

    @inline(__always)
    private static func colorDodge(_ b: Float, _ s: Float) -> Float {
        if b == 0 { return 0 }
        if s >= 1 { return 1 }
        return min(1, b / (1 - s))
    }

    @inline(__always)
    private static func colorBurn(_ b: Float, _ s: Float) -> Float {
        if b >= 1 { return 1 }
        if s <= 0 { return 0 }
        return 1 - min(1, (1 - b) / s)
    }

    @inline(__always)
    private static func softLight(_ b: Float, _ s: Float) -> Float {
        if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
        let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
        return b + (2 * s - 1) * (d - b)
    }

    // MARK: Non-separable modes (W3C § 10.2)

    @inline(__always)
    private static func luminosity(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    @inline(__always)
    private static func saturation(_ c: SIMD3<Float>) -> Float { c.max() - c.min() }

    /// ClipColor(C + (l − Lum(C))).
    private static func setLuminosity(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> {
        var c = c + (l - luminosity(c))
        let lum = luminosity(c)
        let n = c.min()
        let x = c.max()
        if n < 0 { c = lum + (c - lum) * (lum / (lum - n)) }
        if x > 1 { c = lum + (c - lum) * ((1 - lum) / (x - lum)) }
        return c
    }

    /// The colour with its largest channel `s`, its smallest 0 and the middle one scaled alike
    /// (W3C's SetSat, without sorting); black when all channels are equal.
    private static func setSaturation(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let n = c.min()
        let x = c.max()
        guard x > n else { return .zero }
        return (c - n) * (s / (x - n))
    }
}
