/// A transparency layer begun and not yet ended: what was recorded outside it.
struct OpenTransparencyLayer {
    /// The commands recorded before the layer began (painting goes to the layer meanwhile).
    var outerCommands: [DrawingCommand]
    /// Whether ending the layer restores one more saved state (the bounding rectangle's clip
    /// of `beginTransparencyLayer(in:auxiliaryInfo:)`).
    var restoresExtraState = false
}

extension CGContext {
    /// Begins a transparency layer: the graphics state is saved, the context alpha set to 1,
    /// the blend mode to normal and the shadow off, and what is painted until
    /// ``endTransparencyLayer()`` goes onto a transparent canvas of its own, which is then
    /// composited as one image with the alpha, blend mode, shadow and clip in effect now.
    /// `auxiliaryInfo` is not used (as in Core Graphics).
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        saveGState()
        transparencyLayers.append(OpenTransparencyLayer(outerCommands: commands))
        commands = []
        lastDrawing = nil
        state.alpha = 1
        state.blendMode = .normal
        state.shadow = nil
    }

    /// Begins a transparency layer bounded by `rect` (user space): as
    /// ``beginTransparencyLayer(auxiliaryInfo:)``, with painting clipped to `rect`.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        saveGState()
        clip(to: rect)
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
        // The clip belongs to the layer's state, restored with it.
        transparencyLayers[transparencyLayers.count - 1].restoresExtraState = true
    }

    /// Ends the transparency layer begun last and composites it (see
    /// ``beginTransparencyLayer(auxiliaryInfo:)``); the graphics state is restored to what it
    /// was when the layer began. Does nothing when no layer is open.
    public func endTransparencyLayer() {
        guard let layer = transparencyLayers.popLast() else { return }
        let inside = commands
        commands = layer.outerCommands
        restoreGState()
        recordPaint(.transparencyLayer(inside), color: .black)
        if layer.restoresExtraState { restoreGState() }
        lastDrawing = nil
    }
}
