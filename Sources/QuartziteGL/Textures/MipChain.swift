import QuartzGeometry

/// Mip levels built the way the CPU renderer builds them (see `PixelMath`): level k+1 has size
/// max(1, ⌊size_k / 2⌋) and texel (i, j) = (sum of level-k texels (2i…2i+1, 2j…2j+1) + 2) / 4,
/// an odd last row or column dropped. GL's own `glGenerateMipmap` rounds differently.
enum MipChain {
    /// The number of levels down to 1×1.
    static func levelCount(width: Int, height: Int) -> Int {
        var n = 1
        var w = width
        var h = height
        while w > 1 || h > 1 {
            w = max(1, w / 2)
            h = max(1, h / 2)
            n += 1
        }
        return n
    }

    /// The next level of a `width` × `height` RGBA8 image.
    static func downsample(_ source: [UInt8], width: Int, height: Int) -> (pixels: [UInt8], width: Int, height: Int) {
        let w = max(1, width / 2)
        let h = max(1, height / 2)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for j in 0..<h {
            let j0 = min(2 * j, height - 1)
            let j1 = min(2 * j + 1, height - 1)
            for i in 0..<w {
                let i0 = min(2 * i, width - 1)
                let i1 = min(2 * i + 1, width - 1)
                for c in 0..<4 {
                    let sum =
                        Int(source[(j0 * width + i0) * 4 + c]) + Int(source[(j0 * width + i1) * 4 + c])
                        + Int(source[(j1 * width + i0) * 4 + c]) + Int(source[(j1 * width + i1) * 4 + c])
                    out[(j * w + i) * 4 + c] = UInt8((sum + 2) / 4)
                }
            }
        }
        return (out, w, h)
    }
}
