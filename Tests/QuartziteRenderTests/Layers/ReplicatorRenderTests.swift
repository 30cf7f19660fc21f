import Foundation
import Quartzite
import QuartziteTestSupport
import Testing

@testable import QuartziteRender

/// CAReplicatorLayer.h: `preservesDepth` "defines whether this layer flattens its sublayers
/// into its plane or not (i.e. whether it's treated similarly to a transform layer or not)…
/// If YES, the standard restrictions apply (see CATransformLayer.h)"; `instanceTransform` "is
/// applied relative to the center of the replicator layer".
@Suite("CAReplicatorLayer rendering")
struct ReplicatorRenderTests {
    /// A 200-point container with perspective (m34 = −1/500) holding a replicator of one copy:
    /// a red 40-point square 100 points towards the viewer, the replicator green behind it.
    private func perspectiveScene(preservesDepth: Bool) throws -> CGImage {
        let root = rootLayer(200, 200, nil)
        root.sublayerTransform = perspectiveTransform(500)
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        replicator.backgroundColor = color(0, 1, 0)
        replicator.preservesDepth = preservesDepth
        let square = solidLayer(CGRect(x: 80, y: 80, width: 40, height: 40), color(1, 0, 0))
        square.transform = CATransform3DMakeTranslation(0, 0, 100)
        replicator.addSublayer(square)
        root.addSublayer(replicator)
        CATransaction.flush()
        return try renderLayer(root, width: 200, height: 200).0.makeImage()
    }

    @Test("with preservesDepth the copies share the superlayer's 3D space: its perspective enlarges a copy in front")
    func preservesDepthKeepsZUnderTheSuperlayersPerspective() throws {
        // In front by 100 under a 500-point perspective: w = 0.8, the square 50 points wide
        // (75…125); flattened into the replicator's plane it stays 40 (80…120).
        let deep = try perspectiveScene(preservesDepth: true)
        #expect(deep.pixel(x: 78, y: 100) == (255, 0, 0, 255) && deep.pixel(x: 122, y: 100) == (255, 0, 0, 255))
        let flat = try perspectiveScene(preservesDepth: false)
        #expect(flat.pixel(x: 82, y: 100) == (255, 0, 0, 255) && flat.pixel(x: 78, y: 100) == (0, 255, 0, 255))
    }

    @Test("with preservesDepth the replicator draws nothing of its own, as a transform layer")
    func preservesDepthDrawsNoBackground() throws {
        #expect(try perspectiveScene(preservesDepth: true).pixel(x: 10, y: 10).alpha == 0)
        #expect(try perspectiveScene(preservesDepth: false).pixel(x: 10, y: 10) == (0, 255, 0, 255))
    }

    @Test("instanceTransform turns about the centre of the bounds, whatever the anchor point")
    func instanceTransformAboutTheCentre() throws {
        let root = rootLayer(120, 120, nil)
        let replicator = CAReplicatorLayer()
        replicator.anchorPoint = .zero
        replicator.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        replicator.position = .zero
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeRotation(.pi, 0, 0, 1)
        replicator.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), color(1, 0, 0)))
        root.addSublayer(replicator)
        CATransaction.flush()
        let image = try renderLayer(root, width: 120, height: 120).0.makeImage()
        // Copy 1 turned half a turn about (50, 50): 90…100 (about the anchor, (0, 0), it would
        // be off the canvas).
        #expect(image.pixel(x: 5, y: 5) == (255, 0, 0, 255) && image.pixel(x: 95, y: 95) == (255, 0, 0, 255))
    }
}
