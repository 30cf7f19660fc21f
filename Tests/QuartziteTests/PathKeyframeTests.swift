import Testing
import Quartzite

@Suite struct PathKeyframeTests {
    /// A circle of radius 100 about (200, 300) as four quarter cubics (k = 0.5523 · r), drawn
    /// clockwise on screen (y down) from angle 0, as seed 000's `addArcWithCenter:` path.
    static func circle() -> [PathKeyframeSegment] {
        let c = CGPoint(x: 200, y: 300)
        let r = 100.0
        let k = 0.5522847498 * r
        func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: c.x + x, y: c.y + y) }
        return [
            .curve(from: p(r, 0), control1: p(r, k), control2: p(k, r), to: p(0, r)),
            .curve(from: p(0, r), control1: p(-k, r), control2: p(-r, k), to: p(-r, 0)),
            .curve(from: p(-r, 0), control1: p(-r, -k), control2: p(-k, -r), to: p(0, -r)),
            .curve(from: p(0, -r), control1: p(k, -r), control2: p(r, -k), to: p(r, 0)),
        ]
    }

    @Test func keyframesAreTheElementEndPoints() {
        let timeline = PathKeyframeTimeline(segments: Self.circle())
        #expect(timeline.sample(at: 0)!.position == CGPoint(x: 300, y: 300))
        #expect(timeline.sample(at: 0.25)!.position == CGPoint(x: 200, y: 400))
        #expect(timeline.sample(at: 0.5)!.position == CGPoint(x: 100, y: 300))
        #expect(timeline.sample(at: 1)!.position == CGPoint(x: 300, y: 300))
    }

    @Test func pointsInsideASegmentLieOnTheCurve() {
        let timeline = PathKeyframeTimeline(segments: Self.circle())
        let p = timeline.sample(at: 0.125)!.position  // the middle of the first quarter
        let radius = hypot(p.x - 200, p.y - 300)
        #expect(abs(radius - 100) < 0.03)
        #expect(abs(p.x - p.y + 100) < 1e-9)  // on the 45° diagonal: x − 200 = y − 300
    }

    /// rotationMode auto: the rotation is the tangent direction. Moving clockwise on screen
    /// from angle 0, the tangent at the start points down (+y, π/2), at the bottom left (π),
    /// at the left up (−π/2); sin/cos are exactly 0/±1 there.
    @Test func autoRotationFollowsTheTangent() {
        let timeline = PathKeyframeTimeline(segments: Self.circle())
        let start = timeline.sample(at: 0)!
        #expect(start.tangentCosine == 0 && start.tangentSine == 1)
        #expect(start.rotationAngle(for: .rotateAuto) == .pi / 2)
        let bottom = timeline.sample(at: 0.25)!
        #expect(bottom.tangentCosine == -1 && bottom.tangentSine == 0)
        let left = timeline.sample(at: 0.5)!
        #expect(left.rotationAngle(for: .rotateAuto) == -.pi / 2)
        #expect(left.rotationAngle(for: .rotateAutoReverse) == .pi / 2)
        #expect(left.rotationAngle(for: nil) == nil)
        let mid = timeline.sample(at: 0.125)!  // tangent at 135°
        #expect(abs(mid.tangentAngle - 3 * .pi / 4) < 1e-9)
    }

    @Test func pacedPathUsesElementLengths() {
        let segments: [PathKeyframeSegment] = [
            .line(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 30, y: 0)),
            .line(from: CGPoint(x: 30, y: 0), to: CGPoint(x: 30, y: 10)),
        ]
        let linear = PathKeyframeTimeline(segments: segments)
        #expect(linear.sample(at: 0.5)!.position == CGPoint(x: 30, y: 0))
        let paced = PathKeyframeTimeline(segments: segments, calculationMode: .paced)
        #expect(paced.totalLength == 40)
        let half = paced.sample(at: 0.5)!.position
        #expect(abs(half.x - 20) < 1e-9 && half.y == 0)
    }

    @Test func curveLengthMatchesTheCircle() {
        let quarter = Self.circle()[0]
        // The 4-cubic approximation of a circle of radius 100 is 0.0272 % longer than 50π.
        #expect(abs(quarter.length - 50 * .pi) < 0.05)
        let quad = PathKeyframeSegment.quadCurve(
            from: CGPoint(x: 0, y: 0), control: CGPoint(x: 50, y: 0), to: CGPoint(x: 100, y: 0))
        #expect(abs(quad.length - 100) < 1e-9)
    }

    @Test func discreteShowsTheKeyframePointsOnly() {
        let timeline = PathKeyframeTimeline(segments: Self.circle(), calculationMode: .discrete)
        #expect(timeline.sample(at: 0.1)!.position == CGPoint(x: 300, y: 300))
        #expect(timeline.sample(at: 0.3)!.position == CGPoint(x: 200, y: 400))
        #expect(timeline.sample(at: 1)!.position == CGPoint(x: 300, y: 300))
    }
}
