import Foundation
import Quartzite

extension Seed000 {
    /// A full-size label of the seed's container: a coloured layer with its digit in bold
    /// 30-point black, centred (UILabel centres its text vertically; a text layer draws from its
    /// top, so it sits at the middle).
    private static func makeLabel(_ color: UInt32, _ digit: String) -> CALayer {
        let label = CALayer()
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        label.backgroundColor = .rgb(color)
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 31, width: 100, height: 38)
        text.string = digit
        text.font = "Helvetica-Bold" as NSString
        text.fontSize = 30
        text.foregroundColor = .rgb(0x000000)
        text.alignmentMode = .center
        label.addSublayer(text)
        return label
    }

    /// Seed 000, section CATransition: the container and its two labels are committed in one
    /// transaction; then a push from the right (2 s) is added to the container and label 2 is
    /// moved below label 1 — the transition runs from the rendering before that change to the
    /// one after it. Twin of 000-transition-push.json.
    static let transitionPush = SeedExample(
        name: "seed000-transition-push", summary: "seed 000, CATransition push from the right",
        size: CGSize(width: 400, height: 500), fps: 30, duration: 2.5
    ) {
        let root = makeRoot(CGSize(width: 400, height: 500))
        CATransaction.begin()
        let container = CALayer()
        container.frame = CGRect(x: 150, y: 200, width: 100, height: 100)
        container.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        root.addSublayer(container)
        let label1 = makeLabel(0xFF0000, "1")
        let label2 = makeLabel(0xFF8000, "2")
        container.addSublayer(label1)
        container.addSublayer(label2)
        CATransaction.commit()
        CATransaction.flush()

        let fade = CATransition()
        fade.duration = 2
        fade.type = .push
        fade.subtype = .fromRight
        container.add(fade, forKey: nil)
        container.insertSublayer(label2, below: label1)
        CATransaction.flush()
        return root
    }
}
