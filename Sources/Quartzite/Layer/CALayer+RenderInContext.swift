import Foundation

extension CALayer {
    /// The base-class behaviour of ``render(in:)`` (the open method forwards here).
    func baseRender(in ctx: CGContext) {
        renderTree(in: ctx, alpha: 1, superlayerSpace: ctx.recordingTransform, flipped: false)
    }

    /// Paints this layer and its sublayers into `ctx`, in this layer's coordinate space
    /// (points), with `parentAlpha` the product of the ancestors' opacities; `superlayerSpace`
    /// maps the superlayer's space to recorded pixels (the space `shadowOffset` is in);
    /// `flipped` says whether an odd number of the layers above it in this render are
    /// geometry-flipped (its space is upside down against the render's, as the compositor
    /// flips it, the layer rendered being the root). A
    /// layer below full opacity whose sublayers it groups (`allowsGroupOpacity`, as the
    /// compositor groups it), or that casts a shadow, is painted at full strength into a
    /// transparency layer composited at its opacity (with the shadow of everything in it).
    private func renderTree(
        in ctx: CGContext, alpha parentAlpha: CGFloat, superlayerSpace: CGAffineTransform, flipped: Bool
    ) {
        guard !storage.isHidden else { return }
        var alpha = parentAlpha * CGFloat(storage.opacity)
        guard alpha > 0 else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.setAlpha(alpha)
        let bounds = storage.bounds
        let radius = min(max(0, storage.cornerRadius), min(bounds.width, bounds.height) / 2)
        let corners = UInt8(truncatingIfNeeded: storage.maskedCorners.rawValue & 15)
        let continuous = storage.cornerCurve == .continuous
        let outline = CGPath.layerOutline(bounds, radius: radius, corners: corners, continuous: continuous)
        var shadows = castShadow(in: ctx, superlayerSpace: superlayerSpace)
        if shadows && storage.masksToBounds {
            // masksToBounds clips the layer's own shadow too, as Core Animation does.
            ctx.addPath(outline)
            ctx.clip()
        }
        if shadows, let path = storage.shadowPath {
            // The shadow path's shadow alone, beneath what the layer draws (without shadow).
            ctx.paintShadow(of: path)
            ctx.setRecordingShadow(offset: .zero, blur: 0, color: nil)
            shadows = false
        }
        let groups = shadows || (storage.opacity < 1 && storage.allowsGroupOpacity && !sublayerList.isEmpty)
        if groups {
            ctx.beginTransparencyLayer(auxiliaryInfo: nil)
            alpha = 1
        }
        defer { if groups { ctx.endTransparencyLayer() } }
        if let background = storage.backgroundColor {
            ctx.addPath(outline)
            ctx.setFillColor(background)
            ctx.fillPath()
        }
        if storage.masksToBounds {
            ctx.addPath(outline)
            ctx.clip()
        }
        // A gradient is drawn over the background and under the contents (GNUstep's tests,
        // measured against Apple's QuartzCore); a shape and text over the contents.
        if let gradient = self as? CAGradientLayer { gradient.renderGradient(in: ctx, inside: outline) }
        if let image = contents as? CGImage {
            renderContents(image, in: ctx, flipped: flipped)
        } else if contents is RecordedDrawing {
            if storage.isOpaque {
                // An opaque backing store: black under the drawing, as the compositor shows it.
                ctx.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
                ctx.fill(bounds)
            }
            // The compositor shows the backing store of a layer with its own geometry flipped
            // upside down (its context was flipped, `contentsAreFlipped()`), as it flips a shape.
            ctx.saveGState()
            if isGeometryFlipped { ctx.concatenate(Self.geometryFlip(of: bounds)) }
            draw(in: ctx)
            ctx.restoreGState()
        }
        if let shape = self as? CAShapeLayer { shape.renderShape(in: ctx) }
        if let text = self as? CATextLayer { text.renderText(in: ctx) }
        renderSublayers(in: ctx, alpha: alpha, flipped: flipped != isGeometryFlipped)
        if storage.borderWidth > 0, let border = storage.borderColor {
            let inset = storage.borderWidth / 2
            let rect = bounds.insetBy(dx: inset, dy: inset)
            let r = max(0, radius - inset)
            ctx.addPath(CGPath.layerOutline(rect, radius: r, corners: corners, continuous: continuous))
            ctx.setStrokeColor(border)
            ctx.setLineWidth(storage.borderWidth)
            ctx.strokePath()
        }
    }

    /// Sets the layer's shadow on `ctx` when it casts one (`shadowOpacity` above 0 and a
    /// visible `shadowColor`): the colour at `shadowOpacity`, moved by `shadowOffset` in the
    /// superlayer's space, blurred by a Gaussian of σ = `shadowRadius` points, as the compositor
    /// draws it; cast by the `shadowPath` when there is one, else by everything the layer
    /// draws. Whether it did.
    private func castShadow(in ctx: CGContext, superlayerSpace: CGAffineTransform) -> Bool {
        guard storage.shadowOpacity > 0, let color = storage.shadowColor, color.alpha > 0 else { return false }
        let pixelsPerPoint = ctx.recordingTransform.lengthScale
        let offset = storage.shadowOffset
        let moved = CGSize(
            width: offset.width * superlayerSpace.a + offset.height * superlayerSpace.c,
            height: offset.width * superlayerSpace.b + offset.height * superlayerSpace.d)
        let shadowColor = color.copy(alpha: color.alpha * CGFloat(min(storage.shadowOpacity, 1))) ?? color
        ctx.setRecordingShadow(offset: moved, blur: 2 * max(0, storage.shadowRadius) * pixelsPerPoint, color: shadowColor)
        return true
    }

    /// Paints `image` as the layer shows it: placed by `contentsGravity`, the part
    /// `contentsRect` names at `contentsScale`, stretched in nine parts by `contentsCenter`,
    /// upright on screen — mirrored in one piece in the layer's space when `flipped` (its
    /// superlayers turned that space upside down), as the compositor mirrors it; the layer's
    /// own flip does not turn its contents — with unantialiased edges like the compositor's
    /// layer edges.
    private func renderContents(_ image: CGImage, in ctx: CGContext, flipped: Bool) {
        let placement = ContentsPlacement(
            imageWidth: image.width, imageHeight: image.height, contentsScale: storage.contentsScale,
            properties: storage, flipped: flipped)
        let r = placement.rect, uv = placement.uvRect
        guard r.width > 0, r.height > 0, uv.width > 0, uv.height > 0 else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.setShouldAntialias(false)
        guard let center = placement.center, !flipped else {
            drawImagePart(image, uv, into: r, flipped: flipped, in: ctx)
            return
        }
        // Per axis: the fixed ends (shrunk together when they do not fit), the stretched middle.
        func pieces(_ start: Double, _ length: Double, _ low: Double, _ high: Double, _ c0: Double, _ c1: Double)
            -> [(Double, Double, Double, Double)]
        {
            let shrink = low + high > length && low + high > 0 ? length / (low + high) : 1
            let a = low * shrink, b = high * shrink
            return [(0, a, 0, c0), (a, length - b, c0, c1), (length - b, length, c1, 1)].map {
                (start + $0.0, start + $0.1, $0.2, $0.3)
            }
        }
        let columns = pieces(r.minX, r.width, center.left, center.right, center.rect.minX, center.rect.maxX)
        let rows = pieces(r.minY, r.height, center.top, center.bottom, center.rect.minY, center.rect.maxY)
        for row in rows where row.1 > row.0 && row.3 > row.2 {
            for column in columns where column.1 > column.0 && column.3 > column.2 {
                let part = CGRect(
                    x: uv.minX + column.2 * uv.width, y: uv.minY + row.2 * uv.height,
                    width: (column.3 - column.2) * uv.width, height: (row.3 - row.2) * uv.height)
                let destination = CGRect(x: column.0, y: row.0, width: column.1 - column.0, height: row.1 - row.0)
                drawImagePart(image, part, into: destination, flipped: false, in: ctx)
            }
        }
    }

    /// Draws the part `uv` (image pixels) of `image` over `r` (layer points), clipped to `r`:
    /// upright, or mirrored in `r` when `flipped`.
    private func drawImagePart(_ image: CGImage, _ uv: CGRect, into r: CGRect, flipped: Bool, in ctx: CGContext) {
        // The whole image where the part `uv` covers `r`.
        let kx = r.width / uv.width, ky = r.height / uv.height
        let whole = CGRect(
            x: r.minX - uv.minX * kx, y: r.minY - uv.minY * ky, width: CGFloat(image.width) * kx,
            height: CGFloat(image.height) * ky)
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.clip(to: r)
        if flipped {
            ctx.draw(image, in: whole)
        } else {
            // Core Graphics draws an image's first row at the rectangle's maxY, the bottom of
            // this y-down space: mirrored about r's middle, it comes out upright.
            ctx.translateBy(x: 0, y: r.minY + r.maxY)
            ctx.scaleBy(x: 1, y: -1)
            ctx.draw(image, in: whole.offsetBy(dx: 0, dy: r.minY + r.maxY - 2 * whole.midY))
        }
    }

    /// The sublayers back to front (by `zPosition`, ties in order), each through its matrix
    /// to this layer flattened into this layer's plane (`zPosition` and `anchorPointZ` only
    /// order); a sublayer with a 3D `transform` (or under a 3D `sublayerTransform`) is skipped,
    /// as Apple's `render(in:)` skips it.
    ///
    /// A `CAReplicatorLayer` draws them once per instance, instance i under its
    /// `instanceTransform` applied i times about the centre of its bounds (its affine part;
    /// none for a count of 0), as Apple's `render(in:)` does; the instance colours are not
    /// applied (Apple's `render(in:)` leaves them out too, GNUstep's tests note). A
    /// geometry-flipped layer turns its sublayers' space upside down about its bounds; `flipped`
    /// is the sublayers' ``renderTree(in:alpha:superlayerSpace:flipped:)`` value.
    private func renderSublayers(in ctx: CGContext, alpha: CGFloat, flipped: Bool) {
        let space = ctx.recordingTransform
        var sublayerSpace = LayerGeometry.sublayerMatrix(of: storage)
        if isGeometryFlipped {
            sublayerSpace = CATransform3DConcat(
                CATransform3DMakeAffineTransform(Self.geometryFlip(of: storage.bounds)), sublayerSpace)
        }
        let ordered = sublayerList.enumerated().sorted {
            ($0.element.storage.zPosition, $0.offset) < ($1.element.storage.zPosition, $1.offset)
        }
        var instances = 1
        var step = CGAffineTransform.identity
        if let replicator = self as? CAReplicatorLayer {
            // At most 100,000 copies: a huge count draws those, not forever.
            instances = min(replicator.instanceCount, 100_000)
            let t = LayerGeometry.aboutCentre(replicator.instanceTransform, of: storage)
            guard CATransform3DIsAffine(t) || instances <= 1 else { return }
            step = CATransform3DGetAffineTransform(t)
        }
        var instance = CGAffineTransform.identity
        for i in 0..<max(0, instances) {
            if i > 0 { instance = instance.concatenating(step) }
            for (_, sublayer) in ordered {
                guard CATransform3DIsAffine(sublayer.storage.transform),
                    CATransform3DIsAffine(storage.sublayerTransform)
                else { continue }
                let matrix = CATransform3DConcat(LayerGeometry.matrixToParentPlane(of: sublayer.storage), sublayerSpace)
                ctx.saveGState()
                ctx.concatenate(CATransform3DGetAffineTransform(matrix).concatenating(instance))
                sublayer.renderTree(in: ctx, alpha: alpha, superlayerSpace: space, flipped: flipped)
                ctx.restoreGState()
            }
        }
    }
}

extension CAShapeLayer {
    /// Fills and strokes the shape (between `strokeStart` and `strokeEnd`) as the renderers do.
    fileprivate func renderShape(in ctx: CGContext) {
        guard let path else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        if isGeometryFlipped { ctx.concatenate(Self.geometryFlip(of: bounds)) }
        if let fill = fillColor {
            ctx.addPath(path)
            ctx.setFillColor(fill)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        guard let stroke = strokeColor, lineWidth > 0, strokeEnd > strokeStart else { return }
        let trimmed: CGPath =
            strokeStart <= 0 && strokeEnd >= 1
            ? path : path.trimmed(fromFraction: max(0, strokeStart), toFraction: min(1, strokeEnd))
        ctx.addPath(trimmed)
        ctx.setStrokeColor(stroke)
        ctx.setLineWidth(lineWidth)
        ctx.setMiterLimit(miterLimit)
        ctx.setLineCap(lineCap == .round ? .round : lineCap == .square ? .square : .butt)
        ctx.setLineJoin(lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter)
        if let pattern = lineDashPattern, !pattern.isEmpty {
            ctx.setLineDash(phase: lineDashPhase, lengths: pattern.map { CGFloat($0.doubleValue) })
        }
        ctx.strokePath()
    }
}

extension CAGradientLayer {
    /// Paints an axial, radial or conic gradient over `outline` as the renderers do: positions
    /// in the unit square of the bounds, stops at `locations` (any values), the end colours
    /// extended.
    fileprivate func renderGradient(in ctx: CGContext, inside outline: CGPath) {
        let colors = storage.extensionColors(Key.colors) ?? []
        let b = storage.bounds
        guard b.width > 0, b.height > 0,
            let locations = Self.stopLocations(colorCount: colors.count, locations: storage.extensionNumbers(Key.locations))
        else { return }
        let kind = storage.extensionName(Key.type, default: CAGradientLayerType.axial)
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.addPath(outline)
        ctx.clip()
        ctx.concatenate(CGAffineTransform(a: b.width, b: 0, c: 0, d: b.height, tx: b.minX, ty: b.minY))
        let start = startPoint
        let paint: DrawingGradient.Kind
        switch kind {
        case .axial: paint = .axial
        case .radial: paint = .radial
        case .conic: paint = .conic
        default: return
        }
        let end = endPoint
        let degenerate = paint == .radial ? end.x == start.x || end.y == start.y : end == start
        if degenerate { return }
        ctx.paintGradient(kind: paint, locations: locations, colors: colors, start: start, end: end)
    }
}
