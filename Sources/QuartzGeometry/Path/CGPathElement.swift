/// The kind of one path element, as in CoreGraphics.
public enum CGPathElementType: Int32, Sendable, Hashable {
    /// Starts a new subpath at `points[0]`.
    case moveToPoint = 0
    /// A straight line from the current point to `points[0]`.
    case addLineToPoint = 1
    /// A quadratic Bézier curve with control point `points[0]` ending at `points[1]`.
    case addQuadCurveToPoint = 2
    /// A cubic Bézier curve with control points `points[0]`, `points[1]` ending at `points[2]`.
    case addCurveToPoint = 3
    /// Closes the current subpath with a straight line back to its first point.
    case closeSubpath = 4

    /// How many points an element of this kind carries (0…3).
    public var pointCount: Int {
        switch self {
        case .moveToPoint, .addLineToPoint: 1
        case .addQuadCurveToPoint: 2
        case .addCurveToPoint: 3
        case .closeSubpath: 0
        }
    }
}

/// One path element as handed to `CGPath.applyWithBlock(_:)`: its kind and a pointer to its
/// points (valid only during the call; `type.pointCount` of them), in the path's coordinates.
public struct CGPathElement {
    /// The kind of element.
    public var type: CGPathElementType
    /// The element's points; see `CGPathElementType` for their meaning.
    public var points: UnsafeMutablePointer<CGPoint>

    /// Creates an element.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The function ``CGPath/apply(info:function:)`` calls for each element: the caller's `info`
/// pointer and the element.
///
/// Differs from Apple: a Swift function type rather than `@convention(c)` (``CGPathElement``
/// is a Swift struct here, which C cannot represent). A closure that captures nothing or a
/// global function passes as on Apple's platforms; a closure written with an explicit
/// `@convention(c)` does not compile.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// How the inside of a path is decided when filling or hit-testing.
public enum CGPathFillRule: Int, Sendable, Hashable {
    /// Non-zero winding number: a point is inside if the path winds around it a non-zero
    /// number of times (counting direction).
    case winding = 0
    /// Even-odd: a point is inside if a ray from it crosses the path an odd number of times.
    case evenOdd = 1
}

/// One path element as a Swift value (a plain-named companion to `CGPathElement`), with its
/// points in the path's coordinates.
public enum PathElement: Sendable, Hashable {
    /// Starts a new subpath at the point.
    case moveTo(CGPoint)
    /// A straight line to the point.
    case lineTo(CGPoint)
    /// A quadratic Bézier curve to the point.
    case quadCurveTo(CGPoint, control: CGPoint)
    /// A cubic Bézier curve to the point.
    case curveTo(CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath.
    case closeSubpath

    /// The kind of element.
    public var type: CGPathElementType {
        switch self {
        case .moveTo: .moveToPoint
        case .lineTo: .addLineToPoint
        case .quadCurveTo: .addQuadCurveToPoint
        case .curveTo: .addCurveToPoint
        case .closeSubpath: .closeSubpath
        }
    }

    /// The end point of the element (nil for `closeSubpath`, whose end is the subpath start).
    public var endPoint: CGPoint? {
        switch self {
        case .moveTo(let p), .lineTo(let p), .quadCurveTo(let p, _), .curveTo(let p, _, _): p
        case .closeSubpath: nil
        }
    }
}
