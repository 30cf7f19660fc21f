import Foundation
import Quartzite

extension Seed000 {
    /// The scale of the seed's navigation animator.
    private static let scale: CGFloat = 0.7

    /// A full-screen page (200 × 300) in `color` with its digit in bold 30-point black, centred.
    private static func makePage(_ name: String, _ color: UInt32, _ digit: String) -> CALayer {
        let page = CALayer()
        page.name = name
        page.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        page.backgroundColor = .rgb(color)
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 131, width: 200, height: 38)
        text.string = digit
        text.font = "Helvetica-Bold" as NSString
        text.fontSize = 30
        text.foregroundColor = .rgb(0x000000)
        text.alignmentMode = .center
        page.addSublayer(text)
        return page
    }

    /// The seed's off-screen transform of a page `width` points wide:
    /// `CGAffineTransformConcat(CGAffineTransformMakeTranslation(width × (1 + 1/scale) / 2, 0),
    /// CGAffineTransformMakeScale(scale, scale))` — its left edge on the screen's right edge.
    private static func offscreen(_ width: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: width * (1 + 1 / scale) / 2, y: 0)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
    }

    /// The seed's push (animateTransition:, TransitionTypePush): `to` is added over `from`,
    /// starts off-screen at 0.7 and grows into place while `from` shrinks to 0.7; at the end
    /// `from` is reset (and the container transition removes it).
    static func push(from: CALayer, to: CALayer, in container: CALayer, duration: TimeInterval) {
        ViewAnimation.transition(
            from: from, to: to, in: container, duration: duration, placement: .above,
            preparation: { to.setAffineTransform(offscreen(to.bounds.width)) },
            animations: {
                from.setAffineTransform(CGAffineTransform(scaleX: scale, y: scale))
                to.setAffineTransform(.identity)
            },
            completion: { _ in from.setAffineTransform(.identity) })
    }

    /// The seed's pop (TransitionTypePop): `to` goes below `from` at 0.7 and grows back while
    /// `from` leaves by the right edge, shrinking; at the end `from` is removed.
    static func pop(from: CALayer, to: CALayer, in container: CALayer, duration: TimeInterval) {
        ViewAnimation.transition(
            from: from, to: to, in: container, duration: duration, placement: .below,
            preparation: { to.setAffineTransform(CGAffineTransform(scaleX: scale, y: scale)) },
            animations: {
                from.setAffineTransform(offscreen(from.bounds.width))
                to.setAffineTransform(.identity)
            })
    }

    /// Seed 000, section ViewController的转场动画: the navigation animator's push (at 0.5 s)
    /// and pop (at 2.5 s), 1 s each, on a 200 × 300 screen, without UIKit; twin of
    /// 000-navigation-push-pop.json.
    static let navigation: SeedExample = {
        var example = SeedExample(
            name: "seed000-navigation", summary: "seed 000, navigation push and pop (scale 0.7 + translate)",
            size: CGSize(width: 400, height: 500), fps: 30, duration: 4
        ) {
            let root = makeRoot(CGSize(width: 400, height: 500))
            let screen = CALayer()
            screen.name = "screen"
            screen.frame = CGRect(x: 100, y: 100, width: 200, height: 300)
            screen.backgroundColor = CGColor(gray: 0.95, alpha: 1)
            screen.masksToBounds = true
            screen.addSublayer(makePage("page1", 0xFF0000, "1"))
            root.addSublayer(screen)
            CATransaction.flush()
            return root
        }
        example.steps = [
            SeedExample.Step(time: 0.5) { root in
                guard let screen = root.descendant(named: "screen"), let page1 = root.descendant(named: "page1")
                else { return }
                push(from: page1, to: makePage("page2", 0xFF8000, "2"), in: screen, duration: 1)
            },
            // UIKit pops back to the first controller's view; the push removed page 1 from the
            // tree, so an equal page stands in for it (steps reach layers only through the root).
            SeedExample.Step(time: 2.5) { root in
                guard let screen = root.descendant(named: "screen"), let page2 = root.descendant(named: "page2")
                else { return }
                pop(from: page2, to: makePage("page1", 0xFF0000, "1"), in: screen, duration: 1)
            },
        ]
        return example
    }()
}
