import Foundation
import Quartzite

/// Seed 004 (50d35d5558d93431), section Media Timing Protocol (speed): a 10 s slide in a layer
/// of speed 2 takes 5 s; in a sublayer that also has speed 2 it takes 2.5 s; twin of
/// 004-nested-speed.json.
enum Seed004 {
    /// A full-canvas 400 × 200 container of `speed`.
    private static func container(speed: Float) -> CALayer {
        let layer = CALayer()
        layer.speed = speed
        layer.bounds = CGRect(x: 0, y: 0, width: 400, height: 200)
        layer.position = CGPoint(x: 200, y: 100)
        return layer
    }

    /// A 40-point square at (50, `y`) in `color` sliding to x = 350 over 10 s of its local time.
    private static func slider(y: CGFloat, color: UInt32) -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.position = CGPoint(x: 50, y: y)
        layer.backgroundColor = .rgb(color)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 50
        slide.toValue = 350
        slide.duration = 10
        slide.timingFunction = CAMediaTimingFunction(name: .linear)
        slide.fillMode = .forwards
        slide.isRemovedOnCompletion = false
        layer.add(slide, forKey: "slide")
        return layer
    }

    static let nestedSpeed = SeedExample(
        name: "seed004-nested-speed", summary: "seed 004, speed 2 inside speed 2",
        size: CGSize(width: 400, height: 200), fps: 30, duration: 5
    ) {
        let root = makeRoot(CGSize(width: 400, height: 200))
        let outer = container(speed: 2)
        let inner = container(speed: 2)
        root.addSublayer(outer)
        outer.addSublayer(slider(y: 60, color: 0xFF3B30))
        outer.addSublayer(inner)
        inner.addSublayer(slider(y: 140, color: 0x007AFF))
        CATransaction.flush()
        return root
    }
}
