/// A path that can be built up element by element. All coordinates are user-space points;
/// every method takes an optional `transform` applied to the new points before they are added.
///
/// Not Sendable: it is mutable shared state.
public final class CGMutablePath: CGPath {
    /// Creates an empty path.
    public init() {
        super.init(pathData: PathData())
    }

    /// Creates a path holding `pathData`'s elements.
    public override init(pathData: PathData) {
        super.init(pathData: pathData)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        data.move(to: point.applying(transform))
    }

    /// Appends a straight line from the current point to `point`. Ignored when the path has no
    /// current point (CoreGraphics logs "no current point" and does the same).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        data.addLine(to: point.applying(transform))
    }

    /// Moves to the first point and appends lines to each following one; nothing for an
    /// empty array.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        data.move(to: first.applying(transform))
        for p in points.dropFirst() { data.addLine(to: p.applying(transform)) }
    }

    /// Appends a quadratic Bézier curve from the current point to `end` with `control`.
    /// Ignored when the path has no current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        data.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    /// Appends a cubic Bézier curve from the current point to `end`. Ignored when the path has
    /// no current point.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        data.addCurve(
            to: end.applying(transform), control1: control1.applying(transform),
            control2: control2.applying(transform))
    }

    /// Appends an arc of the circle around `center`, from `startAngle` to `endAngle` (radians,
    /// measured from +x toward +y), as cubic Béziers of at most 90° each. Preceded by a line
    /// from the current point to the arc's start, or a move when the path is empty.
    ///
    /// Direction, as in CoreGraphics: `clockwise: false` sweeps with **increasing** angle,
    /// `clockwise: true` with decreasing angle. "Clockwise" refers to the y-up maths
    /// convention, so in the y-down iOS space `clockwise: false` *looks* clockwise — UIKit's
    /// `UIBezierPath addArcWithCenter:…clockwise:YES` equals `clockwise: false` here (see
    /// `addArc(center:radius:startAngle:endAngle:visuallyClockwiseInFlippedSpace:transform:)`).
    /// The sweep is the way from start to end in that direction, at most one full turn: equal
    /// angles give no curve; a difference of 2π or more gives a full circle.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let delta = PathData.arcDelta(startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        data.appendArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// UIKit's arc convention (`UIBezierPath addArcWithCenter:radius:startAngle:endAngle:clockwise:`),
    /// for porting UIKit code: `visuallyClockwiseInFlippedSpace: true` sweeps with increasing
    /// angle, which looks clockwise on the y-down iOS screen. Same as
    /// `addArc(…, clockwise: !visuallyClockwiseInFlippedSpace)`.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        visuallyClockwiseInFlippedSpace: Bool, transform: CGAffineTransform = .identity
    ) {
        addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
            clockwise: !visuallyClockwiseInFlippedSpace, transform: transform)
    }

    /// Appends an arc of `radius` tangent to the line from the current point to `tangent1End`
    /// and to the line from `tangent1End` to `tangent2End`, preceded by a line to the first
    /// tangent point; ends at the second tangent point. Collinear points or a zero radius give
    /// a line to `tangent1End`; an empty path gets a move to `tangent1End`.
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        data.appendTangentArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }

    /// Appends an arc of the circle around `center` starting at `startAngle` and sweeping
    /// `delta` radians: positive `delta` increases the angle (from +x toward +y), negative
    /// decreases it; |delta| above 2π winds more than once. Preceded by a line (or a move on
    /// an empty path) to the arc's start.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        data.appendArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// Appends a closed rectangle subpath: move to (minX, minY), lines to (maxX, minY),
    /// (maxX, maxY), (minX, maxY), close.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        data.appendRect(rect, transform: transform)
    }

    /// Appends one closed rectangle subpath per rectangle (see `addRect(_:transform:)`).
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { data.appendRect(r, transform: transform) }
    }

    /// Appends a closed rounded-rectangle subpath with elliptical corners of
    /// `cornerWidth` × `cornerHeight`: move to (maxX, minY + cornerHeight), then sides and
    /// corner cubics in the direction of increasing angle, close.
    ///
    /// Differs from Apple: corner sizes that are negative or exceed half the side are clamped
    /// instead of trapping.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        data.appendRoundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform)
    }

    /// Appends a closed ellipse inscribed in `rect`: move to (maxX, midY), four cubics with
    /// increasing angle through (midX, maxY), (minX, midY), (midX, minY), close.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        data.appendEllipse(in: rect, transform: transform)
    }

    /// Closes the current subpath with a line back to its first point; the subpath start
    /// becomes the current point. Ignored on an empty path or right after another close.
    public func closeSubpath() {
        data.closeSubpath()
    }

    /// Appends all elements of `path`, transformed by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        data.append(path.data, transform: transform)
    }
}
