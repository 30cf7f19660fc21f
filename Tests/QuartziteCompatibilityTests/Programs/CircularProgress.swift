// KDCircularProgress (kaandedeoglu/KDCircularProgress, one of the most used progress views on
// iOS) draws its ring in a layer's `draw(in:)`: the track as an arc stroked and filled with
// `drawPath(using: .fillStroke)`, the progress arc stroked into an offscreen image that then
// clips the ring's colour (`clip(to:mask:)` by the image's alpha) — one colour, or a linear
// gradient from components. Its custom `angle` property redraws the layer as it animates.
// Ported: UIColor → CGColor, `@NSManaged` → key-value coding, the offscreen UIKit image
// context → a bitmap CGContext flipped as UIKit's is; `UIGraphicsPushContext` and
// `UIScreen`'s scale dropped.
#if canImport(QuartzCore)
import QuartzCore
#else
import Quartzite
#endif
import Foundation

/// KDCircularProgress's `KDCircularProgressViewLayer`: `@NSManaged var angle` stored through
/// key-value coding, colours as `CGColor`s, the glow, lerp-colour and Interface Builder paths
/// left out.
final class KDCircularProgressViewLayer: CALayer {
    var angle: Double {
        get { value(forKey: "angle") as? Double ?? 0 }
        set { setValue(newValue, forKey: "angle") }
    }
    var radius: CGFloat = 0 { didSet { invalidateGradientCache() } }
    var startAngle: Double = 0
    var clockwise: Bool = true { didSet { if clockwise != oldValue { invalidateGradientCache() } } }
    var roundedCorners: Bool = true
    var gradientRotateSpeed: CGFloat = 0 { didSet { invalidateGradientCache() } }
    var glowAmount: CGFloat = 0
    var progressThickness: CGFloat = 0.5
    var trackThickness: CGFloat = 0.5
    var trackColor: CGColor = CGColor.black
    var progressInsideFillColor: CGColor = CGColor.clear
    var colorsArray: [CGColor] = [] { didSet { invalidateGradientCache() } }
    private var gradientCache: CGGradient?
    private var locationsCache: [CGFloat]?

    override class func needsDisplay(forKey key: String) -> Bool {
        return key == "angle" ? true : super.needsDisplay(forKey: key)
    }
    override init(layer: Any) {
        super.init(layer: layer)
        let progressLayer = layer as! KDCircularProgressViewLayer
        radius = progressLayer.radius
        angle = progressLayer.angle
        startAngle = progressLayer.startAngle
        clockwise = progressLayer.clockwise
        roundedCorners = progressLayer.roundedCorners
        gradientRotateSpeed = progressLayer.gradientRotateSpeed
        glowAmount = progressLayer.glowAmount
        progressThickness = progressLayer.progressThickness
        trackThickness = progressLayer.trackThickness
        trackColor = progressLayer.trackColor
        colorsArray = progressLayer.colorsArray
        progressInsideFillColor = progressLayer.progressInsideFillColor
    }
    override init() { super.init() }
    required init?(coder aDecoder: NSCoder) { return nil }

    override func draw(in ctx: CGContext) {
        let size = bounds.size
        let width = size.width
        let height = size.height
        let trackLineWidth = radius * trackThickness
        let progressLineWidth = radius * progressThickness
        let arcRadius = max(radius - trackLineWidth/2, radius - progressLineWidth/2)
        ctx.addArc(center: CGPoint(x: width/2.0, y: height/2.0), radius: arcRadius, startAngle: 0, endAngle: CGFloat.pi * 2, clockwise: false)
        ctx.setStrokeColor(trackColor)
        ctx.setFillColor(progressInsideFillColor)
        ctx.setLineWidth(trackLineWidth)
        ctx.setLineCap(CGLineCap.butt)
        ctx.drawPath(using: .fillStroke)

        // was: UIGraphicsBeginImageContextWithOptions(size, false, 0.0); let imageCtx = UIGraphicsGetCurrentContext()
        let imageCtx = CGContext(data: nil, width: Int(width), height: Int(height), bitsPerComponent: 8, bytesPerRow: 0,
                                 space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        imageCtx?.translateBy(x: 0, y: height)
        imageCtx?.scaleBy(x: 1, y: -1)
        let reducedAngle = angle.truncatingRemainder(dividingBy: 360)
        let fromAngle = CGFloat(-startAngle) * .pi / 180
        let toAngle = CGFloat((clockwise == true ? -reducedAngle : reducedAngle) - startAngle) * .pi / 180
        imageCtx?.addArc(center: CGPoint(x: width/2.0, y: height/2.0), radius: arcRadius, startAngle: fromAngle, endAngle: toAngle, clockwise: clockwise)
        let glowValue = CGFloat(reducedAngle) * width * 0.00015 * glowAmount
        if glowValue > 0 {
            imageCtx?.setShadow(offset: CGSize.zero, blur: glowValue, color: CGColor.black)
        }
        let linecap: CGLineCap = roundedCorners == true ? .round : .butt
        imageCtx?.setLineCap(linecap)
        imageCtx?.setLineWidth(progressLineWidth)
        imageCtx?.drawPath(using: .stroke)
        let drawMask: CGImage = imageCtx!.makeImage()!  // was: UIGraphicsGetCurrentContext()!.makeImage()!

        ctx.saveGState()
        ctx.clip(to: bounds, mask: drawMask)
        if colorsArray.count > 1 {
            let rgbColorsArray: [CGColor] = colorsArray.map { color in
                if color.numberOfComponents == 2 {
                    if let whiteValue = color.components?[0] {
                        return CGColor(red: whiteValue, green: whiteValue, blue: whiteValue, alpha: 1.0)
                    } else {
                        return CGColor(red: 1.0, green: 1.0, blue: 1.0, alpha: 1.0)
                    }
                } else {
                    return color
                }
            }
            let componentsArray = rgbColorsArray.flatMap { color -> [CGFloat] in
                guard let components = color.components else { return [] }
                return [components[0], components[1], components[2], 1.0]
            }
            drawGradientWith(context: ctx, componentsArray: componentsArray)
        } else {
            ctx.setFillColor(colorsArray.first ?? CGColor.white)
            ctx.fill(bounds)
        }
        ctx.restoreGState()
    }

    private func drawGradientWith(context: CGContext!, componentsArray: [CGFloat]) {
        let baseSpace = CGColorSpaceCreateDeviceRGB()
        let locations = locationsCache ?? gradientLocationsFor(colorCount: componentsArray.count/4, gradientWidth: bounds.size.width)
        let gradient: CGGradient
        if let cachedGradient = gradientCache {
            gradient = cachedGradient
        } else {
            guard let cachedGradient = CGGradient(colorSpace: baseSpace, colorComponents: componentsArray, locations: locations, count: componentsArray.count/4) else {
                return
            }
            gradientCache = cachedGradient
            gradient = cachedGradient
        }
        let halfX = bounds.size.width / 2.0
        let floatPi = CGFloat.pi
        let rotateSpeed = clockwise == true ? gradientRotateSpeed : gradientRotateSpeed * -1
        let angleInRadians = (rotateSpeed * CGFloat(angle) - 90) * .pi / 180
        let oppositeAngle = angleInRadians > floatPi ? angleInRadians - floatPi : angleInRadians + floatPi
        let startPoint = CGPoint(x: (cos(angleInRadians) * halfX) + halfX, y: (sin(angleInRadians) * halfX) + halfX)
        let endPoint = CGPoint(x: (cos(oppositeAngle) * halfX) + halfX, y: (sin(oppositeAngle) * halfX) + halfX)
        context.drawLinearGradient(gradient, start: startPoint, end: endPoint, options: .drawsBeforeStartLocation)
    }

    private func gradientLocationsFor(colorCount: Int, gradientWidth: CGFloat) -> [CGFloat] {
        if colorCount == 0 || gradientWidth == 0 {
            return []
        } else {
            let progressLineWidth = radius * progressThickness
            let firstPoint = gradientWidth/2 - (radius - progressLineWidth/2)
            let increment = (gradientWidth - (2*firstPoint))/CGFloat(colorCount - 1)
            let locationsArray = (0..<colorCount).map { firstPoint + (CGFloat($0) * increment) }
            let result = locationsArray.map { $0 / gradientWidth }
            locationsCache = result
            return result
        }
    }
    private func invalidateGradientCache() {
        gradientCache = nil
        locationsCache = nil
    }
}

/// The view's animation code: `animate(fromAngle:toAngle:duration:completion:)`,
/// `pauseAnimation()` (the angle on screen becomes the model's) and `isAnimating()`.
final class KDCircularProgress: NSObject, CAAnimationDelegate {
    let progressLayer = KDCircularProgressViewLayer()
    var animationCompletionBlock: ((Bool) -> Void)?
    var angle: Double = 0 { didSet { progressLayer.angle = angle } }
    func animate(fromAngle: Double, toAngle: Double, duration: TimeInterval, completion: ((Bool) -> Void)?) {
        if isAnimating() { pauseAnimation() }
        let animation = CABasicAnimation(keyPath: "angle")
        animation.fromValue = fromAngle
        animation.toValue = toAngle
        animation.duration = duration
        animation.delegate = self
        animation.isRemovedOnCompletion = false
        angle = toAngle
        animationCompletionBlock = completion
        progressLayer.add(animation, forKey: "angle")
    }
    func pauseAnimation() {
        guard let presentationLayer = progressLayer.presentation() else { return }
        let currentValue = presentationLayer.angle
        progressLayer.removeAllAnimations()
        angle = currentValue
    }
    func isAnimating() -> Bool { progressLayer.animation(forKey: "angle") != nil }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if let completionBlock = animationCompletionBlock {
            animationCompletionBlock = nil
            completionBlock(flag)
        }
    }
}
