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
        switch fast {
        case .none:
            return false
        case .numbersToModel(let from, let spring):
            guard case .number(let to) = modelValue else { return false }
            let x: Double
            if f <= 0 {
                x = from
            } else if f >= 1 {
                x = to
            } else {
                x = from + (to - from) * Self.basicFraction(f, spring: spring, duration: duration)
            }
            store(number: x, into: &value)
        case .pointsToModel(let from, let spring):
            guard case .point(let to) = modelValue else { return false }
            let point: CGPoint
            if f <= 0 {
                point = from
            } else if f >= 1 {
                point = to
            } else {
                point = from.interpolated(to: to, fraction: Self.basicFraction(f, spring: spring, duration: duration))
            }
            store(point: point, into: &value)
        case .colorsToModel(let from, let spring):
            guard case .color(let to) = modelValue else { return false }
            let color: CGColor
            if f <= 0 {
                color = from
            } else if f >= 1 {
                color = to
            } else {
                let p = Self.basicFraction(f, spring: spring, duration: duration)
                color = from.interpolated(to: to, fraction: CGFloat(p))
            }
            store(color: color, into: &value)
        case .transformsToModel(let start, let spring):
            guard case .transform(let to) = modelValue else { return false }
            let transform: CATransform3D
            if f <= 0 {
                transform = start.from
            } else if f >= 1 {
                transform = to
            } else {
                transform = start.interpolated(
                    to: to, fraction: Self.basicFraction(f, spring: spring, duration: duration))
            }
            store(transform: transform, into: &value)
        case .numbers(let from, let to, let spring):
            let x: Double
            if f <= 0 {
                x = from
            } else if f >= 1 {
                x = to
            } else {
                let p = Self.basicFraction(f, spring: spring, duration: duration)
                x = from + (to - from) * p
            }
            store(number: x, into: &value)
        case .points(let from, let to, let spring):
            let point: CGPoint
            if f <= 0 {
                point = from
            } else if f >= 1 {
                point = to
            } else {
                point = from.interpolated(to: to, fraction: Self.basicFraction(f, spring: spring, duration: duration))
            }
            store(point: point, into: &value)
        case .colors(let from, let to, let spring):
            let color: CGColor
            if f <= 0 {
                color = from
            } else if f >= 1 {
                color = to
            } else {
                let p = Self.basicFraction(f, spring: spring, duration: duration)
                color = from.interpolated(to: to, fraction: CGFloat(p))
            }
            store(color: color, into: &value)
        case .transforms(let ends, let spring):
            let transform: CATransform3D
            if f <= 0 {
                transform = ends.from
            } else if f >= 1 {
                transform = ends.to
            } else {
                transform = ends.interpolated(fraction: Self.basicFraction(f, spring: spring, duration: duration))
            }
            store(transform: transform, into: &value)
        case .numberKeyframes(let keyframes):
            guard let x = keyframes.value(at: f) else { return true }
            store(number: x, into: &value)
        case .pointKeyframes(let keyframes):
            guard let point = keyframes.value(at: f) else { return true }
            store(point: point, into: &value)
        case .transformKeyframes(let keyframes):
            guard let transform = keyframes.value(at: f) else { return true }
            store(transform: transform, into: &value)
        }
        return true
    }

    /// The interpolation fraction of a basic animation strictly inside its cycle: the spring's
    /// progress or `f`, rounded to single precision as Core Animation does.
    @inline(__always)
    static func basicFraction(_ f: Double, spring: SpringParameters?, duration: CFTimeInterval) -> Double {
        let p = spring.map { $0.progress(at: duration * f) } ?? f
        return Double(Float(p))
    }

    /// Stores the animated number `x` (step 6 of REFERENCE 4.2 and the write): added to a
    /// number when additive, else written.
    @inline(__always)
    private func store(number x: Double, into value: inout AnimationValue) {
        if fastStore == .add, case .number(let base) = value {
            value = .number(x + base)
        } else {
            write(number: x, into: &value)
        }
    }

    /// Stores the animated point `p`: added component-wise to a point when additive.
    @inline(__always)
    private func store(point p: CGPoint, into value: inout AnimationValue) {
        switch fastStore {
        case .replace:
            value = .point(p)
        case .add:
            if case .point(let base) = value {
                value = .point(CGPoint(x: p.x + base.x, y: p.y + base.y))
            } else {
                value = .point(p)
            }
        case .component:
            write(.point(p), into: &value)
        }
    }

    /// Stores the animated colour `c`: added on straight RGBA (clamped) when additive.
    @inline(__always)
    private func store(color c: CGColor, into value: inout AnimationValue) {
        switch fastStore {
        case .replace:
            value = .color(c)
        case .add:
            if case .color(let base) = value {
                value = .color(AnimationValue.sum(c, 1, base, 1))
            } else {
                value = .color(c)
            }
        case .component:
            write(.color(c), into: &value)
        }
    }

    /// Stores the animated transform `t`: applied inside the base (`CATransform3DConcat(t,
    /// base)`) when additive.
    @inline(__always)
    private func store(transform t: CATransform3D, into value: inout AnimationValue) {
        switch fastStore {
        case .replace:
            value = .transform(t)
        case .add:
            if case .transform(let base) = value {
                value = .transform(CATransform3DConcat(t, base))
            } else {
                value = .transform(t)
            }
        case .component:
            write(.transform(t), into: &value)
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
