import Foundation

extension PathKeyframeTimeline {
    /// Prepares a timeline from a keyframe animation's `path` (REFERENCE 5): each line, quad
    /// and cubic element becomes one segment; a move adds none (the next segment starts at
    /// the moved-to point, so the position jumps there); a close adds a line back to the
    /// subpath's start unless the current point is already there (Quartzite's choice: a
    /// zero-length close would otherwise hold the layer still for one segment's time). Arcs
    /// arrive as the Bézier elements `CGMutablePath` made of them, each a segment.
    public init(
        path: CGPath, keyTimes: [Double]? = nil,
        calculationMode: CAAnimationCalculationMode = .linear
    ) {
        self.init(pathData: path.pathData, keyTimes: keyTimes, calculationMode: calculationMode)
    }

    /// Prepares a timeline from path elements (see ``init(path:keyTimes:calculationMode:)``).
    public init(
        pathData: PathData, keyTimes: [Double]? = nil,
        calculationMode: CAAnimationCalculationMode = .linear
    ) {
        var segments: [PathKeyframeSegment] = []
        var current: CGPoint?
        var subpathStart: CGPoint?
        for element in pathData {
            switch element {
            case .moveTo(let p):
                current = p
                subpathStart = p
            case .lineTo(let p):
                if let start = current { segments.append(.line(from: start, to: p)) }
                current = p
            case .quadCurveTo(let p, let control):
                if let start = current { segments.append(.quadCurve(from: start, control: control, to: p)) }
                current = p
            case .curveTo(let p, let control1, let control2):
                if let start = current {
                    segments.append(.curve(from: start, control1: control1, control2: control2, to: p))
                }
                current = p
            case .closeSubpath:
                if let start = current, let first = subpathStart, start != first {
                    segments.append(.line(from: start, to: first))
                }
                current = subpathStart
            }
        }
        self.init(segments: segments, keyTimes: keyTimes, calculationMode: calculationMode)
    }
}

extension PathKeyframeSample {
    /// `transform` rotated for `rotationMode` (REFERENCE 5): the rotation by the tangent angle
    /// (+ π for ``CAAnimationRotationMode/rotateAutoReverse``) applied inside the transform,
    /// `CATransform3DConcat(R(angle), transform)`, with R built from the snapped sine and
    /// cosine so axis-aligned tangents give exact matrices. No or an unknown mode returns
    /// `transform` unchanged.
    public func rotating(_ transform: CATransform3D, for rotationMode: CAAnimationRotationMode?) -> CATransform3D {
        guard let (c, s) = rotation(for: rotationMode) else { return transform }
        var r = CATransform3DIdentity
        r.m11 = CGFloat(c)
        r.m12 = CGFloat(s)
        r.m21 = CGFloat(-s)
        r.m22 = CGFloat(c)
        return CATransform3DConcat(r, transform)
    }
}
