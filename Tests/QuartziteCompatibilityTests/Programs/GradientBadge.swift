// A badge drawn by its layer's delegate with Core Graphics, the way custom-drawn iOS layers do
// it: an ellipse, a stroked line, a vertical gradient from a `CGGradient` in the device RGB
// space, a rotated square, a shadowed ellipse, clipping, dashes, blend modes, and a glossy
// highlight drawn as a radial gradient between two circles, a sparkle in a transparency layer;
// then the layer is animated with boxed keyframe values, a value function, and paused and
// resumed through its timing.
#if canImport(QuartzCore)
import QuartzCore
#else
import Quartzite
#endif
import Foundation

final class GradientBadge: NSObject, CALayerDelegate {
    let layer = CALayer()
    let rim = CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [0.2, 0.4, 0.8, 1])!
    let shade = CGColor(genericGrayGamma2_2Gray: 0.25, alpha: 1)

    /// An icon tinted the way iOS code tints a template image: flip the context, clip to the
    /// image's alpha, fill with the colour.
    func drawTinted(_ icon: CGImage, in rect: CGRect, color: CGColor, ctx: CGContext) {
        ctx.saveGState()
        ctx.translateBy(x: 0, y: rect.minY + rect.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.clip(to: rect, mask: icon)
        ctx.setFillColor(color)
        ctx.fill(rect)
        ctx.restoreGState()
    }

    /// The ring around the badge, radius 40 about (50, 50).
    let ring = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80), transform: nil)

    /// Whether a tap at `point` lands on the ring's 6-point stroke (hit-testing a stroke).
    func tapHitsRing(_ point: CGPoint) -> Bool {
        ring.copy(strokingWithWidth: 6, lineCap: .round, lineJoin: .round, miterLimit: 10).contains(point)
    }

    /// The ring as two dashes an eighth of its length long, centred at 45° and 225° from its
    /// start (3 o'clock), turning towards 6 o'clock.
    var dashedRing: CGPath {
        let circumference = 2 * CGFloat.pi * 40
        return ring.copy(dashingWithPhase: -circumference / 16, lengths: [circumference / 8, 3 * circumference / 8])
    }

    func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fillEllipse(in: layer.bounds.insetBy(dx: 4, dy: 4))
        ctx.setStrokeColor(rim)
        ctx.setLineWidth(2)
        ctx.move(to: .zero)
        ctx.addLine(to: CGPoint(x: 10, y: 10))
        ctx.strokePath()
        let space = CGColorSpaceCreateDeviceRGB()
        let gradient = CGGradient(colorsSpace: space, colors: [CGColor(gray: 1, alpha: 1), CGColor(gray: 0, alpha: 1)] as CFArray, locations: [0, 1])!
        ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 100), options: [])
        let gloss = CGGradient(
            colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: [1, 1, 1, 0.8, 1, 1, 1, 0],
            locations: [0, 1], count: 2)!
        ctx.drawRadialGradient(
            gloss, startCenter: CGPoint(x: 35, y: 30), startRadius: 0, endCenter: CGPoint(x: 50, y: 50), endRadius: 46,
            options: .drawsBeforeStartLocation)
        ctx.saveGState()
        ctx.translateBy(x: 10, y: 10)
        ctx.rotate(by: .pi / 4)
        ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        ctx.restoreGState()
        ctx.setShadow(offset: CGSize(width: 0, height: 2), blur: 3, color: shade.converted(to: CGColorSpace(name: CGColorSpace.sRGB)!, intent: .defaultIntent, options: nil))
        ctx.addPath(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil))
        ctx.drawPath(using: .fillStroke)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
        ctx.setLineCap(.round)
        ctx.setLineDash(phase: 0, lengths: [2, 2])
        ctx.strokeEllipse(in: CGRect(x: 0, y: 0, width: 5, height: 5))
        ctx.clear(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.setAlpha(0.5)
        ctx.setBlendMode(.multiply)
        ctx.addArc(center: .zero, radius: 4, startAngle: 0, endAngle: .pi, clockwise: true)
        ctx.addRect(.zero)
        ctx.fillPath()
        // A sparkle ring drawn as one group (its shadow cast once), from a stroked path.
        ctx.resetClip()
        ctx.interpolationQuality = .high
        ctx.setFlatness(0.5)
        ctx.setShadow(offset: CGSize(width: 0, height: 1), blur: 2, color: shade)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.setFillColor(CGColor(red: 1, green: 0.9, blue: 0.4, alpha: 1))
        ctx.addEllipse(in: CGRect(x: 70, y: 10, width: 12, height: 12))
        ctx.setLineWidth(2)
        ctx.replacePathWithStrokedPath()
        ctx.fillPath()
        ctx.endTransparencyLayer()
    }
    override init() {
        super.init()
        layer.delegate = self
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.setNeedsDisplay()
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 8).scaledBy(x: 2, y: 2))
        layer.transform = CATransform3DMakeAffineTransform(CGAffineTransform(translationX: 3, y: 4))
        let kf = CAKeyframeAnimation(keyPath: "position")
        kf.values = [NSValue(cgPoint: .zero), NSValue(cgPoint: CGPoint(x: 10, y: 0)), NSValue(cgPoint: CGPoint(x: 10, y: 10))]
        kf.keyTimes = [0, 0.3, 1]
        kf.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        kf.calculationMode = .cubic
        kf.tensionValues = [0, 0, 0]
        layer.add(kf, forKey: nil)
        let t = CABasicAnimation(keyPath: "transform")
        t.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        t.toValue = NSValue(caTransform3D: CATransform3DMakeRotation(.pi, 0, 1, 0))
        t.valueFunction = CAValueFunction(name: .rotateY)
        layer.add(t, forKey: "flip")
        CATransaction.setValue(true, forKey: kCATransactionDisableActions)
        _ = CATransaction.animationDuration()
        let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = paused
        let p2 = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - p2
        let g = CAGradientLayer()
        g.type = .conic
        g.type = .radial
        let tl = CATextLayer()
        tl.string = NSAttributedString(string: "Hi", attributes: [.font: CTFontCreateWithName("Helvetica" as CFString, 12, nil), .foregroundColor: CGColor(gray: 0, alpha: 1)])
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        shape.fillRule = .evenOdd
        shape.lineJoin = .bevel
        shape.miterLimit = 4
        _ = shape.path!.contains(CGPoint(x: 5, y: 5), using: .evenOdd)
        let mutable = CGMutablePath()
        mutable.addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 3, cornerHeight: 3)
        mutable.addQuadCurve(to: .zero, control: CGPoint(x: 1, y: 1))
        mutable.addCurve(to: .zero, control1: .zero, control2: .zero)
        mutable.addLines(between: [.zero, CGPoint(x: 1, y: 1)])
        mutable.addEllipse(in: .zero)
        mutable.closeSubpath()
        _ = mutable.copy()
        let color = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        _ = color.components
        _ = color.alpha
        _ = color.copy(alpha: 0.5)
        _ = CGColor.black
        _ = CGColor.white
        _ = CGColor.clear
        var cp: [Float] = [0, 0]
        CAMediaTimingFunction(name: .easeOut).getControlPoint(at: 1, values: &cp)
    }
}
