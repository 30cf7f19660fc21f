// Core Graphics path and Core Animation timing idioms from public Swift libraries:
// - Advance (timdonnelly/Advance): a `CAMediaTimingFunction` read back as a unit Bézier
//   through `getControlPoint(at:values:)`, with a pointer and with an array;
// - VectorBoolean's and Stickies' `CGPath` walks with `applyWithBlock` (`element.pointee`);
// - Charts (danielgindi/Charts): a pie slice built with `addRelativeArc`, hit-tested and
//   measured (`boundingBox`, `boundingBoxOfPath`, `currentPoint`, `contains(_:using:)`);
//   a key popup's outline rounded with `addArc(tangent1End:tangent2End:radius:)`;
// - CATest's airplane: a keyframe animation along a path with `rotationMode = .rotateAuto`
//   grouped with a scale, held at the end with `fillMode = .forwards`;
// - a transaction that sets the duration and timing function of its implicit animations,
//   with an animation delegate's `animationDidStart`.
// Ported: UIKit's bezier path calls → CGMutablePath's (porting.md).
#if canImport(QuartzCore)
import QuartzCore
#else
import Quartzite
#endif
import Foundation

/// Advance's `UnitBezier` (its solver left out).
public struct UnitBezier: Equatable {
    public var firstX, firstY, secondX, secondY: Double
}

extension CAMediaTimingFunction {
    /// Returns a `UnitBezier` instance created from this timing function's
    /// control points.
    public var unitBezier: UnitBezier {
        return UnitBezier(firstX: controlPoints[1].x,
                          firstY: controlPoints[1].y,
                          secondX: controlPoints[2].x,
                          secondY: controlPoints[2].y)
    }

    private var controlPoints: [(x: Double, y: Double)] {
        return (0...3).lazy.map { (index) in

            var rawValues: [Float] = [0.0, 0.0]
            getControlPoint(at: index, values: &rawValues)

            return (x: Double(rawValues[0]), y: Double(rawValues[1]))
        }
    }

    /// The older Advance version, through allocated pointers.
    public var unitBezierFromPointers: UnitBezier {
        let pointsPointer1 = UnsafeMutablePointer<Float>.allocate(capacity: 2)
        let pointsPointer2 = UnsafeMutablePointer<Float>.allocate(capacity: 2)
        getControlPoint(at: 1, values: pointsPointer1)
        getControlPoint(at: 2, values: pointsPointer2)
        let b = UnitBezier(firstX: Double(pointsPointer1[0]), firstY: Double(pointsPointer1[1]),
                           secondX: Double(pointsPointer2[0]), secondY: Double(pointsPointer2[1]))
        pointsPointer1.deallocate()
        pointsPointer2.deallocate()
        return b
    }
}

public enum PathElement: Equatable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, via: CGPoint)
    case cubicCurve(to: CGPoint, v1: CGPoint, v2: CGPoint)
    case close
}

public extension CGPath {
    func apply(_ fn: (PathElement) -> Void) {
        applyWithBlock { element in
            let points = element.pointee.points
            switch (element.pointee.type) {

            case CGPathElementType.moveToPoint:
                fn(.move(to: points[0]))

            case .addLineToPoint:
                fn(.line(to: points[0]))

            case .addQuadCurveToPoint:
                fn(.quadCurve(to: points[1], via: points[0]))

            case .addCurveToPoint:
                fn(.cubicCurve(to: points[2], v1: points[0], v2: points[1]))

            case .closeSubpath:
                fn(.close)
            @unknown default:
                fn(.close)
            }
        }
    }

    /// Stickies' end points of every segment.
    var points: [CGPoint] {
        var result = [CGPoint]()
        self.applyWithBlock { element in
            switch element.pointee.type {
            case .addLineToPoint:
                result.append(element.pointee.points[0])
            case .addQuadCurveToPoint:
                result.append(element.pointee.points[1])
            case .addCurveToPoint:
                result.append(element.pointee.points[2])
            case .moveToPoint: fallthrough
            case .closeSubpath:
                break
            @unknown default:
                break
            }
        }
        return result
    }
}

/// Charts' pie slice: from the arc's start on the circle, round by the sweep, back to the
/// centre (angles in degrees, as the renderer keeps them).
func pieSlicePath(center: CGPoint, radius: CGFloat, startAngleOuter: CGFloat, sweepAngleOuter: CGFloat) -> CGMutablePath {
    let arcStartPointX = center.x + radius * cos(startAngleOuter * .pi / 180)
    let arcStartPointY = center.y + radius * sin(startAngleOuter * .pi / 180)
    let path = CGMutablePath()
    path.move(to: CGPoint(x: arcStartPointX, y: arcStartPointY))
    path.addRelativeArc(center: center, radius: radius, startAngle: startAngleOuter * .pi / 180, delta: sweepAngleOuter * .pi / 180)
    path.addLine(to: center)
    path.closeSubpath()
    return path
}

/// A keyboard's key popup outline: corners rounded by tangent arcs between its points.
func popupPath(in rect: CGRect, radius: CGFloat) -> CGMutablePath {
    let points = [
        CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY),
        CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.midX, y: rect.minY),
    ]
    let path = CGMutablePath()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    for (index, point) in points.enumerated() where index < points.count - 1 {
        path.addArc(tangent1End: point, tangent2End: points[index + 1], radius: radius)
    }
    path.closeSubpath()
    return path
}

/// CATest's `AnimationGroupVC.animate()`: the ship follows the path, turned along it, while
/// it grows four times, and stays at the end.
func flyShip(_ shipLayer: CALayer, along path: CGPath) {
    let pathAnimation = CAKeyframeAnimation(keyPath: "position")
    pathAnimation.path = path
    pathAnimation.rotationMode = .rotateAuto

    let scaleAnimation = CABasicAnimation(keyPath: "transform.scale")
    scaleAnimation.toValue = 4

    let groupAnimation = CAAnimationGroup()
    groupAnimation.animations = [pathAnimation, scaleAnimation]
    groupAnimation.duration = 4
    groupAnimation.fillMode = .forwards
    groupAnimation.isRemovedOnCompletion = false

    shipLayer.add(groupAnimation, forKey: nil)
}

/// Fades a layer in a transaction whose implicit animations take 2 s on a custom curve; an
/// explicit fade with a delegate runs on top.
final class FadeDelegate: NSObject, CAAnimationDelegate {
    var started = 0, stopped: [Bool] = []
    func animationDidStart(_ anim: CAAnimation) { started += 1 }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped.append(flag) }
}

func fade(_ layer: CALayer, delegate: FadeDelegate) {
    CATransaction.begin()
    CATransaction.setAnimationDuration(2)
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1))
    layer.opacity = 0.5
    let pulse = CABasicAnimation(keyPath: "transform.scale")
    pulse.delegate = delegate
    pulse.fromValue = 1
    pulse.toValue = 2
    pulse.duration = 1
    layer.add(pulse, forKey: "pulse")
    CATransaction.commit()
}
