extension CGImage {
    /// An image from a provider's bytes laid out as Core Graphics describes them: 8 bits a
    /// component; 32 bits a pixel in any alpha arrangement (`bitmapInfo`'s alpha info: alpha
    /// first or last, premultiplied or straight, none or skipped) and byte order (default or
    /// big-endian: components in memory in the order named; `.byteOrder32Little`: reversed, so
    /// `premultipliedFirst` is B, G, R, A); 24 bits of RGB; 8 bits of gray (`space` with one
    /// component) or of alpha alone (`alphaOnly`: black at that alpha). Rows are `bytesPerRow`
    /// apart, row 0 at the top. Nil for any other layout, a provider with too few bytes, or a
    /// size beyond ``maximumDimension``. `decode`, `shouldInterpolate` and `intent` are not
    /// used (colours are taken as sRGB).
    public convenience init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace,
        bitmapInfo: CGBitmapInfo, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard width > 0, height > 0, bitsPerComponent == 8, Self.isWithinLimits(width: width, height: height),
            !bitmapInfo.contains(.floatComponents),
            let alpha = CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue),
            let layout = BitmapPixelLayout(
                bitsPerPixel: bitsPerPixel, components: space.numberOfComponents, alpha: alpha,
                littleEndian: bitmapInfo.intersection(.byteOrderMask) == .byteOrder32Little)
        else { return nil }
        let (needed, overflow) = bytesPerRow.multipliedReportingOverflow(by: height - 1)
        guard bytesPerRow >= width * layout.bytesPerPixel, !overflow,
            provider.bytes.count >= needed + width * layout.bytesPerPixel
        else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        provider.bytes.withUnsafeBytes { (source: UnsafeRawBufferPointer) in
            pixels.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    for x in 0..<width {
                        let rgba = layout.premultipliedRGBA(source.baseAddress!, at: y * bytesPerRow + x * layout.bytesPerPixel)
                        let t = (y * width + x) * 4
                        (target[t], target[t + 1], target[t + 2], target[t + 3]) = rgba
                    }
                }
            }
        }
        self.init(checkedWidth: width, height: height, pixels: pixels)
    }

    /// The image's bytes, as laid out by ``bitmapInfo``: premultiplied RGBA8, `bytesPerRow`
    /// apart, row 0 at the top.
    public var dataProvider: CGDataProvider? { CGDataProvider(bytes: Data(pixels)) }

    /// The layout of the bytes ``dataProvider`` gives: always `.premultipliedLast` in memory
    /// order (R, G, B, A).
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue) }

    /// The image's colour space: device RGB (sRGB).
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }
}

extension CGImage {
    /// Decodes the PNG a provider holds; nil when it is not a PNG or cannot be decoded.
    /// `decode`, `shouldInterpolate` and `intent` are not used.
    public convenience init?(
        pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard let decoded = try? CGImage(pngData: source.bytes) else { return nil }
        self.init(checkedWidth: decoded.width, height: decoded.height, pixels: decoded.pixels)
    }

    /// Decodes the JPEG a provider holds; nil when it is not a JPEG or cannot be decoded.
    /// `decode`, `shouldInterpolate` and `intent` are not used.
    public convenience init?(
        jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard let decoded = try? CGImage(jpegData: source.bytes) else { return nil }
        self.init(checkedWidth: decoded.width, height: decoded.height, pixels: decoded.pixels)
    }
}
