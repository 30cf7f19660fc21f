extension PathData {
    /// The path `fraction` of the way from `self` to `other`, every point linearly
    /// interpolated (what CAShapeLayer path animations draw); nil when the two paths do not
    /// have the same element kinds in the same order. `fraction` may lie outside 0…1.
    public func interpolated(to other: PathData, fraction: CGFloat) -> PathData? {
        guard kinds == other.kinds else { return nil }
        var out = PathData()
        out.kinds = kinds
        out.points = zip(points, other.points).map { lerp($0, $1, fraction) }
        out.recomputeState()
        return out
    }

    /// Sets the current point and subpath start from the elements.
    mutating func recomputeState() {
        currentPoint = nil
        subpathStart = nil
        var pi = 0
        for kind in kinds {
            pi += kind.pointCount
            switch kind {
            case .moveToPoint:
                currentPoint = points[pi - 1]
                subpathStart = currentPoint
            case .closeSubpath:
                currentPoint = subpathStart
            default:
                currentPoint = points[pi - 1]
            }
        }
    }
}

extension CGPath {
    /// The path `fraction` of the way from `self` to `path`, points interpolated linearly;
    /// nil when the element kinds differ.
    public func interpolated(to path: CGPath, fraction: CGFloat) -> CGPath? {
        data.interpolated(to: path.data, fraction: fraction).map { CGPath(pathData: $0) }
    }
}
