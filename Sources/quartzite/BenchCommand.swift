import ArgumentParser
import Foundation
import QuartziteGL
import QuartziteBenchmarkScenes
import QuartziteRender

/// `quartzite bench`: the standard benchmark scenes (BENCHMARKS.md S1-100, S1-1000, S2, S3 at
/// 1920×1080) drawn by the chosen renderer, frames read back, median milliseconds per frame,
/// then the process's peak resident memory.
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

    func validate() throws {
        guard frames >= 1 else { throw ValidationError("--frames must be at least 1") }
        if let threads, !(1...OptionLimits.maximumThreads).contains(threads) {
            throw ValidationError("--threads must be 1 to \(OptionLimits.maximumThreads)")
        }
        try OptionLimits.checkPixels(width: size.width, height: size.height, scale: 1, option: "--size")
    }

    func run() throws {
        let setup = try makeRendererSetup(
            backend: backend, platform: gpuPlatform, msaa: 0, frameCount: 1,
            cores: threads ?? ProcessInfo.processInfo.activeProcessorCount,
            pixels: (Int(size.width), Int(size.height)))
        let renderer = try setup.makeRenderer()
        let width = Int(size.width)
        let height = Int(size.height)
        print("backend: \(setup.description); \(width)x\(height); median of \(frames) frames")
        print("scene      ms/frame   frames/s")
        var plan = RenderPlan()
        var frame = Frame(width: 0, height: 0)
        for name in scenes.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard let scene = Self.scene(named: name, width: width, height: height) else {
                throw ValidationError("--scenes: unknown scene \(name) (S1-N, S2, S3)")
            }
            scene.makePlan(into: &plan)
            for _ in 0..<2 { _ = try renderer.render(plan, into: &frame) }
            var times: [Double] = []
            let clock = ContinuousClock()
            for _ in 0..<frames {
                let start = clock.now
                _ = try renderer.render(plan, into: &frame)
                times.append((clock.now - start).seconds * 1000)
            }
            let median = times.sorted()[times.count / 2]
            // auto: which renderer drew the scene (the same for every frame of one plan).
            let choice = (renderer as? AutoRenderer)?.lastDecision.map { "   \($0.choice == .gl ? "gl" : "cpu")" } ?? ""
            print(scene.name.padding(toLength: 10, withPad: " ", startingAt: 0) + String(format: " %8.2f %10.1f", median, 1000 / median) + choice)
        }
        print(String(format: "peak memory: %.0f MiB", Self.peakResidentMebibytes()))
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
