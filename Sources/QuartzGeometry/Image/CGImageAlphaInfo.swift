/// Where a bitmap keeps alpha and whether colour is premultiplied by it (Apple's raw values).
///
/// Quartzite's `CGImage` always stores `.premultipliedLast` (RGBA8, colour premultiplied).
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha channel.
    case none = 0
    /// Alpha is the last component (RGBA); colour is premultiplied by alpha.
    case premultipliedLast = 1
    /// Alpha is the first component (ARGB); colour is premultiplied by alpha.
    case premultipliedFirst = 2
    /// Alpha is the last component (RGBA); colour is not premultiplied.
    case last = 3
    /// Alpha is the first component (ARGB); colour is not premultiplied.
    case first = 4
    /// No alpha; the last component of each pixel is ignored (RGBX).
    case noneSkipLast = 5
    /// No alpha; the first component of each pixel is ignored (XRGB).
    case noneSkipFirst = 6
    /// Only alpha, no colour.
    case alphaOnly = 7
}
