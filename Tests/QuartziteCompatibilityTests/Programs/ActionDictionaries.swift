// Implicit-animation customisation the way iOS code does it: an `actions` dictionary with a
// bare `CABasicAnimation`, a `CATransition` and `NSNull`; a delegate returning an animation
// with no values; a custom key whose action records that it ran.
#if canImport(QuartzCore)
import QuartzCore
#else
import Quartzite
#endif

/// An action that records each event it runs for.
final class RecordingAction: NSObject, CAAction {
    var events: [String] = []

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        events.append(event)
    }
}

/// A layer delegate that animates bounds changes over 2 s with an empty basic animation.
final class BoundsAnimatingDelegate: NSObject, CALayerDelegate {
    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard event == "bounds" else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = 2
        return animation
    }
}

final class ActionDictionaries: NSObject {
    let layer = CALayer()
    let fadeLayer = CALayer()
    let badgeAction = RecordingAction()
    let delegate = BoundsAnimatingDelegate()

    override init() {
        super.init()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let slide = CABasicAnimation()
        slide.duration = 1
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromLeft
        layer.actions = [
            "position": slide,
            "opacity": NSNull(),
            "backgroundColor": transition,
            "badge": badgeAction,
        ]
        layer.delegate = delegate
    }
}
