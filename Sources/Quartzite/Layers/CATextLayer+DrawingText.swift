extension CATextLayer {
    /// The text a text layer with presentation values `p` shows, laid out in its bounds'
    /// size (points): its runs with every attribute resolved — Core Text's defaults for what an
    /// attributed run does not say, the layer's font, size and colour for a plain string —
    /// and its wrapping, truncation and alignment. Nil when nothing would be drawn: no string,
    /// an empty one, or only transparent or sizeless runs.
    package static func drawingText(of p: LayerProperties) -> DrawingText? {
        guard let string = p.extensionValue(Key.string, as: TextLayerString.self), !string.text.isEmpty else { return nil }
        let runs: [DrawingText.Run]
        if string.isAttributed {
            runs = string.drawingRuns
        } else {
            guard let color = p.extensionColor(Key.foregroundColor, default: white) else { return nil }
            let name = p.extensionValue(Key.font, as: Any.self).flatMap(fontName(of:))
            runs = [
                DrawingText.Run(
                    text: string.text, face: DrawingText.FontFace(named: name ?? defaultFontName, fallback: defaultFontName),
                    size: p.extensionNumber(Key.fontSize, default: defaultFontSize), color: color)
            ]
        }
        guard runs.contains(where: { ($0.fills || $0.strokeSize > 0) && $0.size.isFinite && $0.size > 0 }) else { return nil }
        let truncation: DrawingText.Truncation =
            switch p.extensionName(Key.truncationMode, default: CATextLayerTruncationMode.none) {
            case .start: .start
            case .middle: .middle
            case .end: .end
            default: .none
            }
        let alignment: DrawingText.Alignment =
            switch p.extensionName(Key.alignmentMode, default: CATextLayerAlignmentMode.natural) {
            case .left: .left
            case .right: .right
            case .center: .center
            case .justified: .justified
            default: .natural
            }
        return DrawingText(
            runs: runs, wrapped: p.extensionBool(Key.wrapped, default: false), truncation: truncation, alignment: alignment,
            size: p.bounds.size)
    }
}

extension CATextLayer {
    /// Paints the layer's text into `ctx` (in the layer's coordinate space), as the compositor
    /// shows it: laid out in its bounds and clipped to them, or, placed by baselines (Lottie's
    /// text), lines from the first baseline aligned in the bounds' width, not clipped.
    func renderText(in ctx: CGContext) {
        let bounds = storage.bounds
        guard bounds.minX.isFinite, bounds.minY.isFinite, bounds.width.isFinite, bounds.height.isFinite,
            var text = Self.drawingText(of: storage)
        else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        if let baseline = storage.extensionValue(Key.baselineLayout, as: TextBaselineLayout.self) {
            guard baseline.firstBaseline.isFinite, baseline.lineSpacing?.isFinite ?? true else { return }
            text.placement = .baseline
            text.lineSpacing = baseline.lineSpacing
            ctx.translateBy(x: bounds.minX, y: baseline.firstBaseline)
        } else {
            guard bounds.width > 0, bounds.height > 0 else { return }
            ctx.translateBy(x: bounds.minX, y: bounds.minY)
        }
        ctx.draw(text)
    }
}

extension CATextLayer {
    /// The size the layer's text takes (see ``preferredFrameSize()``).
    func textSize() -> CGSize {
        guard var text = Self.drawingText(of: storage) else { return .zero }
        let width = storage.bounds.width
        if !(text.wrapped && width > 0 && width.isFinite) {
            text.wrapped = false
            text.size = .zero
        }
        text.truncation = .none
        return TextPainter.shared.metrics(of: text)?.size ?? .zero
    }
}
