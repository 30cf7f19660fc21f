extension CGContext {
    /// Discards the current path.
    public func beginPath() {
        devicePath = PathData()
    }

    /// Starts a new subpath at `point` (user space).
    public func move(to point: CGPoint) {
        devicePath.move(to: point.applying(state.ctm))
    }

    /// Adds a line from the current point to `point` (user space); ignored without a current
    /// point.
    public func addLine(to point: CGPoint) {
        devicePath.addLine(to: point.applying(state.ctm))
    }

    /// Adds lines joining `points` in order: a move to the first, lines to the others.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Adds a cubic Bézier curve from the current point to `end` (user space).
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        let t = state.ctm
        devicePath.addCurve(to: end.applying(t), control1: control1.applying(t), control2: control2.applying(t))
    }

    /// Adds a quadratic Bézier curve from the current point to `end` (user space).
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        let t = state.ctm
        devicePath.addQuadCurve(to: end.applying(t), control: control.applying(t))
    }

    /// Adds a circular arc around `center` (user space) from `startAngle` to `endAngle`
    /// (radians), preceded by a line from the current point (a move on an empty path).
    /// `clockwise: false` sweeps with increasing angle — which looks clockwise on the y-down
    /// canvas (Core Graphics' convention in a flipped context; see
    /// `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        let delta = PathData.arcDelta(startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        devicePath.appendArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: state.ctm)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End`
    /// and to the line from `tangent1End` to `tangent2End` (user space).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        devicePath.appendTangentArc(
            tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }

    /// Adds a closed rectangle (user space).
    public func addRect(_ rect: CGRect) {
        devicePath.appendRect(rect, transform: state.ctm)
    }

    /// Adds closed rectangles (user space).
    public func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// Adds a closed ellipse inscribed in `rect` (user space).
    public func addEllipse(in rect: CGRect) {
        devicePath.appendEllipse(in: rect, transform: state.ctm)
    }

    /// Adds the elements of `path` (user space).
    public func addPath(_ path: CGPath) {
        devicePath.append(path.pathData, transform: state.ctm)
    }

    /// Closes the current subpath with a line back to its start.
    public func closePath() {
        devicePath.closeSubpath()
    }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { devicePath.isEmpty }

    /// The current point of the path in user space, or `.zero` without one.
    public var currentPointOfPath: CGPoint {
        guard let p = devicePath.currentPoint else { return .zero }
        return p.applying(state.ctm.inverted())
    }

    /// The bounding box of the current path (control points included) in user space;
    /// `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        guard !devicePath.isEmpty else { return .null }
        return devicePath.boundingBox.applying(state.ctm.inverted())
    }

    /// A copy of the current path in user space, or nil when it is empty.
    public var path: CGPath? {
        guard !devicePath.isEmpty else { return nil }
        return CGPath(pathData: devicePath.applying(state.ctm.inverted()))
    }
}

extension PathData {
    /// Whether every point is finite.
    var hasOnlyFinitePoints: Bool {
        points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
    }
}
