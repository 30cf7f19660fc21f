import Testing
import Quartzite

@Suite struct AnimationValueConversionTests {
    @Test func numbersOfEveryKindBecomeNumber() {
        #expect(AnimationValue(CGFloat(1.5)) == .number(1.5))
        #expect(AnimationValue(2.5) == .number(2.5))
        #expect(AnimationValue(Float(0.25)) == .number(0.25))
        #expect(AnimationValue(3) == .number(3))
        #expect(AnimationValue(UInt8(7)) == .number(7))
        #expect(AnimationValue(NSNumber(value: 0.75)) == .number(0.75))
        #expect(AnimationValue(NSNumber(value: 1)) == .number(1))
        #expect(AnimationValue(true) == .bool(true))
        #expect(AnimationValue([true, false]) == .other(OpaqueAnimationValue([true, false])))
        #expect(AnimationValue(nil) == nil)
    }

    @Test func structsAndArrays() {
        #expect(AnimationValue(CGPoint(x: 1, y: 2)) == .point(CGPoint(x: 1, y: 2)))
        #expect(AnimationValue(CGSize(width: 1, height: 2)) == .size(CGSize(width: 1, height: 2)))
        #expect(AnimationValue(CGRect(x: 1, y: 2, width: 3, height: 4)) == .rect(CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(AnimationValue(CGColor.white) == .color(.white))
        #expect(AnimationValue(CATransform3DMakeScale(2, 2, 1)) == .transform(CATransform3DMakeScale(2, 2, 1)))
        #expect(AnimationValue(CGAffineTransform(scaleX: 2, y: 3)) == .affineTransform(CGAffineTransform(scaleX: 2, y: 3)))
        #expect(AnimationValue([CGFloat(0), 0.5, 1]) == .numbers([0, 0.5, 1]))
        #expect(AnimationValue([NSNumber(value: 1), NSNumber(value: 2)]) == .numbers([1, 2]))
        #expect(AnimationValue([0, 0.5] as [Any]) == .numbers([0, 0.5]))
        #expect(AnimationValue([CGColor.black, CGColor.white]) == .colors([.black, .white]))
        #expect(AnimationValue([CGColor.black as Any, CGColor.white as Any]) == .colors([.black, .white]))
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(AnimationValue(path) == .path(path.pathData))
    }

    @Test func anythingElseIsOpaque() {
        let value = AnimationValue("contentsGravity")
        #expect(value == .other(OpaqueAnimationValue("contentsGravity")))
        #expect(value != .other(OpaqueAnimationValue("resize")))
        #expect(AnimationValue(["a", 1] as [Any]).map { if case .other = $0 { true } else { false } } == true)
    }

    @Test func backToAnyAsKeyValueCodingGivesIt() {
        #expect(AnimationValue.number(0.5).anyValue as? CGFloat == 0.5)
        #expect(AnimationValue.numbers([1, 2]).anyValue as? [CGFloat] == [1, 2])
        #expect(AnimationValue.bool(true).anyValue as? Bool == true)
        #expect(AnimationValue.point(CGPoint(x: 1, y: 2)).anyValue as? CGPoint == CGPoint(x: 1, y: 2))
        #expect(AnimationValue.other(OpaqueAnimationValue("x")).anyValue as? String == "x")
        var data = PathData()
        data.move(to: .zero)
        data.addLine(to: CGPoint(x: 1, y: 1))
        #expect((AnimationValue.path(data).anyValue as? CGPath)?.pathData == data)
    }
}
