import Foundation
import Testing
@testable import QuartzGeometry

@Suite struct SVGPathDataTests {
    func close(_ a: CGRect, _ b: CGRect, _ tol: CGFloat) -> Bool {
        abs(a.minX - b.minX) < tol && abs(a.minY - b.minY) < tol && abs(a.maxX - b.maxX) < tol && abs(a.maxY - b.maxY) < tol
    }

    @Test func materialHomeIcon() throws {
        let p = try PathData(svgPathData: "M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z")
        #expect(p.kinds == [.moveToPoint] + Array(repeating: .addLineToPoint, count: 10) + [.closeSubpath])
        #expect(p.boundingBoxOfPath == CGRect(x: 2, y: 3, width: 20, height: 17))
        #expect(p.points[8] == CGPoint(x: 2, y: 12))  // implicit repeated L
    }

    @Test func materialFavoriteIconWithPackedNumbers() throws {
        let d = "M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z"
        let p = try PathData(svgPathData: d)
        #expect(p.kinds == [.moveToPoint, .addLineToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint,
                            .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .addLineToPoint, .closeSubpath])
        // "3.41.81" is two numbers: the relative c's control1 is (7.5+1.74, 3+0), control2 (7.5+3.41, 3+0.81).
        #expect(abs(p.points[8].x - 9.24) < 1e-12 && p.points[8].y == 3)
        #expect(abs(p.points[9].x - 10.91) < 1e-12 && abs(p.points[9].y - 3.81) < 1e-12)
        #expect(close(p.boundingBoxOfPath, CGRect(x: 2, y: 3, width: 20, height: 18.35), 1e-9))
    }

    @Test func bootstrapCircleFillWithArcs() throws {
        let p = try PathData(svgPathData: "M16 8A8 8 0 1 1 0 8a8 8 0 0 1 16 0z")
        #expect(p.kinds == [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4) + [.closeSubpath])
        #expect(close(p.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 16, height: 16), 1e-9))
        #expect(abs(PathMeasure(p).length - 16 * .pi) < 16 * .pi * 2e-4)
        // sweep-flag 1 is the positive-angle direction: from (16,8) through (8,16).
        #expect(abs(p.points[3].x - 8) < 1e-9 && abs(p.points[3].y - 16) < 1e-9)
    }

    @Test func bootstrapXIconWithCompactFlags() throws {
        let d = "M4.646 4.646a.5.5 0 0 1 .708 0L8 7.293l2.646-2.647a.5.5 0 0 1 .708.708L8.707 8l2.647 2.646a.5.5 0 0 1-.708.708L8 8.707l-2.646 2.647a.5.5 0 0 1-.708-.708L7.293 8 4.646 5.354a.5.5 0 0 1 0-.708z"
        let p = try PathData(svgPathData: d)
        #expect(p.kinds.filter { $0 == .addLineToPoint }.count == 8)
        #expect(p.kinds.filter { $0 == .moveToPoint }.count == 1)
        #expect(p.kinds.last == .closeSubpath)
        #expect(close(p.boundingBoxOfPath, CGRect(x: 4.5, y: 4.5, width: 7, height: 7), 2e-3))
    }

    @Test func flagsWithoutSeparatorsAndSmoothCurves() throws {
        let p = try PathData(svgPathData: "M0 0a1 1 0 00 1 1")
        // Centre (1, 0), from angle π to π/2: one cubic through (1 − √½, √½).
        #expect(p.kinds == [.moveToPoint, .addCurveToPoint])
        let c = CubicBezier(p.points[0], p.points[1], p.points[2], p.points[3])
        #expect(abs(c.point(0.5).x - (1 - sqrt(0.5))) < 1e-12 && abs(c.point(0.5).y - sqrt(0.5)) < 1e-12)
        let s = try PathData(svgPathData: "M0,0C1,2 3,2 4,0S7-2 8,0Q9 2 10 0T12 0h.5.5v-1e-1")
        #expect(s.points[4] == CGPoint(x: 5, y: -2))  // reflected control of S
        #expect(s.points[9] == CGPoint(x: 11, y: -2))  // reflected control of T
        #expect(s.currentPoint == CGPoint(x: 13, y: -0.1))
        #expect(try PathData(svgPathData: "  ").isEmpty)
        let m = try PathData(svgPathData: "m1 1 2 2z l1 0")  // relative implicit lines; after z from (1,1)
        #expect(m.points == [CGPoint(x: 1, y: 1), CGPoint(x: 3, y: 3), CGPoint(x: 2, y: 1)])
        let neg = try PathData(svgPathData: "M-1-2L+3e1-.5")
        #expect(neg.points == [CGPoint(x: -1, y: -2), CGPoint(x: 30, y: -0.5)])
    }

    @Test func writeThenReadRoundTrips() throws {
        let d = "M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09Q20 1 22 8.5A5 3 30 1 0 14 19z"
        let p = try PathData(svgPathData: d)
        let written = p.svgPathData
        #expect(try PathData(svgPathData: written) == p)
        let simple = try PathData(svgPathData: "M0 0L10 0.5Q1 2 3 4Z")
        #expect(simple.svgPathData == "M 0 0 L 10 0.5 Q 1 2 3 4 Z")
        let circle = CGPath(ellipseIn: CGRect(x: 0.1, y: 0.2, width: 3, height: 7), transform: nil)
        #expect(try CGPath(svgPathData: circle.svgPathData) == circle)
    }

    @Test func errorsNameOffsetAndExpectation() {
        #expect(throws: SVGPathError(offset: 12, expected: "expected a number after 'L'")) {
            try PathData(svgPathData: "M 10 10 L 20")
        }
        #expect((try? PathData(svgPathData: "M 10 10 L 20")) == nil)
        let e = SVGPathError(offset: 12, expected: "expected a number after 'L'")
        #expect(e.description == "invalid path data at offset 12: expected a number after 'L'")
        #expect(throws: SVGPathError(offset: 7, expected: "expected a command letter or a number, found 'X'")) {
            try PathData(svgPathData: "M10 10 X")
        }
        #expect(throws: SVGPathError(offset: 0, expected: "expected 'M' or 'm' at the start of path data")) {
            try PathData(svgPathData: "L 1 2")
        }
        #expect(throws: SVGPathError(offset: 12, expected: "expected a flag (0 or 1) after 'A'")) {
            try PathData(svgPathData: "M0 0 A1 1 0 2 1 5 5")
        }
        #expect(throws: SVGPathError(offset: 3, expected: "expected a number after 'M'")) {
            try PathData(svgPathData: "M1 .e")
        }
    }
}
