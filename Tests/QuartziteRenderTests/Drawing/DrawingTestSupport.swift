import Foundation
import QuartziteRender
import Testing

@testable import Quartzite

/// Records `body` on a `width × height`-pixel context of `scale` and rasterizes it (no cache).
func rasterized(
    width: Int, height: Int, scale: CGFloat = 1, _ body: (CGContext) -> Void
) throws -> CGImage {
    let ctx = CGContext(pixelWidth: width, pixelHeight: height, scale: scale)
    body(ctx)
    return try #require(DrawingRasterizer.shared.rasterize(ctx.makeDrawing()))
}

/// The premultiplied RGBA of pixel (x, y) as an array, for readable expectations.
func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
    let p = image.pixel(x: x, y: y)
    return [p.red, p.green, p.blue, p.alpha]
}

/// Opaque red, green, blue and transparent, premultiplied RGBA.
let red: [UInt8] = [255, 0, 0, 255]
let blue: [UInt8] = [0, 0, 255, 255]
let clear: [UInt8] = [0, 0, 0, 0]

/// Writes `image` to `$QUARTZITE_DRAWING_PNG_DIR/name.png` when that variable is set (for
/// looking at the pixels); does nothing otherwise.
func savePNGIfAsked(_ image: CGImage, _ name: String) {
    guard let folder = ProcessInfo.processInfo.environment["QUARTZITE_DRAWING_PNG_DIR"] else { return }
    try? image.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png"))
}
