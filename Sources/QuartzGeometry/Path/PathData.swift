/// The elements of a path as a compact value: one kind per element and all points in one
/// array, in the path's coordinates. `CGPath` wraps one; being a `Sendable` value, it is what
/// immutable snapshots and renderers keep. Equality compares elements only.
public struct PathData: Sendable, Hashable {
    /// The element kinds, in order.
    public internal(set) var kinds: [CGPathElementType] = []
    /// The points of all elements, in order (`kinds[i].pointCount` per element).
    public internal(set) var points: [CGPoint] = []
    /// The current point: the end of the last element (the subpath start after a close);
    /// nil while the path is empty.
    public internal(set) var currentPoint: CGPoint?
    /// The first point of the current subpath; nil while the path is empty.
    var subpathStart: CGPoint?

    /// Creates an empty path.
    public init() {}

    /// Creates a path from elements, applying the same rules as `CGMutablePath`'s methods
    /// (segments before any move are dropped).
    public init<S: Sequence>(_ elements: S) where S.Element == PathElement {
        for e in elements { append(e) }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { kinds.isEmpty }

    /// Two paths are equal when their element kinds and points are equal.
    public static func == (lhs: PathData, rhs: PathData) -> Bool {
        lhs.kinds == rhs.kinds && lhs.points == rhs.points
    }

    /// Hashes the element kinds and points.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kinds)
        hasher.combine(points)
    }

    /// Appends one element (transformed by nothing).
    public mutating func append(_ element: PathElement) {
        switch element {
        case .moveTo(let p): move(to: p)
        case .lineTo(let p): addLine(to: p)
        case .quadCurveTo(let p, let c): addQuadCurve(to: p, control: c)
        case .curveTo(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: CGPoint) {
        kinds.append(.moveToPoint)
        points.append(p)
        currentPoint = p
        subpathStart = p
    }

    /// Appends a line to `p`; ignored while the path has no current point (as CoreGraphics does).
    public mutating func addLine(to p: CGPoint) {
        guard currentPoint != nil else { return }
        kinds.append(.addLineToPoint)
        points.append(p)
        currentPoint = p
    }

    /// Appends a quadratic Bézier curve; ignored while the path has no current point.
    public mutating func addQuadCurve(to p: CGPoint, control c: CGPoint) {
        guard currentPoint != nil else { return }
        kinds.append(.addQuadCurveToPoint)
        points.append(c)
        points.append(p)
        currentPoint = p
    }

    /// Appends a cubic Bézier curve; ignored while the path has no current point.
    public mutating func addCurve(to p: CGPoint, control1 c1: CGPoint, control2 c2: CGPoint) {
        guard currentPoint != nil else { return }
        kinds.append(.addCurveToPoint)
        points.append(c1)
        points.append(c2)
        points.append(p)
        currentPoint = p
    }

    /// Closes the current subpath; ignored on an empty path or right after another close.
    public mutating func closeSubpath() {
        guard currentPoint != nil, kinds.last != .closeSubpath, kinds.last != nil else { return }
        kinds.append(.closeSubpath)
        currentPoint = subpathStart
    }

    /// Appends all elements of `other`, each point transformed by `t`.
    public mutating func append(_ other: PathData, transform t: CGAffineTransform) {
        let identity = t.isIdentity
        kinds.reserveCapacity(kinds.count + other.kinds.count)
        points.reserveCapacity(points.count + other.points.count)
        var pi = 0
        for kind in other.kinds {
            for _ in 0..<kind.pointCount {
                let p = other.points[pi]
                points.append(identity ? p : p.applying(t))
                pi += 1
            }
            kinds.append(kind)
            switch kind {
            case .moveToPoint:
                currentPoint = points[points.count - 1]
                subpathStart = currentPoint
            case .closeSubpath:
                currentPoint = subpathStart
            default:
                currentPoint = points[points.count - 1]
            }
        }
    }

    /// A copy with every point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> PathData {
        var copy = PathData()
        copy.append(self, transform: t)
        return copy
    }
}

extension PathData: Collection {
    /// A position in the element list: the element's number and the offset of its first point.
    public struct Index: Comparable, Sendable {
        /// The element's number, 0-based.
        public let element: Int
        let point: Int
        /// Orders by element number.
        public static func < (lhs: Index, rhs: Index) -> Bool { lhs.element < rhs.element }
        /// Equal when the element numbers are equal.
        public static func == (lhs: Index, rhs: Index) -> Bool { lhs.element == rhs.element }
    }

    /// The first element's position.
    public var startIndex: Index { Index(element: 0, point: 0) }
    /// The position past the last element.
    public var endIndex: Index { Index(element: kinds.count, point: points.count) }
    /// The number of elements.
    public var count: Int { kinds.count }

    /// The position after `i`.
    public func index(after i: Index) -> Index {
        Index(element: i.element + 1, point: i.point + kinds[i.element].pointCount)
    }

    /// The element at `i`.
    public subscript(i: Index) -> PathElement {
        let p = i.point
        switch kinds[i.element] {
        case .moveToPoint: return .moveTo(points[p])
        case .addLineToPoint: return .lineTo(points[p])
        case .addQuadCurveToPoint: return .quadCurveTo(points[p + 1], control: points[p])
        case .addCurveToPoint:
            return .curveTo(points[p + 2], control1: points[p], control2: points[p + 1])
        case .closeSubpath: return .closeSubpath
        }
    }
}
