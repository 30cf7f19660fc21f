// quartzite-gl-bench: the standard scenes of ../shared/BENCHMARKS.md (S1 sprites, S2 cards3d,
// S3 fullscreen) drawn by GLRenderer and SoftwareRenderer at 1920×1080, median ms/frame with
// readback. Build in release: `swift build -c release --product quartzite-gl-bench`, then run
// `.build/release/quartzite-gl-bench [S1-1000 S2 S3 …] [--frames N] [--cpu]`.
// `--model` calibrates and checks the auto backend's RendererCostModel: for each scene (the
// standard ones and CalibrationScenes' variants: S3-opaque S3-rotated fill fill-0.5
// S1-1000-aa) it prints the plan's workload, the model's estimates for both renderers and
// both renderers' measured median ms/frame (GL synchronous, readback included).
import Foundation
import QuartziteGL
import QuartziteBenchmarkScenes
import QuartziteCompositor

func median(_ values: [Double]) -> Double {
    let s = values.sorted()
    return s.isEmpty ? 0 : (s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2)
}

func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
}

func row(_ scene: String, _ backend: String, _ times: [Double], _ extra: String = "") -> String {
    let pad = { (s: String, n: Int) in s + String(repeating: " ", count: max(0, n - s.count)) }
    return pad(scene, 10) + pad(backend, 16) + String(format: "%8.2f (%7.2f)", median(times), times.min() ?? 0) + extra
}

func makePlan(_ name: String) -> RenderPlan? {
    if let s = scene(name) {
        var plan = RenderPlan()
        s.makePlan(into: &plan)
        return plan
    }
    return CalibrationScenes.plan(name)
}

func scene(_ name: String) -> BenchmarkScene? {
    switch name {
    case "S1-100": .sprites(count: 100)
    case "S1-1000": .sprites(count: 1000)
    case "S1-10000": .sprites(count: 10000)
    case "S2": .cards()
    case "S3": .fullscreen()
    default: nil
    }
}

var names: [String] = []
var frames = 30
var includeCPU = false
var model = false
var arguments = CommandLine.arguments.dropFirst()
while let a = arguments.popFirst() {
    switch a {
    case "--frames": frames = Int(arguments.popFirst() ?? "") ?? frames
    case "--cpu": includeCPU = true
    case "--model": model = true
    default: names.append(a)
    }
}
if names.isEmpty {
    names = model ? ["S1-100", "S1-1000", "S1-10000", "S2", "S3"] + CalibrationScenes.names : ["S1-1000", "S2", "S3"]
}

let gl: GLRenderer
do {
    gl = try GLRenderer()
} catch {
    print("no GL renderer: \(error)")
    exit(1)
}
print("# \(gl.info.renderer) | \(gl.info.version) | platform \(gl.info.platform.rawValue)")
if model {
    runModel(names, gl: gl, frames: frames)
    exit(0)
}
print("scene     backend         median ms/frame (min)   batches")
let clock = ContinuousClock()
for name in names {
    guard let plan = makePlan(name) else {
        print("unknown scene \(name)")
        continue
    }
    var frame = Frame(width: 0, height: 0)
    var times: [Double] = []
    do {
        // Synchronous: draw + glReadPixels into the frame.
        for _ in 0..<3 { _ = try gl.render(plan, into: &frame) }
        for _ in 0..<frames {
            let t0 = clock.now
            _ = try gl.render(plan, into: &frame)
            times.append(milliseconds(clock.now - t0))
        }
    } catch {
        print("GL error: \(error)")
        continue
    }
    print(row(name, "gl sync", times, "   \(gl.statistics.batches)"))
    // Pipelined: two frames in flight through the pixel-pack ring.
    times.removeAll()
    do {
        _ = try gl.submit(plan)
        for _ in 0..<frames {
            let t0 = clock.now
            _ = try gl.submit(plan)
            _ = try gl.receive(into: &frame)
            times.append(milliseconds(clock.now - t0))
        }
        _ = try gl.receive(into: &frame)
    } catch {
        print("GL error: \(error)")
    }
    print(row(name, "gl pipelined", times))
    if includeCPU {
        let cpu = SoftwareRenderer()
        _ = cpu.render(plan, into: &frame)
        times.removeAll()
        for _ in 0..<max(5, frames / 3) {
            let t0 = clock.now
            _ = cpu.render(plan, into: &frame)
            times.append(milliseconds(clock.now - t0))
        }
        print(row(name, "software", times))
    }
}
