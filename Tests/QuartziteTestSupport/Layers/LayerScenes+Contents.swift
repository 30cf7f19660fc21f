import Foundation
import Quartzite
import QuartziteRender

extension LayerScene {
    static let gravities: [CALayerContentsGravity] = [
        .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight,
        .resize, .resizeAspect, .resizeAspectFill,
    ]

    /// All twelve gravities in a 4×3 grid of 36×34-point cells (16×12 image in each); with
    /// `flipped` the grid's parent is geometry-flipped, which swaps top and bottom.
    static func gravityGrid(flipped: Bool) -> CALayer {
        let root = rootLayer()
        let grid = solidLayer(CGRect(x: 0, y: 0, width: 160, height: 120), nil)
        grid.isGeometryFlipped = flipped
        for (i, gravity) in gravities.enumerated() {
            let cell = CALayer()
            cell.frame = CGRect(x: 4 + Double(i % 4) * 39, y: 4 + Double(i / 4) * 39, width: 36, height: 34)
            cell.backgroundColor = color(1, 1, 1)
            cell.contents = orientationImage()
            cell.contentsGravity = gravity
            cell.magnificationFilter = .nearest
            cell.minificationFilter = .nearest
            grid.addSublayer(cell)
        }
        root.addSublayer(grid)
        return root
    }

    static let contents: [LayerScene] = [
        // Apple's y-up naming: on an unflipped iOS layer "top" sits at the bottom (maxY).
        LayerScene(name: "gravity-grid") { gravityGrid(flipped: false) },
        LayerScene(name: "gravity-grid-flipped") { gravityGrid(flipped: true) },
        // contentsCenter: a 24×24 frame image stretched to 120×90 with fixed 8-pixel corners,
        // and squeezed to 20 wide (the corners shrink to fit).
        LayerScene(name: "nine-part-contents") {
            let root = rootLayer()
            for frame in [CGRect(x: 10, y: 15, width: 120, height: 90), CGRect(x: 136, y: 15, width: 14, height: 90)] {
                let layer = CALayer()
                layer.frame = frame
                layer.contents = TestTextures.ninePart()
                layer.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
                layer.magnificationFilter = .nearest
                root.addSublayer(layer)
            }
            return root
        },
        // contentsRect: the middle quarter of the image fills the left layer; the right layer's
        // rect reaches past the image, whose edge texels extend.
        LayerScene(name: "contents-rect") {
            let root = rootLayer()
            for (i, rect) in [
                CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5), CGRect(x: 0.5, y: -0.25, width: 1, height: 1),
            ]
            .enumerated() {
                let layer = CALayer()
                layer.frame = CGRect(x: 10 + Double(i) * 75, y: 25, width: 65, height: 65)
                layer.contents = TestTextures.checker(size: 32, cell: 4)
                layer.contentsRect = rect
                layer.magnificationFilter = .nearest
                root.addSublayer(layer)
            }
            return root
        },
        // contentsScale: a 32-pixel image at scale 2 is 16 points wide under `center` gravity;
        // at scale 1 it is 32.
        LayerScene(name: "contents-scale") {
            let root = rootLayer()
            for (i, scale) in [1.0, 2.0].enumerated() {
                let layer = solidLayer(CGRect(x: 15 + Double(i) * 70, y: 25, width: 60, height: 60), color(1, 1, 1))
                layer.contents = TestTextures.checker(size: 32, cell: 4)
                layer.contentsGravity = .center
                layer.contentsScale = scale
                layer.magnificationFilter = .nearest
                root.addSublayer(layer)
            }
            return root
        },
        // minificationFilterBias: a 128×128 checker of 4-texel cells minified trilinearly to 48
        // points (λ ≈ 1.4) with biases −1.4 (level 0: sharp, aliased), 0 and +2 (level 3.4: the
        // cells averaged to grey).
        LayerScene(name: "contents-minification-bias") {
            let root = rootLayer()
            for (i, bias) in [Float(-1.4), 0, 2].enumerated() {
                let layer = CALayer()
                layer.frame = CGRect(x: 4 + Double(i) * 52, y: 36, width: 48, height: 48)
                layer.contents = TestTextures.checker(size: 128, cell: 4)
                layer.minificationFilter = .trilinear
                layer.minificationFilterBias = bias
                root.addSublayer(layer)
            }
            return root
        },
        // Filters: nearest vs linear magnification of an 8×8 image, and trilinear minification
        // of fine stripes (no aliasing) vs nearest (aliasing).
        LayerScene(name: "contents-filters") {
            let root = rootLayer()
            let small = TestTextures.checker(size: 8, cell: 2)
            let filters: [(CGImage, CALayerContentsFilter, CALayerContentsFilter)] = [
                (small, .nearest, .nearest), (small, .linear, .linear),
                (TestTextures.stripes(), .trilinear, .linear), (TestTextures.stripes(), .nearest, .nearest),
            ]
            for (i, (image, minification, magnification)) in filters.enumerated() {
                let layer = CALayer()
                layer.frame = CGRect(x: 4 + Double(i) * 39, y: 40, width: 36, height: 36)
                layer.contents = image
                layer.minificationFilter = minification
                layer.magnificationFilter = magnification
                root.addSublayer(layer)
            }
            return root
        },
    ]
}
