import Testing
import Quartzite

@Suite struct AnimationValueKeyframeTests {
    static let orange = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    static let yellow = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let purple = CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    static func close(_ value: AnimationValue?, _ expected: CGColor) -> Bool {
        guard case .color(let c)? = value else { return false }
        return abs(c.red - expected.red) < 1e-9 && abs(c.green - expected.green) < 1e-9
            && abs(c.blue - expected.blue) < 1e-9 && abs(c.alpha - expected.alpha) < 1e-9
    }

    /// Seed 001's rainbow: UIKit's orange, yellow, green, blue, purple and red as six linear
    /// keyframes; each is reached at i/5 and the midpoints are the component-wise averages.
    @Test func rainbowKeyframes() {
        let rainbow = [Self.orange, Self.yellow, Self.green, Self.blue, Self.purple, Self.red]
        let timeline = KeyframeTimeline(values: rainbow.map { AnimationValue.color($0) })
        for (i, color) in rainbow.enumerated() {
            #expect(timeline.value(at: Double(i) / 5) == .color(color))
        }
        #expect(Self.close(timeline.value(at: 0.1), CGColor(red: 1, green: 0.75, blue: 0, alpha: 1)))
        #expect(Self.close(timeline.value(at: 0.3), CGColor(red: 0.5, green: 1, blue: 0, alpha: 1)))
        #expect(Self.close(timeline.value(at: 0.5), CGColor(red: 0, green: 0.5, blue: 0.5, alpha: 1)))
        #expect(Self.close(timeline.value(at: 0.7), CGColor(red: 0.25, green: 0, blue: 0.75, alpha: 1)))
        #expect(Self.close(timeline.value(at: 0.9), CGColor(red: 0.75, green: 0, blue: 0.25, alpha: 1)))
    }

    /// Seed 001's full turn: `transform.rotation` keyframes 0, π, 2π written into the layer's
    /// transform turn it clockwise (y down: +x goes to +y after a quarter); negative values
    /// turn it anticlockwise.
    @Test func rotationKeyframesThroughTheTransformKeyPath() throws {
        let keyPath = try AnimationKeyPath(parsing: "transform.rotation")
        let model = AnimationValue.transform(CATransform3DIdentity)
        func transform(at f: Double, _ values: [Double]) -> CATransform3D? {
            let timeline = KeyframeTimeline(values: values.map { AnimationValue.number($0) })
            guard let angle = timeline.value(at: f),
                case .transform(let t)? = keyPath.replacingComponent(of: model, with: angle)
            else { return nil }
            return t
        }
        let quarter = try #require(transform(at: 0.25, [0, .pi, 2 * .pi]))
        #expect(abs(quarter.m11) < 1e-12 && abs(quarter.m12 - 1) < 1e-12)
        let threeQuarters = try #require(transform(at: 0.75, [0, .pi, 2 * .pi]))
        #expect(abs(threeQuarters.m11) < 1e-12 && abs(threeQuarters.m12 + 1) < 1e-12)
        let back = try #require(transform(at: 0.25, [0, -.pi, -2 * .pi]))
        #expect(abs(back.m11) < 1e-12 && abs(back.m12 + 1) < 1e-12)
    }

    @Test func distancesForPacing() {
        #expect(AnimationValue.number(3).distance(to: .number(-1)) == 4)
        #expect(AnimationValue.point(.zero).distance(to: .point(CGPoint(x: 3, y: 4))) == 5)
        #expect(AnimationValue.size(.zero).distance(to: .size(CGSize(width: 3, height: 4))) == 5)
        #expect(AnimationValue.rect(.zero).distance(to: .rect(CGRect(x: 1, y: 1, width: 1, height: 1))) == 2)
        #expect(AnimationValue.color(.clear).distance(to: .color(CGColor(red: 1, green: 1, blue: 1, alpha: 1))) == 2)
        #expect(AnimationValue.bool(true).distance(to: .bool(false)) == 0)
        #expect(abs(AnimationValue.transform(CATransform3DMakeTranslation(3, 4, 0))
            .distance(to: .transform(CATransform3DIdentity)) - 5) < 1e-9)
    }

    @Test func cubicColorsAndPacedPoints() {
        let timeline = KeyframeTimeline(
            values: [AnimationValue.number(0), .number(10), .number(5), .number(20)], calculationMode: .cubic)
        #expect(timeline.value(at: 0.5) == .number(7.1875))
        let paced = KeyframeTimeline(
            values: [AnimationValue.point(.zero), .point(CGPoint(x: 30, y: 0)), .point(CGPoint(x: 30, y: 10))],
            calculationMode: .paced)
        #expect(paced.value(at: 0.5) == .point(CGPoint(x: 20, y: 0)))
        // Transforms are not vectors: cubic falls back to linear (decomposed) interpolation.
        let transforms = KeyframeTimeline(
            values: [AnimationValue.transform(CATransform3DIdentity), .transform(CATransform3DMakeTranslation(10, 0, 0))],
            calculationMode: .cubic)
        guard case .transform(let t)? = transforms.value(at: 0.5) else {
            Issue.record("not a transform")
            return
        }
        #expect(abs(t.m41 - 5) < 1e-9)
    }
}
