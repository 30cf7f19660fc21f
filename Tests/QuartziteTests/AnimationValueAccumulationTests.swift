import Testing
import Quartzite

@Suite struct AnimationValueAccumulationTests {
    /// Seed 000: the button's model position is (250, 420) (frame (200, 400, 100, 40)); with
    /// `additive`, fromValue (100, 60) shows at (350, 480).
    @Test func additivePositionAddsTheModelValue() {
        let model = AnimationValue.point(CGPoint(x: 250, y: 420))
        let from = AnimationValue.point(CGPoint(x: 100, y: 60))
        let to = AnimationValue.point(CGPoint(x: 100, y: 200))
        #expect(from.added(to: model) == .point(CGPoint(x: 350, y: 480)))
        #expect(from.interpolated(to: to, fraction: 0.5).added(to: model) == .point(CGPoint(x: 350, y: 550)))
    }

    @Test func additiveScalarsSizesRectsAndColorsAddComponentWise() {
        #expect(AnimationValue.number(0.25).added(to: .number(0.5)) == .number(0.75))
        #expect(AnimationValue.size(CGSize(width: 1, height: 2)).added(to: .size(CGSize(width: 10, height: 20)))
            == .size(CGSize(width: 11, height: 22)))
        #expect(AnimationValue.rect(CGRect(x: 1, y: 1, width: 1, height: 1)).added(to: .rect(CGRect(x: 0, y: 0, width: 10, height: 10)))
            == .rect(CGRect(x: 1, y: 1, width: 11, height: 11)))
        let sum = AnimationValue.color(CGColor(red: 0.5, green: 0.25, blue: 0, alpha: 0.5))
            .added(to: .color(CGColor(red: 0.75, green: 0.25, blue: 0, alpha: 0.25)))
        #expect(sum == .color(CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.75)))  // red clamped to 1
        #expect(AnimationValue.bool(true).added(to: .bool(false)) == .bool(true))
    }

    /// Additive transforms apply inside the base: `CATransform3DConcat(anim, base)`. A
    /// translation by (10, 0) inside a quarter turn moves the origin to (0, 10).
    @Test func additiveTransformConcatenatesInsideTheBase() {
        let anim = AnimationValue.transform(CATransform3DMakeTranslation(10, 0, 0))
        let base = AnimationValue.transform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        guard case .transform(let t) = anim.added(to: base) else {
            Issue.record("not a transform")
            return
        }
        #expect(abs(t.m41) < 1e-12 && abs(t.m42 - 10) < 1e-12)
    }

    /// Seed 000: from (100, 60) to (100, 200), cumulative, repeatCount 3: the second pass
    /// (iteration 1) starts at from + 1 × to = (200, 260), the third at from + 2 × to.
    @Test func cumulativeAddsIterationTimesTheEndValue() {
        let from = AnimationValue.point(CGPoint(x: 100, y: 60))
        let to = AnimationValue.point(CGPoint(x: 100, y: 200))
        #expect(from.added(to: to.multiplied(by: 1)) == .point(CGPoint(x: 200, y: 260)))
        #expect(from.added(to: to.multiplied(by: 2)) == .point(CGPoint(x: 300, y: 460)))
        #expect(AnimationValue.number(2).multiplied(by: 3) == .number(6))
        #expect(AnimationValue.numbers([1, 2]).multiplied(by: 0) == .numbers([0, 0]))
    }

    @Test func cumulativeTransformsConcatenateKTimes() {
        guard case .transform(let t) = AnimationValue.transform(CATransform3DMakeRotation(.pi / 6, 0, 0, 1)).multiplied(by: 3) else {
            Issue.record("not a transform")
            return
        }
        #expect(abs(t.m11) < 1e-12 && abs(t.m12 - 1) < 1e-12)
        #expect(AnimationValue.transform(CATransform3DMakeTranslation(5, 0, 0)).multiplied(by: 0) == .transform(CATransform3DIdentity))
        guard case .transform(let back) = AnimationValue.transform(CATransform3DMakeTranslation(5, 0, 0)).multiplied(by: -2) else {
            Issue.record("not a transform")
            return
        }
        #expect(abs(back.m41 + 10) < 1e-12)
    }
}
