import Quartzite

extension LayerTreeFlattener {
    /// A fold of shapes and backgrounds under masks that are each one opaque filled shape or
    /// background (Lottie's masks and mattes of one path) as a vector drawing of a pass of
    /// `passSize` pixels: each piece's fill and stroke recorded with its matrix into the pass
    /// (`toPass`: the masked layer's space → pass pixels) at its opacity, clipped by every
    /// mask's path — cairo's anti-aliased clip multiplies coverage as the mask's alpha does.
    /// And the whole-pixel rectangle it can paint within `clip`. Nil for other folds (gradients,
    /// translucent or stroked masks, masks of several pieces).
    static func maskedShapesDrawing(
        _ content: [MaskedContentRecipe.Piece], _ masks: [[MaskedContentRecipe.Piece]], toPass: CGAffineTransform,
        passSize: PixelSize, clip: PixelRect
    ) -> (RecordedDrawing, CGRect)? {
        guard !masks.isEmpty else { return nil }
        // The masks as clip paths, and the pass pixels each leaves.
        var clips: [DrawingClip] = []
        var box = CGRect.infinite
        for mask in masks {
            guard mask.count == 1, mask[0].opacity == 1 else { return nil }
            let piece = mask[0]
            let context = CGContext(pixelWidth: passSize.width, pixelHeight: passSize.height)
            context.concatenate(piece.toSpace.concatenating(toPass))
            let reach: CGRect
            switch piece.content {
            case .shape(let shape):
                guard shape.strokeColor == nil, shape.fillColor?.alpha == 1, let (strokePath, bounds) = shape.outline()
                else { return nil }
                shape.paint(context, strokePath: strokePath)
                reach = bounds
            case .solid(let rect, let color):
                guard color.alpha == 1 else { return nil }
                context.setFillColor(color)
                context.fill(rect)
                reach = rect
            case .gradient:
                return nil
            }
            guard let command = context.makeDrawing().commands.first, case .fill(let path, let rule) = command.operation
            else { return nil }
            clips.append(DrawingClip(path: path, rule: rule))
            box = box.intersection(reach.applying(piece.toSpace.concatenating(toPass)))
        }
        // The content, painted in order.
        let context = CGContext(pixelWidth: passSize.width, pixelHeight: passSize.height)
        var reach = CGRect.null
        for piece in content {
            context.saveGState()
            context.concatenate(piece.toSpace.concatenating(toPass))
            context.setAlpha(CGFloat(piece.opacity))
            switch piece.content {
            case .shape(let shape):
                guard let (strokePath, bounds) = shape.outline() else { break }
                shape.paint(context, strokePath: strokePath)
                reach = reach.union(bounds.applying(piece.toSpace.concatenating(toPass)))
            case .solid(let rect, let color):
                context.setFillColor(color)
                context.fill(rect)
                reach = reach.union(rect.applying(piece.toSpace.concatenating(toPass)))
            case .gradient:
                return nil
            }
            context.restoreGState()
        }
        box = box.intersection(reach)
        guard let pixels = PixelRect(covering: box, within: clip, limit: drawingCoordinateLimit) else { return nil }
        // A subtract mask's frame-with-a-hole and the add mask it cuts: one clip when exact.
        clips = DrawingClip.mergingCutOuts(clips, within: pixels.rect)
        let commands = context.makeDrawing().commands.map { command -> DrawingCommand in
            var clipped = command
            clipped.clips += clips
            return clipped
        }
        guard !commands.isEmpty else { return nil }
        let drawing = RecordedDrawing(pixelWidth: passSize.width, pixelHeight: passSize.height, scale: 1, commands: commands)
        return (drawing, pixels.rect)
    }
}
