import Foundation

extension SpringParameters {
    /// A spring from a perceptual duration `d` (seconds) and bounce `b` (−1…1; 0 = critical,
    /// > 0 bouncier, < 0 over-damped), as `CASpringAnimation(perceptualDuration:bounce:)`
    /// and SwiftUI's `Spring(duration:bounce:)` build it (REFERENCE 3.5): mass 1,
    /// `stiffness = (2π/d)²`, `damping = ratio·4π/d` with `ratio = 1 − b` for `b ≥ 0` and
    /// `1/(1 + b)` for `b < 0`, ``allowsOverdamping`` = true, initial velocity 0.
    /// (`CASpringAnimation` also sets its `duration` to the settling duration.)
    public init(perceptualDuration duration: Double, bounce: Double) {
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(
            mass: 1, stiffness: pow(2 * Double.pi / duration, 2),
            damping: ratio * 4 * Double.pi / duration, allowsOverdamping: true)
    }

    /// A spring from SwiftUI's `Spring(response:dampingRatio:)` parameters: the period of the
    /// undamped oscillation in seconds and the damping ratio ζ, for `mass`:
    /// `k = (2π/response)²·m`, `c = 4π·ζ·m/response`.
    public init(response: Double, dampingRatio: Double, mass: Double = 1) {
        self.init(
            mass: mass, stiffness: pow(2 * Double.pi / response, 2) * mass,
            damping: 4 * Double.pi * dampingRatio * mass / response,
            allowsOverdamping: dampingRatio > 1)
    }

    /// A spring with stiffness `k` and mass `m` whose damping gives ratio ζ: `c = 2ζ√(k·m)`.
    public init(mass: Double = 1, stiffness: Double, dampingRatio: Double) {
        self.init(mass: mass, stiffness: stiffness)
        damping = 2 * dampingRatio * (self.stiffness * self.mass).squareRoot()
    }

    /// The period of the undamped oscillation, `2π√(m/k)`, in seconds
    /// (`CASpringAnimation.perceptualDuration`).
    public var perceptualDuration: Double {
        2 * Double.pi * (mass / stiffness).squareRoot()
    }

    /// `CASpringAnimation.bounce`: `1 − d·c/(4πm)` (= 1 − ζ) when ζ ≤ 1, else
    /// `4πm/(d·c) − 1` (= 1/ζ − 1), with `d` the perceptual duration.
    public var bounce: Double {
        let scaled = perceptualDuration * damping / (4 * Double.pi * mass)
        return dampingRatio <= 1 ? 1 - scaled : 1 / scaled - 1
    }

    /// The spring UIKit builds for
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`
    /// (REFERENCE 3.5): mass 1, initial velocity passed through, ζ clamped to
    /// [1.19e‑7, 1], `duration` (seconds) clamped to [0.01, 10]. The angular frequency ω is the
    /// root of `|(ζω − v)/(ω√(1−ζ²))|·e^(−ζωT) = 0.001` (ζ < 1) or
    /// `((ω − v)T + 1)·e^(−ωT) = 0.001` (ζ = 1), found by 12 Newton steps from `ω = 5/T`;
    /// then `stiffness = ω²`, `damping = 2ζω`. If Newton leaves the positive finite range,
    /// Quartzite keeps the last positive finite estimate.
    public init(uiViewDuration duration: Double, dampingRatio: Double, initialSpringVelocity: Double) {
        let zeta = min(max(dampingRatio.isNaN ? 1 : dampingRatio, 1.19e-7), 1)
        let period = min(max(duration.isNaN ? 0.01 : duration, 0.01), 10)
        let v = initialSpringVelocity
        let epsilon = 0.001
        var omega = 5 / period
        for _ in 0..<12 {
            let (value, slope) = Self.uiKitEnvelope(omega: omega, zeta: zeta, period: period, velocity: v)
            let next = omega - (value - epsilon) / slope
            guard next.isFinite, next > 0 else { break }
            omega = next
        }
        self.init(
            mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega,
            initialVelocity: v)
    }

    /// UIKit's settling envelope at angular frequency `omega` and its derivative in `omega`.
    static func uiKitEnvelope(omega: Double, zeta: Double, period: Double, velocity v: Double)
        -> (value: Double, slope: Double)
    {
        let decay = exp(-zeta * omega * period)
        if zeta < 1 {
            let q = (1 - zeta * zeta).squareRoot()
            let h = (zeta - v / omega) / q * decay
            let dh = (v / (omega * omega) / q - (zeta - v / omega) / q * zeta * period) * decay
            return (abs(h), h < 0 ? -dh : dh)
        }
        return (((omega - v) * period + 1) * decay, (v - omega) * period * period * decay)
    }
}
