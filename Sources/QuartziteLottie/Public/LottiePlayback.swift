import Foundation

/// How the layer tree made by ``LottieAnimation/makeRootLayer(playback:)`` plays: which frames,
/// how often, how fast. Every `CAAnimation` of the tree is built in the animation's own frame
/// time and wrapped in a `CAAnimationGroup` carrying these settings (as lottie-ios's Core
/// Animation engine does), so the whole tree plays as one:
///
/// ```
///  root frames  ip ─────── fromFrame ═══════════ toFrame ─────── op
///  group time              0 ─────────────────── (toFrame − fromFrame) / frameRate seconds
///                          └ repeats repeatCount times, back and forth when autoreverses
/// ```
///
/// The groups start when the tree is committed (a `beginTime` of 0 becomes the commit time,
/// Core Animation's rule), so the animation starts playing when its root is added to a
/// committed tree. Pause, seek and change speed afterwards through the root layer's own
/// `CAMediaTiming` (`speed = 0` and `timeOffset` to scrub; `speed` to play faster), which
/// scales every animation below it.
public struct LottiePlayback: Sendable, Hashable {
    /// The first frame played (the animation's frames, as in the file). Default: the in point.
    public var fromFrame: Double?
    /// The frame the play ends at, after ``fromFrame`` (to play backwards, use a negative
    /// ``speed`` on the root layer or ``autoreverses``). When playing once, the tree holds this
    /// frame at the end, with every layer that lasts to the end still shown. Default: the out
    /// point.
    public var toFrame: Double?
    /// How many times the range plays (`.infinity` loops forever). Default 1.
    public var repeatCount: Float
    /// Whether each repetition plays forward, then back.
    public var autoreverses: Bool
    /// Playback rate; 2 plays twice as fast. Default 1.
    public var speed: Float

    /// Creates playback settings; the defaults play the file's in…out point once at its frame rate.
    public init(
        fromFrame: Double? = nil, toFrame: Double? = nil, repeatCount: Float = 1, autoreverses: Bool = false,
        speed: Float = 1
    ) {
        self.fromFrame = fromFrame
        self.toFrame = toFrame
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
        self.speed = speed
    }

    /// Plays the whole animation forever.
    public static let loop = LottiePlayback(repeatCount: .infinity)
}
