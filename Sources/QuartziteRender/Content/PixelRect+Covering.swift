import Quartzite

extension PixelRect {
    /// The whole pixels content reaching `box` (pass pixels) can touch: `box` rounded outward
    /// with one pixel of anti-aliasing margin, within `clip`; nil when none, or when `box` is
    /// null or reaches beyond ±`limit`.
    init?(covering box: CGRect, within clip: PixelRect, limit: Double) {
        guard !box.isNull, box.minX > -limit, box.minY > -limit, box.maxX < limit, box.maxY < limit else { return nil }
        let x0 = max(clip.x, Int(box.minX.rounded(.down)) - 1)
        let y0 = max(clip.y, Int(box.minY.rounded(.down)) - 1)
        let x1 = min(clip.x + clip.width, Int(box.maxX.rounded(.up)) + 1)
        let y1 = min(clip.y + clip.height, Int(box.maxY.rounded(.up)) + 1)
        guard x0 < x1, y0 < y1 else { return nil }
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle as a `CGRect` in pixels.
    var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}
