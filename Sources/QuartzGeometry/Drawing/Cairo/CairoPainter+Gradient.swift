import CCairo
internal import CPixelKernels

extension CairoPainter {
    /// Entries of the ramp a painted gradient is looked up in: every colour within one level
    /// of the exact one (of 8-bit output), for a ramp built at every paint.
    static let gradientRampSize = 1024

    /// The most pixels of gradient colours written at once (16 MiB): a larger area is painted
    /// in strips of rows, each clipped to its rows.
    static let gradientScratchPixels = 1 << 22

    /// Runs `paint` (which appends and fills or strokes a path) with `gradient`, its alpha
    /// times `alpha` and ``alphaScale``, as the source: the gradient's colours (Core Animation's:
    /// stops interpolated on straight components, then premultiplied; ``GradientRamp``) written
    /// into a scratch image over the device pixels that the clip and the box `within` (x0, y0,
    /// x1, y1) leave, and composited through the path from there — an image at a whole-pixel
    /// offset, which pixman composites at memory speed, where its own gradients cost several
    /// nanoseconds a pixel and interpolate premultiplied colours. More than
    /// ``gradientScratchPixels`` are painted in strips of rows (`paint` runs once a strip).
    /// Nothing is painted for a degenerate geometry (an axial gradient with `start == end`, a
    /// radial one with a zero radius) or an empty box. The CTM must be the identity.
    func withGradientSource(
        _ gradient: DrawingGradient, alpha: Double, within: (Double, Double, Double, Double), _ paint: () -> Void
    ) {
        var clip = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &clip.0, &clip.1, &clip.2, &clip.3)
        let x0 = max(clip.0, within.0).rounded(.down), y0 = max(clip.1, within.1).rounded(.down)
        let x1 = min(clip.2, within.2).rounded(.up), y1 = min(clip.3, within.3).rounded(.up)
        guard x1 > x0, y1 > y0, x1 - x0 <= 32_767, y1 - y0 <= 32_767,
            var walk = Self.gradientWalk(gradient, origin: (x0, y0))
        else { return }
        let stops = zip(gradient.locations, gradient.colors).map { location, color in
            GradientStop(
                location: location,
                color: SIMD4(Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha)))
        }
        guard !stops.isEmpty else { return }
        let ramp = GradientRamp(stops, size: Self.gradientRampSize)
        let words = ramp.pixelWords(alpha: alpha * alphaScale, rgbaBytes: channels == .rgba)
        let width = Int(x1 - x0), height = Int(y1 - y0)
        let stripRows = max(1, min(height, Self.gradientScratchPixels / width))
        let scratch = gradientScratch.reserve(width * stripRows)
        walk.rampCount = Int32(words.count)
        walk.lowest = ramp.lowest
        walk.perPosition = ramp.perPosition
        let (u0, v0) = (walk.u0, walk.v0)
        var top = 0
        while top < height {
            let rows = min(stripRows, height - top)
            let stripY = y0 + Double(top)
            // The strip's first row is row `top` of the box.
            walk.u0 = u0 + walk.uy * Double(top)
            walk.v0 = v0 + walk.vy * Double(top)
            words.withUnsafeBufferPointer { entries in
                walk.ramp = entries.baseAddress
                qz_gradient_walk(&walk, scratch, width, width, rows)
                walk.ramp = nil
            }
            guard
                let surface = cairo_image_surface_create_for_data(
                    UnsafeMutableRawPointer(scratch).assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                    Int32(width), Int32(rows), Int32(width * 4))
            else { return }
            cairo_save(cr)
            if rows < height {
                cairo_new_path(cr)
                cairo_rectangle(cr, x0, stripY, Double(width), Double(rows))
                cairo_clip(cr)
            }
            if cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS {
                cairo_set_source_surface(cr, surface, x0, stripY)
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
                paint()
            }
            // Let go of the scratch before it is written again.
            cairo_restore(cr)
            cairo_surface_destroy(surface)
            top += rows
        }
    }

    /// The walk of `gradient`'s positions over device pixels whose first is `origin`: the
    /// position at pixel centres, affine in the pixel (axial: the projection on the axis;
    /// radial: the length of the vector from `start` in units of the radii; circles: solved per
    /// pixel from the vector from `start`; conic: its angle). Nil when the geometry is
    /// degenerate or not finite.
    static func gradientWalk(_ gradient: DrawingGradient, origin: (Double, Double)) -> QZGradientWalk? {
        let toUnit = gradient.transform.inverted()
        guard toUnit.a.isFinite, toUnit.b.isFinite, toUnit.c.isFinite, toUnit.d.isFinite, toUnit.tx.isFinite,
            toUnit.ty.isFinite
        else { return nil }
        // Unit point of pixel centre (i, j): p0 + i·di + j·dj.
        let cx = origin.0 + 0.5, cy = origin.1 + 0.5
        let p0 = SIMD2(
            Double(toUnit.a) * cx + Double(toUnit.c) * cy + Double(toUnit.tx),
            Double(toUnit.b) * cx + Double(toUnit.d) * cy + Double(toUnit.ty))
        let di = SIMD2(Double(toUnit.a), Double(toUnit.b)), dj = SIMD2(Double(toUnit.c), Double(toUnit.d))
        let s = SIMD2(Double(gradient.start.x), Double(gradient.start.y))
        let e = SIMD2(Double(gradient.end.x), Double(gradient.end.y))
        var walk: QZGradientWalk
        switch gradient.kind {
        case .axial:
            let d = e - s, length2 = (d * d).sum()
            guard length2 > 0, length2.isFinite else { return nil }
            let axis = d / length2
            walk = QZGradientWalk()
            walk.radial = Int32(QZGradientAxial)
            (walk.u0, walk.ux, walk.uy) = (((p0 - s) * axis).sum(), (di * axis).sum(), (dj * axis).sum())
        case .radial:
            let r = SIMD2(abs(e.x - s.x), abs(e.y - s.y))
            guard r.x > 0, r.y > 0, r.x.isFinite, r.y.isFinite else { return nil }
            let q0 = (p0 - s) / r, qi = di / r, qj = dj / r
            walk = QZGradientWalk()
            walk.radial = Int32(QZGradientRadial)
            (walk.u0, walk.ux, walk.uy, walk.v0, walk.vx, walk.vy) = (q0.x, qi.x, qj.x, q0.y, qi.y, qj.y)
        case .conic:
            let d = e - s
            guard d != .zero, d.x.isFinite, d.y.isFinite else { return nil }
            let q0 = p0 - s
            walk = QZGradientWalk()
            walk.radial = Int32(QZGradientConic)
            (walk.u0, walk.ux, walk.uy, walk.v0, walk.vx, walk.vy) = (q0.x, di.x, dj.x, q0.y, di.y, dj.y)
            walk.cx = atan2(d.y, d.x)
        case .circles(let startRadius, let endRadius):
            let c = e - s
            guard startRadius >= 0, endRadius >= 0, startRadius.isFinite, endRadius.isFinite,
                startRadius > 0 || endRadius > 0, c.x.isFinite, c.y.isFinite
            else { return nil }
            let q0 = p0 - s
            walk = QZGradientWalk()
            walk.radial = Int32(QZGradientCircles)
            (walk.u0, walk.ux, walk.uy, walk.v0, walk.vx, walk.vy) = (q0.x, di.x, dj.x, q0.y, di.y, dj.y)
            (walk.cx, walk.cy, walk.r0, walk.dr) = (c.x, c.y, startRadius, endRadius - startRadius)
        }
        walk.extendBefore = gradient.extendsBefore ? 1 : 0
        walk.extendAfter = gradient.extendsAfter ? 1 : 0
        return walk
    }
}

/// Memory a painter writes gradient colours into, kept between paints.
final class GradientScratch {
    private var words: UnsafeMutablePointer<UInt32>?
    private var capacity = 0

    /// At least `count` words (their contents undefined).
    func reserve(_ count: Int) -> UnsafeMutablePointer<UInt32> {
        if let words, capacity >= count { return words }
        words?.deallocate()
        let grown = max(count, capacity * 2)
        let memory = UnsafeMutablePointer<UInt32>.allocate(capacity: grown)
        words = memory
        capacity = grown
        return memory
    }

    deinit { words?.deallocate() }
}
