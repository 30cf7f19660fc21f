import CCairo
import Quartzite
import QuartzGeometry
import Synchronization

/// Turns ``RecordedDrawing``s — what `CGContext` records, and what a layer's `draw(in:)`
/// leaves in `LayerProperties.contentsDrawing` — into premultiplied RGBA8 `CGImage`s of the
/// drawing's pixel size, with cairo.
///
/// Not Apple API. The flattener calls ``image(for:)`` for a layer whose contents are a
/// drawing and draws the image like any `contents` image (its `contentsScale` is the
/// drawing's ``RecordedDrawing/scale``).
///
/// Thread-safe: ``image(for:)`` may be called from any thread at once. Images are cached by
/// ``RecordedDrawing/version`` (least recently used evicted first), so a drawing that did not
/// change is rasterized once across frames; two threads asking for the same new drawing at
/// the same moment may both rasterize it (same result).
///
/// Pixels: device space is the canvas, origin top-left, y down (row 0 of the image is the
/// top); commands are painted in order on transparent pixels with cairo's antialiasing;
/// `plusDarker` draws as `normal` (one notice on standard error).
public final class DrawingRasterizer: Sendable {
    /// The rasterizer shared by the renderers: up to 256 images and 256 MiB cached.
    public static let shared = DrawingRasterizer(cacheCapacity: 256, cacheByteBudget: 256 << 20)

    private let cache: Locked<DrawingImageCache>
    private let reportedUnsupportedBlend = Atomic<Bool>(false)

    /// Creates a rasterizer whose cache keeps at most `cacheCapacity` images and
    /// `cacheByteBudget` bytes of pixels (a single larger image is still kept).
    public init(cacheCapacity: Int, cacheByteBudget: Int) {
        cache = Locked(DrawingImageCache(capacity: cacheCapacity, byteBudget: cacheByteBudget))
    }

    /// The drawing as a premultiplied RGBA8 image of `pixelWidth × pixelHeight` pixels (from
    /// the cache when this version was rasterized before), or nil when the canvas has no
    /// pixels or is larger than cairo (32,767 pixels a side) or `CGImage` accept.
    public func image(for drawing: RecordedDrawing) -> CGImage? {
        if let image = cache.withLock({ $0.image(forVersion: drawing.version) }) { return image }
        guard let image = rasterize(drawing) else { return nil }
        cache.withLock { $0.insert(image, forVersion: drawing.version) }
        return image
    }

    /// The number of images cached now.
    public var cachedImageCount: Int {
        cache.withLock { $0.count }
    }

    /// Empties the cache.
    public func removeAllCachedImages() {
        cache.withLock { $0.removeAll() }
    }

    /// Rasterizes `drawing` without looking at the cache.
    public func rasterize(_ drawing: RecordedDrawing) -> CGImage? {
        CairoPixels.image(width: drawing.pixelWidth, height: drawing.pixelHeight) { cr in
            let painter = CairoPainter(cr: cr)
            for command in drawing.commands {
                if command.blendMode.cairoOperator == nil { reportUnsupported(command.blendMode) }
                painter.paint(command)
            }
        }
    }

    /// The coverage (alpha) of `drawing` alone, one byte a pixel in rows `stride` bytes apart,
    /// without looking at the cache: what masks need of a drawing.
    func rasterizeAlpha(_ drawing: RecordedDrawing) -> (bytes: [UInt8], stride: Int)? {
        CairoPixels.alpha(width: drawing.pixelWidth, height: drawing.pixelHeight) { cr in
            let painter = CairoPainter(cr: cr)
            for command in drawing.commands {
                if command.blendMode.cairoOperator == nil { reportUnsupported(command.blendMode) }
                painter.paint(command)
            }
        }
    }

    /// Writes one notice, the first time only, that `mode` draws as normal.
    private func reportUnsupported(_ mode: CGBlendMode) {
        guard !reportedUnsupportedBlend.exchange(true, ordering: .relaxed) else { return }
        FileHandle.standardError.write(Data("Quartzite: blend mode \(mode) is drawn as normal (cairo has no equivalent)\n".utf8))
    }
}
