// The idioms of public Core Animation tutorials in one place: a progress arc drawn by
// strokeEnd, a shimmer mask animating gradient locations, a text layer whose font comes from
// Core Text (`CTFontCreateWithName(… as CFString, …)`), `CFTypeRef` and Core Graphics
// (`CGFont`), confetti from an emitter, a replicator spinner, a spring sized by its settling
// duration, motion along a path, a delayed group, a transaction with a completion block, and
// the geometry and key-value calls around them.
#if canImport(QuartzCore)
import QuartzCore
#else
import Quartzite
#endif
import Foundation

final class TutorialIdioms: NSObject, CAAnimationDelegate {
    let root = CALayer()
    let shape = CAShapeLayer()
    let gradient = CAGradientLayer()
    let text = CATextLayer()
    let emitter = CAEmitterLayer()
    let replicator = CAReplicatorLayer()
    let captionByName = CATextLayer()
    let captionByGraphicsFont = CATextLayer()
    var transactionCompleted = false
    var progressFinished = false

    override init() {
        super.init()
        root.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        root.masksToBounds = true
        root.cornerRadius = 12
        root.cornerCurve = .continuous
        root.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        root.borderWidth = 1
        root.borderColor = CGColor(gray: 0.5, alpha: 1)
        root.shadowPath = CGPath(roundedRect: root.bounds, cornerWidth: 12, cornerHeight: 12, transform: nil)
        root.shadowOffset = CGSize(width: 0, height: 3)
        root.shadowRadius = 4
        root.shadowOpacity = 0.3

        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: false)
        shape.path = path
        shape.strokeColor = CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        shape.fillColor = nil
        shape.lineWidth = 6
        shape.lineCap = .round
        shape.strokeEnd = 0
        shape.lineDashPattern = [4, 2]
        root.addSublayer(shape)

        let stroke = CABasicAnimation(keyPath: "strokeEnd")
        stroke.fromValue = 0
        stroke.toValue = 1
        stroke.duration = 2
        stroke.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        stroke.fillMode = .forwards
        stroke.isRemovedOnCompletion = false
        stroke.delegate = self
        shape.add(stroke, forKey: "progress")

        gradient.frame = root.bounds
        gradient.colors = [CGColor(gray: 1, alpha: 0), CGColor(gray: 1, alpha: 0.8), CGColor(gray: 1, alpha: 0)]
        gradient.locations = [0, 0.5, 1]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let shimmer = CABasicAnimation(keyPath: "locations")
        shimmer.fromValue = [-1.0, -0.5, 0.0]
        shimmer.toValue = [1.0, 1.5, 2.0]
        shimmer.duration = 1.5
        shimmer.repeatCount = .infinity
        gradient.add(shimmer, forKey: nil)
        root.mask = gradient

        text.string = "Hello"
        text.font = CTFontCreateWithName("Helvetica-Bold" as CFString, 17, nil)
        text.fontSize = 17
        text.foregroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        text.alignmentMode = .center
        text.contentsScale = 2
        text.truncationMode = .end
        text.isWrapped = true
        root.addSublayer(text)
        captionByName.font = "DejaVu Sans" as CFTypeRef
        captionByGraphicsFont.font = CGFont("DejaVu Sans" as CFString)
        root.addSublayer(captionByName)
        root.addSublayer(captionByGraphicsFont)

        let cell = CAEmitterCell()
        cell.birthRate = 20
        cell.lifetime = 5
        cell.velocity = 100
        cell.velocityRange = 50
        cell.emissionLongitude = .pi
        cell.emissionRange = .pi / 4
        cell.spin = 2
        cell.spinRange = 3
        cell.scale = 0.1
        cell.scaleRange = 0.05
        cell.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        cell.alphaSpeed = -0.2
        emitter.emitterCells = [cell]
        emitter.emitterShape = .line
        emitter.emitterPosition = CGPoint(x: 160, y: -10)
        emitter.emitterSize = CGSize(width: 320, height: 1)
        emitter.birthRate = 1
        root.addSublayer(emitter)

        let dot = CALayer()
        dot.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        dot.cornerRadius = 4
        dot.backgroundColor = CGColor(gray: 0, alpha: 1)
        dot.position = CGPoint(x: 50, y: 10)
        replicator.instanceCount = 12
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
        replicator.instanceDelay = 1.0 / 12
        replicator.instanceAlphaOffset = -1.0 / 12
        replicator.addSublayer(dot)
        root.addSublayer(replicator)

        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.1
        fade.duration = 1
        fade.repeatCount = .greatestFiniteMagnitude
        dot.add(fade, forKey: "fade")

        let spring = CASpringAnimation(keyPath: "transform.scale")
        spring.fromValue = 0.5
        spring.toValue = 1
        spring.damping = 10
        spring.initialVelocity = 5
        spring.duration = spring.settlingDuration
        root.add(spring, forKey: "pop")

        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = path
        move.duration = 4
        move.calculationMode = .paced
        move.rotationMode = .rotateAuto
        text.add(move, forKey: nil)

        let group = CAAnimationGroup()
        let rot = CABasicAnimation(keyPath: "transform.rotation.z")
        rot.byValue = CGFloat.pi
        let color = CAKeyframeAnimation(keyPath: "backgroundColor")
        color.values = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1)]
        color.keyTimes = [0, 1] as [NSNumber]
        group.animations = [rot, color]
        group.duration = 2
        group.beginTime = CACurrentMediaTime() + 0.5
        root.add(group, forKey: "group")
    }

    /// Fades and tilts the root in a quarter-second transaction with its own timing curve and a
    /// completion block (once the layer is on screen: a layer's first commit does not animate).
    func fadeAndTilt() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.25)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.2, 1))
        CATransaction.setCompletionBlock { [weak self] in self?.transactionCompleted = true }
        root.opacity = 0.5
        root.transform = CATransform3DRotate(CATransform3DIdentity, .pi / 4, 0, 1, 0)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        root.sublayerTransform = perspective
        CATransaction.commit()
    }

    /// Moves the root without an animation, stops its animations and makes the geometry,
    /// key-value and housekeeping calls tutorials make.
    func settle() {
        CATransaction.setDisableActions(true)
        root.position = CGPoint(x: 10, y: 10)

        let presentation = root.presentation()
        _ = presentation?.position
        _ = root.animation(forKey: "group")
        _ = root.animationKeys()
        root.removeAnimation(forKey: "pop")
        root.removeAllAnimations()
        let converted = root.convert(CGPoint(x: 1, y: 1), to: shape)
        _ = root.hitTest(converted)
        _ = shape.contains(converted)
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))
        _ = CATransform3DGetAffineTransform(t)
        _ = CATransform3DIsAffine(t)
        _ = CATransform3DInvert(t)
        _ = NSValue(caTransform3D: t)
        let trans = CATransition()
        trans.type = .fade
        trans.duration = 0.3
        text.add(trans, forKey: kCATransition)
        root.setValue(3, forKeyPath: "transform.scale.x")
        _ = root.value(forKeyPath: "transform.scale.x") as? CGFloat
        root.contentsGravity = .resizeAspectFill
        root.contentsScale = 3
        root.minificationFilter = .trilinear
        root.magnificationFilter = .nearest
        root.rasterizationScale = 2
        root.shouldRasterize = true
        root.allowsEdgeAntialiasing = true
        root.isDoubleSided = false
        root.zPosition = 5
        root.anchorPoint = CGPoint(x: 0.5, y: 1)
        root.needsDisplayOnBoundsChange = true
        root.setNeedsDisplay()
        root.displayIfNeeded()
        root.layoutIfNeeded()
        let spring2 = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.2)
        _ = spring2.perceptualDuration
    }

    func animationDidStart(_ anim: CAAnimation) {}
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if flag, (anim as? CABasicAnimation)?.keyPath == "strokeEnd" { progressFinished = true }
    }
}
