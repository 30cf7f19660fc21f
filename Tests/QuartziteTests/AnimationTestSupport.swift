import Foundation
import Testing

@testable import Quartzite

/// Compiles `animations` (default duration 0.25 s) and evaluates `property` at layer time `t`.
func presentation(
    _ property: String, model: AnimationValue, animations: [CAAnimation], at t: CFTimeInterval
) throws -> AnimationValue {
    let compiled = try animations.map { try CompiledAnimation($0) }
    return AnimationEvaluator.presentationValue(
        of: property, modelValue: model, animations: compiled, atLayerTime: t)
}

/// The number inside `value`, or NaN.
func number(_ value: AnimationValue) -> Double {
    if case .number(let x) = value { return x }
    return .nan
}

/// The point inside `value`, or (NaN, NaN).
func point(_ value: AnimationValue) -> CGPoint {
    if case .point(let p) = value { return p }
    return CGPoint(x: CGFloat.nan, y: .nan)
}

/// The transform inside `value`, or a matrix of NaNs.
func transform(_ value: AnimationValue) -> CATransform3D {
    if case .transform(let t) = value { return t }
    return CATransform3DMakeScale(.nan, .nan, .nan)
}

/// `|a − b| ≤ tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-5) -> Bool {
    abs(a - b) <= tolerance
}

/// Both coordinates within `tolerance`.
func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-4) -> Bool {
    close(Double(a.x), Double(b.x), tolerance) && close(Double(a.y), Double(b.y), tolerance)
}

/// A basic animation of `keyPath` with duration 1 and linear timing.
func basic(_ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil, duration: Double = 1)
    -> CABasicAnimation
{
    let animation = CABasicAnimation(keyPath: keyPath)
    animation.fromValue = from
    animation.toValue = to
    animation.byValue = by
    animation.duration = duration
    return animation
}
