import QuartzGeometry
import QuartziteCompositor

extension QuadInstance {
    /// What the `color` attribute holds, which depends on the quad's content.
    enum ColorField {
        /// A solid quad's premultiplied colour.
        case solid(PremultipliedColor)
        /// A pass-alpha quad's tint (a shadow's colour).
        case tint(PremultipliedColor)
        /// A pass mix's weight of the second pass, 0…1, in `x`.
        case mixProgress(Float)
    }

    /// What the `extra0` and `extra1` attributes hold.
    enum ExtraFields {
        /// A nine-part grid: `extra0` the fixed insets (left, top, right, bottom, texels),
        /// `extra1` the centre rectangle (minX, minY, maxX, maxY, unit coordinates).
        case ninePart(insets: LayerInsets, center: CGRect)
        /// A tile of a tiled image: `extra0` the texel window this tile draws (minX, minY,
        /// maxX, maxY, relative to the tile's origin).
        case tileWindow(SIMD4<Float>)
    }

    /// Bits of `flags.x`: the anti-aliased edges in bits 0…3, the rounded corners in bits 4…7,
    /// and whether `extra0`/`extra1` hold a nine-part grid in bit 8 (see `Shaders/quad.vert`).
    enum ShapeBit {
        static let edgesShift = 0
        static let cornersShift = 4
        static let ninePart = 1 << 8
        static let continuousCorners = 1 << 9
    }

    /// Sets `color` to `field`.
    mutating func setColor(_ field: ColorField) {
        switch field {
        case .solid(let c), .tint(let c): color = SIMD4(c.red, c.green, c.blue, c.alpha)
        case .mixProgress(let progress): color = SIMD4(progress, 0, 0, 0)
        }
    }

    /// Sets `extra0` and `extra1` to `fields`.
    mutating func setExtra(_ fields: ExtraFields) {
        switch fields {
        case .ninePart(let i, let c):
            extra0 = SIMD4(Float(i.left), Float(i.top), Float(i.right), Float(i.bottom))
            extra1 = SIMD4(Float(c.minX), Float(c.minY), Float(c.maxX), Float(c.maxY))
        case .tileWindow(let window):
            extra0 = window
        }
    }

    /// Packs the edge, corner (which and their curve) and nine-part bits into `flags.x`.
    mutating func setShapeBits(edges: EdgeAntialiasing, corners: CornerMask, curve: CornerCurve, ninePart: Bool) {
        let bits =
            Int(edges.rawValue & 15) << ShapeBit.edgesShift | Int(corners.rawValue & 15) << ShapeBit.cornersShift
            | (ninePart ? ShapeBit.ninePart : 0) | (curve == .continuous ? ShapeBit.continuousCorners : 0)
        flags.x = Float(bits)
    }
}
