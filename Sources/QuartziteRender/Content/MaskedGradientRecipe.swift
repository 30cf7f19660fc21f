import Quartzite

/// A `CAGradientLayer` whose `mask` is a lone `CAShapeLayer` (alpha mode) — how Lottie's
/// gradient fills and strokes arrive (lottie-ios draws them so) — drawn as one image: the
/// gradient's colour at each pixel times the shape's coverage there (× the mask's opacity),
/// over the shape's extent within the gradient's bounds.
///
/// The same pixels as the general path (the gradient rasterized over its bounds into a clip
/// pass, the shape into a mask pass, the one composited through the other) up to rounding and
/// the one resampling saved, for a fraction of the work: one texture the size of the shape
/// instead of two passes and two textures the size of the gradient layer, and on an animated
/// gradient only the covered pixels computed.
struct MaskedGradientRecipe: ContentRecipe {
    /// The gradient layer's gradient (over its bounds, in its coordinates).
    var gradient: GradientRecipe
    /// The mask's shape, in the mask layer's coordinates, at the gradient's scale.
    var shape: ShapeRecipe
    /// The mask layer's coordinates → the gradient layer's (2D affine).
    var shapeToLayer: CGAffineTransform
    /// The mask layer's opacity, 0…1.
    var maskOpacity: Double

    func rasterize() -> GeneratedContent? {
        guard maskOpacity > 0, let (strokePath, shapeBounds) = shape.outline() else { return nil }
        let bounds = shapeBounds.applying(shapeToLayer).intersection(gradient.bounds)
        guard !bounds.isNull, !bounds.isEmpty, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        // Whole pixels of the gradient layer's grid, one of margin for the anti-aliased edge.
        var s = gradient.scale
        let longest = max(bounds.width, bounds.height) * s + 2
        if longest > Double(ContentRecipes.maximumPixels) { s *= Double(ContentRecipes.maximumPixels) / longest }
        let x0 = (bounds.minX * s).rounded(.down) - 1
        let y0 = (bounds.minY * s).rounded(.down) - 1
        let width = Int((bounds.maxX * s).rounded(.up) + 1 - x0)
        let height = Int((bounds.maxY * s).rounded(.up) + 1 - y0)
        guard width > 0, height > 0 else { return nil }
        let context = CGContext(pixelWidth: width, pixelHeight: height, scale: CGFloat(s))
        context.translateBy(x: CGFloat(-x0 / s), y: CGFloat(-y0 / s))
        context.concatenate(shapeToLayer)
        shape.paint(context, strokePath: strokePath)
        guard let coverage = DrawingRasterizer.shared.rasterize(context.makeDrawing()) else { return nil }
        let g = gradient
        let stops = g.stops
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        coverage.withUnsafeBytes { cover in
            pixels.withUnsafeMutableBytes { raw in
                let out = raw.bindMemory(to: SIMD4<UInt8>.self)
                for j in 0..<height {
                    let y = (y0 + Double(j) + 0.5) / s
                    guard y > g.bounds.minY, y < g.bounds.maxY else { continue }
                    let uy = (y - g.bounds.minY) / g.bounds.height
                    for i in 0..<width {
                        let a = cover[(j * width + i) * 4 + 3]
                        if a == 0 { continue }
                        let x = (x0 + Double(i) + 0.5) / s
                        guard x > g.bounds.minX, x < g.bounds.maxX else { continue }
                        let u = SIMD2((x - g.bounds.minX) / g.bounds.width, uy)
                        let t = stops.count == 1 ? 0 : g.position(at: u)
                        let c = GradientRecipe.color(at: t, stops) * (Double(a) / 255 * maskOpacity)
                        out[j * width + i] = GradientRecipe.bytes(c)
                    }
                }
            }
        }
        guard let image = try? CGImage(width: width, height: height, premultipliedRGBA: pixels) else { return nil }
        return GeneratedContent(
            image: image, rect: CGRect(x: x0 / s, y: y0 / s, width: Double(width) / s, height: Double(height) / s))
    }
}
