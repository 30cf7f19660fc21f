import Foundation

/// How the fast path stores an animated value into the composed value.
enum FastStore: UInt8, Sendable {
    /// Replaces the whole property value.
    case replace
    /// Adds to the whole property value (additive animations).
    case add
    /// Replaces the key path's component inside the property value.
    case component

    init(isAdditive: Bool, wholeValue: Bool) {
        self = wholeValue ? (isAdditive ? .add : .replace) : .component
    }
}

extension CompiledPropertyAnimation {
    /// Applies the animation through ``fast`` when it has a fast form: returns false (and
    /// changes nothing) when the general path must run. `value` is the composed value of
    /// the whole property; the key path's property is the one being evaluated.
    @inline(__always)
    func applyFast(
        to value: inout AnimationValue, modelValue: AnimationValue, fraction f: Double,
        duration: CFTimeInterval
    ) -> Bool {
        switch fastValue(model: PlainAnimationValue(modelValue), fraction: f, duration: duration) {
        case .unhandled:
            return false
        case .unchanged:
            return true
        case .value(let animated):
            store(animated, into: &value)
            return true
        }
    }

    /// The type of value ``fastValue(model:fraction:duration:)`` produces, or nil without a
    /// fast form.
    var fastValueKind: PlainValueKind? {
        switch fast {
        case .numbers, .numbersToModel, .numberKeyframes: .number
        case .points, .pointsToModel, .pointKeyframes: .point
        case .colors, .colorsToModel: .color
        case .transforms, .transformsToModel, .transformKeyframes: .transform
        case .none: nil
        }
    }

    /// The animated value of the fast form at fraction `f` (the eased fraction of the simple
    /// duration `duration`, seconds), with `model` the property's model value (read by the
    /// forms that animate toward it): ``FastResult/unhandled`` without a fast form or when
    /// `model` is not of the animated type.
    @inline(__always)
    func fastValue(model: PlainAnimationValue?, fraction f: Double, duration: CFTimeInterval)
        -> FastResult<PlainAnimationValue>
    {
        switch fastValueKind {
        case nil: .unhandled
        case .number?: fastNumber(model: model?.number, fraction: f, duration: duration).map { .number($0) }
        case .point?: fastPoint(model: model?.point, fraction: f, duration: duration).map { .point($0) }
        case .color?: fastColor(model: model?.color, fraction: f, duration: duration).map { .color($0) }
        case .transform?: fastTransform(model: model?.transform, fraction: f, duration: duration).map { .transform($0) }
        }
    }

    /// The fast form's number at `f` (see ``fastValue(model:fraction:duration:)``); `model`
    /// is the model value when it is a number.
    @inline(__always)
    func fastNumber(model: Double?, fraction f: Double, duration: CFTimeInterval) -> FastResult<Double> {
        switch fast {
        case .numbers(let from, let to, let spring):
            return .value(Self.interpolate(from, to, f, spring, duration) { $0 + ($1 - $0) * $2 })
        case .numbersToModel(let from, let spring):
            guard let to = model else { return .unhandled }
            return .value(Self.interpolate(from, to, f, spring, duration) { $0 + ($1 - $0) * $2 })
        case .numberKeyframes(let keyframes):
            return keyframes.value(at: f).map { .value($0) } ?? .unchanged
        default:
            return .unhandled
        }
    }

    /// The fast form's point at `f` (see ``fastValue(model:fraction:duration:)``).
    @inline(__always)
    func fastPoint(model: CGPoint?, fraction f: Double, duration: CFTimeInterval) -> FastResult<CGPoint> {
        switch fast {
        case .points(let from, let to, let spring):
            return .value(Self.interpolate(from, to, f, spring, duration) { $0.interpolated(to: $1, fraction: $2) })
        case .pointsToModel(let from, let spring):
            guard let to = model else { return .unhandled }
            return .value(Self.interpolate(from, to, f, spring, duration) { $0.interpolated(to: $1, fraction: $2) })
        case .pointKeyframes(let keyframes):
            return keyframes.value(at: f).map { .value($0) } ?? .unchanged
        default:
            return .unhandled
        }
    }

    /// The fast form's colour at `f` (see ``fastValue(model:fraction:duration:)``).
    @inline(__always)
    func fastColor(model: CGColor?, fraction f: Double, duration: CFTimeInterval) -> FastResult<CGColor> {
        switch fast {
        case .colors(let from, let to, let spring):
            return .value(
                Self.interpolate(from, to, f, spring, duration) { $0.interpolated(to: $1, fraction: CGFloat($2)) })
        case .colorsToModel(let from, let spring):
            guard let to = model else { return .unhandled }
            return .value(
                Self.interpolate(from, to, f, spring, duration) { $0.interpolated(to: $1, fraction: CGFloat($2)) })
        default:
            return .unhandled
        }
    }

    /// The fast form's transform at `f` (see ``fastValue(model:fraction:duration:)``).
    @inline(__always)
    func fastTransform(model: CATransform3D?, fraction f: Double, duration: CFTimeInterval)
        -> FastResult<CATransform3D>
    {
        switch fast {
        case .transforms(let ends, let spring):
            return .value(
                Self.interpolate(ends.from, ends.to, f, spring, duration) { _, _, p in ends.interpolated(fraction: p) })
        case .transformsToModel(let start, let spring):
            guard let to = model else { return .unhandled }
            return .value(
                Self.interpolate(start.from, to, f, spring, duration) { _, to, p in
                    start.interpolated(to: to, fraction: p)
                })
        case .transformKeyframes(let keyframes):
            return keyframes.value(at: f).map { .value($0) } ?? .unchanged
        default:
            return .unhandled
        }
    }

    /// A basic animation's value at `f`: `from` at or before the start, `to` at or after the
    /// end, else `mix(from, to, p)` with p the fraction ``basicFraction(_:spring:duration:)``.
    @inline(__always)
    private static func interpolate<Value>(
        _ from: Value, _ to: Value, _ f: Double, _ spring: SpringParameters?, _ duration: CFTimeInterval,
        _ mix: (Value, Value, Double) -> Value
    ) -> Value {
        if f <= 0 { return from }
        if f >= 1 { return to }
        return mix(from, to, basicFraction(f, spring: spring, duration: duration))
    }

    /// The interpolation fraction of a basic animation strictly inside its cycle: the spring's
    /// progress or `f`, rounded to single precision as Core Animation does.
    @inline(__always)
    static func basicFraction(_ f: Double, spring: SpringParameters?, duration: CFTimeInterval) -> Double {
        let p = spring.map { $0.progress(at: duration * f) } ?? f
        return Double(Float(p))
    }

    /// Stores the animated value `x` into the composed value (step 6 of REFERENCE 4.2 and
    /// the write): added to a value of its type when additive, written into the key path's
    /// component, or written.
    @inline(__always)
    private func store(_ x: PlainAnimationValue, into value: inout AnimationValue) {
        switch fastStore {
        case .replace:
            value = x.animationValue
        case .add:
            value = (PlainAnimationValue(value).flatMap { x.adding($0) } ?? x).animationValue
        case .component:
            if case .number(let number) = x {
                write(number: number, into: &value)
            } else {
                write(x.animationValue, into: &value)
            }
        }
    }

    /// Writes a number into the key path's component of `value` (the whole value without a
    /// component); leaves `value` unchanged when it is not of the property's type.
    @inline(__always)
    private func write(number x: Double, into value: inout AnimationValue) {
        switch keyPath.component {
        case nil:
            value = .number(x)
        case .x?:
            if case .point(var p) = value {
                p.x = CGFloat(x)
                value = .point(p)
            }
        case .y?:
            if case .point(var p) = value {
                p.y = CGFloat(x)
                value = .point(p)
            }
        default:
            write(.number(x), into: &value)
        }
    }

    /// Writes `animated` into the key path's component of `value` (replaces it without one).
    @inline(__always)
    private func write(_ animated: AnimationValue, into value: inout AnimationValue) {
        if keyPath.component == nil {
            value = animated
        } else if let written = keyPath.replacingComponent(of: value, with: animated) {
            value = written
        }
    }
}

/// The types of ``PlainAnimationValue``.
enum PlainValueKind: Sendable {
    case number, point, color, transform
}
