/// How a quad's colour combines with the pixels already in its pass: source-over (`normal`) or
/// one of the blend modes of W3C Compositing and Blending Level 1 (§ 10), each followed by
/// source-over compositing of the blended colour.
///
/// With premultiplied source s (alpha αs, colour Cs = s / αs) and destination d (αb, Cb), a
/// mode's blend function B gives the blended source `s·(1 − αb) + αs·αb·B(Cb, Cs)` (alpha
/// stays αs), which is then composited with the quad's opacity and coverage exactly as a
/// `normal` quad is: see `PixelMath.blendedSource(_:destination:mode:)`. The separable modes
/// apply B to each channel; `hue`, `saturation`, `color` and `luminosity` work on the whole
/// colour (W3C § 10.2, with Lum = 0.3 R + 0.59 G + 0.11 B).
public enum BlendMode: UInt8, Sendable, Hashable, CaseIterable {
    /// Source-over: B(Cb, Cs) = Cs.
    case normal
    /// Cb × Cs.
    case multiply
    /// Cb + Cs − Cb × Cs.
    case screen
    /// HardLight with source and destination exchanged.
    case overlay
    /// min(Cb, Cs).
    case darken
    /// max(Cb, Cs).
    case lighten
    /// Cb / (1 − Cs), at most 1 (0 where Cb = 0).
    case colorDodge
    /// 1 − (1 − Cb) / Cs, at least 0 (1 where Cb = 1).
    case colorBurn
    /// Multiply by 2·Cs where Cs ≤ ½, else screen by 2·Cs − 1.
    case hardLight
    /// Darkens or lightens by Cs, softer than hardLight (W3C's formula).
    case softLight
    /// |Cb − Cs|.
    case difference
    /// Cb + Cs − 2 × Cb × Cs.
    case exclusion
    /// The source's hue with the destination's saturation and luminosity.
    case hue
    /// The source's saturation with the destination's hue and luminosity.
    case saturation
    /// The source's hue and saturation with the destination's luminosity.
    case color
    /// The source's luminosity with the destination's hue and saturation.
    case luminosity

    /// Whether B works on the whole colour rather than channel by channel.
    public var isNonSeparable: Bool { rawValue >= BlendMode.hue.rawValue }
}
