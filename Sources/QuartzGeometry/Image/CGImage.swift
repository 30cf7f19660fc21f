import Synchronization

/// An immutable bitmap image: 8-bit RGBA with premultiplied alpha, row 0 at the top.
///
/// Differs from Apple: Core Graphics' `CGImage` supports many pixel formats, colour spaces and
/// data providers; Quartzite's always holds premultiplied RGBA8 in sRGB as stored (the
/// compositor's pixel format), tightly packed (`bytesPerRow == width × 4`) in a Swift array;
/// `CGImage(width:height:…provider:…)` converts the common 8-bit layouts into it, and throwing
/// initializers take PNG, JPEG and RGBA bytes.
public final class CGImage: Sendable {
    /// The largest width or height accepted, in pixels.
    public static let maximumDimension = 32_768
    /// The largest decoded size accepted, in bytes (`width × height × 4`): 1 GiB.
    public static let maximumByteCount = 1 << 30

    /// The width in pixels (> 0).
    public let width: Int
    /// The height in pixels (> 0).
    public let height: Int
    /// The premultiplied RGBA8 pixels, `bytesPerRow × height` bytes, row 0 at the top, each
    /// pixel red, green, blue, alpha with colour already multiplied by alpha.
    public let pixels: [UInt8]
    /// Whether the image is an image mask (`CGImage(maskWidth:…)`): its pixels are black at
    /// the coverage it paints with (1 − its samples).
    public let isMask: Bool
    /// ``nonTransparentBounds`` once computed (packed by `TexelBounds`), else
    /// `TexelBounds.unknown`.
    let nonTransparentBoundsCache = Atomic<UInt64>(TexelBounds.unknown)

    /// Bytes from the start of one row to the next: always `width × 4`.
    public var bytesPerRow: Int { width &* 4 }
    /// Bits per colour component: always 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: always 32.
    public var bitsPerPixel: Int { 32 }
    /// Where alpha is and how colour relates to it: always `.premultipliedLast` (RGBA, premultiplied).
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }

    /// A key identifying this image's pixels, for texture caches.
    ///
    /// Not Apple API. The image is immutable, so equal keys mean equal pixels while the image
    /// lives; a key may be reused by a new image after this one is deallocated, so a cache must
    /// keep the image (or evict its entry when the image goes away).
    public var cacheKey: ObjectIdentifier { ObjectIdentifier(self) }

    /// Wraps pixels already checked to be `width × 4 × height` premultiplied bytes (an image
    /// mask's when `isMask`).
    init(checkedWidth width: Int, height: Int, pixels: [UInt8], isMask: Bool = false) {
        self.width = width
        self.height = height
        self.pixels = pixels
        self.isMask = isMask
    }

    /// Calls `body` with the premultiplied RGBA8 pixel bytes (`bytesPerRow × height`, row 0 at the
    /// top) and returns its result. The pointer is valid only during the call.
    ///
    /// Not Apple API (Core Graphics reads pixels through `dataProvider`).
    public func withUnsafeBytes<Result>(
        _ body: (UnsafeRawBufferPointer) throws -> Result
    ) rethrows -> Result {
        try pixels.withUnsafeBytes(body)
    }

    /// The address of the pixel bytes, valid while this image lives: the pixels are a native
    /// Swift array held by a `let` of this immutable class, whose storage neither moves nor
    /// changes while the array lives. For renderers that read an image by pointer across calls
    /// without copying it (the software renderer's texture store), keeping the image alive.
    package var retainedPixelAddress: UnsafePointer<UInt8> {
        pixels.withUnsafeBufferPointer { $0.baseAddress! }
    }

    /// The premultiplied RGBA8 components of the pixel in column `x`, row `y` (row 0 at the top).
    ///
    /// Not Apple API. `x` must be in `0..<width` and `y` in `0..<height` (a precondition).
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the image")
        let i = (y &* width &+ x) &* 4
        return (pixels[i], pixels[i &+ 1], pixels[i &+ 2], pixels[i &+ 3])
    }

    /// Whether a `width` × `height` RGBA8 image is within the size limits.
    static func isWithinLimits(width: Int, height: Int) -> Bool {
        width <= maximumDimension && height <= maximumDimension
            && width &* height <= maximumByteCount / 4
    }
}
