import Foundation
import Quartzite
import QuartziteRender

extension LayerScene {
    /// Every `compositingFilter` blend mode Quartzite draws, after `nil` (normal), in
    /// ``LayerBlendMode`` order.
    static let blendModeNames: [String?] = [nil] + LayerBlendMode.allCases.map(\.rawValue)

    /// A colour wheel of channels 0.25 and 0.85 (the modes that keep 0 and 1 as they are —
    /// overlay, dodge, burn, soft light — show on it).
    static let mutedWheel = [
        color(0.85, 0.25, 0.25), color(0.85, 0.85, 0.25), color(0.25, 0.85, 0.25), color(0.25, 0.85, 0.85),
        color(0.25, 0.25, 0.85), color(0.85, 0.25, 0.85),
    ]

    /// One cell of the blend-mode grid at (`x`, `y`), 40 × 30 points: a muted colour-wheel
    /// backdrop over the top 20 points (transparent below), and over it a 28 × 24 source — a
    /// vertical gradient white → orange → half-transparent blue → black — with `filter`.
    static func blendCell(x: Double, y: Double, filter: String?) -> [CALayer] {
        let backdrop = gradientLayer(CGRect(x: x, y: y, width: 40, height: 20), mutedWheel)
        backdrop.startPoint = CGPoint(x: 0, y: 0.5)
        backdrop.endPoint = CGPoint(x: 1, y: 0.5)
        let source = gradientLayer(
            CGRect(x: x + 6, y: y + 4, width: 28, height: 24),
            [color(1, 1, 1), color(1, 0.5, 0), color(0.1, 0.3, 0.9, 0.5), color(0, 0, 0)])
        source.compositingFilter = filter
        return [backdrop, source]
    }

    /// A mask-mode panel at `origin` (80 × 60 points): a 70 × 50 layer of checker contents
    /// over a teal background with a sublayer reaching out of its bounds, masked by a 40 × 30
    /// layer at (10, 8) in it — a white circle, an opaque red square (luminance 0.299) and a
    /// half-transparent grey bar — read through `mode`.
    static func maskPanel(_ origin: CGPoint, _ mode: LayerMaskMode) -> CALayer {
        let layer = solidLayer(CGRect(x: origin.x + 5, y: origin.y + 5, width: 70, height: 50), color(0.1, 0.6, 0.6))
        layer.contents = TestTextures.checker(size: 32, cell: 4)
        layer.contentsGravity = .resizeAspect
        layer.addSublayer(solidLayer(CGRect(x: 50, y: 30, width: 25, height: 25), color(0.9, 0.3, 0.1)))
        let mask = CALayer()
        mask.frame = CGRect(x: 10, y: 8, width: 40, height: 30)
        let circle = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), color(1, 1, 1))
        circle.cornerRadius = 10
        mask.addSublayer(circle)
        mask.addSublayer(solidLayer(CGRect(x: 22, y: 0, width: 18, height: 16), color(1, 0, 0)))
        mask.addSublayer(solidLayer(CGRect(x: 0, y: 22, width: 40, height: 8), color(0.5, 0.5, 0.5, 0.5)))
        mask.maskMode = mode
        layer.mask = mask
        return layer
    }

    static let blends: [LayerScene] = [
        // A 4 × 4 grid, row by row: normal, then multiply, screen, overlay, darken, lighten,
        // colorDodge, colorBurn, softLight, hardLight, difference, exclusion, hue, saturation,
        // color, luminosity. Each source blends with the wheel above and composites normally
        // over the transparent strip below it (no backdrop: the blend is the source).
        LayerScene(name: "blend-modes") {
            let root = rootLayer(160, 120, nil)
            for (k, filter) in blendModeNames.enumerated() {
                for layer in blendCell(x: Double(k % 4) * 40, y: Double(k / 4) * 30, filter: filter) {
                    root.addSublayer(layer)
                }
            }
            return root
        },
        // Blended groups over a checker and colour bars: a difference group at opacity 0.85
        // (a white rounded square and a yellow circle overlapping, composited together first,
        // then blended: no yellow-over-white difference inside), a rotated screen layer (the
        // backdrop follows its turned bounds), a multiply layer clipped by an axis-aligned
        // masksToBounds parent (a scissor), and an unknown filter name drawn normally.
        LayerScene(name: "blend-group") {
            let root = rootLayer()
            let checker = solidLayer(CGRect(x: 0, y: 0, width: 80, height: 120), nil)
            checker.contents = TestTextures.checker(size: 32, cell: 4)
            root.addSublayer(checker)
            for (k, c) in [color(0.9, 0.2, 0.2), color(0.2, 0.7, 0.3), color(0.2, 0.3, 0.9)].enumerated() {
                root.addSublayer(solidLayer(CGRect(x: 80, y: Double(k) * 40, width: 80, height: 40), c))
            }
            let group = solidLayer(CGRect(x: 30, y: 10, width: 70, height: 60), nil)
            group.compositingFilter = "differenceBlendMode"
            group.opacity = 0.85
            let square = solidLayer(CGRect(x: 0, y: 0, width: 45, height: 45), color(1, 1, 1))
            square.cornerRadius = 8
            group.addSublayer(square)
            let circle = solidLayer(CGRect(x: 25, y: 15, width: 45, height: 45), color(1, 0.9, 0))
            circle.cornerRadius = 22.5
            group.addSublayer(circle)
            root.addSublayer(group)
            let turned = solidLayer(CGRect(x: 100, y: 20, width: 40, height: 30), color(0.3, 0.5, 1))
            turned.compositingFilter = "screenBlendMode"
            turned.transform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
            turned.allowsEdgeAntialiasing = true
            root.addSublayer(turned)
            let clip = solidLayer(CGRect(x: 10, y: 80, width: 100, height: 30), nil)
            clip.masksToBounds = true
            let multiplied = solidLayer(CGRect(x: 60, y: -10, width: 70, height: 30), color(1, 0.8, 0.2))
            multiplied.compositingFilter = "multiplyBlendMode"
            clip.addSublayer(multiplied)
            root.addSublayer(clip)
            let unknown = solidLayer(CGRect(x: 120, y: 85, width: 30, height: 25), color(0.5, 0, 0.5, 0.7))
            unknown.compositingFilter = "sourceInCompositing"
            root.addSublayer(unknown)
            return root
        },
        // Mask modes, one panel each: alpha (top left: the mask's shapes show the layer, the
        // bar at half strength), alphaInverted (top right: everything but the shapes, also
        // outside the mask's bounds and the layer's sublayer beyond its own bounds),
        // luminance (bottom left: the white circle in full, the red square at 0.299, the
        // grey bar at 0.25), luminanceInverted (bottom right: the complement).
        LayerScene(name: "mask-modes") {
            let root = rootLayer()
            let modes: [LayerMaskMode] = [.alpha, .alphaInverted, .luminance, .luminanceInverted]
            for (k, mode) in modes.enumerated() {
                root.addSublayer(maskPanel(CGPoint(x: Double(k % 2) * 80, y: Double(k / 2) * 60), mode))
            }
            return root
        },
    ]
}
