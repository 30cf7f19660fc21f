import Quartzite

extension LayerTreeFlattener {
    /// A folded gradient — one axial or radial gradient under one mask of one shape that only
    /// fills or only strokes (what Lottie's gradient fills and strokes become) — as a vector
    /// drawing of a pass of `passSize` pixels: the shape's fill or stroke, recorded with its
    /// matrix into the pass (`toPass`: the masked layer's space → pass pixels), painted with
    /// the gradient inside the gradient layer's bounds, its alpha times the shape colour's and
    /// the pieces' opacities; and the whole-pixel rectangle it can paint within `clip`. Nil when
    /// the fold is another kind.
    static func gradientDrawing(
        _ content: [MaskedContentRecipe.Piece], _ masks: [[MaskedContentRecipe.Piece]], toPass: CGAffineTransform,
        passSize: PixelSize, clip: PixelRect
    ) -> (RecordedDrawing, CGRect)? {
        guard content.count == 1, case .gradient(let g) = content[0].content, g.kind != .conic, masks.count == 1,
            masks[0].count == 1, case .shape(let shape) = masks[0][0].content,
            (shape.fillColor == nil) != (shape.strokeColor == nil), let (strokePath, outline) = shape.outline()
        else { return nil }
        let gradientPiece = content[0]
        let maskPiece = masks[0][0]
        let b = g.bounds
        let unitToLayer = CGAffineTransform(a: b.width, b: 0, c: 0, d: b.height, tx: b.minX, ty: b.minY)
        let gradientToPass = gradientPiece.toSpace.concatenating(toPass)
        let maskToPass = maskPiece.toSpace.concatenating(toPass)
        // What it can paint: the shape's reach within the gradient's bounds, in whole pixels.
        let box = outline.applying(maskToPass).intersection(b.applying(gradientToPass))
        guard let pixels = PixelRect(covering: box, within: clip, limit: drawingCoordinateLimit) else { return nil }
        let context = CGContext(pixelWidth: passSize.width, pixelHeight: passSize.height)
        context.concatenate(maskToPass)
        shape.paint(context, strokePath: strokePath)
        let recorded = context.makeDrawing().commands
        guard recorded.count == 1 else { return nil }
        var command = recorded[0]
        let gradient = DrawingGradient(
            kind: g.kind == .axial ? .axial : .radial, locations: g.stops.map(\.location),
            colors: g.stops.map { CGColor(red: $0.color.x, green: $0.color.y, blue: $0.color.z, alpha: $0.color.w) },
            start: CGPoint(x: g.start.x, y: g.start.y), end: CGPoint(x: g.end.x, y: g.end.y),
            transform: unitToLayer.concatenating(gradientToPass))
        switch command.operation {
        case .fill(let path, let rule): command.operation = .gradientFill(path, rule: rule, gradient)
        case .stroke(let path, let stroke): command.operation = .gradientStroke(path, stroke, gradient)
        default: return nil
        }
        // The mask's coverage is its paint's alpha: the colour's, times the pieces' opacities.
        command.alpha *= command.color.alpha * CGFloat(maskPiece.opacity * gradientPiece.opacity)
        // Clipped to the gradient's bounds unless the shape lies within them (a clip costs cairo a
        // mask surface per paint; Lottie sizes the gradient layer to its shape).
        let shapeInGradient = outline.applying(maskPiece.toSpace.concatenating(gradientPiece.toSpace.inverted()))
        if !b.contains(shapeInGradient) {
            var toDevice = gradientToPass
            command.clips.append(DrawingClip(path: CGPath(rect: b, transform: &toDevice).pathData, rule: .winding))
        }
        let drawing = RecordedDrawing(
            pixelWidth: passSize.width, pixelHeight: passSize.height, scale: 1, commands: [command])
        return (drawing, pixels.rect)
    }
}
