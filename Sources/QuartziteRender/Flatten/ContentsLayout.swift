import Quartzite

/// Where a layer's `contents` image lands in its bounds, and which part of the image it shows.
///
/// All rectangles are in the layer's space (points, y down) except ``uvRect`` (image pixels).
struct ContentsLayout {
    /// The rectangle the image part covers, in layer points.
    var rect: CGRect
    /// The image part shown (`contentsRect` in image pixels; may reach outside the image, whose
    /// edge texels then extend).
    var uvRect: CGRect
    /// The nine-part grid (`contentsCenter`), or nil for a plain mapping.
    var ninePart: NinePartGrid?

    /// The layout of `image`, at `contentsScale` image pixels per point, in a layer with
    /// presentation values `p`; `flipped` is `contentsAreFlipped()` (an odd number of
    /// geometry-flipped superlayers).
    ///
    /// Gravity follows Apple's naming with a y-up vertical axis (REFERENCE 9): when `flipped`
    /// is false "top" is the maxY edge of the bounds (on screen, the bottom edge of an
    /// untransformed layer); when true, the minY edge. Left is always minX.
    init(image: CGImage, contentsScale: CGFloat, properties p: LayerProperties, flipped: Bool) {
        let cr = p.contentsRect
        let iw = Double(image.width), ih = Double(image.height)
        uvRect = CGRect(
            x: cr.origin.x * iw, y: cr.origin.y * ih, width: cr.size.width * iw, height: cr.size.height * ih)
        let scale = contentsScale > 0 && contentsScale.isFinite ? Double(contentsScale) : 1
        let natural = CGSize(width: abs(uvRect.size.width) / scale, height: abs(uvRect.size.height) / scale)
        let b = p.bounds
        let g = p.contentsGravity
        var stretches = false
        switch g {
        case .resizeAspect, .resizeAspectFill:
            stretches = true
            let sx = natural.width > 0 ? b.width / natural.width : 0
            let sy = natural.height > 0 ? b.height / natural.height : 0
            let s = g == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let w = natural.width * s, h = natural.height * s
            rect = CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            let w = natural.width, h = natural.height
            let x: Double
            switch g {
            case .left, .topLeft, .bottomLeft: x = b.minX
            case .right, .topRight, .bottomRight: x = b.maxX - w
            default: x = b.midX - w / 2
            }
            // "top" is the maxY edge in y-up naming, the minY edge when the contents are flipped.
            let topEdgeIsMaxY = !flipped
            let y: Double
            switch g {
            case .top, .topLeft, .topRight: y = topEdgeIsMaxY ? b.maxY - h : b.minY
            case .bottom, .bottomLeft, .bottomRight: y = topEdgeIsMaxY ? b.minY : b.maxY - h
            default: y = b.midY - h / 2
            }
            rect = CGRect(x: x, y: y, width: w, height: h)
        default:
            stretches = true
            rect = b
        }
        let cc = p.contentsCenter
        if stretches, cc != CGRect(x: 0, y: 0, width: 1, height: 1), cc.size.width >= 0, cc.size.height >= 0 {
            let uw = abs(uvRect.size.width), uh = abs(uvRect.size.height)
            ninePart = NinePartGrid(
                center: cc,
                insets: LayerInsets(
                    left: cc.minX * uw / scale, top: cc.minY * uh / scale,
                    right: (1 - cc.maxX) * uw / scale, bottom: (1 - cc.maxY) * uh / scale))
        } else {
            ninePart = nil
        }
    }

    /// The image a layer with presentation values `p` shows and its pixels per point: its
    /// `contents` at `contentsScale`, or its `contentsDrawing` rasterized by
    /// ``DrawingRasterizer/shared`` at the drawing's scale (the drawing's display list is
    /// already mirrored when the contents are flipped, so laid out like an image it shows in
    /// layer space, upright); nil when it shows neither.
    static func image(of p: LayerProperties) -> (image: CGImage, scale: CGFloat)? {
        if let image = p.contents { return (image, p.contentsScale) }
        guard let drawing = p.contentsDrawing, let image = DrawingRasterizer.shared.image(for: drawing) else {
            return nil
        }
        return (image, drawing.scale)
    }

    /// Crops the layout to `clip` (layer points) keeping the linear mapping; false when nothing
    /// is left. Nine-part layouts are not cropped (the caller clips them another way).
    mutating func crop(to clip: CGRect) -> Bool {
        let r = rect.intersection(clip)
        guard !r.isNull, r.width > 0, r.height > 0 else { return false }
        guard ninePart == nil, r != rect else { return true }
        let sx = uvRect.width / rect.width, sy = uvRect.height / rect.height
        uvRect = CGRect(
            x: uvRect.minX + (r.minX - rect.minX) * sx, y: uvRect.minY + (r.minY - rect.minY) * sy,
            width: r.width * sx, height: r.height * sy)
        rect = r
        return true
    }
}
