import Foundation

extension CALayer {
    /// The base-class behaviour of ``contentsAreFlipped()`` (the open method forwards here).
    func baseContentsAreFlipped() -> Bool {
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
