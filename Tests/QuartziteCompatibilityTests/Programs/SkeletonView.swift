// A loading skeleton (lucabelezal/Skeleton, Skeleton/Skeleton/UPSkeletonView.swift): a
// gradient whose `locations` sweep across in 0.8 s (ease in, ease out), then rest for 1 s,
// repeated forever by wrapping the sweep in a longer CAAnimationGroup. Ported as porting.md
// says: the UIView becomes the layer that stood in for it, UIColor(white:alpha:) CGColor.
#if canImport(QuartzCore)
import QuartzCore
#else
import Quartzite
#endif

public class UPSkeletonView {
    let layer = CALayer()
    var bounds: CGRect { layer.bounds }

    var startLocations: [NSNumber] = [-1.0, -0.5, 0.0]
    var endLocations: [NSNumber] = [1.0, 1.5, 2.0]
    var gradientBackgroundColor: CGColor = CGColor(gray: 0.85, alpha: 1.0)
    var gradientMovingColor: CGColor = CGColor(gray: 0.75, alpha: 1.0)
    var movingAnimationDuration: CFTimeInterval = 0.8
    var delayBetweenAnimationLoops: CFTimeInterval = 1.0
    var gradientLayer: CAGradientLayer = CAGradientLayer()

    init(frame: CGRect) {
        layer.frame = frame

        let gradientLayer = CAGradientLayer()
        gradientLayer.startPoint = CGPoint(x: 0.0, y: 1.0)
        gradientLayer.endPoint = CGPoint(x: 1.0, y: 1.0)
        gradientLayer.colors = [
            gradientBackgroundColor,
            gradientMovingColor,
            gradientBackgroundColor,
        ]
        gradientLayer.locations = self.startLocations
        self.layer.addSublayer(gradientLayer)
        self.gradientLayer = gradientLayer
    }

    public func layoutSubviews() {
        gradientLayer.frame = self.bounds
    }

    public func startAnimating() {
        let animation = CABasicAnimation(keyPath: "locations")
        animation.fromValue = self.startLocations
        animation.toValue = self.endLocations
        animation.duration = self.movingAnimationDuration
        animation.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeInEaseOut)

        let animationGroup = CAAnimationGroup()
        animationGroup.duration = self.movingAnimationDuration + self.delayBetweenAnimationLoops
        animationGroup.animations = [animation]
        animationGroup.repeatCount = .infinity
        self.gradientLayer.add(animationGroup, forKey: animation.keyPath)
    }

    public func stopAnimating() {
        self.gradientLayer.removeAllAnimations()
        self.gradientLayer.removeFromSuperlayer()
    }
}
