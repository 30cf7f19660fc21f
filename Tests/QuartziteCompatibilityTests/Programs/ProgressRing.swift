// A circular progress ring as iOS code writes one: a track and a progress shape layer on an
// arc from 12 o'clock going clockwise on screen (UIKit's `UIBezierPath(arcCenter:…clockwise:
// true)` is CoreGraphics' `clockwise: false` in the y-down layer space), whose `strokeEnd`
// animates from the value on screen to the new progress.
#if canImport(QuartzCore)
import QuartzCore
#else
import Quartzite
#endif

final class ProgressRing {
    let container = CALayer()
    let trackLayer = CAShapeLayer()
    let progressLayer = CAShapeLayer()
    let label = CATextLayer()

    init(frame: CGRect, lineWidth: CGFloat = 8) {
        container.frame = frame
        let center = CGPoint(x: frame.width / 2, y: frame.height / 2)
        let radius = (min(frame.width, frame.height) - lineWidth) / 2
        let circularPath = CGMutablePath()
        circularPath.addArc(
            center: center, radius: radius, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)

        trackLayer.path = circularPath
        trackLayer.strokeColor = CGColor(gray: 0.9, alpha: 1)
        trackLayer.fillColor = nil
        trackLayer.lineWidth = lineWidth
        container.addSublayer(trackLayer)

        progressLayer.path = circularPath
        progressLayer.strokeColor = CGColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        progressLayer.fillColor = nil
        progressLayer.lineWidth = lineWidth
        progressLayer.lineCap = .round
        progressLayer.strokeEnd = 0
        container.addSublayer(progressLayer)

        label.string = "0%"
        label.fontSize = 14
        label.alignmentMode = .center
        label.frame = CGRect(x: 0, y: frame.height / 2 - 10, width: frame.width, height: 20)
        container.addSublayer(label)
    }

    func setProgress(_ progress: CGFloat, duration: CFTimeInterval) {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = progressLayer.presentation()?.strokeEnd ?? progressLayer.strokeEnd
        animation.toValue = progress
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        progressLayer.strokeEnd = progress
        progressLayer.add(animation, forKey: "progress")
        label.string = "\(Int(progress * 100))%"
    }
}
