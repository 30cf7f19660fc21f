import Foundation
import Quartzite
import Testing

extension CompatibilityTests {
    @Suite("A layer drawing attributed text with Core Text (paragraph styles)")
    struct AttributedTextLayerTests {
        /// The rows and columns holding ink when `layer` is painted into a 200 × 120 bitmap
        /// under the UIKit flip (y down), or nil.
        private func inkBox(_ layer: CALayer) throws -> CGRect? {
            let ctx = try #require(CGContext(
                data: nil, width: 200, height: 120, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            ctx.translateBy(x: 0, y: 120)
            ctx.scaleBy(x: 1, y: -1)
            layer.displayIfNeeded()
            layer.render(in: ctx)
            let bytes = ctx.data!.assumingMemoryBound(to: UInt8.self)
            var box = CGRect.null
            for y in 0..<120 {
                for x in 0..<200 where bytes[y * ctx.bytesPerRow + x * 4 + 3] > 64 {
                    box = box.union(CGRect(x: x, y: y, width: 1, height: 1))
                }
            }
            return box.isNull ? nil : box
        }

        /// 24 points of line spacing put the second line 24 points lower; both stay centred in
        /// the 200-point width, upright, from the layer's top.
        @Test func lineSpacingFromTheParagraphStyleSpacesTheLines() throws {
            startClock()
            let tight = try #require(try inkBox(AttributedTextLayer.twoLines(spacing: 0)))
            let spaced = try #require(try inkBox(AttributedTextLayer.twoLines(spacing: 24)))
            #expect(abs(spaced.height - tight.height - 24) <= 1, "\(spaced) against \(tight)")
            #expect(abs(spaced.midX - 100) <= 2 && spaced.minY < 8, "\(spaced)")
        }
    }
}
