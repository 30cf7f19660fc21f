import Quartzite

extension LayerTreeFlattener {
    /// The largest pixel coordinate a shape drawn as a vector drawing may reach (cairo's fixed
    /// point holds ±8,388,607); a shape reaching further is rasterized as an image.
    static let drawingCoordinateLimit = Double(1 << 22)

    /// Draws a shape layer's content as a vector drawing of the pass (``QuadContent/drawing(_:)``:
    /// its path and stroke carried to pass pixels, painted there by the renderer) when the layer
    /// is drawn by a 2D affine matrix — no image is rasterized in the layer's space and resampled,
    /// whatever the layer's motion. True when drawn (or found to draw nothing); false when the
    /// image path must draw it. A shape whose content cannot animate keeps its drawing while its
    /// matrix, opacity and clip stay the same.
    func drawShapeAsDrawing(_ node: LayerSnapshot, _ p: LayerProperties, _ m: CATransform3D, _ inner: DrawContext) -> Bool {
        let passSize = pendingPasses[inner.pass].size
        guard PlaneMatrix.isAffine2D(m), Self.drawingsFit(passSize) else { return false }
        let drawing: RecordedDrawing
        let pixels: CGRect
        if !node.animatesContent, let remembered = generatedContentMemo.value(for: node, where: { $0.drawing?.matrix == m && $0.drawing?.passSize == passSize }),
            let kept = remembered.drawing
        {
            guard let kept = kept.made else { return true }
            (drawing, pixels) = kept
        } else {
            let made = Self.shapeDrawing(p, m, passSize: passSize)
            if made == nil, Self.reachesBeyondDrawingLimit(p, m) { return false }
            if !node.animatesContent {
                generatedContentMemo.store(
                    RememberedContent(
                        resolution: .nan, content: nil, drawing: RememberedDrawing(matrix: m, passSize: passSize, made: made)),
                    for: node)
            }
            guard let made else { return true }
            (drawing, pixels) = made
            statistics.drawingsRecorded += 1
        }
        let state = addState(CATransform3DIdentity, opacity: inner.opacity, scissor: inner.scissor, edges: [])
        addQuad(
            DrawQuad(sharedStateIndex: state, rect: pixels, uvRect: pixels, content: .drawing(drawingIndex(drawing))),
            to: inner.pass)
        return true
    }

    /// The drawing of a shape layer with presentation values `p` under the 2D affine `m` on a
    /// pass of `passSize` pixels, and the whole-pixel rectangle it can paint (one pixel of
    /// anti-aliasing margin, within the pass); nil when it paints nothing there or reaches
    /// beyond ``drawingCoordinateLimit``.
    static func shapeDrawing(_ p: LayerProperties, _ m: CATransform3D, passSize: PixelSize) -> (RecordedDrawing, CGRect)? {
        guard let recipe = ShapeRecipe(p, scale: 1), let (strokePath, bounds) = recipe.outline() else { return nil }
        let affine = CGAffineTransform(a: m.m11, b: m.m12, c: m.m21, d: m.m22, tx: m.m41, ty: m.m42)
        guard
            let pixels = drawingPixels(
                of: bounds.applying(affine), within: PixelRect(x: 0, y: 0, width: passSize.width, height: passSize.height))
        else { return nil }
        let context = CGContext(pixelWidth: passSize.width, pixelHeight: passSize.height)
        context.concatenate(affine)
        recipe.paint(context, strokePath: strokePath)
        let drawing = context.makeDrawing()
        guard !drawing.commands.isEmpty else { return nil }
        return (drawing, pixels)
    }

    /// Whether cairo can paint a pass of `size` (32,767 pixels a side at most): drawings are
    /// made only for such passes (the image path draws larger ones).
    static func drawingsFit(_ size: PixelSize) -> Bool {
        size.width <= 32_767 && size.height <= 32_767
    }

    /// The whole pass pixels a drawing reaching `box` (pass pixels) can paint: `box` rounded
    /// outward with one pixel of anti-aliasing margin, within `clip`; nil when none, or when
    /// `box` reaches beyond ``drawingCoordinateLimit``.
    static func drawingPixels(of box: CGRect, within clip: PixelRect) -> CGRect? {
        let limit = drawingCoordinateLimit
        guard !box.isNull, box.minX > -limit, box.minY > -limit, box.maxX < limit, box.maxY < limit else { return nil }
        let x0 = max(clip.x, Int(box.minX.rounded(.down)) - 1)
        let y0 = max(clip.y, Int(box.minY.rounded(.down)) - 1)
        let x1 = min(clip.x + clip.width, Int(box.maxX.rounded(.up)) + 1)
        let y1 = min(clip.y + clip.height, Int(box.maxY.rounded(.up)) + 1)
        guard x0 < x1, y0 < y1 else { return nil }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the shape of `p` under `m` reaches beyond ``drawingCoordinateLimit`` (drawn as
    /// an image instead, which caps its size).
    static func reachesBeyondDrawingLimit(_ p: LayerProperties, _ m: CATransform3D) -> Bool {
        guard let recipe = ShapeRecipe(p, scale: 1), let (_, bounds) = recipe.outline() else { return false }
        let affine = CGAffineTransform(a: m.m11, b: m.m12, c: m.m21, d: m.m22, tx: m.m41, ty: m.m42)
        let box = bounds.applying(affine)
        let limit = drawingCoordinateLimit
        return !(box.minX > -limit && box.minY > -limit && box.maxX < limit && box.maxY < limit)
    }

    /// Adds `drawing` to this frame's drawing table; its index.
    func drawingIndex(_ drawing: RecordedDrawing) -> Int {
        pendingDrawings.append(drawing)
        return pendingDrawings.count - 1
    }
}

/// A shape layer's vector drawing remembered with the matrix it was made for.
struct RememberedDrawing {
    /// The layer-to-pass matrix.
    let matrix: CATransform3D
    /// The size of the pass it was made for.
    let passSize: PixelSize
    /// The drawing and the pixels it can paint (nil: it paints nothing).
    let made: (RecordedDrawing, CGRect)?
}
