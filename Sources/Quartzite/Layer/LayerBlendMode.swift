/// The blend modes Quartzite draws for ``CALayer/compositingFilter``, by the filter names
/// Core Animation accepts as strings on iOS (and lottie-ios sets): the separable and
/// non-separable blend modes of W3C Compositing and Blending Level 1. Not Apple API: Apple
/// documents no list (the names are those of its private `CAFilter` blend filters).
public enum LayerBlendMode: String, Sendable, Hashable, CaseIterable {
    /// Backdrop × source.
    case multiply = "multiplyBlendMode"
    /// Backdrop + source − backdrop × source.
    case screen = "screenBlendMode"
    /// Multiply or screen, by the backdrop.
    case overlay = "overlayBlendMode"
    /// The darker of backdrop and source.
    case darken = "darkenBlendMode"
    /// The lighter of backdrop and source.
    case lighten = "lightenBlendMode"
    /// Brightens the backdrop by the source.
    case colorDodge = "colorDodgeBlendMode"
    /// Darkens the backdrop by the source.
    case colorBurn = "colorBurnBlendMode"
    /// Darkens or lightens by the source, softly.
    case softLight = "softLightBlendMode"
    /// Multiply or screen, by the source.
    case hardLight = "hardLightBlendMode"
    /// The absolute difference of backdrop and source.
    case difference = "differenceBlendMode"
    /// Like difference, lower in contrast.
    case exclusion = "exclusionBlendMode"
    /// The source's hue with the backdrop's saturation and luminosity.
    case hue = "hueBlendMode"
    /// The source's saturation with the backdrop's hue and luminosity.
    case saturation = "saturationBlendMode"
    /// The source's hue and saturation with the backdrop's luminosity.
    case color = "colorBlendMode"
    /// The source's luminosity with the backdrop's hue and saturation.
    case luminosity = "luminosityBlendMode"
}
