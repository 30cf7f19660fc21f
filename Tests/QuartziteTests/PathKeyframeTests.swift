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

@Suite struct PathKeyframeFromCGPathTests {
    /// Seed 000: `addArcWithCenter:(200, 300) radius:100 startAngle:0 endAngle:2π
    /// clockwise:YES` (UIKit, visually clockwise), animated along with rotationMode auto.
    static func seedCircle() -> CGMutablePath {
        let path = CGMutablePath()
        path.addArc(
            center: CGPoint(x: 200, y: 300), radius: 100, startAngle: 0, endAngle: 2 * .pi,
            visuallyClockwiseInFlippedSpace: true)
        return path
    }

    @Test func circlePathKeyframesFollowTheArc() throws {
        let timeline = PathKeyframeTimeline(path: Self.seedCircle())
        #expect(timeline.segments.count >= 4)
        #expect(abs(timeline.totalLength - 200 * .pi) < 0.2)
        let start = try #require(timeline.sample(at: 0))
        #expect(abs(start.position.x - 300) < 1e-9 && abs(start.position.y - 300) < 1e-9)
        for f in stride(from: 0.0, through: 1.0, by: 0.0625) {
            let sample = try #require(timeline.sample(at: f))
            let radius = hypot(sample.position.x - 200, sample.position.y - 300)
            #expect(abs(radius - 100) < 0.03)
            // rotationMode auto: the angle is the tangent direction, perpendicular to the
            // radius and turned +π/2 from it (clockwise motion on the y-down screen).
            let radial = atan2(Double(sample.position.y - 300), Double(sample.position.x - 200))
            let angle = try #require(sample.rotationAngle(for: .rotateAuto))
            let difference = remainder(angle - radial - .pi / 2, 2 * .pi)
            #expect(abs(difference) < 1e-3)
        }
    }

    @Test func rotationIsAppliedInsideTheTransform() throws {
        let timeline = PathKeyframeTimeline(path: Self.seedCircle())
        let start = try #require(timeline.sample(at: 0))  // tangent straight down: exact π/2
        let rotated = start.rotating(CATransform3DMakeScale(2, 2, 1), for: .rotateAuto)
        #expect(rotated.m11 == 0 && rotated.m12 == 2 && rotated.m21 == -2 && rotated.m22 == 0)
        let reversed = start.rotating(CATransform3DIdentity, for: .rotateAutoReverse)
        #expect(reversed.m11 == 0 && reversed.m12 == -1 && reversed.m21 == 1)
        #expect(start.rotating(CATransform3DIdentity, for: nil) == CATransform3DIdentity)
    }

    @Test func movesJumpAndClosesReturn() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 10))
        path.closeSubpath()
        path.move(to: CGPoint(x: 50, y: 50))
        path.addLine(to: CGPoint(x: 60, y: 50))
        let timeline = PathKeyframeTimeline(path: path)
        #expect(timeline.segments == [
            .line(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 10, y: 0)),
            .line(from: CGPoint(x: 10, y: 0), to: CGPoint(x: 10, y: 10)),
            .line(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 0, y: 0)),
            .line(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 60, y: 50)),
        ])
        #expect(try #require(timeline.sample(at: 0.875)).position == CGPoint(x: 55, y: 50))
    }
}
