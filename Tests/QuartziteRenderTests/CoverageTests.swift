import QuartziteRender
import Testing

@Suite("Coverage")
struct CoverageTests {
    let rect = RoundedRect(minX: 0, minY: 0, maxX: 10, maxY: 10)

    func cov(_ x: Double, _ y: Double, _ shape: RoundedRect, _ edges: EdgeAntialiasing = .all, _ j: LocalJacobian = .identity) -> Double {
        PixelMath.coverage(x: x, y: y, shape: shape, edges: edges, jacobian: j)
    }

    @Test("a pixel-aligned rectangle covers its pixel centres exactly 1 and others exactly 0")
    func pixelAligned() {
        for i in -2..<12 {
            let c = Double(i) + 0.5
            let expected: Double = (0..<10).contains(i) ? 1 : 0
            #expect(cov(c, 5.5, rect) == expected)
            #expect(cov(5.5, c, rect) == expected)
            #expect(cov(c, 5.5, rect, []) == expected)
        }
    }

    @Test("an edge through a pixel centre covers it 0.5; without anti-aliasing 0")
    func halfPixel() {
        let shifted = RoundedRect(minX: 0.5, minY: 0, maxX: 10, maxY: 10)
        #expect(cov(0.5, 5.5, shifted) == 0.5)
        #expect(cov(0.5, 5.5, shifted, [.maxX, .minY, .maxY]) == 0)
        let quarter = RoundedRect(minX: 0.25, minY: 0, maxX: 10, maxY: 10)
        #expect(cov(0.5, 5.5, quarter) == 0.75)
        #expect(cov(0.5, 5.5, quarter, []) == 1)
    }

    @Test("distances convert to pixels with the local scale")
    func scaled() {
        // Two pixels per layer unit: 0.125 units outside is 0.25 px outside.
        let j = LocalJacobian(dxdX: 0.5, dxdY: 0, dydX: 0, dydY: 0.5)
        #expect(cov(-0.125, 5, rect, .all, j) == 0.25)
    }

    @Test("rounded corners: 1 at the centre, 0.5 on the arc, 0 at the square corner; unmasked corners stay square")
    func corners() {
        let shape = RoundedRect(minX: 0, minY: 0, maxX: 100, maxY: 100, radius: 20)
        #expect(cov(20, 20, shape) == 1)
        let onArc = 20 - 20 / 2.0.squareRoot()
        #expect(abs(cov(onArc, onArc, shape) - 0.5) < 1e-9)
        #expect(cov(0.5, 0.5, shape) == 0)
        #expect(cov(99.5, 0.5, shape) == 0)
        let one = RoundedRect(minX: 0, minY: 0, maxX: 100, maxY: 100, radius: 20, corners: .maxXMaxY)
        #expect(cov(0.5, 0.5, one) == 1)
        #expect(cov(99.5, 99.5, one) == 0)
        // Radius beyond half the side is clamped: a 10×10 square with radius 50 is a circle of 5.
        let circle = RoundedRect(minX: 0, minY: 0, maxX: 10, maxY: 10, radius: 50)
        #expect(abs(cov(5 - 5 / 2.0.squareRoot(), 5 - 5 / 2.0.squareRoot(), circle) - 0.5) < 1e-9)
    }

    @Test("the border ring lies between the shape and its inset with radius max(0, r − width)")
    func borderRing() {
        let outer = RoundedRect(minX: 0, minY: 0, maxX: 100, maxY: 100, radius: 30)
        let inner = outer.inset(by: 10)
        #expect(inner == RoundedRect(minX: 10, minY: 10, maxX: 90, maxY: 90, radius: 20))
        #expect(outer.inset(by: 40).radius == 0)
        func ring(_ x: Double, _ y: Double) -> Double { cov(x, y, outer) * (1 - cov(x, y, inner)) }
        #expect(ring(5, 50) == 1)
        #expect(ring(50, 50) == 0)
        #expect(ring(10, 50) == 0.5)
        #expect(ring(95.5, 50) == 1)
        // On the inner arc (centre (30, 30), radius 20) the ring is half covered.
        let p = 30 - 20 / 2.0.squareRoot()
        #expect(abs(ring(p, p) - 0.5) < 1e-9)
    }
}
