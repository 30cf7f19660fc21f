import Foundation
import Quartzite
import QuartziteRender

extension LayerScene {
    static let geometry: [LayerScene] = [
        // Rotation about a corner anchor: the layer turns about its top-left corner, which
        // stays at `position` (a centre-anchor bug would move it).
        LayerScene(name: "anchor-corner-rotation") {
            let root = rootLayer()
            let card = CALayer()
            card.bounds = CGRect(x: 0, y: 0, width: 70, height: 30)
            card.anchorPoint = CGPoint(x: 0, y: 0)
            card.position = CGPoint(x: 60, y: 30)
            card.backgroundColor = color(0.2, 0.4, 0.9)
            card.transform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
            let marker = solidLayer(CGRect(x: 57, y: 27, width: 6, height: 6), color(1, 0, 0))
            let ghost = solidLayer(CGRect(x: 60, y: 30, width: 70, height: 30), color(0, 0, 0, 0.15))
            root.addSublayer(ghost)
            root.addSublayer(card)
            root.addSublayer(marker)
            return root
        },
        // anchorPointZ: rotating about y around a pivot 40 points behind the plane swings the
        // layer sideways under perspective.
        LayerScene(name: "anchor-point-z") {
            let root = rootLayer()
            root.sublayerTransform = perspectiveTransform(200)
            let card = solidLayer(CGRect(x: 55, y: 35, width: 50, height: 50), color(0.9, 0.5, 0.1))
            card.anchorPointZ = -40
            card.transform = CATransform3DMakeRotation(.pi / 5, 0, 1, 0)
            root.addSublayer(card)
            return root
        },
        // The classic card flip: perspective in the parent's sublayerTransform (about its
        // anchor), the card turned 60° about y — the near edge grows, the far edge shrinks.
        LayerScene(name: "sublayer-perspective-card") {
            let root = rootLayer()
            let stage = solidLayer(CGRect(x: 10, y: 10, width: 140, height: 100), color(0.8, 0.85, 0.9))
            stage.sublayerTransform = perspectiveTransform(150)
            let card = CALayer()
            card.frame = CGRect(x: 30, y: 20, width: 80, height: 60)
            card.contents = TestTextures.checker(size: 32, cell: 4)
            card.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
            stage.addSublayer(card)
            root.addSublayer(stage)
            return root
        },
        // bounds.origin scrolls the sublayers (by −origin); the layer's own background stays.
        LayerScene(name: "bounds-origin-scroll") {
            let root = rootLayer()
            let view = solidLayer(CGRect(x: 20, y: 20, width: 120, height: 80), color(1, 1, 1))
            view.bounds.origin = CGPoint(x: 30, y: 20)
            view.addSublayer(solidLayer(CGRect(x: 30, y: 20, width: 30, height: 30), color(0.9, 0.1, 0.1)))
            view.addSublayer(solidLayer(CGRect(x: 100, y: 60, width: 40, height: 30), color(0.1, 0.6, 0.2)))
            root.addSublayer(view)
            return root
        },
        // zPosition orders siblings (ascending, stable for ties): blue (z 2) on top of green
        // (z 1) on top of red (z 0, added last); the two z-0 greys keep their order.
        LayerScene(name: "zposition-order") {
            let root = rootLayer()
            let blue = solidLayer(CGRect(x: 20, y: 20, width: 60, height: 60), color(0.1, 0.3, 0.9))
            blue.zPosition = 2
            let green = solidLayer(CGRect(x: 50, y: 35, width: 60, height: 60), color(0.1, 0.7, 0.2))
            green.zPosition = 1
            let red = solidLayer(CGRect(x: 80, y: 50, width: 60, height: 60), color(0.9, 0.1, 0.1))
            let grey1 = solidLayer(CGRect(x: 100, y: 10, width: 40, height: 30), color(0.3, 0.3, 0.3))
            let grey2 = solidLayer(CGRect(x: 115, y: 20, width: 40, height: 30), color(0.6, 0.6, 0.6))
            for l in [blue, green, red, grey1, grey2] { root.addSublayer(l) }
            return root
        },
        // Hidden, fully transparent and off-screen layers draw nothing (and neither do their
        // sublayers); only the two teal squares remain.
        LayerScene(name: "hidden-and-culled") {
            let root = rootLayer()
            let hidden = solidLayer(CGRect(x: 10, y: 10, width: 60, height: 60), color(1, 0, 0))
            hidden.isHidden = true
            hidden.addSublayer(solidLayer(CGRect(x: 5, y: 5, width: 20, height: 20), color(0, 0, 1)))
            let clear = solidLayer(CGRect(x: 90, y: 10, width: 60, height: 60), color(1, 0, 0))
            clear.opacity = 0
            clear.addSublayer(solidLayer(CGRect(x: 5, y: 5, width: 20, height: 20), color(0, 0, 1)))
            let away = solidLayer(CGRect(x: 400, y: 10, width: 60, height: 60), color(1, 0, 0))
            for l in [hidden, clear, away] { root.addSublayer(l) }
            root.addSublayer(solidLayer(CGRect(x: 20, y: 80, width: 30, height: 30), color(0.1, 0.6, 0.6)))
            root.addSublayer(solidLayer(CGRect(x: 110, y: 80, width: 30, height: 30), color(0.1, 0.6, 0.6)))
            return root
        },
        // isGeometryFlipped: a sublayer at y = 10 lands near the bottom of the flipped parent;
        // its contents are drawn mirrored in its own space, so they read upright on screen.
        LayerScene(name: "geometry-flipped") {
            let root = rootLayer()
            let flipped = solidLayer(CGRect(x: 85, y: 10, width: 65, height: 100), color(1, 1, 1))
            flipped.isGeometryFlipped = true
            let plain = solidLayer(CGRect(x: 10, y: 10, width: 65, height: 100), color(1, 1, 1))
            for parent in [plain, flipped] {
                let child = CALayer()
                child.frame = CGRect(x: 8, y: 10, width: 48, height: 36)
                child.contents = orientationImage()
                child.magnificationFilter = .nearest
                parent.addSublayer(child)
                root.addSublayer(parent)
            }
            return root
        },
        // Render scale 2: 80×60 points become 160×120 pixels; corners and borders stay sharp.
        LayerScene(name: "render-scale-2", width: 80, height: 60, scale: 2) {
            let root = rootLayer(80, 60)
            let card = solidLayer(CGRect(x: 10, y: 10, width: 60, height: 40), color(0.2, 0.5, 0.9))
            card.cornerRadius = 10
            card.borderWidth = 2
            card.borderColor = color(0.1, 0.1, 0.3)
            root.addSublayer(card)
            return root
        },
    ]
}
