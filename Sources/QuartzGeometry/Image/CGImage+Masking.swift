extension CGImage {
    /// An image mask from a provider's samples (Core Graphics' `CGImageMaskCreate`): `width ×
    /// height` samples of `bitsPerComponent` bits (1, 2, 4 or 8; `bitsPerPixel` the same),
    /// packed from each byte's high bits, rows `bytesPerRow` apart. A sample acts as an inverse
    /// alpha: 0 paints, the largest value masks out; `decode` (two values, the range the
    /// samples map to) can invert it. Nil for other sample sizes, rows too short or a
    /// provider with too few bytes.
    public convenience init?(
        maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
        provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool
    ) {
        guard width > 0, height > 0, [1, 2, 4, 8].contains(bitsPerComponent), bitsPerPixel == bitsPerComponent,
            Self.isWithinLimits(width: width, height: height),
            bytesPerRow >= (width * bitsPerComponent + 7) / 8,
            bytesPerRow.multipliedReportingOverflow(by: height - 1).overflow == false,
            provider.bytes.count >= bytesPerRow * (height - 1) + (width * bitsPerComponent + 7) / 8
        else { return nil }
        let maximum = (1 << bitsPerComponent) - 1
        let (low, high) = decode.map { (Double($0[0]), Double($0[1])) } ?? (0, 1)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        provider.bytes.withUnsafeBytes { (source: UnsafeRawBufferPointer) in
            for y in 0..<height {
                for x in 0..<width {
                    let bit = x * bitsPerComponent
                    let byte = source[y * bytesPerRow + bit / 8]
                    let sample = Int(byte >> (8 - bitsPerComponent - bit % 8)) & maximum
                    let masked = min(max(low + Double(sample) / Double(maximum) * (high - low), 0), 1)
                    pixels[(y * width + x) * 4 + 3] = UInt8(((1 - masked) * 255).rounded())
                }
            }
        }
        self.init(checkedWidth: width, height: height, pixels: pixels, isMask: true)
    }

    /// The image masked by `mask` (Core Graphics' `CGImageCreateWithMask`), the mask scaled to
    /// the image's size: an image mask's samples act as inverse alpha (0 keeps the image, the
    /// largest value clears it); an image used as a mask — which must be opaque (no alpha) —
    /// acts as alpha by its luminance, its gray value for a gray image (white keeps, black
    /// clears). Nil when `mask` has
    /// transparency and is not an image mask, or when this image is itself a mask.
    public func masking(_ mask: CGImage) -> CGImage? {
        guard !isMask, mask.isMask || mask.hasOnlyOpaquePixels else { return nil }
        var result = pixels
        mask.withUnsafeBytes { maskBytes in
            for y in 0..<height {
                let my = min(mask.height - 1, (y * mask.height + mask.height / 2) / height)
                for x in 0..<width {
                    let mx = min(mask.width - 1, (x * mask.width + mask.width / 2) / width)
                    let m = (my * mask.width + mx) * 4
                    let coverage = mask.isMask ? maskBytes[m + 3] : Self.maskLuminance(maskBytes, at: m)
                    let p = (y * width + x) * 4
                    for c in 0..<4 { result[p + c] = premultiplyComponent(pixels[p + c], alpha: coverage) }
                }
            }
        }
        return CGImage(checkedWidth: width, height: height, pixels: result)
    }

    /// The coverage an opaque image used as a mask gives at byte `i` of its `pixels`: the
    /// luminance of its colour (Rec. 601 weights), as clip masks and layer luminance masks
    /// take it.
    static func maskLuminance(_ pixels: UnsafeRawBufferPointer, at i: Int) -> UInt8 {
        let luminance = 0.299 * Double(pixels[i]) + 0.587 * Double(pixels[i + 1]) + 0.114 * Double(pixels[i + 2])
        return UInt8(min(255, luminance.rounded()))
    }
}
