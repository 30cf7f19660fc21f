import Foundation
import Testing

@testable import QuartzGeometry

/// `CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:)`: the outline filled with the
/// non-zero rule covers what the stroke covers — the half width either side, caps and joins as
/// Core Graphics draws them.
@Suite("CGPath stroked copy")
struct PathStrokingTests {
    func line(_ points: [CGPoint], closed: Bool = false) -> CGPath {
        let path = CGMutablePath()
        path.addLines(between: points)
        if closed { path.closeSubpath() }
        return path
    }

    @Test func buttLineCoversHalfTheWidthEitherSide() {
        let outline = line([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)])
            .copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(outline.contains(CGPoint(x: 5, y: 1.9)) && outline.contains(CGPoint(x: 5, y: -1.9)))
        #expect(!outline.contains(CGPoint(x: 5, y: 2.1)) && !outline.contains(CGPoint(x: -0.1, y: 0)))
        #expect(outline.boundingBox == CGRect(x: 0, y: -2, width: 10, height: 4))
    }

    @Test func capsExtendTheEnds() {
        let path = line([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)])
        let square = path.copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.boundingBox == CGRect(x: -2, y: -2, width: 14, height: 4))
        #expect(square.contains(CGPoint(x: -1.9, y: 1.9)))
        let round = path.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(round.contains(CGPoint(x: -1.9, y: 0)) && round.contains(CGPoint(x: 11.9, y: 0)))
        #expect(!round.contains(CGPoint(x: -1.5, y: 1.5)))  // 2.12 from the end
        #expect(abs(round.boundingBox.minX + 2) < 1e-9 && abs(round.boundingBox.maxX - 12) < 1e-9)
    }

    /// An L turn (width 2): the outer corner is square with a miter, cut from (10, −1) to
    /// (11, 0) with a bevel, and rounded with a round join; a miter limit below √2 bevels it.
    @Test func joinsShapeTheOuterCorner() {
        let path = line([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        func outline(_ join: CGLineJoin, limit: CGFloat = 10) -> CGPath {
            path.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: join, miterLimit: limit)
        }
        let corner = CGPoint(x: 10.9, y: -0.9), nearBevel = CGPoint(x: 10.4, y: -0.4)
        #expect(outline(.miter).contains(corner))
        #expect(!outline(.bevel).contains(corner) && outline(.bevel).contains(nearBevel))
        #expect(!outline(.round).contains(corner) && outline(.round).contains(CGPoint(x: 10.6, y: -0.6)))
        #expect(!outline(.miter, limit: 1.4).contains(corner))
        #expect(outline(.miter, limit: 1.42).contains(corner))
        // The inside of the turn is covered by the lines themselves.
        #expect(outline(.bevel).contains(CGPoint(x: 9.5, y: 0.5)))
        #expect(!outline(.miter).contains(CGPoint(x: 8.5, y: 1.5)))
    }

    /// A closed square stroked: the ring, with mitered outer corners and its hole open.
    @Test func closedSubpathIsARing() {
        let square = line(
            [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)], closed: true)
        let outline = square.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(!outline.contains(CGPoint(x: 5, y: 5)))
        #expect(outline.contains(CGPoint(x: 0, y: 5)) && outline.contains(CGPoint(x: -0.9, y: -0.9)))
        #expect(outline.boundingBox == CGRect(x: -1, y: -1, width: 12, height: 12))
    }

    /// A circle of radius 10 stroked 2 wide: a ring from 9 to 11 (within the flattening
    /// tolerance), mapped by the transform.
    @Test func curvesAreStrokedAlongTheirLength() {
        let circle = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
        let outline = circle.copy(
            strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
            transform: CGAffineTransform(translationX: 100, y: 0))
        for angle in stride(from: 0.0, to: 2 * Double.pi, by: 0.37) {
            func at(_ r: Double) -> CGPoint { CGPoint(x: 100 + r * cos(angle), y: r * sin(angle)) }
            #expect(outline.contains(at(9.1)) && outline.contains(at(10.9)), "angle \(angle)")
            #expect(!outline.contains(at(8.9)) && !outline.contains(at(11.1)), "angle \(angle)")
        }
    }

    @Test func degenerateInputs() {
        let path = line([CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0)])
        #expect(path.copy(strokingWithWidth: 0, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
        #expect(path.copy(strokingWithWidth: .nan, lineCap: .round, lineJoin: .round, miterLimit: 10).isEmpty)
        let dot = CGMutablePath()
        dot.move(to: CGPoint(x: 5, y: 5))
        dot.addLine(to: CGPoint(x: 5, y: 5))
        #expect(dot.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
        let roundDot = dot.copy(strokingWithWidth: 2, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        #expect(roundDot.contains(CGPoint(x: 5.9, y: 5)) && !roundDot.contains(CGPoint(x: 5.8, y: 5.8)))
    }
}

/// `CGPath.copy(dashingWithPhase:lengths:)`: the dashes as subpaths, the pattern restarted at
/// every subpath, as Core Graphics (and PostScript) dash a stroke.
@Suite("CGPath dashed copy")
struct PathDashingTests {
    /// The x ranges of the dashes of a horizontal path, rounded to 1e-9.
    func dashes(_ path: CGPath) -> [ClosedRange<Double>] {
        func rounded(_ x: CGFloat) -> Double { (Double(x) * 1e9).rounded() / 1e9 }
        return path.pathData.subpaths.map { sub in
            let box = sub.boundingBoxOfPath
            return rounded(box.minX)...rounded(box.maxX)
        }
    }

    let line: CGPath = {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        return path
    }()

    @Test func patternAndPhase() {
        #expect(dashes(line.copy(dashingWithPhase: 0, lengths: [2, 3])) == [0...2, 5...7])
        #expect(dashes(line.copy(dashingWithPhase: 1, lengths: [2, 3])) == [0...1, 4...6, 9...10])
        #expect(dashes(line.copy(dashingWithPhase: -1, lengths: [2, 3])) == [1...3, 6...8])
        #expect(dashes(line.copy(dashingWithPhase: 0, lengths: [2])) == [0...2, 4...6, 8...10])
        #expect(dashes(line.copy(dashingWithPhase: 0, lengths: [0, 5])) == [0...0, 5...5, 10...10])
        #expect(line.copy(dashingWithPhase: 0, lengths: []) == line)
        #expect(line.copy(dashingWithPhase: 0, lengths: [1, -1]) == line)
    }

    /// A pattern too fine to cut (over a million dashes on the subpath) leaves it whole, at
    /// once, instead of hanging.
    @Test func tooFinePatternKeepsTheSubpath() {
        #expect(line.copy(dashingWithPhase: 0, lengths: [1e-9, 1e-9]) == line)
    }

    /// Two subpaths each start the pattern afresh; curves stay curves.
    @Test func everySubpathRestartsThePattern() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.move(to: CGPoint(x: 20, y: 0))
        path.addQuadCurve(to: CGPoint(x: 30, y: 0), control: CGPoint(x: 25, y: 0))
        let dashed = path.copy(dashingWithPhase: 0, lengths: [4, 4])
        #expect(dashes(dashed).count == 4)
        #expect(dashes(dashed)[2].lowerBound == 20)
        #expect(dashed.pathData.kinds.contains(.addQuadCurveToPoint))
    }
}
