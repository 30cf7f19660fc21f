import Foundation

extension AnimationValue {
    /// The value a `fraction` of the way from `self` (0) to `end` (1) (REFERENCE 4.3, 11.2,
    /// 11.6). Fractions outside [0, 1] extrapolate for vectors (colours clamp).
    ///
    /// - Numbers, points, sizes, rects: component-wise linear.
    /// - Colours: component-wise on straight (non-premultiplied) sRGB RGBA, so clear → white
    ///   is (1, 1, 1, 0.5) half-way.
    /// - Transforms: decomposed (CSS Transforms 2), rotation slerped on the shortest arc;
    ///   affine transforms the same through their 3D form. A non-invertible end changes
    ///   discretely.
    /// - Paths: point-wise when both have the same element kinds, else discrete.
    /// - Number and colour arrays: element-wise when the counts match, else discrete.
    /// - Two different contents (images or recorded drawings) strictly between 0 and 1: a
    ///   ``ContentsCrossfade`` (Core Animation cross-dissolves contents), which a layer's
    ///   `contents` takes as the nearer of the two for readers of one image.
    /// - Booleans, other opaque values and mismatched kinds: discrete — `self` for fractions below
    ///   0.5, `end` from 0.5 on (L: the switch point is Quartzite's choice, matching a two-value
    ///   discrete keyframe animation; the animation pipeline shows `self` at f ≤ 0 and `end`
    ///   at f ≥ 1 in any case).
    public func interpolated(to end: AnimationValue, fraction: Double) -> AnimationValue {
        switch (self, end) {
        case (.number(let a), .number(let b)): return .number(a + (b - a) * fraction)
        case (.point(let a), .point(let b)): return .point(a.interpolated(to: b, fraction: fraction))
        case (.size(let a), .size(let b)):
            return .size(CGSize(
                width: Self.lerp(a.width, b.width, fraction), height: Self.lerp(a.height, b.height, fraction)))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(
                x: Self.lerp(a.origin.x, b.origin.x, fraction), y: Self.lerp(a.origin.y, b.origin.y, fraction),
                width: Self.lerp(a.size.width, b.size.width, fraction),
                height: Self.lerp(a.size.height, b.size.height, fraction)))
        case (.color(let a), .color(let b)): return .color(a.interpolated(to: b, fraction: CGFloat(fraction)))
        case (.transform, .transform), (.affineTransform, .affineTransform):
            return interpolated(to: end, fraction: fraction, startDecomposition: nil, endDecomposition: nil)
        case (.path(let a), .path(let b)):
            if let path = a.interpolated(to: b, fraction: CGFloat(fraction)) { return .path(path) }
        case (.numbers(let a), .numbers(let b)) where a.count == b.count:
            return .numbers(zip(a, b).map { $0 + ($1 - $0) * fraction })
        case (.colors(let a), .colors(let b)) where a.count == b.count:
            return .colors(zip(a, b).map { $0.interpolated(to: $1, fraction: CGFloat(fraction)) })
        case (.other(let a), .other(let b)) where fraction > 0 && fraction < 1 && a != b:
            if let from = ContentsCrossfade.Source(a.base), let to = ContentsCrossfade.Source(b.base) {
                return .other(OpaqueAnimationValue(ContentsCrossfade(from: from, to: to, fraction: fraction)))
            }
        default: break
        }
        return fraction < 0.5 ? self : end
    }

    static func lerp(_ a: CGFloat, _ b: CGFloat, _ t: Double) -> CGFloat {
        CGFloat(Double(a) + (Double(b) - Double(a)) * t)
    }
}
