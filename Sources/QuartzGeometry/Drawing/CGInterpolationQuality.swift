/// How much care image sampling takes (Core Graphics' levels): `.none` samples the nearest
/// texel; `.medium` and `.high` average the area each pixel covers where an image is drawn
/// smaller (bilinear where it is drawn larger); `.default` and `.low` sample bilinearly.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0, none = 1, low = 2, medium = 4, high = 3
}
