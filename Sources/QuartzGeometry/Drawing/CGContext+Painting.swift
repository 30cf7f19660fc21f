extension CGContext {
    /// Fills the current path with the fill colour by `rule`, then discards the path. Open
    /// subpaths are closed for filling.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        recordPaint(.fill(devicePath, rule: rule), color: state.fillColor)
        devicePath = PathData()
    }

    /// Strokes the current path with the stroke colour and line parameters, then discards
    /// the path.
    public func strokePath() {
        recordPaint(.stroke(devicePath, currentStroke), color: state.strokeColor)
        devicePath = PathData()
    }

    /// Fills, strokes, or fills then strokes the current path as `mode` says, then discards
    /// the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill, .fillStroke: recordPaint(.fill(devicePath, rule: .winding), color: state.fillColor)
        case .eoFill, .eoFillStroke: recordPaint(.fill(devicePath, rule: .evenOdd), color: state.fillColor)
        case .stroke: break
        }
        switch mode {
        case .stroke, .fillStroke, .eoFillStroke:
            recordPaint(.stroke(devicePath, currentStroke), color: state.strokeColor)
        case .fill, .eoFill: break
        }
        devicePath = PathData()
    }

    /// Fills `rect` (user space) with the fill colour; the current path is kept.
    public func fill(_ rect: CGRect) {
        recordPaint(.fill(shapePath { $0.appendRect(rect, transform: state.ctm) }, rule: .winding), color: state.fillColor)
    }

    /// Fills the rectangles (user space) with the fill colour; the current path is kept.
    public func fill(_ rects: [CGRect]) {
        let path = shapePath { path in
            for rect in rects { path.appendRect(rect, transform: state.ctm) }
        }
        recordPaint(.fill(path, rule: .winding), color: state.fillColor)
    }

    /// Fills the ellipse inscribed in `rect` (user space); clears the current path, as Core
    /// Graphics does.
    public func fillEllipse(in rect: CGRect) {
        recordPaint(.fill(shapePath { $0.appendEllipse(in: rect, transform: state.ctm) }, rule: .winding), color: state.fillColor)
        devicePath = PathData()
    }

    /// Strokes the outline of `rect` (user space) with the stroke colour; the current path
    /// is kept.
    public func stroke(_ rect: CGRect) {
        recordPaint(.stroke(shapePath { $0.appendRect(rect, transform: state.ctm) }, currentStroke), color: state.strokeColor)
    }

    /// Strokes the outline of `rect` with line width `width` (user units).
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    /// Strokes the ellipse inscribed in `rect` (user space); clears the current path.
    public func strokeEllipse(in rect: CGRect) {
        recordPaint(.stroke(shapePath { $0.appendEllipse(in: rect, transform: state.ctm) }, currentStroke), color: state.strokeColor)
        devicePath = PathData()
    }

    /// Strokes separate segments: `points` are taken in pairs (start, end), user space.
    public func strokeLineSegments(between points: [CGPoint]) {
        let path = shapePath { path in
            var i = 0
            while i + 1 < points.count {
                path.move(to: points[i].applying(state.ctm))
                path.addLine(to: points[i + 1].applying(state.ctm))
                i += 2
            }
        }
        recordPaint(.stroke(path, currentStroke), color: state.strokeColor)
    }

    /// Makes the pixels in `rect` (user space, within the clip) fully transparent, whatever
    /// the blend mode and alpha.
    public func clear(_ rect: CGRect) {
        let path = shapePath { $0.appendRect(rect, transform: state.ctm) }
        guard !path.isEmpty, path.hasOnlyFinitePoints else { return }
        record(DrawingCommand(
            operation: .clear(path), color: .clear, alpha: 1, blendMode: .clear,
            antialias: isAntialiasing, shadow: nil, clips: state.clips))
    }

    /// Draws `image` scaled into `rect` (user space). As in Core Graphics, the image's top row
    /// goes to the rect's maximum-y edge: on the default y-down canvas the image appears upside
    /// down unless the CTM is flipped first (`translateBy(x: 0, y: rect.maxY + rect.minY)`,
    /// `scaleBy(x: 1, y: -1)`), which is what UIKit's `UIImage.draw(in:)` does. An image mask
    /// (`CGImage(maskWidth:…)`) paints the fill colour where its samples are 0, as a stencil.
    public func draw(_ image: CGImage, in rect: CGRect) {
        if image.isMask {
            saveGState()
            defer { restoreGState() }
            clip(to: rect, mask: image)
            fill(rect)
            return
        }
        guard let t = imageToDevice(image, in: rect) else { return }
        record(DrawingCommand(
            operation: .image(image, transform: t), color: .black, alpha: state.alpha,
            blendMode: state.blendMode, antialias: isAntialiasing, shadow: resolvedShadow,
            clips: state.clips, imageQuality: state.interpolationQuality))
    }

    /// Draws `image` in `rect` (as ``draw(_:in:)``) and, when `byTiling`, again every
    /// `rect.width` and `rect.height` across the whole clip area.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        guard byTiling else { return draw(image, in: rect) }
        guard let t = imageToDevice(image, in: rect) else { return }
        record(DrawingCommand(
            operation: .tiledImage(image, transform: t), color: .black, alpha: state.alpha,
            blendMode: state.blendMode, antialias: isAntialiasing, shadow: resolvedShadow,
            clips: state.clips, imageQuality: state.interpolationQuality))
    }

    /// Intersects the clip with the current path's inside by `rule`, then discards the path.
    /// An empty path clips everything away.
    public func clip(using rule: CGPathFillRule = .winding) {
        addClip(devicePath, rule: rule)
        devicePath = PathData()
    }

    /// Intersects the clip with `rect` (user space); the current path is kept.
    public func clip(to rect: CGRect) {
        addClip(shapePath { $0.appendRect(rect, transform: state.ctm) }, rule: .winding)
    }

    /// Intersects the clip with the union of `rects` (user space); the current path is kept.
    public func clip(to rects: [CGRect]) {
        let path = shapePath { path in
            for rect in rects { path.appendRect(rect, transform: state.ctm) }
        }
        addClip(path, rule: .winding)
    }

    /// The bounding box of the clip area in user space: the canvas, narrowed by the bounding
    /// box of each clip path; `.zero` when nothing is left.
    public var boundingBoxOfClipPath: CGRect {
        var box = CGRect(x: 0, y: 0, width: width, height: height)
        for clip in state.clips {
            box = box.intersection(clip.path.isEmpty ? .null : clip.path.boundingBox)
        }
        guard !box.isNull, !box.isEmpty else { return .zero }
        return box.applying(state.ctm.inverted())
    }

    // MARK: Recording

    /// The stroke parameters of the state with the current CTM.
    private var currentStroke: DrawingStroke {
        var stroke = state.stroke
        stroke.transform = state.ctm
        return stroke
    }

    /// Whether edges are antialiased now.
    var isAntialiasing: Bool { state.shouldAntialias && state.allowsAntialiasing }

    /// The state's shadow with its alpha multiplied by the context alpha.
    var resolvedShadow: DrawingShadow? {
        guard var shadow = state.shadow else { return nil }
        shadow.color = shadow.color.copy(alpha: shadow.color.alpha * state.alpha) ?? shadow.color
        return shadow
    }

    /// A device path built by `build`.
    private func shapePath(_ build: (inout PathData) -> Void) -> PathData {
        var path = PathData()
        build(&path)
        return path
    }

    /// Records painting `operation` with `color` and the current state; an empty path or one
    /// with non-finite points records nothing.
    func recordPaint(_ operation: DrawingOperation, color: CGColor) {
        switch operation {
        case .fill(let path, _), .stroke(let path, _), .clear(let path), .gradientFill(let path, _, _),
            .gradientStroke(let path, _, _), .shadowShape(let path, _):
            guard !path.isEmpty, path.hasOnlyFinitePoints else { return }
        case .image, .tiledImage: break
        case .transparencyLayer(let commands): guard !commands.isEmpty else { return }
        case .text(let text, _): guard !text.runs.isEmpty else { return }
        }
        record(DrawingCommand(
            operation: operation, color: color, alpha: state.alpha, blendMode: state.blendMode,
            antialias: isAntialiasing, shadow: resolvedShadow, clips: state.clips))
    }

    /// Adds a clip; a path with non-finite points clips everything away.
    private func addClip(_ path: PathData, rule: CGPathFillRule) {
        state.clips.append(DrawingClip(path: path.hasOnlyFinitePoints ? path : PathData(), rule: rule))
    }

    /// Image pixels → device pixels for `image` drawn in `rect` (user space) as Core Graphics
    /// draws it (its first row at the rectangle's maxY); nil for an empty rectangle or a
    /// non-finite mapping.
    func imageToDevice(_ image: CGImage, in rect: CGRect) -> CGAffineTransform? {
        guard !rect.isNull, !rect.isEmpty else { return nil }
        let toUser = CGAffineTransform(
            a: rect.width / CGFloat(image.width), b: 0, c: 0, d: -rect.height / CGFloat(image.height),
            tx: rect.minX, ty: rect.maxY)
        let t = toUser.concatenating(state.ctm)
        guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite else { return nil }
        return t
    }

    /// Intersects the clip with `rect` (user space) and with `mask` drawn in it as an image is
    /// drawn (its first row at the rectangle's maxY): an image mask (`CGImage(maskWidth:…)`)
    /// clips where its samples are 0, an image with transparency by its alpha, an opaque one by
    /// its luminance (white paints, black does not), as Core Graphics' gray image masks do. The
    /// current path is kept.
    ///
    /// Differs from Apple: shadows of what is painted through the mask are not masked.
    public func clip(to rect: CGRect, mask: CGImage) {
        guard let t = imageToDevice(mask, in: rect) else {
            addClip(PathData(), rule: .winding)
            return
        }
        let coverage: DrawingClipMask.Coverage = !mask.isMask && mask.hasOnlyOpaquePixels ? .luminance : .alpha
        state.clips.append(DrawingClip(
            path: shapePath { $0.appendRect(rect, transform: state.ctm) }, rule: .winding,
            mask: DrawingClipMask(image: mask, transform: t, coverage: coverage)))
    }
}
