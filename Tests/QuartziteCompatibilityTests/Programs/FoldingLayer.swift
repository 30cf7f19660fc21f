// A folding cell's fold as iOS folding-cell code writes it: a layer subclass that rotates
// about x with perspective, keeps the end state (`fillMode = .forwards`,
// `isRemovedOnCompletion = false`), and is its own animation delegate to hide itself when
// the fold ends.
#if canImport(QuartzCore)
import QuartzCore
#else
import Quartzite
#endif

final class RotatedLayer: CALayer, CAAnimationDelegate {
    var hiddenAfterAnimation = false
    var stops = 0

    func foldingAnimation(
        _ timing: CAMediaTimingFunctionName, from: CGFloat, to: CGFloat, duration: TimeInterval,
        delay: TimeInterval, hidden: Bool
    ) {
        let rotateAnimation = CABasicAnimation(keyPath: "transform.rotation.x")
        rotateAnimation.timingFunction = CAMediaTimingFunction(name: timing)
        rotateAnimation.fromValue = from
        rotateAnimation.toValue = to
        rotateAnimation.duration = duration
        rotateAnimation.delegate = self
        rotateAnimation.fillMode = .forwards
        rotateAnimation.isRemovedOnCompletion = false
        rotateAnimation.beginTime = CACurrentMediaTime() + delay
        hiddenAfterAnimation = hidden
        add(rotateAnimation, forKey: "rotation.x")
    }

    func animationDidStart(_ anim: CAAnimation) {
        isHidden = false
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stops += 1
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        if hiddenAfterAnimation {
            isHidden = true
        }
        removeAllAnimations()
        setValue(CGFloat(0), forKeyPath: "transform.rotation.x")
        CATransaction.commit()
    }
}

/// The cell's foreground: a perspective container and one folding panel anchored at its top.
final class FoldingCellModel {
    let container = CALayer()
    let foreground = RotatedLayer()

    init() {
        container.bounds = CGRect(x: 0, y: 0, width: 300, height: 200)
        container.position = CGPoint(x: 150, y: 100)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        container.sublayerTransform = perspective
        foreground.anchorPoint = CGPoint(x: 0.5, y: 0)
        foreground.bounds = CGRect(x: 0, y: 0, width: 300, height: 100)
        foreground.position = CGPoint(x: 150, y: 0)
        container.addSublayer(foreground)
    }

    func unfold() {
        foreground.foldingAnimation(
            .linear, from: 0, to: -.pi / 2, duration: 0.4, delay: 0, hidden: true)
    }
}
