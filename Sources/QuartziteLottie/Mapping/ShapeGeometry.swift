import Foundation
import Quartzite

/// The paths of Lottie's parametric shapes, with lottie-web's vertex order (so trim paths
/// start where they start there): rectangles from the top-right corner, ellipses from the
/// top, stars from the top point; clockwise, or counter-clockwise when `reversed` (`d: 3`).
/// A shape keeps the same elements for every parameter value, so Core Animation can
/// interpolate between its keyframes point by point.
enum ShapeGeometry {
    /// The circle-approximating handle length of a quarter arc, as a fraction of the radius.
    static let kappa = 0.5519150244935105707435627
    /// Stars and polygons have at most this many points (more are reported).
    static let maximumStarPoints = 1_000

    static func rectangle(center c: [Double], size s: [Double], roundness: Double, reversed: Bool, alwaysRounded: Bool) -> BezierShape {
        let w = s.count > 0 ? s[0] : 0, h = s.count > 1 ? s[1] : 0
        let cx = c.count > 0 ? c[0] : 0, cy = c.count > 1 ? c[1] : 0
        let minX = cx - w / 2, maxX = cx + w / 2, minY = cy - h / 2, maxY = cy + h / 2
        let r = max(0, min(roundness, min(w, h) / 2))
        var v: [CGPoint] = [], i: [CGPoint] = [], o: [CGPoint] = []
        if r == 0 && !alwaysRounded {
            v = [CGPoint(x: maxX, y: minY), CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY), CGPoint(x: minX, y: minY)]
            i = Array(repeating: .zero, count: 4)
            o = i
        } else {
            let k = r * (1 - kappa)
            // Clockwise from the top of the right edge; each corner is a pair of vertices.
            v = [
                CGPoint(x: maxX, y: minY + r), CGPoint(x: maxX, y: maxY - r), CGPoint(x: maxX - r, y: maxY),
                CGPoint(x: minX + r, y: maxY), CGPoint(x: minX, y: maxY - r), CGPoint(x: minX, y: minY + r),
                CGPoint(x: minX + r, y: minY), CGPoint(x: maxX - r, y: minY),
            ]
            // Out handles of the vertex that starts a corner, in handles of the one that ends it.
            o = [.zero, CGPoint(x: 0, y: r - k), .zero, CGPoint(x: -(r - k), y: 0), .zero, CGPoint(x: 0, y: -(r - k)), .zero, CGPoint(x: r - k, y: 0)]
            i = [CGPoint(x: 0, y: -(r - k)), .zero, CGPoint(x: r - k, y: 0), .zero, CGPoint(x: 0, y: r - k), .zero, CGPoint(x: -(r - k), y: 0), .zero]
        }
        let shape = BezierShape(vertices: v, inTangents: i, outTangents: o, closed: true)
        return reversed ? shape.reversedKeepingStart() : shape
    }

    static func ellipse(center c: [Double], size s: [Double], reversed: Bool) -> BezierShape {
        let rx = (s.count > 0 ? s[0] : 0) / 2, ry = (s.count > 1 ? s[1] : 0) / 2
        let cx = c.count > 0 ? c[0] : 0, cy = c.count > 1 ? c[1] : 0
        let kx = rx * kappa, ky = ry * kappa
        let v = [CGPoint(x: cx, y: cy - ry), CGPoint(x: cx + rx, y: cy), CGPoint(x: cx, y: cy + ry), CGPoint(x: cx - rx, y: cy)]
        let o = [CGPoint(x: kx, y: 0), CGPoint(x: 0, y: ky), CGPoint(x: -kx, y: 0), CGPoint(x: 0, y: -ky)]
        let i = o.map { CGPoint(x: -$0.x, y: -$0.y) }
        let shape = BezierShape(vertices: v, inTangents: i, outTangents: o, closed: true)
        return reversed ? shape.reversedKeepingStart() : shape
    }

    /// The handle length of a star's rounded point per unit of radius at 100 % roundness
    /// (lottie-ios's `StarNode.PolystarConstant`), whatever the number of points.
    static let starRoundnessHandle = 0.47829
    /// The same for a polygon's corners (lottie-ios's `PolygonNode.PolygonConstant`).
    static let polygonRoundnessHandle = 0.25

    /// A star (`isPolygon` false: outer and inner points alternate) or polygon, as lottie-ios
    /// builds it: from the point at `rotation` (0: straight up), each vertex's handles along
    /// the circle through it, radius × roundness × ``starRoundnessHandle`` long (polygons
    /// ``polygonRoundnessHandle``). Roundness is percent.
    static func star(
        isPolygon: Bool, center c: [Double], points: Double, rotation: Double, outerRadius: Double,
        outerRoundness: Double, innerRadius: Double, innerRoundness: Double, reversed: Bool
    ) -> BezierShape {
        let cx = c.count > 0 ? c[0] : 0, cy = c.count > 1 ? c[1] : 0
        let count = min(maximumStarPoints, max(isPolygon ? 3 : 2, Int(min(points, 1e9).rounded(.down))))
        let vertexCount = isPolygon ? count : count * 2
        let step = 2 * Double.pi / Double(vertexCount)
        let direction: Double = reversed ? -1 : 1
        var angle = -Double.pi / 2 + rotation * .pi / 180
        var v: [CGPoint] = [], i: [CGPoint] = [], o: [CGPoint] = []
        for index in 0..<vertexCount {
            let outer = isPolygon || index % 2 == 0
            let radius = outer ? outerRadius : innerRadius
            let roundness = (outer ? outerRoundness : innerRoundness) / 100
            let handle = radius * (isPolygon ? polygonRoundnessHandle : starRoundnessHandle)
            let x = radius * cos(angle), y = radius * sin(angle)
            let length = (x * x + y * y).squareRoot()
            let ox = length == 0 ? 0 : y / length, oy = length == 0 ? 0 : -x / length
            let k = handle * roundness * direction
            v.append(CGPoint(x: cx + x, y: cy + y))
            o.append(CGPoint(x: -ox * k, y: -oy * k))
            i.append(CGPoint(x: ox * k, y: oy * k))
            angle += step * direction
        }
        return BezierShape(vertices: v, inTangents: i, outTangents: o, closed: true)
    }
}

extension BezierShape {
    /// The same closed shape traversed the other way, starting at the same vertex.
    func reversedKeepingStart() -> BezierShape {
        guard vertices.count > 1 else { return self }
        let order = [0] + (1..<vertices.count).reversed()
        return BezierShape(
            vertices: order.map { vertices[$0] }, inTangents: order.map { outTangents[$0] },
            outTangents: order.map { inTangents[$0] }, closed: closed)
    }

    /// The shape moved by (dx, dy).
    func translated(dx: Double, dy: Double) -> BezierShape {
        var copy = self
        copy.vertices = vertices.map { CGPoint(x: $0.x + dx, y: $0.y + dy) }
        return copy
    }
}
