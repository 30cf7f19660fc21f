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

extension BezierShape {
    /// The shape puckered or bloated by `amount` percent, as After Effects' Pucker & Bloat
    /// (lottie-web's): every vertex moves `amount` % of the way to the vertices' centroid and
    /// every handle's end the same fraction away from it (a negative amount the other way:
    /// vertices out, handles in).
    func puckeredAndBloated(amount: Double) -> BezierShape {
        guard !vertices.isEmpty, amount != 0 else { return self }
        let f = amount / 100
        let n = Double(vertices.count)
        let center = CGPoint(x: vertices.reduce(0) { $0 + $1.x } / n, y: vertices.reduce(0) { $0 + $1.y } / n)
        func move(_ p: CGPoint, _ fraction: Double) -> CGPoint {
            CGPoint(x: p.x + (center.x - p.x) * fraction, y: p.y + (center.y - p.y) * fraction)
        }
        var result = self
        for k in vertices.indices {
            let v = move(vertices[k], f)
            let o = move(CGPoint(x: vertices[k].x + outTangents[k].x, y: vertices[k].y + outTangents[k].y), -f)
            let i = move(CGPoint(x: vertices[k].x + inTangents[k].x, y: vertices[k].y + inTangents[k].y), -f)
            result.vertices[k] = v
            result.outTangents[k] = CGPoint(x: o.x - v.x, y: o.y - v.y)
            result.inTangents[k] = CGPoint(x: i.x - v.x, y: i.y - v.y)
        }
        return result
    }
}

/// A shape modifier that changes the paths above it (in its group and the groups above it)
/// by one animatable amount: rounded corners (`rd`) or pucker and bloat (`pb`).
struct PathModifier: Sendable {
    /// The modifier's amount in `kind`, nil when `kind` is not this modifier.
    let amount: @Sendable (LottieShapeItem.Kind) -> LottieAnimated<Double>?
    /// Whether an amount changes nothing.
    let isIdentity: @Sendable (Double) -> Bool
    /// The shape changed by an amount; with `keepingVertexCount`, the vertex count must not
    /// depend on the amount (so that the amount can animate point by point).
    let apply: @Sendable (BezierShape, Double, _ keepingVertexCount: Bool) -> BezierShape
    /// What is reported for a path whose keyframes change their vertex counts differently.
    let mismatch: String

    static let roundedCorners = PathModifier(
        amount: { if case .roundedCorners(let radius) = $0 { radius } else { nil } },
        isIdentity: { $0 <= 0 },
        apply: { $0.roundingCorners(radius: $1, keepingVertexCount: $2) },
        mismatch: "rounded corners of a path whose keyframes differ in sharp corners (drawn unrounded)")

    static let puckerBloat = PathModifier(
        amount: { if case .puckerBloat(let amount) = $0 { amount } else { nil } },
        isIdentity: { $0 == 0 },
        apply: { shape, amount, _ in shape.puckeredAndBloated(amount: amount) },
        mismatch: "pucker and bloat of a path whose keyframes differ in vertex count (drawn as it is)")
}

extension LayerBuilder {
    /// `items` with their path modifiers applied: rounded corners first, then pucker and bloat.
    func modifyingPaths(_ items: [LottieShapeItem]) -> [LottieShapeItem] {
        modifyingPaths(modifyingPaths(items, by: .roundedCorners, outer: nil), by: .puckerBloat, outer: nil)
    }

    /// `items` with `modifier` applied: every path above a modifier item, in its group and the
    /// groups above it, becomes its path (all keyframes) changed by the modifier's amount;
    /// `outer` is the enclosing groups' amount. An animated amount changes the path at the
    /// amount's keyframes when the path is still or keyed alike, else at every frame
    /// (lottie-ios's combined keyframes). Keyframes whose change gives them different vertex
    /// counts (a corner sharp in one keyframe and not in another) are not interpolable by Core
    /// Animation point by point: those paths are drawn unchanged and reported.
    func modifyingPaths(_ items: [LottieShapeItem], by modifier: PathModifier, outer: LottieAnimated<Double>?) -> [LottieShapeItem] {
        func amount(below index: Int) -> LottieAnimated<Double>? {
            for item in items[(index + 1)...] where !item.isHidden {
                if let amount = modifier.amount(item.kind) { return amount }
            }
            return outer
        }
        func contains(_ items: [LottieShapeItem]) -> Bool {
            items.contains {
                if case .group(let children, _) = $0.kind { return contains(children) }
                return modifier.amount($0.kind) != nil
            }
        }
        guard outer != nil || contains(items) else { return items }
        var result = items
        for (index, item) in items.enumerated() {
            switch item.kind {
            case .group(let children, let transform):
                result[index].kind = .group(items: modifyingPaths(children, by: modifier, outer: amount(below: index)), transform: transform)
            case .rectangle, .ellipse, .star, .path:
                guard let amount = amount(below: index), amount.isAnimated || !modifier.isIdentity(amount.initialValue),
                    let shape = shapeGeometry(item)
                else { continue }
                let changed: LottieAnimated<BezierShape>
                if amount.isAnimated {
                    changed = combine([shape.map { _ in [] }, amount.map { [$0] }]) { frame in
                        modifier.apply(shape.value(atFrame: frame), amount.value(atFrame: frame), true)
                    }
                } else {
                    changed = shape.map { modifier.apply($0, amount.initialValue, false) }
                }
                let counts = Set(([changed.initialValue] + changed.keyframes.map(\.value)).map(\.vertices.count))
                guard counts.count == 1 else {
                    log.report(modifier.mismatch, at: item.path)
                    continue
                }
                result[index].kind = .path(changed)
                result[index].reversed = false  // shapeGeometry has drawn it in its direction
            default:
                break
            }
        }
        return result
    }
}
