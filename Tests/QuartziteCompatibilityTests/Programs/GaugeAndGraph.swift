// Gauges, graphs and labels drawn with Core Graphics in layers, from public iOS code:
// - GeigerCounter's IndicatorLayer (pablocaif/GeigerCounter): a half-dial gauge drawn in
//   `draw(in:)` — a sector filled from 9 o'clock to the value (`addArc`, `closePath`,
//   `fillPath`) and a round-capped needle — redrawn as its `value` key animates;
// - Apple's MotionGraphs sample: the `CGContext` extension that draws a graph's grid lines
//   without antialiasing, and the segment that plots its data points;
// - a capsule label as macOS and iOS utilities draw one: `CGPath(roundedRect:cornerWidth:
//   cornerHeight:transform:)` and a Core Text line keyed with `kCTFontAttributeName as
//   NSAttributedString.Key`, centred by `CTLineGetBoundsWithOptions`;
// - the classic `sizeThatFits` that lays text out line by line with a `CTTypesetter`.
// Ported: UIColor → CGColor, `@objc var value` → key-value coding, `UIView.draw(_:)` → a
// layer's delegate drawing into the layer's context; IndicatorLayer's two angle helpers live
// in another file of the app and are written out here.
#if canImport(QuartzCore)
import QuartzCore
#else
import Quartzite
#endif
import Foundation

public class IndicatorLayer: CALayer {
    var maxValue: CGFloat = 100.0
    var value: CGFloat {  // was: @objc var value: CGFloat = 0.0
        get { value(forKey: "value") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "value") }
    }
    var indicatorColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)

    public override class func needsDisplay(forKey key: String) -> Bool {
        if key == "value" {
            return true
        }
        return CALayer.needsDisplay(forKey: key)
    }

    public override func draw(in ctx: CGContext) {
        ctx.setShouldAntialias(true)
        let center = CGPoint(x: bounds.size.width / 2.0, y: bounds.size.height / 2.0)
        let radius = frame.size.height / 2.0 * 0.94
        let color = indicatorColor

        //Lower left border
        ctx.setStrokeColor(color)
        ctx.setLineWidth(2.0)
        ctx.move(to: center)
        ctx.addLine(to: CGPoint(x: center.x - (bounds.size.width * 0.48), y: center.y))

        //Arc
        let angle = calculateAngle(for: value, maxValue: maxValue)
        ctx.addArc(center: center, radius: radius, startAngle: CGFloat.pi, endAngle: angle, clockwise: false)

        //Closing area
        ctx.addLine(to: center)
        ctx.setFillColor(color)
        ctx.closePath()
        ctx.fillPath()
        ctx.strokePath()

        let radialPoint = calculateRadialCoordinate(forAngle: angle, center: center, radius: radius * 0.94)

        ctx.move(to: center)
        ctx.addLine(to: radialPoint)
        ctx.setLineWidth(5.0)
        ctx.setStrokeColor(CGColor.white)
        ctx.setLineCap(CGLineCap.round)
        ctx.strokePath()
    }

    /// The needle's angle: π (9 o'clock) at 0, 2π (3 o'clock, through 6 o'clock in the layer's
    /// y-up maths, 12 o'clock on a flipped iOS screen) at `maxValue`.
    func calculateAngle(for value: CGFloat, maxValue: CGFloat) -> CGFloat {
        CGFloat.pi + min(max(value, 0), maxValue) / maxValue * CGFloat.pi
    }

    func calculateRadialCoordinate(forAngle angle: CGFloat, center: CGPoint, radius: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
}

extension CGContext {
    func drawGraphLines(in size: CGSize) {
        // Configure context settings.
        self.saveGState()
        setShouldAntialias(false)
        translateBy(x: 0, y: size.height / 2.0)

        // Add lines to the context.
        let gridLineSpacing = size.height / 8.0
        for index in -3...3 {
            // Skip the center line.
            guard index != 0 else { continue }

            let position = floor(gridLineSpacing * CGFloat(index))
            move(to: CGPoint(x: 0, y: position))
            addLine(to: CGPoint(x: size.width, y: position))
        }

        // Stroke the lines.
        setStrokeColor(CGColor(gray: 1.0 / 3.0, alpha: 1))  // was: UIColor.darkGray.cgColor
        strokePath()

        // Add and stroke the center line.
        move(to: CGPoint(x: 0, y: 0))
        addLine(to: CGPoint(x: size.width, y: 0))

        setStrokeColor(CGColor(gray: 2.0 / 3.0, alpha: 1))  // was: UIColor.lightGray.cgColor
        strokePath()

        // Restore the context state.
        self.restoreGState()
    }
}

/// MotionGraphs' `GraphSegment`, its `draw(_:)` as the layer delegate's drawing (one line of
/// values instead of three `double3` components).
final class GraphSegment: NSObject, CALayerDelegate {
    let layer = CALayer()
    private(set) var dataPoints = [Double]()
    private let startPoint: Double
    private let valueRange: ClosedRange<Double>
    let lineColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    init(startPoint: Double, valueRange: ClosedRange<Double>) {
        self.startPoint = startPoint
        self.valueRange = valueRange
        super.init()
        layer.delegate = self
    }

    func add(_ value: Double) {
        dataPoints.append(value)
        layer.setNeedsDisplay()
    }

    func draw(_ layer: CALayer, in context: CGContext) {
        let bounds = layer.bounds
        // Fill the background.
        if let backgroundColor = layer.backgroundColor {
            context.setFillColor(backgroundColor)
            context.fill(bounds)
        }
        // Draw static lines.
        context.drawGraphLines(in: bounds.size)

        // Plot the values.
        context.setShouldAntialias(false)
        context.translateBy(x: 0, y: bounds.size.height / 2.0)
        context.setStrokeColor(lineColor)
        let point = CGPoint(x: bounds.size.width, y: scaledValue(startPoint, height: bounds.size.height))
        context.move(to: point)
        for (pointIndex, dataPoint) in dataPoints.enumerated() {
            let point = CGPoint(x: bounds.size.width - CGFloat(pointIndex + 1), y: scaledValue(dataPoint, height: bounds.size.height))
            context.addLine(to: point)
        }
        context.strokePath()
    }

    private func scaledValue(_ value: Double, height: CGFloat) -> CGFloat {
        // For simplicity, this assumes the range is centered on zero.
        let scale = Double(height) / (valueRange.upperBound - valueRange.lowerBound)
        return CGFloat(floor(value * -scale))
    }
}

/// A capsule with a centred label: Core Text keys written the way Core Text code writes them.
func drawCapsuleLabel(_ text: String, in r: CGRect, ctx: CGContext) {
    let labelFont = CTFontCreateWithName("Helvetica-Bold" as CFString, 14, nil)
    let attrs: [NSAttributedString.Key: Any] = [
        kCTFontAttributeName as NSAttributedString.Key: labelFont,
        kCTForegroundColorAttributeName as NSAttributedString.Key: CGColor.white,
    ]
    let radius = r.height / 2
    ctx.addPath(CGPath(roundedRect: r, cornerWidth: radius, cornerHeight: radius, transform: nil))
    ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
    ctx.fillPath()
    let line = CTLineCreateWithAttributedString(NSAttributedString(string: text, attributes: attrs))
    let lb = CTLineGetBoundsWithOptions(line, .useOpticalBounds)
    ctx.textPosition = CGPoint(x: r.midX - lb.width / 2 - lb.minX, y: r.midY - lb.height / 2 - lb.minY)
    CTLineDraw(line, ctx)
}

/// `sizeThatFits` by typesetting line by line (an Objective-C category's, in Swift): the
/// framesetter's width, and the lines' heights plus 10.
func sizeThatFits(_ attributedText: NSAttributedString, width: CGFloat) -> CGSize {
    let framesetter = CTFramesetterCreateWithAttributedString(attributedText)
    let suggestedSize = CTFramesetterSuggestFrameSizeWithConstraints(
        framesetter, CFRangeMake(0, 0), nil, CGSize(width: width, height: CGFloat.greatestFiniteMagnitude), nil)

    let typesetter = CTTypesetterCreateWithAttributedString(attributedText)
    var offset: CFIndex = 0, length: CFIndex
    var y: CGFloat = 0
    repeat {
        length = CTTypesetterSuggestLineBreak(typesetter, offset, Double(width))
        let line = CTTypesetterCreateLine(typesetter, CFRangeMake(offset, length))

        var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0
        CTLineGetTypographicBounds(line, &ascent, &descent, &leading)

        offset += length
        y += ascent + descent + leading
    } while offset < attributedText.length

    return CGSize(width: suggestedSize.width, height: ceil(y + 10))
}
