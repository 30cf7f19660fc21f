extension CGContext {
    /// Paints `gradient` over the clipping area, varying along the line from `start` to `end`
    /// (user space) and constant across it: position 0 at `start`, 1 at `end`. Beyond them it
    /// paints the end colours only where `options` asks for it; nothing for `start == end`.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        recordGradient(gradient, kind: .axial, from: start, to: end, options: options)
    }

    /// Paints `gradient` over the clipping area between two circles (user space): the colour at
    /// position t is painted on the circle whose centre and radius go linearly from
    /// (`startCenter`, `startRadius`) at 0 to (`endCenter`, `endRadius`) at 1, later circles
    /// over earlier ones. Circles before 0 and after 1 are painted (with the end colours) only
    /// where `options` asks for them; nothing when a radius is negative or both are 0.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        recordGradient(
            gradient, kind: .circles(startRadius: Double(startRadius), endRadius: Double(endRadius)), from: startCenter,
            to: endCenter, options: options)
    }

    /// Records `gradient` painted over the whole canvas (inside the clips) with the current
    /// alpha, blend mode and shadow.
    private func recordGradient(
        _ gradient: CGGradient, kind: DrawingGradient.Kind, from start: CGPoint, to end: CGPoint,
        options: CGGradientDrawingOptions
    ) {
        if case .circles(let r0, let r1) = kind {
            guard r0.isFinite, r1.isFinite, r0 >= 0, r1 >= 0, r0 > 0 || r1 > 0 else { return }
        }
        paintGradient(
            kind: kind, locations: gradient.locations, colors: gradient.colors, start: start, end: end,
            extendsBefore: options.contains(.drawsBeforeStartLocation),
            extendsAfter: options.contains(.drawsAfterEndLocation))
    }

    /// Records a gradient (positions measured in user space from `start` and `end`; stops at
    /// any `locations`, non-decreasing) painted inside `path` (user space, non-zero rule) or,
    /// when nil, over the whole canvas — inside the clips, with the current alpha, blend mode
    /// and shadow. What `CALayer.render(in:)` paints a gradient layer with.
    package func paintGradient(
        kind: DrawingGradient.Kind, locations: [Double], colors: [CGColor], start: CGPoint, end: CGPoint,
        extendsBefore: Bool = true, extendsAfter: Bool = true, inside path: CGPath? = nil
    ) {
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite, !colors.isEmpty,
            colors.count == locations.count
        else { return }
        var area = PathData()
        if let path {
            area.append(path.pathData, transform: state.ctm)
        } else {
            area.appendRect(CGRect(x: 0, y: 0, width: width, height: height), transform: .identity)
        }
        guard !area.isEmpty else { return }
        let paint = DrawingGradient(
            kind: kind, locations: locations, colors: colors, start: start, end: end, transform: state.ctm,
            extendsBefore: extendsBefore, extendsAfter: extendsAfter)
        recordPaint(.gradientFill(area, rule: .winding, paint), color: .black)
    }
}
