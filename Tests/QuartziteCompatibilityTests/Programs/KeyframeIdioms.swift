// Two keyframe idioms from public iOS code, ported as porting.md says (UIImage → CGImage,
// UIBezierPath(ovalIn:) → CGPath(ellipseIn:), UIView → its layer):
// - potato04/ThanosSnap, AnimatableSpriteLayer.swift: a sprite sheet played by animating
//   `contentsRect.origin.x` through discrete keyframes (CGFloat values), the layer showing one
//   frame at a time with `contentsGravity = .left` and `masksToBounds`.
// - vvkeep/exampleForAnimation, YWKeyframeAnimController.swift: a view orbiting an oval path,
//   paced, turned along the path the other way round (`rotateAutoReverse`), with the path
//   also stroked by a shape layer.
#if canImport(QuartzCore)
import QuartzCore
#else
import Quartzite
#endif

class AnimatableSpriteLayer: CALayer {

    private var animationValues = [CGFloat]()

    convenience init(spriteSheetImage: CGImage, spriteFrameSize: CGSize ) {
        self.init()

        masksToBounds = true
        contentsGravity = CALayerContentsGravity.left
        contents = spriteSheetImage
        bounds.size = spriteFrameSize

        let frameCount = Int(CGFloat(spriteSheetImage.width) / spriteFrameSize.width)
        for frameIndex in 0..<frameCount {
            animationValues.append(CGFloat(frameIndex) / CGFloat(frameCount))
        }
    }

    func play() {
        let spriteKeyframeAnimation = CAKeyframeAnimation(keyPath: "contentsRect.origin.x")
        spriteKeyframeAnimation.values = animationValues
        spriteKeyframeAnimation.duration = 2.0
        spriteKeyframeAnimation.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.linear)
        spriteKeyframeAnimation.calculationMode = CAAnimationCalculationMode.discrete
        add(spriteKeyframeAnimation, forKey: nil)
    }
}

final class OrbitController {
    let view = CALayer()
    let animView = CALayer()
    let shapeLayer = CAShapeLayer()

    func viewDidLoad() {
        view.backgroundColor = CGColor.white
        let tempFrame = CGRect(x: 50, y: 100, width: 250, height: 500)
        let bezierPath = CGPath(ellipseIn: tempFrame, transform: nil)

        animView.frame = CGRect(x: 50, y: 50, width: 70, height: 80)
        animView.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        view.addSublayer(animView)

        let orbitAnim = CAKeyframeAnimation(keyPath: "position")
        orbitAnim.duration = 5
        orbitAnim.path = bezierPath
        orbitAnim.calculationMode = .paced
        orbitAnim.fillMode = .forwards
        orbitAnim.repeatCount = Float.infinity
        orbitAnim.rotationMode = .rotateAutoReverse
        animView.add(orbitAnim, forKey: "orbitAnim")

        shapeLayer.strokeColor = CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
        shapeLayer.fillColor = CGColor.clear
        shapeLayer.lineWidth = 0.5
        shapeLayer.lineJoin = .round
        shapeLayer.lineCap = .round
        shapeLayer.path = bezierPath
        view.addSublayer(shapeLayer)
    }
}
