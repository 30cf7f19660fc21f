extension CGContext {
    /// Replaces the current path with the outline of the area stroking it would paint with the
    /// current line width, caps, joins, miter limit and dashes (see
    /// `CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`): filling it
    /// with the non-zero rule paints the stroke.
    public func replacePathWithStrokedPath() {
        if let outline = strokedDevicePath { devicePath = outline }
    }

    /// Whether `point` (user space) is inside what drawing the current path in `mode` would
    /// paint: the fill by the mode's rule, the stroke's area, or either.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let device = point.applying(state.ctm)
        switch mode {
        case .fill: return devicePath.contains(device, using: .winding)
        case .eoFill: return devicePath.contains(device, using: .evenOdd)
        case .stroke: return strokeContains(device)
        case .fillStroke: return devicePath.contains(device, using: .winding) || strokeContains(device)
        case .eoFillStroke: return devicePath.contains(device, using: .evenOdd) || strokeContains(device)
        }
    }

    /// Whether the device point `device` is inside the current path's stroke.
    private func strokeContains(_ device: CGPoint) -> Bool {
        strokedDevicePath?.contains(device, using: .winding) ?? false
    }

    /// The outline of the current path's stroke with the current line parameters and dashes,
    /// in device space; nil when the path is empty or the CTM cannot be inverted.
    private var strokedDevicePath: PathData? {
        guard !devicePath.isEmpty else { return nil }
        let toUser = state.ctm.inverted()
        guard toUser.a.isFinite, toUser.b.isFinite, toUser.c.isFinite, toUser.d.isFinite else { return nil }
        var path = devicePath.applying(toUser)
        let stroke = state.stroke
        if !stroke.dashLengths.isEmpty { path = path.dashed(phase: stroke.dashPhase, lengths: stroke.dashLengths) }
        return path.strokeOutline(
            lineWidth: stroke.lineWidth, lineCap: stroke.lineCap, lineJoin: stroke.lineJoin, miterLimit: stroke.miterLimit
        ).applying(state.ctm)
    }
}
