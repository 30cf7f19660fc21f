import Quartzite

/// A masked layer whose subtree reduces to one piece of content — a solid rectangle, a
/// gradient or a shape, through a chain of single-child containers — under masks made of
/// shapes (alpha mode), drawn as one image in the masked layer's space: the content times each
/// mask's coverage. This is what Lottie's masked solids and its gradient fills and strokes
/// become (lottie-ios maps them so: a solid layer inside containers masked by shape layers; a
/// `CAGradientLayer` masked by its `CAShapeLayer`).
///
/// The same pixels as the general path (each masked layer drawn into a clip pass, its mask into
/// a mask pass, the one composited through the other) up to rounding and the resamplings saved,
/// for a fraction of the work: one texture over the masks' extent instead of two canvas-sized
/// passes per mask and textures the size of the masked layers; an animated gradient is computed
/// only where the masks cover it.
struct MaskedContentRecipe: ContentRecipe {
    /// What the subtree draws, in its own layer's coordinates.
    enum Content: Hashable, Sendable {
        /// A layer's background: `rect` (its bounds) filled with `color`.
        case solid(rect: CGRect, color: CGColor)
        case gradient(GradientRecipe)
        case shape(ShapeRecipe)
    }

    /// A shape layer of a mask, with its opacity and its transform into the masked layer's space.
    struct MaskShape: Hashable, Sendable {
        var shape: ShapeRecipe
        /// The shape layer's coordinates → the masked (top) layer's (2D affine).
        var toSpace: CGAffineTransform
        /// 0…1.
        var opacity: Double
    }

    var content: Content
    /// The content's layer coordinates → the masked (top) layer's (2D affine).
    var contentToSpace: CGAffineTransform
    /// The masks, outermost first; each one's shapes are drawn over one another (its coverage
    /// is their union, each at its opacity), and the masks multiply.
    var masks: [[MaskShape]]
    /// Pixels per point of the masked layer's space.
    var scale: Double

    func rasterize() -> GeneratedContent? {
        // The extent: the content's, within every mask's.
        var bounds: CGRect
        var strokePath: PathData? = nil
        switch content {
        case .solid(let rect, _): bounds = rect
        case .gradient(let g): bounds = g.bounds
        case .shape(let shape):
            guard let outline = shape.outline() else { return nil }
            strokePath = outline.strokePath
            bounds = outline.bounds
        }
        bounds = bounds.applying(contentToSpace)
        var outlines: [[PathData]] = []
        for mask in masks {
            var union = CGRect.null
            var paths: [PathData] = []
            for m in mask {
                guard let outline = m.shape.outline() else {
                    paths.append(PathData())
                    continue
                }
                paths.append(outline.strokePath)
                if m.opacity > 0 { union = union.union(outline.bounds.applying(m.toSpace)) }
            }
            bounds = bounds.intersection(union)
            outlines.append(paths)
        }
        guard !bounds.isNull, !bounds.isEmpty, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        // Whole pixels of the space's grid, one of margin for anti-aliased edges.
        var s = scale
        let longest = max(bounds.width, bounds.height) * s + 2
        if longest > Double(ContentRecipes.maximumPixels) { s *= Double(ContentRecipes.maximumPixels) / longest }
        let x0 = (bounds.minX * s).rounded(.down) - 1
        let y0 = (bounds.minY * s).rounded(.down) - 1
        let width = Int((bounds.maxX * s).rounded(.up) + 1 - x0)
        let height = Int((bounds.maxY * s).rounded(.up) + 1 - y0)
        guard width > 0, height > 0 else { return nil }
        func canvas() -> CGContext {
            let context = CGContext(pixelWidth: width, pixelHeight: height, scale: CGFloat(s))
            context.translateBy(x: CGFloat(-x0 / s), y: CGFloat(-y0 / s))
            return context
        }
        // Coverage of the masks, multiplied.
        var coverage = [Float](repeating: 1, count: width * height)
        for (mask, paths) in zip(masks, outlines) {
            let context = canvas()
            for (m, path) in zip(mask, paths) where m.opacity > 0 {
                context.saveGState()
                context.concatenate(m.toSpace)
                context.setAlpha(CGFloat(m.opacity))
                m.shape.paint(context, strokePath: path)
                context.restoreGState()
            }
            guard let image = DrawingRasterizer.shared.rasterize(context.makeDrawing()) else { return nil }
            image.withUnsafeBytes { bytes in
                for k in 0..<(width * height) { coverage[k] *= Float(bytes[k * 4 + 3]) * (1 / 255) }
            }
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        switch content {
        case .gradient(let g):
            gradientPixels(g, coverage, &pixels, x0: x0, y0: y0, width: width, height: height, scale: s)
        case .solid, .shape:
            let context = canvas()
            context.concatenate(contentToSpace)
            if case .solid(let rect, let color) = content {
                context.setFillColor(color)
                context.fill(rect)
            } else if case .shape(let shape) = content, let strokePath {
                shape.paint(context, strokePath: strokePath)
            }
            guard let image = DrawingRasterizer.shared.rasterize(context.makeDrawing()) else { return nil }
            image.withUnsafeBytes { bytes in
                for k in 0..<(width * height) where coverage[k] > 0 && bytes[k * 4 + 3] != 0 {
                    let c = coverage[k]
                    for channel in 0..<4 {
                        pixels[k * 4 + channel] = UInt8(Float(bytes[k * 4 + channel]) * c + 0.5)
                    }
                }
            }
        }
        guard let image = try? CGImage(width: width, height: height, premultipliedRGBA: pixels) else { return nil }
        return GeneratedContent(
            image: image, rect: CGRect(x: x0 / s, y: y0 / s, width: Double(width) / s, height: Double(height) / s))
    }

    /// The gradient's premultiplied colour at each pixel centre the masks cover (inside the
    /// gradient's bounds), times that coverage.
    private func gradientPixels(
        _ g: GradientRecipe, _ coverage: [Float], _ pixels: inout [UInt8], x0: Double, y0: Double, width: Int, height: Int,
        scale s: Double
    ) {
        let toContent = contentToSpace.inverted()
        let stops = g.stops
        pixels.withUnsafeMutableBytes { raw in
            let out = raw.bindMemory(to: SIMD4<UInt8>.self)
            for j in 0..<height {
                for i in 0..<width {
                    let a = coverage[j * width + i]
                    if a <= 0 { continue }
                    let p = CGPoint(x: (x0 + Double(i) + 0.5) / s, y: (y0 + Double(j) + 0.5) / s).applying(toContent)
                    guard p.x > g.bounds.minX, p.x < g.bounds.maxX, p.y > g.bounds.minY, p.y < g.bounds.maxY else { continue }
                    let u = SIMD2((p.x - g.bounds.minX) / g.bounds.width, (p.y - g.bounds.minY) / g.bounds.height)
                    let t = stops.count == 1 ? 0 : g.position(at: u)
                    out[j * width + i] = GradientRecipe.bytes(GradientRecipe.color(at: t, stops) * Double(a))
                }
            }
        }
    }
}
