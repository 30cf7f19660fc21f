// Explicit animations the way a well-known iOS Core Animation book's chapter writes them: a
// colour change committed in the delegate, a clock hand tagged with key-value coding on the
// animation, a spin by `byValue`, a ship following a Bézier path with `rotationMode`, and a
// group of both. UIKit views replaced by their layers.
#if canImport(QuartzCore)
import QuartzCore
#else
import Quartzite
#endif

final class ExplicitAnimationsChapter: NSObject, CAAnimationDelegate {
    let colorLayer = CALayer()
    let hourHand = CALayer()
    let ship = CALayer()
    let container = CALayer()
    let bezierPath = CGMutablePath()

    override init() {
        super.init()
        container.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        colorLayer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        colorLayer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        container.addSublayer(colorLayer)
        hourHand.bounds = CGRect(x: 0, y: 0, width: 4, height: 40)
        hourHand.anchorPoint = CGPoint(x: 0.5, y: 0.9)
        hourHand.position = CGPoint(x: 300, y: 100)
        container.addSublayer(hourHand)
        ship.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        ship.position = CGPoint(x: 0, y: 150)
        container.addSublayer(ship)
        bezierPath.move(to: CGPoint(x: 0, y: 150))
        bezierPath.addCurve(
            to: CGPoint(x: 300, y: 150), control1: CGPoint(x: 75, y: 0), control2: CGPoint(x: 225, y: 300))
    }

    func changeColor(to color: CGColor) {
        let animation = CABasicAnimation()
        animation.keyPath = "backgroundColor"
        animation.toValue = color
        animation.delegate = self
        animation.duration = 1
        colorLayer.add(animation, forKey: nil)
    }

    func setAngle(_ angle: CGFloat, for handLayer: CALayer, animated: Bool) {
        let transform = CATransform3DMakeRotation(angle, 0, 0, 1)
        if animated {
            let animation = CABasicAnimation()
            animation.keyPath = "transform"
            animation.toValue = NSValue(caTransform3D: transform)
            animation.duration = 0.5
            animation.delegate = self
            animation.setValue(handLayer, forKey: "handLayer")
            handLayer.add(animation, forKey: nil)
        } else {
            handLayer.transform = transform
        }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if let handLayer = anim.value(forKey: "handLayer") as? CALayer {
            handLayer.transform = ((anim as! CABasicAnimation).toValue as! NSValue).caTransform3DValue
            return
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        colorLayer.backgroundColor = ((anim as! CABasicAnimation).toValue as! CGColor)
        CATransaction.commit()
    }

    func spinShip() {
        let animation = CABasicAnimation()
        animation.keyPath = "transform.rotation"
        animation.duration = 2
        animation.byValue = NSNumber(value: Double.pi * 2)
        ship.add(animation, forKey: "spin")
    }

    func flyShip() {
        let animation = CAKeyframeAnimation()
        animation.keyPath = "position"
        animation.duration = 4
        animation.path = bezierPath
        animation.rotationMode = .rotateAuto
        ship.add(animation, forKey: nil)
    }

    func flyAndFade() {
        let animation1 = CAKeyframeAnimation()
        animation1.keyPath = "position"
        animation1.path = bezierPath
        animation1.rotationMode = .rotateAuto
        let animation2 = CABasicAnimation()
        animation2.keyPath = "backgroundColor"
        animation2.toValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let groupAnimation = CAAnimationGroup()
        groupAnimation.animations = [animation1, animation2]
        groupAnimation.duration = 4
        ship.add(groupAnimation, forKey: nil)
    }
}
