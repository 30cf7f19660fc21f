import Foundation
import Testing

@testable import Quartzite

@Suite("CALayer geometry")
struct LayerGeometryTests {
    /// Seed 003: setting frame (0, 0, 100, 40) sets bounds (0, 0, 100, 40) and position
    /// (= UIView.center) (50, 20); the frame reads back from bounds and position.
    @Test func seedFrameSetsBoundsAndPosition() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(layer.position == CGPoint(x: 50, y: 20))
        #expect(layer.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        layer.position = CGPoint(x: 80, y: 80)
        #expect(layer.frame == CGRect(x: 30, y: 60, width: 100, height: 40))
    }

    @Test func frameDependsOnAnchorPointNotBoundsOrigin() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 7, y: 9, width: 100, height: 40)
        layer.position = CGPoint(x: 50, y: 20)
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 50, y: 20, width: 100, height: 40))
        layer.anchorPoint = CGPoint(x: 1, y: 1)
        #expect(layer.frame == CGRect(x: -50, y: -20, width: 100, height: 40))
    }

    @Test func frameSetterKeepsBoundsOriginAndUsesAnchor() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 5, y: 6, width: 1, height: 1)
        layer.anchorPoint = CGPoint(x: 0.25, y: 1)
        layer.frame = CGRect(x: 10, y: 20, width: 40, height: 30)
        #expect(layer.bounds == CGRect(x: 5, y: 6, width: 40, height: 30))
        #expect(layer.position == CGPoint(x: 20, y: 50))
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 40, height: 30))
    }

    /// A 100×40 layer at (50, 20) rotated 90° about its centre covers 40×100 around the same
    /// centre: (30, −30, 40, 100).
    @Test func frameUnderQuarterTurnIsTheBoundingBox() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(close(layer.frame, CGRect(x: 30, y: -30, width: 40, height: 100), 1e-9))
    }

    /// At 45° both sides of the box are (100 + 40)·cos 45° = 98.9949…, centred on (50, 20).
    @Test func frameUnderEighthTurnIsTheBoundingBox() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        let side = 140 * 0.5.squareRoot()
        #expect(close(layer.frame, CGRect(x: 50 - side / 2, y: 20 - side / 2, width: side, height: side), 1e-9))
    }

    @Test func frameUnderScaleGrowsAboutTheAnchor() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.anchorPoint = .zero
        layer.position = .zero
        layer.transform = CATransform3DMakeScale(2, 3, 1)
        #expect(close(layer.frame, CGRect(x: 0, y: 0, width: 200, height: 120)))
        #expect(layer.preferredFrameSize() == CGSize(width: 200, height: 120))
    }

    @Test func affineTransformRoundTrips() {
        let layer = CALayer()
        let m = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        layer.setAffineTransform(m)
        #expect(layer.affineTransform() == m)
        #expect(layer.transform.m41 == 5 && layer.transform.m22 == 4)
    }

    @Test func contentsAreFlippedCountsFlippedAncestors() {
        let root = CALayer(), middle = CALayer(), leaf = CALayer()
        root.addSublayer(middle)
        middle.addSublayer(leaf)
        #expect(leaf.contentsAreFlipped() == false)
        root.isGeometryFlipped = true
        #expect(leaf.contentsAreFlipped() == true)
        middle.isGeometryFlipped = true
        #expect(leaf.contentsAreFlipped() == false)
    }
}
