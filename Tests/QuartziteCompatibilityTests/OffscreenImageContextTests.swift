import Foundation
import Quartzite
import Testing

extension CompatibilityTests {
    /// porting.md's replacement for UIKit's image contexts, written out as the guide gives it:
    /// a bitmap context of `size × scale` pixels flipped to UIKit's y-down points.
    @Suite("UIKit image contexts as flipped bitmap contexts")
    struct OffscreenImageContextTests {
        /// A 40 × 30-point context at scale 2 is 80 × 60 pixels; a red square at points
        /// (30, 20, 10, 10) fills the bottom-right 20 × 20 pixels (y down, as in UIKit), and
        /// `layer.render(in:)` draws the layer in its own space (its bounds from the top-left:
        /// Apple's render(in:) does not apply the layer's own position).
        @Test func theGuidesContextDrawsYDownInPoints() throws {
            let size = CGSize(width: 40, height: 30), scale: CGFloat = 2
            let ctx = try #require(CGContext(
                data: nil, width: Int(size.width * scale), height: Int(size.height * scale), bitsPerComponent: 8,
                bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            ctx.translateBy(x: 0, y: size.height * scale)
            ctx.scaleBy(x: scale, y: -scale)
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 30, y: 20, width: 10, height: 10))
            let layer = CALayer()
            layer.frame = CGRect(x: 20, y: 20, width: 20, height: 10)
            layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            layer.render(in: ctx)
            let image = try #require(ctx.makeImage())
            #expect(image.width == 80 && image.height == 60)
            let bytes = try #require(ctx.data).assumingMemoryBound(to: UInt8.self)
            func pixel(_ x: Int, _ y: Int) -> [UInt8] {
                (0..<4).map { bytes[y * ctx.bytesPerRow + x * 4 + $0] }
            }
            // The square: rows are top first in memory, so points y 20–30 are the last 20 rows.
            #expect(pixel(60, 40) == [255, 0, 0, 255] && pixel(79, 59) == [255, 0, 0, 255])
            #expect(pixel(59, 40)[3] == 0 && pixel(60, 39)[3] == 0)
            // The layer: its bounds (0, 0, 20, 10) in points are pixels (0, 0)–(40, 20).
            #expect(pixel(0, 0) == [0, 0, 255, 255] && pixel(39, 19) == [0, 0, 255, 255])
            #expect(pixel(40, 0)[3] == 0 && pixel(0, 20)[3] == 0)
        }
    }
}
