import CPixelKernels
import QuartzGeometry

/// Draws prepared quads into rows of an RGBA8 target, following `PixelMath` exactly. Every
/// path produces the same bytes the general path would.
enum QuadRasterizer {
    /// Draws `s` into the rows `rows` of `target` (`width` pixels per row) with `kernels`'
    /// inner loops (the processor supports them).
    @inline(__always)
    static func draw(
        _ s: UnsafePointer<QuadSetup>, into target: UnsafeMutablePointer<UInt8>, width: Int, rows: Range<Int>, kernels: CPUKernels
    ) {
        let ya = max(s.pointee.y0, rows.lowerBound)
        let yb = min(s.pointee.y1, rows.upperBound)
        guard ya < yb else { return }
        switch s.pointee.path {
        case .copyRows: copyRows(s, target, width, ya, yb, kernels)
        case .maskedCopyRows: maskedCopyRows(s, target, width, ya, yb, kernels)
        case .solidRect: solidRect(s, target, width, ya, yb)
        case .general: general(s, target, width, ya, yb)
        case .blended: blended(s, target, width, ya, yb)
        case .plainTexture: plainTexture(s, target, width, ya, yb, kernels)
        case .drawing: break  // Painted by `PassJob`, which holds the plan's drawings.
        case .solidSpans: solidSpans(s, target, width, ya, yb)
        }
    }

    @inline(__always)
    static func load(_ p: UnsafeMutablePointer<UInt8>) -> SIMD4<UInt8> {
        unsafeBitCast(UnsafeRawPointer(p).loadUnaligned(as: UInt32.self), to: SIMD4<UInt8>.self)
    }

    @inline(__always)
    static func store(_ v: SIMD4<UInt8>, _ p: UnsafeMutablePointer<UInt8>) {
        ByteQuantization.store(v, at: p)
    }

    @inline(__always)
    static func blend(_ p: UnsafeMutablePointer<UInt8>, _ source: SIMD4<Float>, _ alpha: Float) {
        store(PixelMath.sourceOver(source: source, alpha: alpha, destination: load(p)), p)
    }

    private static func copyRows(
        _ s: UnsafePointer<QuadSetup>, _ target: UnsafeMutablePointer<UInt8>, _ width: Int, _ ya: Int, _ yb: Int,
        _ kernels: CPUKernels
    ) {
        let q = s.pointee
        let texels = q.image.texels!
        let count = q.x1 - q.x0
        let alpha = q.alpha
        for y in ya..<yb {
            let src = UnsafeRawPointer(texels + ((y - q.dy) * q.image.width + (q.x0 - q.dx)) * 4)
            let dst = target + (y * width + q.x0) * 4
            if alpha < 1 {
                blendRow(src, dst, count, alpha, kernels: kernels)
                continue
            }
            // Runs of sixteen transparent or opaque texels in C (any x86-64; not on the portable
            // path, the reference the tests compare it with), the groups between per texel.
            var start = 0
            while start < count {
                if kernels != .portable {
                    start += qz_copy_row_runs(src.assumingMemoryBound(to: UInt8.self) + start &* 4, dst + start &* 4, count &- start)
                }
                let end = kernels != .portable ? min(count, start &+ 16) : count
                for i in start..<end {
                    let bits = src.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
                    if bits == 0 { continue }
                    let p = dst + i &* 4
                    if bits >> 24 == 255 {
                        UnsafeMutableRawPointer(p).storeBytes(of: bits, as: UInt32.self)
                    } else {
                        blend(p, PixelMath.floats(unsafeBitCast(bits, to: SIMD4<UInt8>.self)), 1)
                    }
                }
                start = end
            }
        }
    }

    /// copyRows through an alpha mask: the general path's arithmetic for a pixel-aligned quad
    /// (coverage 1, the quad's alpha times the mask pixel's alpha / 255, the texel), pixel for
    /// pixel; mask pixels outside the mask pass count as transparent, as there.
    private static func maskedCopyRows(
        _ s: UnsafePointer<QuadSetup>, _ target: UnsafeMutablePointer<UInt8>, _ width: Int, _ ya: Int, _ yb: Int,
        _ kernels: CPUKernels
    ) {
        let q = s.pointee
        let texels = q.image.texels!
        let mask = q.mask.texels!
        let mw = q.mask.width
        let xe = min(q.x1, mw)
        guard q.x0 < xe else { return }
        let alpha = q.alpha
        let runs = alpha == 1 && kernels != .portable
        // Below alpha 1, the C row (the same arithmetic) on x86-64.
        #if arch(x86_64)
            let blendsInC = alpha < 1 && kernels != .portable
        #else
            let blendsInC = false
        #endif
        for y in ya..<min(yb, q.mask.height) {
            let src = UnsafeRawPointer(texels + ((y - q.dy) * q.image.width + (q.x0 - q.dx)) * 4)
            let maskRow: Int = (y &* mw) &* 4 &+ 3
            let m = mask + maskRow
            let dst = target + (y * width + q.x0) * 4
            if blendsInC {
                qz_masked_blend_row(src.assumingMemoryBound(to: UInt8.self), mask + (y &* mw &+ q.x0) &* 4, dst, xe &- q.x0, alpha)
                continue
            }
            var x = q.x0
            while x < xe {
                // Runs of sixteen masked out, transparent, or opaque under an opaque mask in C;
                // the groups between pixel by pixel.
                if runs {
                    x += qz_masked_copy_row_runs(
                        src.assumingMemoryBound(to: UInt8.self) + (x &- q.x0) &* 4, mask + (y &* mw &+ x) &* 4,
                        dst + (x &- q.x0) &* 4, xe &- x)
                }
                let end = runs ? min(xe, x &+ 16) : xe
                while x < end {
                    defer { x &+= 1 }
                    let a = m[x &* 4]
                    if a == 0 { continue }
                    let i = x &- q.x0
                    let bits = src.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
                    if bits == 0 { continue }
                    let texel = PixelMath.floats(unsafeBitCast(bits, to: SIMD4<UInt8>.self))
                    let maskAlpha: Float = Float(a) / 255
                    blend(dst + i &* 4, texel, alpha * maskAlpha)
                }
            }
        }
    }

    /// Source-over of `count` texels at `source` onto `destination` at a constant `alpha`,
    /// four pixels per step in 16-lane floats: lane for lane the arithmetic of
    /// `PixelMath.sourceOver`, so the bytes are identical. With AVX2 or AVX-512 `kernels` (the
    /// processor has them) opaque runs go through `qz_blend_opaque_row_avx2` (eight pixels a
    /// step) or `qz_blend_opaque_row_avx512bw` (sixteen) first.
    @inline(__always)
    static func blendRow(
        _ source: UnsafeRawPointer, _ destination: UnsafeMutablePointer<UInt8>, _ count: Int, _ alpha: Float,
        kernels: CPUKernels
    ) {
        // For four opaque texels the destination factor is one constant, computed in the same
        // order as the per-pixel one, and every result lies in 0…255.5: no clamping needed.
        let opaqueFactor = 1 - 255 * alpha * (1 / 255)
        let m = exactByteAlpha(alpha) ?? 0
        var i = 0
        if m != 0 && kernels == .avx512vl {
            i = qz_blend_opaque_row_avx512bw(source.assumingMemoryBound(to: UInt8.self), destination, count, m)
        } else if m != 0 && kernels == .avx2 {
            i = qz_blend_opaque_row_avx2(source.assumingMemoryBound(to: UInt8.self), destination, count, m)
        }
        if m != 0 {
            // Sixteen pixels a step while they are opaque: the integer form of the exact blend on
            // the even (red, blue) and odd (green, alpha) bytes as 16-bit lanes, no unpacking.
            let sm = SIMD16<UInt16>(repeating: m)
            let dm = SIMD16<UInt16>(repeating: 256 &- m)
            @inline(__always)
            func blend8(_ s: SIMD16<UInt16>, _ p: UnsafeMutableRawPointer) {
                let d = p.loadUnaligned(as: SIMD16<UInt16>.self)
                let even = ((s & 0xFF) &* sm &+ (d & 0xFF) &* dm &+ 128) &>> 8
                let odd = ((s &>> 8) &* sm &+ (d &>> 8) &* dm &+ 128) &>> 8
                p.storeBytes(of: even | odd &<< 8, as: SIMD16<UInt16>.self)
            }
            // (SIMD32 and wider types are not lowered to vector code: two SIMD16 a step.)
            while i &+ 16 <= count {
                let s0 = source.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt16>.self)
                let s1 = source.loadUnaligned(fromByteOffset: i &* 4 &+ 32, as: SIMD16<UInt16>.self)
                // All sixteen alpha bytes 255 (a scalar AND: vector compares of unsigned lanes
                // go through memory on SSE2).
                let w = unsafeBitCast(s0 & s1, to: SIMD4<UInt64>.self)
                let alphas = w[0] & w[1] & w[2] & w[3] & 0xFF00_0000_FF00_0000
                guard alphas == 0xFF00_0000_FF00_0000 else { break }
                let p = UnsafeMutableRawPointer(destination + i &* 4)
                blend8(s0, p)
                blend8(s1, p + 32)
                i &+= 16
            }
        }
        while i + 4 <= count {
            let s8 = source.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt8>.self)
            let d8 = UnsafeRawPointer(destination).loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt8>.self)
            let lanes = unsafeBitCast(s8, to: SIMD4<UInt32>.self)
            let opaque = all(lanes .>= 0xFF00_0000)
            if opaque && m != 0 {
                // alpha = m/256: the float formula is exact here (see exactByteAlpha).
                let s16 = SIMD16<UInt16>(truncatingIfNeeded: s8)
                let d16 = SIMD16<UInt16>(truncatingIfNeeded: d8)
                let r = (s16 &* m &+ d16 &* (256 &- m) &+ 128) &>> 8
                UnsafeMutableRawPointer(destination).storeBytes(
                    of: SIMD16<UInt8>(truncatingIfNeeded: r), toByteOffset: i &* 4, as: SIMD16<UInt8>.self)
                i &+= 4
                continue
            }
            let s = PixelMath.floats(s8)
            let d = PixelMath.floats(d8)
            if opaque {
                let bytes = PixelMath.quantizeInRange(s * alpha + d * opaqueFactor)
                UnsafeMutableRawPointer(destination).storeBytes(of: bytes, toByteOffset: i &* 4, as: SIMD16<UInt8>.self)
                i &+= 4
                continue
            }
            // Each pixel's alpha byte copied to its four lanes.
            let alphas = (lanes &>> 24) &* 0x0101_0101
            let sa = PixelMath.floats(unsafeBitCast(alphas, to: SIMD16<UInt8>.self))
            let out = s * alpha + d * (1 - sa * alpha * (1 / 255))
            let bytes = PixelMath.quantize(out)
            UnsafeMutableRawPointer(destination).storeBytes(of: bytes, toByteOffset: i &* 4, as: SIMD16<UInt8>.self)
            i &+= 4
        }
        while i < count {
            let bits = source.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self)
            blend(destination + i &* 4, PixelMath.floats(unsafeBitCast(bits, to: SIMD4<UInt8>.self)), alpha)
            i &+= 1
        }
    }

    /// Source-over of the constant premultiplied `color` (0…255) at `alpha` onto the `count`
    /// pixels at `destination`, four a step in 16-lane floats: lane for lane the arithmetic of
    /// `PixelMath.sourceOver` (the colour's products computed once, as each pixel would), so
    /// the bytes are those of ``blend(_:_:_:)`` pixel by pixel.
    @inline(__always)
    static func blendConstantRow(
        _ destination: UnsafeMutablePointer<UInt8>, _ count: Int, _ color: SIMD4<Float>, _ alpha: Float
    ) {
        let s = color * alpha
        let factor = 1 - color.w * alpha * (1 / 255)
        let s8 = SIMD8(lowHalf: s, highHalf: s)
        let s16 = SIMD16(lowHalf: s8, highHalf: s8)
        var i = 0
        while i &+ 4 <= count {
            let d = PixelMath.floats(UnsafeRawPointer(destination).loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt8>.self))
            let bytes = PixelMath.quantize(s16 + d * factor)
            UnsafeMutableRawPointer(destination).storeBytes(of: bytes, toByteOffset: i &* 4, as: SIMD16<UInt8>.self)
            i &+= 4
        }
        while i < count {
            blend(destination + i &* 4, color, alpha)
            i &+= 1
        }
    }

    /// The integer m when `alpha` is exactly m/256 (1 ≤ m ≤ 255) and the float destination
    /// factor for an opaque source, 1 − 255·alpha·(1/255), is exactly (256 − m)/256; else nil.
    /// Then, for opaque texels, every step of the float blend s·alpha + d·factor + 0.5 is exact
    /// (each product and sum is a multiple of 1/256 below 2¹⁶), so its floor equals the integer
    /// ⌊(s·m + d·(256 − m) + 128) / 256⌋ bit for bit.
    static func exactByteAlpha(_ alpha: Float) -> UInt16? {
        let m = alpha * 256
        guard m >= 1, m <= 255, m == m.rounded(.down) else { return nil }
        guard 1 - 255 * alpha * (1 / 255) == (256 - m) / 256 else { return nil }
        return UInt16(m)
    }

    private static func solidRect(
        _ s: UnsafePointer<QuadSetup>, _ target: UnsafeMutablePointer<UInt8>, _ width: Int, _ ya: Int, _ yb: Int
    ) {
        let q = s.pointee
        let count = q.x1 - q.x0
        let opaque = q.alpha == 1 && q.color.w == 255
        let fill = unsafeBitCast(PixelMath.quantize(q.color), to: UInt32.self)
        for y in ya..<yb {
            let dst = target + (y * width + q.x0) * 4
            if opaque {
                UnsafeMutableRawPointer(dst).bindMemory(to: UInt32.self, capacity: count).update(repeating: fill, count: count)
            } else {
                blendConstantRow(dst, count, q.color, q.alpha)
            }
        }
    }

    private static func general(
        _ s: UnsafePointer<QuadSetup>, _ target: UnsafeMutablePointer<UInt8>, _ width: Int, _ ya: Int, _ yb: Int
    ) {
        generalLoop(s, target, width, ya, yb, blends: false)
    }

    /// The general path for a quad with a blend mode other than normal: each shaded colour is
    /// blended with the pixel under it first (`PixelMath.blendedSource`). A copy of the
    /// general loop of its own, so the normal one carries no blend-mode test.
    private static func blended(
        _ s: UnsafePointer<QuadSetup>, _ target: UnsafeMutablePointer<UInt8>, _ width: Int, _ ya: Int, _ yb: Int
    ) {
        generalLoop(s, target, width, ya, yb, blends: true)
    }

    /// Per-pixel inverse mapping, coverage, sampling and blending of rows `ya..<yb`; `blends`
    /// is a constant in each caller, folded away by inlining.
    @inline(__always)
    private static func generalLoop(
        _ s: UnsafePointer<QuadSetup>, _ target: UnsafeMutablePointer<UInt8>, _ width: Int, _ ya: Int, _ yb: Int,
        blends: Bool
    ) {
        let h = s.pointee.inverse
        let affine = s.pointee.affine
        let needsJacobian = !s.pointee.edges.isEmpty || (s.pointee.kind != .solid && s.pointee.filter == .trilinear)
        for y in ya..<yb {
            guard let (xs, xe) = s.pointee.columns(ofRow: y) else { continue }
            let py = Double(y) + 0.5
            let row = target + y * width * 4
            for x in xs..<xe {
                let px = Double(x) + 0.5
                if affine {
                    // Grouped as X·h1 + (Y·h2 + h3), like every other affine loop, so all paths
                    // round alike.
                    let lx = px * h.h1.x + (py * h.h2.x + h.h3.x)
                    let ly = px * h.h1.y + (py * h.h2.y + h.h3.y)
                    shade(s, lx, ly, s.pointee.jacobian, s.pointee.gradientX, s.pointee.gradientY, x, y, row + x &* 4, blends: blends)
                } else if !needsJacobian {
                    // Hard edges and no mip selection: only the point is needed (PixelMath.layerPoint's first half).
                    let q = px * h.h1 + py * h.h2 + h.h3
                    guard q.z > 0 else { continue }
                    let iz = 1 / q.z
                    shade(s, q.x * iz, q.y * iz, .identity, 1, 1, x, y, row + x &* 4, blends: blends)
                } else {
                    guard let p = PixelMath.layerPoint(pixelX: px, pixelY: py, inverse: h) else { continue }
                    let j = p.jacobian
                    let gx = (j.dxdX * j.dxdX + j.dxdY * j.dxdY).squareRoot()
                    let gy = (j.dydX * j.dydX + j.dydY * j.dydY).squareRoot()
                    shade(s, p.x, p.y, j, gx, gy, x, y, row + x &* 4, blends: blends)
                }
            }
        }
    }

    /// The general path specialised for a texture with a linear uv mapping, square corners, no
    /// border, no mask (most layers): the same formulas, with every quad field in a local so
    /// the compiler keeps them in registers across the frame stores.
    private static func plainTexture(
        _ s: UnsafePointer<QuadSetup>, _ target: UnsafeMutablePointer<UInt8>, _ width: Int, _ ya: Int, _ yb: Int,
        _ kernels: CPUKernels
    ) {
        let q = s.pointee
        let h = q.inverse
        let shape = q.shape
        let edges = q.edges
        let texels = q.image.texels!
        let tw = q.image.width
        let th = q.image.height
        let uvOrigin = q.uvOrigin
        let uvScale = q.uvScale
        let alpha = q.alpha
        let nearest = q.filter == .nearest
        let affine = q.affine
        let needsJacobian = !edges.isEmpty
        let tinted = q.kind == .tintedTexture
        let tint = q.color * (1 / 255)
        let span = BilinearSpan(q)
        let vectorSpans = !needsJacobian && !nearest && width >= 4 && !tinted
        for y in ya..<yb {
            guard let (xs, xe) = q.columns(ofRow: y) else { continue }
            let py = Double(y) + 0.5
            let row = target + y * width * 4
            if vectorSpans {
                // Hard-edged bilinear, the sprites' and cards' case: coverage is the strict
                // inside test the hard-edge formula reduces to, and the alpha is the quad's.
                span.draw(row: row, py: py, xs: xs, xe: xe, width: width, kernels: kernels)
                continue
            }
            for x in xs..<xe {
                let px = Double(x) + 0.5
                var lx: Double
                var ly: Double
                var j = q.jacobian
                var gx = q.gradientX
                var gy = q.gradientY
                if affine {
                    lx = px * h.h1.x + (py * h.h2.x + h.h3.x)
                    ly = px * h.h1.y + (py * h.h2.y + h.h3.y)
                } else if !needsJacobian {
                    let hq = px * h.h1 + py * h.h2 + h.h3
                    guard hq.z > 0 else { continue }
                    let iz = 1 / hq.z
                    lx = hq.x * iz
                    ly = hq.y * iz
                } else {
                    guard let p = PixelMath.layerPoint(pixelX: px, pixelY: py, inverse: h) else { continue }
                    lx = p.x
                    ly = p.y
                    j = p.jacobian
                    gx = (j.dxdX * j.dxdX + j.dxdY * j.dxdY).squareRoot()
                    gy = (j.dydX * j.dydX + j.dydY * j.dydY).squareRoot()
                }
                let cov = PixelMath.coverage(
                    x: lx, y: ly, shape: shape, edges: edges, jacobian: j, gradientX: gx, gradientY: gy)
                if cov <= 0 { continue }
                let u = uvOrigin.x + (lx - shape.minX) * uvScale.x
                let v = uvOrigin.y + (ly - shape.minY) * uvScale.y
                var source =
                    nearest
                    ? PixelMath.sampleNearest(texels, width: tw, height: th, u: u, v: v)
                    : PixelMath.sampleBilinear(texels, width: tw, height: th, u: u, v: v)
                if source == .zero { continue }
                if tinted { source *= tint }
                blend(row + x &* 4, source, alpha * Float(cov))
            }
        }
    }

    /// Coverage, sampling and blending of one pixel whose centre maps to layer point (lx, ly).
    @inline(__always)
    static func shade(
        _ s: UnsafePointer<QuadSetup>, _ lx: Double, _ ly: Double, _ j: LocalJacobian,
        _ gx: Double, _ gy: Double, _ x: Int, _ y: Int, _ p: UnsafeMutablePointer<UInt8>, blends: Bool
    ) {
        let cov = PixelMath.coverage(
            x: lx, y: ly, shape: s.pointee.shape, edges: s.pointee.edges, jacobian: j, gradientX: gx, gradientY: gy)
        if cov <= 0 { return }
        var alpha = s.pointee.alpha
        if let m = s.pointee.mask.texels {
            let mask = s.pointee.mask
            if s.pointee.maskChannel == .alpha {
                guard x < mask.width, y < mask.height else { return }
                let a = m[(y &* mask.width &+ x) &* 4 &+ 3]
                if a == 0 { return }
                alpha *= Float(a) / 255
            } else {
                let value = maskValue(s, m, x, y)
                if value <= 0 { return }
                alpha *= value
            }
        }
        var source: SIMD4<Float>
        switch s.pointee.kind {
        case .solid:
            source = s.pointee.color
        case .texture:
            source = sample(s, lx, ly, j)
        case .tintedTexture:
            source = sample(s, lx, ly, j) * (s.pointee.color * (1 / 255))
        case .passAlpha:
            source = s.pointee.color * (sample(s, lx, ly, j).w / 255)
        case .passMix:
            let t = s.pointee.mixProgress
            source = sample(s, lx, ly, j) * (1 - t) + sample(s, lx, ly, j, s.pointee.secondImage) * t
        case .drawing:
            return  // Never shaded per pixel (the `drawing` path paints it).
        }
        // A transparent source leaves the destination exactly as it is.
        if source == .zero && !s.pointee.hasBorder { return }
        if s.pointee.hasBorder {
            let inner = s.pointee.inner
            let innerCoverage =
                inner.isEmpty
                ? 0
                : PixelMath.coverage(x: lx, y: ly, shape: inner, edges: s.pointee.edges, jacobian: j, gradientX: gx, gradientY: gy)
            let ring = Float(cov * (1 - innerCoverage))
            let border = s.pointee.borderColor
            source = border * ring + source * Float(cov) * (1 - border.w * ring / 255)
        } else {
            alpha *= Float(cov)
        }
        if blends { source = PixelMath.blendedSource(source, destination: load(p), mode: s.pointee.blendMode) }
        blend(p, source, alpha)
    }

    /// The mask value of pixel (x, y) for a channel other than alpha (out of line: the alpha
    /// channel, every layer mask and clip, stays inline); a pixel outside the mask pass is
    /// transparent black.
    @inline(never)
    private static func maskValue(_ s: UnsafePointer<QuadSetup>, _ m: UnsafePointer<UInt8>, _ x: Int, _ y: Int) -> Float {
        let mask = s.pointee.mask
        var texel = SIMD4<UInt8>.zero
        if x < mask.width, y < mask.height {
            texel = unsafeBitCast(
                UnsafeRawPointer(m).loadUnaligned(fromByteOffset: (y &* mask.width &+ x) &* 4, as: UInt32.self),
                to: SIMD4<UInt8>.self)
        }
        return PixelMath.maskValue(texel, channel: s.pointee.maskChannel)
    }

    /// The filtered texel (0…255 floats) of the quad's image (or of `other`, laid out alike)
    /// for layer point (lx, ly).
    @inline(__always)
    private static func sample(
        _ s: UnsafePointer<QuadSetup>, _ lx: Double, _ ly: Double, _ j: LocalJacobian, _ other: SourceImage? = nil
    ) -> SIMD4<Float> {
        let shape = s.pointee.shape
        var u: Double
        var v: Double
        if let grid = s.pointee.ninePart {
            let su = PixelMath.ninePartUnit(
                t: lx - shape.minX, length: shape.maxX - shape.minX, startInset: grid.insets.left,
                endInset: grid.insets.right, centerStart: grid.center.minX, centerEnd: grid.center.maxX)
            let sv = PixelMath.ninePartUnit(
                t: ly - shape.minY, length: shape.maxY - shape.minY, startInset: grid.insets.top,
                endInset: grid.insets.bottom, centerStart: grid.center.minY, centerEnd: grid.center.maxY)
            u = s.pointee.uvOrigin.x + su * s.pointee.uvSize.x
            v = s.pointee.uvOrigin.y + sv * s.pointee.uvSize.y
        } else {
            u = s.pointee.uvOrigin.x + (lx - shape.minX) * s.pointee.uvScale.x
            v = s.pointee.uvOrigin.y + (ly - shape.minY) * s.pointee.uvScale.y
        }
        let image = other ?? s.pointee.image
        switch s.pointee.filter {
        case .nearest:
            return PixelMath.sampleNearest(image.texels!, width: image.width, height: image.height, u: u, v: v)
        case .linear:
            return PixelMath.sampleBilinear(image.texels!, width: image.width, height: image.height, u: u, v: v)
        case .trilinear:
            let su = s.pointee.uvScale.x
            let sv = s.pointee.uvScale.y
            let lod =
                PixelMath.levelOfDetail(dudX: su * j.dxdX, dvdX: sv * j.dydX, dudY: su * j.dxdY, dvdY: sv * j.dydY)
                + s.pointee.levelOfDetailBias
            return PixelMath.sampleTrilinear(levels: s.pointee.levels!, count: s.pointee.levelCount, u: u, v: v, lod: lod)
        }
    }
}
