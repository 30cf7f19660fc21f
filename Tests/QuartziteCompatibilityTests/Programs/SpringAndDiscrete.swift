// A spring "pop" and a discrete traffic light, as iOS code writes them: a CASpringAnimation
// whose duration is its settling duration, and a discrete keyframe animation with one more
// key time than values (Apple's documented form).
#if canImport(QuartzCore)
import QuartzCore
#else
import Quartzite
#endif

enum SpringAndDiscrete {
    static func pop(_ layer: CALayer) -> CASpringAnimation {
        let spring = CASpringAnimation(keyPath: "transform.scale")
        spring.fromValue = 0.8
        spring.toValue = 1
        spring.damping = 10
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: "pop")
        return spring
    }

    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let yellow = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)

    static func trafficLight(_ layer: CALayer) {
        let animation = CAKeyframeAnimation(keyPath: "backgroundColor")
        animation.values = [red, yellow, green]
        animation.keyTimes = [0, 0.5, 0.8, 1]
        animation.calculationMode = .discrete
        animation.duration = 10
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "light")
    }
}

/// Tags animations with key-value coding so one delegate tells them apart, as iOS code does.
final class TaggingDelegate: NSObject, CAAnimationDelegate {
    var finished: [String] = []

    func fadeOut(_ layer: CALayer) {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.toValue = 0
        animation.duration = 0.5
        animation.setValue("fadeOut", forKey: "animationID")
        animation.delegate = self
        layer.add(animation, forKey: "fade")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if let id = anim.value(forKey: "animationID") as? String {
            finished.append(id)
        }
    }
}
