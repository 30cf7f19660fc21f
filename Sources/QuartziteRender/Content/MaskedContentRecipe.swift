import Quartzite

/// A masked layer whose subtree is vector content only — solid rectangles (backgrounds) and
/// shapes, or a single gradient — under masks made of such content too (alpha mode), drawn as
/// one image in the masked layer's space: the content, painted in order, times each mask's
/// coverage. This is what Lottie's masks, its track mattes of shape and solid layers, and its
/// gradient fills and strokes become (lottie-ios maps them so: layers inside containers masked
/// by shape layers; a `CAGradientLayer` masked by its `CAShapeLayer`).
///
/// The same pixels as the general path (each masked layer drawn into a clip pass, its mask into
/// a mask pass, the one composited through the other) up to rounding and the resamplings saved,
/// for a fraction of the work: one texture over the masks' extent instead of two canvas-sized
/// passes per mask and one texture per layer; an animated gradient is computed only where the
/// masks cover it.
struct MaskedContentRecipe: ContentRecipe {
    /// What one layer draws, in its own coordinates.
    enum Content: Hashable, Sendable {
        /// A layer's background: `rect` (its bounds) filled with `color`.
        case solid(rect: CGRect, color: CGColor)
        case gradient(GradientRecipe)
        case shape(ShapeRecipe)
    }

    /// One layer's content, with its transform into the masked layer's space and its opacity.
    struct Piece: Hashable, Sendable {
        var content: Content
        /// The layer's coordinates → the masked (top) layer's (2D affine).
        var toSpace: CGAffineTransform
        /// 0…1: the product of the opacities from the top layer (excluded) down to this one.
        var opacity: Double
    }

    /// Painted in order, one over another. A gradient is only ever the one piece.
    var content: [Piece]
    /// The masks, outermost first; each one's pieces are painted one over another (its
    /// coverage is their alpha), and the masks multiply.
    var masks: [[Piece]]
    /// Pixels per point of the masked layer's space, horizontally and vertically.
    var scale: SIMD2<Double>
    /// Where the masked layer's origin falls within a pixel of the image's grid (0…1 each):
    /// the grid is the pass's when the layer is drawn by a scale and a translation only
    /// (``LayerTreeFlattener/drawMaskedContent``), so the image is drawn texel for pixel.
    var phase: SIMD2<Double>
    /// For content drawn in its pass's pixels (``PassPlacement``), where it goes; nil for the
    /// grid of `scale` and `phase`.
    var placement: PassPlacement? = nil

    /// Where content drawn in its pass's pixels goes: the image covers the pass pixels the
    /// content can reach within `clip`, and is drawn texel for pixel, under any 2D affine
    /// matrix (the CPU renderer's way: nothing resampled).
    struct PassPlacement: Hashable, Sendable {
        /// The masked layer's space → pass pixels.
        var toPass: CGAffineTransform
        /// The pass pixels that can show (the pass within the scissor).
        var clip: PixelRect
    }

    /// The bounds, in the masked layer's space, of what `piece` paints, and the stroke path of a
    /// shape (``ShapeRecipe/outline()``'s); nil when it paints nothing.
    private static func extent(of piece: Piece) -> (bounds: CGRect, strokePath: PathData?)? {
        guard piece.opacity > 0 else { return nil }
        switch piece.content {
        case .solid(let rect, _): return (rect.applying(piece.toSpace), nil)
        case .gradient(let g): return (g.bounds.applying(piece.toSpace), nil)
        case .shape(let shape):
            guard let outline = shape.outline() else { return nil }
            return (outline.bounds.applying(piece.toSpace), outline.strokePath)
        }
    }

    func rasterize() -> GeneratedContent? {
        // The extent: the content's, within every mask's.
        let contentExtents = content.map(Self.extent(of:))
        var bounds = contentExtents.reduce(CGRect.null) { $0.union($1?.bounds ?? .null) }
        let maskExtents = masks.map { $0.map(Self.extent(of:)) }
        for extents in maskExtents {
            bounds = bounds.intersection(extents.reduce(CGRect.null) { $0.union($1?.bounds ?? .null) })
        }
        guard !bounds.isNull, !bounds.isEmpty, bounds.width.isFinite, bounds.height.isFinite,
            let (width, height, toGrid, rect) = pixels(of: bounds)
        else { return nil }
        /// `pieces` painted in order on transparent pixels of the grid, as a drawing.
        func drawing(_ pieces: [Piece], _ extents: [(bounds: CGRect, strokePath: PathData?)?]) -> RecordedDrawing {
            let context = CGContext(pixelWidth: width, pixelHeight: height)
            context.concatenate(toGrid)
            for (piece, extent) in zip(pieces, extents) {
                guard let extent else { continue }
                context.saveGState()
                context.concatenate(piece.toSpace)
                context.setAlpha(CGFloat(piece.opacity))
                switch piece.content {
                case .solid(let rect, let color):
                    context.setFillColor(color)
                    context.fill(rect)
                case .shape(let shape):
                    if let strokePath = extent.strokePath { shape.paint(context, strokePath: strokePath) }
                case .gradient:
                    break
                }
                context.restoreGState()
            }
            return context.makeDrawing()
        }
        // Coverage of the masks, multiplied (each mask's alpha alone, painted one byte a pixel);
        // one mask's bytes are read as they are.
        let coverage: MaskCoverage
        if masks.count == 1 {
            guard let alpha = DrawingRasterizer.shared.rasterizeAlpha(drawing(masks[0], maskExtents[0])) else { return nil }
            coverage = .bytes(alpha.bytes, stride: alpha.stride)
        } else {
            var product = [Float](repeating: 1, count: width * height)
            for (mask, extents) in zip(masks, maskExtents) {
                guard let alpha = DrawingRasterizer.shared.rasterizeAlpha(drawing(mask, extents)) else { return nil }
                alpha.bytes.withUnsafeBufferPointer { bytes in
                    product.withUnsafeMutableBufferPointer { c in
                        for y in 0..<height {
                            let row = y &* alpha.stride, out = y &* width
                            for x in 0..<width { c[out &+ x] *= Float(bytes[row &+ x]) * (1 / 255) }
                        }
                    }
                }
            }
            coverage = .floats(product)
        }
        var pixels = zeroedBytes(count: width * height * 4)
        if content.count == 1, case .gradient(let g) = content[0].content {
            gradientPixels(
                g, content[0], coverage, &pixels, width: width, height: height, fromGrid: toGrid.inverted())
        } else {
            guard let image = DrawingRasterizer.shared.rasterize(drawing(content, contentExtents)) else { return nil }
            image.withUnsafeBytes { raw in
                pixels.withUnsafeMutableBufferPointer { pixels in
                    let bytes = raw.bindMemory(to: UInt8.self)
                    for y in 0..<height {
                        coverage.forEachCoveredRun(y: y, width: width) { x0, x1, cover in
                            for x in x0..<x1 {
                                let k = y &* width &+ x
                                let c = cover(x)
                                guard c > 0, bytes[k &* 4 &+ 3] != 0 else { continue }
                                for channel in 0..<4 {
                                    pixels[k &* 4 &+ channel] = UInt8(Float(bytes[k &* 4 &+ channel]) * c + 0.5)
                                }
                            }
                        }
                    }
                }
            }
        }
        guard let image = try? CGImage(width: width, height: height, premultipliedRGBA: pixels) else { return nil }
        return GeneratedContent(image: image, rect: rect)
    }

    /// The image for content within `bounds` (the masked layer's space): its size, the map
    /// from that space to its pixels and the rectangle it covers (in that space on the grid, in
    /// pass pixels for a ``placement``) — whole pixels, one of margin for anti-aliased edges;
    /// nil when it has no pixel.
    private func pixels(of bounds: CGRect) -> (width: Int, height: Int, toPixels: CGAffineTransform, rect: CGRect)? {
        guard let placement else {
            guard let grid = GridRect(bounds: bounds, scaleX: scale.x, scaleY: scale.y, phase: phase) else { return nil }
            return (grid.width, grid.height, grid.toPixels, grid.rect)
        }
        guard let r = PixelRect(covering: bounds.applying(placement.toPass), within: placement.clip, limit: 1e7)
        else { return nil }
        let toPixels = placement.toPass.concatenating(CGAffineTransform(translationX: CGFloat(-r.x), y: CGFloat(-r.y)))
        return (r.width, r.height, toPixels, r.rect)
    }

    /// The gradient's premultiplied colour at each pixel centre the masks cover (inside the
    /// gradient's bounds), times that coverage and the piece's opacity. Colours come from the
    /// gradient's ramp (``GradientRamp``, within a quarter of a level of the
    /// exact colour); the pixel centres are stepped along rows.
    private func gradientPixels(
        _ g: GradientRecipe, _ piece: Piece, _ coverage: MaskCoverage, _ pixels: inout [UInt8], width: Int, height: Int,
        fromGrid: CGAffineTransform
    ) {
        let toContent = fromGrid.concatenating(piece.toSpace.inverted())
        let ramp = GradientRamp(g.stops)
        let opacity = Float(piece.opacity)
        let b = g.bounds
        // Unit gradient coordinates of pixel centre (i, j): origin + i·stepX + j·stepY.
        let stepX = SIMD2(toContent.a / b.width, toContent.b / b.height)
        let stepY = SIMD2(toContent.c / b.width, toContent.d / b.height)
        let origin = SIMD2((toContent.tx - b.minX) / b.width, (toContent.ty - b.minY) / b.height)
            + (stepX + stepY) * 0.5
        ramp.colors.withUnsafeBufferPointer { colors in
            pixels.withUnsafeMutableBytes { raw in
                let out = raw.bindMemory(to: SIMD4<UInt8>.self)
                for j in 0..<height {
                    let rowStart = origin + stepY * Double(j)
                    coverage.forEachCoveredRun(y: j, width: width) { i0, i1, cover in
                        for i in i0..<i1 {
                            let a = cover(i)
                            if a <= 0 { continue }
                            let u = rowStart + stepX * Double(i)
                            guard u.x > 0, u.x < 1, u.y > 0, u.y < 1 else { continue }
                            // ⌊c + ½⌋ of c in 0…255 (premultiplied colours under a coverage ≤ 1):
                            // the quantizer's bit trick, without the checked conversions to
                            // integers that cost more than the gradient.
                            out[j &* width &+ i] = PixelMath.quantize(colors[ramp.index(at: g.position(at: u))] * (a * opacity))
                        }
                    }
                }
            }
        }
    }
}
