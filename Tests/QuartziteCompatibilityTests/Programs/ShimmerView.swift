// A shimmer as iOS shimmer code writes it: a gradient mask whose `locations` slide across
// the content forever.
#if canImport(QuartzCore)
import QuartzCore
#else
import Quartzite
#endif

final class ShimmerView {
    let contentLayer = CALayer()
    let gradient = CAGradientLayer()

    init(bounds: CGRect) {
        contentLayer.frame = bounds
        contentLayer.backgroundColor = CGColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1)
        let light = CGColor(gray: 0, alpha: 0.3)
        let dark = CGColor(gray: 0, alpha: 1)
        gradient.colors = [light, dark, light]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.locations = [0.0, 0.5, 1.0]
        gradient.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        contentLayer.mask = gradient
    }

    func startShimmering() {
        let animation = CABasicAnimation(keyPath: "locations")
        animation.fromValue = [-1.0, -0.5, 0.0]
        animation.toValue = [1.0, 1.5, 2.0]
        animation.repeatCount = .infinity
        animation.duration = 1.5
        gradient.add(animation, forKey: "shimmer")
    }
}
