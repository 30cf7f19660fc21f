/// A read-only premultiplied RGBA8 image the rasterizer samples: a texture level, a pass
/// output or a mask. A plain value with a raw pointer, valid during one render call.
struct SourceImage {
    var texels: UnsafePointer<UInt8>?
    var width: Int
    var height: Int

    static var none: SourceImage { SourceImage(texels: nil, width: 0, height: 0) }
}

/// An owned, pooled RGBA8 pixel buffer (pass targets, blur scratch).
final class PixelBuffer {
    private(set) var bytes: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    private(set) var width = 0
    private(set) var height = 0

    init() {
        capacity = 4
        bytes = .allocate(capacity: capacity)
    }

    deinit { bytes.deallocate() }

    /// Makes the buffer `size` pixels, reallocating only when it must grow.
    func resize(to size: PixelSize) {
        width = size.width
        height = size.height
        let needed = max(4, width * height * 4)
        if needed > capacity {
            bytes.deallocate()
            bytes = .allocate(capacity: needed)
            capacity = needed
        }
    }

    var source: SourceImage { SourceImage(texels: UnsafePointer(bytes), width: width, height: height) }
}
