import Foundation
import Testing
@testable import QuartziteLottie

@Suite("Trim path ranges")
struct TrimRangeTests {
    @Test("start and end in either order, offset in degrees, wrapping past the path's end")
    func ranges() {
        // Plain: 10 % to 60 %.
        #expect(TrimRange(startPercent: 10, endPercent: 60, offsetDegrees: 0) == TrimRange(start: 0.1, end: 0.6))
        // Start past end draws from the smaller to the larger.
        #expect(TrimRange(startPercent: 80, endPercent: 20, offsetDegrees: 0) == TrimRange(start: 0.2, end: 0.8))
        // An offset of 90° moves both by a quarter; -90° is 270°.
        #expect(TrimRange(startPercent: 0, endPercent: 25, offsetDegrees: 90) == TrimRange(start: 0.25, end: 0.5))
        #expect(TrimRange(startPercent: 0, endPercent: 25, offsetDegrees: -90) == TrimRange(start: 0.75, end: 1))
        // 324° + 0…25 % crosses the end: 0.9…1.15, drawn on the doubled path as 0.45…0.575.
        let wrapped = TrimRange(startPercent: 0, endPercent: 25, offsetDegrees: 324)
        #expect(abs(wrapped.start - 0.9) < 1e-12 && abs(wrapped.end - 1.15) < 1e-12)
        #expect(wrapped.wraps)
        #expect(abs(wrapped.strokeFractions(doubled: true).start - 0.45) < 1e-12)
        #expect(abs(wrapped.strokeFractions(doubled: true).end - 0.575) < 1e-12)
        // A start moved to 1 or beyond comes round to the path's start.
        #expect(TrimRange(startPercent: 50, endPercent: 75, offsetDegrees: 180) == TrimRange(start: 0, end: 0.25))
        // Out-of-range percentages clamp; the whole path ignores the offset; equal ends draw nothing.
        #expect(TrimRange(startPercent: -20, endPercent: 140, offsetDegrees: 45) == TrimRange(start: 0, end: 1))
        #expect(TrimRange(startPercent: 100, endPercent: 100, offsetDegrees: 0) == TrimRange(start: 0, end: 0))
        #expect(!TrimRange(startPercent: 0, endPercent: 100, offsetDegrees: 0).wraps)
    }
}

@Suite("Rounded corners")
struct RoundedCornersTests {
    @Test("a square's corners become vertex pairs along the edges with handles towards the corner")
    func square() {
        let square = BezierShape(
            vertices: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 100)],
            inTangents: Array(repeating: .zero, count: 4), outTangents: Array(repeating: .zero, count: 4), closed: true)
        let rounded = square.roundingCorners(radius: 10)
        #expect(rounded.vertices.count == 8)
        // The corner (100, 0): from the previous vertex (0, 0) and to the next (100, 100).
        #expect(rounded.vertices[2] == CGPoint(x: 90, y: 0))
        #expect(rounded.vertices[3] == CGPoint(x: 100, y: 10))
        #expect(abs(rounded.outTangents[2].x - 5.519) < 1e-9 && rounded.outTangents[2].y == 0)
        #expect(rounded.inTangents[3].x == 0 && abs(rounded.inTangents[3].y + 5.519) < 1e-9)
        // A radius larger than half an edge stops at the edge's middle.
        #expect(square.roundingCorners(radius: 80).vertices[2] == CGPoint(x: 50, y: 0))
        // An open path keeps its ends; curved vertices stay as they are.
        let open = BezierShape(
            vertices: [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 50, y: 50)],
            inTangents: [.zero, .zero, CGPoint(x: 5, y: 0)], outTangents: Array(repeating: .zero, count: 3), closed: false)
        #expect(open.roundingCorners(radius: 10).vertices == [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 50, y: 10), CGPoint(x: 50, y: 50)])
    }
}
