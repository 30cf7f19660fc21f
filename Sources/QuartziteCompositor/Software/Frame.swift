import QuartzGeometry

/// A rendered frame: premultiplied RGBA8 pixels, row 0 at the top, tightly packed
/// (`width × 4` bytes per row) — the output format of every Quartzite renderer.
public struct Frame: Sendable {
    /// Width in pixels.
    public private(set) var width: Int
    /// Height in pixels.
    public private(set) var height: Int
    /// The pixels: red, green, blue, alpha per pixel, colour premultiplied by alpha.
    public internal(set) var pixels: [UInt8]
    /// The pixels outside which every pixel is transparent zero, when that is known: the
    /// software renderer then clears only those before drawing the next frame into this one.
    /// nil after anything else wrote the pixels.
    var transparentOutside: DirtyRegion?

    /// Creates a transparent frame of `width` × `height` pixels (negative sizes become 0).
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = zeroedBytes(count: self.width * self.height * 4)
        transparentOutside = .nothing
    }

    /// The frame as an image. The image shares the pixel storage (no copy); the next render
    /// into this frame copies it first.
    ///
    /// Throws `CGImageError.invalidLayout` for an empty frame.
    public func makeImage() throws(CGImageError) -> CGImage {
        try CGImage(width: width, height: height, premultipliedRGBA: pixels)
    }

    /// The premultiplied RGBA of pixel (`x`, `y`); `x` in `0..<width`, `y` in `0..<height`.
    public func pixel(x: Int, y: Int) -> SIMD4<UInt8> {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the frame")
        let i = (y * width + x) * 4
        return SIMD4(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Resizes to `size`, reallocating only when the byte count changes.
    mutating func resize(to size: PixelSize) {
        if size.width == width && size.height == height { return }
        width = size.width
        height = size.height
        let count = width * height * 4
        if pixels.count != count {
            pixels = zeroedBytes(count: count)
            transparentOutside = .nothing
        } else {
            transparentOutside = nil
        }
    }
}
