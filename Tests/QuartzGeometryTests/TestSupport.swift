import QuartzGeometry

/// A deterministic 64-bit PRNG (SplitMix64) so randomised tests are reproducible.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &self)
    }
}

func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: Double = 1e-9) -> Bool {
    abs(Double(a - b)) <= tolerance
}

func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: Double = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

func close(_ a: CGAffineTransform, _ b: CGAffineTransform, _ tolerance: Double = 1e-9) -> Bool {
    close(a.a, b.a, tolerance) && close(a.b, b.b, tolerance) && close(a.c, b.c, tolerance)
        && close(a.d, b.d, tolerance) && close(a.tx, b.tx, tolerance)
        && close(a.ty, b.ty, tolerance)
}

/// The sixteen fields of `t`, row-major.
func fields(_ t: CATransform3D) -> [CGFloat] {
    [
        t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
        t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
    ]
}

func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: Double = 1e-9) -> Bool {
    zip(fields(a), fields(b)).allSatisfy { close($0, $1, tolerance) }
}

/// The largest absolute field difference, for diagnostics.
func maxDifference(_ a: CATransform3D, _ b: CATransform3D) -> Double {
    zip(fields(a), fields(b)).map { abs(Double($0 - $1)) }.max() ?? 0
}

/// A random matrix with fields in −2…2 whose determinant is at least 0.1 in magnitude.
func randomInvertible(_ rng: inout SplitMix64) -> CATransform3D {
    while true {
        var t = CATransform3D()
        t.m11 = rng.uniform(-2...2); t.m12 = rng.uniform(-2...2)
        t.m13 = rng.uniform(-2...2); t.m14 = rng.uniform(-2...2)
        t.m21 = rng.uniform(-2...2); t.m22 = rng.uniform(-2...2)
        t.m23 = rng.uniform(-2...2); t.m24 = rng.uniform(-2...2)
        t.m31 = rng.uniform(-2...2); t.m32 = rng.uniform(-2...2)
        t.m33 = rng.uniform(-2...2); t.m34 = rng.uniform(-2...2)
        t.m41 = rng.uniform(-2...2); t.m42 = rng.uniform(-2...2)
        t.m43 = rng.uniform(-2...2); t.m44 = rng.uniform(-2...2)
        if abs(t.determinant) >= 0.1 { return t }
    }
}
