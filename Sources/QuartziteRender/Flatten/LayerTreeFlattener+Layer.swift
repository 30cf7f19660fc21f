import CMemoryHints
import Quartzite

extension LayerTreeFlattener {
    /// Flattens one layer at `parentTime` (its superlayer's local time) into `context`, reading
    /// its presentation values without a counted copy where it can: the committed values of a
    /// layer without animations, or the values the snapshot lends into this depth's scratch
    /// slot for one whose animated properties are all plain fields.
    func visit(_ node: LayerSnapshot, parentTime: CFTimeInterval, _ context: DrawContext) {
        guard node.hasAnimatedProperties else {
            return visitLayer(node, node.properties, parentTime: parentTime, context)
        }
        let scratch = presentationScratch.enter()
        defer { presentationScratch.leave() }
        if node.lendPresentationProperties(atParentTime: parentTime, into: scratch) {
            // Moved into a constant, which the visit borrows without a copy (values read
            // through the pointer would be copied, counted, for every call), then moved back
            // into the scratch memory: never destroyed, as the references are only lent.
            let lent = scratch.move()
            visitLayer(node, lent, parentTime: parentTime, context)
            scratch.initialize(to: consume lent)
        } else {
            visitLayer(node, node.presentationProperties(atParentTime: parentTime), parentTime: parentTime, context)
        }
    }

    /// Flattens one layer whose presentation values are `p`, evaluated at `parentTime` (its
    /// superlayer's local time), into `context`.
    func visitLayer(_ node: LayerSnapshot, _ p: LayerProperties, parentTime: CFTimeInterval, _ context: DrawContext)
    {
        guard visitDepth < Self.maximumDepth, visitsLeft > 0, UInt(qz_stack_position()) > stackFloor else {
            return skipBeyondLimits()
        }
        visitDepth += 1
        visitsLeft -= 1
        let moves = node.animatesGeometry
        if moves { movingLayers += 1 }
        defer {
            visitDepth -= 1
            if moves { movingLayers -= 1 }
        }
        statistics.layersVisited += 1
        // A layer being hidden (or faded to nothing) under a transition shows the transition
        // ("Transition Animations Support Changes to Layer Visibility", Apple's Core Animation
        // Programming Guide).
        guard (!p.isHidden && p.opacity > 0 && p.opacity.isFinite)
            || (node.hasTransitions && activeTransition(of: node, atLocalTime: node.localTime(fromParentTime: parentTime)) != nil)
        else {
            statistics.layersCulled += 1
            return
        }
        let toParent = PlaneMatrix.toParentPlane(of: p)
        let layerToPass = PlaneMatrix.concat(toParent, context.planeToPass)
        if !p.isDoubleSided {
            let det = PlaneMatrix.windingDeterminant(layerToPass)
            if context.flipped ? det >= 0 : det <= 0 {
                statistics.layersCulled += 1
                return
            }
        }
        let localTime = node.localTime(fromParentTime: parentTime)
        if node.preservesDepth {
            drawDepthContext(node, p, toContext: CATransform3DConcat(toParent, context.parentSpace), localTime, context)
            return
        }
        if node.hasTransitions, let transition = activeTransition(of: node, atLocalTime: localTime) {
            drawTransition(node, p, parentTime: parentTime, layerToPass, localTime, transition, context)
            return
        }
        let opacity = min(p.opacity, 1)
        if p.shouldRasterize, drawRasterized(node, p, layerToPass, localTime, opacity: opacity, context) { return }
        let group = opacity < 1 && p.allowsGroupOpacity && !node.sublayers.isEmpty
        // A compositing filter blends the whole subtree, composited first, as one group.
        let blend = blendMode(of: node, p)
        if node.mask != nil, foldsMaskedContent, !p.shouldRasterize, blend == .normal,
            drawMaskedContent(node, p, layerToPass, localTime, opacity: opacity, grouped: group, context)
        {
            return
        }
        if group || node.mask != nil || p.shouldRasterize || blend != .normal {
            let purpose: RenderPassPurpose =
                p.shouldRasterize
                ? .rasterization : (node.mask != nil ? .clip : (blend != .normal ? .blendGroup : .groupOpacity))
            let target = newPass(purpose, clear: .clear)
            let grouped = group || p.shouldRasterize || blend != .normal
            var inner = context
            inner.pass = target
            inner.scissor = nil
            inner.opacity = grouped ? 1 : opacity
            drawBody(node, p, layerToPass, localTime, inner)
            var maskPass: Int? = nil
            if let mask = node.mask {
                maskPass = drawMask(mask, of: p, layerToPass, localTime, context)
            }
            composite(
                target, into: context.pass, opacity: context.opacity * (grouped ? opacity : 1),
                scissor: context.scissor, mask: maskPass, maskChannel: node.mask.map(Self.maskChannel(of:)) ?? .alpha,
                blendMode: blend)
        } else {
            var inner = context
            inner.opacity = context.opacity * opacity
            drawBody(node, p, layerToPass, localTime, inner)
        }
    }

    /// Counts and logs (once) a layer left undrawn by ``maximumDepth`` or
    /// ``maximumLayerVisits``.
    @inline(never)
    func skipBeyondLimits() {
        statistics.layersBeyondLimits += 1
        if visitDepth < Self.maximumDepth, visitsLeft > 0 {
            // Out of stack before the depth limit: a thread with a small stack (one started
            // with a stack size, Darwin's 512 KiB secondary threads, any under a sanitizer).
            problems.log(
                "the layer tree is deeper (more than \(visitDepth) layers) than this thread's stack holds",
                consequence: "deeper layers are not drawn; render on a thread with a larger stack (8 MiB holds \(Self.maximumDepth) levels)")
        } else if visitsLeft <= 0 {
            problems.log(
                "a frame visits more than \(layerVisitLimit) layers (replicator copies counted)",
                consequence: "the rest are not drawn")
        } else {
            problems.log(
                "the layer tree is more than \(Self.maximumDepth) layers deep", consequence: "deeper layers are not drawn")
        }
    }

    /// Renders `mask` (whose superlayer space is the masked layer's own space) into a new
    /// mask pass and returns it. The pass covers the whole pass grid (transparent where the
    /// mask draws nothing), so an inverted ``LayerMaskMode`` reveals the masked content
    /// everywhere outside the mask layer.
    func drawMask(
        _ mask: LayerSnapshot, of p: LayerProperties, _ layerToPass: CATransform3D, _ localTime: CFTimeInterval,
        _ context: DrawContext
    ) -> Int {
        let pass = newPass(.mask, clear: .clear)
        let flat = PlaneMatrix.flattened(layerToPass)
        let maskContext = DrawContext(
            pass: pass, opacity: 1, scissor: nil, flipped: context.flipped != p.isGeometryFlipped,
            parentSpace: CATransform3DIdentity, parentToPass: flat, planeToPass: flat)
        visit(mask, parentTime: localTime, maskContext)
        return pass
    }

    /// The edge anti-aliasing of a layer's quads: its mask when `allowsEdgeAntialiasing`, every
    /// edge when it has rounded corners, else none. Apple's left/right/bottom/top name the
    /// edges with a y-up axis: bottom is minY, top is maxY.
    func edges(of p: LayerProperties) -> EdgeAntialiasing {
        if p.cornerRadius > 0 { return .all }
        guard p.allowsEdgeAntialiasing else { return [] }
        var e: EdgeAntialiasing = []
        if p.edgeAntialiasingMask.contains(.layerLeftEdge) { e.insert(.minX) }
        if p.edgeAntialiasingMask.contains(.layerRightEdge) { e.insert(.maxX) }
        if p.edgeAntialiasingMask.contains(.layerBottomEdge) { e.insert(.minY) }
        if p.edgeAntialiasingMask.contains(.layerTopEdge) { e.insert(.maxY) }
        return e
    }

    /// The curve of a layer's rounded corners in the plan (`cornerCurve`; an unknown curve is circular).
    func cornerCurve(of p: LayerProperties) -> CornerCurve {
        p.cornerCurve == .continuous ? .continuous : .circular
    }

    /// A layer's corner radius in the plan (`cornerRadius`, at most half the shorter side of
    /// its bounds) and the corners it rounds (`maskedCorners`).
    static func roundedCorners(of p: LayerProperties) -> (radius: Double, corners: CornerMask) {
        (
            Double(min(p.cornerRadius, p.bounds.width / 2, p.bounds.height / 2)),
            CornerMask(rawValue: UInt8(truncatingIfNeeded: p.maskedCorners.rawValue) & 15)
        )
    }

    /// Draws a layer's shadow, background, contents, sublayers and border into `context`
    /// (whose opacity already includes the layer's, unless it is grouped).
    func drawBody(
        _ node: LayerSnapshot, _ p: LayerProperties, _ layerToPass: CATransform3D, _ localTime: CFTimeInterval,
        _ context: DrawContext, shadow: Bool = true
    ) {
        let bounds = p.bounds
        let onScreen = PlaneMatrix.mayCover(passRect, bounds, layerToPass)
        if !onScreen && p.masksToBounds {
            statistics.layersCulled += 1
            return
        }
        let aa = edges(of: p)
        if shadow, p.shadowOpacity > 0, let color = p.shadowColor, color.alpha > 0, !Self.hidesOwnShadow(p, context) {
            drawShadow(node, p, layerToPass, localTime, context, color: PremultipliedColor(color))
        }
        // The layer's shared state, added with its first quad.
        var state = -1
        let (radius, corners) = Self.roundedCorners(of: p)
        let hasSublayers = !node.sublayers.isEmpty
        let border = p.borderWidth > 0 ? p.borderColor.map(PremultipliedColor.init) : nil
        let contents = p.contents == nil && p.contentsDrawing == nil ? nil : ContentsLayout.image(of: p)
        let drawsItself = node.drawsContent
        var borderDrawn = false
        if onScreen, let background = p.backgroundColor, background.alpha > 0 {
            // With nothing between them, the border composes with the background in one quad.
            let combined = border != nil && contents == nil && !hasSublayers && !drawsItself && node.emission == nil
            state = addState(layerToPass, opacity: context.opacity, scissor: context.scissor, edges: aa)
            addQuad(
                DrawQuad(
                    sharedStateIndex: state, rect: bounds, content: .solid(PremultipliedColor(background)),
                    cornerRadius: radius, maskedCorners: corners, cornerCurve: cornerCurve(of: p),
                    borderWidth: combined ? Double(p.borderWidth) : 0,
                    borderColor: combined ? border! : .clear),
                to: context.pass)
            borderDrawn = combined
        }
        if contents != nil || hasSublayers || drawsItself || node.emission != nil {
            drawContentsAndSublayers(
                node, p, contents, layerToPass, localTime, context, state: state, radius: radius, corners: corners,
                onScreen: onScreen)
        }
        if onScreen, !borderDrawn, node.emission == nil, let border, border.alpha > 0 {
            drawBorder(border, p, layerToPass, context, state: state, radius: radius, corners: corners)
        }
    }

    /// The border ring of a layer with presentation values `p` over its bounds, in the
    /// layer's shared state `state` (a new one when −1).
    func drawBorder(
        _ border: PremultipliedColor, _ p: LayerProperties, _ layerToPass: CATransform3D, _ context: DrawContext,
        state: Int, radius: Double, corners: CornerMask
    ) {
        let state = state >= 0 ? state : addState(layerToPass, opacity: context.opacity, scissor: context.scissor, edges: edges(of: p))
        addQuad(
            DrawQuad(
                sharedStateIndex: state, rect: p.bounds, content: .solid(.clear), cornerRadius: radius,
                maskedCorners: corners, cornerCurve: cornerCurve(of: p), borderWidth: Double(p.borderWidth),
                borderColor: border),
            to: context.pass)
    }

    /// Contents (`contents`: the image and its pixels per point, see
    /// ``ContentsLayout/image(of:)``), then sublayers, clipped to the (rounded) bounds when
    /// `masksToBounds`: by cropping the contents quad, a scissor rectangle for an axis-aligned
    /// square clip, else — when the clip pass received only vector drawings — a clip path on
    /// each drawing, or a clip pass under a bounds mask pass otherwise.
    func drawContentsAndSublayers(
        _ node: LayerSnapshot, _ p: LayerProperties, _ contents: (image: CGImage, scale: CGFloat)?,
        _ layerToPass: CATransform3D, _ localTime: CFTimeInterval, _ context: DrawContext, state: Int, radius: Double,
        corners: CornerMask, onScreen: Bool
    ) {
        var layout = contents.map {
            ContentsLayout(image: $0.image, contentsScale: $0.scale, properties: p, flipped: context.flipped)
        }
        let bounds = p.bounds
        var inner = context
        var clipPass: Int? = nil
        if p.masksToBounds {
            if var l = layout {
                if l.crop(to: bounds) { layout = l } else { layout = nil }
            }
            let contentsFit = layout.map { $0.rect == bounds || (radius == 0 && $0.ninePart == nil) } ?? true
            if radius == 0 && PlaneMatrix.isAxisAligned(layerToPass) {
                inner.scissor = Self.intersect(context.scissor, Self.pixelRect(bounds, layerToPass))
            } else if !node.sublayers.isEmpty || !contentsFit || node.emission != nil
                || (node.drawsContent && Self.drawsBeyondBounds(node.contentKind))
            {
                let pass = newPass(.clip, clear: .clear)
                clipPass = pass
                inner.pass = pass
                inner.scissor = nil
            }
        }
        // A gradient is drawn over the background and under the contents (GNUstep's tests,
        // measured against Apple's QuartzCore); a shape and text over the contents.
        let gradientFirst = node.contentKind == .gradient
        if gradientFirst, node.drawsContent, onScreen {
            drawGeneratedContent(node, p, layerToPass, inner, state: state, context: context)
        }
        if onScreen, let fade = p.contentsCrossfade {
            drawContentsCrossfade(fade, p, layerToPass, inner, radius: radius, corners: corners)
        } else if onScreen, let image = contents?.image, let layout, !image.nonTransparentBounds.isNull {
            let contentsState =
                state >= 0 && inner.pass == context.pass && inner.scissor == context.scissor
                ? state : addState(layerToPass, opacity: inner.opacity, scissor: inner.scissor, edges: edges(of: p))
            drawContents(image, layout, p, layerToPass, inner, state: contentsState, radius: radius, corners: corners)
        }
        // A shape is not clipped to the bounds (CAShapeLayer.h): bounds off the pass (an empty
        // rectangle at an off-screen origin, say) do not cull a path drawn on it.
        if !gradientFirst, node.drawsContent, onScreen || (node.contentKind == .shape && !p.masksToBounds) {
            drawGeneratedContent(node, p, layerToPass, inner, state: state, context: context)
        }
        if !node.sublayers.isEmpty {
            if node.isReplicator {
                drawReplicatorInstances(node, p, layerToPass, localTime, inner)
            } else {
                drawSublayers(node, p, layerToPass, localTime, inner)
            }
        }
        // An emitter's particles are drawn above its background and border (Apple), so above
        // its sublayers too; they fly beyond the bounds (often empty), so they are not culled by
        // them, only clipped with the rest when `masksToBounds`.
        if let emission = node.emission {
            if onScreen, p.borderWidth > 0, let border = p.borderColor.map(PremultipliedColor.init), border.alpha > 0 {
                drawBorder(border, p, layerToPass, inner, state: -1, radius: radius, corners: corners)
            }
            drawParticles(node, p, emission, layerToPass, localTime, inner)
        }
        if let clipPass,
            !foldClipIntoDrawings(
                clipPass, into: context.pass, scissor: context.scissor, bounds: bounds, radius: radius, corners: corners,
                curve: cornerCurve(of: p), layerToPass: layerToPass)
        {
            composite(
                clipPass, into: context.pass, opacity: 1, scissor: context.scissor,
                mask: boundsMaskPass(p, layerToPass, radius: radius, corners: corners))
        }
    }

    /// A mask pass holding the layer's (rounded) bounds, opaque white, for the clip of
    /// `masksToBounds` in a pass aligned with the one being drawn into.
    func boundsMaskPass(_ p: LayerProperties, _ layerToPass: CATransform3D, radius: Double, corners: CornerMask) -> Int {
        let mask = newPass(.mask, clear: .clear)
        let maskState = addState(layerToPass, opacity: 1, scissor: nil, edges: .all)
        addQuad(
            DrawQuad(
                sharedStateIndex: maskState, rect: p.bounds, content: .solid(.white), cornerRadius: radius,
                maskedCorners: corners, cornerCurve: cornerCurve(of: p)),
            to: mask)
        return mask
    }

    /// Whether a layer's shadow cannot show: `masksToBounds` clips it to the bounds, and an
    /// opaque background at full opacity covers all of them above it.
    static func hidesOwnShadow(_ p: LayerProperties, _ context: DrawContext) -> Bool {
        p.masksToBounds && context.opacity >= 1 && (p.backgroundColor?.alpha ?? 0) >= 1
    }

    /// Whether content a layer class draws itself may reach beyond its bounds and needs the
    /// clip of `masksToBounds`: a shape's path may, a gradient (drawn over the bounds, its
    /// corners rounded by its own quad) does not.
    static func drawsBeyondBounds(_ kind: LayerContentKind) -> Bool {
        switch kind {
        case .none, .gradient: false
        case .shape, .text: true
        }
    }

    /// The contents quad: gravity rect, contents rect, nine-part grid, filter by whether the
    /// image is drawn smaller or larger, mirrored in its rect when the contents are flipped.
    /// Nothing for a fully transparent image. When `trims` (and ``trimsTransparentContents``),
    /// the quad is shrunk to the texels that can show where that gives the same pixels (see
    /// ``trimMargin(uvPerPoint:_:)``).
    func drawContents(
        _ image: CGImage, _ layout: ContentsLayout, _ p: LayerProperties, _ layerToPass: CATransform3D,
        _ context: DrawContext, state: Int, radius: Double, corners: CornerMask, trims: Bool = true
    ) {
        guard layout.rect.width > 0, layout.rect.height > 0, layout.uvRect.width != 0, layout.uvRect.height != 0
        else { return }
        let opaque = image.nonTransparentBounds
        if opaque.isNull { return }
        var layout = layout
        let center = CGPoint(x: layout.rect.midX, y: layout.rect.midY)
        let pixelsPerTexel =
            PlaneMatrix.scale(of: layerToPass, at: center)
            * (layout.rect.width * layout.rect.height / abs(layout.uvRect.width * layout.uvRect.height)).squareRoot()
        let filter = Self.filter(
            pixelsPerTexel < 1 ? p.minificationFilter : p.magnificationFilter, minifying: pixelsPerTexel < 1)
        // Rounded corners clip the contents themselves only when the contents fill the bounds.
        let clipRadius = p.masksToBounds && layout.rect == p.bounds ? radius : 0
        // Trimming: an image with a transparent margin, drawn by a plain linear or nearest
        // mapping without a corner clip (trilinear's mip levels spread colour into the margin).
        if trims, trimsTransparentContents, clipRadius == 0, layout.ninePart == nil, filter != .trilinear,
            opaque != CGRect(x: 0, y: 0, width: image.width, height: image.height),
            layout.uvRect.size.width > 0, layout.uvRect.size.height > 0,
            let margin = Self.trimMargin(
                uvPerPoint: SIMD2(
                    layout.uvRect.width / layout.rect.width, layout.uvRect.height / layout.rect.height),
                layerToPass)
        {
            let visible = layout.trim(
                toNonTransparent: opaque, imageWidth: Double(image.width), imageHeight: Double(image.height),
                margin: margin, fixed: pendingStates[state].edgeAntialiasing, flipped: context.flipped)
            if !visible { return }
        }
        let rect = layout.rect
        var quadState = state
        if context.flipped {
            // Mirror the image in its own rect: y ↦ minY + maxY − y.
            quadState = addState(
                CATransform3DConcat(PlaneMatrix.geometryFlip(rect), layerToPass), opacity: context.opacity,
                scissor: context.scissor, edges: pendingStates[state].edgeAntialiasing)
        }
        addQuad(
            DrawQuad(
                sharedStateIndex: quadState, rect: rect, uvRect: layout.uvRect,
                content: .texture(textureIndex(image), filter: filter), cornerRadius: clipRadius,
                maskedCorners: corners, cornerCurve: cornerCurve(of: p), ninePart: layout.ninePart,
                levelOfDetailBias: pixelsPerTexel < 1 ? p.minificationFilterBias : 0),
            to: context.pass)
    }

    /// The texels kept beyond an image's non-transparent texels when its contents quad is
    /// trimmed, per axis (x, y), for a quad mapping `uvPerPoint` texels to a layer point drawn
    /// through `layerToPass`; nil under perspective (not trimmed).
    ///
    /// Trimming must not change a pixel. Without anti-aliasing a pixel is drawn when its centre
    /// is inside the quad, and a bilinear sample more than half a texel outside the
    /// non-transparent texels reads only transparent ones (nearest: any sample outside), so
    /// half a texel would do; one is kept. But a renderer may anti-alias every edge
    /// (`AntialiasingPolicy.always`, or multisampling in GL): then pixels up to half a pixel
    /// inside the moved edge lose coverage, and what they sample must be transparent too — half
    /// a pixel's worth of texels, `t / 2` where `t` is texels per pixel along the axis as the
    /// coverage measures it (the gradient length of the renderers' `InverseHomography`), plus
    /// half a texel. So the margin is `max(1, 0.5 + t / 2)`: one texel unless the image is
    /// drawn smaller than one pixel per texel. Multisampling with at most 4 samples (sample
    /// offsets ≤ 0.4 pixel) is covered by the same bound; 8 or 16 samples (offsets up to 0.7
    /// pixel) are not, exactly. (GL also rounds differently: see `GLContentsTrimTests`.)
    static func trimMargin(uvPerPoint: SIMD2<Double>, _ layerToPass: CATransform3D) -> SIMD2<Double>? {
        guard let h = InverseHomography(layerToPass), h.isAffine else { return nil }
        let gx = (h.h1.x * h.h1.x + h.h2.x * h.h2.x).squareRoot()
        let gy = (h.h1.y * h.h1.y + h.h2.y * h.h2.y).squareRoot()
        let t = SIMD2(gx * abs(uvPerPoint.x), gy * abs(uvPerPoint.y))
        guard t.x.isFinite, t.y.isFinite else { return nil }
        // One texel up to one texel per pixel (exactly one: whole texels keep pixel-aligned
        // quads aligned); beyond, a hair more than half against a renderer computing the
        // gradient in Float.
        func margin(_ t: Double) -> Double { t <= 1 ? 1 : 0.5 + 0.5 * (1 + 1e-6) * t }
        return SIMD2(margin(t.x), margin(t.y))
    }

    static func filter(_ f: CALayerContentsFilter, minifying: Bool) -> TextureFilter {
        switch f {
        case .nearest: .nearest
        case .trilinear: minifying ? .trilinear : .linear
        default: .linear
        }
    }

    /// The sublayers in zPosition order (stable for ties), flattened into this layer's plane;
    /// `space` (the layer's sublayer space by default) maps their superlayer space into the
    /// layer's, `localTime` is the time they are evaluated at.
    func drawSublayers(
        _ node: LayerSnapshot, _ p: LayerProperties, _ layerToPass: CATransform3D, _ localTime: CFTimeInterval,
        _ context: DrawContext, space: CATransform3D? = nil
    ) {
        let space = space ?? PlaneMatrix.sublayerSpace(of: p)
        let flat = PlaneMatrix.flattened(layerToPass)
        var child = context
        child.flipped = context.flipped != p.isGeometryFlipped
        child.parentSpace = space
        child.parentToPass = flat
        child.planeToPass = PlaneMatrix.concat(space, flat)
        // Sublayers are visited in zPosition order: read only the zPositions first. The node's
        // array keeps every sublayer alive: they are borrowed without retains.
        let sublayers = node.sublayers
        let base = zStack.count
        var sorted = true
        var lastZ = -CGFloat.infinity
        for k in sublayers.indices {
            let sublayer = Unmanaged.passUnretained(sublayers[k])
            // The visit below reads each node's values from memory that is rarely in cache (a
            // node is ~1 KB; a large tree's nodes are not): ask for them now, all siblings at
            // once, so the reads overlap instead of waiting one after another.
            qz_prefetch_lines(sublayer.toOpaque(), Self.snapshotNodeLines)
            let z = sublayer._withUnsafeGuaranteedRef { $0.presentationZPosition(atParentTime: localTime) }
            if z < lastZ { sorted = false }
            lastZ = z
            zStack.append(z)
        }
        let count = sublayers.count
        if sorted {
            for k in 0..<count {
                Unmanaged.passUnretained(sublayers[k])._withUnsafeGuaranteedRef {
                    visit($0, parentTime: localTime, child)
                }
            }
        } else {
            let orderBase = orderStack.count
            for k in 0..<count {
                // Stable insertion by zPosition.
                let z = zStack[base + k]
                orderStack.append(k)
                var j = orderStack.count - 1
                while j > orderBase, zStack[base + orderStack[j - 1]] > z {
                    orderStack[j] = orderStack[j - 1]
                    j -= 1
                }
                orderStack[j] = k
            }
            for j in 0..<count {
                let k = orderStack[orderBase + j]
                Unmanaged.passUnretained(sublayers[k])._withUnsafeGuaranteedRef {
                    visit($0, parentTime: localTime, child)
                }
            }
            orderStack.removeLast(count)
        }
        zStack.removeLast(count)
    }

    /// The cache lines of a `LayerSnapshot` object: its header and values (`LayerProperties`)
    /// and a little more for its other fields.
    static let snapshotNodeLines = (16 + MemoryLayout<LayerProperties>.size + 127) / 64

    /// The whole pixels a rectangle of layer space covers through an axis-aligned matrix,
    /// edges rounded to the nearest pixel boundary (and held within ±10⁹ pixels, so that no
    /// layer size converts to an integer that traps).
    static func pixelRect(_ rect: CGRect, _ m: CATransform3D) -> PixelRect {
        let r = PlaneMatrix.projectedBounds(rect, m) ?? .zero
        func pixel(_ v: Double) -> Int { v.isNaN ? 0 : Int(min(max(v.rounded(), -1e9), 1e9)) }
        let x0 = pixel(r.minX), y0 = pixel(r.minY)
        let x1 = pixel(r.maxX), y1 = pixel(r.maxY)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    static func intersect(_ a: PixelRect?, _ b: PixelRect) -> PixelRect {
        guard let a else { return b }
        let x0 = max(a.x, b.x), y0 = max(a.y, b.y)
        let x1 = min(a.x + a.width, b.x + b.width), y1 = min(a.y + a.height, b.y + b.height)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
