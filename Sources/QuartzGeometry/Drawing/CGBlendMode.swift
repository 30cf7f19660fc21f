/// How painted colour combines with the pixels already there (Apple's `CGBlendMode`):
/// the separable and non-separable blend modes of PDF, then the Porter-Duff operators
/// (R = result, S = source, D = destination, premultiplied).
///
/// Differs from Apple: `QuartziteRender` draws every mode with cairo except `plusDarker`,
/// which draws as `normal` (one notice on standard error). cairo's `sourceIn`, `sourceOut`,
/// `destinationIn` and `destinationAtop` are unbounded: they also clear the destination outside
/// the painted shape (inside the clip).
public enum CGBlendMode: Int32, Sendable, Hashable, CaseIterable {
    /// Source over destination (the default).
    case normal = 0
    /// S × D.
    case multiply
    /// S + D − S × D.
    case screen
    /// Multiply or screen, depending on the destination.
    case overlay
    /// The darker of source and destination.
    case darken
    /// The lighter of source and destination.
    case lighten
    /// Brightens the destination to reflect the source.
    case colorDodge
    /// Darkens the destination to reflect the source.
    case colorBurn
    /// Darkens or lightens, depending on the source (soft).
    case softLight
    /// Multiply or screen, depending on the source.
    case hardLight
    /// The absolute difference of source and destination.
    case difference
    /// Like difference, lower in contrast.
    case exclusion
    /// The destination's luminance and saturation with the source's hue.
    case hue
    /// The destination's luminance and hue with the source's saturation.
    case saturation
    /// The destination's luminance with the source's hue and saturation.
    case color
    /// The destination's hue and saturation with the source's luminance.
    case luminosity
    /// R = 0: clears where painted.
    case clear
    /// R = S: replaces where painted.
    case copy
    /// R = S × Da.
    case sourceIn
    /// R = S × (1 − Da).
    case sourceOut
    /// R = S × Da + D × (1 − Sa).
    case sourceAtop
    /// R = S × (1 − Da) + D.
    case destinationOver
    /// R = D × Sa.
    case destinationIn
    /// R = D × (1 − Sa).
    case destinationOut
    /// R = S × (1 − Da) + D × Sa.
    case destinationAtop
    /// R = S × (1 − Da) + D × (1 − Sa).
    case xor
    /// R = max(0, 1 − ((1 − D) + (1 − S))).
    case plusDarker
    /// R = min(1, S + D).
    case plusLighter
}
