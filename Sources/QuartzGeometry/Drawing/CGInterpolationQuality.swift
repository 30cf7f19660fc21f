/// How much care image sampling takes (Core Graphics' levels): `.none` samples the nearest
/// texel; Quartzite samples bilinearly at every other level.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0, none = 1, low = 2, medium = 4, high = 3
}
