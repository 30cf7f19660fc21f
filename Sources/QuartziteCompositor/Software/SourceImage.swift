/// A read-only premultiplied RGBA8 image the rasterizer samples: a texture level, a pass
/// output or a mask. A plain value with a raw pointer, valid during one render call.
struct SourceImage {
    var texels: UnsafePointer<UInt8>?
    var width: Int
    var height: Int
    /// The texture's empty-cell table when it has one (``TexelOccupancy``, owned by the
    /// texture store's entry), for the bilinear span kernels.
    var occupancy: UnsafePointer<UInt32>? = nil
    var occupancyCellsWide: Int32 = 0
    var occupancyCellsHigh: Int32 = 0

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

    /// The pixels that may not be transparent black (x0, y0, x1, y1: columns x0..<x1, rows
    /// y0..<y1) while the buffer keeps its size: everything until a pass cleared it whole,
    /// then what that pass's quads (and blur) could write. Lets the next transparent pass of
    /// the same size clear only that.
    var dirty = DirtyRegion.everything

    /// Makes the buffer `size` pixels, reallocating only when it must grow; a new size makes
    /// every pixel dirty.
    func resize(to size: PixelSize) {
        if size.width != width || size.height != height { dirty = .everything }
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
