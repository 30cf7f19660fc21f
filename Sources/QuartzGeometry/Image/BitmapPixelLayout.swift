import Foundation

/// How the bytes of one pixel of an 8-bit-per-component bitmap map to red, green, blue and
/// alpha, as Core Graphics describes a layout (bits per pixel, colour components, alpha info,
/// byte order): the layouts `CGImage(width:…provider:…)` reads and bitmap contexts draw into.
package struct BitmapPixelLayout: Sendable, Equatable {
    /// Bytes a pixel.
    package let bytesPerPixel: Int
    /// The byte offsets of red, green, blue and alpha within a pixel (nil alpha: opaque; all
    /// colour offsets equal for gray; nil colour: alpha only, black).
    package let red: Int?, green: Int?, blue: Int?, alpha: Int?
    /// Whether colour is stored unmultiplied by alpha.
    package let straight: Bool

    /// The layout of `bitsPerPixel`-bit pixels of `components` colour components (3: RGB,
    /// 1: gray) arranged by `info`; `littleEndian` (`.byteOrder32Little`) reverses a 32-bit
    /// pixel's bytes. Nil for layouts other than 32-bit RGB (any alpha arrangement), 24-bit RGB,
    /// 8-bit gray and 8-bit alpha alone.
    package init?(bitsPerPixel: Int, components: Int, alpha info: CGImageAlphaInfo, littleEndian: Bool) {
        switch (bitsPerPixel, components, info) {
        case (32, 3, _):
            guard info != .alphaOnly else { return nil }
            // Components in the order named: alpha (or the skipped byte) first or last.
            let alphaFirst = [.premultipliedFirst, .first, .noneSkipFirst].contains(info)
            var order = alphaFirst ? ["a", "r", "g", "b"] : ["r", "g", "b", "a"]
            if littleEndian { order.reverse() }
            let hasAlpha = ![.none, .noneSkipFirst, .noneSkipLast].contains(info)
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

    /// Whether a pixel holds one gray value.
    package var isGray: Bool { red != nil && red == green && green == blue }

    /// The premultiplied RGBA of the pixel at byte `p` of `source`.
    @inline(__always)
    package func premultipliedRGBA(_ source: UnsafeRawPointer, at p: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let bytes = source.assumingMemoryBound(to: UInt8.self)
        let a = alpha.map { bytes[p + $0] } ?? 255
        var r = red.map { bytes[p + $0] } ?? 0
        var g = green.map { bytes[p + $0] } ?? 0
        var b = blue.map { bytes[p + $0] } ?? 0
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

    /// Writes the premultiplied colour `rgba` as the pixel at byte `p` of `target`: gray
    /// layouts keep its luminance (over black where it is translucent), layouts without alpha
    /// its colour over black; a skipped byte is left as it is. Straight-alpha layouts are not
    /// written (bitmap contexts do not draw into them).
    @inline(__always)
    package func store(_ rgba: (UInt8, UInt8, UInt8, UInt8), into target: UnsafeMutableRawPointer, at p: Int) {
        let bytes = target.assumingMemoryBound(to: UInt8.self)
        if let alpha { bytes[p + alpha] = rgba.3 }
        guard let red, let green, let blue else { return }
        if isGray {
            bytes[p + red] = GrayConversion.gray(red: rgba.0, green: rgba.1, blue: rgba.2)
            return
        }
        bytes[p + red] = rgba.0
        bytes[p + green] = rgba.1
        bytes[p + blue] = rgba.2
    }
}

/// sRGB colours to one gray value, as drawing into a gray bitmap context converts them: the
/// relative luminance (Rec. 709 weights on linear light), encoded again with the sRGB curve,
/// so a gray colour (r = g = b) keeps its value.
package enum GrayConversion {
    /// The gray byte of the sRGB bytes `red`, `green`, `blue`.
    @inline(__always)
    package static func gray(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        if red == green, green == blue { return red }
        let y = 0.2126 * linear[Int(red)] + 0.7152 * linear[Int(green)] + 0.0722 * linear[Int(blue)]
        return encoded[min(encoded.count - 1, Int((y * Float(encoded.count - 1)).rounded()))]
    }

    /// Linear light of each sRGB byte, 0…1.
    private static let linear: [Float] = (0..<256).map { v in
        let c = Double(v) / 255
        return Float(c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4))
    }

    /// The sRGB byte of linear light i / 4095.
    private static let encoded: [UInt8] = (0..<4096).map { i in
        let l = Double(i) / 4095
        let c = l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
        return UInt8((min(max(c, 0), 1) * 255).rounded())
    }
}
