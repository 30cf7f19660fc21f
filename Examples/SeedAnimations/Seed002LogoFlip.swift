import Foundation
import Quartzite

/// Seed 002 (82dee6fe67243482), section 对Logo的动画,使用CABasicAnimation对象 (animationDaDaLogo):
/// with m34 = −1/100 the logo moves 60 back and turns a quarter about y in 0.5 s (a group, as in
/// the seed), then turns back from −π/2 to the identity in 0.5 s (the seed's animationDidStop,
/// here a second animation beginning at 0.5 s); twin of 002-logo-flip.json.
enum Seed002 {
    static let logoFlip = SeedExample(
        name: "seed002-logo-flip", summary: "seed 002, 3D logo flip (m34 = -1/100)",
        size: CGSize(width: 300, height: 300), fps: 30, duration: 1.2
    ) {
        let root = makeRoot(CGSize(width: 300, height: 300))
        let logo = CALayer()
        logo.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
        logo.position = CGPoint(x: 150, y: 150)
        logo.backgroundColor = .rgb(0x5856D6)
        logo.cornerRadius = 24
        let mark = CALayer()
        mark.frame = CGRect(x: 30, y: 30, width: 60, height: 60)
        mark.backgroundColor = .rgb(0xFFFFFF)
        mark.cornerRadius = 30
        logo.addSublayer(mark)
        root.addSublayer(logo)

        var transform = CATransform3DIdentity
        transform.m34 = -1 / 100.0
        let startTransform = CATransform3DTranslate(transform, 0, 0, -60)
        let first = CABasicAnimation(keyPath: "transform")
        first.fromValue = CATransform3DIdentity
        first.toValue = CATransform3DRotate(startTransform, .pi / 2, 0, 1, 0)
        let group = CAAnimationGroup()
        group.animations = [first]
        group.duration = 0.5
        group.isRemovedOnCompletion = false
        logo.add(group, forKey: "FristAnimation")
        let second = CABasicAnimation(keyPath: "transform")
        second.fromValue = CATransform3DRotate(startTransform, -.pi / 2, 0, 1, 0)
        second.toValue = CATransform3DIdentity
        second.duration = 0.5
        second.beginTime = logo.convertTime(0.5, from: nil)
        logo.add(second, forKey: "SecondAnimation")
        CATransaction.flush()
        return root
    }
}
