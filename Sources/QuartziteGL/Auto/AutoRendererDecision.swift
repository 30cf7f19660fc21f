import QuartziteCompositor

/// Which renderer an ``AutoRenderer`` draws a frame with.
public enum AutoRendererChoice: String, Sendable, Hashable {
    /// The GL renderer.
    case gl
    /// The CPU renderer (`SoftwareRenderer`).
    case software
}

/// An ``AutoRenderer``'s choice for one plan and the estimates it was made from.
public struct AutoRendererDecision: Sendable, Hashable {
    /// The renderer chosen.
    public var choice: AutoRendererChoice
    /// The CPU renderer's estimated time in milliseconds; nil when the GL renderer runs on
    /// hardware (GL is then always chosen and nothing is estimated).
    public var softwareMilliseconds: Double?
    /// The GL renderer's estimated time on the software rasterizer in milliseconds, readback
    /// included; nil on hardware.
    public var glMilliseconds: Double?

    /// Creates a decision.
    public init(choice: AutoRendererChoice, softwareMilliseconds: Double? = nil, glMilliseconds: Double? = nil) {
        self.choice = choice
        self.softwareMilliseconds = softwareMilliseconds
        self.glMilliseconds = glMilliseconds
    }

    /// The choice for `plan`: always GL when `glIsSoftware` is false (a hardware GPU);
    /// otherwise the renderer `model` estimates faster for the plan's workload, the CPU one
    /// only when strictly faster. `softwareThreads` is the CPU renderer's thread count,
    /// `rasterizerThreads` llvmpipe's, `antialiasing` both renderers' policy. Deterministic:
    /// the same plan and arguments always give the same decision.
    public static func decide(
        _ plan: RenderPlan, glIsSoftware: Bool, model: RendererCostModel = .calibrated, softwareThreads: Int,
        rasterizerThreads: Int, antialiasing: AntialiasingPolicy = .perLayer
    ) -> AutoRendererDecision {
        guard glIsSoftware else { return AutoRendererDecision(choice: .gl) }
        let work = SoftwareRenderer.workload(of: plan, antialiasing: antialiasing)
        let cpu = model.softwareMilliseconds(work, threads: softwareThreads)
        let gl = model.glMilliseconds(work, threads: rasterizerThreads)
        return AutoRendererDecision(choice: cpu < gl ? .software : .gl, softwareMilliseconds: cpu, glMilliseconds: gl)
    }
}
