/// The random numbers of one particle: SplitMix64 seeded from the emitter's seed, the cell and
/// the particle's number, so each particle draws the same values whenever it is computed.
struct ParticleRandom {
    private var state: UInt64

    /// The generator of particle `number` of the cell with key `cellKey`, under `seed`.
    init(seed: UInt64, cellKey: UInt64, number: UInt64) {
        state = Self.mix(seed &+ Self.mix(cellKey ^ Self.mix(number &+ 0x632B_E59B_D9B4_E019)))
    }

    /// A key for a child of `key` (a sub-cell, a particle's own line of sub-particles).
    static func key(_ key: UInt64, child: UInt64) -> UInt64 {
        mix(key &* 0x9E37_79B9_7F4A_7C15 &+ child &+ 1)
    }

    /// The next number, uniform in [0, 1).
    mutating func unit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Double(Self.mix(state) >> 11) * 0x1p-53
    }

    /// The next number, uniform in [−1, 1).
    mutating func signed() -> Double { unit() * 2 - 1 }

    /// The value of this generator's current state as a key (for sub-particles).
    mutating func nextKey() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
