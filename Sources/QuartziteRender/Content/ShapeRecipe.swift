import Quartzite

/// A `CAShapeLayer`'s shape at one resolution: its path filled (whole) and stroked (the part
/// between `strokeStart` and `strokeEnd` of its total length), rasterized with cairo through a
/// recorded drawing, anti-aliased, covering the path's bounds plus the stroke's reach.
struct ShapeRecipe: ContentRecipe {
    var path: PathData
    var fillColor: CGColor?
    var evenOdd: Bool
    var strokeColor: CGColor?
    var stroke: DrawingStroke
    var strokeStart: Double
    var strokeEnd: Double
    /// Pixels per point.
    var scale: Double
    /// For a shape drawn on the pass's pixel grid (a scale and a translation only): pixels per
    /// point vertically (`scale` is horizontal) and where the layer's origin falls within a
    /// pixel (0…1 each); nil for a shape rasterized in its own space at `scale`.
    var grid: (scaleY: Double, phase: SIMD2<Double>)?

    /// The recipe for presentation values `p` at `scale` pixels per point, or nil when nothing
    /// would be drawn (no path, no visible fill or stroke).
    init?(_ p: LayerProperties, scale: Double) {
        typealias Key = CAShapeLayer.Key
        guard let path = p.extensionPath(Key.path), !path.isEmpty else { return nil }
        // A geometry-flipped shape layer draws its path in its own flipped space, as Core
        // Animation does ("the geometry of the layer and its sublayers is flipped"; text outlines
        // from Core Text, y up, show upright in such a layer).
        self.path = p.isGeometryFlipped ? path.applying(CAShapeLayer.geometryFlip(of: p.bounds)) : path
        fillColor = p.extensionColor(Key.fillColor, default: CAShapeLayer.black).flatMap { $0.alpha > 0 ? $0 : nil }
        evenOdd = p.extensionName(Key.fillRule, default: CAShapeLayerFillRule.nonZero) == .evenOdd
        let width = p.extensionNumber(Key.lineWidth, default: 1)
        strokeStart = min(max(p.extensionNumber(Key.strokeStart, default: 0), 0), 1)
        strokeEnd = min(max(p.extensionNumber(Key.strokeEnd, default: 1), 0), 1)
        let visibleStroke = width > 0 && width.isFinite && strokeStart < strokeEnd
        strokeColor = visibleStroke ? p.extensionColor(Key.strokeColor, default: nil).flatMap { $0.alpha > 0 ? $0 : nil } : nil
        let cap: CGLineCap =
            switch p.extensionName(Key.lineCap, default: CAShapeLayerLineCap.butt) {
            case .round: .round
            case .square: .square
            default: .butt
            }
        let join: CGLineJoin =
            switch p.extensionName(Key.lineJoin, default: CAShapeLayerLineJoin.miter) {
            case .round: .round
            case .bevel: .bevel
            default: .miter
            }
        let dashes = (p.extensionNumbers(Key.lineDashPattern) ?? []).map { CGFloat($0) }
        let miter = p.extensionNumber(Key.miterLimit, default: 10)
        stroke = DrawingStroke(
            lineWidth: CGFloat(strokeColor == nil ? 0 : width), lineCap: cap, lineJoin: join,
            miterLimit: CGFloat(miter.isFinite && miter > 0 ? miter : 10),
            dashPhase: CGFloat(p.extensionNumber(Key.lineDashPhase, default: 0)),
            // A pattern that is all zeros (or negative) draws a solid line, as Core Graphics does.
            dashLengths: dashes.allSatisfy { $0.isFinite && $0 >= 0 } && dashes.contains { $0 > 0 } ? dashes : [])
        if strokeColor == nil { (strokeStart, strokeEnd) = (0, 1) }
        guard fillColor != nil || strokeColor != nil else { return nil }
        self.scale = scale
    }

    /// How far the stroke reaches beyond the path, in points.
    private var strokeReach: Double {
        guard strokeColor != nil else { return 0 }
        let half = Double(stroke.lineWidth) / 2
        var reach = half
        if stroke.lineJoin == .miter { reach = max(reach, half * Double(stroke.miterLimit)) }
        if stroke.lineCap == .square { reach = max(reach, half * 2.0.squareRoot()) }
        return reach
    }

    /// The stroked part of the path (trimmed to `strokeStart`…`strokeEnd`) and the bounds, in
    /// the shape's points, of what ``paint(_:strokePath:)`` covers: the filled path and the
    /// stroke's reach; nil when it covers nothing.
    func outline() -> (strokePath: PathData, bounds: CGRect)? {
        let strokePath =
            strokeColor == nil || (strokeStart == 0 && strokeEnd == 1)
            ? path : PathMeasure(path).trimmed(fromFraction: CGFloat(strokeStart), toFraction: CGFloat(strokeEnd))
        var bounds = fillColor != nil ? path.boundingBoxOfPath : .null
        if strokeColor != nil, !strokePath.isEmpty {
            bounds = bounds.union(strokePath.boundingBoxOfPath.insetBy(dx: -strokeReach, dy: -strokeReach))
        }
        guard !bounds.isNull, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        return (strokePath, bounds)
    }

    /// Records the fill, then the stroke of `strokePath` (``outline()``'s), in `context`'s
    /// current space.
    func paint(_ context: CGContext, strokePath: PathData) {
        if let fillColor {
            context.setFillColor(fillColor)
            context.addPath(CGPath(pathData: path))
            context.fillPath(using: evenOdd ? .evenOdd : .winding)
        }
        if let strokeColor, !strokePath.isEmpty {
            context.setStrokeColor(strokeColor)
            context.setLineWidth(stroke.lineWidth)
            context.setLineCap(stroke.lineCap)
            context.setLineJoin(stroke.lineJoin)
            context.setMiterLimit(stroke.miterLimit)
            context.setLineDash(phase: stroke.dashPhase, lengths: stroke.dashLengths)
            context.addPath(CGPath(pathData: strokePath))
            context.strokePath()
        }
    }

    func rasterize() -> GeneratedContent? {
        guard let (strokePath, bounds) = outline() else { return nil }
        // Whole pixels of the grid (x·scale + phase), one of margin for the anti-aliased edge.
        guard let r = GridRect(bounds: bounds, scaleX: scale, scaleY: grid?.scaleY ?? scale, phase: grid?.phase ?? .zero)
        else { return nil }
        let context: CGContext
        if grid == nil {
            context = CGContext(pixelWidth: r.width, pixelHeight: r.height, scale: CGFloat(r.scaleX))
            context.translateBy(x: CGFloat(-r.x0 / r.scaleX), y: CGFloat(-r.y0 / r.scaleX))
        } else {
            context = CGContext(pixelWidth: r.width, pixelHeight: r.height)
            context.concatenate(r.toPixels)
        }
        paint(context, strokePath: strokePath)
        guard let image = DrawingRasterizer.shared.rasterize(context.makeDrawing()) else { return nil }
        return GeneratedContent(image: image, rect: r.rect)
    }
}

extension ShapeRecipe {
    static func == (a: ShapeRecipe, b: ShapeRecipe) -> Bool {
        a.path == b.path && a.fillColor == b.fillColor && a.evenOdd == b.evenOdd && a.strokeColor == b.strokeColor
            && a.stroke == b.stroke && a.strokeStart == b.strokeStart && a.strokeEnd == b.strokeEnd && a.scale == b.scale
            && a.grid?.scaleY == b.grid?.scaleY && a.grid?.phase == b.grid?.phase
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(fillColor)
        hasher.combine(evenOdd)
        hasher.combine(strokeColor)
        hasher.combine(stroke)
        hasher.combine(strokeStart)
        hasher.combine(strokeEnd)
        hasher.combine(scale)
        hasher.combine(grid?.scaleY)
        hasher.combine(grid?.phase)
    }
}
