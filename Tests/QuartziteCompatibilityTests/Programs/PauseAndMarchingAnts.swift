// Two idioms every Core Animation FAQ carries: pausing and resuming a layer's animations by
// its local time (Apple's Technical Q&A QA1673, "How to pause the animation of a layer tree"),
// and a marching-ants selection border (a dashed stroke whose `lineDashPhase` runs through
// one dash period forever); and actions disabled through the transaction's key-value form
// with Core Foundation's true.
#if canImport(QuartzCore)
import QuartzCore
#else
import Quartzite
#endif
import Foundation

final class PauseAndMarchingAnts {
    let root = CALayer()
    let selection = CAShapeLayer()

    init() {
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        selection.frame = root.bounds
        selection.path = CGPath(rect: CGRect(x: 20, y: 20, width: 160, height: 120), transform: nil)
        selection.fillColor = nil
        selection.strokeColor = CGColor(gray: 0, alpha: 1)
        selection.lineWidth = 1
        selection.lineDashPattern = [6, 3]
        root.addSublayer(selection)
    }

    /// Starts the ants: the phase runs through one dash period (the pattern's sum) a second.
    func startMarching() {
        let ants = CABasicAnimation(keyPath: "lineDashPhase")
        ants.fromValue = 0
        ants.toValue = selection.lineDashPattern?.reduce(0) { $0 + $1.intValue }
        ants.duration = 1
        ants.repeatCount = .infinity
        selection.add(ants, forKey: "ants")
    }

    /// Slides the root 100 points right in 2 s, linearly.
    func slide() {
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 100
        slide.toValue = 200
        slide.duration = 2
        slide.timingFunction = CAMediaTimingFunction(name: .linear)
        root.add(slide, forKey: "slide")
    }

    /// QA1673's `pauseLayer`.
    func pauseLayer(_ layer: CALayer) {
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0.0
        layer.timeOffset = pausedTime
    }

    /// QA1673's `resumeLayer`.
    func resumeLayer(_ layer: CALayer) {
        let pausedTime = layer.timeOffset
        layer.speed = 1.0
        layer.timeOffset = 0.0
        layer.beginTime = 0.0
        let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        layer.beginTime = timeSincePause
    }

    /// Hides the selection without the implicit fade, the transaction told by key.
    func hideSelectionAtOnce() {
        CATransaction.begin()
        CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)
        selection.opacity = 0
        CATransaction.commit()
    }
}
