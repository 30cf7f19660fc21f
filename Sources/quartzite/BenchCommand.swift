import ArgumentParser
import Foundation
import QuartziteCompositor
import QuartziteGL
import QuartziteBenchmarkScenes
import QuartziteRender

/// `quartzite bench`: the standard benchmark scenes (BENCHMARKS.md S1-100, S1-1000, S2, S3 at
/// 1920×1080) drawn by the chosen renderer, frames read back, median milliseconds per frame,
/// then the process's peak resident memory. `--json` prints one line per scene in the format of
/// the peers' harnesses (../shared/bench-peers), which `Benchmarks/side-by-side.sh` reads.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Run the standard benchmark scenes on a renderer and print ms/frame and frames/s.")

    @Option(help: "auto (GL when available, on llvmpipe per frame GL or CPU; else CPU), gl or cpu.")
    var backend: BackendName = .auto

    @Option(help: "EGL platform for GL: device, gbm or surfaceless.")
    var gpuPlatform: String?

    @Option(help: "Frames timed per scene (after 2 warm-up frames).")
    var frames: Int = 20

    @Option(help: "Scenes to run, comma-separated (S1-100,S1-1000,S1-10000,S2,S3).")
    var scenes: String = "S1-100,S1-1000,S2,S3"

    @Option(help: "Frame size, WxH pixels.")
    var size: CanvasSize = CanvasSize(width: 1920, height: 1080)

    @Option(help: "Threads the CPU renderer draws each frame with (default: all cores).")
    var threads: Int?

    @Flag(help: "GL: keep two frames in flight (draw frame n+1 while frame n is read back), as an export does on a GPU (on a software rasterizer each frame is read back as it is drawn, handed over without a copy).")
    var pipelined = false

    @Option(help: "GL, pipelined: threads copying each frame out of its pixel-pack buffer (default 1).")
    var readbackThreads: Int = 1

    @Flag(help: "GL: also measure each frame's GPU time (GL_EXT_disjoint_timer_query), from its first command to its read-back.")
    var gpuTime = false

    @Option(help: "Stop timing a scene after this many seconds once 10 frames are timed.")
    var maxSeconds: Double?

    @Flag(help: "Print one JSON line per scene (system, scene, variant, frames, median_ms, min_ms, max_ms, times_ms), as the peers' harnesses do.")
    var json = false

    @Option(help: "Write each scene's last frame to this folder as SCENE.rgba (raw premultiplied RGBA8, row 0 at the top).")
    var dumpFrames: String?

    func validate() throws {
        guard frames >= 1 else { throw ValidationError("--frames must be at least 1") }
        if let threads, !(1...OptionLimits.maximumThreads).contains(threads) {
            throw ValidationError("--threads must be 1 to \(OptionLimits.maximumThreads)")
        }
        if let maxSeconds, !(maxSeconds > 0 && maxSeconds <= 86_400) {
            throw ValidationError("--max-seconds must be more than 0 and at most 86400")
        }
        guard (1...64).contains(readbackThreads) else { throw ValidationError("--readback-threads must be 1 to 64") }
        if gpuTime && backend != .gl { throw ValidationError("--gpu-time needs --backend gl") }
        if pipelined && backend != .gl { throw ValidationError("--pipelined needs --backend gl") }
        try OptionLimits.checkPixels(width: size.width, height: size.height, scale: 1, option: "--size")
    }

    func run() throws {
        let cores = threads ?? ProcessInfo.processInfo.activeProcessorCount
        let setup = try makeRendererSetup(
            backend: backend, platform: gpuPlatform, msaa: 0, frameCount: 1,
            cores: cores, pixels: (Int(size.width), Int(size.height)), readbackCopyThreads: readbackThreads,
            measuresGPUTime: gpuTime, startsGLWhenNeeded: false)  // the backend line names the device up front
        let renderer = try setup.makeRenderer()
        let pipeline = pipelined ? renderer as? any PipelinedRenderer : nil
        if pipelined && pipeline == nil { throw ValidationError("--pipelined: this renderer draws synchronously") }
        let width = Int(size.width)
        let height = Int(size.height)
        if let dumpFrames { try FileManager.default.createDirectory(atPath: dumpFrames, withIntermediateDirectories: true) }
        if !json {
            print("backend: \(setup.description); \(width)x\(height); \(pipelined ? "pipelined; " : "")median of \(frames) frames")
            print("scene      ms/frame   frames/s")
        }
        let system = "quartzite-\(renderer is SoftwareRenderer ? "cpu" : backend.rawValue)"
        let variant = renderer is SoftwareRenderer ? "threads=\(cores)" : (pipelined ? "pipelined" : "sync")
        var plan = RenderPlan()
        var frame = Frame(width: 0, height: 0)
        for name in scenes.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let scene = Self.scene(named: name, width: width, height: height) else {
                throw ValidationError("--scenes: unknown scene \(name) (S1-N, S2, S3)")
            }
            scene.makePlan(into: &plan)
            var receiving: [Double] = []
            let times: [Double]
            if let pipeline {
                (times, receiving) = try timePipelined(plan, on: pipeline, into: &frame)
            } else {
                times = try timeSynchronous(plan, on: renderer, into: &frame)
            }
            let gpu = ((renderer as? GLRenderer)?.gpuFrameTimes ?? []).map { $0.seconds * 1000 }
            if let dumpFrames {
                let url = URL(fileURLWithPath: dumpFrames).appendingPathComponent("\(scene.name).rgba")
                try Data(frame.pixels).write(to: url)
            }
            if json {
                print(Self.jsonLine(system: system, scene: scene.name, variant: variant, times: times))
                if !receiving.isEmpty {
                    print(Self.jsonLine(system: system, scene: scene.name, variant: "pipelined/receive-only", times: receiving))
                }
                if !gpu.isEmpty {
                    print(Self.jsonLine(system: system, scene: scene.name, variant: "\(variant)/gpu-only", times: gpu))
                }
                continue
            }
            // auto: which renderer drew the scene (the same for every frame of one plan).
            let choice = (renderer as? AutoRenderer)?.lastDecision.map { "   \($0.choice == .gl ? "gl" : "cpu")" } ?? ""
            var receive = receiving.isEmpty ? "" : String(format: "   (receive %.3f)", Self.median(receiving))
            if !gpu.isEmpty { receive += String(format: "   (GPU %.3f)", Self.median(gpu)) }
            let median = Self.median(times)
            print(scene.name.padding(toLength: 10, withPad: " ", startingAt: 0) + String(format: " %8.2f %10.1f", median, 1000 / median) + choice + receive)
        }
        if !json { print(String(format: "peak memory: %.0f MiB", Self.peakResidentMebibytes())) }
    }

    /// Milliseconds per frame of `plan` drawn and read back synchronously, after 2 warm-up frames.
    private func timeSynchronous(_ plan: RenderPlan, on renderer: any Renderer, into frame: inout Frame) throws -> [Double] {
        for _ in 0..<2 { _ = try renderer.render(plan, into: &frame) }
        (renderer as? GLRenderer)?.resetGPUFrameTimes()
        return try timeFrames { _ = try renderer.render(plan, into: &frame) }
    }

    /// Milliseconds per frame with one frame in flight: each step submits a frame and receives
    /// the one before it, as an export on a GPU does.
    /// Also returns the milliseconds of each `receive` (waiting for the read-back, copying out).
    private func timePipelined(
        _ plan: RenderPlan, on renderer: any PipelinedRenderer, into frame: inout Frame
    ) throws -> (frames: [Double], receiving: [Double]) {
        for _ in 0..<2 { _ = try renderer.render(plan, into: &frame) }
        (renderer as? GLRenderer)?.resetGPUFrameTimes()
        _ = try renderer.submit(plan)
        let clock = ContinuousClock()
        var receiving: [Double] = []
        let times = try timeFrames {
            _ = try renderer.submit(plan)
            let start = clock.now
            _ = try renderer.receive(into: &frame)
            receiving.append((clock.now - start).seconds * 1000)
        }
        while try renderer.receive(into: &frame) {}
        return (times, receiving)
    }

    /// Times `body` `frames` times, or fewer once `--max-seconds` has passed and 10 are timed.
    private func timeFrames(_ body: () throws -> Void) rethrows -> [Double] {
        var times: [Double] = []
        let clock = ContinuousClock()
        let first = clock.now
        for _ in 0..<frames {
            let start = clock.now
            try body()
            times.append((clock.now - start).seconds * 1000)
            if let maxSeconds, times.count >= 10, (clock.now - first).seconds > maxSeconds { break }
        }
        return times
    }

    /// One result line in the peers' format (bench-peers/scene.h `report`).
    static func jsonLine(system: String, scene: String, variant: String, times: [Double]) -> String {
        let list = times.map { String(format: "%.4f", $0) }.joined(separator: ",")
        let head = "{\"system\":\"\(system)\",\"scene\":\"\(scene)\",\"variant\":\"\(variant)\",\"frames\":\(times.count),"
        return head
            + String(format: "\"median_ms\":%.4f,\"min_ms\":%.4f,\"max_ms\":%.4f,", median(times), times.min()!, times.max()!)
            + "\"times_ms\":[\(list)]}"
    }

    /// The median of `values` (not empty), the mean of the two middle ones for an even count,
    /// as the peers' harnesses take it.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let n = sorted.count
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
    }

    /// The process's peak resident memory so far, in MiB (`getrusage`'s `ru_maxrss`).
    static func peakResidentMebibytes() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_maxrss) / 1024
    }

    /// The benchmark scene called `name`: `S1-N` (N sprites), `S2` or `S3`.
    static func scene(named name: String, width: Int, height: Int) -> BenchmarkScene? {
        let upper = name.uppercased()
        if upper.hasPrefix("S1-"), let count = Int(upper.dropFirst(3)), count > 0 {
            return .sprites(count: count, width: width, height: height)
        }
        switch upper {
        case "S2": return .cards(width: width, height: height)
        case "S3": return .fullscreen(width: width, height: height)
        default: return nil
        }
    }
}
