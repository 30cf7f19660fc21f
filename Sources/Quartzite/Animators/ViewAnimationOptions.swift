import Foundation

extension ViewAnimation {
    /// The options of the block animation methods, with the bit values of UIKit's
    /// `UIView.AnimationOptions` (so raw values written for UIKit mean the same here).
    ///
    /// The timing curve occupies bits 16–19: ``curveEaseInOut`` (0, the default),
    /// ``curveEaseIn``, ``curveEaseOut``, ``curveLinear``.
    ///
    /// Differs from Apple: the transition and frame-rate options and `layoutSubviews`,
    /// `allowAnimatedContent`, `showHideTransitionViews`, `overrideInheritedOptions` are not
    /// offered (there are no views).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// UIKit's bit pattern.
        public let rawValue: UInt

        /// Creates options from UIKit's bit pattern.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Accepted and ignored: there is no user interaction to allow (UIKit bit 1).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Animations start from the currently shown (presentation) value of a property that
        /// is already animating; without it they start from its model value (UIKit bit 2).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// The animations repeat forever (`repeatCount = .infinity`) (UIKit bit 3).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// The animations play forwards, then backwards (`autoreverses`) (UIKit bit 4).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A nested block uses its own duration instead of the enclosing block's (bit 5).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A nested block uses its own curve instead of the enclosing block's (bit 6).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Ease-in-ease-out pacing, control points (0.42, 0), (0.58, 1) — the default.
        public static let curveEaseInOut = AnimationOptions([])
        /// Ease-in pacing, control points (0.42, 0), (1, 1).
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease-out pacing, control points (0, 0), (0.58, 1).
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear pacing.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The curve selected by bits 16–19.
        public var curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }
    }

    /// The options of ``ViewAnimation/animateKeyframes(withDuration:delay:options:animations:completion:)``,
    /// with the bit values of UIKit's `UIView.KeyframeAnimationOptions`. The calculation mode
    /// occupies bits 10–12; bits 16–19 select the pacing curve of the whole animation as in
    /// ``AnimationOptions`` (ease-in-ease-out when none is given, as in UIKit).
    ///
    /// Differs from Apple: UIKit's Swift type has no curve members (Objective-C code passes
    /// `UIViewAnimationOptionCurveLinear` in the same bits, as seed 001 does); they are
    /// offered here as ``curveLinear`` etc.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        /// UIKit's bit pattern.
        public let rawValue: UInt

        /// Creates options from UIKit's bit pattern.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Accepted and ignored (UIKit bit 1).
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from the presentation value of a property that is already animating (bit 2).
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat forever (bit 3).
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Play forwards, then backwards (bit 4).
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// A nested block uses its own duration instead of the enclosing block's (bit 5).
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Keyframe values are joined by straight lines (`CAAnimationCalculationMode.linear`), the default.
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        /// Each keyframe value is held until the next keyframe time (`.discrete`).
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Constant speed; relative start times and durations are ignored (`.paced`).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A Catmull-Rom spline through the keyframe values (`.cubic`).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A spline at constant speed (`.cubicPaced`).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
        /// Ease-in-ease-out pacing of the whole animation (the default).
        public static let curveEaseInOut = KeyframeAnimationOptions([])
        /// Ease-in pacing of the whole animation (bits of `AnimationOptions.curveEaseIn`).
        public static let curveEaseIn = KeyframeAnimationOptions(rawValue: 1 << 16)
        /// Ease-out pacing of the whole animation.
        public static let curveEaseOut = KeyframeAnimationOptions(rawValue: 2 << 16)
        /// Linear pacing of the whole animation.
        public static let curveLinear = KeyframeAnimationOptions(rawValue: 3 << 16)

        /// The calculation mode selected by bits 10–12 (linear for unknown values).
        public var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }

        /// The options that mean the same in ``AnimationOptions`` (curve, repeat, autoreverse,
        /// beginFromCurrentState, overrideInheritedDuration).
        var blockOptions: AnimationOptions {
            AnimationOptions(rawValue: rawValue & ~(UInt(0x7) << 10))
        }
    }

    /// The pacing curves of UIKit's `UIView.AnimationCurve`, with its raw values.
    public enum AnimationCurve: Int, Sendable, Hashable {
        /// Slow at both ends: control points (0.42, 0), (0.58, 1).
        case easeInOut = 0
        /// Slow at the start: (0.42, 0), (1, 1).
        case easeIn = 1
        /// Slow at the end: (0, 0), (0.58, 1).
        case easeOut = 2
        /// Constant speed.
        case linear = 3

        /// The Core Animation timing function of the curve.
        public var timingFunction: CAMediaTimingFunction {
            switch self {
            case .easeInOut: return CAMediaTimingFunction(name: .easeInEaseOut)
            case .easeIn: return CAMediaTimingFunction(name: .easeIn)
            case .easeOut: return CAMediaTimingFunction(name: .easeOut)
            case .linear: return CAMediaTimingFunction(name: .linear)
            }
        }
    }
}
