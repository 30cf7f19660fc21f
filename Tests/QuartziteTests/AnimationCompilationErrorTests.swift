import Foundation
import Testing

@testable import Quartzite

@Suite("Animation compilation errors")
struct AnimationCompilationErrorTests {
    @Test func missingKeyPath() {
        #expect(throws: AnimationCompilationError.missingKeyPath) {
            try CompiledAnimation(CABasicAnimation())
        }
    }

    @Test func unparseableKeyPath() {
        #expect(throws: AnimationCompilationError.invalidKeyPath(.unknownComponent(keyPath: "position.z", component: "z"))) {
            try CompiledAnimation(basic("position.z", to: 1.0))
        }
    }

    @Test func wrongValueTypeNamesKeyPathAndValue() throws {
        let error = #expect(throws: AnimationCompilationError.self) {
            try CompiledAnimation(basic("position", from: 3.0, to: CGPoint.zero))
        }
        #expect(error == .wrongValueType(keyPath: "position", value: "fromValue", expected: "a CGPoint", found: "a number"))
        #expect(error?.description.contains("\"position\"") == true)
        #expect(error?.description.contains("fromValue") == true)
    }

    @Test func mixedTypesOnAnUnknownProperty() {
        let keyframes = CAKeyframeAnimation(keyPath: "opacity")
        keyframes.values = [0.0, CGPoint.zero]
        #expect(throws: AnimationCompilationError.wrongValueType(keyPath: "opacity", value: "values[1]", expected: "a number", found: "a CGPoint")) {
            try CompiledAnimation(keyframes)
        }
    }

    /// Apple runs keyframe animations whose key times and values differ in number (the
    /// count is only "usually" equal); the pairing is pinned in KeyframeCountMismatchTests.
    @Test func keyTimesCountMismatchCompiles() {
        let keyframes = CAKeyframeAnimation(keyPath: "opacity")
        keyframes.values = [0.0, 0.5, 1.0]
        keyframes.keyTimes = [0, 1]
        #expect(throws: Never.self) { try CompiledAnimation(keyframes) }
        keyframes.keyTimes = [0, 0.2, 0.4, 1]
        #expect(throws: Never.self) { try CompiledAnimation(keyframes) }
        keyframes.calculationMode = .paced
        #expect(throws: Never.self) { try CompiledAnimation(keyframes) }
    }

    /// Apple: invalid key times "are ignored": the animation runs with evenly spaced
    /// keyframes (pinned in KeyframeCountMismatchTests).
    @Test func keyTimesOutOfOrderCompile() {
        let keyframes = CAKeyframeAnimation(keyPath: "opacity")
        keyframes.values = [0.0, 0.5, 1.0]
        keyframes.keyTimes = [0, 0.7, 0.5]
        #expect(throws: Never.self) { try CompiledAnimation(keyframes) }
    }

    @Test func pathNeedsAPointProperty() {
        let keyframes = CAKeyframeAnimation(keyPath: "opacity")
        keyframes.path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        #expect(throws: AnimationCompilationError.self) { try CompiledAnimation(keyframes) }
    }

    @Test func errorsInsideAGroupPropagate() {
        let group = CAAnimationGroup()
        group.animations = [basic("opacity", to: 1.0), basic("bounds.size.depth", to: 1.0)]
        #expect(throws: AnimationCompilationError.self) { try CompiledAnimation(group) }
    }
}
