/// A keyframe calculation mode resolved from its name once, at timeline creation: unknown
/// names behave as linear (REFERENCE 5).
enum KeyframeMode: UInt8, Sendable {
    case linear, discrete, paced, cubic, cubicPaced

    init(_ mode: CAAnimationCalculationMode) {
        switch mode {
        case .discrete: self = .discrete
        case .paced: self = .paced
        case .cubic: self = .cubic
        case .cubicPaced: self = .cubicPaced
        default: self = .linear
        }
    }

    /// Paced modes space keyframes by distance and ignore segment timing functions.
    var isPaced: Bool { self == .paced || self == .cubicPaced }
    /// Cubic modes use the Kochanek–Bartels spline.
    var isCubic: Bool { self == .cubic || self == .cubicPaced }
}

/// Where an animation fraction falls on a keyframe timeline.
enum KeyframePoint {
    /// There are no keyframes.
    case none
    /// Exactly on keyframe `index`.
    case keyframe(Int)
    /// Inside segment `index` (from keyframe `index` to `index + 1`) at local fraction `g`.
    case segment(Int, Double)
}
