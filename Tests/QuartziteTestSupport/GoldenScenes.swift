import Foundation
import QuartzGeometry
import QuartziteRender
import QuartziteBenchmarkScenes
import Testing

/// Every golden scene: its name (the PNG under Goldens/), comparator and plan. The orphan test
/// checks that each PNG in Goldens/ belongs to one of these.
public struct GoldenScene: Sendable, CustomTestStringConvertible {
    /// The golden's file name without `.png`.
    public let name: String
    /// How the CPU renderer's frame is compared with the golden.
    public let comparator: ImageComparator
    /// Builds the scene's plan.
    public let build: @Sendable () -> RenderPlan

    /// The scene's name, shown by the test runner.
    public var testDescription: String { name }

    /// CPU goldens tolerate one unit on 0.2 % of pixels: libm's sin/cos/exp may differ in the
    /// last bit between platforms and move a rounding tie.
    public static let cpu = ImageComparator.fuzzy(channelTolerance: 1, maxDifferingFraction: 0.002)

    static let white = PremultipliedColor.white
    static let grey = rgba(0.2, 0.2, 0.2)

    static func frame(_ plan: inout RenderPlan, _ w: Int, _ h: Int, _ clear: PremultipliedColor = white) {
        plan.beginPass(purpose: .frame, size: PixelSize(width: w, height: h), clearColor: clear)
    }

    /// Every golden scene.
    public static let all: [GoldenScene] = [
        GoldenScene(name: "solid-opacity-stacking", comparator: cpu) {
            var plan = RenderPlan()
            frame(&plan, 128, 128)
            let s = plan.state()
            plan.solid(CGRect(x: 16, y: 16, width: 64, height: 64), rgba(1, 0, 0), state: s, opacity: 0.5)
            plan.solid(CGRect(x: 48, y: 32, width: 64, height: 64), rgba(0, 0.8, 0), state: s, opacity: 0.5)
            let faded = plan.state(opacity: 0.8)
            plan.solid(CGRect(x: 32, y: 56, width: 64, height: 48), rgba(0, 0, 1), state: faded, opacity: 0.75)
            plan.solid(CGRect(x: 8.5, y: 108.5, width: 40, height: 12), .black, state: s)
            plan.solid(CGRect(x: 72, y: 108, width: 40, height: 12), .black, state: s)
            return plan
        },
        GoldenScene(name: "rotated-texture", comparator: cpu) {
            var plan = RenderPlan()
            frame(&plan, 128, 128, grey)
            let m = chain(
                translation(-16, -16), CATransform3DMakeScale(2.5, 2.5, 1), CATransform3DMakeRotation(.pi / 6, 0, 0, 1),
                translation(64, 64))
            plan.image(TestTextures.checker(size: 32, cell: 4), CGRect(x: 0, y: 0, width: 32, height: 32), state: plan.state(m))
            return plan
        },
        GoldenScene(name: "rounded-border-masked-corners", comparator: cpu) {
            var plan = RenderPlan()
            frame(&plan, 160, 128, grey)
            let s = plan.state()
            plan.solid(
                CGRect(x: 12, y: 16, width: 64, height: 96), rgba(0.2, 0.4, 1), state: s, radius: 20, border: 6,
                borderColor: rgba(1, 0.85, 0))
            plan.solid(
                CGRect(x: 86, y: 16, width: 64, height: 96), rgba(1, 0, 0, 0.5), state: s, radius: 24,
                corners: [.minXMinY, .maxXMaxY], border: 4, borderColor: .white)
            return plan
        },
        GoldenScene(name: "perspective-card", comparator: cpu) {
            var plan = RenderPlan()
            frame(&plan, 160, 128, grey)
            let m = chain(
                translation(-32, -32), CATransform3DMakeRotation(50 * .pi / 180, 0, 1, 0), CATransform3DMakeScale(1.6, 1.6, 1),
                perspective(300), translation(80, 64))
            plan.image(BenchmarkTextures.card(3, size: 64), CGRect(x: 0, y: 0, width: 64, height: 64), state: plan.state(m))
            return plan
        },
        GoldenScene(name: "scissor-clip", comparator: cpu) {
            var plan = RenderPlan()
            frame(&plan, 128, 128, grey)
            plan.solid(CGRect(x: 24, y: 32, width: 80, height: 56), rgba(0.35, 0.35, 0.35), state: plan.state())
            let m = chain(translation(-40, -40), CATransform3DMakeRotation(0.35, 0, 0, 1), translation(64, 64))
            let clipped = plan.state(m, clip: QuadClip(scissor: PixelRect(x: 24, y: 32, width: 80, height: 56)))
            plan.image(TestTextures.checker(size: 80, cell: 10), CGRect(x: 0, y: 0, width: 80, height: 80), state: clipped)
            return plan
        },
        GoldenScene(name: "mask-pass", comparator: cpu) {
            var plan = RenderPlan()
            plan.beginPass(purpose: .mask, size: PixelSize(width: 128, height: 128), clearColor: .clear)
            let s = plan.state()
            plan.solid(CGRect(x: 24, y: 16, width: 80, height: 80), .white, state: s, radius: 40)
            plan.solid(CGRect(x: 0, y: 100, width: 128, height: 20), .white, state: s, opacity: 0.5)
            frame(&plan, 128, 128, grey)
            let masked = plan.state(clip: QuadClip(maskPass: 0))
            plan.image(TestTextures.checker(size: 32, cell: 4), CGRect(x: 0, y: 0, width: 128, height: 128), state: masked)
            return plan
        },
        GoldenScene(name: "group-opacity", comparator: cpu) {
            var plan = RenderPlan()
            plan.beginPass(purpose: .groupOpacity, size: PixelSize(width: 96, height: 96), clearColor: .clear)
            let g = plan.state()
            plan.solid(CGRect(x: 12, y: 12, width: 48, height: 48), rgba(1, 0, 0), state: g)
            plan.solid(CGRect(x: 36, y: 36, width: 48, height: 48), rgba(0, 0, 1), state: g)
            frame(&plan, 192, 96)
            plan.addQuad(
                DrawQuad(
                    sharedStateIndex: plan.state(), rect: CGRect(x: 0, y: 0, width: 96, height: 96),
                    uvRect: CGRect(x: 0, y: 0, width: 96, height: 96), content: .pass(0, filter: .nearest), opacity: 0.5))
            let separate = plan.state(translation(96, 0), opacity: 0.5)
            plan.solid(CGRect(x: 12, y: 12, width: 48, height: 48), rgba(1, 0, 0), state: separate)
            plan.solid(CGRect(x: 36, y: 36, width: 48, height: 48), rgba(0, 0, 1), state: separate)
            return plan
        },
        GoldenScene(name: "shadow-blur", comparator: cpu) {
            var plan = RenderPlan()
            plan.beginPass(purpose: .shadow, size: PixelSize(width: 128, height: 128), clearColor: .clear, blurSigma: 4)
            let s = plan.state()
            plan.solid(CGRect(x: 32, y: 32, width: 56, height: 56), .black, state: s, radius: 12)
            frame(&plan, 128, 128)
            plan.addQuad(
                DrawQuad(
                    sharedStateIndex: plan.state(translation(6, 8)), rect: CGRect(x: 0, y: 0, width: 128, height: 128),
                    uvRect: CGRect(x: 0, y: 0, width: 128, height: 128),
                    content: .passAlpha(0, color: .black, filter: .nearest), opacity: 0.6))
            plan.solid(CGRect(x: 32, y: 32, width: 56, height: 56), rgba(1, 0.55, 0.1), state: plan.state(), radius: 12)
            return plan
        },
        GoldenScene(name: "nine-part", comparator: cpu) {
            var plan = RenderPlan()
            frame(&plan, 160, 128, grey)
            let grid = NinePartGrid(
                center: CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3),
                insets: LayerInsets(left: 16, top: 16, right: 16, bottom: 16))
            let s = plan.state()
            plan.image(TestTextures.ninePart(), CGRect(x: 8, y: 8, width: 112, height: 112), state: s, filter: .nearest, ninePart: grid)
            // Narrower than its fixed ends: both ends shrink to fit.
            plan.image(TestTextures.ninePart(), CGRect(x: 128, y: 8, width: 24, height: 112), state: s, filter: .nearest, ninePart: grid)
            return plan
        },
        GoldenScene(name: "nearest-linear-magnification", comparator: cpu) {
            var plan = RenderPlan()
            frame(&plan, 208, 104, grey)
            let s = plan.state()
            let texture = TestTextures.checker(size: 8, cell: 2)
            plan.image(texture, CGRect(x: 4, y: 4, width: 96, height: 96), state: s, filter: .nearest)
            plan.image(texture, CGRect(x: 108, y: 4, width: 96, height: 96), state: s, filter: .linear)
            return plan
        },
        GoldenScene(name: "trilinear-minification", comparator: cpu) {
            var plan = RenderPlan()
            // 1-px stripes minified 3.37×: nearest and linear alias into bands, trilinear
            // averages them to an even tone.
            frame(&plan, 244, 84, grey)
            let s = plan.state()
            let texture = TestTextures.stripes()
            plan.image(texture, CGRect(x: 4, y: 4, width: 76, height: 76), state: s, filter: .nearest)
            plan.image(texture, CGRect(x: 84, y: 4, width: 76, height: 76), state: s, filter: .linear)
            plan.image(texture, CGRect(x: 164, y: 4, width: 76, height: 76), state: s, filter: .trilinear)
            return plan
        },
        GoldenScene(name: "s1-100-480x270", comparator: cpu) {
            var plan = RenderPlan()
            BenchmarkScene.sprites(count: 100, width: 480, height: 270).makePlan(into: &plan)
            return plan
        },
    ]
}
