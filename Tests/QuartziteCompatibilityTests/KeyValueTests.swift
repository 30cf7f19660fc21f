import Foundation
import Quartzite
import Testing

extension CompatibilityTests {
    @Suite("Key-value reads and boxed values")
    struct KeyValueTests {
        @Test func readsCastToEveryNumberType() {
            startClock()
            let layer = CALayer()
            KeyValueProgram.configure(layer)
            CATransaction.flush()
            let read = KeyValueProgram.readings(of: layer)
            #expect(near(read.rotation, .pi / 2, 1e-12))
            #expect(near(Double(read.rotationCGFloat), .pi / 2, 1e-12))
            #expect(near(read.scale?.doubleValue, 1, 1e-12))
            #expect(read.x == 100)
            #expect(read.opacity == 0.5)
            // Float properties come back as single-precision numbers: they cast to Float
            // even when not exactly representable in it (0.3), as Apple's do.
            layer.opacity = 0.3
            #expect(layer.value(forKey: "opacity") as? Float == 0.3)
            #expect(near(layer.value(forKey: "opacity") as? Double, 0.3, 1e-7))
            #expect(read.position == CGPoint(x: 100, y: 50))
            #expect(read.positionBox?.cgPointValue == CGPoint(x: 100, y: 50))
            #expect(layer.bounds == CGRect(x: 0, y: 0, width: 80, height: 40))
        }

        @Test func boxedValuesAnimate() throws {
            startClock()
            let layer = CALayer()
            KeyValueProgram.configure(layer)
            CATransaction.flush()
            KeyValueProgram.animate(layer)
            CATransaction.flush()
            setClock(10.5)
            let presentation = try #require(layer.presentation())
            #expect(near(presentation.transform.m11, 2, 1e-9))
            #expect(near(presentation.position, CGPoint(x: 150, y: 50), 1e-9))
            #expect(near(Double(presentation.opacity), 1, 1e-6))
            // "transform.scale" is the mean of the three scales, (2 + 2 + 1) / 3 (Apple's).
            let read = KeyValueProgram.readings(of: presentation)
            #expect(near(read.scale?.doubleValue, 5.0 / 3, 1e-9))
            setClock(10.25)
            #expect(near(presented(layer, "opacity"), 0.5, 1e-6))
        }

        @Test func boxesRoundTrip() {
            let t = CATransform3DRotate(CATransform3DMakeTranslation(1, 2, 3), 0.5, 0, 1, 0)
            let box = NSValue(caTransform3D: t)
            #expect(CATransform3DEqualToTransform(box.caTransform3DValue, t))
            #expect((box as Any as? CATransform3D).map { CATransform3DEqualToTransform($0, t) } == true)
            #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
            #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
            #expect(NSValue(cgVector: CGVector(dx: 5, dy: 6)).cgVectorValue == CGVector(dx: 5, dy: 6))
            let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
            #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
            #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)) as Any as? CGSize == nil)
            #expect(CGPoint(x: 1, y: 2) as Any as? NSValue == NSValue(cgPoint: CGPoint(x: 1, y: 2)))
            #expect(CGFloat(1.5) as Any as? NSNumber == NSNumber(value: 1.5))
            #expect(NSNumber(value: 2.5) as Any as? CGFloat == 2.5)
        }
    }
}
