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

    /// The handle length of a rounded star point or polygon corner at 100 % roundness, per
    /// unit of radius, for `points` points (corners): a quarter of the circle's arc per point,
    /// 2π / (4 × points) — the Lottie specification's polystar (lottie-web's and rlottie's
    /// rounding, which shortens the handles as points are added; lottie-ios uses one constant,
    /// 0.47829 for stars and 0.25 for polygons, that lottie-android's source says fits three
    /// points best).
    static func roundnessHandle(points: Double) -> Double {
        2 * Double.pi / (4 * points)
    }

    /// A star (`isPolygon` false: outer and inner points alternate) or polygon, as lottie-ios
    /// builds it (`BezierPath.star`, `BezierPath.polygon`): from the point at `rotation` (0:
    /// straight up), each vertex's handles along the circle through it, radius × roundness ×
    /// ``roundnessHandle(points:)`` long; roundness is percent.
    /// A fractional point count (an animated `pt` between keyframes) is lottie-ios's: a star
    /// grows a partial point, its radius and handles the fraction of the way from the inner to
    /// the outer point's, where it starts and ends; a polygon's corners stay 360° / points
    /// apart and its last corner passes the first (the outline closes with a straight line).
    static func star(
        isPolygon: Bool, center c: [Double], points: Double, rotation: Double, outerRadius: Double,
        outerRoundness: Double, innerRadius: Double, innerRoundness: Double, reversed: Bool
    ) -> BezierShape {
        let center = CGPoint(x: c.count > 0 ? c[0] : 0, y: c.count > 1 ? c[1] : 0)
        let n = min(Double(maximumStarPoints), max(isPolygon ? 3 : 2, points.isFinite ? points : 0))
        let shape =
            isPolygon
            ? polygonVertices(points: n, rotation: rotation, radius: outerRadius, roundness: outerRoundness / 100)
            : starVertices(
                points: n, rotation: rotation, outerRadius: outerRadius, innerRadius: innerRadius,
                outerRoundness: outerRoundness / 100, innerRoundness: innerRoundness / 100)
        var result = shape.closingOnFirstVertex()
        result.vertices = result.vertices.map { CGPoint(x: $0.x + center.x, y: $0.y + center.y) }
        return reversed ? result.reversedKeepingStart() : result
    }

    /// lottie-ios's star vertices about the origin, clockwise, the last on the first.
    private static func starVertices(
        points n: Double, rotation: Double, outerRadius: Double, innerRadius: Double, outerRoundness: Double,
        innerRoundness: Double
    ) -> BezierShape {
        var angle = (rotation - 90) * .pi / 180
        let anglePerPoint = 2 * Double.pi / n, halfAngle = anglePerPoint / 2
        let partial = n - n.rounded(.down)
        var partialRadius = 0.0
        func at(_ radius: Double, _ angle: Double) -> CGPoint { CGPoint(x: radius * cos(angle), y: radius * sin(angle)) }
        var point: CGPoint
        if partial != 0 {
            angle += halfAngle * (1 - partial)
            partialRadius = innerRadius + partial * (outerRadius - innerRadius)
            point = at(partialRadius, angle)
            angle += anglePerPoint * partial / 2
        } else {
            point = at(outerRadius, angle)
            angle += halfAngle
        }
        var shape = BezierShape(vertices: [point], inTangents: [.zero], outTangents: [.zero], closed: true)
        let steps = Int(n.rounded(.up)) * 2
        var long = false
        for i in 0..<steps {
            var radius = long ? outerRadius : innerRadius
            var turn = halfAngle
            if partialRadius != 0, i == steps - 2 { turn = anglePerPoint * partial / 2 }
            if partialRadius != 0, i == steps - 1 { radius = partialRadius }
            let previous = point
            point = at(radius, angle)
            var inTangent = CGPoint.zero
            if innerRoundness != 0 || outerRoundness != 0 {
                // Handles along the circle through each end (backward for the in handle).
                func along(_ p: CGPoint, _ length: Double) -> CGPoint {
                    let theta = atan2(Double(p.y), Double(p.x)) - .pi / 2
                    return CGPoint(x: length * cos(theta), y: length * sin(theta))
                }
                let handle = roundnessHandle(points: n)
                var out = along(previous, (long ? innerRadius * innerRoundness : outerRadius * outerRoundness) * handle)
                inTangent = along(point, (long ? outerRadius * outerRoundness : innerRadius * innerRoundness) * handle)
                if partial != 0 {
                    if i == 0 { out = CGPoint(x: out.x * partial, y: out.y * partial) }
                    else if i == steps - 1 { inTangent = CGPoint(x: inTangent.x * partial, y: inTangent.y * partial) }
                }
                shape.outTangents[shape.outTangents.count - 1] = CGPoint(x: -out.x, y: -out.y)
            }
            shape.vertices.append(point)
            shape.inTangents.append(inTangent)
            shape.outTangents.append(.zero)
            angle += turn
            long.toggle()
        }
        return shape
    }

    /// lottie-ios's polygon vertices about the origin, clockwise: ⌈points⌉ corners after the
    /// first, 360° / points apart.
    private static func polygonVertices(points n: Double, rotation: Double, radius: Double, roundness: Double) -> BezierShape {
        var angle = (rotation - 90) * .pi / 180
        let anglePerPoint = 2 * Double.pi / n
        var point = CGPoint(x: radius * cos(angle), y: radius * sin(angle))
        var shape = BezierShape(vertices: [point], inTangents: [.zero], outTangents: [.zero], closed: true)
        angle += anglePerPoint
        let handle = radius * roundness * roundnessHandle(points: n)
        func along(_ p: CGPoint) -> CGPoint {
            let theta = atan2(Double(p.y), Double(p.x)) - .pi / 2
            return CGPoint(x: handle * cos(theta), y: handle * sin(theta))
        }
        for _ in 0..<Int(n.rounded(.up)) {
            let previous = point
            point = CGPoint(x: radius * cos(angle), y: radius * sin(angle))
            var inTangent = CGPoint.zero
            if roundness != 0 {
                let out = along(previous)
                shape.outTangents[shape.outTangents.count - 1] = CGPoint(x: -out.x, y: -out.y)
                inTangent = along(point)
            }
            shape.vertices.append(point)
            shape.inTangents.append(inTangent)
            shape.outTangents.append(.zero)
            angle += anglePerPoint
        }
        return shape
    }
}

extension BezierShape {
    /// A closed outline whose last vertex lies on its first (as lottie-ios builds stars and
    /// polygons) without that last vertex: its in handle moves to the first vertex, so the
    /// closing segment is the last curve rather than a zero-length one.
    func closingOnFirstVertex() -> BezierShape {
        guard vertices.count > 2, let first = vertices.first, let last = vertices.last,
            abs(first.x - last.x) < 1e-9 * max(1, abs(first.x)), abs(first.y - last.y) < 1e-9 * max(1, abs(first.y))
        else { return self }
        var shape = self
        shape.vertices.removeLast()
        shape.inTangents[0] = shape.inTangents.removeLast()
        shape.outTangents.removeLast()
        return shape
    }

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
