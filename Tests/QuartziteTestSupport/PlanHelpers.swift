import Foundation
import QuartzGeometry
import QuartziteBenchmarkScenes
import QuartziteRender

/// Shorthands for building test plans.
extension RenderPlan {
    /// Adds a shared state for `transform` and returns its index.
    public mutating func state(
        _ transform: CATransform3D = CATransform3DIdentity, opacity: Float = 1, clip: QuadClip = .none,
        edges: EdgeAntialiasing = .all
    ) -> Int {
        addSharedState(SharedQuadState(transform: transform, opacity: opacity, clip: clip, edgeAntialiasing: edges))
    }

    /// Adds a solid quad.
    public mutating func solid(
        _ rect: CGRect, _ color: PremultipliedColor, state: Int, opacity: Float = 1, radius: Double = 0,
        corners: CornerMask = .all, border: Double = 0, borderColor: PremultipliedColor = .clear
    ) {
        addQuad(
            DrawQuad(
                sharedStateIndex: state, rect: rect, content: .solid(color), opacity: opacity, cornerRadius: radius,
                maskedCorners: corners, borderWidth: border, borderColor: borderColor))
    }

    /// Adds a quad showing the whole of texture `image` over `rect`.
    public mutating func image(
        _ image: CGImage, _ rect: CGRect, state: Int, filter: TextureFilter = .linear, opacity: Float = 1,
        ninePart: NinePartGrid? = nil
    ) {
        let index = addTexture(image)
        addQuad(
            DrawQuad(
                sharedStateIndex: state, rect: rect,
                uvRect: CGRect(x: 0, y: 0, width: image.width, height: image.height),
                content: .texture(index, filter: filter), opacity: opacity, ninePart: ninePart))
    }
}

/// A straight colour premultiplied.
public func rgba(_ r: Float, _ g: Float, _ b: Float, _ a: Float = 1) -> PremultipliedColor {
    PremultipliedColor(red: r * a, green: g * a, blue: b * a, alpha: a)
}

/// A translation matrix.
public func translation(_ x: Double, _ y: Double, _ z: Double = 0) -> CATransform3D {
    CATransform3DMakeTranslation(x, y, z)
}

/// `a` then `b` then … (row-vector order).
public func chain(_ ts: CATransform3D...) -> CATransform3D {
    ts.dropFirst().reduce(ts[0]) { CATransform3DConcat($0, $1) }
}

/// Identity with `m34 = −1/d`.
public func perspective(_ d: Double) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m34 = -1 / d
    return t
}

/// Renders `plan` with a fresh software renderer, with the widest inner loops the processor
/// supports up to `kernels`.
package func render(_ plan: RenderPlan, threads: Int = 2, kernels: CPUKernels = .best) -> (Frame, RenderReport) {
    var frame = Frame(width: 0, height: 0)
    let renderer = SoftwareRenderer(threadCount: threads)
    renderer.kernels = min(kernels, CPUKernels.best)
    let report = renderer.render(plan, into: &frame)
    return (frame, report)
}

extension BenchmarkScene {
    /// The scene's render plan.
    public var plan: RenderPlan {
        var plan = RenderPlan()
        makePlan(into: &plan)
        return plan
    }
}
