import ArgumentParser
import Foundation
import Quartzite
import QuartziteExport
import QuartziteLottie

/// `quartzite render SCENE`: renders a scene's frames to PNG files, a Y4M/RGBA stream or a
/// video.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene to PNG files, Y4M, raw RGBA or video (mp4, webm, gif, ProRes).",
        discussion: """
            Examples:
              quartzite render scene.json --out frames/        # frames/00000.png …
              quartzite render scene.json --out shot-%04d.png
              quartzite render scene.json --out movie.mp4       # H.264 (x264), crf 23
              quartzite render scene.json --out movie.mp4 --x264-preset veryfast --crf 20
              quartzite render scene.json --out a.mp4 --timings # time per stage
              quartzite render scene.json --out - --format y4m | ffplay -
              quartzite render scene.json --time 1.5 --out still.png
              quartzite render scene.json --shard 2/8 --out f/  # shard 2 of 8
              quartzite render anim.json --out anim.mp4         # Lottie: ip…op−1
              quartzite render anim.json --marker intro --out intro/

            Lottie files (Bodymovin JSON or .lottie archives, told apart from scene
            files by their content) render on a transparent canvas of the animation's
            size unless --background is given; --time is seconds from the in point,
            --frames counts the file's own frames, --marker NAME renders the frames
            one of its markers spans, and what the file uses that Quartzite does not
            draw is listed as warnings.
            """)

    @Argument(help: "The scene file (JSON or YAML) or Lottie animation (Bodymovin JSON or .lottie).")
    var scene: String

    @Option(help: "A directory (DIR/%05d.png), a pattern such as frames/%05d.png, a .png/.y4m/.rgba/.mp4/.webm/.gif/.mov file, or - for standard output. Default: out/<scene name>/.")
    var out: String?

    @Option(help: "png, y4m, rgba, rgba-premultiplied (raw, as rendered), mp4, webm, gif or prores, when the --out extension does not say.")
    var format: ExportFormat?

    @Option(help: "Frames per second (default: the scene's).")
    var fps: Double?

    @Option(help: "Canvas size in points, WxH (default: the scene's canvas).")
    var size: CanvasSize?

    @Option(help: "Pixels per point (default: the scene's canvas scale).")
    var scale: Double?

    @Option(help: "Frame size in pixels, WxH: the scene or animation scaled uniformly to fit and centred (not with --size or --scale).")
    var fit: CanvasSize?

    // Unconditional: the next argument is the value even when it starts with "-", so that
    // `--time -5` is refused as a negative time, not as a missing value.
    @Option(
        parsing: .unconditionalSingleValue,
        help: "Render one frame at this scene time in seconds; repeatable (frames are numbered in the order given).")
    var time: [Double] = []

    @Option(help: "Scene frames A..B (inclusive) or A.")
    var frames: String?

    @Option(help: "A Lottie file's marker (its name, cm): render the frames it spans, from its frame for its duration.")
    var marker: String?

    @Option(help: "Render shard K of N (K in 0..<N): the K-th of N contiguous runs of the selected frames, keeping their numbers.")
    var shard: String?

    @Option(help: "auto (per frame GL or CPU on a software GL, GL on a GPU; see the AutoBackend article), gl or cpu.")
    var backend: BackendName = .auto

    @Option(help: "EGL platform for GL: device, gbm or surfaceless (default: automatic).")
    var gpuPlatform: String?

    @Option(help: "Samples per pixel for GL multisampling, at most the GPU's (`quartzite info`; 0: none; the CPU renderer anti-aliases analytically and ignores it).")
    var msaa: Int = 0

    @Option(help: "Colour painted under the scene: #RGB, #RRGGBB, #RRGGBBAA or 'transparent' (default: the scene's).")
    var background: String?

    @Option(help: "zlib level for PNG, 0 (none) to 9 (smallest).")
    var pngCompression: Int = 1

    @Option(help: "Render threads for the CPU renderer (default: all cores).")
    var threads: Int?

    @Option(help: "x264 preset for mp4: ultrafast (fastest, largest files), superfast, veryfast, … veryslow.")
    var x264Preset: String = FFmpegCommand.defaultX264Preset

    @Option(help: "x264 constant rate factor for mp4, 0 (lossless) to 51; lower is better.")
    var crf: Int = 23

    @Flag(help: "Print where the time went: wall and CPU ms per frame for each stage of the pipeline, and ffmpeg's CPU time.")
    var timings = false

    @Flag(help: "Print no progress and no summary.")
    var quiet = false

    /// Whether `text` is `A` or `A..B` in digits with a number too large for a frame (which
    /// would otherwise read as malformed: `Int` cannot hold 99999999999999999999).
    static func hasOutOfRangeFrameNumber(_ text: String) -> Bool {
        let parts = text.components(separatedBy: "..")
        guard parts.count <= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else { return false }
        return parts.contains { Int($0).map { $0 >= SceneLimits.maximumFrames } ?? true }
    }

    func validate() throws {
        if out?.isEmpty == true { throw ValidationError("--out is empty: name a directory, a file, a pattern or -") }
        guard (0...9).contains(pngCompression) else { throw ValidationError("--png-compression must be 0 to 9") }
        if let fps, !(fps.isFinite && fps > 0 && fps <= OptionLimits.maximumFPS) {
            throw ValidationError("--fps must be a positive number up to \(Int(OptionLimits.maximumFPS))")
        }
        if let scale, !(scale.isFinite && scale > 0 && scale <= OptionLimits.maximumScale) {
            throw ValidationError("--scale must be a positive number up to \(Int(OptionLimits.maximumScale))")
        }
        if let size { try OptionLimits.checkPixels(width: size.width, height: size.height, scale: scale ?? 1, option: "--size") }
        if let fit {
            guard size == nil, scale == nil else { throw ValidationError("--fit sets the frame size: it cannot be combined with --size or --scale") }
            guard fit.width >= 1, fit.height >= 1 else { throw ValidationError("--fit \(fit.width)x\(fit.height): at least 1x1 pixels") }
            try OptionLimits.checkPixels(width: fit.width, height: fit.height, scale: 1, option: "--fit")
        }
        if let bad = time.first(where: { !($0.isFinite && $0 >= 0) }) {
            throw ValidationError("--time \(bad): expected a finite time in seconds, 0 or more")
        }
        if let frames, Self.hasOutOfRangeFrameNumber(frames) {
            throw ValidationError(
                "--frames \(frames): frame numbers are whole numbers from 0 to \(SceneLimits.maximumFrames - 1)")
        }
        if let frames, FrameSelection.parseRange(frames) == nil {
            throw ValidationError("--frames \(frames): expected A..B with A ≤ B, or a single frame A")
        }
        if let shard, FrameSelection.parseShard(shard) == nil {
            throw ValidationError("--shard \(shard): expected K/N with N ≥ 1 and 0 ≤ K < N")
        }
        if frames != nil, !time.isEmpty { throw ValidationError("--frames and --time cannot be combined") }
        if marker != nil, frames != nil || !time.isEmpty {
            throw ValidationError("--marker cannot be combined with --frames or --time (it chooses the frames)")
        }
        if let background, parseColor(background) == nil {
            throw ValidationError("--background \(background): expected #RGB, #RRGGBB, #RRGGBBAA or transparent")
        }
        if let threads, !(1...OptionLimits.maximumThreads).contains(threads) {
            throw ValidationError("--threads must be 1 to \(OptionLimits.maximumThreads)")
        }
        guard (0...OptionLimits.maximumSamples).contains(msaa) else {
            throw ValidationError("--msaa must be 0 to \(OptionLimits.maximumSamples)")
        }
        guard FFmpegCommand.x264Presets.contains(x264Preset) else {
            throw ValidationError("--x264-preset \(x264Preset): expected one of \(FFmpegCommand.x264Presets.joined(separator: ", "))")
        }
        guard (0...51).contains(crf) else { throw ValidationError("--crf must be 0 to 51") }
    }

    func run() throws {
        let commandStart = ContinuousClock.now
        let input = try prepareInput()
        let scene = input.scene
        let selection = FrameSelection(
            range: frames.flatMap(FrameSelection.parseRange), times: time, shard: shard.flatMap(FrameSelection.parseShard))
        let requests: [ExportFrame]
        let destination: ExportDestination
        do {
            requests = try input.frames(selection)
            let name = URL(fileURLWithPath: self.scene).deletingPathExtension().lastPathComponent
            destination = try ExportDestination.resolve(
                out: out, format: format, frameCount: requests.count, defaultDirectory: "out/" + name)
        } catch {
            throw ValidationError(error.description)
        }
        // One source for the auto preview and the export: both read frames in any order, and
        // building a large Lottie tree twice cost as much as rendering dozens of its frames.
        let source = input.makeSource()
        // Left for the process's exit to reclaim: tearing down thousands of layers and their
        // animations took longer than rendering a few frames, just before the memory went away.
        defer { _ = Unmanaged.passRetained(source as AnyObject) }
        if !quiet {
            for feature in input.unsupported() { printError("quartzite: warning: \(self.scene): \(feature)") }
        }
        let cores = threads ?? ProcessInfo.processInfo.activeProcessorCount
        /// The export's canvas, with the renderer's threads (the preview's are the defaults).
        func exportOptions(renderThreads: Int = 1, encodeThreads: Int = 0, pipelinesRendering: Bool = true) -> ExportOptions {
            var options = ExportOptions(
                size: CGSize(width: scene.canvas.width, height: scene.canvas.height), scale: scene.canvas.scale,
                background: scene.canvas.background, renderThreads: renderThreads, encodeThreads: encodeThreads,
                pipelinesRendering: pipelinesRendering)
            options.offset = input.offset
            return options
        }
        let setup = try makeRendererSetup(
            backend: backend, platform: gpuPlatform, msaa: msaa, frameCount: requests.count, cores: cores,
            pixels: (scene.canvas.pixelWidth, scene.canvas.pixelHeight),
            cpuFasterOnEverySample: {
                AutoFramePreview.cpuFasterOnEverySample(
                    requests, source: source, options: exportOptions(), cores: cores)
            })
        // Signals are handled from before the sink exists: it may create its temporary file
        // at once (a video's), which a signal must not strand.
        signal(SIGPIPE, SIG_IGN)
        let cancellation = ExportCancellation()
        let interrupts = InterruptHandler(cancelling: cancellation)
        let sink: any FrameSink
        do {
            sink = try makeSink(destination, fps: scene.fps)
        } catch {
            printError("quartzite: \(error.description)")
            throw ExitCode(ExitStatus.exportFailed)
        }
        let progress = ProgressReporter(enabled: !quiet && standardErrorIsTerminal)
        let options = exportOptions(
            renderThreads: setup.renderThreads, encodeThreads: setup.encodeThreads,
            pipelinesRendering: setup.pipelinesRendering)
        let summary: ExportSummary
        do {
            summary = try FrameExporter.run(
                source: source, frames: requests, options: options, makeRenderer: setup.makeRenderer, sink: sink,
                cancellation: cancellation, progress: { progress.report($0) })
        } catch {
            progress.end()
            var message = "quartzite: \(error.description)"
            if backend == .gl, case .renderingFailed = error {
                message += " (--backend auto would draw the rest with the CPU renderer)"
            }
            printError(message)
            throw ExitCode(ExitStatus.exportFailed)
        }
        progress.end()
        if summary.wasCancelled {
            printError("quartzite: interrupted: " + describeKept(summary.framesWritten, destination))
            throw ExitCode(interrupts.exitStatus ?? ExitStatus.interrupted)
        }
        if !quiet {
            printError(
                String(
                    format: "%d frames in %.2f s (%.1f frames/s), %dx%d pixels, ",
                    summary.framesWritten, summary.elapsed.seconds, summary.framesPerSecond,
                    scene.canvas.pixelWidth, scene.canvas.pixelHeight)
                    + "\(describe(destination)), backend \(setup.description)")
        }
        if timings {
            // The span an in-process loop over a library is timed by (rlottie's, in the Lottie
            // benchmark): from reading the file to the last frame written, without the
            // process's start (loading its libraries) and exit.
            let inProcess = (ContinuousClock.now - commandStart).seconds
            printError(
                String(
                    format: "in process: %d frames in %.4f s since the command started (%.1f frames/s; reading the input and setting up included)",
                    summary.framesWritten, inProcess, Double(summary.framesWritten) / max(inProcess, 1e-9)))
            printError(timingReport(summary.timing, frames: summary.framesWritten))
        }
    }

    /// What is rendered: the canvas, the frame rate, which frames and where their snapshots
    /// come from — for a scene file or a Lottie animation, with the options applied.
    private struct Input {
        /// The canvas and frame rate (a Lottie animation's: its size, scale 1, transparent).
        var scene: (canvas: SceneCanvas, fps: Double)
        var frames: (FrameSelection) throws(ExportError) -> [ExportFrame]
        var makeSource: () -> any FrameSource
        /// Where the canvas origin lands in the frame, in pixels (`--fit` centres with it).
        var offset = CGPoint.zero
        /// What the input uses that is not drawn (a Lottie file's unsupported features), read
        /// after the source is made: a Lottie animation knows them from building its tree.
        var unsupported: () -> [String] = { [] }
    }

    private func prepareInput() throws -> Input {
        var canvas: SceneCanvas
        var fps: Double
        var frames: (FrameSelection) throws(ExportError) -> [ExportFrame]
        var makeSource: () -> any FrameSource
        var unsupported: () -> [String] = { [] }
        /// A Lottie animation's own size (`w` × `h`), pixels.
        var lottieSize: CGSize?
        switch try loadDocument(self.scene) {
        case .scene(var scene):
            if let marker {
                throw ValidationError("--marker \(marker): markers belong to Lottie files; \(self.scene) is a scene file")
            }
            if let fps = self.fps { scene.fps = fps }
            if let size {
                scene.canvas.width = size.width
                scene.canvas.height = size.height
            }
            if let scale { scene.canvas.scale = scale }
            if let background { scene.canvas.background = parseColor(background) ?? nil }
            canvas = scene.canvas
            fps = scene.fps
            let played = scene
            if self.fps != nil {
                // Checked here to name the option (the scene's own fps and duration were
                // checked when it was read).
                let tooMany = !(played.duration * played.fps <= Double(SceneLimits.maximumFrames))
                if tooMany || played.frameCount < 1 {
                    throw ValidationError(
                        "--fps \(played.fps): \(played.duration) s at \(played.fps) frames per second is "
                            + (tooMany ? "more than \(SceneLimits.maximumFrames) frames" : "less than one frame"))
                }
            }
            frames = { (selection: FrameSelection) throws(ExportError) in try selection.frames(of: played) }
            makeSource = { SceneFrameSource(scene: played) }
        case .lottie(let animation):
            unsupported = { animation.unsupportedFeatures.map { "\($0)" } }
            canvas = SceneCanvas(width: animation.size.width, height: animation.size.height, scale: 1, background: nil)
            lottieSize = animation.size
            fps = self.fps ?? animation.frameRate
            let span = try marker.map { (name: String) throws(ValidationError) in try LottieFrameSpan(animation, marker: name) }
                ?? LottieFrameSpan(animation)
            // Seconds from the in point, where --time counts from.
            let startTime = (span.start - animation.inPoint) / animation.frameRate
            if let fps = self.fps {
                // Another rate: frames 0, 1, … at 1/fps seconds from the span's start.
                let duration = span.duration(frameRate: animation.frameRate)
                let total = (duration * fps - 1e-9).rounded(.up)
                guard total <= Double(SceneLimits.maximumFrames) else {
                    throw ValidationError(
                        "--fps \(fps): \(duration) s of animation at \(fps) frames per second is more than \(SceneLimits.maximumFrames) frames")
                }
                let count = max(1, Int(total))
                frames = { (selection: FrameSelection) throws(ExportError) in
                    try selection.frames(numbered: 0...(count - 1)) { startTime + Double($0) / fps }
                }
            } else {
                let numbers = span.frameNumbers
                frames = { (selection: FrameSelection) throws(ExportError) in
                    try selection.frames(numbered: numbers) { (Double($0) - animation.inPoint) / animation.frameRate }
                }
            }
            let size = self.size
            makeSource = {
                StaticTreeFrameSource {
                    let root = animation.makeRootLayer()
                    if let size {
                        root.transform = CATransform3DMakeScale(
                            size.width / animation.size.width, size.height / animation.size.height, 1)
                    }
                    return root
                }
            }
        }
        if let size {
            canvas.width = size.width
            canvas.height = size.height
        }
        if let scale { canvas.scale = scale }
        if let background { canvas.background = parseColor(background) ?? nil }
        var offset = CGPoint.zero
        if let fit {
            // Aspect fit: s pixels per point; the canvas grows (in points) to the frame's
            // proportions and the content is centred in it.
            let s = min(fit.width / canvas.width, fit.height / canvas.height)
            guard s.isFinite, s > 0 else { throw ValidationError("--fit: the canvas has no area to fit") }
            offset = CGPoint(x: (fit.width - canvas.width * s) / 2, y: (fit.height - canvas.height * s) / 2)
            canvas.scale = s
            canvas.width = fit.width / s
            canvas.height = fit.height / s
        }
        if let lottieSize, size == nil, scale == nil, fit == nil,
            (try? OptionLimits.checkPixels(width: canvas.width, height: canvas.height, scale: 1, option: "w × h")) == nil
        {
            // The file's own size, no option's: a problem of the file, named by its keys (a usage
            // error without the file's name before).
            printError(
                "\(self.scene): w × h: \(String(format: "%g × %g", lottieSize.width, lottieSize.height)) pixels is no frame size "
                    + "(1 to \(CGImage.maximumDimension) pixels a side, at most \(CGImage.maximumByteCount >> 20) MiB); "
                    + "--fit or --size renders it smaller")
            printError("\(self.scene): nothing rendered")
            throw ExitCode(ExitStatus.sceneProblems)
        }
        try OptionLimits.checkPixels(width: canvas.width, height: canvas.height, scale: canvas.scale, option: "the canvas")
        return Input(scene: (canvas, fps), frames: frames, makeSource: makeSource, offset: offset, unsupported: unsupported)
    }

    private func makeSink(_ destination: ExportDestination, fps: Double) throws(ExportError) -> any FrameSink {
        switch destination {
        case .imageSequence(let pattern):
            return PNGFileSink(pattern: pattern, compressionLevel: pngCompression)
        case .singleImage(let path):
            return PNGFileSink(naming: { _ in path }, compressionLevel: pngCompression)
        case .file(let path, let format):
            if format.isVideo { return try FFmpegSink(format: format, path: path, fps: fps, x264Preset: x264Preset, crf: crf) }
            return try StreamSink(format: format, path: path, fps: fps, compressionLevel: pngCompression)
        case .standardOutput(let format):
            if format.isVideo { return try FFmpegSink(format: format, path: nil, fps: fps, x264Preset: x264Preset, crf: crf) }
            return try StreamSink(format: format, path: nil, fps: fps, compressionLevel: pngCompression)
        }
    }

    /// What an interrupted export left, exactly: PNG files are complete or removed; a file is
    /// written under a temporary name, removed unfinished; a stream keeps what was written.
    private func describeKept(_ written: Int, _ destination: ExportDestination) -> String {
        let frames = "\(written) frame\(written == 1 ? "" : "s")"
        switch destination {
        case .imageSequence(let pattern):
            return "\(frames) kept as complete PNG files (\(pattern)); unfinished files removed"
        case .singleImage(let path):
            return written == 1 ? "\(path) was written" : "\(path) was not written"
        case .file(let path, _):
            if isStreamDevice(path) { return "\(frames) written to \(path)" }
            return "none kept: \(path) was removed unfinished (\(frames) had been encoded)"
        case .standardOutput:
            return "\(frames) written to standard output"
        }
    }

    private func describe(_ destination: ExportDestination) -> String {
        switch destination {
        case .imageSequence(let pattern): "png \(pattern)"
        case .singleImage(let path): "png \(path)"
        case .file(let path, let format): "\(format.rawValue) \(path)"
        case .standardOutput(let format): "\(format.rawValue) to standard output"
        }
    }
}

extension ExportFormat: ExpressibleByArgument {}

/// A canvas size in points, `WxH`.
struct CanvasSize: ExpressibleByArgument {
    var width: Double
    var height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w > 0, h > 0, w.isFinite, h.isFinite
        else { return nil }
        width = w
        height = h
    }

    /// As the option is written (`1920x1080`), for the help's default.
    var defaultValueDescription: String {
        let text = { (value: Double) in value == value.rounded() ? String(Int(value)) : String(value) }
        return "\(text(width))x\(text(height))"
    }
}

/// Parses `#RGB`, `#RRGGBB`, `#RRGGBBAA` or `transparent`/`none`; `.some(nil)` is transparent,
/// nil is malformed.
func parseColor(_ text: String) -> CGColor?? {
    let lower = text.lowercased()
    if lower == "transparent" || lower == "none" { return .some(nil) }
    guard lower.hasPrefix("#") else { return nil }
    var hex = String(lower.dropFirst())
    if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
    if hex.count == 6 { hex += "ff" }
    guard hex.count == 8, let value = UInt32(hex, radix: 16) else { return nil }
    let c = { (shift: UInt32) in Double((value >> shift) & 0xFF) / 255 }
    return .some(CGColor(red: c(24), green: c(16), blue: c(8), alpha: c(0)))
}
