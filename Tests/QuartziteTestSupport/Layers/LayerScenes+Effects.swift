import Foundation
import Quartzite
import QuartziteRender

extension LayerScene {
    /// A half-opaque parent over two overlapping children, as a group or not.
    public static func nestedOpacity(group: Bool) -> CALayer {
        let root = rootLayer()
        let parent = solidLayer(CGRect(x: 20, y: 15, width: 120, height: 90), nil)
        parent.opacity = 0.5
        parent.allowsGroupOpacity = group
        parent.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 70, height: 60), color(0.9, 0.1, 0.1)))
        let inner = solidLayer(CGRect(x: 40, y: 25, width: 70, height: 60), color(0.1, 0.2, 0.9))
        inner.opacity = 0.8
        parent.addSublayer(inner)
        root.addSublayer(parent)
        return root
    }

    /// A parent clipping an overflowing child and contents with `masksToBounds`.
    static func clippingParent(_ frame: CGRect) -> CALayer {
        let parent = solidLayer(frame, color(1, 1, 1))
        parent.masksToBounds = true
        parent.contents = TestTextures.checker(size: 32, cell: 4)
        parent.contentsGravity = .center
        parent.addSublayer(
            solidLayer(CGRect(x: -20, y: frame.height - 30, width: frame.width + 40, height: 20), color(0.1, 0.5, 0.9)))
        return parent
    }

    static let effects: [LayerScene] = [
        // Without group opacity each child blends on its own (the overlap shows red through
        // blue); with it the children composite first, then fade together.
        LayerScene(name: "nested-opacity-separate") { nestedOpacity(group: false) },
        LayerScene(name: "nested-opacity-group") { nestedOpacity(group: true) },
        // Axis-aligned masksToBounds: a scissor rectangle, sublayer and centred contents cut at
        // the bounds.
        LayerScene(name: "masks-to-bounds-scissor") {
            let root = rootLayer()
            root.addSublayer(clippingParent(CGRect(x: 40, y: 20, width: 80, height: 80)))
            return root
        },
        // Rotated masksToBounds: the clip follows the rotated bounds (a clip pass), not the
        // screen-aligned box.
        LayerScene(name: "masks-to-bounds-rotated") {
            let root = rootLayer()
            let parent = clippingParent(CGRect(x: 40, y: 20, width: 80, height: 80))
            parent.transform = CATransform3DMakeRotation(.pi / 8, 0, 0, 1)
            root.addSublayer(parent)
            return root
        },
        // Rounded masksToBounds: sublayer and contents clipped to the rounded corners.
        LayerScene(name: "masks-to-bounds-rounded") {
            let root = rootLayer()
            let parent = clippingParent(CGRect(x: 30, y: 15, width: 100, height: 90))
            parent.cornerRadius = 24
            parent.contentsGravity = .resize
            root.addSublayer(parent)
            return root
        },
        // A mask layer: the image shows only where the mask (a circle and a half-transparent
        // bar, in the masked layer's space) has alpha.
        LayerScene(name: "mask-layer") {
            let root = rootLayer()
            let layer = CALayer()
            layer.frame = CGRect(x: 20, y: 10, width: 120, height: 100)
            layer.contents = TestTextures.checker(size: 32, cell: 4)
            let mask = CALayer()
            mask.frame = layer.bounds
            let circle = solidLayer(CGRect(x: 10, y: 5, width: 70, height: 70), color(0, 0, 0))
            circle.cornerRadius = 35
            let bar = solidLayer(CGRect(x: 0, y: 80, width: 120, height: 15), color(0, 0, 0, 0.5))
            mask.addSublayer(circle)
            mask.addSublayer(bar)
            layer.mask = mask
            root.addSublayer(layer)
            return root
        },
        // Shadow of the layer's composited alpha (rounded background and a sublayer sticking
        // out), offset (6, 8), radius 4, opacity 0.7.
        LayerScene(name: "shadow-composited-alpha") {
            let root = rootLayer()
            let card = solidLayer(CGRect(x: 30, y: 25, width: 80, height: 60), color(1, 0.6, 0.2))
            card.cornerRadius = 12
            card.shadowOpacity = 0.7
            card.shadowRadius = 4
            card.shadowOffset = CGSize(width: 6, height: 8)
            card.addSublayer(solidLayer(CGRect(x: 60, y: 40, width: 40, height: 30), color(0.2, 0.5, 1)))
            root.addSublayer(card)
            return root
        },
        // Shadow from an elliptical shadowPath with Apple's default offset (0, −3): the shadow
        // is an ellipse even though the layer is a square; coloured blue.
        LayerScene(name: "shadow-path") {
            let root = rootLayer()
            let card = solidLayer(CGRect(x: 50, y: 30, width: 60, height: 60), color(0.95, 0.95, 0.3))
            card.shadowOpacity = 1
            card.shadowRadius = 3
            card.shadowColor = color(0, 0.2, 0.9)
            card.shadowPath = CGPath(ellipseIn: CGRect(x: -10, y: 20, width: 80, height: 50), transform: nil)
            root.addSublayer(card)
            return root
        },
        // Shadow of a translucent, rotated layer: the silhouette keeps the alpha and the offset
        // stays in the superlayer's axes (straight down) while the layer turns.
        LayerScene(name: "shadow-rotated-offset") {
            let root = rootLayer()
            let card = solidLayer(CGRect(x: 45, y: 25, width: 70, height: 50), color(0.2, 0.7, 0.3, 0.6))
            card.transform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
            card.shadowOpacity = 0.9
            card.shadowRadius = 2
            card.shadowOffset = CGSize(width: 0, height: 12)
            root.addSublayer(card)
            return root
        },
        // Shadow of a layer without a background whose contents are a ring with transparent
        // corners and a transparent hole: the shadow follows the image's alpha (a ring, the
        // hole's shadow visible through the hole), not the layer's bounds.
        LayerScene(name: "shadow-contents-alpha") {
            let root = rootLayer()
            let ring = CALayer()
            ring.frame = CGRect(x: 40, y: 20, width: 64, height: 64)
            ring.contents = TestTextures.make(64, 64) { x, y in
                let dx = Double(x) + 0.5 - 32, dy = Double(y) + 0.5 - 32
                let r = (dx * dx + dy * dy).squareRoot()
                return r < 30 && r > 14 ? SIMD4(230, 60, 40, 255) : SIMD4(0, 0, 0, 0)
            }
            ring.shadowOpacity = 1
            ring.shadowRadius = 2
            ring.shadowOffset = CGSize(width: 10, height: 10)
            root.addSublayer(ring)
            return root
        },
        // The border is drawn over the sublayers (and the contents), inset inside the bounds.
        LayerScene(name: "border-over-sublayers") {
            let root = rootLayer()
            let box = solidLayer(CGRect(x: 30, y: 20, width: 100, height: 80), color(1, 1, 1))
            box.borderWidth = 8
            box.borderColor = color(0.1, 0.1, 0.1, 0.8)
            box.cornerRadius = 16
            box.addSublayer(solidLayer(CGRect(x: -10, y: 30, width: 120, height: 20), color(0.9, 0.2, 0.2)))
            root.addSublayer(box)
            return root
        },
        // maskedCorners: only the top-left and bottom-right corners are rounded.
        LayerScene(name: "masked-corners") {
            let root = rootLayer()
            let box = solidLayer(CGRect(x: 30, y: 20, width: 100, height: 80), color(0.3, 0.3, 0.8))
            box.cornerRadius = 30
            box.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
            box.borderWidth = 4
            box.borderColor = color(1, 0.8, 0)
            root.addSublayer(box)
            return root
        },
        // cornerCurve = .continuous: Core Animation's continuous corners (bending 1.528665 × the
        // radius along each edge) on a background with a border, on two corners only casting a
        // shadow, clipping a sublayer with masksToBounds, turned in perspective, and on a
        // square too small for its radius (limited to a third of the side).
        LayerScene(name: "continuous-corners", width: 200, height: 140) {
            let root = rootLayer(200, 140)
            let card = solidLayer(CGRect(x: 10, y: 10, width: 80, height: 60), color(0.2, 0.4, 0.8))
            card.cornerRadius = 18
            card.cornerCurve = .continuous
            card.borderWidth = 5
            card.borderColor = color(0.95, 0.6, 0.1)
            root.addSublayer(card)
            let two = solidLayer(CGRect(x: 105, y: 10, width: 85, height: 60), color(0.7, 0.2, 0.4))
            two.cornerRadius = 20
            two.cornerCurve = .continuous
            two.maskedCorners = [.layerMaxXMinYCorner, .layerMinXMaxYCorner]
            two.shadowOpacity = 0.7
            two.shadowRadius = 2
            two.shadowOffset = CGSize(width: 4, height: 4)
            root.addSublayer(two)
            let clip = solidLayer(CGRect(x: 12, y: 80, width: 70, height: 50), color(0.9, 0.9, 0.3))
            clip.cornerRadius = 16
            clip.cornerCurve = .continuous
            clip.masksToBounds = true
            clip.addSublayer(solidLayer(CGRect(x: 35, y: -10, width: 50, height: 70), color(0.1, 0.6, 0.3)))
            root.addSublayer(clip)
            let turned = solidLayer(CGRect(x: 95, y: 80, width: 60, height: 50), color(0.3, 0.3, 0.35))
            turned.cornerRadius = 14
            turned.cornerCurve = .continuous
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 200
            turned.transform = CATransform3DRotate(perspective, 0.6, 0, 1, 0)
            root.addSublayer(turned)
            let small = solidLayer(CGRect(x: 165, y: 90, width: 30, height: 30), color(0.1, 0.1, 0.1))
            small.cornerRadius = 15
            small.cornerCurve = .continuous
            root.addSublayer(small)
            return root
        },
        // masksToBounds clips the layer's own shadow to its bounds: what is left shows only
        // through the layer's transparent parts — square and axis-aligned (a scissor), rounded
        // (a mask pass), and hidden under an opaque background.
        LayerScene(name: "shadow-clipped-to-bounds") {
            let root = rootLayer()
            for (index, radius) in [0.0, 14].enumerated() {
                let clip = solidLayer(CGRect(x: 10 + Double(index) * 75, y: 10, width: 60, height: 60), nil)
                clip.masksToBounds = true
                clip.cornerRadius = radius
                clip.borderWidth = 1
                clip.borderColor = color(0.2, 0.2, 0.2)
                clip.shadowOpacity = 0.8
                clip.shadowRadius = 1
                clip.shadowOffset = CGSize(width: 10, height: 10)
                clip.addSublayer(solidLayer(CGRect(x: 20, y: 20, width: 30, height: 30), color(0.9, 0.2, 0.2)))
                root.addSublayer(clip)
            }
            let covered = solidLayer(CGRect(x: 60, y: 80, width: 40, height: 30), color(0.2, 0.5, 0.9))
            covered.masksToBounds = true
            covered.shadowOpacity = 1
            covered.shadowOffset = CGSize(width: 5, height: 5)
            root.addSublayer(covered)
            return root
        },
        // shouldRasterize renders the subtree offscreen and composites it as one image with
        // the layer's opacity (the overlap does not show through).
        LayerScene(name: "should-rasterize") {
            let root = rootLayer()
            let parent = solidLayer(CGRect(x: 20, y: 15, width: 120, height: 90), nil)
            parent.shouldRasterize = true
            parent.opacity = 0.6
            parent.allowsGroupOpacity = false
            parent.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 70, height: 60), color(0.9, 0.1, 0.1)))
            parent.addSublayer(solidLayer(CGRect(x: 40, y: 25, width: 70, height: 60), color(0.1, 0.2, 0.9)))
            root.addSublayer(parent)
            return root
        },
    ]
}
