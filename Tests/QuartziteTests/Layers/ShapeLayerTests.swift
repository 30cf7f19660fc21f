import Foundation
import Testing

@testable import Quartzite

/// CAShapeLayer's model: Apple's defaults, key-value coding, copies, actions and animations
/// (REFERENCE 9), read through committed snapshots at explicit times (no shared clock).
@Suite("CAShapeLayer")
struct ShapeLayerTests {
    @Test("defaults are Apple's")
    func defaults() {
        let shape = CAShapeLayer()
        #expect(shape.path == nil)
        #expect(shape.fillColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(shape.fillRule == .nonZero)
        #expect(shape.strokeColor == nil)
        #expect(shape.lineWidth == 1 && shape.miterLimit == 10)
        #expect(shape.lineCap == .butt && shape.lineJoin == .miter)
        #expect(shape.lineDashPattern == nil && shape.lineDashPhase == 0)
        #expect(shape.strokeStart == 0 && shape.strokeEnd == 1)
        #expect(CAShapeLayer.defaultValue(forKey: "lineWidth") as? CGFloat == 1)
        #expect(CAShapeLayer.defaultValue(forKey: "strokeEnd") as? CGFloat == 1)
    }

    @Test("properties round-trip through key-value coding and copies; nil fill stays nil")
    func keyValueCoding() {
        let shape = CAShapeLayer()
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        shape.lineDashPattern = [4, 2]
        shape.lineCap = .round
        shape.setValue(0.25, forKey: "strokeStart")
        shape.setValue(CAShapeLayerFillRule.evenOdd, forKey: "fillRule")
        #expect(shape.path === path)
        #expect(shape.fillColor == nil)
        #expect(shape.strokeStart == 0.25)
        #expect(shape.fillRule == .evenOdd)
        #expect(shape.value(forKey: "lineDashPattern") as? [CGFloat] == [4, 2])
        let copy = CAShapeLayer(layer: shape)
        #expect(copy.path === path && copy.fillColor == nil && copy.lineCap == .round)
        #expect(copy.lineDashPattern?.map(\.doubleValue) == [4, 2] && copy.strokeStart == 0.25)
    }

    @Test("strokeEnd, fillColor, lineWidth and path animate; the snapshot presents them")
    func animations() throws {
        let shape = CAShapeLayer()
        let from = CGMutablePath()
        from.move(to: CGPoint(x: 0, y: 0))
        from.addLine(to: CGPoint(x: 10, y: 0))
        let to = CGMutablePath()
        to.move(to: CGPoint(x: 0, y: 20))
        to.addLine(to: CGPoint(x: 30, y: 20))
        shape.path = from
        CATransaction.flush()
        for (key, fromValue, toValue) in [
            ("strokeEnd", 0.0 as Any, 1.0 as Any), ("lineWidth", 2.0 as Any, 10.0 as Any),
            ("fillColor", CGColor(red: 0, green: 0, blue: 1, alpha: 1) as Any, CGColor(red: 1, green: 0, blue: 0, alpha: 1) as Any),
            ("path", from as Any, to as Any),
        ] {
            let animation = CABasicAnimation(keyPath: key)
            animation.fromValue = fromValue
            animation.toValue = toValue
            animation.duration = 1
            animation.beginTime = 10
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            // Kept after it ends: the shared clock is real time, far past t = 11.
            animation.isRemovedOnCompletion = false
            shape.add(animation, forKey: key)
        }
        CATransaction.flush()
        let node = try #require(shape.committedSnapshot)
        let p = node.presentationProperties(atParentTime: 10.25)
        #expect(abs(p.extensionNumber("strokeEnd", default: 1) - 0.25) < 1e-6)
        #expect(abs(p.extensionNumber("lineWidth", default: 1) - 4) < 1e-6)
        let fill = try #require(p.extensionColor("fillColor", default: nil))
        let c = try #require(fill.components)
        #expect(abs(c[0] - 0.25) < 1e-6 && abs(c[2] - 0.75) < 1e-6)
        let path = try #require(p.extensionPath("path"))
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 5, width: 15, height: 0))
    }

    @Test("changing fillColor or strokeEnd of a committed layer animates implicitly; path does not")
    func implicitActions() throws {
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        CATransaction.flush()
        shape.strokeEnd = 0.5
        shape.fillColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 8, height: 8), transform: nil)
        CATransaction.flush()
        #expect(shape.animation(forKey: "strokeEnd") is CABasicAnimation)
        #expect(shape.animation(forKey: "fillColor") is CABasicAnimation)
        #expect(shape.animation(forKey: "path") == nil)
    }
}
