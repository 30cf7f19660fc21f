import Foundation
import QuartzGeometry
import Testing

@Suite struct CGAffineTransformTests {
    @Test func initialisersSetApplesFields() {
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(
            CGAffineTransform(translationX: 3, y: -4)
                == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: -4))
        #expect(
            CGAffineTransform(scaleX: 2, y: 5)
                == CGAffineTransform(a: 2, b: 0, c: 0, d: 5, tx: 0, ty: 0))
        let r = CGAffineTransform(rotationAngle: .pi / 6)
        #expect(close(r.a, 0.75.squareRoot()) && close(r.b, 0.5))
        #expect(close(r.c, -0.5) && close(r.d, 0.75.squareRoot()))
        #expect(r.tx == 0 && r.ty == 0)
    }

    @Test func pointMapping() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        // x' = 1·10 + 3·20 + 5 = 75, y' = 2·10 + 4·20 + 6 = 106
        #expect(CGPoint(x: 10, y: 20).applying(t) == CGPoint(x: 75, y: 106))
        // Sizes ignore translation.
        #expect(CGSize(width: 10, height: 20).applying(t) == CGSize(width: 70, height: 100))
        // Positive rotation turns +x toward +y.
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(p, CGPoint(x: 0, y: 1)))
        #expect(CGSize(width: 2, height: 3).applying(CGAffineTransform(scaleX: -1, y: 1))
            == CGSize(width: -2, height: 3))
    }

    @Test func concatenatingIsSelfThenArgument() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        let p = CGPoint(x: 1, y: 1)
        // scale then move: (2, 2) + (10, 0)
        #expect(p.applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        // move then scale: (11, 1) · 2
        #expect(p.applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
    }

    @Test func translatedScaledRotatedApplyTheNewOperationFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        let p = CGPoint(x: 1, y: 1)
        // translate (10, 0) first, then scale: (11, 1) → (22, 3)
        #expect(p.applying(scale.translatedBy(x: 10, y: 0)) == CGPoint(x: 22, y: 3))
        #expect(scale.translatedBy(x: 10, y: 0).tx == 20)
        let move = CGAffineTransform(translationX: 10, y: 0)
        // scale first, then move: (2, 3) + (10, 0)
        #expect(p.applying(move.scaledBy(x: 2, y: 3)) == CGPoint(x: 12, y: 3))
        // rotate 90° first: (1, 1) → (−1, 1), then move → (9, 1)
        #expect(close(p.applying(move.rotated(by: .pi / 2)), CGPoint(x: 9, y: 1)))
    }

    @Test func rectBoundingBoxUnderRotation() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let out = rect.applying(CGAffineTransform(rotationAngle: .pi / 4))
        let h = 100 / 2.0.squareRoot()
        // Corners (0,0), (70.7,70.7), (−70.7,70.7), (0,141.4).
        #expect(close(out.minX, -h) && close(out.maxX, h))
        #expect(close(out.minY, 0) && close(out.maxY, 2 * h))
        let flipped = CGRect(x: 1, y: 2, width: 3, height: 4)
            .applying(CGAffineTransform(scaleX: -1, y: 1))
        #expect(flipped == CGRect(x: -4, y: 2, width: 3, height: 4))
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 1, y: 1)).isNull)
    }

    @Test func invertedUndoesAndKeepsSingularMatrices() {
        let t = CGAffineTransform(translationX: 5, y: -2).rotated(by: 0.7).scaledBy(x: 2, y: 0.5)
        #expect(close(t.concatenating(t.inverted()), .identity))
        #expect(close(t.inverted().concatenating(t), .identity))
        let inv = CGAffineTransform(scaleX: 2, y: 4).translatedBy(x: 1, y: 1).inverted()
        #expect(close(inv, CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -1, ty: -1)))
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 4)
        #expect(singular.inverted() == singular)
    }

    @Test func codableUsesApplesArrayLayout() throws {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let data = try JSONEncoder().encode(t)
        #expect(String(decoding: data, as: UTF8.self) == "[1,2,3,4,5,6]")
        #expect(try JSONDecoder().decode(CGAffineTransform.self, from: data) == t)
    }
}
