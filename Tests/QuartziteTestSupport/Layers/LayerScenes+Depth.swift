import Foundation
import Quartzite
import QuartziteRender

extension LayerScene {
    /// Seed 002's logo: a 60×60 image turning about y while moving 60 points back, with
    /// m34 = −1/100 inside its own transform, animated from identity over 0.5 s from t = 10.
    static func logoFlip(at t: CFTimeInterval) -> LayerScene {
        LayerScene(name: "seed002-logo-flip-\(Int(t * 1000))ms", time: 10 + t) {
            let root = rootLayer()
            let logo = CALayer()
            logo.frame = CGRect(x: 50, y: 30, width: 60, height: 60)
            logo.contents = TestTextures.checker(size: 32, cell: 4)
            let start = CATransform3DTranslate(perspectiveTransform(100), 0, 0, -60)
            let first = CATransform3DRotate(start, .pi / 2, 0, 1, 0)
            let animation = CABasicAnimation(keyPath: "transform")
            animation.fromValue = CATransform3DIdentity
            animation.toValue = first
            animation.duration = 0.5
            animation.beginTime = 10
            // Kept after it ends (as in the seed): the real clock is far past t = 10.5.
            animation.isRemovedOnCompletion = false
            logo.add(animation, forKey: "FristAnimation")
            root.addSublayer(logo)
            return root
        }
    }

    /// Seed 002's second half through the key path `transform.rotation.y`: the model transform
    /// holds the perspective and the −60 z offset; the rotation goes from −90° to 0.
    static func logoFlipRotationY(at t: CFTimeInterval) -> LayerScene {
        LayerScene(name: "seed002-rotation-y-\(Int(t * 1000))ms", time: 10 + t) {
            let root = rootLayer()
            let logo = CALayer()
            logo.frame = CGRect(x: 50, y: 30, width: 60, height: 60)
            logo.contents = TestTextures.checker(size: 32, cell: 4)
            logo.transform = CATransform3DTranslate(perspectiveTransform(100), 0, 0, -60)
            let animation = CABasicAnimation(keyPath: "transform.rotation.y")
            animation.fromValue = -Double.pi / 2
            animation.toValue = 0.0
            animation.duration = 0.5
            animation.beginTime = 10
            // Kept after it ends (as in the seed): the real clock is far past t = 10.5.
            animation.isRemovedOnCompletion = false
            logo.add(animation, forKey: "SecondAnimation")
            root.addSublayer(logo)
            return root
        }
    }

    static let depth: [LayerScene] = [
        logoFlip(at: 0.1), logoFlip(at: 0.25), logoFlip(at: 0.4),
        logoFlipRotationY(at: 0.15), logoFlipRotationY(at: 0.35),
        // Turned 120° about y: the double-sided card (left) shows its mirrored back; the
        // single-sided one (right) and its sublayer vanish.
        LayerScene(name: "double-sided-past-90") {
            let root = rootLayer()
            root.sublayerTransform = perspectiveTransform(300)
            for (i, doubleSided) in [true, false].enumerated() {
                let card = CALayer()
                card.frame = CGRect(x: 15 + Double(i) * 75, y: 30, width: 60, height: 60)
                card.contents = orientationImage()
                card.isDoubleSided = doubleSided
                card.transform = CATransform3DMakeRotation(2 * .pi / 3, 0, 1, 0)
                card.addSublayer(solidLayer(CGRect(x: 5, y: 40, width: 20, height: 15), color(0.9, 0.1, 0.6)))
                root.addSublayer(card)
            }
            return root
        },
        // A floor tilted toward the viewer past the eye plane (its top edge reaches z ≈ 107 with
        // the eye at 100):
        // the part behind the eye is clipped, never drawn inverted.
        LayerScene(name: "crossing-eye-plane") {
            let root = rootLayer()
            root.sublayerTransform = perspectiveTransform(100)
            let floor = CALayer()
            floor.frame = CGRect(x: 30, y: 20, width: 100, height: 100)
            floor.contents = TestTextures.checker(size: 32, cell: 4)
            floor.zPosition = 60
            floor.transform = CATransform3DMakeRotation(-1.2, 1, 0, 0)
            root.addSublayer(floor)
            return root
        },
        // Six faces of a cube in a CATransformLayer, turned 30° about x and 40° about y under
        // perspective: the three far faces are hidden by the near ones (depth order).
        LayerScene(name: "transform-layer-cube") {
            let root = rootLayer()
            root.sublayerTransform = perspectiveTransform(400)
            let cube = CATransformLayer()
            cube.frame = CGRect(x: 55, y: 35, width: 50, height: 50)
            let faces: [(CGColor, CATransform3D)] = [
                (color(0.9, 0.2, 0.2), CATransform3DMakeTranslation(0, 0, 25)),
                (color(0.2, 0.7, 0.2), CATransform3DRotate(CATransform3DMakeTranslation(0, 0, -25), .pi, 0, 1, 0)),
                (color(0.2, 0.3, 0.9), CATransform3DRotate(CATransform3DMakeTranslation(25, 0, 0), .pi / 2, 0, 1, 0)),
                (color(0.9, 0.8, 0.1), CATransform3DRotate(CATransform3DMakeTranslation(-25, 0, 0), -.pi / 2, 0, 1, 0)),
                (color(0.8, 0.3, 0.8), CATransform3DRotate(CATransform3DMakeTranslation(0, -25, 0), .pi / 2, 1, 0, 0)),
                (color(0.2, 0.8, 0.8), CATransform3DRotate(CATransform3DMakeTranslation(0, 25, 0), -.pi / 2, 1, 0, 0)),
            ]
            for (c, t) in faces {
                let face = solidLayer(CGRect(x: 0, y: 0, width: 50, height: 50), c)
                face.borderWidth = 2
                face.borderColor = color(0, 0, 0, 0.6)
                face.transform = t
                cube.addSublayer(face)
            }
            cube.transform = CATransform3DRotate(CATransform3DMakeRotation(.pi / 6, 1, 0, 0), .pi * 2 / 9, 0, 1, 0)
            root.addSublayer(cube)
            return root
        },
        // Two planes crossing in a CATransformLayer (±40° about y through the same centre):
        // each is split along the intersection and its halves drawn in depth order, an X seen
        // from above.
        LayerScene(name: "intersecting-planes") {
            let root = rootLayer()
            root.sublayerTransform = perspectiveTransform(300)
            let context = CATransformLayer()
            context.frame = CGRect(x: 30, y: 20, width: 100, height: 80)
            for (c, angle) in [(color(0.9, 0.3, 0.1, 0.9), 0.7), (color(0.1, 0.4, 0.9, 0.9), -0.7)] {
                let plane = solidLayer(CGRect(x: 10, y: 10, width: 80, height: 60), c)
                plane.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
                context.addSublayer(plane)
            }
            context.transform = CATransform3DMakeRotation(0.5, 1, 0, 0)
            root.addSublayer(context)
            return root
        },
        // The same two intersecting planes, each drawn by a child of a container layer with
        // empty bounds: the context sorts and splits each container by what it draws (its
        // child), so the frame equals "intersecting-planes".
        LayerScene(name: "intersecting-planes-in-containers") {
            let root = rootLayer()
            root.sublayerTransform = perspectiveTransform(300)
            let context = CATransformLayer()
            context.frame = CGRect(x: 30, y: 20, width: 100, height: 80)
            for (c, angle) in [(color(0.9, 0.3, 0.1, 0.9), 0.7), (color(0.1, 0.4, 0.9, 0.9), -0.7)] {
                let container = CALayer()
                container.position = CGPoint(x: 50, y: 40)
                container.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
                container.addSublayer(solidLayer(CGRect(x: -40, y: -30, width: 80, height: 60), c))
                context.addSublayer(container)
            }
            context.transform = CATransform3DMakeRotation(0.5, 1, 0, 0)
            root.addSublayer(context)
            return root
        },
        // Without a transform layer the same planes are flattened: the second simply covers
        // the first (sublayer order), no split.
        LayerScene(name: "flat-planes-no-split") {
            let root = rootLayer()
            root.sublayerTransform = perspectiveTransform(300)
            let flat = CALayer()
            flat.frame = CGRect(x: 30, y: 20, width: 100, height: 80)
            for (c, angle) in [(color(0.9, 0.3, 0.1, 0.9), 0.7), (color(0.1, 0.4, 0.9, 0.9), -0.7)] {
                let plane = solidLayer(CGRect(x: 10, y: 10, width: 80, height: 60), c)
                plane.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
                flat.addSublayer(plane)
            }
            flat.transform = CATransform3DMakeRotation(0.5, 1, 0, 0)
            root.addSublayer(flat)
            return root
        },
    ]
}
