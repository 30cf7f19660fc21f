import Foundation

extension CGContext {
    /// A bitmap context: drawing is painted into `width × height` pixels of memory — `data`,
    /// at least `bytesPerRow × height` bytes that the caller keeps alive as long as the
    /// context, or, when `data` is nil, zeroed (transparent) memory of the context's own.
    /// User space is Core Graphics' default: one unit a pixel, origin at the bottom-left,
    /// y up (row 0 in memory is the top row).
    ///
    /// The layouts Core Graphics supports at 8 bits a component: RGB (`space` with three
    /// components) in 32 bits with `bitmapInfo`'s alpha info `premultipliedFirst`,
    /// `premultipliedLast`, `noneSkipFirst` or `noneSkipLast`, in memory order or reversed by
    /// `.byteOrder32Little` (`premultipliedFirst | byteOrder32Little` is B, G, R, A); gray
    /// (one component) in 8 bits with `none`; alpha alone (`alphaOnly`) in 8 bits. A
    /// `bytesPerRow` of 0 is computed (each row a multiple of 16 bytes; with `data`, the rows
    /// packed). Nil for any other layout (straight alpha, 16 or 32 bits a component, floats),
    /// a non-positive size, a size beyond ``CGImage/maximumDimension`` or too many bytes, or
    /// rows shorter than a pixel row.
    ///
    /// Colours are sRGB; a gray context keeps the luminance of what is painted; a skipped
    /// byte's value is undefined.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard width > 0, height > 0, bitsPerComponent == 8, !info.contains(.floatComponents),
            CGImage.isWithinLimits(width: width, height: height),
            let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue),
            alpha != .first, alpha != .last,
            alpha != .none || space.numberOfComponents == 1,
            let layout = BitmapPixelLayout(
                bitsPerPixel: alpha == .alphaOnly ? 8 : 8 * (space.numberOfComponents == 1 ? 1 : 4),
                components: space.numberOfComponents, alpha: alpha,
                littleEndian: info.intersection(.byteOrderMask) == .byteOrder32Little)
        else { return nil }
        let packed = width * layout.bytesPerPixel
        let rowBytes = bytesPerRow != 0 ? bytesPerRow : (data == nil ? (packed + 15) / 16 * 16 : packed)
        let (total, overflow) = rowBytes.multipliedReportingOverflow(by: height)
        guard rowBytes >= packed, !overflow, total <= CGImage.maximumByteCount,
            let canvas = BitmapCanvas(data: data, width: width, height: height, bytesPerRow: rowBytes, layout: layout)
        else { return nil }
        self.init(pixelWidth: width, pixelHeight: height)
        bitmap = canvas
        bitmapSpace = space
        self.bitmapInfo = info
        // Core Graphics' y-up pixels on the recording's y-down ones.
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        state.ctm = flip
        reportedDeviceSpace = flip
    }

    /// The memory a bitmap context paints into (row 0 the top row, ``bytesPerRow`` apart),
    /// current with everything drawn so far; nil for a context without a bitmap.
    public var data: UnsafeMutableRawPointer? { bitmap?.data }

    /// Bytes from one row of a bitmap context to the next; 0 without a bitmap.
    public var bytesPerRow: Int { bitmap?.bytesPerRow ?? 0 }

    /// Bits a component of a bitmap context's pixels (8); 0 without a bitmap.
    public var bitsPerComponent: Int { bitmap == nil ? 0 : 8 }

    /// Bits a pixel of a bitmap context (32, or 8 for gray and alpha alone); 0 without a bitmap.
    public var bitsPerPixel: Int { (bitmap?.layout.bytesPerPixel ?? 0) * 8 }

    /// A bitmap context's colour space; nil without a bitmap (or for alpha alone).
    public var colorSpace: CGColorSpace? {
        guard let bitmap, bitmap.layout.red != nil else { return nil }
        return bitmapSpace
    }

    /// A bitmap context's alpha arrangement (``bitmapInfo``'s alpha info); `.none` without a
    /// bitmap.
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
    }

    /// An image of what the context holds now (a copy: later drawing does not change it): a
    /// bitmap context's pixels, or a recording context's drawing (a layer's `draw(in:)`
    /// context) painted on transparent pixels of its canvas; nil when it cannot be made.
    ///
    /// Differs from Apple: the image's ``CGImage/bitmapInfo`` is premultiplied RGBA whatever
    /// the context's layout (see ``CGImage``); a gray context gives an opaque gray image,
    /// an alpha-only one black at its alpha.
    public func makeImage() -> CGImage? {
        guard let bitmap, let space = bitmapSpace else { return recordedImage() }
        return CGImage(
            width: bitmap.width, height: bitmap.height, bitsPerComponent: 8, bitsPerPixel: bitsPerPixel,
            bytesPerRow: bitmap.bytesPerRow, space: space, bitmapInfo: bitmapInfo,
            provider: CGDataProvider(bytes: Data(bitmap.bytes)), decode: nil, shouldInterpolate: true,
            intent: .defaultIntent)
    }

    /// The recording painted on a transparent canvas of the context's size; nil when it is
    /// empty or beyond the limits.
    private func recordedImage() -> CGImage? {
        guard width > 0, height > 0, CGImage.isWithinLimits(width: width, height: height),
            let layout = BitmapPixelLayout(bitsPerPixel: 32, components: 3, alpha: .premultipliedLast, littleEndian: false),
            let canvas = BitmapCanvas(data: nil, width: width, height: height, bytesPerRow: width * 4, layout: layout)
        else { return nil }
        for command in makeDrawing().commands { canvas.paint(command) }
        return try? CGImage(width: width, height: height, premultipliedRGBA: [UInt8](canvas.bytes))
    }
}
