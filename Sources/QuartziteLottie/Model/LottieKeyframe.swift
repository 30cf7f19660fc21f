import Foundation
import Quartzite

/// A Bézier easing handle of a Lottie keyframe (`o` or `i`), per dimension: `x` is the time
/// fraction, `y` the value fraction of the segment, as in `CAMediaTimingFunction`'s control
/// points.
struct EasingHandle: Equatable, Sendable {
    var x: [Double]
    var y: [Double]

    /// The handle of dimension `index` (the last one given when there are fewer: Bodymovin
    /// writes one number for all dimensions).
    func point(_ index: Int) -> (x: Double, y: Double) {
        let xi = x.isEmpty ? 0 : x[min(index, x.count - 1)]
        let yi = y.isEmpty ? 0 : y[min(index, y.count - 1)]
        return (xi, yi)
    }

    /// Whether every dimension has the same handle.
    var isUniform: Bool {
        Set(x).count <= 1 && Set(y).count <= 1
    }
}

/// One keyframe of an animated Lottie property: the value reached at `frame` and how the
/// segment to the next keyframe runs (easing, hold, spatial tangents).
struct LottieKeyframe<Value> {
    /// The frame (`t`), in the layer's own frames.
    var frame: Double
    /// The value at `frame` (`s`; in old Bodymovin files the previous keyframe's `e` for the
    /// last keyframe).
    var value: Value
    /// Whether the value holds until the next keyframe (`h: 1`).
    var hold: Bool
    /// The out handle of the segment from this keyframe (`o`), or nil for linear.
    var outEase: EasingHandle?
    /// The in handle of the segment to the next keyframe (`i`), or nil for linear.
    var inEase: EasingHandle?
    /// Spatial tangents (`to`, `ti`) of a position segment, relative to its end points.
    var spatialOut: [Double]?
    var spatialIn: [Double]?
    /// The JSON path of the keyframe, for reports.
    var path: String
}

extension LottieKeyframe: Sendable where Value: Sendable {}

/// An animated Lottie property: `{"a": 0, "k": value}` or `{"a": 1, "k": [keyframes]}`.
enum LottieAnimated<Value> {
    case constant(Value)
    case keyframes([LottieKeyframe<Value>])

    /// The value at the first keyframe (the constant value when not animated).
    var initialValue: Value {
        switch self {
        case .constant(let v): return v
        case .keyframes(let k): return k[0].value
        }
    }

    var isAnimated: Bool {
        if case .keyframes(let k) = self { return k.count > 1 }
        return false
    }

    var keyframes: [LottieKeyframe<Value>] {
        if case .keyframes(let k) = self { return k }
        return []
    }

    func map<T>(_ transform: (Value) -> T) -> LottieAnimated<T> {
        switch self {
        case .constant(let v): return .constant(transform(v))
        case .keyframes(let k):
            return .keyframes(k.map {
                LottieKeyframe<T>(
                    frame: $0.frame, value: transform($0.value), hold: $0.hold, outEase: $0.outEase, inEase: $0.inEase,
                    spatialOut: $0.spatialOut, spatialIn: $0.spatialIn, path: $0.path)
            })
        }
    }
}

extension LottieAnimated: Sendable where Value: Sendable {}

/// A keyframe value that can be interpolated between two keyframes, dimension by dimension.
protocol KeyframeValue {
    /// The value `fraction(d)` of the way from `a` to `b` in each dimension `d`.
    static func interpolate(_ a: Self, _ b: Self, _ fraction: (Int) -> Double) -> Self
}

extension Double: KeyframeValue {
    static func interpolate(_ a: Double, _ b: Double, _ fraction: (Int) -> Double) -> Double {
        a + (b - a) * fraction(0)
    }
}

extension Array: KeyframeValue where Element == Double {
    static func interpolate(_ a: [Double], _ b: [Double], _ fraction: (Int) -> Double) -> [Double] {
        a.indices.map { d in a[d] + ((d < b.count ? b[d] : a[d]) - a[d]) * fraction(d) }
    }
}

extension BezierShape: KeyframeValue {
    /// Point by point (dimension 0's easing), when the shapes have the same vertex count;
    /// else the first holds.
    static func interpolate(_ a: BezierShape, _ b: BezierShape, _ fraction: (Int) -> Double) -> BezierShape {
        guard a.vertices.count == b.vertices.count else { return a }
        let t = fraction(0)
        let mix = { (p: [CGPoint], q: [CGPoint]) in
            zip(p, q).map { CGPoint(x: $0.x + ($1.x - $0.x) * t, y: $0.y + ($1.y - $0.y) * t) }
        }
        return BezierShape(
            vertices: mix(a.vertices, b.vertices), inTangents: mix(a.inTangents, b.inTangents),
            outTangents: mix(a.outTangents, b.outTangents), closed: a.closed)
    }
}

extension LottieAnimated where Value: KeyframeValue {
    /// The value at `frame` (layer frames): eased per dimension, holding, clamped outside the
    /// keyframes. Spatial tangents are not followed (see ``spatialValue(atFrame:)``).
    func value(atFrame frame: Double) -> Value {
        switch self {
        case .constant(let v): return v
        case .keyframes(let keys):
            guard let first = keys.first else { return initialValue }
            if frame <= first.frame || keys.count == 1 { return first.value }
            guard let last = keys.last, frame < last.frame else { return keys[keys.count - 1].value }
            var index = 0
            while index + 1 < keys.count, keys[index + 1].frame <= frame { index += 1 }
            let a = keys[index], b = keys[index + 1]
            if a.hold || b.frame <= a.frame { return a.value }
            let u = (frame - a.frame) / (b.frame - a.frame)
            return Value.interpolate(a.value, b.value) { d in CubicBezierEasing(out: a.outEase, in: a.inEase, dimension: d).value(at: u) }
        }
    }
}

extension LottieAnimated where Value == [Double] {
    /// A position at `frame`, following the spatial tangents (`to`, `ti`) of curved segments:
    /// the distance along the curve eased by dimension 0 (``SpatialCurve``; an ease past the
    /// ends stops at them, as lottie-web's), z linear; else ``value(atFrame:)``.
    func spatialValue(atFrame frame: Double) -> [Double] {
        let keys = keyframes
        guard keys.count > 1, frame > keys[0].frame, let last = keys.last, frame < last.frame else { return value(atFrame: frame) }
        var index = 0
        while index + 1 < keys.count, keys[index + 1].frame <= frame { index += 1 }
        let a = keys[index], b = keys[index + 1]
        let to = a.spatialOut ?? [], ti = a.spatialIn ?? []
        guard !a.hold, b.frame > a.frame, to.contains(where: { $0 != 0 }) || ti.contains(where: { $0 != 0 }) else {
            return value(atFrame: frame)
        }
        let s = CubicBezierEasing(out: a.outEase, in: a.inEase, dimension: 0).value(at: (frame - a.frame) / (b.frame - a.frame))
        let point = { (v: [Double]) in CGPoint(x: v.count > 0 ? v[0] : 0, y: v.count > 1 ? v[1] : 0) }
        let curve = SpatialCurve(from: point(a.value), outTangent: point(to), inTangent: point(ti), to: point(b.value))
        let p = curve.point(atDistanceFraction: s)
        return [Double(p.x), Double(p.y)] + (a.value.count > 2 ? [a.value[2] + (b.value[2] - a.value[2]) * s] : [])
    }
}
