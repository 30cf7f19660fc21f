import QuartzGeometry

/// A quad prepared for rasterization: everything per-pixel code needs as plain values, computed
/// once per quad per frame (inverse matrix, pixel bounds, screen polygon, content pointers).
struct QuadSetup {
    enum Path: UInt8 {
        /// Per-pixel inverse mapping, coverage and sampling.
        case general
        /// Untransformed texture at an integer offset: blend texel rows directly.
        case copyRows
        /// copyRows through an alpha mask pass: each texel at the quad's alpha × the mask
        /// pixel's alpha.
        case maskedCopyRows
        /// Pixel-aligned solid rectangle: blend (or store) a constant colour.
        case solidRect
        /// The general path for a quad with a blend mode other than normal.
        case blended
        /// The general path for a linearly mapped nearest/linear texture (tinted or not) with
        /// square corners, no border, no mask and source-over blending.
        case plainTexture
        /// A vector drawing painted by cairo straight into the target.
        case drawing
        /// The general path for a solid affine quad with square corners, no border, no mask and
        /// source-over: fully covered runs of each row filled or blended at once.
        case solidSpans
    }

    enum Kind: UInt8 {
        case solid
        case texture
        /// A texture multiplied by `color`.
        case tintedTexture
        case passAlpha
        case passMix
        /// The plan's drawing `drawing`, at `drawingOffset`.
        case drawing
    }

    var path = Path.general
    var kind = Kind.solid
    var filter = TextureFilter.linear
    /// Added to trilinear sampling's level of detail.
    var levelOfDetailBias = 0.0
    /// Pixel bounds (clipped to the pass and scissor): columns x0..<x1, rows y0..<y1.
    var x0 = 0
    var y0 = 0
    var x1 = 0
    var y1 = 0
    /// The visible part of the quad in pass pixels (clipped at w ≥ ε), convex, ≤ 5 vertices.
    var polygon = ScreenPolygon()
    var inverse: InverseHomography
    var affine = true
    /// The constant Jacobian and its gradient lengths, for affine quads.
    var jacobian = LocalJacobian.identity
    var gradientX = 1.0
    var gradientY = 1.0
    var shape = RoundedRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
    var inner = RoundedRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
    var hasBorder = false
    var edges = EdgeAntialiasing.all
    /// Solid colour, or the tint of a tinted texture or passAlpha, premultiplied, 0…255.
    var color = SIMD4<Float>.zero
    var borderColor = SIMD4<Float>.zero
    /// Quad opacity × shared opacity.
    var alpha: Float = 1
    var image = SourceImage.none
    var levels: UnsafePointer<SourceImage>?
    var levelCount = 1
    /// Linear uv mapping: texel = uvOrigin + (layer point − rect origin) · uvScale.
    var uvOrigin = SIMD2<Double>.zero
    var uvScale = SIMD2<Double>.zero
    var uvSize = SIMD2<Double>.zero
    var ninePart: NinePartGrid?
    var mask = SourceImage.none
    /// Which value of a mask pixel multiplies coverage.
    var maskChannel = MaskChannel.alpha
    /// How the shaded colour combines with the target (other than normal: the `blended` path).
    var blendMode = BlendMode.normal
    /// passMix: the second pass (`image` is the first) and the weight of the second, 0…1.
    var secondImage = SourceImage.none
    var mixProgress: Float = 0
    /// copyRows: texel column = pixel column − dx, texel row = pixel row − dy.
    var dx = 0
    var dy = 0
    /// drawing: its index in the plan's drawings and the pixel its canvas origin lands on.
    var drawing = 0
    var drawingOffset = SIMD2<Int>.zero

    /// Prepares the geometry of `quad` for a pass of `passSize`; nil when nothing of it can show
    /// (behind the eye, outside the pass or scissor).
    init?(_ quad: ValidatedQuad, passSize: PixelSize) {
        let rect = quad.rect
        inverse = quad.inverse
        affine = inverse.isAffine
        shape = RoundedRect(
            minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY, radius: quad.cornerRadius,
            corners: quad.maskedCorners, curve: quad.cornerCurve)
        if quad.borderWidth > 0 {
            hasBorder = true
            inner = shape.inset(by: quad.borderWidth)
            borderColor = quad.borderColor.byteScaled
        }
        edges = quad.edgeAntialiasing
        alpha = quad.alpha
        ninePart = quad.ninePart
        blendMode = quad.blendMode
        levelOfDetailBias = Double(quad.levelOfDetailBias)
        let uv = quad.uvRect
        uvOrigin = SIMD2(uv.minX, uv.minY)
        uvSize = SIMD2(uv.width, uv.height)
        uvScale = SIMD2(uv.width / rect.width, uv.height / rect.height)

        // Visible polygon: the rect's corners in homogeneous pixels, clipped to w ≥ ε.
        polygon = ScreenPolygon(
            minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY, forward: inverse)
        guard polygon.count >= 3 else { return nil }
        var minP = polygon.vertex(0)
        var maxP = minP
        for i in 1..<polygon.count {
            minP = pointwiseMin(minP, polygon.vertex(i))
            maxP = pointwiseMax(maxP, polygon.vertex(i))
        }
        let bounds = quad.scissor ?? PixelRect(x: 0, y: 0, width: passSize.width, height: passSize.height)
        let bx0 = bounds.x
        let by0 = bounds.y
        let bx1 = bounds.x + bounds.width
        let by1 = bounds.y + bounds.height
        // One pixel of margin: anti-aliased coverage reaches half a pixel beyond an edge.
        x0 = max(bx0, Self.floorInt(minP.x - 1))
        y0 = max(by0, Self.floorInt(minP.y - 1))
        x1 = min(bx1, Self.ceilInt(maxP.x + 1))
        y1 = min(by1, Self.ceilInt(maxP.y + 1))
        guard x0 < x1, y0 < y1 else { return nil }

        if affine {
            let h = inverse
            jacobian = LocalJacobian(dxdX: h.h1.x, dxdY: h.h2.x, dydX: h.h1.y, dydY: h.h2.y)
            gradientX = (h.h1.x * h.h1.x + h.h2.x * h.h2.x).squareRoot()
            gradientY = (h.h1.y * h.h1.y + h.h2.y * h.h2.y).squareRoot()
        }
    }

    /// The columns `xs..<xe` of row `y` that the quad can touch: its polygon's extent over the
    /// rows a pixel above and below the row's centre, a pixel of margin each side, within its
    /// bounds; nil when none.
    @inline(__always)
    func columns(ofRow y: Int) -> (xs: Int, xe: Int)? {
        let py = Double(y) + 0.5
        guard let (lo, hi) = polygon.xRange(ya: py - 1, yb: py + 1) else { return nil }
        let xs = max(x0, Self.floorInt(lo - 1))
        let xe = min(x1, Self.ceilInt(hi + 1))
        return xs < xe ? (xs, xe) : nil
    }

    /// Makes this the setup of a drawing quad (`QuadContent.drawing`) of a pass of `passSize`:
    /// its pixel bounds become the quad's ``ValidatedQuad/drawingRegion(offset:passSize:)`` (no
    /// margin: the rectangle bounds what the drawing paints).
    mutating func setDrawing(_ index: Int, of quad: ValidatedQuad, passSize: PixelSize) {
        kind = .drawing
        drawing = index
        drawingOffset = quad.drawingOffset ?? .zero
        guard let r = quad.drawingRegion(offset: drawingOffset, passSize: passSize) else { return x1 = x0 }
        x0 = max(x0, r.x)
        y0 = max(y0, r.y)
        x1 = min(x1, r.x + r.width)
        y1 = min(y1, r.y + r.height)
    }

    /// The forward pixel rectangle of an axis-aligned, pixel-aligned quad (no rotation, no
    /// perspective, integer edges), or nil.
    func pixelAlignedRect() -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        // Affine: x' = x·m11 + y·m21 + m41, y' = x·m12 + y·m22 + m42 (the rows a1, a2, a3).
        let (m11, m12, m41) = (inverse.a1.x, inverse.a1.y, inverse.a3.x)
        let (m21, m22, m42) = (inverse.a2.x, inverse.a2.y, inverse.a3.y)
        guard affine, m12 == 0, m21 == 0, m11 != 0, m22 != 0 else { return nil }
        let ax = shape.minX * m11 + m41
        let bx = shape.maxX * m11 + m41
        let ay = shape.minY * m22 + m42
        let by = shape.maxY * m22 + m42
        let (lx, hx) = (min(ax, bx), max(ax, bx))
        let (ly, hy) = (min(ay, by), max(ay, by))
        guard lx == lx.rounded(), hx == hx.rounded(), ly == ly.rounded(), hy == hy.rounded(),
            abs(lx) < 1e9, abs(hx) < 1e9, abs(ly) < 1e9, abs(hy) < 1e9
        else { return nil }
        return (Int(lx), Int(ly), Int(hx), Int(hy))
    }

    /// For a hard-edged (no anti-aliased edge), square, axis-aligned affine quad: the pixels
    /// whose centres the general path covers exactly 1 — those whose layer point, computed as
    /// there (X·h1 + (Y·h2 + h3)), lies strictly inside the shape — a rectangle within the
    /// quad's pixel bounds; every other pixel it covers 0. nil for any other quad.
    func hardEdgedCoveredRect() -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let h = inverse
        guard affine, edges.isEmpty, shape.radius == 0 || shape.corners.isEmpty, h.h1.y == 0, h.h2.x == 0,
            h.h1.x != 0, h.h2.y != 0
        else { return nil }
        // With h2.x = 0 the layer x of a pixel depends on its column only (Y·h2.x + h3.x is h3.x
        // for every finite Y), and with h1.y = 0 the layer y on its row only.
        func inside(_ v: Double, _ lower: Double, _ upper: Double) -> Bool {
            lower - v < 0 && v - upper < 0
        }
        var (xa, xb, ya, yb) = (Int.max, Int.min, Int.max, Int.min)
        for x in x0..<max(x0, x1) where inside((Double(x) + 0.5) * h.h1.x + h.h3.x, shape.minX, shape.maxX) {
            xa = min(xa, x)
            xb = max(xb, x + 1)
        }
        for y in y0..<max(y0, y1) where inside((Double(y) + 0.5) * h.h2.y + h.h3.y, shape.minY, shape.maxY) {
            ya = min(ya, y)
            yb = max(yb, y + 1)
        }
        guard xa < xb, ya < yb else { return (x0, y0, x0, y0) }
        return (xa, ya, xb, yb)
    }

    static func floorInt(_ v: Double) -> Int {
        v < -1e9 ? -1_000_000_000 : (v > 1e9 ? 1_000_000_000 : Int(v.rounded(.down)))
    }

    static func ceilInt(_ v: Double) -> Int {
        v < -1e9 ? -1_000_000_000 : (v > 1e9 ? 1_000_000_000 : Int(v.rounded(.up)))
    }
}
