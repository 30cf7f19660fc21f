import Foundation
import Quartzite

/// A Bézier path of a Lottie shape (`sh`'s `ks` value): vertices with in and out tangents
/// relative to them, open or closed.
struct BezierShape: Equatable, Sendable {
    var vertices: [CGPoint]
    var inTangents: [CGPoint]
    var outTangents: [CGPoint]
    var closed: Bool

    /// The shape as a `CGPath` (empty for no vertices). With `alwaysCurves` every segment is a
    /// cubic, so paths of shapes with the same vertex count have the same elements (Core
    /// Animation interpolates such paths point by point); else straight segments are lines.
    func makePath(alwaysCurves: Bool = false) -> CGPath {
        let path = CGMutablePath()
        appending(to: path, alwaysCurves: alwaysCurves)
        return path
    }

    func appending(to path: CGMutablePath, alwaysCurves: Bool = false) {
        guard let first = vertices.first else { return }
        path.move(to: first)
        let count = vertices.count
        func segment(_ from: Int, _ to: Int) {
            let c1 = vertices[from] + outTangents[from], c2 = vertices[to] + inTangents[to]
            if !alwaysCurves && c1 == vertices[from] && c2 == vertices[to] {
                path.addLine(to: vertices[to])
            } else {
                path.addCurve(to: vertices[to], control1: c1, control2: c2)
            }
        }
        for index in 1..<max(count, 1) { segment(index - 1, index) }
        if closed && count > 1 {
            segment(count - 1, 0)
            path.closeSubpath()
        } else if closed {
            path.closeSubpath()
        }
    }
}

extension CGPoint {
    fileprivate static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
}

/// One item of a shape layer's `shapes` (or a group's `it`).
struct LottieShapeItem: Sendable {
    enum Kind: Sendable {
        case group(items: [LottieShapeItem], transform: LottieTransformModel)
        case rectangle(position: LottieAnimated<[Double]>, size: LottieAnimated<[Double]>, roundness: LottieAnimated<Double>)
        case ellipse(position: LottieAnimated<[Double]>, size: LottieAnimated<[Double]>)
        case star(LottieStar)
        case path(LottieAnimated<BezierShape>)
        case fill(color: LottieAnimated<[Double]>, opacity: LottieAnimated<Double>, evenOdd: Bool)
        case stroke(LottieStroke)
        case gradient(LottieGradient)
        /// `individually` (`m: 2`): all paths trimmed as one sequence; else each path alone.
        case trim(start: LottieAnimated<Double>, end: LottieAnimated<Double>, offset: LottieAnimated<Double>, individually: Bool)
        case repeater(LottieRepeater)
        /// Rounded corners (`rd`): the sharp corners of the paths above it rounded, radius `r`.
        case roundedCorners(radius: LottieAnimated<Double>)
        /// Pucker and bloat (`pb`): the paths above it pulled towards their centre by `a`
        /// percent (negative: pushed out), their handles the other way.
        case puckerBloat(amount: LottieAnimated<Double>)
        /// A group's own transform (`tr`), taken out into `.group` by the reader.
        case transform(LottieTransformModel)
        /// An item Quartzite does not draw (reported when read).
        case unsupported
    }

    var kind: Kind
    var name: String?
    var isHidden: Bool
    /// `d: 3` draws the path counter-clockwise (matters for trims and fill rules).
    var reversed: Bool
    var path: String

    var isPath: Bool {
        switch kind {
        case .rectangle, .ellipse, .star, .path: return true
        default: return false
        }
    }

    var isStyle: Bool {
        switch kind {
        case .fill, .stroke, .gradient: return true
        default: return false
        }
    }

    /// Whether this is a trim path that can cut something: not one that only ever keeps the
    /// whole path (a single start of 0 % and a single end of 100 %, whatever its offset), which
    /// lottie-ios skips when it looks for the trim of a shape (`Trim.isEmpty`).
    var isCuttingTrim: Bool {
        guard case .trim(let start, let end, _, _) = kind else { return false }
        func only(_ value: LottieAnimated<Double>) -> Double? {
            switch value {
            case .constant(let v): v
            case .keyframes(let k): k.count == 1 ? k[0].value : nil
            }
        }
        return !(only(start) == 0 && only(end) == 100)
    }
}

/// A repeater (`rp`): copies of the items above it, each moved by its transform once more.
struct LottieRepeater: Sendable {
    var copies: LottieAnimated<Double>
    var offset: LottieAnimated<Double>
    /// `m`: 1 each copy above the one before, 2 below.
    var composite: Int
    var transform: LottieTransformModel
    /// Opacity of the first and last copy, percent (`tr.so`, `tr.eo`).
    var startOpacity: LottieAnimated<Double>
    var endOpacity: LottieAnimated<Double>
}

/// A star or polygon (`sr`).
struct LottieStar: Sendable {
    var isPolygon: Bool
    var position: LottieAnimated<[Double]>
    var points: LottieAnimated<Double>
    var rotation: LottieAnimated<Double>
    var outerRadius: LottieAnimated<Double>
    var outerRoundness: LottieAnimated<Double>
    var innerRadius: LottieAnimated<Double>
    var innerRoundness: LottieAnimated<Double>
}

/// A stroke (`st`), or the stroke part of a gradient stroke.
struct LottieStroke: Sendable {
    var color: LottieAnimated<[Double]>
    var opacity: LottieAnimated<Double>
    var width: LottieAnimated<Double>
    /// `lc`: 1 butt, 2 round, 3 square.
    var cap: Int
    /// `lj`: 1 miter, 2 round, 3 bevel.
    var join: Int
    var miterLimit: Double
    /// Dash lengths (`d` entries `d` and `g`, in order) and the offset (`o`), if dashed.
    var dashes: [LottieAnimated<Double>]
    var dashOffset: LottieAnimated<Double>?
}

/// A gradient fill (`gf`) or stroke (`gs`).
struct LottieGradient: Sendable {
    /// 1 linear, 2 radial.
    var type: Int
    var colorStopCount: Int
    /// `g.k`: `colorStopCount` × (offset, r, g, b), then optional (offset, alpha) pairs.
    var stops: LottieAnimated<[Double]>
    var start: LottieAnimated<[Double]>
    var end: LottieAnimated<[Double]>
    var opacity: LottieAnimated<Double>
    var evenOdd: Bool
    /// The stroke parameters for `gs`, nil for `gf`.
    var stroke: LottieStroke?
    /// A radial gradient's highlight (`h`, `a`): its focal point `length` percent of the radius
    /// from the centre, `angle` degrees from the start–end axis; nil for none.
    var highlight: Highlight?

    struct Highlight: Sendable {
        var length: LottieAnimated<Double>
        var angle: LottieAnimated<Double>
    }
}
