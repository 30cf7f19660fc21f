import Foundation
import Testing

@testable import Quartzite

/// REFERENCE 6: group time, clipping, group timing function, inherited durations.
@Suite("CAAnimationGroup evaluation")
struct AnimationGroupEvaluationTests {
    func group(_ children: [CAAnimation], duration: Double) -> CAAnimationGroup {
        let group = CAAnimationGroup()
        group.animations = children
        group.duration = duration
        return group
    }

    func opacity(_ animation: CAAnimation, at t: Double) throws -> Double {
        number(try presentation("opacity", model: .number(0.9), animations: [animation], at: t))
    }

    @Test func longChildIsClippedToTheGroup() throws {
        let g = group([basic("opacity", from: 0.0, to: 1.0, duration: 10)], duration: 5)
        #expect(close(try opacity(g, at: 4), 0.4))
        #expect(close(try opacity(g, at: 5), 0.5))
        #expect(close(try opacity(g, at: 6), 0.9))  // group over: the model value
        g.fillMode = .forwards
        #expect(close(try opacity(g, at: 8), 0.5))  // frozen at the child's 5 s state
    }

    @Test func groupTimingFunctionWarpsChildTime() throws {
        let g = group([basic("opacity", from: 0.0, to: 1.0, duration: 2)], duration: 2)
        g.timingFunction = CAMediaTimingFunction(name: .easeIn)
        let eased = Double(CAMediaTimingFunction(name: .easeIn).solve(forInput: 0.5))
        #expect(close(try opacity(g, at: 1), eased, 1e-6))
        #expect(close(eased, 0.3153, 5e-4))
    }

    @Test func childWithoutDurationInheritsTheGroups() throws {
        let g = group([basic("opacity", from: 0.0, to: 1.0, duration: 0)], duration: 4)
        let compiled = try CompiledAnimation(g)
        guard case .group(let children) = compiled.kind else {
            Issue.record("not a group")
            return
        }
        #expect(children[0].timing.duration == 4)
        #expect(close(try opacity(g, at: 2), 0.5))
    }

    @Test func groupWithoutDurationUsesTheDefaultForItselfAndChildren() throws {
        let g = group([basic("opacity", from: 0.0, to: 1.0, duration: 0)], duration: 0)
        let compiled = try CompiledAnimation(g)
        guard case .group(let children) = compiled.kind else { return }
        #expect(compiled.timing.duration == 0.25 && children[0].timing.duration == 0.25)
    }

    @Test func childrenRunInGroupTimeWithTheirOwnBeginTime() throws {
        let late = basic("opacity", from: 0.0, to: 1.0, duration: 1)
        late.beginTime = 1
        let g = group([late], duration: 3)
        g.beginTime = 10
        #expect(close(try opacity(g, at: 10.5), 0.9))  // child not started
        #expect(close(try opacity(g, at: 11.5), 0.5))
    }

    @Test func childrenApplyInArrayOrderAndListTheirProperties() throws {
        let first = basic("opacity", from: 0.0, to: 1.0, duration: 1)
        let second = basic("opacity", from: 0.0, to: 0.2, duration: 1)
        second.isAdditive = true
        let position = basic("position", from: CGPoint.zero, to: CGPoint(x: 10, y: 0), duration: 1)
        let g = group([first, second, position], duration: 1)
        #expect(close(try opacity(g, at: 0.5), 0.6))
        #expect(try CompiledAnimation(g).animatedProperties == ["opacity", "position"])
    }
}
