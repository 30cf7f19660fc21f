import Foundation
import Testing

@testable import Quartzite

@Suite("CALayer conversion and hit testing")
struct LayerConversionTests {
    /// Root 200×200 at frame (0, 0, 200, 200); A at frame (0, 0, 100, 100); B 40×20 at
    /// position (150, 150) turned 90° (it covers x 140…160, y 130…170 of the root).
    private func scene() -> (root: CALayer, a: CALayer, b: CALayer) {
        let root = CALayer(), a = CALayer(), b = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        a.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        b.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        b.position = CGPoint(x: 150, y: 150)
        b.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.addSublayer(a)
        root.addSublayer(b)
        return (root, a, b)
    }

    /// B's (0, 0) is (−20, −10) from its centre; turning +90° maps (x, y) to (−y, x) = (10, −20);
    /// plus the position gives (160, 130) in the root, which is (160, 130) in A too.
    @Test func pointsBetweenSiblingsThroughARotation() {
        let (_, a, b) = scene()
        #expect(close(b.convert(CGPoint.zero, to: a), CGPoint(x: 160, y: 130), 1e-9))
        #expect(close(b.convert(CGPoint(x: 40, y: 20), to: a), CGPoint(x: 140, y: 170), 1e-9))
        #expect(close(a.convert(CGPoint.zero, from: b), CGPoint(x: 160, y: 130), 1e-9))
        #expect(close(b.convert(CGPoint(x: 160, y: 130), from: a), .zero, 1e-9))
        #expect(close(a.convert(CGPoint(x: 140, y: 170), to: b), CGPoint(x: 40, y: 20), 1e-9))
    }

    @Test func rectsBecomeBoundingBoxes() {
        let (_, a, b) = scene()
        #expect(close(b.convert(b.bounds, to: a), CGRect(x: 140, y: 130, width: 20, height: 40), 1e-9))
        #expect(close(a.convert(CGRect(x: 140, y: 130, width: 20, height: 40), to: b), b.bounds, 1e-9))
    }

    /// Perspective m34 = −1/500 about the root's centre (100, 100); C 100×100 at (100, 100),
    /// zPosition 100. C's (0, 0) is at (50, 50, 100) before the sublayer transform: w = 1 − 100/500
    /// = 0.8, so its offset −50 from the centre grows to −62.5: (37.5, 37.5).
    @Test func sublayerTransformPerspectiveFlattens() {
        let root = CALayer(), c = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.sublayerTransform = perspective
        c.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        c.position = CGPoint(x: 100, y: 100)
        c.zPosition = 100
        root.addSublayer(c)
        #expect(close(c.convert(CGPoint.zero, to: root), CGPoint(x: 37.5, y: 37.5), 1e-9))
        #expect(close(c.convert(CGPoint(x: 50, y: 50), to: root), CGPoint(x: 100, y: 100), 1e-9))
        #expect(close(root.convert(CGPoint(x: 37.5, y: 37.5), to: c), .zero, 1e-9))
        #expect(close(c.convert(c.bounds, to: root), CGRect(x: 37.5, y: 37.5, width: 125, height: 125), 1e-9))
    }

    /// A layer turned 90° about y is seen edge-on: points of the root have no image in it.
    @Test func edgeOnPlanesGiveNaN() {
        let root = CALayer(), c = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        c.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        c.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        root.addSublayer(c)
        #expect(root.convert(CGPoint(x: 10, y: 10), to: c).x.isNaN)
    }

    @Test func hitTestFollowsTheRotatedShape() {
        let (root, a, b) = scene()
        #expect(root.hitTest(CGPoint(x: 150, y: 165)) === b)
        #expect(root.hitTest(CGPoint(x: 165, y: 150)) === root)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === a)
        #expect(root.hitTest(CGPoint(x: 250, y: 50)) == nil)
        b.isHidden = true
        #expect(root.hitTest(CGPoint(x: 150, y: 165)) === root)
    }

    @Test func hitTestPrefersHigherZPositionThenLaterSiblings() {
        let root = CALayer(), back = CALayer(), front = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        back.frame = root.frame
        front.frame = root.frame
        root.addSublayer(back)
        root.addSublayer(front)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === front)
        back.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === back)
    }

    @Test func masksToBoundsClipsHitsOnSublayers() {
        let root = CALayer(), child = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        root.addSublayer(child)
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) === child)
        root.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 120, y: 120)) == nil)
        #expect(child.contains(CGPoint(x: 10, y: 10)))
        #expect(!child.contains(CGPoint(x: -1, y: 10)))
    }

    /// A geometry-flipped layer's coordinates run up from the bottom of its bounds, where the
    /// compositor shows its sublayers: L (frame 50, 50, 100, 100 in a 200 × 200 root) is
    /// flipped; its sublayer C has frame (10, 10, 20, 20) in L, so on screen C covers root
    /// y 120…140 (C's origin at the bottom: root (60, 140)).
    @Test func conversionsAndHitsThroughAFlippedLayer() {
        let root = CALayer(), l = CALayer(), c = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        l.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        l.isGeometryFlipped = true
        c.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        root.addSublayer(l)
        l.addSublayer(c)
        #expect(close(root.convert(CGPoint.zero, from: l), CGPoint(x: 50, y: 150), 1e-9))
        #expect(close(root.convert(CGPoint.zero, from: c), CGPoint(x: 60, y: 140), 1e-9))
        #expect(close(l.convert(CGPoint.zero, from: c), CGPoint(x: 10, y: 10), 1e-9))
        #expect(close(c.convert(CGPoint(x: 60, y: 140), from: root), .zero, 1e-9))
        #expect(root.convert(CGRect(x: 0, y: 0, width: 20, height: 20), from: c) == CGRect(x: 60, y: 120, width: 20, height: 20))
        #expect(root.hitTest(CGPoint(x: 65, y: 135)) === c)
        #expect(root.hitTest(CGPoint(x: 65, y: 65)) === l)
    }
}
