import Foundation
import Quartzite
import QuartziteTestSupport
import Testing

@testable import QuartziteRender

/// A layer whose own geometry is flipped gets a flipped context in `draw(in:)`
/// (`contentsAreFlipped()` counts the layer itself, CALayer.h), so what it draws lands where its
/// flipped geometry puts it, as a flipped shape layer's path does; an image set as `contents`
/// shows upright whatever is flipped (CALayer.h on `geometryFlipped`).
@Suite("Drawn and image contents of geometry-flipped layers")
struct DrawnGeometryFlipTests {
    /// Draws a red bar along y = 0…10 of its bounds.
    private final class BarLayer: CALayer {
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 10))
        }
    }

    /// A 100 × 100 image whose top ten rows are red, the rest transparent.
    private static let topBar: CGImage = {
        var bytes = [UInt8](repeating: 0, count: 100 * 100 * 4)
        for i in 0..<(100 * 10) { bytes[i * 4] = 255; bytes[i * 4 + 3] = 255 }
        return try! CGImage(width: 100, height: 100, premultipliedRGBA: bytes)
    }()

    /// A 160 × 120 black root holding, at `frame` (by default (20, 10) and 100 × 100), the layer
    /// `make` returns — itself geometry-flipped when `own`, inside a canvas-sized flipped
    /// container when `parent`.
    private func scene(
        own: Bool, parent: Bool, frame: CGRect = CGRect(x: 20, y: 10, width: 100, height: 100), _ make: () -> CALayer
    ) -> CALayer {
        let root = rootLayer(160, 120, color(0, 0, 0))
        let container = CALayer()
        container.frame = root.bounds
        container.isGeometryFlipped = parent
        let layer = make()
        // Under the flipped container the frame is mirrored about the canvas's middle: the
        // default one covers rows 10…110 either way.
        layer.frame = frame
        layer.isGeometryFlipped = own
        container.addSublayer(layer)
        root.addSublayer(container)
        return root
    }

    private func drawn() -> CALayer {
        let layer = BarLayer()
        layer.setNeedsDisplay()
        return layer
    }

    private func image() -> CALayer {
        let layer = CALayer()
        layer.contents = Self.topBar
        return layer
    }

    private func isRed(_ p: SIMD4<UInt8>) -> Bool { p.x > 200 && p.y < 40 }

    /// The rows the bar shows at on the compositor (drawings painted as drawings and as images)
    /// and in `render(in:)` under the UIKit flip: "top" (10…20) or "bottom" (100…110).
    private func barRows(_ root: () -> CALayer) throws -> [String] {
        func side(_ pixel: (Int, Int) -> SIMD4<UInt8>) -> String {
            switch (isRed(pixel(70, 15)), isRed(pixel(70, 105))) {
            case (true, false): "top"
            case (false, true): "bottom"
            default: "other"
            }
        }
        var sides: [String] = []
        for drawings in [true, false] {
            let software = SoftwareRenderer(threadCount: 1)
            software.prefersDrawings = drawings
            let frame = try FrameRenderer(renderer: software).render(layer: root(), size: CGSize(width: 160, height: 120))
            sides.append(side { frame.pixel(x: $0, y: $1) })
        }
        sides.append(side(try renderedInContext(root())))
        return sides
    }

    /// The pixels `render(in:)` paints of `root` into a 160 × 120 bitmap under the UIKit flip
    /// (y down from the top), read by (x, y).
    private func renderedInContext(_ root: CALayer) throws -> (Int, Int) -> SIMD4<UInt8> {
        let ctx = try #require(CGContext(
            data: nil, width: 160, height: 120, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        ctx.translateBy(x: 0, y: 120)
        ctx.scaleBy(x: 1, y: -1)
        CATransaction.flush()
        root.render(in: ctx)
        let bytes = ctx.data!.assumingMemoryBound(to: UInt8.self)
        return { x, y in
            let i = y * ctx.bytesPerRow + x * 4
            return SIMD4(bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
        }
    }

    @Test("a drawing turns with the layer's own flip and with a flipped superlayer's; two flips cancel")
    func drawingFollowsTheFlippedGeometry() throws {
        #expect(try barRows { scene(own: false, parent: false, drawn) } == ["top", "top", "top"])
        #expect(try barRows { scene(own: true, parent: false, drawn) } == ["bottom", "bottom", "bottom"])
        #expect(try barRows { scene(own: false, parent: true, drawn) } == ["bottom", "bottom", "bottom"])
        #expect(try barRows { scene(own: true, parent: true, drawn) } == ["top", "top", "top"])
    }

    @Test("an image shows upright whatever is flipped")
    func imageStaysUpright() throws {
        for own in [false, true] {
            for parent in [false, true] {
                #expect(try barRows { scene(own: own, parent: parent, image) } == ["top", "top", "top"], "own \(own), parent \(parent)")
            }
        }
    }

    @Test("render(in:) places the sublayers of a flipped layer where the compositor does")
    func renderInContextFlipsSublayerPositions() throws {
        // A red layer at y 10…30 of a flipped container: rows 90…110 of the canvas.
        let tree = {
            self.scene(own: false, parent: true, frame: CGRect(x: 20, y: 10, width: 30, height: 20)) {
                let red = CALayer()
                red.backgroundColor = color(1, 0, 0)
                return red
            }
        }
        let frame = try FrameRenderer(renderer: SoftwareRenderer(threadCount: 1)).render(
            layer: tree(), size: CGSize(width: 160, height: 120))
        #expect(isRed(frame.pixel(x: 30, y: 100)) && !isRed(frame.pixel(x: 30, y: 20)))
        let pixel = try renderedInContext(tree())
        #expect(isRed(pixel(30, 100)) && !isRed(pixel(30, 20)))
    }
}
