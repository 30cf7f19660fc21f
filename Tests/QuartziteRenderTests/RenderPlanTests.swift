import Foundation
import QuartzGeometry
import QuartziteRender
import Testing

@Suite("Render plan")
struct RenderPlanTests {
    func samplePlan(_ plan: inout RenderPlan, texture: CGImage) {
        plan.beginPass(purpose: .shadow, size: PixelSize(width: 64, height: 32), clearColor: .clear, blurSigma: 3)
        let s0 = plan.state(translation(10, 20))
        plan.solid(CGRect(x: 0, y: 0, width: 8, height: 4), .black, state: s0, radius: 2, corners: [.minXMinY, .maxXMaxY])
        plan.beginPass(purpose: .frame, size: PixelSize(width: 64, height: 32), clearColor: rgba(1, 1, 1))
        let s1 = plan.state(clip: QuadClip(scissor: PixelRect(x: 1, y: 2, width: 30, height: 20), maskPass: 0), edges: [.minX, .maxY])
        plan.image(texture, CGRect(x: 0, y: 0, width: 16, height: 8), state: s1, filter: .trilinear, opacity: 0.5)
        plan.addQuad(
            DrawQuad(
                sharedStateIndex: s1, rect: CGRect(x: 1, y: 2, width: 3, height: 4), uvRect: CGRect(x: 0, y: 0, width: 64, height: 32),
                content: .passAlpha(0, color: rgba(0, 0, 0, 0.5), filter: .nearest), borderWidth: 1.5, borderColor: .white,
                ninePart: NinePartGrid(center: CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5), insets: LayerInsets(left: 1, top: 1, right: 1, bottom: 1))))
    }

    @Test("the text dump is stable and names passes, states and quads")
    func dump() throws {
        var plan = RenderPlan()
        let texture = try CGImage(width: 2, height: 2, premultipliedRGBA: [UInt8](repeating: 255, count: 16))
        samplePlan(&plan, texture: texture)
        let expected = """
            plan passes=2 quads=3 states=2 textures=1
            texture 0 2x2
            pass 0 shadow 64x32 clear=(0,0,0,0) blur=3 quads=0..<1
              state 0 matrix=[1 0 0 0; 0 1 0 0; 0 0 1 0; 10 20 0 1] opacity=1 aa=15
                quad 0 state=0 rect=(0,0,8,4) solid(0,0,0,1) radius=2 corners=9
            pass 1 frame 64x32 clear=(1,1,1,1) quads=1..<3
              state 1 matrix=[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1] opacity=1 aa=9 scissor=(1,2,30,20) mask=pass0
                quad 1 state=1 rect=(0,0,16,8) texture0 trilinear uv=(0,0,2,2) opacity=0.5
                quad 2 state=1 rect=(1,2,3,4) passAlpha0 nearest color=(0,0,0,0.5) uv=(0,0,64,32) border=1.5 (1,1,1,1) ninePart center=(0.25,0.25,0.5,0.5) insets=(1,1,1,1)

            """
        #expect(plan.textDump == expected)
    }

    @Test("pass sources: earlier passes only, no trilinear, mixed passes of one size, not empty")
    func passSourceProblems() {
        var plan = RenderPlan()
        _ = plan.beginPass(purpose: .transition, size: PixelSize(width: 8, height: 8), clearColor: .clear)
        _ = plan.beginPass(purpose: .transition, size: PixelSize(width: 4, height: 8), clearColor: .clear)
        _ = plan.beginPass(purpose: .clip, size: PixelSize(width: 0, height: 8), clearColor: .clear)
        _ = plan.beginPass(purpose: .frame, size: PixelSize(width: 8, height: 8), clearColor: .clear)
        #expect(plan.passSourceProblem(0, filter: .nearest, inPass: 3) == nil)
        #expect(plan.passSourceProblem(3, filter: .nearest, inPass: 3) == "pass 3 is not an earlier pass of pass 3")
        #expect(plan.passSourceProblem(0, -1, filter: .linear, inPass: 3) == "pass -1 is not an earlier pass of pass 3")
        #expect(
            plan.passSourceProblem(0, filter: .trilinear, inPass: 3)
                == "trilinear sampling of a pass output (passes have no mip levels)")
        #expect(plan.passSourceProblem(0, 1, filter: .nearest, inPass: 3) == "mixed passes 0 and 1 differ in size")
        #expect(plan.passSourceProblem(2, filter: .nearest, inPass: 3) == "an empty source image")
    }

    @Test("removeAll keeps storage; a texture is added once per image")
    func reuse() throws {
        var plan = RenderPlan()
        let texture = try CGImage(width: 2, height: 2, premultipliedRGBA: [UInt8](repeating: 255, count: 16))
        samplePlan(&plan, texture: texture)
        #expect(plan.addTexture(texture) == 0)
        let capacity = plan.quads.capacity
        plan.removeAll()
        #expect(plan.quads.isEmpty && plan.passes.isEmpty && plan.textures.isEmpty && plan.frame == nil)
        #expect(plan.quads.capacity == capacity)
        samplePlan(&plan, texture: texture)
        #expect(plan.quads.count == 3 && plan.passes[1].quadRange == 1..<3)
    }
}
