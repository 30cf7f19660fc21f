import Foundation
import QuartzGeometry
import QuartziteGL
import QuartziteRender
import QuartziteTestSupport
import Testing

/// Passes with a cache key, kept by each renderer: reused while the key stays the same (the
/// quads are not drawn again), drawn again for a new version or size, dropped when a frame
/// does not use them.
@Suite("Cached passes on both renderers", .serialized)
struct CachedPassTests {
    /// A 16 × 16 frame showing an 8 × 8 cached pass (filled with `color`) at (4, 4).
    static func plan(version: UInt64, color: PremultipliedColor, size: Int = 8, cached: Bool = true) -> RenderPlan {
        var plan = RenderPlan()
        plan.beginPass(
            purpose: .rasterization, size: PixelSize(width: size, height: size), clearColor: .clear,
            cacheKey: cached ? RenderPassCacheKey(id: 42, version: version) : nil)
        plan.solid(CGRect(x: 0, y: 0, width: size, height: size), color, state: plan.state())
        plan.beginPass(purpose: .frame, size: PixelSize(width: 16, height: 16), clearColor: .black)
        let rect = CGRect(x: 4, y: 4, width: size, height: size)
        plan.addQuad(
            DrawQuad(
                sharedStateIndex: plan.state(edges: []), rect: rect,
                uvRect: CGRect(x: 0, y: 0, width: size, height: size), content: .pass(0, filter: .linear)))
        return plan
    }

    /// Renders the sequence of plans and checks reuse, invalidation and eviction.
    static func exercise(_ render: (RenderPlan) throws -> (Frame, RenderReport)) throws {
        let red = rgba(1, 0, 0)
        let green = rgba(0, 1, 0)
        var (frame, report) = try render(plan(version: 1, color: red))
        #expect(report.cachedPassesDrawn == 1 && report.cachedPassesReused == 0)
        #expect(frame.pixel(x: 6, y: 6) == SIMD4(255, 0, 0, 255))
        // Same key: the kept output is shown, the (different) quads are not drawn.
        (frame, report) = try render(plan(version: 1, color: green))
        #expect(report.cachedPassesDrawn == 0 && report.cachedPassesReused == 1)
        #expect(report.quadsDrawn == 1)
        #expect(frame.pixel(x: 6, y: 6) == SIMD4(255, 0, 0, 255))
        // A new version draws the pass again.
        (frame, report) = try render(plan(version: 2, color: green))
        #expect(report.cachedPassesDrawn == 1 && report.cachedPassesReused == 0)
        #expect(frame.pixel(x: 6, y: 6) == SIMD4(0, 255, 0, 255))
        // A new size at the same version is drawn again too.
        (frame, report) = try render(plan(version: 2, color: red, size: 6))
        #expect(report.cachedPassesDrawn == 1 && report.cachedPassesReused == 0)
        #expect(frame.pixel(x: 6, y: 6) == SIMD4(255, 0, 0, 255))
        // A frame without the key drops the kept output: the next use draws again.
        (frame, report) = try render(plan(version: 2, color: green, cached: false))
        #expect(report.cachedPassesDrawn == 0 && report.cachedPassesReused == 0)
        (frame, report) = try render(plan(version: 2, color: green, size: 6))
        #expect(report.cachedPassesDrawn == 1 && report.cachedPassesReused == 0)
        #expect(frame.pixel(x: 6, y: 6) == SIMD4(0, 255, 0, 255))
    }

    @Test("the CPU renderer keeps, reuses and drops pass outputs")
    func software() throws {
        let renderer = SoftwareRenderer(threadCount: 1)
        try Self.exercise { plan in
            var frame = Frame(width: 0, height: 0)
            let report = renderer.render(plan, into: &frame)
            return (frame, report)
        }
        #expect(renderer.keptPassCount == 1)
    }

    @Test("the GL renderer keeps, reuses and drops pass outputs")
    func gl() throws {
        try GLTestContext.withRenderer { shared in
            let renderer = try GLRenderer(context: shared.context)
            try Self.exercise { plan in
                var frame = Frame(width: 0, height: 0)
                let report = try renderer.render(plan, into: &frame)
                return (frame, report)
            }
            #expect(renderer.statistics.keptPasses == 1)
        }
    }
}
