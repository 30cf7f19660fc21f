extension CGContext {
    /// Replaces the current path with the outline of the area stroking it would paint with the
    /// current line width, caps, joins, miter limit and dashes (see
    /// `CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`): filling it
    /// with the non-zero rule paints the stroke.
    public func replacePathWithStrokedPath() {
        guard !devicePath.isEmpty else { return }
        let toUser = state.ctm.inverted()
        guard toUser.a.isFinite, toUser.b.isFinite, toUser.c.isFinite, toUser.d.isFinite else { return }
        var path = devicePath.applying(toUser)
        let stroke = state.stroke
        if !stroke.dashLengths.isEmpty { path = path.dashed(phase: stroke.dashPhase, lengths: stroke.dashLengths) }
        devicePath = path.strokeOutline(
            lineWidth: stroke.lineWidth, lineCap: stroke.lineCap, lineJoin: stroke.lineJoin, miterLimit: stroke.miterLimit
        ).applying(state.ctm)
    }

    /// Whether `point` (user space) is inside what drawing the current path in `mode` would
    /// paint: the fill by the mode's rule, the stroke's area, or either.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let device = point.applying(state.ctm)
        switch mode {
        case .fill: return devicePath.contains(device, using: .winding)
        case .eoFill: return devicePath.contains(device, using: .evenOdd)
        case .stroke: return strokedDevicePath.contains(device, using: .winding)
        case .fillStroke: return devicePath.contains(device, using: .winding) || strokedDevicePath.contains(device, using: .winding)
        case .eoFillStroke:
            return devicePath.contains(device, using: .evenOdd) || strokedDevicePath.contains(device, using: .winding)
        }
    }

    /// The current path's stroke outline in device space (the path itself is kept).
    private var strokedDevicePath: PathData {
        let kept = devicePath
        replacePathWithStrokedPath()
        defer { devicePath = kept }
        return devicePath
    }
}
