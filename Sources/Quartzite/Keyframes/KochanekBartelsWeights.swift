import Foundation

/// The weights of the four keyframes around one cubic segment (previous, start, end, next) in
/// the Kochanek–Bartels Hermite curve at a local fraction: the spline value is
/// `Σ weight × keyframe`. Scalars only, so any ``KeyframeInterpolable`` vector type can apply
/// them without allocating.
///
/// Tangents (REFERENCE 5, Kochanek & Bartels 1984), with tension t, continuity c, bias b:
/// outgoing at Pᵢ `((1−t)(1+b)(1+c)/2)(Pᵢ−Pᵢ₋₁) + ((1−t)(1−b)(1−c)/2)(Pᵢ₊₁−Pᵢ)`, incoming at
/// Pᵢ the same with the sign of c swapped. Non-uniform key times scale the outgoing tangent by
/// `2Δᵢ/(Δᵢ₋₁+Δᵢ)` and the incoming one by `2Δᵢ/(Δᵢ+Δᵢ₊₁)`. A missing neighbour at either end
/// is replaced by the reflection of the other endpoint, so the end tangent is `Pᵢ₊₁−Pᵢ`.
struct KochanekBartelsWeights: Equatable {
    var previous: Double
    var start: Double
    var end: Double
    var next: Double

    /// Weights at local fraction `s` of the segment from Pᵢ to Pᵢ₊₁.
    /// - Parameters:
    ///   - outgoing: (tension, continuity, bias) at Pᵢ.
    ///   - incoming: (tension, continuity, bias) at Pᵢ₊₁.
    ///   - outgoingScale, incomingScale: the non-uniform key-time factors (1 when uniform).
    ///   - hasPrevious, hasNext: whether Pᵢ₋₁ and Pᵢ₊₂ exist.
    init(
        fraction s: Double,
        outgoing: (tension: Double, continuity: Double, bias: Double),
        incoming: (tension: Double, continuity: Double, bias: Double),
        outgoingScale: Double, incomingScale: Double,
        hasPrevious: Bool, hasNext: Bool
    ) {
        let s2 = s * s
        let s3 = s2 * s
        let h00 = 2 * s3 - 3 * s2 + 1
        let h10 = s3 - 2 * s2 + s
        let h01 = -2 * s3 + 3 * s2
        let h11 = s3 - s2

        let (t0, c0, b0) = outgoing
        let a = outgoingScale * (1 - t0) * (1 + b0) * (1 + c0) / 2
        let b = outgoingScale * (1 - t0) * (1 - b0) * (1 - c0) / 2
        let (t1, c1, b1) = incoming
        let c = incomingScale * (1 - t1) * (1 + b1) * (1 - c1) / 2
        let d = incomingScale * (1 - t1) * (1 - b1) * (1 + c1) / 2

        var previous = -h10 * a
        var start = h00 + h10 * (a - b) - h11 * c
        var end = h01 + h10 * b + h11 * (c - d)
        var next = h11 * d
        if !hasPrevious {  // Pᵢ₋₁ := 2Pᵢ − Pᵢ₊₁
            start += 2 * previous
            end -= previous
            previous = 0
        }
        if !hasNext {  // Pᵢ₊₂ := 2Pᵢ₊₁ − Pᵢ
            end += 2 * next
            start -= next
            next = 0
        }
        self.previous = previous
        self.start = start
        self.end = end
        self.next = next
    }
}
