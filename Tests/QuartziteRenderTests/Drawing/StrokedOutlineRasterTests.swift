import Foundation
import QuartziteRender
import Testing

@testable import Quartzite

/// `CGPath.copy(strokingWithWidth:…)` filled paints the pixels stroking the path paints (the
/// painter strokes through cairo, the outline is Quartzite's own): compared pixel by pixel for
/// every cap and join on a path with a curve, a sharp turn and a closed subpath (the two
/// flatten curves differently: edge pixels along them differ by up to ~20 levels of 255).
@Suite("Stroked outline against the stroke")
struct StrokedOutlineRasterTests {
    static var path: CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 12, y: 70))
        path.addCurve(to: CGPoint(x: 80, y: 60), control1: CGPoint(x: 30, y: 5), control2: CGPoint(x: 60, y: 110))
        path.addLine(to: CGPoint(x: 110, y: 15))
        path.addLine(to: CGPoint(x: 118, y: 75))
        path.addRect(CGRect(x: 20, y: 85, width: 40, height: 25))
        return path
    }

    @Test(arguments: [
        (CGLineCap.butt, CGLineJoin.miter), (.round, .round), (.square, .bevel), (.round, .miter),
    ])
    func filledOutlineMatchesTheStroke(cap: CGLineCap, join: CGLineJoin) throws {
        let limit: CGFloat = 10
        let stroke = try rasterized(width: 130, height: 120) { ctx in
            ctx.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.setLineWidth(7)
            ctx.setLineCap(cap)
            ctx.setLineJoin(join)
            ctx.setMiterLimit(limit)
            ctx.addPath(Self.path)
            ctx.strokePath()
        }
        let outline = Self.path.copy(strokingWithWidth: 7, lineCap: cap, lineJoin: join, miterLimit: limit)
        let fill = try rasterized(width: 130, height: 120) { ctx in
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.addPath(outline)
            ctx.fillPath()
        }
        savePNGIfAsked(stroke, "outline-stroke-\(cap)-\(join)")
        savePNGIfAsked(fill, "outline-fill-\(cap)-\(join)")
        var largest = 0, total = 0, painted = 0
        for y in 0..<120 {
            for x in 0..<130 {
                let a = Int(rgba(stroke, x, y)[3]), b = Int(rgba(fill, x, y)[3])
                largest = max(largest, abs(a - b))
                total += abs(a - b)
                if a > 0 { painted += 1 }
            }
        }
        #expect(painted > 2_000)
        #expect(largest <= 32, "largest alpha difference \(largest)")
        #expect(Double(total) / Double(painted) < 1, "mean alpha difference \(Double(total) / Double(painted))")
    }
}
