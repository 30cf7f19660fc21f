import Foundation
import Quartzite

extension BezierShape {
    /// The handle length of a rounded corner, as a fraction of its distance to the corner
    /// (lottie-web's and After Effects' value).
    static let roundedCornerHandle = 0.5519

    /// The shape with every sharp corner (a vertex without handles; an open path's ends
    /// excepted) replaced by a curve: two vertices `radius` along the edges on either side
    /// (at most half of each edge), with handles towards the corner. A radius of 0 or less
    /// leaves the shape as it is, unless `keepingVertexCount`: then each sharp corner still
    /// becomes two vertices, both on the corner (the same outline, interpolable point by
    /// point with roundings of other radii).
    ///
    /// ```
    ///   prev ────A╮          A = C + (prev − C)·p,  out handle (C − A)·0.5519
    ///             C          B = C + (next − C)·p,  in handle  (C − B)·0.5519
    ///             B                p = min(|edge| / 2, radius) / |edge|
    ///             │
    ///            next
    /// ```
    func roundingCorners(radius: Double, keepingVertexCount: Bool = false) -> BezierShape {
        guard radius > 0 || keepingVertexCount, vertices.count > 1 else { return self }
        let radius = max(0, radius)
        var v: [CGPoint] = [], i: [CGPoint] = [], o: [CGPoint] = []
        let count = vertices.count
        func toward(_ c: CGPoint, _ other: CGPoint) -> CGPoint {
            let dx = other.x - c.x, dy = other.y - c.y
            let distance = (dx * dx + dy * dy).squareRoot()
            let p = distance > 0 ? min(distance / 2, radius) / distance : 0
            return CGPoint(x: c.x + dx * p, y: c.y + dy * p)
        }
        for k in 0..<count {
            let c = vertices[k]
            let sharp = inTangents[k] == .zero && outTangents[k] == .zero
            guard sharp, closed || (k != 0 && k != count - 1) else {
                v.append(c)
                i.append(inTangents[k])
                o.append(outTangents[k])
                continue
            }
            let a = toward(c, vertices[(k + count - 1) % count])
            let b = toward(c, vertices[(k + 1) % count])
            let h = Self.roundedCornerHandle
            v.append(a)
            i.append(.zero)
            o.append(CGPoint(x: (c.x - a.x) * h, y: (c.y - a.y) * h))
            v.append(b)
            i.append(CGPoint(x: (c.x - b.x) * h, y: (c.y - b.y) * h))
            o.append(.zero)
        }
        return BezierShape(vertices: v, inTangents: i, outTangents: o, closed: closed)
    }
}

extension LayerBuilder {
    /// `items` with rounded corners (`rd`) applied: every path above a rounded-corners item,
    /// in its group and the groups above it, becomes its path (all keyframes) with sharp
    /// corners rounded; `radius` is the enclosing groups' rounding. An animated radius rounds
    /// the path at the radius's keyframes when the path is still or keyed alike, else at every
    /// frame (lottie-ios's combined keyframes). Keyframes whose rounding changes their vertex
    /// count (a corner sharp in one keyframe and not in another) are not interpolable by Core
    /// Animation point by point: those paths are drawn unrounded and reported.
    func roundingCorners(_ items: [LottieShapeItem], radius outer: LottieAnimated<Double>?) -> [LottieShapeItem] {
        func rounding(below index: Int) -> LottieAnimated<Double>? {
            for item in items[(index + 1)...] {
                if case .roundedCorners(let radius) = item.kind, !item.isHidden { return radius }
            }
            return outer
        }
        guard outer != nil || items.contains(where: { if case .roundedCorners = $0.kind { return true } else { return false } })
        else { return items }
        var result = items
        for (index, item) in items.enumerated() {
            switch item.kind {
            case .group(let children, let transform):
                result[index].kind = .group(items: roundingCorners(children, radius: rounding(below: index)), transform: transform)
            case .rectangle, .ellipse, .star, .path:
                guard let radius = rounding(below: index), radius.isAnimated || radius.initialValue > 0,
                    let shape = shapeGeometry(item)
                else { continue }
                let rounded: LottieAnimated<BezierShape>
                if radius.isAnimated {
                    rounded = combine([shape.map { _ in [] }, radius.map { [$0] }]) { frame in
                        shape.value(atFrame: frame).roundingCorners(radius: radius.value(atFrame: frame), keepingVertexCount: true)
                    }
                } else {
                    rounded = shape.map { $0.roundingCorners(radius: radius.initialValue) }
                }
                let counts = Set(([rounded.initialValue] + rounded.keyframes.map(\.value)).map(\.vertices.count))
                guard counts.count == 1 else {
                    log.report("rounded corners of a path whose keyframes differ in sharp corners (drawn unrounded)", at: item.path)
                    continue
                }
                result[index].kind = .path(rounded)
                result[index].reversed = false  // shapeGeometry has drawn it in its direction
            default:
                break
            }
        }
        return result
    }
}
