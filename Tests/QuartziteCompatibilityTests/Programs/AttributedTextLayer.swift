// The common answer to "CATextLayer ignores my line spacing": a layer that draws its
// attributed string with Core Text, whose framesetter honours paragraph styles.
#if canImport(QuartzCore)
import QuartzCore
#else
import Quartzite
#endif
import Foundation

final class AttributedTextLayer: CALayer {
    var attrString = NSAttributedString(string: "")

    override func draw(in ctx: CGContext) {
        // Flip the coordinate system: Core Text draws y up.
        ctx.textMatrix = .identity
        ctx.translateBy(x: 0, y: bounds.size.height)
        ctx.scaleBy(x: 1.0, y: -1.0)
        let path = CGMutablePath()
        path.addRect(bounds)
        let framesetter = CTFramesetterCreateWithAttributedString(attrString as CFAttributedString)
        let frame = CTFramesetterCreateFrame(framesetter, CFRangeMake(0, attrString.length), path, nil)
        CTFrameDraw(frame, ctx)
    }

    /// Two centred lines `spacing` points apart in 16-point Helvetica.
    static func twoLines(spacing: CGFloat) -> AttributedTextLayer {
        let layer = AttributedTextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
        let style = NSMutableParagraphStyle()
        style.lineSpacing = spacing
        style.alignment = .center
        let string = NSMutableAttributedString(string: "First line\nSecond line")
        string.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: string.length))
        string.addAttribute(.font, value: CTFontCreateWithName("Helvetica" as CFString, 16, nil), range: NSRange(location: 0, length: string.length))
        string.addAttribute(.foregroundColor, value: CGColor(gray: 0, alpha: 1), range: NSRange(location: 0, length: string.length))
        layer.attrString = string
        layer.setNeedsDisplay()
        return layer
    }
}
