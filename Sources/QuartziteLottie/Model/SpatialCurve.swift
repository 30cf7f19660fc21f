import Foundation
import Quartzite

/// One spatial segment of a Lottie position (the cubic from a keyframe's value through its
/// `to` and the next keyframe's `ti` tangents), walked by arc length: After Effects moves a
/// layer along a spatial path at the speed its temporal ease gives the distance travelled, as
/// lottie-web, rlottie and Skottie do — not by the curve's parameter, which bunches up where
/// the handles are long.
struct SpatialCurve {
    let bezier: CubicBezier
    /// Arc length from the start to the end of each of `pieces` equal parameter steps.
    private let cumulative: [CGFloat]
    private static let pieces = 32

    /// The segment from `start` to `end` with the spatial tangents `outTangent` (the first
    /// keyframe's `to`) and `inTangent` (its `ti`), both relative to their ends.
    init(from start: CGPoint, outTangent: CGPoint, inTangent: CGPoint, to end: CGPoint) {
        self.init(CubicBezier(
            start, CGPoint(x: start.x + outTangent.x, y: start.y + outTangent.y),
            CGPoint(x: end.x + inTangent.x, y: end.y + inTangent.y), end))
    }

    init(_ bezier: CubicBezier) {
        self.bezier = bezier
        var lengths: [CGFloat] = [0]
        lengths.reserveCapacity(Self.pieces + 1)
        for k in 0..<Self.pieces {
            let a = CGFloat(k) / CGFloat(Self.pieces), b = CGFloat(k + 1) / CGFloat(Self.pieces)
            lengths.append(lengths[k] + bezier.length(from: a, to: b))
        }
        cumulative = lengths
    }

    /// The curve's length in points.
    var length: CGFloat { cumulative[Self.pieces] }

    /// The parameter at which the distance along the curve is `fraction` (0…1, clamped) of
    /// its length; `fraction` itself for a curve of no length.
    func parameter(atDistanceFraction fraction: Double) -> CGFloat {
        let f = CGFloat(min(max(fraction, 0), 1))
        let total = length
        guard total > 0, total.isFinite else { return f }
        let target = f * total
        var k = 0
        while k + 1 < Self.pieces, cumulative[k + 1] < target { k += 1 }
        var lo = CGFloat(k) / CGFloat(Self.pieces), hi = CGFloat(k + 1) / CGFloat(Self.pieces)
        let start = lo, remaining = target - cumulative[k]
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            if bezier.length(from: start, to: mid) < remaining { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// The point a `fraction` (0…1) of the way along the curve by distance.
    func point(atDistanceFraction fraction: Double) -> CGPoint {
        bezier.point(parameter(atDistanceFraction: fraction))
    }
}
