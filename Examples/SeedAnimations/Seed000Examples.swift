import Foundation
import Quartzite

/// Seed 000's examples as Swift twins of Examples/scenes/000-*.json, and its UIView block.
enum Seed000 {
    /// The seed's button: frame (200, 400, 100, 40), rounded corners 6, in `color`.
    private static func makeButton(_ color: UInt32) -> CALayer {
        let button = CALayer()
        button.frame = CGRect(x: 200, y: 400, width: 100, height: 40)
        button.backgroundColor = .rgb(color)
        button.cornerRadius = 6
        return button
    }

    /// Seed 000 (03a173b5f2ed6cf5), section 测试additive和cumulative属性: position from (100, 60)
    /// to (100, 200) for 1 s, repeatCount 3, cumulative; twin of 000-basic-cumulative.json.
    static let cumulative = SeedExample(
        name: "seed000-cumulative", summary: "seed 000, cumulative position animation",
        size: CGSize(width: 420, height: 680), fps: 30, duration: 3.5
    ) {
        let root = makeRoot(CGSize(width: 420, height: 680))
        let button = makeButton(0x007AFF)
        root.addSublayer(button)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 100, y: 60)
        move.toValue = CGPoint(x: 100, y: 200)
        move.duration = 1
        move.repeatCount = 3
        move.isRemovedOnCompletion = false
        move.isAdditive = false
        move.isCumulative = true
        button.add(move, forKey: "move")
        CATransaction.flush()
        return root
    }

    /// Seed 000, section CASpringAnimation: the button is centred at (0, 200)
    /// (`button.center = CGPointMake(0, 200)`) and its position springs horizontally to
    /// (200, 200), duration 10, mass 10, stiffness 50, damping 1, initial velocity 0; twin of
    /// 000-spring.json.
    static let spring = SeedExample(
        name: "seed000-spring", summary: "seed 000, spring (mass 10, stiffness 50, damping 1)",
        size: CGSize(width: 400, height: 480), fps: 30, duration: 10
    ) {
        let root = makeRoot(CGSize(width: 400, height: 480))
        let button = makeButton(0x34C759)
        button.position = CGPoint(x: 0, y: 200)
        root.addSublayer(button)
        let spring = CASpringAnimation(keyPath: "position")
        spring.toValue = CGPoint(x: 200, y: 200)
        spring.duration = 10
        spring.mass = 10
        spring.stiffness = 50
        spring.damping = 1
        spring.initialVelocity = 0
        button.add(spring, forKey: "spring")
        CATransaction.flush()
        return root
    }

    /// Seed 000, the first example (一个简单的移动动画): an orange button at (0, 0, 100, 40)
    /// moves to (0, 300, 100, 40) in `UIView.animate(withDuration: 3)`, here
    /// `ViewAnimation.animate(withDuration:animations:)` (ease in, ease out).
    static let block = SeedExample(
        name: "seed000-block", summary: "seed 000, UIView block animation of the frame",
        size: CGSize(width: 200, height: 400), fps: 30, duration: 3.5
    ) {
        let root = makeRoot(CGSize(width: 200, height: 400))
        let button = CALayer()
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.backgroundColor = .rgb(0xFF8000)
        root.addSublayer(button)
        CATransaction.flush()
        ViewAnimation.animate(withDuration: 3) {
            button.frame = CGRect(x: 0, y: 300, width: 100, height: 40)
        }
        CATransaction.flush()
        return root
    }

    /// Seed 000, section CAShapeLayer: two tangent circles in one path (UIBezierPath arcs,
    /// clockwise on screen: increasing angles with y down), stroked red over a white fill; a
    /// group animates strokeStart 0 → 0.6 and strokeEnd 0.4 → 1 over 5 s, autoreversing; twin
    /// of 000-shape-stroke.json.
    static let shapeStroke = SeedExample(
        name: "seed000-shape-stroke", summary: "seed 000, CAShapeLayer strokeStart/strokeEnd group",
        size: CGSize(width: 400, height: 480), fps: 30, duration: 10
    ) {
        let root = makeRoot(CGSize(width: 400, height: 480))
        let shape = CAShapeLayer()
        shape.frame = root.bounds
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 100, y: 300), radius: 100, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        path.addArc(center: CGPoint(x: 150, y: 300), radius: 50, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        shape.path = path
        shape.strokeColor = .rgb(0xFF0000)
        shape.fillColor = .rgb(0xFFFFFF)
        let start = CABasicAnimation(keyPath: "strokeStart")
        start.duration = 5
        start.fromValue = 0
        start.toValue = 0.6
        let end = CABasicAnimation(keyPath: "strokeEnd")
        end.duration = 5
        end.fromValue = 0.4
        end.toValue = 1
        let group = CAAnimationGroup()
        group.animations = [start, end]
        group.duration = 5
        group.autoreverses = true
        shape.add(group, forKey: "runningLine")
        root.addSublayer(shape)
        CATransaction.flush()
        return root
    }

    /// Seed 000, section CATextLayer: black "一串字符串" in a text layer at (0, 300, 300, 60)
    /// whose fontSize animates from 10 to 30 points over 5 s; twin of 000-text-font-size.json.
    static let textFontSize = SeedExample(
        name: "seed000-text-font-size", summary: "seed 000, CATextLayer fontSize 10 → 30",
        size: CGSize(width: 400, height: 480), fps: 30, duration: 5
    ) {
        let root = makeRoot(CGSize(width: 400, height: 480))
        let text = CATextLayer()
        text.foregroundColor = .rgb(0x000000)
        text.string = "一串字符串"
        text.frame = CGRect(x: 0, y: 300, width: 300, height: 60)
        let anim = CABasicAnimation(keyPath: "fontSize")
        anim.duration = 5
        anim.fromValue = 10
        anim.toValue = 30
        text.add(anim, forKey: "text")
        root.addSublayer(text)
        CATransaction.flush()
        return root
    }
}
