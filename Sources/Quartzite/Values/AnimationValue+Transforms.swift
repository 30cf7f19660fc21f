import Foundation

extension AnimationValue {
    /// ``interpolated(to:fraction:)`` with the endpoints' transform decompositions supplied by
    /// the caller, so an animation evaluated every frame decomposes its `transform` or
    /// `affineTransform` endpoints once. A `nil` decomposition is computed here; for other
    /// kinds the decompositions are ignored. Affine transforms use the decomposition of their
    /// 3D form (`CATransform3DMakeAffineTransform`), and the result is the affine part of the
    /// recomposed matrix. An end that cannot be decomposed (a scale of 0) makes the change
    /// discrete: `self` below 0.5, `end` from 0.5 on.
    public func interpolated(
        to end: AnimationValue, fraction: Double,
        startDecomposition: DecomposedTransform?, endDecomposition: DecomposedTransform?
    ) -> AnimationValue {
        switch (self, end) {
        case (.transform(let a), .transform(let b)):
            guard let from = startDecomposition ?? DecomposedTransform(a),
                let to = endDecomposition ?? DecomposedTransform(b)
            else { return fraction < 0.5 ? self : end }
            return .transform(from.interpolated(to: to, fraction: fraction).transform)
        case (.affineTransform(let a), .affineTransform(let b)):
            guard let from = startDecomposition ?? DecomposedTransform(CATransform3DMakeAffineTransform(a)),
                let to = endDecomposition ?? DecomposedTransform(CATransform3DMakeAffineTransform(b))
            else { return fraction < 0.5 ? self : end }
            return .affineTransform(CATransform3DGetAffineTransform(from.interpolated(to: to, fraction: fraction).transform))
        default:
            return interpolated(to: end, fraction: fraction)
        }
    }

    /// The decomposition of a `transform` or `affineTransform` value (for caching the
    /// endpoints of an animation), `nil` for other kinds and for matrices that cannot be
    /// decomposed.
    public var transformDecomposition: DecomposedTransform? {
        switch self {
        case .transform(let t): return DecomposedTransform(t)
        case .affineTransform(let t): return DecomposedTransform(CATransform3DMakeAffineTransform(t))
        default: return nil
        }
    }

    /// The paced-keyframe distance between two transforms: the Euclidean norm over the
    /// differences of their decompositions' translation (points), scale, skew and
    /// perspective, plus the rotation angle between them (radians, shortest arc). When either
    /// cannot be decomposed, the Euclidean norm of the difference of the 16 matrix entries.
    /// Quartzite's choice (L): Apple does not document how transforms are paced.
    public static func transformDistance(_ a: CATransform3D, _ b: CATransform3D) -> Double {
        guard let da = DecomposedTransform(a), let db = DecomposedTransform(b) else {
            var sum = 0.0
            for (x, y) in zip(entries(a), entries(b)) { sum += (x - y) * (x - y) }
            return sum.squareRoot()
        }
        let dt = da.translation - db.translation
        let ds = da.scale - db.scale
        let dp = da.perspective - db.perspective
        let skew = (da.skewXY - db.skewXY, da.skewXZ - db.skewXZ, da.skewYZ - db.skewYZ)
        let dot = min(abs((da.quaternion * db.quaternion).sum()), 1)
        let angle = 2 * acos(dot)
        let squares = (dt * dt).sum() + (ds * ds).sum() + (dp * dp).sum()
            + skew.0 * skew.0 + skew.1 * skew.1 + skew.2 * skew.2 + angle * angle
        return squares.squareRoot()
    }

    private static func entries(_ t: CATransform3D) -> [Double] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
         t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map { Double($0) }
    }
}

extension AnimationKeyPath {
    /// Reads a transform component: a number, or a size for `translation`.
    static func transformComponent(_ component: Component, of t: CATransform3D) -> AnimationValue? {
        if component == .translation {
            return .size(CGSize(width: t.component(.translationX), height: t.component(.translationY)))
        }
        guard let c = Self.transformComponent(of: component) else { return nil }
        return .number(Double(t.component(c)))
    }

    /// Writes a transform component (a number, or a size for `translation`) and recomposes.
    static func replacingTransformComponent(
        _ component: Component, of t: CATransform3D, with value: AnimationValue
    ) -> CATransform3D? {
        switch (component, value) {
        case (.translation, .size(let s)):
            return t.settingComponent(.translationX, to: s.width).settingComponent(.translationY, to: s.height)
        case (_, .number(let v)):
            guard let c = Self.transformComponent(of: component) else { return nil }
            return t.settingComponent(c, to: CGFloat(v))
        default:
            return nil
        }
    }

    private static func transformComponent(of component: Component) -> TransformComponent? {
        switch component {
        case .rotationX: return .rotationX
        case .rotationY: return .rotationY
        case .rotationZ: return .rotationZ
        case .scale: return .scale
        case .scaleX: return .scaleX
        case .scaleY: return .scaleY
        case .scaleZ: return .scaleZ
        case .scaleXY: return .scaleXY
        case .translationX: return .translationX
        case .translationY: return .translationY
        case .translationZ: return .translationZ
        default: return nil
        }
    }
}
