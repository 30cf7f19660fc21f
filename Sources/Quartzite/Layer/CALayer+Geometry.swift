import Foundation

extension CALayer {
    /// The base-class behaviour of ``contentsAreFlipped()`` (the open method forwards here):
    /// an odd number of geometry-flipped layers from this one up to the root, this one included
    /// (CALayer.h: "from the receiver up to and including the implicit container of the root
    /// layer"; GNUstep's tests, measured against Apple's QuartzCore, count the layer itself).
    func baseContentsAreFlipped() -> Bool {
        isGeometryFlipped != superlayersAreFlipped()
    }

    /// The mirror of a geometry-flipped layer's own space: y reflected about the middle of
    /// `bounds`. `isGeometryFlipped` flips "the geometry of the layer and its sublayers"
    /// (Apple's documentation): a shape layer's path and what ``draw(in:)`` draws are turned
    /// with it; a `contents` image is not.
    package static func geometryFlip(of bounds: CGRect) -> CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: bounds.minY + bounds.maxY)
    }

    /// Whether an odd number of this layer's superlayers, up to the root, are geometry-flipped:
    /// whether the space the layer's own content is shown in (its bounds, before its own
    /// `isGeometryFlipped`) is upside down against the root's. Not Apple API.
    func superlayersAreFlipped() -> Bool {
        var flipped = false
        var layer = superlayer
        while let current = layer {
            if current.isGeometryFlipped { flipped.toggle() }
            layer = current.superlayer
        }
        return flipped
    }

    /// The base-class behaviour of ``affineTransform()`` (the open method forwards here).
    func baseAffineTransform() -> CGAffineTransform {
        // The identity when the transform is not affine (a z scale, an x rotation,
        // perspective), as Apple's QuartzCore answers (GNUstep's tests, measured against it).
        CATransform3DIsAffine(transform) ? CATransform3DGetAffineTransform(transform) : .identity
    }

    /// The base-class behaviour of ``setAffineTransform(_:)`` (the open method forwards here).
    func baseSetAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }
}
