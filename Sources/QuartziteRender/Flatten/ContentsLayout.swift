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
    /// geometry-flipped superlayers). See `ContentsPlacement` for the gravity rules.
    init(image: CGImage, contentsScale: CGFloat, properties p: LayerProperties, flipped: Bool) {
        let placement = ContentsPlacement(
            imageWidth: image.width, imageHeight: image.height, contentsScale: contentsScale, properties: p,
            flipped: flipped)
        rect = placement.rect
        uvRect = placement.uvRect
        ninePart = placement.center.map { c in
            NinePartGrid(center: c.rect, insets: LayerInsets(left: c.left, top: c.top, right: c.right, bottom: c.bottom))
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

    /// Shrinks ``rect`` and ``uvRect`` together, the mapping between them unchanged, to the
    /// texels that can show: `opaque` (the image's non-transparent texels, not empty, image
    /// pixels) grown by `margin` texels on each side (x, y); false when the quad shows no texel
    /// within that (it would draw nothing). The image's edge texels extend beyond it, so a side
    /// where `opaque` reaches the image's edge is not bounded; nor are the sides of ``uvRect``
    /// that map to the quad edges in `fixed` (named in the quad's own space). `flipped`: the
    /// quad is drawn mirrored in its rect (y ↦ minY + maxY − y), so a trim at the top of the
    /// image moves the rect's maxY edge. Only for a plain mapping with positive sizes (the
    /// caller checks: nine-part layouts and mirrored or empty ``uvRect``s are not trimmed).
    mutating func trim(
        toNonTransparent opaque: CGRect, imageWidth: Double, imageHeight: Double, margin: SIMD2<Double>,
        fixed: EdgeAntialiasing, flipped: Bool
    ) -> Bool {
        let uv = uvRect
        let r = rect
        let lowU = opaque.minX > 0 ? opaque.minX - margin.x : -Double.infinity
        let highU = opaque.maxX < imageWidth ? opaque.maxX + margin.x : Double.infinity
        let lowV = opaque.minY > 0 ? opaque.minY - margin.y : -Double.infinity
        let highV = opaque.maxY < imageHeight ? opaque.maxY + margin.y : Double.infinity
        var u0 = max(uv.minX, lowU)
        var u1 = min(uv.maxX, highU)
        var v0 = max(uv.minY, lowV)
        var v1 = min(uv.maxY, highV)
        guard u0 < u1, v0 < v1 else { return false }
        if fixed.contains(.minX) { u0 = uv.minX }
        if fixed.contains(.maxX) { u1 = uv.maxX }
        if fixed.contains(.minY) { v0 = uv.minY }
        if fixed.contains(.maxY) { v1 = uv.maxY }
        guard u0 != uv.minX || u1 != uv.maxX || v0 != uv.minY || v1 != uv.maxY else { return true }
        // Layer points per texel; an edge that stays keeps its exact value.
        let kx = r.width / uv.width
        let ky = r.height / uv.height
        let x0 = u0 == uv.minX ? r.minX : r.minX + (u0 - uv.minX) * kx
        let x1 = u1 == uv.maxX ? r.maxX : r.maxX - (uv.maxX - u1) * kx
        let y0: Double
        let y1: Double
        if flipped {
            y0 = v1 == uv.maxY ? r.minY : r.minY + (uv.maxY - v1) * ky
            y1 = v0 == uv.minY ? r.maxY : r.maxY - (v0 - uv.minY) * ky
        } else {
            y0 = v0 == uv.minY ? r.minY : r.minY + (v0 - uv.minY) * ky
            y1 = v1 == uv.maxY ? r.maxY : r.maxY - (uv.maxY - v1) * ky
        }
        rect = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        uvRect = CGRect(x: u0, y: v0, width: u1 - u0, height: v1 - v0)
        return true
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
