import Foundation
import Quartzite
@testable import QuartziteRender
import QuartziteTestSupport
import Testing

/// Large shapes of layers drawn by a scale and a translation only are rasterized on the pass's
/// pixel grid and drawn texel for pixel (issue 16); small shapes and moving layers keep their
/// layer-space image.
@Suite("Shapes on the pass's pixel grid")
struct PixelGridContentTests {
    /// A 400 × 300 canvas with one shape layer: an ellipse of `size` points, the layer scaled by
    /// 0.75 and placed at a fractional position.
    func scene(size: Double, moving: Bool = false) -> (root: CALayer, shape: CAShapeLayer) {
        let root = rootLayer(400, 300)
        let shape = CAShapeLayer()
        shape.anchorPoint = .zero
        shape.bounds = CGRect(x: 0, y: 0, width: size, height: size)
        shape.position = CGPoint(x: 20.3, y: 10.6)
        shape.transform = CATransform3DMakeScale(0.75, 0.75, 1)
        shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: size, height: size), transform: nil)
        shape.fillColor = color(0.2, 0.4, 0.9)
        if moving {
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 20.3
            move.toValue = 60.3
            move.duration = 10
            shape.add(move, forKey: "move")
        }
        root.addSublayer(shape)
        return (root, shape)
    }

    func plan(_ root: CALayer) -> RenderPlan {
        CATransaction.flush()
        let flattener = LayerTreeFlattener()
        var plan = RenderPlan()
        flattener.flatten(root.committedSnapshot!, at: 0, canvasSize: CGSize(width: 400, height: 300), scale: 1, into: &plan)
        return plan
    }

    /// The shape's quad (the one after the root's background) and its matrix.
    func shapeQuad(_ plan: RenderPlan) -> (DrawQuad, CATransform3D) {
        let quad = plan.quads[1]
        return (quad, plan.sharedStates[quad.sharedStateIndex].transform)
    }

    @Test("a large still shape: a quad in pass pixels (identity matrix, whole-pixel rect, uv = rect size)")
    func largeShapeOnGrid() {
        // 300 points at 0.75: 225 × 225 pixels, beyond 200 × 200.
        let (quad, matrix) = shapeQuad(plan(scene(size: 300).root))
        #expect(CATransform3DIsIdentity(matrix))
        let r = quad.rect
        #expect(r.minX == r.minX.rounded() && r.minY == r.minY.rounded())
        #expect(r.width == quad.uvRect.width && r.height == quad.uvRect.height)
        // The ellipse spans x 20.3 … 245.3 on the pass: the quad covers it, a pixel of margin.
        #expect(r.minX <= 20 && r.maxX >= 246 && r.minX >= 18 && r.maxX <= 248)
    }

    @Test("a small shape, or a layer an animation moves: the layer-space image, resampled through the layer's matrix")
    func smallOrMovingShapeInLayerSpace() {
        for (name, root) in [("small", scene(size: 100).root), ("moving", scene(size: 300, moving: true).root)] {
            let (_, matrix) = shapeQuad(plan(root))
            #expect(matrix.m11 == 0.75 && matrix.m22 == 0.75, "\(name)")
        }
    }

    @Test("on the grid or in layer space, the frames match within the resampling saved")
    func pixelsMatch() {
        let (root, shape) = scene(size: 300)
        var grid = Frame(width: 0, height: 0)
        var layerSpace = Frame(width: 0, height: 0)
        let renderer = SoftwareRenderer(threadCount: 2, antialiasing: .perLayer)
        _ = renderer.render(plan(root), into: &grid)
        // The same shape, moving (an animation that stays put): drawn in layer space.
        let still = CABasicAnimation(keyPath: "position.x")
        still.fromValue = 20.3
        still.toValue = 20.3
        still.duration = 10
        shape.add(still, forKey: "still")
        _ = renderer.render(plan(root), into: &layerSpace)
        let result = ImageComparator.fuzzy(channelTolerance: 2, maxDifferingFraction: 0.02).compare(
            actual: grid.pixels, expected: layerSpace.pixels, pixelCount: grid.width * grid.height)
        #expect(result.matches, "\(result.differingPixels) pixels beyond 2")
        #expect(result.largestChannelDifference <= 64, "up to \(result.largestChannelDifference)")
    }
}
