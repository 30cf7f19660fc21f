import Foundation

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
///
/// New memory comes zeroed from `calloc` and is not written here: on this kind of machine a
/// fresh page costs a fault and the kernel's clearing on first touch (a 1080p buffer, 1,139
/// pages, about a millisecond), and a Lottie frame's passes are mostly small regions of
/// full-frame buffers — so only the pages its passes draw on are ever touched. Those are
/// first written, not read: the first pass that reaches pixels never touched clears their
/// bounds first (``clearing(before:)``) — a page first read maps the kernel's shared zero
/// page, and writing it afterwards costs a copy and a TLB flush on every core running the
/// process.
final class PixelBuffer {
    private(set) var bytes: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    private(set) var width = 0
    private(set) var height = 0

    init() {
        capacity = 4
        bytes = Self.allocateZeroed(capacity)
    }

    deinit { free(bytes) }

    /// The pixels that may not be transparent black while the buffer keeps its size: none in
    /// new memory, everything after a change of size in the same memory, then what the last
    /// transparent pass's quads (and blur) could write. Lets the next transparent pass of the
    /// same size clear only that.
    var dirty = DirtyRegion.nothing

    /// The bounds of the pixels written since the memory was allocated (everything after a
    /// change of size in the same memory).
    var touched: DirtyRegion.Box = (0, 0, 0, 0)

    /// Makes the buffer `size` pixels, reallocating (zeroed) only when it must grow; a new
    /// size in the same memory makes every pixel dirty.
    func resize(to size: PixelSize) {
        guard size.width != width || size.height != height else { return }
        width = size.width
        height = size.height
        let needed = max(4, width * height * 4)
        if needed > capacity {
            free(bytes)
            bytes = Self.allocateZeroed(needed)
            capacity = needed
            dirty = .nothing
            touched = (0, 0, 0, 0)
        } else {
            dirty = .everything
            touched = (0, 0, Int.max, Int.max)
        }
    }

    /// What a transparent pass drawing `quads` clears first: the dirty pixels and, when the
    /// quads reach pixels never touched, the quads' bounds (then counted as touched).
    func clearing(before quads: [QuadSetup]) -> DirtyRegion {
        guard let reach = DirtyRegion.bounds(of: quads),
            reach.x0 < touched.x0 || reach.y0 < touched.y0 || reach.x1 > touched.x1 || reach.y1 > touched.y1
        else { return dirty }
        touched = touched.x0 < touched.x1 ? DirtyRegion.union(touched, reach) : reach
        return dirty.adding(reach)
    }

    /// `count` zeroed bytes from `calloc`; fatal when memory runs out (as Swift's allocation is).
    private static func allocateZeroed(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        guard let memory = calloc(count, 1) else { fatalError("out of memory allocating a \(count)-byte pixel buffer") }
        return memory.assumingMemoryBound(to: UInt8.self)
    }

    var source: SourceImage { SourceImage(texels: UnsafePointer(bytes), width: width, height: height) }
}
