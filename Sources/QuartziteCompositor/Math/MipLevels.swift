/// The mip chain both renderers use for trilinear filtering (see `PixelMath`): level k+1 has
/// size max(1, ⌊size_k / 2⌋) and texel (i, j) = (sum of level-k texels (2i…2i+1, 2j…2j+1) + 2) / 4
/// per premultiplied RGBA8 channel, an odd last row or column dropped. GL's own
/// `glGenerateMipmap` rounds differently, so the GL renderer uploads these levels.
public enum MipLevels {
    /// The number of levels of a `width` × `height` image down to 1×1, the image included.
    public static func count(width: Int, height: Int) -> Int {
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

    /// The size of the level below a `width` × `height` level.
    public static func nextSize(width: Int, height: Int) -> (width: Int, height: Int) {
        (max(1, width / 2), max(1, height / 2))
    }

    /// Writes the level below the `width` × `height` RGBA8 level `source` into `destination`,
    /// which holds `nextSize(width:height:)` texels.
    public static func downsample(
        _ source: UnsafePointer<UInt8>, width: Int, height: Int, into destination: UnsafeMutablePointer<UInt8>
    ) {
        let (w, h) = nextSize(width: width, height: height)
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
                    destination[(j * w + i) * 4 + c] = UInt8((sum + 2) / 4)
                }
            }
        }
    }
}
