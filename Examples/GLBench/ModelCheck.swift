import Foundation
import QuartziteGL
import QuartziteBenchmarkScenes
import QuartziteCompositor

/// `--model`: for each scene, the plan's workload (covered Mpx, CPU Mpx per path, quads), the
/// cost model's estimates and both renderers' measured median ms/frame, one line each.
func runModel(_ names: [String], gl: GLRenderer, frames: Int) {
    let cpu = SoftwareRenderer()
    let auto = AutoRenderer(gl: gl, software: cpu)
    let clock = ContinuousClock()
    let paths = FrameWorkload.CPUPath.allCases
    print("# software threads \(cpu.threadCount), llvmpipe threads \(auto.rasterizerThreads)")
    print("# CPU Mpx per path: " + paths.map { "\($0)" }.joined(separator: " "))
    print("scene        quads covered  CPU Mpx per path                    model cpu  model gl  cpu ms  gl ms  choice  estimate ms")
    func measure(_ body: () -> Void) -> Double {
        for _ in 0..<2 { body() }
        var times: [Double] = []
        for _ in 0..<frames {
            let t0 = clock.now
            body()
            times.append(milliseconds(clock.now - t0))
        }
        return median(times)
    }
    for name in names {
        guard let plan = makePlan(name) else {
            print("unknown scene \(name)")
            continue
        }
        let work = SoftwareRenderer.workload(of: plan)
        let decision = auto.decision(for: plan)
        let estimate = measure { _ = auto.decision(for: plan) }
        var frame = Frame(width: 0, height: 0)
        let cpuTime = measure { _ = cpu.render(plan, into: &frame) }
        let glTime = measure { _ = try? gl.render(plan, into: &frame) }
        let pad = { (s: String, n: Int) in s + String(repeating: " ", count: max(0, n - s.count)) }
        let perPath = paths.map { String(format: "%.2f", work.cpuPixels($0) / 1e6) }.joined(separator: " ")
        print(
            pad(name, 12) + String(format: "%6d %6.2f  ", work.quads, work.coveredPixels / 1e6) + pad(perPath, 36)
                + String(
                    format: "%8.2f %9.2f %7.2f %6.2f  %@  %.3f", decision.softwareMilliseconds ?? .nan,
                    decision.glMilliseconds ?? .nan, cpuTime, glTime, decision.choice.rawValue, estimate))
    }
}
