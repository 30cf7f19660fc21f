import Foundation
import Testing
import Quartzite
import QuartziteRender
import QuartziteCompositor
@testable import QuartziteLottie

@Test func tmpDumpPlan() throws {
    guard let path = ProcessInfo.processInfo.environment["QZ_DUMP"] else { return }
    let frameNumber = Double(ProcessInfo.processInfo.environment["QZ_FRAME"] ?? "10")!
    let animation = try LottieAnimation(contentsOf: URL(fileURLWithPath: path))
    MediaClock.current.set(to: 0)
    let root = committedRoot(animation)
    let scale = 1080 / max(animation.size.width, animation.size.height)
    let renderer = FrameRenderer(renderer: SoftwareRenderer())
    for f in [frameNumber - 1, frameNumber] {
        renderer.makePlan(snapshot: root.committedSnapshot!, size: animation.size, scale: scale, at: f / animation.frameRate)
    }
    print(renderer.plan.textDump)
    let w = SoftwareRenderer.workload(of: renderer.plan)
    print("passes \(w.passes) quads \(w.quads) cpuPixels \(w.cpuPixels.map { Int($0) }) cpuQuads \(w.cpuQuads)")
}
