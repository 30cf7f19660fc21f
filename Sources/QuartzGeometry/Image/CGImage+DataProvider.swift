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
            let layout = SourceLayout(
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
                        let p = y * bytesPerRow + x * layout.bytesPerPixel
                        let rgba = layout.premultipliedRGBA(source, at: p)
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

/// How one source pixel's bytes map to red, green, blue and alpha.
private struct SourceLayout {
    /// Bytes a pixel.
    let bytesPerPixel: Int
    /// The byte offsets of red, green, blue and alpha within a pixel (nil alpha: opaque; all
    /// colour offsets equal for gray; nil colour: alpha only, black).
    let red: Int?, green: Int?, blue: Int?, alpha: Int?
    /// Whether colour still has to be multiplied by alpha.
    let straight: Bool

    init?(bitsPerPixel: Int, components: Int, alpha info: CGImageAlphaInfo, littleEndian: Bool) {
        switch (bitsPerPixel, components, info) {
        case (32, 3, _):
            // Components in the order named: alpha (or the skipped byte) first or last.
            let alphaFirst = [.premultipliedFirst, .first, .noneSkipFirst].contains(info)
            var order = alphaFirst ? ["a", "r", "g", "b"] : ["r", "g", "b", "a"]
            if littleEndian { order.reverse() }
            let hasAlpha = ![.none, .noneSkipFirst, .noneSkipLast].contains(info)
            guard info != .alphaOnly else { return nil }
            bytesPerPixel = 4
            red = order.firstIndex(of: "r")
            green = order.firstIndex(of: "g")
            blue = order.firstIndex(of: "b")
            alpha = hasAlpha ? order.firstIndex(of: "a") : nil
            straight = info == .first || info == .last
        case (24, 3, .none):
            (bytesPerPixel, red, green, blue, alpha, straight) = (3, 0, 1, 2, nil, false)
        case (8, 1, .none):
            (bytesPerPixel, red, green, blue, alpha, straight) = (1, 0, 0, 0, nil, false)
        case (8, _, .alphaOnly):
            (bytesPerPixel, red, green, blue, alpha, straight) = (1, nil, nil, nil, 0, false)
        default:
            return nil
        }
    }

    /// The premultiplied RGBA of the pixel at byte `p` of `source`.
    func premultipliedRGBA(_ source: UnsafeRawBufferPointer, at p: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let a = alpha.map { source[p + $0] } ?? 255
        var r = red.map { source[p + $0] } ?? 0
        var g = green.map { source[p + $0] } ?? 0
        var b = blue.map { source[p + $0] } ?? 0
        if straight {
            r = premultiplyComponent(r, alpha: a)
            g = premultiplyComponent(g, alpha: a)
            b = premultiplyComponent(b, alpha: a)
        } else if alpha != nil {
            // Premultiplied input cannot exceed its alpha.
            (r, g, b) = (Swift.min(r, a), Swift.min(g, a), Swift.min(b, a))
        }
        return (r, g, b, a)
    }
}
