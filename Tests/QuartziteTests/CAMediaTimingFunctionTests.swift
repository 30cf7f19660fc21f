import Testing

@testable import Quartzite

/// Exact value of the Bézier with the given Float control points (widened to Double), by
/// bisection on the curve parameter to 1e‑12 — independent of the library's Newton solver.
private func reference(_ p: (Float, Float, Float, Float), _ x: Double) -> Double {
    let (x1, y1, x2, y2) = (Double(p.0), Double(p.1), Double(p.2), Double(p.3))
    func bezier(_ a: Double, _ b: Double, _ t: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * a + 3 * s * t * t * b + t * t * t
    }
    var low = 0.0
    var high = 1.0
    while high - low > 1e-12 {
        let mid = (low + high) / 2
        if bezier(x1, x2, mid) < x { low = mid } else { high = mid }
    }
    return bezier(y1, y2, (low + high) / 2)
}

@Suite struct CAMediaTimingFunctionTests {
    static let curves: [(CAMediaTimingFunctionName, (Float, Float, Float, Float))] = [
        (.default, (0.25, 0.1, 0.25, 1)),
        (.easeIn, (0.42, 0, 1, 1)),
        (.easeOut, (0, 0, 0.58, 1)),
        (.easeInEaseOut, (0.42, 0, 0.58, 1)),
        (.linear, (0, 0, 1, 1)),
    ]

    @Test func rawValuesAreApples() {
        #expect(CAMediaTimingFunctionName.linear.rawValue == "linear")
        #expect(CAMediaTimingFunctionName.easeIn.rawValue == "easeIn")
        #expect(CAMediaTimingFunctionName.easeOut.rawValue == "easeOut")
        #expect(CAMediaTimingFunctionName.easeInEaseOut.rawValue == "easeInEaseOut")
        #expect(CAMediaTimingFunctionName.default.rawValue == "default")
        #expect(CAMediaTimingFillMode.removed.rawValue == "removed")
        #expect(CAMediaTimingFillMode.forwards.rawValue == "forwards")
        #expect(CAMediaTimingFillMode.backwards.rawValue == "backwards")
        #expect(CAMediaTimingFillMode.both.rawValue == "both")
        #expect(CAMediaTimingFillMode(rawValue: "both") == .both)
    }

    @Test func controlPointsOfBuiltins() {
        var values: [Float] = [9, 9]
        for (name, p) in Self.curves {
            let function = CAMediaTimingFunction(name: name)
            #expect(function.builtinName == name)
            function.getControlPoint(at: 0, values: &values)
            #expect(values == [0, 0])
            function.getControlPoint(at: 1, values: &values)
            #expect(values == [p.0, p.1])
            function.getControlPoint(at: 2, values: &values)
            #expect(values == [p.2, p.3])
            function.getControlPoint(at: 3, values: &values)
            #expect(values == [1, 1])
        }
    }

    @Test func nearBuiltinPointsBecomeTheBuiltin() {
        let near = CAMediaTimingFunction(controlPoints: 0.4205, 0.0004, 0.5795, 0.9996)
        #expect(near == CAMediaTimingFunction(name: .easeInEaseOut))
        #expect(near.builtinName == .easeInEaseOut)
        var values: [Float] = [0, 0]
        near.getControlPoint(at: 1, values: &values)
        #expect(values == [0.42, 0])
        let custom = CAMediaTimingFunction(controlPoints: 0.43, 0, 0.58, 1)
        #expect(custom.builtinName == nil)
        #expect(custom != CAMediaTimingFunction(name: .easeInEaseOut))
    }

    @Test func easeInEaseOutIsHalfAtHalf() {
        let function = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(function.solve(forInput: 0.5) == 0.5)
        // Float(0.42) + Float(0.58) ≠ 1 exactly, so the stored curve is 2e‑8 off symmetric.
        #expect(abs(function.evaluate(0.5) - 0.5) < 1e-7)
        #expect(abs(function.evaluate(0.5) - reference((0.42, 0, 0.58, 1), 0.5)) < 1e-9)
    }

    @Test func endpointsAreExact() {
        for (name, _) in Self.curves {
            let function = CAMediaTimingFunction(name: name)
            #expect(function.solve(forInput: 0) == 0)
            #expect(function.solve(forInput: 1) == 1)
            #expect(function.evaluate(0) == 0)
            #expect(function.evaluate(1) == 1)
        }
    }

    @Test func valuesMatchTheExactCurve() {
        let xs: [Double] = [0.01, 0.1, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.9, 0.99]
        for (name, p) in Self.curves {
            let function = CAMediaTimingFunction(name: name)
            for x in xs {
                let exact = reference(p, Double(Float(x)))
                #expect(abs(Double(function.solve(forInput: Float(x))) - exact) < 2e-5, "\(name.rawValue) at \(x)")
                #expect(abs(function.evaluate(Double(Float(x))) - exact) < 1e-6, "\(name.rawValue) at \(x)")
            }
        }
        // Hand check: `default` (CSS ease) at x = 0.5 is about 0.8024.
        #expect(abs(CAMediaTimingFunction(name: .default).evaluate(0.5) - 0.8024033877) < 1e-6)
    }

    @Test func steepCustomCurveStillConverges() {
        let p: (Float, Float, Float, Float) = (0.9, 0.0, 0.1, 1.0)
        let function = CAMediaTimingFunction(controlPoints: p.0, p.1, p.2, p.3)
        for x in [0.05, 0.3, 0.5, 0.51, 0.95] {
            #expect(abs(Double(function.solve(forInput: Float(x))) - reference(p, Double(Float(x)))) < 2e-4)
            #expect(abs(function.evaluate(Double(Float(x))) - reference(p, Double(Float(x)))) < 1e-6)
        }
    }
}
