// The classic "animate the drawing of text" recipe: a string turned into glyph outlines with
// Core Text (runs, glyphs, positions, CTFontCreatePathForGlyph), drawn by a geometry-flipped
// shape layer whose strokeEnd animates from 0 to 1.
#if canImport(QuartzCore)
import QuartzCore
#else
import Quartzite
#endif
import Foundation

final class TextPathAnimation {
    let shape = CAShapeLayer()
    let letters = CGMutablePath()

    init(text: String) {
        let font = CTFontCreateWithName("Helvetica-Bold" as CFString, 72, nil)
        let attrString = NSAttributedString(string: text, attributes: [.font: font])
        let line = CTLineCreateWithAttributedString(attrString as CFAttributedString)
        let runArray = CTLineGetGlyphRuns(line) as! [CTRun]
        for run in runArray {
            let runFont = (CTRunGetAttributes(run) as NSDictionary)[kCTFontAttributeName] as! CTFont
            for index in 0..<CTRunGetGlyphCount(run) {
                let range = CFRangeMake(index, 1)
                var glyph = CGGlyph()
                var position = CGPoint()
                CTRunGetGlyphs(run, range, &glyph)
                CTRunGetPositions(run, range, &position)
                if let letter = CTFontCreatePathForGlyph(runFont, glyph, nil) {
                    let t = CGAffineTransform(translationX: position.x, y: position.y)
                    letters.addPath(letter, transform: t)
                }
            }
        }
        // Core Text's outlines are y up: the layer's geometry is flipped to show them upright.
        shape.bounds = letters.boundingBoxOfPath
        shape.position = CGPoint(x: 160, y: 60)
        shape.isGeometryFlipped = true
        shape.path = letters
        shape.strokeColor = CGColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 1)
        shape.fillColor = nil
        shape.lineWidth = 2
        shape.lineJoin = .round
    }

    /// Draws the letters over 2 s.
    func animate() {
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 2
        shape.add(draw, forKey: "draw")
    }
}
