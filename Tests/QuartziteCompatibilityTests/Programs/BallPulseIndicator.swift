// An activity-indicator animation written as the popular iOS indicator libraries write them:
// three circles (shape layers) scaled by a keyframe animation of `transform` whose values are
// `NSValue(caTransform3D:)` boxes, staggered by `beginTime`, repeating `HUGE` times.
#if canImport(QuartzCore)
import QuartzCore
#else
import Quartzite
#endif

final class BallPulseIndicator {
    let duration: CFTimeInterval = 0.75
    let beginTimes: [CFTimeInterval] = [0.12, 0.24, 0.36]
    private(set) var circles: [CAShapeLayer] = []

    func setUpAnimation(in layer: CALayer, size: CGSize, color: CGColor) {
        let circleSpacing: CGFloat = 2
        let circleSize: CGFloat = (size.width - 2 * circleSpacing) / 3
        let x: CGFloat = (layer.bounds.size.width - size.width) / 2
        let y: CGFloat = (layer.bounds.size.height - circleSize) / 2
        let beginTime = CACurrentMediaTime()
        let timingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0.68, 0.18, 1.08)

        let animation = CAKeyframeAnimation(keyPath: "transform")
        animation.keyTimes = [0, 0.3, 1]
        animation.timingFunctions = [timingFunction, timingFunction]
        animation.values = [
            NSValue(caTransform3D: CATransform3DMakeScale(1, 1, 1)),
            NSValue(caTransform3D: CATransform3DMakeScale(0.3, 0.3, 1)),
            NSValue(caTransform3D: CATransform3DMakeScale(1, 1, 1)),
        ]
        animation.duration = duration
        animation.repeatCount = HUGE
        animation.isRemovedOnCompletion = false

        for i in 0..<3 {
            let circle = CAShapeLayer()
            let path = CGMutablePath()
            path.addArc(
                center: CGPoint(x: circleSize / 2, y: circleSize / 2), radius: circleSize / 2,
                startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            circle.fillColor = color
            circle.backgroundColor = nil
            circle.path = path
            circle.frame = CGRect(
                x: x + circleSize * CGFloat(i) + circleSpacing * CGFloat(i), y: y,
                width: circleSize, height: circleSize)
            animation.beginTime = beginTime + beginTimes[i]
            circle.add(animation, forKey: "animation")
            layer.addSublayer(circle)
            circles.append(circle)
        }
    }
}
