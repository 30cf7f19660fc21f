import QuartzGeometry
import QuartziteBenchmarkScenes
import QuartziteCompositor

/// Variants of the standard scenes that put each CPU drawing path to work alone, for
/// calibrating `RendererCostModel` (`--model`): every one is 1920×1080.
enum CalibrationScenes {
    static let names = ["S3-opaque", "S3-rotated", "fill", "fill-0.5", "S1-1000-aa", "blur"]

    /// The plan of the variant `name`, or nil.
    static func plan(_ name: String) -> RenderPlan? {
        var plan = RenderPlan()
        switch name {
        case "S3-opaque":
            // S3 at opacity 1: row copies.
            build(.fullscreen(), into: &plan) { _, state in state.opacity = 1 }
        case "S3-rotated":
            // S3 turned by 1° about the centre: bilinear spans over the whole frame.
            let turn = CATransform3DConcat(
                CATransform3DConcat(CATransform3DMakeTranslation(-960, -540, 0), CATransform3DMakeRotation(.pi / 180, 0, 0, 1)),
                CATransform3DMakeTranslation(960, 540, 0))
            build(.fullscreen(), into: &plan) { _, state in state.transform = turn }
        case "S1-1000-aa":
            // S1-1000 with anti-aliased edges: the per-pixel path.
            build(.sprites(count: 1000), into: &plan) { _, state in state.edgeAntialiasing = .all }
        case "fill", "fill-0.5":
            // Ten full-frame solid layers, opaque (row fills) or at opacity 0.5 (solid blends).
            let opacity: Float = name == "fill" ? 1 : 0.5
            plan.beginPass(
                purpose: .frame, size: PixelSize(width: 1920, height: 1080), clearColor: BenchmarkScene.clearColor)
            for k in 0..<10 {
                let state = plan.addSharedState(
                    SharedQuadState(transform: CATransform3DIdentity, opacity: opacity, edgeAntialiasing: []))
                let c = Float(k) / 10
                plan.addQuad(
                    DrawQuad(
                        sharedStateIndex: state, rect: CGRect(x: 0, y: 0, width: 1920, height: 1080),
                        content: .solid(PremultipliedColor(red: c, green: 0.5, blue: 1 - c, alpha: 1))))
            }
        case "blur":
            // A full-frame shadow pass (one opaque solid, blurred with σ = 8: 49 taps a
            // direction) drawn once into the frame: the blur dominates.
            let size = PixelSize(width: 1920, height: 1080)
            plan.beginPass(purpose: .shadow, size: size, clearColor: .clear, blurSigma: 8)
            let identity = plan.addSharedState(SharedQuadState(transform: CATransform3DIdentity, edgeAntialiasing: []))
            plan.addQuad(
                DrawQuad(
                    sharedStateIndex: identity, rect: CGRect(x: 480, y: 270, width: 960, height: 540),
                    content: .solid(PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 1))))
            plan.beginPass(purpose: .frame, size: size, clearColor: BenchmarkScene.clearColor)
            plan.addQuad(
                DrawQuad(
                    sharedStateIndex: identity, rect: CGRect(x: 0, y: 0, width: 1920, height: 1080),
                    uvRect: CGRect(x: 0, y: 0, width: 1920, height: 1080), content: .pass(0, filter: .linear)))
        default:
            return nil
        }
        return plan
    }

    /// `scene`'s plan with each quad's shared state changed by `change`.
    private static func build(
        _ scene: BenchmarkScene, into plan: inout RenderPlan, _ change: (Int, inout SharedQuadState) -> Void
    ) {
        var original = RenderPlan()
        scene.makePlan(into: &original)
        for texture in original.textures { plan.addTexture(texture) }
        let pass = original.passes[0]
        plan.beginPass(purpose: pass.purpose, size: pass.size, clearColor: pass.clearColor)
        for (i, quad) in original.quads.enumerated() {
            var state = original.sharedStates[quad.sharedStateIndex]
            change(i, &state)
            var copy = quad
            copy.sharedStateIndex = plan.addSharedState(state)
            plan.addQuad(copy)
        }
    }
}
