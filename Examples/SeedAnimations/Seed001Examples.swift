import Foundation
import Quartzite

/// Seed 001's examples (070774b30c0942e6): the rainbow and the clockwise turn, each as the
/// twin of its scene file (one `CAKeyframeAnimation`) and as the seed's own keyframe block
/// (`UIView.animateKeyframes` with `addKeyframe`, here ``ViewAnimation``).
enum Seed001 {
    /// The rainbow's colours after the starting red: orange, yellow, green, blue, purple, red.
    private static let rainbow: [CGColor] = [
        .rgb(0xFF8000), .rgb(0xFFFF00), .rgb(0x00FF00), .rgb(0x0000FF),
        CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1), .rgb(0xFF0000),
    ]

    /// The swatch or head at (50, 50, 100, 100) in a 200 × 200 root.
    private static func tree(_ color: CGColor, cornerRadius: CGFloat = 0) -> (root: CALayer, layer: CALayer) {
        let root = makeRoot(CGSize(width: 200, height: 200))
        let layer = CALayer()
        layer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        layer.backgroundColor = color
        layer.cornerRadius = cornerRadius
        root.addSublayer(layer)
        return (root, layer)
    }

    /// Section Rainbow (animateKeyframesWithDuration:4.0, calculation mode linear, curve
    /// linear): six keyframes of 1/6 each, written as one `CAKeyframeAnimation` of
    /// backgroundColor; twin of 001-rainbow-keyframes.json.
    static let rainbowKeyframes = SeedExample(
        name: "seed001-rainbow", summary: "seed 001, rainbow as one keyframe animation",
        size: CGSize(width: 200, height: 200), fps: 30, duration: 4
    ) {
        let (root, swatch) = tree(.rgb(0xFF0000))
        let animation = CAKeyframeAnimation(keyPath: "backgroundColor")
        animation.values = [CGColor.rgb(0xFF0000)] + rainbow
        animation.keyTimes = (0...6).map { NSNumber(value: Double($0) / 6) }
        animation.calculationMode = .linear
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        animation.duration = 4
        swatch.add(animation, forKey: "rainbow")
        CATransaction.flush()
        return root
    }

    /// Section Rainbow, the seed's own code: `animateKeyframes(withDuration: 4)`, linear
    /// calculation and curve, one `addKeyframe` of relative duration 1/6 per colour.
    static let rainbowBlock = SeedExample(
        name: "seed001-rainbow-block", summary: "seed 001, rainbow as a keyframe block",
        size: CGSize(width: 200, height: 200), fps: 30, duration: 4
    ) {
        let (root, swatch) = tree(.rgb(0xFF0000))
        CATransaction.flush()
        ViewAnimation.animateKeyframes(
            withDuration: 4, delay: 0, options: [.calculationModeLinear, .curveLinear]
        ) {
            for (i, color) in rainbow.enumerated() {
                ViewAnimation.addKeyframe(
                    withRelativeStartTime: Double(i) / Double(rainbow.count),
                    relativeDuration: 1 / Double(rainbow.count)
                ) {
                    swatch.backgroundColor = color
                }
            }
        }
        CATransaction.flush()
        return root
    }

    /// The rotating head with its black marker, as in 001-rotation-keyframes.json.
    private static func makeHead() -> (root: CALayer, head: CALayer) {
        let (root, head) = tree(.rgb(0xFF9500), cornerRadius: 12)
        let marker = CALayer()
        marker.frame = CGRect(x: 45, y: 5, width: 10, height: 30)
        marker.backgroundColor = .rgb(0x000000)
        head.addSublayer(marker)
        return (root, head)
    }

    /// Section Keyframe animation options (handleRotateCW): a full clockwise turn in 2 s through
    /// rotations of 2π/3, 4π/3 and 0, as one `CAKeyframeAnimation` of transform; twin of
    /// 001-rotation-keyframes.json.
    static let rotationKeyframes = SeedExample(
        name: "seed001-rotation", summary: "seed 001, three-keyframe rotation",
        size: CGSize(width: 200, height: 200), fps: 30, duration: 2
    ) {
        let (root, head) = makeHead()
        let animation = CAKeyframeAnimation(keyPath: "transform")
        animation.values = [0, 2 * Double.pi / 3, 4 * Double.pi / 3, 0].map { CATransform3DMakeRotation($0, 0, 0, 1) }
        animation.keyTimes = [0, NSNumber(value: 1.0 / 3), NSNumber(value: 2.0 / 3), 1]
        animation.calculationMode = .linear
        animation.duration = 2
        head.add(animation, forKey: "rotateCW")
        CATransaction.flush()
        return root
    }

    /// Section Keyframe animation options, the seed's own code: `animateKeyframes(withDuration: 2)`
    /// with three `addKeyframe` blocks of 1/3 setting the affine rotation.
    static let rotationBlock = SeedExample(
        name: "seed001-rotation-block", summary: "seed 001, rotation as a keyframe block",
        size: CGSize(width: 200, height: 200), fps: 30, duration: 2
    ) {
        let (root, head) = makeHead()
        CATransaction.flush()
        ViewAnimation.animateKeyframes(withDuration: 2, delay: 0, options: .calculationModeLinear) {
            for (i, angle) in [2 * CGFloat.pi / 3, 4 * CGFloat.pi / 3, 0].enumerated() {
                ViewAnimation.addKeyframe(withRelativeStartTime: Double(i) / 3, relativeDuration: 1.0 / 3) {
                    head.setAffineTransform(CGAffineTransform(rotationAngle: angle))
                }
            }
        }
        CATransaction.flush()
        return root
    }
}
