extension PixelMath {
    /// Trilinear sample (0…255 floats) at texel coordinates (`u`, `v`) of level 0 with level
    /// of detail `lod` over `count` box-filtered levels (see the `PixelMath` overview).
    @inline(__always)
    static func sampleTrilinear(
        levels: UnsafePointer<SourceImage>, count: Int, u: Double, v: Double, lod: Double
    ) -> SIMD4<Float> {
        let base = levels[0]
        if !(lod > 0) || count == 1 {
            return sampleBilinear(base.texels!, width: base.width, height: base.height, u: u, v: v)
        }
        let floorLod = lod.rounded(.down)
        let l0 = min(Int(min(floorLod, 64)), count - 1)
        let l1 = min(l0 + 1, count - 1)
        let fraction = Float(lod - floorLod)
        let a = sampleLevel(levels[l0], base, u, v)
        if l1 == l0 { return a }
        let b = sampleLevel(levels[l1], base, u, v)
        return a * (1 - fraction) + b * fraction
    }

    @inline(__always)
    private static func sampleLevel(_ level: SourceImage, _ base: SourceImage, _ u: Double, _ v: Double) -> SIMD4<Float> {
        sampleBilinear(
            level.texels!, width: level.width, height: level.height,
            u: u * Double(level.width) / Double(base.width), v: v * Double(level.height) / Double(base.height))
    }
}
