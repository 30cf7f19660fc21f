/// How a colour is mapped into another colour space (Core Graphics' rendering intents).
/// Every colour is sRGB here, so the intent changes nothing.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

extension CGColor {
    /// A colour from `components` in `space`: its colour components (1 for a gray space, 3 for
    /// an RGB one, each 0…1) followed by alpha; nil when `components` is nil or too short.
    /// Differs from Apple: the components are read as sRGB whatever the space.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>?) {
        guard let components else { return nil }
        if space.numberOfComponents == 1 {
            self.init(gray: components[0], alpha: components[1])
        } else {
            self.init(red: components[0], green: components[1], blue: components[2], alpha: components[3])
        }
    }

    /// A gray colour (gray and alpha 0…1), as Core Graphics' generic gray space creates one.
    public init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(gray: gray, alpha: alpha)
    }

    /// An RGB colour (components and alpha 0…1) in Core Graphics' generic RGB space, as
    /// macOS code and iOS 13+ code create one. Differs from Apple: read as sRGB (every colour
    /// is sRGB here).
    public init(genericRGBRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A gray colour (gray and alpha 0…1) in Core Graphics' generic gray space.
    public init(genericGray gray: CGFloat, alpha: CGFloat) {
        self.init(gray: gray, alpha: alpha)
    }

    /// The colour's space: device gray for gray colours, device RGB (sRGB) for the others.
    public var colorSpace: CGColorSpace? {
        isGray ? CGColorSpaceCreateDeviceGray() : CGColorSpaceCreateDeviceRGB()
    }

    /// The colour in `space`: the same colour (every colour is sRGB here), with RGB
    /// components when `space` is an RGB space and gray ones when it is gray and the colour
    /// is; nil for an RGB colour asked for in a gray space.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?) -> CGColor? {
        if space.numberOfComponents == 3 { return CGColor(red: red, green: green, blue: blue, alpha: alpha) }
        return isGray ? self : nil
    }
}
