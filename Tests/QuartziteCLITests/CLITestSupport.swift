import Foundation

/// Runs the built `quartzite` binary and collects what it did.
enum CLI {
    /// The built binary: beside the test bundle, in the products directory (`.build/debug/`).
    static var binary: URL {
        productsDirectory.appendingPathComponent("quartzite")
    }

    /// Whether the binary was built with a sanitizer (`scripts/sanitize.sh` sets
    /// `QUARTZITE_SANITIZER`): tests that limit the address space cannot run then.
    static var isSanitized: Bool {
        ProcessInfo.processInfo.environment["QUARTZITE_SANITIZER"] != nil
    }

    /// How long an export may take to stop after a signal: a second, or ten in a sanitized
    /// build (ThreadSanitizer slows the binary 5–15×; 3.5 s was measured for a WebM export).
    static var stopSeconds: Double { isSanitized ? 10 : 1 }

    /// The products directory: the parent of the test bundle (as swift-argument-parser's
    /// example tests find their binaries).
    static var productsDirectory: URL {
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }
}

/// What a run of the binary did.
struct CLIResult {
    var status: Int32
    var stdout: Data
    var stderr: String
}

extension CLI {
    /// Runs `quartzite arguments` in `directory` with `environment` (the test's own by default)
    /// and waits for it.
    static func run(_ arguments: [String], in directory: URL, environment: [String: String]? = nil) throws -> CLIResult {
        let process = try start(arguments, in: directory, environment: environment)
        // Standard error is read on a thread of its own while standard output is read here:
        // read one after the other, a child writing more than a pipe holds (64 KiB) to
        // standard error blocks, and both sides wait for ever (thousands of scene problems, a
        // sanitizer's reports).
        let errorHandle = process.errorPipe.fileHandleForReading
        let errors = ErrorCollector()
        let reader = Thread { errors.finish(errorHandle.readDataToEndOfFile()) }
        reader.start()
        let out = process.outputPipe.fileHandleForReading.readDataToEndOfFile()
        let err = errors.wait()
        process.process.waitUntilExit()
        return CLIResult(
            status: process.process.terminationStatus, stdout: out, stderr: String(decoding: err, as: UTF8.self))
    }

    /// A started process and its pipes.
    struct Running {
        let process: Process
        let outputPipe: Pipe
        let errorPipe: Pipe
    }

    /// Starts `quartzite arguments` in `directory` without waiting.
    static func start(_ arguments: [String], in directory: URL, environment: [String: String]? = nil) throws -> Running {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return Running(process: process, outputPipe: out, errorPipe: err)
    }

    /// A new empty directory holding `scene.json`: `width`×`height` points, white, a 4-point
    /// red square moving right one point per frame at 10 fps for `frames` frames.
    /// Runs the binary with `arguments` in `directory` under `ulimit -v kibibytes` and returns
    /// its exit status and standard error (standard output discarded).
    static func runUnderAddressLimit(kibibytes: Int, _ arguments: String, in directory: URL) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -v \(kibibytes) && exec \"$0\" \(arguments)", binary.path]
        process.currentDirectoryURL = directory
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    static func sceneDirectory(width: Int = 24, height: Int = 12, frames: Int = 10) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("quartzite-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let duration = Double(frames) / 10
        let scene = """
            {"canvas": {"width": \(width), "height": \(height), "background": "#FFFFFF"}, "fps": 10, "duration": \(duration),
             "root": {"bounds": [0, 0, \(width), \(height)], "position": [\(width / 2), \(height / 2)], "sublayers": [
               {"name": "box", "bounds": [0, 0, 4, 4], "position": [2, 2], "backgroundColor": "#FF0000",
                "animations": [{"type": "basic", "keyPath": "position.x", "fromValue": 2, "toValue": \(2 + frames),
                                "duration": \(duration), "timingFunction": "linear"}]}]}}
            """
        try scene.write(to: dir.appendingPathComponent("scene.json"), atomically: true, encoding: .utf8)
        return dir
    }

    /// Writes `card.json` into `directory`: three 320 × 240 frames of a canvas-filling gradient
    /// turned in perspective — projected bilinear spans on the CPU renderer, dearer per pixel
    /// than llvmpipe's shading, so `auto`'s cost model gives every frame to GL.
    static func writeGLScene(in directory: URL) throws {
        let scene = """
            {"canvas": {"width": 320, "height": 240, "background": "#FFFFFF"}, "fps": 10, "duration": 0.3,
             "root": {"bounds": [0, 0, 320, 240], "position": [160, 120], "sublayers": [
               {"type": "gradient", "bounds": [0, 0, 340, 260], "position": [160, 120],
                "colors": ["#FF0000", "#0000FF"], "startPoint": [0, 0], "endPoint": [1, 1],
                "transform": {"perspective": 2000, "rotate": [0.2, 0, 1, 0]},
                "animations": [{"type": "basic", "keyPath": "transform.rotation.y", "fromValue": 0.2, "toValue": 0.3,
                                "duration": 0.3}]}]}}
            """
        try scene.write(to: directory.appendingPathComponent("card.json"), atomically: true, encoding: .utf8)
    }

    /// The width and height in a PNG file's IHDR chunk.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        guard data.count > 24, data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        let bytes = [UInt8](data[16..<24])
        let w = bytes[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let h = bytes[4..<8].reduce(0) { $0 << 8 | Int($1) }
        return (w, h)
    }

    /// Whether a PNG file ends with its IEND chunk (is complete).
    static func pngIsComplete(_ data: Data) -> Bool {
        data.count > 12 && data.suffix(8) == Data([0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }
}

/// The bytes a thread read from a child's standard error, handed over once.
private final class ErrorCollector: @unchecked Sendable {
    // @unchecked: `data` is written before `done` is signalled and read after it is waited on.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    func finish(_ bytes: Data) {
        data = bytes
        done.signal()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
