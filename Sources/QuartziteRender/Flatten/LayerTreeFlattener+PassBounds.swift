import Quartzite

extension LayerTreeFlattener {
    /// The pixels of pending pass `pass` that its quads can touch: the union of each quad's
    /// projected rectangle (rounded outward, plus one pixel of anti-aliasing margin) within its
    /// scissor, widened by the blur radius of a blurred pass, within the pass. Outside it the
    /// pass keeps its transparent clear colour, so a composite restricted to it draws the same
    /// pixels (a transparent source leaves the target as it is, in every blend mode and through
    /// every mask). Nil when that cannot be told — a quad with a corner at or behind the eye
    /// (w ≤ 0), a pass with a cache key (reused without its quads) or another clear colour —
    /// then the whole pass counts. An empty rectangle: nothing was drawn.
    func drawnBounds(of pass: Int) -> PixelRect? {
        let info = pendingPasses[pass]
        guard info.cacheKey == nil, info.clear == .clear else { return nil }
        let size = info.size
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        for q in info.quadRange(of: pendingQuads.count) where pendingQuadPasses[q] == pass {
            let quad = pendingQuads[q]
            let state = pendingStates[quad.sharedStateIndex]
            guard var r = Self.pixelBounds(of: quad.rect, state.transform) else { return nil }
            if let scissor = state.clip.scissor { r = Self.intersect(scissor, r) }
            guard r.width > 0, r.height > 0 else { continue }
            x0 = min(x0, r.x)
            y0 = min(y0, r.y)
            x1 = max(x1, r.x + r.width)
            y1 = max(y1, r.y + r.height)
        }
        guard x0 < x1, y0 < y1 else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        let spread = PixelMath.gaussianRadius(sigma: info.blurSigma)
        let r = PixelRect(x: x0 - spread, y: y0 - spread, width: x1 - x0 + 2 * spread, height: y1 - y0 + 2 * spread)
        return Self.intersect(r, PixelRect(x: 0, y: 0, width: size.width, height: size.height))
    }

    /// The pixel rectangle (rounded outward, one pixel of margin each side) that `rect` under
    /// `m` (row vectors, homogeneous) can cover; nil when a corner lies at or behind the eye or
    /// far out of range.
    static func pixelBounds(of rect: CGRect, _ m: CATransform3D) -> PixelRect? {
        var lo = SIMD2<Double>(.infinity, .infinity)
        var hi = SIMD2<Double>(-.infinity, -.infinity)
        // The four corners without an array (called for every quad of every composited pass).
        for corner in 0..<4 {
            let x = corner & 1 == 0 ? rect.minX : rect.maxX
            let y = corner < 2 ? rect.minY : rect.maxY
            let w = x * m.m14 + y * m.m24 + m.m44
            guard w > 1e-9 else { return nil }
            let p = SIMD2(x * m.m11 + y * m.m21 + m.m41, x * m.m12 + y * m.m22 + m.m42) / w
            lo = pointwiseMin(lo, p)
            hi = pointwiseMax(hi, p)
        }
        guard lo.x > -1e9, lo.y > -1e9, hi.x < 1e9, hi.y < 1e9 else { return nil }
        let x0 = Int(lo.x.rounded(.down)) - 1
        let y0 = Int(lo.y.rounded(.down)) - 1
        let x1 = Int(hi.x.rounded(.up)) + 1
        let y1 = Int(hi.y.rounded(.up)) + 1
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// The part of a pass that the quads reading it (composites, masks) can reach, in its pixels.
enum PassNeed {
    /// Nothing reads it (every reader was scissored away).
    case none
    /// Only these pixels (not empty).
    case rect(PixelRect)
    /// Any pixel.
    case all

    /// Adds `region` (nil: any pixel) to what is needed.
    mutating func add(_ region: PixelRect?) {
        guard let r = region else { return self = .all }
        guard r.width > 0, r.height > 0 else { return }
        switch self {
        case .none: self = .rect(r)
        case .all: break
        case .rect(let a):
            let x0 = min(a.x, r.x), y0 = min(a.y, r.y)
            let x1 = max(a.x + a.width, r.x + r.width), y1 = max(a.y + a.height, r.y + r.height)
            self = .rect(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        }
    }
}

extension LayerTreeFlattener {
    /// Whether `quad` under `state` draws only inside `limit` already (then it keeps its state).
    static func drawsInside(_ quad: DrawQuad, _ state: SharedQuadState, _ limit: PixelRect) -> Bool {
        guard limit.width > 0, limit.height > 0, var r = pixelBounds(of: quad.rect, state.transform) else { return false }
        if let scissor = state.clip.scissor { r = intersect(scissor, r) }
        if r.width <= 0 || r.height <= 0 { return true }
        return r.x >= limit.x && r.y >= limit.y && r.x + r.width <= limit.x + limit.width
            && r.y + r.height <= limit.y + limit.height
    }

    /// Scissors every offscreen pass's quads to the pixels later passes read from it, readers
    /// first (`passOrder` reversed: each pass comes after the passes it reads). A composite
    /// (`.pass`/`.passAlpha`, nearest, moved by a translation) reads its source where it draws,
    /// moved back; a mask is read where its masked quad draws; anything else (a filtered or
    /// transformed pass, a transition's mix) reads it all, as does the frame and a pass with a
    /// cache key (kept for later frames). A blurred pass is drawn wider by the blur's reach.
    /// Pixels outside the scissor are never read, and inside it every quad draws as before, so
    /// the frame is the same; a chain of masks (a Lottie layer with several masks and a matte)
    /// then draws each of its passes only where the last composite shows it.
    func restrictToNeededRegions() {
        let n = pendingPasses.count
        passNeeds.removeAll(keepingCapacity: true)
        passNeeds.append(contentsOf: repeatElement(.none, count: n))
        guard n > 1 else { return }
        passNeeds[0] = .all
        for pass in passOrder.reversed() {
            let info = pendingPasses[pass]
            let whole = PixelRect(x: 0, y: 0, width: info.size.width, height: info.size.height)
            var limit: PixelRect?
            switch info.cacheKey == nil ? passNeeds[pass] : .all {
            case .all: limit = nil
            case .none: limit = PixelRect(x: 0, y: 0, width: 0, height: 0)
            case .rect(let r):
                let spread = PixelMath.gaussianRadius(sigma: info.blurSigma)
                let wide = PixelRect(x: r.x - spread, y: r.y - spread, width: r.width + 2 * spread, height: r.height + 2 * spread)
                let inside = Self.intersect(wide, whole)
                limit = inside == whole ? nil : inside
            }
            restrictedStates.removeAll(keepingCapacity: true)
            for k in passQuadStart[pass]..<passQuadStart[pass + 1] {
                let q = quadsByPass[k]
                if let limit, !Self.drawsInside(pendingQuads[q], pendingStates[pendingQuads[q].sharedStateIndex], limit) {
                    let original = pendingQuads[q].sharedStateIndex
                    if let s = restrictedStates[original] {
                        pendingQuads[q].sharedStateIndex = s
                    } else {
                        var state = pendingStates[original]
                        state.clip.scissor = Self.intersect(state.clip.scissor, limit)
                        pendingStates.append(state)
                        restrictedStates[original] = pendingStates.count - 1
                        pendingQuads[q].sharedStateIndex = pendingStates.count - 1
                    }
                }
                let quad = pendingQuads[q]
                let state = pendingStates[quad.sharedStateIndex]
                let (first, second) = Self.sources(of: quad.content)
                let mask = state.clip.maskPass
                guard first != nil || mask != nil else { continue }
                // The pixels of this pass the quad can draw (nil: unknown, any).
                var region = Self.pixelBounds(of: quad.rect, state.transform).map { Self.intersect($0, whole) }
                if let r = region, let scissor = state.clip.scissor { region = Self.intersect(scissor, r) }
                if let mask { passNeeds[mask].add(region) }
                guard let first else { continue }
                let m = state.transform
                let translation =
                    m.m11 == 1 && m.m12 == 0 && m.m21 == 0 && m.m22 == 1 && m.m14 == 0 && m.m24 == 0 && m.m44 == 1
                switch quad.content {
                case .pass(_, .nearest), .passAlpha(_, _, .nearest):
                    guard translation, let r = region, m.m41.magnitude < 1e9, m.m42.magnitude < 1e9 else {
                        passNeeds[first].add(nil)
                        continue
                    }
                    // Target pixel centre x + ½ reads texel ⌊x + ½ − m41⌋: one pixel of margin.
                    let dx = Int(m.m41.rounded(.down)), dy = Int(m.m42.rounded(.down))
                    passNeeds[first].add(
                        PixelRect(x: r.x - dx - 1, y: r.y - dy - 1, width: r.width + 2, height: r.height + 2))
                default:
                    passNeeds[first].add(nil)
                    if let second { passNeeds[second].add(nil) }
                }
            }
        }
    }
}
