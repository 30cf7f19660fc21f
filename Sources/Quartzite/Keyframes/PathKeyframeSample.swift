import Foundation

/// The position and direction of a path-driven keyframe animation at one fraction: where the
/// layer's `position` is and which way the path runs there (superlayer coordinates, y down).
public struct PathKeyframeSample: Hashable, Sendable {
    /// The point on the path, in points.
    public var position: CGPoint
    /// The tangent angle in radians, `atan2(sin, cos)` of the unit tangent (positive turns
    /// from +x towards +y, i.e. clockwise on screen). 0 where the path has no direction.
    public var tangentAngle: Double
    /// The cosine of ``tangentAngle``, snapped to exactly 0 or ±1 within 1e-7.
    public var tangentCosine: Double
    /// The sine of ``tangentAngle``, snapped to exactly 0 or ±1 within 1e-7.
    public var tangentSine: Double

    /// Creates a sample from a position and a tangent vector (any length); the sine and
    /// cosine of its direction are snapped to 0/±1 within 1e-7, as Core Animation does.
    public init(position: CGPoint, tangent: CGPoint) {
        self.position = position
        let length = Double(hypot(tangent.x, tangent.y))
        if length > 0, length.isFinite {
            tangentCosine = Self.snap(Double(tangent.x) / length)
            tangentSine = Self.snap(Double(tangent.y) / length)
        } else {
            tangentCosine = 1
            tangentSine = 0
        }
        tangentAngle = atan2(tangentSine, tangentCosine)
    }

    /// The (cos, sin) of the rotation a layer gets under `rotationMode`: the tangent for
    /// ``CAAnimationRotationMode/rotateAuto``, its opposite (angle + π) for
    /// ``CAAnimationRotationMode/rotateAutoReverse``; `nil` for no or an unknown mode.
    public func rotation(for rotationMode: CAAnimationRotationMode?) -> (cosine: Double, sine: Double)? {
        switch rotationMode {
        case .rotateAuto?: return (tangentCosine, tangentSine)
        case .rotateAutoReverse?: return (-tangentCosine, -tangentSine)
        default: return nil
        }
    }

    /// The rotation angle in radians a layer gets under `rotationMode` (see
    /// ``rotation(for:)``); `nil` for no or an unknown mode.
    public func rotationAngle(for rotationMode: CAAnimationRotationMode?) -> Double? {
        rotation(for: rotationMode).map { atan2($0.sine, $0.cosine) }
    }

    private static func snap(_ value: Double) -> Double {
        if abs(value) < 1e-7 { return 0 }
        if abs(value - 1) < 1e-7 { return 1 }
        if abs(value + 1) < 1e-7 { return -1 }
        return value
    }
}
