import Foundation
import Quartzite
import QuartziteRender

extension LayerScene {
    /// Seed 000's CATransition example: a light grey container holding two full-size labels,
    /// red "1" under orange "2" (white blocks stand in for the digits); a push from the right
    /// is added and label 2 is moved below label 1, so red "1" pushes orange "2" out to the
    /// left. The transition runs 2 s from t = 10 (linear); the scene shows it at `t`.
    static func seed000Push(at t: CFTimeInterval) -> LayerScene {
        LayerScene(name: "transition-seed000-push-\(Int(t * 1000))ms", time: 10 + t) {
            let root = rootLayer()
            let container = solidLayer(CGRect(x: 30, y: 10, width: 100, height: 100), color(0.95, 0.95, 0.95))
            let label1 = solidLayer(container.bounds, color(1, 0, 0))
            label1.addSublayer(solidLayer(CGRect(x: 40, y: 30, width: 20, height: 40), color(1, 1, 1)))
            let label2 = solidLayer(container.bounds, color(1, 0.5, 0))
            label2.addSublayer(solidLayer(CGRect(x: 30, y: 30, width: 40, height: 15), color(1, 1, 1)))
            label2.addSublayer(solidLayer(CGRect(x: 30, y: 55, width: 40, height: 15), color(1, 1, 1)))
            container.addSublayer(label1)
            container.addSublayer(label2)
            root.addSublayer(container)
            CATransaction.flush()
            let push = CATransition()
            push.duration = 2
            push.type = .push
            push.subtype = .fromRight
            push.beginTime = 10
            push.isRemovedOnCompletion = false
            container.add(push, forKey: nil)
            container.insertSublayer(label2, below: label1)
            return root
        }
    }

    /// A transition of `type`/`subtype` (1 s from t = 10, linear) on a blue container with a
    /// yellow disc, after which the disc is gone and the container is green with a white bar;
    /// shown at progress `progress`.
    static func transition(
        _ name: String, type: CATransitionType, subtype: CATransitionSubtype?, progress: Double
    ) -> LayerScene {
        LayerScene(name: "transition-\(name)", time: 10 + progress) {
            let root = rootLayer()
            let container = solidLayer(CGRect(x: 40, y: 20, width: 80, height: 80), color(0.1, 0.3, 0.9))
            let disc = solidLayer(CGRect(x: 10, y: 10, width: 40, height: 40), color(1, 0.85, 0))
            disc.cornerRadius = 20
            container.addSublayer(disc)
            root.addSublayer(container)
            CATransaction.flush()
            let transition = CATransition()
            transition.duration = 1
            transition.type = type
            transition.subtype = subtype
            transition.beginTime = 10
            transition.isRemovedOnCompletion = false
            container.add(transition, forKey: nil)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            disc.removeFromSuperlayer()
            container.backgroundColor = color(0.1, 0.7, 0.3)
            container.addSublayer(solidLayer(CGRect(x: 10, y: 60, width: 60, height: 10), color(1, 1, 1)))
            CATransaction.commit()
            return root
        }
    }

    /// Seed 000's CATransition example without its explicit transaction: the container, its
    /// labels, the transition and the reorder reach the first commit together, so the
    /// transition has no committed "before" and starts from nothing — red "1" (and the grey
    /// container) push in from the right over the canvas. Shown at 1 s of 2 (half-way).
    static let seed000PushWithoutTransaction = LayerScene(
        name: "transition-seed000-push-uncommitted-1000ms", time: 11
    ) {
        let root = rootLayer()
        let container = solidLayer(CGRect(x: 30, y: 10, width: 100, height: 100), color(0.95, 0.95, 0.95))
        let label1 = solidLayer(container.bounds, color(1, 0, 0))
        label1.addSublayer(solidLayer(CGRect(x: 40, y: 30, width: 20, height: 40), color(1, 1, 1)))
        let label2 = solidLayer(container.bounds, color(1, 0.5, 0))
        container.addSublayer(label1)
        container.addSublayer(label2)
        root.addSublayer(container)
        let push = CATransition()
        push.duration = 2
        push.type = .push
        push.subtype = .fromRight
        push.beginTime = 10
        push.isRemovedOnCompletion = false
        container.add(push, forKey: nil)
        container.insertSublayer(label2, below: label1)
        return root
    }

    /// A push from the right added with no change at all: Core Animation still runs it between
    /// two equal renderings, so half-way the container's picture is half out to the left and
    /// an equal copy half in from the right.
    static let pushWithoutChange = LayerScene(name: "transition-push-no-change-500ms", time: 10.5) {
        let root = rootLayer()
        let container = solidLayer(CGRect(x: 40, y: 20, width: 80, height: 80), color(0.1, 0.3, 0.9))
        let disc = solidLayer(CGRect(x: 10, y: 10, width: 40, height: 40), color(1, 0.85, 0))
        disc.cornerRadius = 20
        container.addSublayer(disc)
        root.addSublayer(container)
        CATransaction.flush()
        let transition = CATransition()
        transition.duration = 1
        transition.type = .push
        transition.subtype = .fromRight
        transition.beginTime = 10
        transition.isRemovedOnCompletion = false
        container.add(transition, forKey: nil)
        return root
    }

    /// An explicit animation of `frame` (not animatable, QA1620) does nothing: the layer shows
    /// its model frame (the outline marks it) half-way through an animation that would have
    /// moved and grown it.
    static let frameAnimationIgnored = LayerScene(name: "frame-animation-does-nothing", time: 10.5) {
        let root = rootLayer()
        let outline = solidLayer(CGRect(x: 18, y: 18, width: 44, height: 44), nil)
        outline.borderWidth = 2
        outline.borderColor = color(0, 0, 0)
        let layer = solidLayer(CGRect(x: 20, y: 20, width: 40, height: 40), color(0.9, 0.2, 0.2))
        let move = CABasicAnimation(keyPath: "frame")
        move.fromValue = CGRect(x: 20, y: 20, width: 40, height: 40)
        move.toValue = CGRect(x: 100, y: 60, width: 50, height: 50)
        move.duration = 1
        move.beginTime = 10
        move.isRemovedOnCompletion = false
        layer.add(move, forKey: "frame")
        root.addSublayer(outline)
        root.addSublayer(layer)
        return root
    }

    /// CATransition: seed 000's push (with and without its explicit transaction), a push with
    /// no change, every type and subtype mid-way; and an explicit `frame` animation.
    public static let transitions: [LayerScene] = [
        seed000Push(at: 0.5),
        seed000Push(at: 1.5),
        seed000PushWithoutTransaction,
        pushWithoutChange,
        frameAnimationIgnored,
        transition("fade-half", type: .fade, subtype: nil, progress: 0.5),
        transition("move-in-from-top", type: .moveIn, subtype: .fromTop, progress: 0.3),
        transition("push-from-bottom", type: .push, subtype: .fromBottom, progress: 0.6),
        transition("reveal-from-left", type: .reveal, subtype: .fromLeft, progress: 0.4),
    ]
}
