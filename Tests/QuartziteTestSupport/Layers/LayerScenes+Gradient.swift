import Foundation
import Quartzite
import QuartziteRender

extension LayerScene {
    /// A gradient layer with `frame` (superlayer points) and `colors`.
    static func gradientLayer(_ frame: CGRect, _ colors: [CGColor]) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.frame = frame
        layer.colors = colors
        return layer
    }

    /// Red, yellow, green, cyan, blue, magenta and red again: a colour wheel.
    static let wheel = [
        color(1, 0, 0), color(1, 1, 0), color(0, 1, 0), color(0, 1, 1), color(0, 0, 1), color(1, 0, 1), color(1, 0, 0),
    ]

    static let gradients: [LayerScene] = [
        // Axial, left to right, over a dark background: orange up to 0.2, half-transparent
        // white at 0.35 (the background shows through: the gradient is drawn over it), blue
        // from 0.8 on; a small grey sublayer is drawn over the gradient.
        LayerScene(name: "gradient-axial-locations") {
            let root = rootLayer()
            let layer = gradientLayer(
                CGRect(x: 20, y: 20, width: 120, height: 80), [color(1, 0.5, 0), color(1, 1, 1, 0.5), color(0, 0.3, 1)])
            layer.locations = [0.2, 0.35, 0.8]
            layer.startPoint = CGPoint(x: 0, y: 0.5)
            layer.endPoint = CGPoint(x: 1, y: 0.5)
            layer.backgroundColor = color(0.1, 0.1, 0.2)
            layer.addSublayer(solidLayer(CGRect(x: 50, y: 55, width: 20, height: 15), color(0.5, 0.5, 0.5)))
            root.addSublayer(layer)
            return root
        },
        // Radial at 2 pixels per point: centre (0.5, 0.5), end (1, 1) on 120 × 70 points: an
        // ellipse inscribed in the bounds, white → orange → dark blue at its edge and beyond
        // (the corners).
        LayerScene(name: "gradient-radial", scale: 2) {
            let root = rootLayer()
            let layer = gradientLayer(
                CGRect(x: 20, y: 25, width: 120, height: 70),
                [color(1, 1, 1), color(1, 0.6, 0.1), color(0.1, 0.1, 0.4)])
            layer.type = .radial
            layer.startPoint = CGPoint(x: 0.5, y: 0.5)
            layer.endPoint = CGPoint(x: 1, y: 1)
            root.addSublayer(layer)
            return root
        },
        // Conic around the centre of a 100-point square, starting straight up (endPoint (0.5,
        // 0)) and turning clockwise on screen: red at the top, yellow to its right, green at
        // the lower right, cyan at the bottom, blue at the lower left, magenta at the upper
        // left, back to red (a seam at the top).
        LayerScene(name: "gradient-conic") {
            let root = rootLayer()
            let layer = gradientLayer(CGRect(x: 30, y: 10, width: 100, height: 100), wheel)
            layer.type = .conic
            layer.startPoint = CGPoint(x: 0.5, y: 0.5)
            layer.endPoint = CGPoint(x: 0.5, y: 0)
            root.addSublayer(layer)
            return root
        },
        // A diagonal gradient (top-left dark blue → bottom-right yellow) on a layer turned π/8
        // with rounded corners (radius 18) and masksToBounds: a green sublayer reaching out of
        // the bounds is clipped to the rotated rounded rectangle, as is the gradient.
        LayerScene(name: "gradient-rotated-rounded-masked") {
            let root = rootLayer()
            let layer = gradientLayer(
                CGRect(x: 30, y: 20, width: 100, height: 80), [color(0.1, 0.1, 0.5), color(1, 0.9, 0.2)])
            layer.startPoint = CGPoint(x: 0, y: 0)
            layer.endPoint = CGPoint(x: 1, y: 1)
            layer.cornerRadius = 18
            layer.masksToBounds = true
            layer.transform = CATransform3DMakeRotation(.pi / 8, 0, 0, 1)
            layer.addSublayer(solidLayer(CGRect(x: 60, y: -10, width: 60, height: 30), color(0.2, 0.7, 0.3)))
            root.addSublayer(layer)
            return root
        },
        // Rounded corners without masksToBounds (CAGradientLayer.h: the gradient fills "the
        // shape of the layer (i.e. including rounded corners)"): left, all four corners
        // rounded (radius 20); right, only the top-left and bottom-right (maskedCorners),
        // with a sublayer overflowing the bounds, not clipped.
        LayerScene(name: "gradient-rounded-without-mask") {
            let root = rootLayer()
            let left = gradientLayer(
                CGRect(x: 10, y: 20, width: 65, height: 80), [color(0.9, 0.2, 0.3), color(0.2, 0.2, 0.9)])
            left.cornerRadius = 20
            root.addSublayer(left)
            let right = gradientLayer(
                CGRect(x: 85, y: 20, width: 65, height: 80), [color(0.2, 0.8, 0.4), color(0.1, 0.3, 0.2)])
            right.cornerRadius = 20
            right.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
            right.addSublayer(solidLayer(CGRect(x: 40, y: 60, width: 35, height: 12), color(0.95, 0.8, 0.1)))
            root.addSublayer(right)
            return root
        },
        // Animated colors and startPoint at mid time: colors from [red, blue] to [yellow,
        // green] and startPoint from (0, 0.5) to (0.5, 0.5) over 1 s from t = 10 (linear;
        // endPoint (1, 0.5)), shown at t = 10.5: [(1, 0.5, 0), (0, 0.5, 0.5)], and the
        // gradient starts a quarter of the way across (plain orange on the left quarter).
        LayerScene(name: "gradient-animated-mid", time: 10.5) {
            let root = rootLayer()
            let layer = gradientLayer(CGRect(x: 20, y: 20, width: 120, height: 80), [color(1, 0, 0), color(0, 0, 1)])
            layer.startPoint = CGPoint(x: 0, y: 0.5)
            layer.endPoint = CGPoint(x: 1, y: 0.5)
            root.addSublayer(layer)
            CATransaction.flush()
            let colors = CABasicAnimation(keyPath: "colors")
            colors.fromValue = [color(1, 0, 0), color(0, 0, 1)]
            colors.toValue = [color(1, 1, 0), color(0, 1, 0)]
            let start = CABasicAnimation(keyPath: "startPoint")
            start.fromValue = CGPoint(x: 0, y: 0.5)
            start.toValue = CGPoint(x: 0.5, y: 0.5)
            for animation in [colors, start] {
                animation.duration = 1
                animation.beginTime = 10
                animation.isRemovedOnCompletion = false
                layer.add(animation, forKey: animation.keyPath)
            }
            return root
        },
    ]
}
