/// A colour space, as Core Graphics names one for creating gradients (``CGGradient``).
///
/// Differs from Apple: every colour is sRGB here (see ``CGColor``), so a colour space only
/// says how many components a colour has — 1 for gray spaces, 3 for RGB ones — and components
/// are read as sRGB whatever its name; no colour is converted.
public final class CGColorSpace: Sendable {
    /// The space's name (one of the constants below), or nil for a device space.
    public var name: CFString? { spaceName.map { $0 as CFString } }
    private let spaceName: String?
    /// The number of colour components, alpha excluded: 1 (gray) or 3 (RGB).
    public let numberOfComponents: Int

    /// The space's colour model: monochrome or RGB.
    public var model: CGColorSpaceModel { numberOfComponents == 1 ? .monochrome : .rgb }

    /// The named space: sRGB-like names (``sRGB``, ``displayP3``, ``linearSRGB``, …) have three
    /// components, gray ones (``genericGrayGamma2_2``, ``linearGray``) one; nil for other names.
    public init?(name: CFString) {
        let key = name as String
        if Self.rgbNames.contains(key) {
            numberOfComponents = 3
        } else if Self.grayNames.contains(key) {
            numberOfComponents = 1
        } else {
            return nil
        }
        spaceName = key
    }

    /// A device space of `components` colour components.
    init(deviceComponents components: Int) {
        spaceName = nil
        numberOfComponents = components
    }

    /// The standard RGB space (IEC 61966-2-1).
    public static var sRGB: CFString { "kCGColorSpaceSRGB" }
    /// Display P3 (read as sRGB here).
    public static var displayP3: CFString { "kCGColorSpaceDisplayP3" }
    /// sRGB primaries with a linear transfer function (read as sRGB here).
    public static var linearSRGB: CFString { "kCGColorSpaceLinearSRGB" }
    /// Extended-range sRGB (components clamped to 0…1 here).
    public static var extendedSRGB: CFString { "kCGColorSpaceExtendedSRGB" }
    /// Generic RGB (read as sRGB here).
    public static var genericRGBLinear: CFString { "kCGColorSpaceGenericRGBLinear" }
    /// Gray with a 2.2 gamma.
    public static var genericGrayGamma2_2: CFString { "kCGColorSpaceGenericGrayGamma2_2" }
    /// Gray with a linear transfer function.
    public static var linearGray: CFString { "kCGColorSpaceLinearGray" }

    private static let rgbNames: Set<String> = [
        sRGB as String, displayP3 as String, linearSRGB as String, extendedSRGB as String,
        genericRGBLinear as String, "kCGColorSpaceExtendedLinearSRGB", "kCGColorSpaceGenericRGB",
    ]
    private static let grayNames: Set<String> = [
        genericGrayGamma2_2 as String, linearGray as String, "kCGColorSpaceExtendedGray",
    ]
}

/// The device RGB colour space (three components; sRGB here).
@discardableResult
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(deviceComponents: 3) }

/// The device gray colour space (one component).
@discardableResult
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(deviceComponents: 1) }

/// The kind of colours a colour space holds (Core Graphics' `CGColorSpaceModel`).
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1, monochrome, rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
}
