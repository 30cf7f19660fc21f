import QuartzGeometry
import QuartziteCompositor

/// Mip levels for upload, built exactly as the CPU renderer builds them (`MipLevels`); GL's own
/// `glGenerateMipmap` rounds differently.
enum MipChain {
    /// The next level of a `width` × `height` RGBA8 image (`MipLevels.downsample`).
    static func downsample(_ source: [UInt8], width: Int, height: Int) -> (pixels: [UInt8], width: Int, height: Int) {
        let (w, h) = MipLevels.nextSize(width: width, height: height)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        source.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                MipLevels.downsample(src.baseAddress!, width: width, height: height, into: dst.baseAddress!)
            }
        }
        return (out, w, h)
    }
}
