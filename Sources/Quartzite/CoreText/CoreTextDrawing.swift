extension DrawingText {
    /// The text as `context` paints it: the runs flagged in `colorFromContext` in its fill
    /// colour; as it is for the fill text drawing modes, every run's outline stroked with the
    /// context's stroke colour and line width for the stroke modes (filled too for the
    /// fill-and-stroke ones); nil when nothing is painted (`.invisible`, `.clip`).
    func styled(for context: CGContext, colorFromContext: [Bool]) -> DrawingText? {
        var text = self
        for (i, fromContext) in colorFromContext.enumerated() where fromContext && i < text.runs.count {
            text.runs[i].color = context.textFill
        }
        return text.styled(for: context)
    }

    /// The text as `context`'s text drawing mode paints it (see
    /// ``styled(for:colorFromContext:)``).
    private func styled(for context: CGContext) -> DrawingText? {
        let fills: Bool
        switch context.textDrawingMode {
        case .fill, .fillClip: return self
        case .invisible, .clip: return nil
        case .stroke, .strokeClip: fills = false
        case .fillStroke, .fillStrokeClip: fills = true
        }
        let (color, width) = context.textStroke
        var styled = self
        styled.runs = runs.map { run in
            var stroked = run
            // Core Text's stroke width: percent of the font size, negative to fill as well.
            let percent = run.size > 0 && run.size.isFinite ? Double(width) / run.size * 100 : 0
            stroked.strokeWidth = fills ? -percent : percent
            stroked.strokeColor = color
            return stroked
        }
        return styled
    }
}
