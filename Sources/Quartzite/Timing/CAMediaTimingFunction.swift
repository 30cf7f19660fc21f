/// A cubic Bézier pacing curve from (0, 0) to (1, 1) that maps an animation's basic local
/// fraction to the fraction used for interpolation (Apple's `CAMediaTimingFunction`).
///
/// Immutable. Control points are stored as `Float`, as Core Animation does, and widened to
/// `Double` for evaluation.
///
/// Differs from Apple: not an `NSObject`/`NSSecureCoding` class. Apple returns the shared
/// builtin object when `init(controlPoints:)` is within 0.001 of a named curve; Quartzite
/// snaps the points to that curve's exact points instead, so the two compare equal (`==`
/// compares control points) and ``builtinName`` reports the name.
public final class CAMediaTimingFunction: Sendable, Hashable {
    /// The inner control points (c1x, c1y, c2x, c2y), unit square coordinates.
    private let points: (Float, Float, Float, Float)
    private let curve: CubicTimingCurve

    /// The predefined curve these control points are (within 0.001), if any; not Apple API.
    public let builtinName: CAMediaTimingFunctionName?

    /// The Newton/bisection tolerance on `x` of ``solve(forInput:)`` (Core Animation's
    /// `_solveForInput:`).
    public static let presentationEpsilon: Double = 1e-5
    /// The tolerance on `x` of ``evaluate(_:)``; keeps results within 1e‑6 of the exact curve
    /// for ordinary control points.
    public static let preciseEpsilon: Double = 1e-10

    /// Creates one of the predefined curves (REFERENCE 2). An unknown name gives the linear
    /// curve (Quartzite's choice: Apple's result is undefined there).
    public convenience init(name: CAMediaTimingFunctionName) {
        let p = Self.builtinPoints(name) ?? (0, 0, 1, 1)
        self.init(exactPoints: p, name: Self.builtinPoints(name) == nil ? .linear : name)
    }

    /// Creates a curve with inner control points (c1x, c1y) and (c2x, c2y) in the unit square
    /// (x values are meant to lie in 0…1). Points within 0.001 of a predefined curve give
    /// that curve.
    public convenience init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        for name in Self.builtinNames {
            let b = Self.builtinPoints(name)!
            if abs(c1x - b.0) < 0.001, abs(c1y - b.1) < 0.001, abs(c2x - b.2) < 0.001,
                abs(c2y - b.3) < 0.001
            {
                self.init(exactPoints: b, name: name)
                return
            }
        }
        self.init(exactPoints: (c1x, c1y, c2x, c2y), name: nil)
    }

    private init(exactPoints p: (Float, Float, Float, Float), name: CAMediaTimingFunctionName?) {
        points = p
        builtinName = name
        curve = CubicTimingCurve(Double(p.0), Double(p.1), Double(p.2), Double(p.3))
    }

    /// Writes control point `index` as two floats (x, y) to `ptr`: 0 → (0, 0), 1 → first inner
    /// point, 2 → second inner point, 3 → (1, 1). An index outside 0…3 is a programmer error
    /// and traps, as Apple's raises an exception.
    public func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        precondition(index >= 0 && index <= 3, "CAMediaTimingFunction control point index \(index) out of 0...3")
        switch index {
        case 0: (ptr[0], ptr[1]) = (0, 0)
        case 1: (ptr[0], ptr[1]) = (points.0, points.1)
        case 2: (ptr[0], ptr[1]) = (points.2, points.3)
        default: (ptr[0], ptr[1]) = (1, 1)
        }
    }

    /// The eased fraction for input fraction `x`, exactly as Core Animation computes
    /// presentation values: single precision in and out, solved in `Double` with tolerance
    /// ``presentationEpsilon`` on `x` (within about 2e‑5 of the exact curve). This is the
    /// value the animation evaluator uses. Inputs outside 0…1 are solved on the cubic, not
    /// extrapolated.
    public func solve(forInput x: Float) -> Float {
        Float(curve.solve(Double(x), epsilon: Self.presentationEpsilon))
    }

    /// The eased fraction for input fraction `x` in double precision, with the same solver and
    /// tolerance ``preciseEpsilon`` (within 1e‑6 of the exact curve); 0 and 1 map exactly to
    /// 0 and 1. Not Apple API: for callers that want the curve itself rather than CA's
    /// presentation rounding.
    public func evaluate(_ x: Double) -> Double {
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        return curve.solve(x, epsilon: Self.preciseEpsilon)
    }

    /// Two functions are equal when their control points are.
    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.points == rhs.points
    }

    /// Hashes the control points.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(points.0)
        hasher.combine(points.1)
        hasher.combine(points.2)
        hasher.combine(points.3)
    }

    private static let builtinNames: [CAMediaTimingFunctionName] = [
        .linear, .easeIn, .easeOut, .easeInEaseOut, .default,
    ]

    private static func builtinPoints(_ name: CAMediaTimingFunctionName) -> (Float, Float, Float, Float)? {
        switch name {
        case .linear: (0, 0, 1, 1)
        case .easeIn: (0.42, 0, 1, 1)
        case .easeOut: (0, 0, 0.58, 1)
        case .easeInEaseOut: (0.42, 0, 0.58, 1)
        case .default: (0.25, 0.1, 0.25, 1)
        default: nil
        }
    }
}
