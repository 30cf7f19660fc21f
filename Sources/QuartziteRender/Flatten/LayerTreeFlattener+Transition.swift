import Quartzite

extension LayerTreeFlattener {
    /// A running `CATransition` of a layer at one time: the node it starts from (nil: nothing,
    /// the layer had never been committed), its settings, and its progress (0 = the old
    /// rendering, 1 = the new one).
    struct ActiveTransition {
        var source: LayerSnapshot?
        var parameters: TransitionParameters
        var progress: Double
    }

    /// The layer's last transition that is active at `localTime` (the layer's local time), or
    /// nil.
    func activeTransition(of node: LayerSnapshot, atLocalTime localTime: CFTimeInterval) -> ActiveTransition? {
        for attached in node.animations.reversed() {
            guard case .transition(let parameters) = attached.animation.kind,
                let eased = AnimationEvaluator.easedProgress(of: attached.animation, atParentTime: localTime)
            else { continue }
            let progress = parameters.progress(forEasedFraction: eased.fraction)
            return ActiveTransition(
                source: attached.transitionSource, parameters: parameters, progress: progress.isFinite ? min(max(progress, 0), 1) : 1)
        }
        return nil
    }

    /// Draws a layer during a transition (REFERENCE 8): its rendering before the transition
    /// (`transition.source`, the node committed before it was added; nothing when the layer
    /// had not been committed before) and its rendering now, each with the layer's whole
    /// subtree, both placed by the layer's present geometry, in a transition pass composited
    /// with the layer's mask and blend mode, each rendering at its own opacity (none while
    /// hidden: a layer hidden or shown under a transition fades out or in, as Apple's guide
    /// shows). A transition added with no change at all runs
    /// between two equal renderings: a fade shows no change, a push or reveal moves the
    /// content out and an equal copy in.
    ///
    /// `fade` mixes the two renderings (a cross-dissolve); `moveIn` slides the new one over the
    /// old from the subtype's edge; `push` slides the new one in while the old one leaves by the
    /// opposite edge; `reveal` slides the old one out toward the opposite edge, uncovering the
    /// new one. Offsets are whole bounds widths or heights in the layer's own space, with
    /// Apple's y-up edge names as for `contentsGravity` (`fromTop` comes from the maxY edge,
    /// from the minY edge when the contents are flipped); no subtype is `fromLeft`.
    func drawTransition(
        _ node: LayerSnapshot, _ p: LayerProperties, parentTime: CFTimeInterval, _ layerToPass: CATransform3D,
        _ localTime: CFTimeInterval, _ transition: ActiveTransition, _ context: DrawContext
    ) {
        let old = transition.source
        let oldProperties = old?.presentationProperties(atParentTime: parentTime)
        let oldTime = old?.localTime(fromParentTime: parentTime) ?? 0
        // Each rendering at its own visibility and opacity: a layer hidden (or shown) under
        // the transition fades out (or in), one whose opacity changed fades between the two.
        func opacity(_ p: LayerProperties) -> Float { p.isHidden || !p.opacity.isFinite ? 0 : min(max(p.opacity, 0), 1) }
        let newOpacity = opacity(p)
        let oldOpacity = oldProperties.map(opacity) ?? newOpacity
        // The same opacity (the usual case): both drawn opaque and the whole composited with
        // it, as a group; else each rendering drawn at its own.
        let shared: Float? = oldOpacity == newOpacity ? newOpacity : nil
        // Draws the old rendering (nothing when there is none) with `matrix` into `target`.
        func drawOld(_ matrix: CATransform3D, _ target: DrawContext) {
            guard let old, let oldProperties, oldOpacity > 0 else { return }
            var faded = target
            faded.opacity = shared == nil ? oldOpacity : 1
            drawBody(old, oldProperties, matrix, oldTime, faded)
        }
        func drawNew(_ matrix: CATransform3D, _ target: DrawContext) {
            guard newOpacity > 0 else { return }
            var faded = target
            faded.opacity = shared == nil ? newOpacity : 1
            drawBody(node, p, matrix, localTime, faded)
        }
        let target = newPass(.transition, clear: .clear)
        var inner = context
        inner.pass = target
        inner.scissor = nil
        inner.opacity = 1
        let progress = transition.progress
        // The motion types move; any other (fade, and names Quartzite does not draw) dissolves.
        if ![CATransitionType.moveIn, .push, .reveal].contains(transition.parameters.type) {
            var before = inner
            before.pass = newPass(.transition, clear: .clear)
            drawOld(layerToPass, before)
            var after = inner
            after.pass = newPass(.transition, clear: .clear)
            drawNew(layerToPass, after)
            mix(before.pass, after.pass, progress: Float(progress), into: target)
        } else {
            let direction = Self.entryDirection(of: transition.parameters.subtype, flipped: context.flipped)
            let size = CGPoint(x: p.bounds.width, y: p.bounds.height)
            let span = CGPoint(x: direction.x * size.x, y: direction.y * size.y)
            let type = transition.parameters.type
            // Where each rendering sits, as a fraction of `span` (the new one arrives from +span).
            let newAt = type == .reveal ? 0 : 1 - progress
            let oldAt = type == .moveIn ? 0 : -progress
            let newMatrix = CATransform3DConcat(
                CATransform3DMakeTranslation(span.x * newAt, span.y * newAt, 0), layerToPass)
            let oldMatrix = CATransform3DConcat(
                CATransform3DMakeTranslation(span.x * oldAt, span.y * oldAt, 0), layerToPass)
            if type == .reveal {
                drawNew(newMatrix, inner)
                drawOld(oldMatrix, inner)
            } else {
                drawOld(oldMatrix, inner)
                drawNew(newMatrix, inner)
            }
        }
        let maskPass = node.mask.map { drawMask($0, of: p, layerToPass, localTime, context) }
        composite(
            target, into: context.pass, opacity: context.opacity * (shared ?? 1), scissor: context.scissor,
            mask: maskPass, maskChannel: node.mask.map(Self.maskChannel(of:)) ?? .alpha,
            blendMode: blendMode(of: node, p))
    }

    /// The unit vector, in the layer's space (y down), pointing to the edge the new rendering
    /// comes from.
    static func entryDirection(of subtype: CATransitionSubtype?, flipped: Bool) -> CGPoint {
        // y-up naming: "top" is the maxY edge, the minY edge when the contents are flipped.
        let top: CGFloat = flipped ? -1 : 1
        switch subtype {
        case .fromRight?: return CGPoint(x: 1, y: 0)
        case .fromTop?: return CGPoint(x: 0, y: top)
        case .fromBottom?: return CGPoint(x: 0, y: -top)
        default: return CGPoint(x: -1, y: 0)
        }
    }

    /// The contents during an animation of `contents` between two images or drawings: each
    /// laid out as contents alone (gravity, contents rect, nine-part, clipped like
    /// `drawContentsAndSublayers` clips) in a pass of its own, then the two mixed into
    /// `context` by the dissolve's fraction.
    func drawContentsCrossfade(
        _ fade: ContentsCrossfade, _ p: LayerProperties, _ layerToPass: CATransform3D, _ context: DrawContext,
        radius: Double, corners: CornerMask
    ) {
        var passes = (from: -1, to: -1)
        for (k, source) in [fade.from, fade.to].enumerated() {
            let pass = newPass(.transition, clear: .clear)
            if k == 0 { passes.from = pass } else { passes.to = pass }
            var q = p
            q.contentsCrossfade = nil
            switch source {
            case .image(let image):
                q.contents = image
                q.contentsDrawing = nil
            case .drawing(let drawing):
                q.contents = nil
                q.contentsDrawing = drawing
            }
            guard let contents = ContentsLayout.image(of: q) else { continue }
            var layout = ContentsLayout(
                image: contents.image, contentsScale: contents.scale, properties: q, flipped: context.flipped)
            if q.masksToBounds, !layout.crop(to: q.bounds) { continue }
            var inner = context
            inner.pass = pass
            inner.opacity = 1
            inner.scissor = nil
            let state = addState(layerToPass, opacity: 1, scissor: nil, edges: edges(of: q))
            drawContents(
                contents.image, layout, q, layerToPass, inner, state: state, radius: radius, corners: corners,
                trims: false)
        }
        mix(
            passes.from, passes.to, progress: Float(fade.fraction), into: context.pass, opacity: context.opacity,
            scissor: context.scissor)
    }

    /// Composites into `target` the mix `(1 − progress) × before + progress × after` of two
    /// pending passes, one pixel per pixel, with `opacity` inside `scissor`.
    func mix(
        _ before: Int, _ after: Int, progress: Float, into target: Int, opacity: Float = 1, scissor: PixelRect? = nil
    ) {
        let state = addState(CATransform3DIdentity, opacity: opacity, scissor: scissor, edges: [])
        addQuad(
            DrawQuad(
                sharedStateIndex: state, rect: passRect, uvRect: passRect,
                content: .passMix(from: before, to: after, progress: progress, filter: .nearest)),
            to: target)
    }
}
