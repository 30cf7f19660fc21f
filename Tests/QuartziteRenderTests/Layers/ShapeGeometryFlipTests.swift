import Foundation
import Quartzite
import QuartziteTestSupport
import Testing

@testable import QuartziteRender

/// A geometry-flipped shape layer draws its path in its flipped space: y up from the bottom of
/// its bounds (Apple: "the geometry of the layer and its sublayers is flipped vertically"; the
/// classic text-outline recipe sets `isGeometryFlipped` on the shape layer to show Core Text's
/// y-up glyph paths upright).
@Suite("Geometry-flipped shape layers")
struct ShapeGeometryFlipTests {
    /// A 100 × 100 shape layer at (20, 10) whose path is a bar along y = 0…10.
    private func bar(flipped: Bool) -> CALayer {
        let root = rootLayer(160, 120, color(0, 0, 0))
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 20, y: 10, width: 100, height: 100)
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 10), transform: nil)
        shape.fillColor = color(1, 0, 0)
        shape.isGeometryFlipped = flipped
        root.addSublayer(shape)
        return root
    }

    private func isRed(_ p: SIMD4<UInt8>) -> Bool { p.x > 200 && p.y < 40 }

    @Test("the path's y = 0 is the bounds' bottom, on both renderers' paths and in render(in:)")
    func pathIsDrawnYUp() throws {
        for drawings in [true, false] {
            let software = SoftwareRenderer(threadCount: 1)
            software.prefersDrawings = drawings
            let renderer = FrameRenderer(renderer: software)
            let plain = try renderer.render(layer: bar(flipped: false), size: CGSize(width: 160, height: 120))
            let flipped = try renderer.render(layer: bar(flipped: true), size: CGSize(width: 160, height: 120))
            // Unflipped: rows 10…20; flipped: rows 100…110 (the layer spans rows 10…110).
            #expect(isRed(plain.pixel(x: 70, y: 15)) && !isRed(plain.pixel(x: 70, y: 105)))
            #expect(isRed(flipped.pixel(x: 70, y: 105)) && !isRed(flipped.pixel(x: 70, y: 15)), "drawings: \(drawings)")
        }
        // render(in:) under the UIKit flip paints it where the compositor does.
        let ctx = try #require(CGContext(
            data: nil, width: 160, height: 120, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        ctx.translateBy(x: 0, y: 120)
        ctx.scaleBy(x: 1, y: -1)
        bar(flipped: true).render(in: ctx)
        let bytes = ctx.data!.assumingMemoryBound(to: UInt8.self)
        func pixel(_ x: Int, _ y: Int) -> SIMD4<UInt8> {
            let i = y * ctx.bytesPerRow + x * 4
            return SIMD4(bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
        }
        #expect(isRed(pixel(70, 105)) && !isRed(pixel(70, 15)))
    }
}
