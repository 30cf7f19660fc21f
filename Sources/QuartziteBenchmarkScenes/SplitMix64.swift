/// The splitmix64 generator of the benchmark scenes (`../shared/bench-peers/README.md`), so
/// Quartzite draws exactly the peers' scenes.
public struct SplitMix64: Sendable, Hashable {
    /// The generator state; starts at the seed.
    public var state: UInt64

    /// Creates a generator whose state starts at `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits: `s += 0x9E3779B97F4A7C15; z = s;
    /// z = (z ^ z>>30) · 0xBF58476D1CE4E5B9; z = (z ^ z>>27) · 0x94D049BB133111EB; z ^ z>>31`.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in [0, 1): `(next() >> 11) · 2⁻⁵³`.
    public mutating func nextUnit() -> Double {
        Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0)
    }
}
