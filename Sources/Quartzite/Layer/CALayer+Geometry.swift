import Foundation

extension CALayer {
    /// Whether the contents are drawn flipped: true when an odd number of layers from this
    /// one up to the root are geometry-flipped.
    public func contentsAreFlipped() -> Bool {
        var flipped = false
        var layer = superlayer
        while let current = layer {
            if current.isGeometryFlipped { flipped.toggle() }
            layer = current.superlayer
        }
        return flipped
    }

    /// The transform as an affine transform (its 2D part; undefined if it is not affine).
    public func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets the transform from an affine transform.
    public func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }
}
