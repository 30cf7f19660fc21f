import Foundation

extension SpringParameters {
    /// The displacement below which a spring counts as settled (`durationForEpsilon:0.001`;
    /// Core Animation uses `max(0.001, 1e‑6)`), in from→to distances.
    public static let settlingEpsilon: Double = 0.001

    /// The time for the spring to settle within ``settlingEpsilon`` of the target, in seconds
    /// of the spring's own time, before any speed scaling (REFERENCE 3.3).
    ///
    /// ζ = 0 → ∞. ζ < 1: `max(0, ln((1 + |B|)/ε) / (ζω0))` with `B = (ζω0 − v0)/ωd`
    /// (k=100, m=1, c=5 → 2.85497 s; the default spring → 1.4727003 s).
    /// ζ ≥ 1: samples `|x(t)|` every 0.1 s (t accumulated by `+= 0.1`); the first sample below
    /// ε becomes the candidate, a later sample at or above ε discards it, and the candidate is
    /// returned once the samples have stayed below ε for more than 1 s after it
    /// (k=100, m=1, c=20 → 0.9999999999999999). A non-finite sample counts as 0.
    /// Quartzite stops the walk after 10⁶ samples (100 000 s) and returns the time reached:
    /// only extremely over-damped springs with ``allowsOverdamping`` get there.
    public var unscaledSettlingDuration: Double {
        let epsilon = Self.settlingEpsilon
        let w0 = undampedAngularFrequency
        let zeta = dampingRatio
        if zeta == 0 { return .infinity }
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (zeta * w0 - initialVelocity) / wd
            return max(0, log((1 + abs(b)) / epsilon) / (zeta * w0))
        }
        var t = 0.0
        var candidate: Double? = nil
        for _ in 0..<1_000_000 {
            var d = abs(displacement(at: t))
            if !d.isFinite { d = 0 }
            if d < epsilon {
                if let start = candidate {
                    if t - start > 1.0 { return start }
                } else {
                    candidate = t
                }
            } else {
                candidate = nil
            }
            t += 0.1
        }
        return candidate ?? t
    }

    /// `CASpringAnimation.settlingDuration` for an animation running at `speed`: the unscaled
    /// settling time divided by `|speed|`, capped at `Float.greatestFiniteMagnitude`
    /// (so ζ = 0 and speed 0 both give `FLT_MAX`), in seconds of parent time.
    public func settlingDuration(speed: Float = 1) -> Double {
        let cap = Double(Float.greatestFiniteMagnitude)
        if speed == 0 { return cap }
        return min(unscaledSettlingDuration / Double(speed.magnitude), cap)
    }
}
