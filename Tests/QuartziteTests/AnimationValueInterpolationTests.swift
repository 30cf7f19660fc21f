import Testing
import Quartzite

@Suite struct AnimationValueInterpolationTests {
    @Test func scalarsAndGeometryAreComponentWise() {
        #expect(AnimationValue.number(10).interpolated(to: .number(30), fraction: 0.25) == .number(15))
        #expect(AnimationValue.point(CGPoint(x: 100, y: 60)).interpolated(to: .point(CGPoint(x: 100, y: 200)), fraction: 0.5)
            == .point(CGPoint(x: 100, y: 130)))
        #expect(AnimationValue.size(CGSize(width: 10, height: 20)).interpolated(to: .size(CGSize(width: 30, height: 60)), fraction: 0.5)
            == .size(CGSize(width: 20, height: 40)))
        #expect(AnimationValue.rect(CGRect(x: 0, y: 0, width: 100, height: 40))
            .interpolated(to: .rect(CGRect(x: 0, y: 300, width: 100, height: 40)), fraction: 0.5)
            == .rect(CGRect(x: 0, y: 150, width: 100, height: 40)))
        #expect(AnimationValue.numbers([0, 1]).interpolated(to: .numbers([1, 3]), fraction: 0.5) == .numbers([0.5, 2]))
    }

    /// REFERENCE 4.3 / 11.6: straight (non-premultiplied) sRGB RGBA, so clear (0, 0, 0, 0) →
    /// white passes through 50 % gray at 50 % alpha, and transparent white → white keeps
    /// (1, 1, 1) at alpha 0.5.
    @Test func differentContentsCrossfadeStrictlyInside() throws {
        let a = try CGImage(width: 1, height: 1, premultipliedRGBA: [255, 0, 0, 255])
        let b = try CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 255, 255])
        let from = AnimationValue.other(OpaqueAnimationValue(a))
        let to = AnimationValue.other(OpaqueAnimationValue(b))
        guard case .other(let mid) = from.interpolated(to: to, fraction: 0.3),
            let fade = mid.base as? ContentsCrossfade
        else {
            Issue.record("no crossfade at 0.3")
            return
        }
        #expect(fade.fraction == 0.3)
        if case .image(let image) = fade.from { #expect(image === a) } else { Issue.record("from") }
        if case .image(let image) = fade.to { #expect(image === b) } else { Issue.record("to") }
        #expect(from.interpolated(to: to, fraction: 0) == from)
        #expect(from.interpolated(to: to, fraction: 1) == to)
        #expect(from.interpolated(to: from, fraction: 0.3) == from)
        // Other opaque values stay discrete.
        let x = AnimationValue.other(OpaqueAnimationValue("x")), y = AnimationValue.other(OpaqueAnimationValue("y"))
        #expect(x.interpolated(to: y, fraction: 0.3) == x && x.interpolated(to: y, fraction: 0.7) == y)
        // A layer's contents take the nearer image.
        var p = LayerProperties()
        #expect(LayerPropertyRegistry.descriptor(forKey: "contents")!.set(&p, to.interpolated(to: from, fraction: 0.3)))
        #expect(p.contents === b && p.contentsCrossfade?.fraction == 0.3)
    }

    @Test func colorsInterpolateOnStraightRGBA() {
        let clearToWhite = AnimationValue.color(.clear).interpolated(to: .color(.white), fraction: 0.5)
        #expect(clearToWhite == .color(CGColor(gray: 0.5, alpha: 0.5)))
        let transparentWhite = CGColor(red: 1, green: 1, blue: 1, alpha: 0)
        let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        #expect(AnimationValue.color(transparentWhite).interpolated(to: .color(white), fraction: 0.5)
            == .color(CGColor(red: 1, green: 1, blue: 1, alpha: 0.5)))
        let colors = AnimationValue.colors([.black, white]).interpolated(to: .colors([white, .black]), fraction: 0.25)
        #expect(colors == .colors([CGColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 1), CGColor(red: 0.75, green: 0.75, blue: 0.75, alpha: 1)]))
    }

    static func rotationZ(of value: AnimationValue) -> Double {
        guard case .transform(let t) = value else { return .nan }
        return atan2(Double(t.m12), Double(t.m11))
    }

    /// Transforms interpolate by decomposition: half-way from 0 to π/2 is π/4; from 0 to 3π/2
    /// the shortest arc goes the other way, through −π/4.
    @Test func transformRotationsTakeTheShortestArc() {
        let start = AnimationValue.transform(CATransform3DIdentity)
        let quarter = AnimationValue.transform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        #expect(abs(Self.rotationZ(of: start.interpolated(to: quarter, fraction: 0.5)) - .pi / 4) < 1e-9)
        let threeQuarters = AnimationValue.transform(CATransform3DMakeRotation(3 * .pi / 2, 0, 0, 1))
        #expect(abs(Self.rotationZ(of: start.interpolated(to: threeQuarters, fraction: 0.5)) + .pi / 4) < 1e-9)
    }

    @Test func transformTranslationAndScaleAreLinear() {
        let a = AnimationValue.transform(CATransform3DMakeTranslation(0, 0, 0))
        let b = AnimationValue.transform(CATransform3DScale(CATransform3DMakeTranslation(100, 50, 0), 3, 3, 1))
        guard case .transform(let mid) = a.interpolated(to: b, fraction: 0.5) else {
            Issue.record("not a transform")
            return
        }
        #expect(abs(mid.m41 - 50) < 1e-9 && abs(mid.m42 - 25) < 1e-9)
        #expect(abs(mid.m11 - 2) < 1e-9 && abs(mid.m22 - 2) < 1e-9)
    }

    @Test func affineTransformsInterpolateThroughTheirDecomposition() {
        let a = AnimationValue.affineTransform(.identity)
        let b = AnimationValue.affineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        guard case .affineTransform(let mid) = a.interpolated(to: b, fraction: 0.5) else {
            Issue.record("not an affine transform")
            return
        }
        #expect(abs(Double(mid.a) - cos(.pi / 4)) < 1e-9 && abs(Double(mid.b) - sin(.pi / 4)) < 1e-9)
    }

    @Test func pathsInterpolatePointWiseWhenStructureMatches() {
        var a = PathData()
        a.move(to: CGPoint(x: 0, y: 0))
        a.addLine(to: CGPoint(x: 10, y: 0))
        var b = PathData()
        b.move(to: CGPoint(x: 0, y: 10))
        b.addLine(to: CGPoint(x: 30, y: 10))
        var expected = PathData()
        expected.move(to: CGPoint(x: 0, y: 5))
        expected.addLine(to: CGPoint(x: 20, y: 5))
        #expect(AnimationValue.path(a).interpolated(to: .path(b), fraction: 0.5) == .path(expected))
        var c = PathData()
        c.move(to: CGPoint(x: 0, y: 0))
        c.addQuadCurve(to: CGPoint(x: 5, y: 5), control: CGPoint(x: 5, y: 0))
        #expect(AnimationValue.path(a).interpolated(to: .path(c), fraction: 0.4) == .path(a))
        #expect(AnimationValue.path(a).interpolated(to: .path(c), fraction: 0.6) == .path(c))
    }

    /// Booleans, opaque values and mismatched kinds or counts switch half-way.
    @Test func discreteValuesSwitchHalfWay() {
        #expect(AnimationValue.bool(false).interpolated(to: .bool(true), fraction: 0.49) == .bool(false))
        #expect(AnimationValue.bool(false).interpolated(to: .bool(true), fraction: 0.5) == .bool(true))
        let a = AnimationValue.other(OpaqueAnimationValue("a"))
        let b = AnimationValue.other(OpaqueAnimationValue("b"))
        #expect(a.interpolated(to: b, fraction: 0.3) == a)
        #expect(a.interpolated(to: b, fraction: 0.7) == b)
        #expect(AnimationValue.numbers([1]).interpolated(to: .numbers([1, 2]), fraction: 0.2) == .numbers([1]))
        #expect(AnimationValue.number(1).interpolated(to: .point(.zero), fraction: 0.8) == .point(.zero))
    }
}
