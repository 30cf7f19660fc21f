/// How much care image sampling takes (Core Graphics' levels). Stored by a context; Quartzite
/// samples images bilinearly at every level.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0, none = 1, low = 2, medium = 4, high = 3
}
