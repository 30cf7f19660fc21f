extension CGImage {
    /// Whether the image is smoothed when scaled: always (layers choose their own filters).
    public var shouldInterpolate: Bool { true }

    /// How the image's colours map to a context's: every colour is sRGB here.
    public var renderingIntent: CGColorRenderingIntent { .defaultIntent }

    /// The decode array: none (components are used as stored).
    public var decode: UnsafePointer<CGFloat>? { nil }

    /// The byte order of ``dataProvider``'s bytes: components in memory order (R, G, B, A).
    public var byteOrderInfo: CGImageByteOrderInfo { .orderDefault }

    /// The uniform type of the file the image came from: not kept here (nil).
    public var utType: CFString? { nil }

    /// A copy of the image (the same pixels).
    public func copy() -> CGImage? {
        CGImage(checkedWidth: width, height: height, pixels: pixels, isMask: isMask)
    }

    /// A copy of the image in `space`: the same pixels for an RGB space (every colour is sRGB
    /// here); nil for a space of another number of components, as for Apple's mismatched
    /// spaces.
    public func copy(colorSpace space: CGColorSpace) -> CGImage? {
        space.numberOfComponents == 3 ? copy() : nil
    }
}

/// The byte order of an image's pixels (Core Graphics' `CGImageByteOrderInfo`).
public enum CGImageByteOrderInfo: UInt32, Sendable {
    case orderMask = 0x7000
    case orderDefault = 0
    case order16Little = 0x1000
    case order32Little = 0x2000
    case order16Big = 0x3000
    case order32Big = 0x4000
}
