extension CGContext {
    /// Sets the colour of fills.
    public func setFillColor(_ color: CGColor) {
        state.fillColor = color
    }

    /// Sets the colour of fills from sRGB components (0…1).
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the colour of fills to a grey (0 black … 1 white).
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the colour of strokes.
    public func setStrokeColor(_ color: CGColor) {
        state.strokeColor = color
    }

    /// Sets the colour of strokes from sRGB components (0…1).
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the colour of strokes to a grey (0 black … 1 white).
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(gray: gray, alpha: alpha)
    }

    /// Sets the line width in user units (default 1); 0 draws 1-pixel hairlines. Negative or
    /// non-finite widths are ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return }
        state.stroke.lineWidth = width
    }

    /// Sets the shape of line ends (default `.butt`).
    public func setLineCap(_ cap: CGLineCap) {
        state.stroke.lineCap = cap
    }

    /// Sets how segments join (default `.miter`).
    public func setLineJoin(_ join: CGLineJoin) {
        state.stroke.lineJoin = join
    }

    /// Sets the miter limit (default 10). Non-finite values are ignored.
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else { return }
        state.stroke.miterLimit = limit
    }

    /// Sets the dash pattern: `lengths` alternate painted and unpainted lengths in user units,
    /// starting `phase` units into the pattern; an empty array draws solid lines. A pattern
    /// with a negative or non-finite length, or only zeros, draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let valid = lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 }
        state.stroke.dashLengths = valid ? lengths : []
        state.stroke.dashPhase = phase.isFinite && valid ? phase : 0
    }

    /// Sets the alpha applied to everything painted, clamped to 0…1 (default 1).
    public func setAlpha(_ alpha: CGFloat) {
        guard !alpha.isNaN else { return }
        state.alpha = min(max(alpha, 0), 1)
    }

    /// Sets the blend mode (default `.normal`).
    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode
    }

    /// Turns antialiasing of edges on or off (default on).
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
    }

    /// Allows or forbids antialiasing (default allowed); edges are antialiased only when it is
    /// allowed and `setShouldAntialias` is on.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        state.allowsAntialiasing = allowsAntialiasing
    }

    /// Makes later painting cast a shadow displaced by `offset` and blurred by `blur`, in
    /// base-space units (points for a layer: not affected by the CTM), in `color`; a nil
    /// colour turns shadows off.
    ///
    /// A recording context's base space is y down, so a positive `offset.height` moves the
    /// shadow down there (as UIKit-drawn content appears on iOS); a bitmap context's is y up.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            state.shadow = nil
            return
        }
        state.shadow = DrawingShadow(
            offset: CGSize(width: offset.width * scale, height: offset.height * scale * reportedDeviceSpace.d),
            blur: max(0, blur) * scale, color: color)
    }

    /// Makes later painting cast a shadow in black at one-third alpha (Core Graphics'
    /// default shadow colour); see ``setShadow(offset:blur:color:)``.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// Removes every clip of the current graphics state, back to the whole canvas
    /// (`restoreGState()` brings back the clips of the state it restores).
    public func resetClip() {
        state.clips = []
    }

    /// How carefully images are sampled: `.none` takes the nearest texel (sharp pixels when
    /// scaling up), every other level samples bilinearly.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// The accuracy curves are flattened to, in device pixels. Stored; the renderer flattens
    /// to its own tolerance (a tenth of a pixel).
    public func setFlatness(_ flatness: CGFloat) {
        state.flatness = flatness
    }

    /// Sets the colour space later fill colours given as components are read in. Every colour
    /// is sRGB here, so this changes nothing.
    public func setFillColorSpace(_ space: CGColorSpace) {}

    /// Sets the colour space later stroke colours given as components are read in. Every
    /// colour is sRGB here, so this changes nothing.
    public func setStrokeColorSpace(_ space: CGColorSpace) {}

    /// Sets how colours are mapped into the context's colour space: every colour is sRGB here,
    /// so this changes nothing.
    public func setRenderingIntent(_ intent: CGColorRenderingIntent) {}

    /// Makes what was drawn reach the context's destination: a bitmap context paints each
    /// command as it is drawn, so there is nothing left to do.
    public func flush() {}

    /// Marks the context for updating (see ``flush()``): nothing to do.
    public func synchronize() {}

    /// The transform from user space to the pixels commands are recorded in (y down, whatever
    /// the context reports as its device space).
    ///
    /// Not Apple API: how `CALayer.render(in:)` measures what a point is in pixels.
    package var recordingTransform: CGAffineTransform { state.ctm }

    /// Makes later painting cast a shadow displaced by `offset` recorded pixels and blurred by
    /// a Gaussian of σ = `blur` / 2 pixels, in `color`; nil turns shadows off.
    ///
    /// Not Apple API: how `CALayer.render(in:)` gives a layer its shadow in the layer's own
    /// geometry, whatever the context's base space.
    package func setRecordingShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            state.shadow = nil
            return
        }
        state.shadow = DrawingShadow(offset: offset, blur: max(0, blur), color: color)
    }

    /// Paints only the current shadow, cast by `path` (user space) filled by `rule`: nothing
    /// when no shadow is set.
    ///
    /// Not Apple API: how `CALayer.render(in:)` paints the shadow of a layer's `shadowPath`.
    package func paintShadow(of path: PathData, rule: CGPathFillRule = .winding) {
        guard state.shadow != nil else { return }
        var device = PathData()
        device.append(path, transform: state.ctm)
        recordPaint(.shadowShape(device, rule: rule), color: .black)
    }
}
