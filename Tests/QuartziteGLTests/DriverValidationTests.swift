import Foundation
import QuartzGeometry
import QuartziteGL
import QuartziteRender
import QuartziteTestSupport
import Testing

/// Every rule of `RenderDriver`'s validation, exercised once with the CPU renderer and once
/// with the GL renderer: the same pixel at the probe, the same counts, the same problem logged.
/// Each case draws on a 16 × 16 black frame; the probe is pixel (4, 4).
@Suite("Renderer driver: one validation for both renderers", .serialized)
struct DriverValidationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var plan: @Sendable () -> RenderPlan
        /// The probe pixel's expected value.
        var probe: SIMD4<UInt8>
        var drawn: Int
        var culled: Int
        var unsupported: Int
        /// The problem logged (nil: none).
        var problem: String?
        var testDescription: String { name }
    }

    static let frameSize = PixelSize(width: 16, height: 16)
    static let magenta = SIMD4<UInt8>(255, 0, 255, 255)
    static let white = SIMD4<UInt8>(255, 255, 255, 255)
    static let black = SIMD4<UInt8>(0, 0, 0, 255)
    static let square = CGRect(x: 2, y: 2, width: 8, height: 8)

    /// A plan whose frame holds one quad over `square` built by `quad` (given the frame's
    /// shared state), after the passes `before` opens (each 16 × 16, a white square).
    static func frame(
        passes before: Int = 0, passSize: PixelSize = frameSize, clip: QuadClip = .none, opacity: Float = 1,
        transform: CATransform3D = CATransform3DIdentity, _ quad: @escaping @Sendable (Int) -> DrawQuad
    ) -> @Sendable () -> RenderPlan {
        {
            var plan = RenderPlan()
            for _ in 0..<before {
                plan.beginPass(purpose: .groupOpacity, size: passSize, clearColor: .clear)
                plan.solid(CGRect(x: 0, y: 0, width: 16, height: 16), .white, state: plan.state())
            }
            plan.beginPass(purpose: .frame, size: frameSize, clearColor: .black)
            plan.addQuad(quad(plan.state(transform, opacity: opacity, clip: clip, edges: [])))
            return plan
        }
    }

    static func solid(_ state: Int, _ rect: CGRect = square) -> DrawQuad {
        DrawQuad(sharedStateIndex: state, rect: rect, content: .solid(.white))
    }

    static func passQuad(_ state: Int, _ content: QuadContent) -> DrawQuad {
        DrawQuad(sharedStateIndex: state, rect: square, uvRect: square, content: content)
    }

    /// A frame mixing a white pass and a red pass at `progress` over `square`.
    static func mixPlan(progress: Float) -> @Sendable () -> RenderPlan {
        {
            var plan = RenderPlan()
            plan.beginPass(purpose: .transition, size: frameSize, clearColor: .clear)
            plan.solid(CGRect(x: 0, y: 0, width: 16, height: 16), .white, state: plan.state())
            plan.beginPass(purpose: .transition, size: frameSize, clearColor: .clear)
            plan.solid(CGRect(x: 0, y: 0, width: 16, height: 16), rgba(1, 0, 0), state: plan.state())
            plan.beginPass(purpose: .frame, size: frameSize, clearColor: .black)
            plan.addQuad(passQuad(plan.state(edges: []), .passMix(from: 0, to: 1, progress: progress, filter: .nearest)))
            return plan
        }
    }

    static let cases: [Case] = [
        Case(
            name: "a missing shared state is not drawn",
            plan: frame { _ in DrawQuad(sharedStateIndex: 7, rect: square, content: .solid(.white)) },
            probe: black, drawn: 0, culled: 0, unsupported: 1,
            problem: "quad 0 refers to missing shared state 7"),
        Case(
            name: "a mask pass that is not earlier draws magenta",
            plan: frame(clip: QuadClip(maskPass: 1)) { solid($0) }, probe: magenta, drawn: 1, culled: 0,
            unsupported: 1, problem: "mask pass 1 is not an earlier pass of pass 0"),
        Case(
            name: "a texture outside the table draws magenta",
            plan: frame { passQuad($0, .texture(3, filter: .linear)) }, probe: magenta, drawn: 1, culled: 0,
            unsupported: 1, problem: "texture 3 is not in the plan's texture table"),
        Case(
            name: "a pass that is not earlier draws magenta",
            plan: frame { passQuad($0, .pass(0, filter: .linear)) }, probe: magenta, drawn: 1, culled: 0,
            unsupported: 1, problem: "pass 0 is not an earlier pass of pass 0"),
        Case(
            name: "a pass sampled trilinearly draws magenta",
            plan: frame(passes: 1) { passQuad($0, .pass(0, filter: .trilinear)) }, probe: magenta, drawn: 2,
            culled: 0, unsupported: 1, problem: "trilinear sampling of a pass output (passes have no mip levels)"),
        Case(
            name: "mixed passes of different sizes draw magenta",
            plan: {
                var plan = RenderPlan()
                plan.beginPass(purpose: .transition, size: frameSize, clearColor: .clear)
                plan.beginPass(purpose: .transition, size: PixelSize(width: 8, height: 8), clearColor: .clear)
                plan.beginPass(purpose: .frame, size: frameSize, clearColor: .black)
                plan.addQuad(passQuad(plan.state(edges: []), .passMix(from: 0, to: 1, progress: 0.5, filter: .linear)))
                return plan
            },
            probe: magenta, drawn: 1, culled: 0, unsupported: 1, problem: "mixed passes 0 and 1 differ in size"),
        Case(
            name: "an empty source pass draws magenta",
            plan: frame(passes: 1, passSize: PixelSize(width: 0, height: 0)) { passQuad($0, .pass(0, filter: .linear)) },
            probe: magenta, drawn: 1, culled: 1, unsupported: 1, problem: "an empty source image"),
        Case(
            name: "a pass beyond the limits is left empty and its readers draw magenta",
            plan: frame(passes: 1, passSize: PixelSize(width: 1 << 20, height: 4)) {
                passQuad($0, .pass(0, filter: .linear))
            },
            probe: magenta, drawn: 1, culled: 1, unsupported: 1, problem: "an empty source image"),
        Case(
            name: "NaN opacity is no opacity", plan: frame(opacity: .nan) { solid($0) }, probe: black, drawn: 0,
            culled: 1, unsupported: 0),
        Case(
            name: "opacity above 1 is 1", plan: frame(opacity: 7) { solid($0) }, probe: white, drawn: 1, culled: 0,
            unsupported: 0),
        Case(
            name: "a scissor whose end overflows misses the pass",
            plan: frame(clip: QuadClip(scissor: PixelRect(x: Int.max - 1, y: 0, width: Int.max, height: 4))) {
                solid($0)
            },
            probe: black, drawn: 0, culled: 1, unsupported: 0),
        Case(
            name: "a scissor reaching outside the pass is clamped to it",
            plan: frame(clip: QuadClip(scissor: PixelRect(x: -100, y: 4, width: Int.max, height: 1))) { solid($0) },
            probe: white, drawn: 1, culled: 0, unsupported: 0),
        Case(
            name: "a non-finite radius and border draw a plain square",
            plan: frame {
                DrawQuad(
                    sharedStateIndex: $0, rect: square, content: .solid(.white), cornerRadius: .infinity,
                    borderWidth: .nan, borderColor: .magenta)
            },
            probe: white, drawn: 1, culled: 0, unsupported: 0),
        Case(
            name: "an infinite rectangle is culled",
            plan: frame { solid($0, CGRect(x: 0, y: 0, width: Double.infinity, height: 8)) }, probe: black,
            drawn: 0, culled: 1, unsupported: 0),
        Case(
            name: "a singular transform is culled",
            plan: frame(transform: CATransform3DMakeScale(0, 1, 1)) { solid($0) }, probe: black, drawn: 0,
            culled: 1, unsupported: 0),
        Case(
            name: "a NaN mix progress shows the first pass", plan: mixPlan(progress: .nan), probe: white, drawn: 3,
            culled: 0, unsupported: 0),
        Case(
            name: "a mix progress above 1 shows the second pass", plan: mixPlan(progress: 3),
            probe: SIMD4(255, 0, 0, 255), drawn: 3, culled: 0, unsupported: 0),
    ]

    /// Checks one renderer's result against the case (counts include the source passes' quads).
    static func check(_ c: Case, _ name: String, _ frame: Frame, _ report: RenderReport, _ problems: [String]) {
        #expect(frame.width == 16 && frame.height == 16, "\(name)")
        guard frame.width == 16 else { return }
        #expect(frame.pixel(x: 4, y: 4) == c.probe, "\(name): probe")
        // Outside every quad the frame keeps its clear colour.
        #expect(frame.pixel(x: 14, y: 14) == black, "\(name): background")
        #expect(report.quadsDrawn == c.drawn && report.quadsCulled == c.culled, "\(name): \(report)")
        #expect(report.unsupportedQuads == c.unsupported, "\(name): \(report)")
        if let problem = c.problem {
            #expect(problems.contains(problem), "\(name): \(problems)")
        } else {
            #expect(problems.isEmpty, "\(name): \(problems)")
        }
    }

    @Test("the CPU renderer", arguments: cases)
    func software(_ c: Case) {
        let renderer = SoftwareRenderer(threadCount: 1)
        var frame = Frame(width: 0, height: 0)
        let report = renderer.render(c.plan(), into: &frame)
        Self.check(c, "cpu", frame, report, renderer.loggedProblems.filter { !$0.hasPrefix("pass 0 of") })
    }

    @Test("the GL renderer", arguments: cases)
    func gl(_ c: Case) throws {
        try GLTestContext.withRenderer { shared in
            let renderer = try GLRenderer(context: shared.context)
            var frame = Frame(width: 0, height: 0)
            let report = try renderer.render(c.plan(), into: &frame)
            Self.check(c, "gl", frame, report, renderer.loggedProblems.filter { !$0.hasPrefix("pass 0 of") })
        }
    }
}
