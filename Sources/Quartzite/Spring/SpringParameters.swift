import Foundation

/// The damped harmonic oscillator behind `CASpringAnimation` (REFERENCE 3.1, 3.2), as a value.
///
/// The spring moves a normalised displacement `x(t)` from `x(0) = 1` to rest at 0; progress
/// `p(t) = 1 − x(t)` is the fraction of the from→to distance covered, and the animated value
/// is `from + (to − from)·p`. Time `t` is in seconds since the spring started.
/// `ω0 = √(k/m)`, `ζ = c / (2√(k·m))`.
///
/// ```
///  p │      ╭─╮  under-damped (ζ < 1): overshoots, rings, settles
///  1 ┼ ─ ─ ╱─ ─╰─────────────────────  critical (ζ = 1, and ζ > 1 unless allowsOverdamping)
///    │   ╱╱
///  0 ┼──╱──────────────────────────▶ t
/// ```
public struct SpringParameters: Sendable, Hashable {
    private var storedMass: Double = 1
    private var storedStiffness: Double = 100
    private var storedDamping: Double = 10

    /// The mass `m` attached to the spring (default 1). Setting a value `≤ 0` (or NaN) stores 1,
    /// as Core Animation does.
    public var mass: Double {
        get { storedMass }
        set { storedMass = newValue > 0 ? newValue : 1 }
    }

    /// The spring stiffness `k` (default 100). Setting a value `≤ 0` (or NaN) stores 100.
    public var stiffness: Double {
        get { storedStiffness }
        set { storedStiffness = newValue > 0 ? newValue : 100 }
    }

    /// The damping coefficient `c` (default 10; 0 is allowed and never settles). Setting a
    /// negative value (or NaN) stores 10.
    public var damping: Double {
        get { storedDamping }
        set { storedDamping = newValue >= 0 ? newValue : 10 }
    }

    /// The initial velocity `v0` in from→to distances per second; positive moves toward the
    /// target (same unit as UIKit's `initialSpringVelocity`). Default 0.
    public var initialVelocity: Double = 0

    /// Whether a damping ratio above 1 gives a true over-damped response; when false (the
    /// default) such springs move as critically damped ones with the same `ω0`.
    public var allowsOverdamping: Bool = false

    /// Creates a spring; the defaults are `CASpringAnimation`'s. Out-of-range values follow the
    /// property rules above.
    public init(
        mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
        initialVelocity: Double = 0, allowsOverdamping: Bool = false
    ) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.allowsOverdamping = allowsOverdamping
    }

    /// The undamped angular frequency `ω0 = √(k/m)`, in radians per second.
    public var undampedAngularFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio `ζ = c / (2√(k·m))` (1 = critical).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The progress `p(t) = 1 − x(t)` at `t` seconds: 0 at the start, 1 at rest (can overshoot
    /// above 1 for under-damped springs).
    ///
    /// ζ < 1: `x = e^(−ζω0t)(cos ωd t + B sin ωd t)`, `ωd = ω0√(1−ζ²)`, `B = (ζω0 − v0)/ωd`.
    /// ζ = 1, or ζ > 1 without ``allowsOverdamping``: `x = (1 + (ω0 − v0)t)e^(−ω0 t)`.
    /// ζ > 1 with ``allowsOverdamping``: the textbook solution `x = A e^(−(ζω0+s)t) +
    /// B e^(−(ζω0−s)t)`, `s = ω0√(ζ²−1)`, `A = (v0 − ζω0 + s)/(2s)`, `B = (s − v0 + ζω0)/(2s)`
    /// (REFERENCE 3.4/11.7; may differ from Apple's unverified coefficients).
    public func progress(at t: Double) -> Double {
        1 - displacement(at: t)
    }

    /// The rate of change of ``progress(at:)`` at `t` seconds, in from→to distances per second
    /// (equals ``initialVelocity`` at `t = 0`).
    public func velocity(at t: Double) -> Double {
        let w0 = undampedAngularFrequency
        let zeta = dampingRatio
        let v0 = initialVelocity
        switch Branch(zeta: zeta, allowsOverdamping: allowsOverdamping) {
        case .under:
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 - v0) / wd
            let decay = exp(-zeta * w0 * t)
            let c = cos(wd * t)
            let s = sin(wd * t)
            let dx = decay * (-zeta * w0 * (c + b * s) + wd * (b * c - s))
            return -dx
        case .critical:
            let b = w0 - v0
            return -(b - w0 * (1 + b * t)) * exp(-w0 * t)
        case .over:
            let (r1, r2, a, b) = overdampedTerms(w0: w0, zeta: zeta, v0: v0)
            return -(a * r1 * exp(r1 * t) + b * r2 * exp(r2 * t))
        }
    }

    /// The normalised displacement `x(t) = 1 − p(t)` from the target at `t` seconds.
    func displacement(at t: Double) -> Double {
        let w0 = undampedAngularFrequency
        let zeta = dampingRatio
        let v0 = initialVelocity
        switch Branch(zeta: zeta, allowsOverdamping: allowsOverdamping) {
        case .under:
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 - v0) / wd
            return exp(-zeta * w0 * t) * (cos(wd * t) + b * sin(wd * t))
        case .critical:
            return (1 + (w0 - v0) * t) * exp(-w0 * t)
        case .over:
            let (r1, r2, a, b) = overdampedTerms(w0: w0, zeta: zeta, v0: v0)
            return a * exp(r1 * t) + b * exp(r2 * t)
        }
    }

    /// Roots `r1 < r2 < 0` and coefficients of the over-damped solution `A e^(r1 t) + B e^(r2 t)`.
    private func overdampedTerms(w0: Double, zeta: Double, v0: Double)
        -> (r1: Double, r2: Double, a: Double, b: Double)
    {
        let s = w0 * (zeta * zeta - 1).squareRoot()
        let a = (v0 - zeta * w0 + s) / (2 * s)
        let b = (s - v0 + zeta * w0) / (2 * s)
        return (-zeta * w0 - s, -zeta * w0 + s, a, b)
    }

    /// Which closed form applies.
    enum Branch {
        case under, critical, over

        init(zeta: Double, allowsOverdamping: Bool) {
            if zeta < 1 {
                self = .under
            } else if zeta > 1 && allowsOverdamping {
                self = .over
            } else {
                self = .critical
            }
        }
    }
}
