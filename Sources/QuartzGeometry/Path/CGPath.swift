/// An immutable graphics path: subpaths of lines and quadratic/cubic Bézier curves, in user
/// space (y down in this project's iOS convention, but the path itself has no orientation).
///
/// Differs from Apple: CGPath is not `Sendable` (a `CGMutablePath` is one, and Swift cannot
/// take Sendable away from a subclass); hand its `pathData` value across concurrency domains.
public class CGPath: Hashable {
    /// The elements. Only `CGMutablePath` changes them.
    var data: PathData

    /// Creates a path holding `pathData`'s elements.
    public init(pathData: PathData) {
        self.data = pathData
    }

    /// The elements as a compact `Sendable` value.
    public var pathData: PathData { data }

    /// The elements as Swift values, in order.
    public var elements: PathData { data }

    /// A closed rectangle path (see `CGMutablePath.addRect(_:transform:)`), transformed by
    /// `transform` when it is not nil.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var d = PathData()
        d.appendRect(rect, transform: transform?.pointee ?? .identity)
        self.init(pathData: d)
    }

    /// A closed ellipse path inscribed in `rect` (see `CGMutablePath.addEllipse(in:transform:)`).
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        var d = PathData()
        d.appendEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(pathData: d)
    }

    /// A closed rounded-rectangle path (see `CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:)`).
    ///
    /// Differs from Apple: corner sizes that are negative or exceed half the side are clamped
    /// instead of trapping.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        var d = PathData()
        d.appendRoundedRect(
            rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
        self.init(pathData: d)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { data.isEmpty }

    /// The end point of the last element (the subpath start after a close); `.zero` for an
    /// empty path, as in CoreGraphics.
    public var currentPoint: CGPoint { data.currentPoint ?? .zero }

    /// An immutable copy (never nil here; optional as in Apple's API).
    public func copy() -> CGPath? { CGPath(pathData: data) }

    /// An immutable copy with every point transformed by `transform` (identity when nil).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(pathData: transform.map { data.applying($0.pointee) } ?? data)
    }

    /// A mutable copy (never nil here; optional as in Apple's API).
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(pathData: data) }

    /// A mutable copy with every point transformed by `transform` (identity when nil).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(pathData: transform.map { data.applying($0.pointee) } ?? data)
    }

    /// Calls `block` once per element, in order, with the element's kind and points; the
    /// pointer is valid only during the call.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: 3) { buffer in
            guard let base = buffer.baseAddress else { return }
            var pi = 0
            for kind in data.kinds {
                let n = kind.pointCount
                for j in 0..<n { base[j] = data.points[pi + j] }
                pi += n
                var element = CGPathElement(type: kind, points: base)
                withUnsafePointer(to: &element) { block($0) }
            }
        }
    }

    /// Calls `function` once per element, in order, with `info` and the
    /// element's kind and points (Core Graphics' `CGPathApply`, the form code written before
    /// ``applyWithBlock(_:)`` uses); the element pointer is valid only during the call.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    /// Whether the path is exactly one axis-aligned rectangle: a move, three lines and a
    /// close (as `addRect` makes), or a move and four lines back to the start, optionally
    /// closed. When it is and `rect` is not nil, stores the (standardized) rectangle there.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        let k = data.kinds
        let threePlusClose = k == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath]
        let four = k.count >= 5 && Array(k.prefix(5)) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint]
            && (k.count == 5 || (k.count == 6 && k[5] == .closeSubpath))
        guard threePlusClose || four else { return false }
        let p = data.points
        if four && p[4] != p[0] { return false }
        // Consecutive corners must share x or y alternately.
        let horizontalFirst = p[0].y == p[1].y && p[1].x == p[2].x && p[2].y == p[3].y && p[3].x == p[0].x
        let verticalFirst = p[0].x == p[1].x && p[1].y == p[2].y && p[2].x == p[3].x && p[3].y == p[0].y
        guard horizontalFirst || verticalFirst else { return false }
        rect?.pointee = CGRect(
            x: min(p[0].x, p[2].x), y: min(p[0].y, p[2].y),
            width: abs(p[2].x - p[0].x), height: abs(p[2].y - p[0].y))
        return true
    }

    /// Paths are equal when their elements are equal (CGPathEqualToPath).
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.data == rhs.data }

    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(data) }
}
