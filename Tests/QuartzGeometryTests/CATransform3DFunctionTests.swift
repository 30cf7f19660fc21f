import Foundation
import QuartzGeometry
import Testing

/// The vectors of REFERENCE.md section 7.1.
@Suite struct CATransform3DFunctionTests {
    @Test func translationAndScale() {
        let t = CATransform3DMakeTranslation(3, -4, 5)
        #expect(fields(t) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 3, -4, 5, 1])
        let s = CATransform3DMakeScale(2, 3, 4)
        #expect(fields(s) == [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1])
    }

    @Test func rotationAboutZTurnsXTowardY() {
        let a = 0.3
        let r = CATransform3DMakeRotation(a, 0, 0, 1)
        #expect(r.m11 == cos(a) && r.m12 == sin(a) && r.m21 == -sin(a) && r.m22 == cos(a))
        #expect(r.m33 == 1 && r.m44 == 1 && r.m13 == 0 && r.m31 == 0)
        #expect(CATransform3DIsAffine(r))
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 7)  // axis is normalised
        let p = quarter.projectPoint(CGPoint(x: 1, y: 0))
        #expect(close(p, CGPoint(x: 0, y: 1)))
    }

    @Test func rotationAboutXAndY() {
        // About x by 90°: +y goes to +z, +z goes to −y.
        let rx = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
        #expect(close(rx.m22, 0) && close(rx.m23, 1) && close(rx.m32, -1) && close(rx.m33, 0))
        #expect(rx.m11 == 1)
        let y = rx.mapPoint(x: 0, y: 1, z: 0)
        #expect(close(y.x, 0) && close(y.y, 0) && close(y.z, 1) && y.w == 1)
        // About y by 90°: +z goes to +x, +x goes to −z.
        let ry = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        #expect(close(ry.m11, 0) && close(ry.m13, -1) && close(ry.m31, 1) && close(ry.m33, 0))
        let x = ry.mapPoint(x: 1, y: 0, z: 0)
        #expect(close(x.x, 0) && close(x.z, -1))
        let z = ry.mapPoint(x: 0, y: 0, z: 1)
        #expect(close(z.x, 1) && close(z.z, 0))
    }

    @Test func rotationAboutArbitraryAxis() {
        // 120° about (1,1,1) cycles the axes: x → y → z → x.
        let r = CATransform3DMakeRotation(2 * .pi / 3, 2, 2, 2)
        let expected = CATransform3D(
            m11: 0, m12: 1, m13: 0, m14: 0, m21: 0, m22: 0, m23: 1, m24: 0,
            m31: 1, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
        #expect(close(r, expected), "\(r)")
        // The formula of 7.1 for a non-symmetric axis (0.6, 0, 0.8), θ = 1.
        let (s, c) = (sin(1.0), cos(1.0))
        let cc = 1 - c
        let g = CATransform3DMakeRotation(1, 3, 0, 4)
        let formula = CATransform3D(
            m11: c + cc * 0.36, m12: 0.8 * s, m13: cc * 0.48, m14: 0,
            m21: -0.8 * s, m22: c, m23: 0.6 * s, m24: 0,
            m31: cc * 0.48, m32: -0.6 * s, m33: c + cc * 0.64, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
        #expect(close(g, formula, 1e-12))
    }

    @Test func zeroAxisGivesIdentity() {
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1.2, 0, 0, 0)))
    }

    @Test func translateScaleRotateApplyTheNewOperationFirst() {
        let base = CATransform3DMakeScale(2, 2, 2)
        // Translate first: (1,0,0) → (11,0,0) → scaled (22,0,0).
        let t = CATransform3DTranslate(base, 10, 0, 0)
        #expect(t == CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), base))
        #expect(t.m41 == 20)
        let move = CATransform3DMakeTranslation(10, 0, 0)
        let s = CATransform3DScale(move, 2, 3, 4)
        #expect(s == CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), move))
        #expect(s.m41 == 10 && s.m11 == 2)
        let r = CATransform3DRotate(move, .pi / 2, 0, 0, 1)
        #expect(close(r, CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), move)))
        // Rotate first: (1,0) → (0,1), then move → (10,1).
        #expect(close(r.projectPoint(CGPoint(x: 1, y: 0)), CGPoint(x: 10, y: 1)))
        #expect(CATransform3DRotate(move, 1, 0, 0, 0) == move)
    }

    @Test func concatIsFirstThenSecond() {
        let rotate = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let move = CATransform3DMakeTranslation(10, 0, 0)
        let p = CGPoint(x: 1, y: 0)
        // Rotate (0,1), then move: (10,1).
        #expect(close(CATransform3DConcat(rotate, move).projectPoint(p), CGPoint(x: 10, y: 1)))
        // Move (11,0), then rotate: (0,11).
        #expect(close(CATransform3DConcat(move, rotate).projectPoint(p), CGPoint(x: 0, y: 11)))
    }

    @Test func affineConversions() {
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(a)
        #expect(fields(t) == [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == a)
        var p = t
        p.m34 = -1.0 / 500
        #expect(!CATransform3DIsAffine(p))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeScale(1, 1, 2)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 1, 0, 0)))
        // A point maps the same way through both forms.
        let q = CGPoint(x: 7, y: -3)
        #expect(close(t.projectPoint(q), q.applying(a)))
    }

    @Test func invertOfSingularReturnsArgument() {
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(singular) == singular)
        #expect(CATransform3DInvert(CATransform3D()) == CATransform3D())
        let scaled = CATransform3DMakeScale(2, 4, 5)
        let inv = CATransform3DInvert(CATransform3DTranslate(scaled, 1, 2, 3))
        let expected = CATransform3D(
            m11: 0.5, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0.25, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 0.2, m34: 0, m41: -1, m42: -2, m43: -3, m44: 1)
        #expect(close(inv, expected, 1e-15))
    }
}
