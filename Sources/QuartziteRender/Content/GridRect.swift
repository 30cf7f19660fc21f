import Foundation
import QuartzGeometry

/// The pixels a generated image covers on a grid `x · scale + phase` (per axis): the content's
/// bounds grown to whole pixels plus one of margin for anti-aliased edges, with the scale
/// reduced (and the phase dropped) when the longest side would exceed
/// `ContentRecipes.maximumPixels`.
struct GridRect {
    /// The grid's scale and phase after any reduction.
    let scaleX: Double, scaleY: Double, phaseX: Double, phaseY: Double
    /// The image's first pixel on the grid and its size in pixels.
    let x0: Double, y0: Double
    let width: Int, height: Int

    /// nil when `bounds` gives no pixel.
    init?(bounds: CGRect, scaleX: Double, scaleY: Double, phase: SIMD2<Double>) {
        var (sx, sy, px, py) = (scaleX, scaleY, phase.x, phase.y)
        let longest = max(bounds.width * sx, bounds.height * sy) + 2
        if longest > Double(ContentRecipes.maximumPixels) {
            let f = Double(ContentRecipes.maximumPixels) / longest
            (sx, sy, px, py) = (sx * f, sy * f, 0, 0)
        }
        let x0 = (bounds.minX * sx + px).rounded(.down) - 1
        let y0 = (bounds.minY * sy + py).rounded(.down) - 1
        let width = (bounds.maxX * sx + px).rounded(.up) + 1 - x0
        let height = (bounds.maxY * sy + py).rounded(.up) + 1 - y0
        guard width >= 1, height >= 1, width.isFinite, height.isFinite, sx.isFinite, sy.isFinite, sx > 0, sy > 0 else {
            return nil
        }
        (self.scaleX, self.scaleY, phaseX, phaseY) = (sx, sy, px, py)
        (self.x0, self.y0, self.width, self.height) = (x0, y0, Int(width), Int(height))
    }

    /// Content space → the image's pixels.
    var toPixels: CGAffineTransform {
        CGAffineTransform(a: scaleX, b: 0, c: 0, d: scaleY, tx: phaseX - x0, ty: phaseY - y0)
    }

    /// The image's rectangle in content space.
    var rect: CGRect {
        CGRect(x: (x0 - phaseX) / scaleX, y: (y0 - phaseY) / scaleY, width: Double(width) / scaleX, height: Double(height) / scaleY)
    }
}
