import QuartzGeometry
import Testing

@Suite struct TransformComponentTests {
    /// T · Rz · S in Core Animation's terms: translate, rotate and scale with the new
    /// operation applied first, i.e. a point is scaled, then rotated, then translated.
    func built(tx: CGFloat, ty: CGFloat, tz: CGFloat, angle: CGFloat, sx: CGFloat, sy: CGFloat)
        -> CATransform3D
    {
        var m = CATransform3DMakeTranslation(tx, ty, tz)
        m = CATransform3DRotate(m, angle, 0, 0, 1)
        return CATransform3DScale(m, sx, sy, 1)
    }

    @Test func readoutsEqualTheInputs() {
        let m = built(tx: 10, ty: -20, tz: 5, angle: 0.7, sx: 2, sy: 3)
        #expect(close(m.component(.translationX), 10) && close(m.component(.translationY), -20))
        #expect(close(m.component(.translationZ), 5))
        #expect(close(m.component(.rotationZ), 0.7) && close(m.component(.rotation), 0.7))
        #expect(close(m.component(.rotationX), 0) && close(m.component(.rotationY), 0))
        #expect(close(m.component(.scaleX), 2) && close(m.component(.scaleY), 3))
        #expect(close(m.component(.scaleZ), 1))
        #expect(close(m.component(.scale), 2) && close(m.component(.scaleXY), 2.5))
    }

    @Test func rotationAboutXAndYRead() {
        #expect(close(CATransform3DMakeRotation(0.5, 1, 0, 0).component(.rotationX), 0.5))
        #expect(close(CATransform3DMakeRotation(-0.5, 0, 1, 0).component(.rotationY), -0.5))
        #expect(close(CATransform3DMakeRotation(-2.5, 0, 0, 1).component(.rotationZ), -2.5))
    }

    @Test func settingOneComponentRecomposes() {
        let m = built(tx: 10, ty: -20, tz: 5, angle: 0.7, sx: 2, sy: 3)
        let turned = built(tx: 10, ty: -20, tz: 5, angle: -1.2, sx: 2, sy: 3)
        #expect(close(m.settingComponent(.rotationZ, to: -1.2), turned))
        let wider = built(tx: 10, ty: -20, tz: 5, angle: 0.7, sx: 4, sy: 3)
        #expect(close(m.settingComponent(.scaleX, to: 4), wider))
        let moved = built(tx: 10, ty: 1, tz: 5, angle: 0.7, sx: 2, sy: 3)
        #expect(close(m.settingComponent(.translationY, to: 1), moved))
        let scaled = m.settingComponent(.scale, to: 0.5)
        #expect(close(scaled.component(.scaleX), 0.5) && close(scaled.component(.scaleZ), 0.5))
        let xy = m.settingComponent(.scaleXY, to: 6)
        #expect(close(xy.component(.scaleY), 6) && close(xy.component(.scaleZ), 1))
        let tilted = CATransform3DIdentity.settingComponent(.rotationX, to: 0.3)
        #expect(close(tilted, CATransform3DMakeRotation(0.3, 1, 0, 0)))
    }

    @Test func eulerOrderIsXThenYThenZ() {
        var d = DecomposedTransform()
        d.setEulerAngles(SIMD3(0.3, -0.4, 1.1))
        let expected = CATransform3DConcat(
            CATransform3DConcat(
                CATransform3DMakeRotation(0.3, 1, 0, 0), CATransform3DMakeRotation(-0.4, 0, 1, 0)),
            CATransform3DMakeRotation(1.1, 0, 0, 1))
        #expect(close(d.transform, expected))
        let back = d.eulerAngles
        #expect(close(back.x, 0.3) && close(back.y, -0.4) && close(back.z, 1.1))
    }

    @Test func keyPathNames() {
        #expect(TransformComponent(keyPath: "rotation") == .rotationZ)
        #expect(TransformComponent(keyPath: "rotation.y") == .rotationY)
        #expect(TransformComponent(keyPath: "scale") == .scale)
        #expect(TransformComponent(keyPath: "scale.xy") == .scaleXY)
        #expect(TransformComponent(keyPath: "translation.z") == .translationZ)
        #expect(TransformComponent(keyPath: "translation") == nil)
    }

    @Test func degenerateMatricesReadBestEffort() {
        let move = CATransform3DMakeTranslation(3, 4, 0)
        let flat = CATransform3DConcat(CATransform3DMakeScale(0, 2, 1), move)
        #expect(flat.component(.scaleX) == 0 && flat.component(.scaleY) == 2)
        #expect(flat.component(.translationX) == 3 && flat.component(.rotationZ) == 0)
        let grown = flat.settingComponent(.scaleX, to: 1)
        #expect(close(grown, CATransform3DConcat(CATransform3DMakeScale(1, 2, 1), move)))
    }
}
