import QuartzGeometry

extension QuadRasterizer {
    /// The general path for a solid affine quad with square corners, no border, no mask and
    /// source-over (a turned or anti-aliased solid: Lottie's mattes and masks), by rows: the
    /// pixels whose coverage is exactly 1 (an interval of each row, every edge term being
    /// monotonic along it) are filled or blended with the one colour as a run; the pixels
    /// around it are shaded one by one as the general path does. The interval is estimated from
    /// the edges' equations and then settled by the exact per-pixel coverage at its ends, so the
    /// bytes are the general path's.
    static func solidSpans(
        _ s: UnsafePointer<QuadSetup>, _ target: UnsafeMutablePointer<UInt8>, _ width: Int, _ ya: Int, _ yb: Int
    ) {
        let q = s.pointee
        let h = q.inverse
        let shape = q.shape
        let edges = q.edges
        let j = q.jacobian
        let gx = q.gradientX
        let gy = q.gradientY
        let color = q.color
        let alpha = q.alpha
        let opaque = alpha == 1 && color.w == 255
        let fill = unsafeBitCast(PixelMath.quantize(color), to: UInt32.self)
        let transparent = color == .zero
        for y in ya..<yb {
            guard let (xs, xe) = q.columns(ofRow: y) else { continue }
            let py = Double(y) + 0.5
            let row = target + y * width * 4
            // The layer point of pixel x's centre: grouped as the general path groups it.
            let cx = py * h.h2.x + h.h3.x
            let cy = py * h.h2.y + h.h3.y
            @inline(__always) func covered(_ x: Int) -> Double {
                let px = Double(x) + 0.5
                return PixelMath.coverage(
                    x: px * h.h1.x + cx, y: px * h.h1.y + cy, shape: shape, edges: edges, jacobian: j, gradientX: gx,
                    gradientY: gy)
            }
            @inline(__always) func shadePixel(_ x: Int) {
                let px = Double(x) + 0.5
                shade(s, px * h.h1.x + cx, px * h.h1.y + cy, j, gx, gy, x, y, row + x &* 4, blends: false)
            }
            var (a, b) = Self.fullyCoveredEstimate(q, cx: cx, cy: cy, xs: xs, xe: xe)
            // Settle the ends on the exact coverage (the fully covered pixels are contiguous).
            while a < b && covered(a) != 1 { a += 1 }
            while b > a && covered(b - 1) != 1 { b -= 1 }
            if a < b {
                while a > xs && covered(a - 1) == 1 { a -= 1 }
                while b < xe && covered(b) == 1 { b += 1 }
            } else {
                (a, b) = (xe, xe)
            }
            for x in xs..<a { shadePixel(x) }
            if a < b && !transparent {
                let dst = row + a &* 4
                if opaque {
                    UnsafeMutableRawPointer(dst).bindMemory(to: UInt32.self, capacity: b - a).update(repeating: fill, count: b - a)
                } else {
                    blendConstantRow(dst, b - a, color, alpha)
                }
            }
            for x in b..<xe { shadePixel(x) }
        }
    }

    /// The pixels `a..<b` of a row (within `xs..<xe`) whose centres lie inside every edge of
    /// `q`'s rectangle by the margin that makes its coverage 1 (half a pixel for an
    /// anti-aliased edge), from the edges' linear equations along the row: an estimate, which
    /// the caller settles on the exact coverage. (`cx`, `cy`: the layer point of the row at
    /// pixel centre x = 0, less the x term.)
    @inline(__always)
    static func fullyCoveredEstimate(_ q: QuadSetup, cx: Double, cy: Double, xs: Int, xe: Int) -> (Int, Int) {
        var lower = Double(xs)
        var upper = Double(xe)
        let h = q.inverse
        let shape = q.shape
        // Each side: layer coordinate v(x) = (x + ½)·slope + offset must satisfy v ≥ bound
        // (minimum sides) or v ≤ bound (maximum sides), the bound moved inwards by half a
        // pixel's worth of layer units on an anti-aliased side.
        @inline(__always) func constrain(slope: Double, offset: Double, bound: Double, atLeast: Bool) {
            if slope == 0 {
                let inside = atLeast ? offset >= bound : offset <= bound
                if !inside { (lower, upper) = (1, 0) }
                return
            }
            // (x + ½)·slope + offset = bound.
            let x = (bound - offset) / slope - 0.5
            if (slope > 0) == atLeast { lower = max(lower, x) } else { upper = min(upper, x + 1) }
        }
        let mx = q.edges.contains(.minX) ? 0.5 * q.gradientX : 0
        let Mx = q.edges.contains(.maxX) ? 0.5 * q.gradientX : 0
        let my = q.edges.contains(.minY) ? 0.5 * q.gradientY : 0
        let My = q.edges.contains(.maxY) ? 0.5 * q.gradientY : 0
        constrain(slope: h.h1.x, offset: cx, bound: shape.minX + mx, atLeast: true)
        constrain(slope: h.h1.x, offset: cx, bound: shape.maxX - Mx, atLeast: false)
        constrain(slope: h.h1.y, offset: cy, bound: shape.minY + my, atLeast: true)
        constrain(slope: h.h1.y, offset: cy, bound: shape.maxY - My, atLeast: false)
        guard lower < upper, lower.isFinite, upper.isFinite else { return (xs, xs) }
        let a = max(xs, min(xe, QuadSetup.ceilInt(lower)))
        let b = max(a, min(xe, QuadSetup.floorInt(upper)))
        return (a, b)
    }
}
