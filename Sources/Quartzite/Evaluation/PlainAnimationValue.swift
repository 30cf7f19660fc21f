import Foundation

/// A value of one of the types the fast evaluation path computes (``FastPropertyValues``):
/// plain data, no references, so it is copied as bytes — unlike ``AnimationValue``, whose
/// copies go through its value witnesses. Typed layer fields (`LayerSnapshot`'s slots) are
/// evaluated in this form.
enum PlainAnimationValue: Sendable {
    case number(Double)
    case point(CGPoint)
    case color(CGColor)
    case transform(CATransform3D)

    /// The plain form of `value`, or nil for a value of another type.
    @inline(__always)
    init?(_ value: AnimationValue) {
        switch value {
        case .number(let x): self = .number(x)
        case .point(let p): self = .point(p)
        case .color(let c): self = .color(c)
        case .transform(let t): self = .transform(t)
        default: return nil
        }
    }

    /// The number, or nil for another type.
    var number: Double? { if case .number(let x) = self { x } else { nil } }
    /// The point, or nil for another type.
    var point: CGPoint? { if case .point(let p) = self { p } else { nil } }
    /// The colour, or nil for another type.
    var color: CGColor? { if case .color(let c) = self { c } else { nil } }
    /// The transform, or nil for another type.
    var transform: CATransform3D? { if case .transform(let t) = self { t } else { nil } }

    /// The value as an ``AnimationValue``.
    @inline(__always)
    var animationValue: AnimationValue {
        switch self {
        case .number(let x): .number(x)
        case .point(let p): .point(p)
        case .color(let c): .color(c)
        case .transform(let t): .transform(t)
        }
    }

    /// The value an additive animation composes from its animated value (`self`) and the
    /// value beneath it (`base`), REFERENCE 4.2: numbers and points add, colours add on
    /// straight RGBA (clamped), a transform applies inside the base (`CATransform3DConcat(self,
    /// base)`); nil when `base` is of another type.
    @inline(__always)
    func adding(_ base: PlainAnimationValue) -> PlainAnimationValue? {
        switch (self, base) {
        case (.number(let x), .number(let b)): .number(x.adding(b))
        case (.point(let p), .point(let b)): .point(p.adding(b))
        case (.color(let c), .color(let b)): .color(c.adding(b))
        case (.transform(let t), .transform(let b)): .transform(t.adding(b))
        default: nil
        }
    }
}

/// The types of ``PlainAnimationValue``, each with the additive composition of REFERENCE 4.2.
protocol FastAnimatable {
    /// The value an additive animation composes from its animated value (`self`) and the
    /// value beneath it.
    func adding(_ base: Self) -> Self
}

extension Double: FastAnimatable {
    @inline(__always) func adding(_ base: Double) -> Double { self + base }
}

extension CGPoint: FastAnimatable {
    @inline(__always) func adding(_ base: CGPoint) -> CGPoint { CGPoint(x: x + base.x, y: y + base.y) }
}

extension CGColor: FastAnimatable {
    /// Straight RGBA added, clamped.
    @inline(__always) func adding(_ base: CGColor) -> CGColor { AnimationValue.sum(self, 1, base, 1) }
}

extension CATransform3D: FastAnimatable {
    /// Applied inside the base: `CATransform3DConcat(self, base)`.
    @inline(__always) func adding(_ base: CATransform3D) -> CATransform3D { CATransform3DConcat(self, base) }
}

/// What the fast path made of an animation at one fraction, for a value of type `Value`.
enum FastResult<Value> {
    /// The animated value, to be stored per the animation's ``FastStore``.
    case value(Value)
    /// No value at this fraction (an empty keyframe timeline): the value beneath stands.
    case unchanged
    /// No fast form for these values: the general path must run.
    case unhandled

    /// The same outcome with the value converted by `transform`.
    @inline(__always)
    func map<Other>(_ transform: (Value) -> Other) -> FastResult<Other> {
        switch self {
        case .value(let value): .value(transform(value))
        case .unchanged: .unchanged
        case .unhandled: .unhandled
        }
    }
}
