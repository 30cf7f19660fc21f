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
    /// matrix and its pass's size stay the same.
    func drawShapeAsDrawing(_ node: LayerSnapshot, _ p: LayerProperties, _ m: CATransform3D, _ inner: DrawContext) -> Bool {
        let passSize = pendingPasses[inner.pass].size
        guard PlaneMatrix.isAffine2D(m), Self.drawingsFit(passSize) else { return false }
        let made: (RecordedDrawing, CGRect)?
        if !node.animatesContent,
            let kept = generatedContentMemo.value(
                for: node, where: { $0.drawing?.matrix == m && $0.drawing?.passSize == passSize })?.drawing
        {
            made = kept.made
        } else {
            switch Self.shapeDrawing(p, m, passSize: passSize) {
            case .beyondLimit: return false
            case .nothing: made = nil
            case .drawing(let drawing, let pixels):
                made = (drawing, pixels)
                statistics.drawingsRecorded += 1
            }
            if !node.animatesContent {
                generatedContentMemo.store(
                    RememberedContent(
                        resolution: .nan, content: nil, drawing: RememberedDrawing(matrix: m, passSize: passSize, made: made)),
                    for: node)
            }
        }
        guard let (drawing, pixels) = made else { return true }
        let state = addState(CATransform3DIdentity, opacity: inner.opacity, scissor: inner.scissor, edges: [])
        addQuad(
            DrawQuad(sharedStateIndex: state, rect: pixels, uvRect: pixels, content: .drawing(drawingIndex(drawing))),
            to: inner.pass)
        return true
    }

    /// What ``shapeDrawing(_:_:passSize:)`` makes of a shape.
    enum ShapeDrawing {
        /// The drawing and the whole pass pixels it can paint.
        case drawing(RecordedDrawing, CGRect)
        /// Nothing on the pass.
        case nothing
        /// The shape reaches beyond ``LayerTreeFlattener/drawingCoordinateLimit``: drawn as an
        /// image instead, which caps its size.
        case beyondLimit
    }

    /// The drawing of a shape layer with presentation values `p` under the 2D affine `m` on a
    /// pass of `passSize` pixels, with the whole-pixel rectangle it can paint (one pixel of
    /// anti-aliasing margin, within the pass).
    static func shapeDrawing(_ p: LayerProperties, _ m: CATransform3D, passSize: PixelSize) -> ShapeDrawing {
        guard let recipe = ShapeRecipe(p, scale: 1), let (strokePath, bounds) = recipe.outline() else { return .nothing }
        let affine = CGAffineTransform(a: m.m11, b: m.m12, c: m.m21, d: m.m22, tx: m.m41, ty: m.m42)
        let box = bounds.applying(affine)
        let limit = drawingCoordinateLimit
        guard box.minX > -limit, box.minY > -limit, box.maxX < limit, box.maxY < limit else { return .beyondLimit }
        guard
            let pixels = PixelRect(
                covering: box, within: PixelRect(x: 0, y: 0, width: passSize.width, height: passSize.height), limit: limit)
        else { return .nothing }
        let context = CGContext(pixelWidth: passSize.width, pixelHeight: passSize.height)
        context.concatenate(affine)
        recipe.paint(context, strokePath: strokePath)
        let drawing = context.makeDrawing()
        guard !drawing.commands.isEmpty else { return .nothing }
        return .drawing(drawing, pixels.rect)
    }

    /// Whether cairo can paint a pass of `size` (32,767 pixels a side at most): drawings are
    /// made only for such passes (the image path draws larger ones).
    static func drawingsFit(_ size: PixelSize) -> Bool {
        size.width <= 32_767 && size.height <= 32_767
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
