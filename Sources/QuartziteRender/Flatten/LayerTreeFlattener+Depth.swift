import Quartzite

extension LayerTreeFlattener {
    /// The quads one sublayer of a 3D context emitted into the context's pass
    /// (`pendingQuads[start..<end]` whose `pendingQuadPasses` is that pass).
    struct DepthItem {
        var start: Int
        var end: Int
    }

    /// Draws a `CATransformLayer` (or a `CAReplicatorLayer` with `preservesDepth`) and the 3D
    /// context it opens: each flattened sublayer (with its own flattened subtree) is one plane
    /// — a replicator's once per instance, with the instance's transform, time and colour;
    /// nested transform layers add their sublayers to the same context. The planes are ordered back to front by `DepthSorter` (split where they
    /// intersect); a split plane is drawn once into a clip pass and composited once per piece
    /// through a mask of the cut half-planes. `toContext` maps the transform layer's space into
    /// the context (its superlayer's space, 3D).
    func drawDepthContext(
        _ node: LayerSnapshot, _ p: LayerProperties, toContext: CATransform3D, _ localTime: CFTimeInterval,
        _ context: DrawContext
    ) {
        var items: [DepthItem] = []
        var polygons: [DepthPolygon] = []
        var unsorted: [Int] = []
        collectDepthItems(
            node, p, toContext: toContext, localTime, opacity: context.opacity * min(p.opacity, 1), context,
            items: &items, polygons: &polygons, behindEye: &unsorted)
        drawSorted(items, polygons, unsorted: unsorted, context)
    }

    /// Draws the collected planes of a 3D context back to front (behind-the-eye ones first, in
    /// order), splitting intersecting ones through clip passes.
    private func drawSorted(
        _ items: [DepthItem], _ polygons: [DepthPolygon], unsorted: [Int], _ context: DrawContext
    ) {
        var ordered: [DepthPolygon] = []
        statistics.depthSplits += DepthSorter.order(polygons, into: &ordered)
        var clipPasses = [Int](repeating: -1, count: items.count)
        for i in unsorted { moveItemQuads(items[i], pass: context.pass) }
        for fragment in ordered {
            let item = items[fragment.item]
            if fragment.cuts.isEmpty {
                moveItemQuads(item, pass: context.pass)
                continue
            }
            if clipPasses[fragment.item] < 0 {
                let pass = newPass(.clip, clear: .clear)
                for q in item.start..<item.end where pendingQuadPasses[q] == context.pass {
                    pendingQuadPasses[q] = pass
                }
                // Its quads were appended before it opened (drawnBounds reads from here), and
                // are all it gets.
                pendingPasses[pass].firstQuad = item.start
                pendingPasses[pass].quadEnd = item.end
                clipPasses[fragment.item] = pass
            }
            var inside = SIMD3<Double>(0, 0, 0)
            for point in fragment.points { inside += point }
            inside /= Double(max(1, fragment.points.count))
            var mask: Int? = nil
            for (a, b) in fragment.cuts {
                mask = halfPlaneMask(a, b, inside: inside, within: mask, contextToPass: context.parentToPass)
            }
            composite(clipPasses[fragment.item], into: context.pass, opacity: 1, scissor: context.scissor, mask: mask)
        }
    }

    /// Re-appends an item's quads of `pass` at the end (drawn after everything so far).
    private func moveItemQuads(_ item: DepthItem, pass: Int) {
        for q in item.start..<item.end where pendingQuadPasses[q] == pass {
            appendQuad(pendingQuads[q], to: pass)
            pendingQuadPasses[q] = -1
        }
    }

    /// A mask pass holding the half of the pass on `inside`'s side of the line through `a`
    /// and `b` (context points), intersected with the `within` mask pass when given.
    private func halfPlaneMask(
        _ a: SIMD3<Double>, _ b: SIMD3<Double>, inside: SIMD3<Double>, within: Int?, contextToPass: CATransform3D
    ) -> Int {
        let pass = newPass(.mask, clear: .clear)
        guard let pa = PlaneMatrix.project(CGPoint(x: a.x, y: a.y), contextToPass),
            let pb = PlaneMatrix.project(CGPoint(x: b.x, y: b.y), contextToPass),
            let pi = PlaneMatrix.project(CGPoint(x: inside.x, y: inside.y), contextToPass)
        else { return pass }
        var dx = pb.x - pa.x, dy = pb.y - pa.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 1e-9 else { return pass }
        dx /= length
        dy /= length
        var nx = -dy, ny = dx
        if (pi.x - pa.x) * nx + (pi.y - pa.y) * ny < 0 {
            nx = -nx
            ny = -ny
        }
        let extent = 4 * (passRect.width + passRect.height) + 16
        var m = CATransform3DIdentity
        m.m11 = dx
        m.m12 = dy
        m.m21 = nx
        m.m22 = ny
        m.m41 = pa.x - dx * extent
        m.m42 = pa.y - dy * extent
        let state = addState(m, opacity: 1, scissor: nil, mask: within, edges: .minY)
        addQuad(
            DrawQuad(
                sharedStateIndex: state, rect: CGRect(x: 0, y: 0, width: 2 * extent, height: extent),
                content: .solid(.white)),
            to: pass)
        return pass
    }

    /// Flattens the sublayers of transform layer `node` as planes of the context (a
    /// replicator's once per instance); nested transform layers recurse into the same context.
    private func collectDepthItems(
        _ node: LayerSnapshot, _ p: LayerProperties, toContext: CATransform3D, _ localTime: CFTimeInterval,
        opacity: Float, _ context: DrawContext,
        items: inout [DepthItem], polygons: inout [DepthPolygon], behindEye: inout [Int]
    ) {
        guard node.isReplicator else {
            collectDepthItems(
                node, p, toContext: toContext, localTime, opacity: opacity, context, instance: CATransform3DIdentity,
                items: &items, polygons: &polygons, behindEye: &behindEye)
            return
        }
        forEachReplicatorInstance(p, localTime, opacity: opacity) { _, accumulated, time, instanceOpacity in
            collectDepthItems(
                node, p, toContext: toContext, time, opacity: instanceOpacity, context, instance: accumulated,
                items: &items, polygons: &polygons, behindEye: &behindEye)
        }
    }

    /// The planes of one set of `node`'s sublayers: `instance` (a replicator instance's
    /// transform) is applied to them before the node's sublayer space.
    private func collectDepthItems(
        _ node: LayerSnapshot, _ p: LayerProperties, toContext: CATransform3D, _ localTime: CFTimeInterval,
        opacity: Float, _ context: DrawContext, instance: CATransform3D,
        items: inout [DepthItem], polygons: inout [DepthPolygon], behindEye: inout [Int]
    ) {
        // A replicator instance's transform acts in the sublayer space, before it is mapped.
        let space = CATransform3DConcat(instance, CATransform3DConcat(PlaneMatrix.sublayerSpace(of: p), toContext))
        var child = context
        child.opacity = opacity
        child.flipped = context.flipped != p.isGeometryFlipped
        child.parentSpace = space
        child.planeToPass = CATransform3DConcat(space, context.parentToPass)
        let base = propertyStack.count
        for sublayer in node.sublayers {
            propertyStack.append(sublayer.presentationProperties(atParentTime: localTime))
        }
        for (k, sublayer) in node.sublayers.enumerated() {
            let sp = propertyStack[base + k]
            let toSpace = CATransform3DConcat(LayerGeometry.matrixToParentPlane(of: sp), space)
            if sublayer.preservesDepth {
                guard !sp.isHidden, sp.opacity > 0 else { continue }
                // A nested transform layer is a level of the tree the visit does not enter.
                guard visitDepth < Self.maximumDepth, visitsLeft > 0 else {
                    skipBeyondLimits()
                    continue
                }
                visitDepth += 1
                visitsLeft -= 1
                defer { visitDepth -= 1 }
                collectDepthItems(
                    sublayer, sp, toContext: toSpace, sublayer.localTime(fromParentTime: localTime),
                    opacity: opacity * min(sp.opacity, 1), child, items: &items, polygons: &polygons,
                    behindEye: &behindEye)
                continue
            }
            let start = pendingQuads.count
            visitLayer(sublayer, sp, parentTime: localTime, child)
            guard pendingQuads.count > start else { continue }
            items.append(DepthItem(start: start, end: pendingQuads.count))
            // Its evaluations are spent from the frame's visits.
            let extent = Self.drawnExtent(
                sublayer, sp, localTime: sublayer.localTime(fromParentTime: localTime), flipped: child.flipped,
                levels: Self.maximumDepth - visitDepth, budget: &visitsLeft)
            let points = Self.contextPolygon(extent, toSpace)
            if points.count >= 3 {
                polygons.append(DepthPolygon(item: items.count - 1, points: points))
            } else {
                behindEye.append(items.count - 1)
            }
        }
        propertyStack.removeLast(node.sublayers.count)
    }

    /// The corners of `rect` in the context (after the perspective divide), clipped to w > 0.
    static func contextPolygon(_ rect: CGRect, _ m: CATransform3D) -> [SIMD3<Double>] {
        var homogeneous: [SIMD4<Double>] = []
        for corner in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)] {
            let x = Double(corner.0), y = Double(corner.1)
            homogeneous.append(
                SIMD4(
                    x * m.m11 + y * m.m21 + m.m41, x * m.m12 + y * m.m22 + m.m42, x * m.m13 + y * m.m23 + m.m43,
                    x * m.m14 + y * m.m24 + m.m44))
        }
        let near = 1e-6
        var result: [SIMD3<Double>] = []
        for i in 0..<4 {
            let a = homogeneous[i], b = homogeneous[(i + 1) % 4]
            if a.w > near { result.append(SIMD3(a.x / a.w, a.y / a.w, a.z / a.w)) }
            if (a.w > near) != (b.w > near) {
                let t = (near - a.w) / (b.w - a.w)
                let p = a + (b - a) * t
                result.append(SIMD3(p.x / p.w, p.y / p.w, p.z / p.w))
            }
        }
        return result
    }
}
