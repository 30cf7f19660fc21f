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
        CATransform3DGetAffineTransform(transform)
    }

    /// The base-class behaviour of ``setAffineTransform(_:)`` (the open method forwards here).
    func baseSetAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }
}
