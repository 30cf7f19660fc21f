import Foundation
import Quartzite
import QuartziteRender
import QuartziteTestClock
import QuartziteTestSupport
import Testing
@testable import QuartziteLottie

/// A Lottie file of Files/ drawn at one frame by the CPU renderer, compared with
/// Goldens/<file>-f<frame>.png (record with QUARTZITE_RECORD_GOLDENS=1; look at each).
struct LottieGolden: CustomStringConvertible, Sendable {
    let file: String
    let frame: Int
    var name: String { "\(file)-f\(frame)" }
    var description: String { name }

    static let all: [LottieGolden] = [
        .init(file: "shapes", frame: 0), .init(file: "strokes", frame: 0), .init(file: "gradients", frame: 0),
        .init(file: "trim", frame: 10), .init(file: "trim", frame: 20), .init(file: "precomp", frame: 9),
        .init(file: "precomp", frame: 15), .init(file: "image", frame: 0), .init(file: "bouncing-ball", frame: 15),
        .init(file: "trim-loader", frame: 20), .init(file: "precomp-parenting", frame: 35), .init(file: "masks", frame: 15),
        .init(file: "repeaters", frame: 10), .init(file: "shadow", frame: 8), .init(file: "trim-offset", frame: 15),
        .init(file: "trim-offset", frame: 27), .init(file: "trim-fill", frame: 0), .init(file: "trim-fill", frame: 20),
        .init(file: "text-glyphs", frame: 0), .init(file: "text-system", frame: 0), .init(file: "text-box", frame: 0),
        .init(file: "text-keyframes", frame: 5), .init(file: "text-keyframes", frame: 15), .init(file: "text-keyframes", frame: 25),
        .init(file: "text-animator", frame: 10),
        .init(file: "blend-modes", frame: 0), .init(file: "track-mattes", frame: 0), .init(file: "masks-shape", frame: 0), .init(file: "masks-modes", frame: 15),
        .init(file: "repeater-animated", frame: 0), .init(file: "repeater-animated", frame: 20),
        .init(file: "rounded-corners", frame: 0),
        .init(file: "3d-card-y", frame: 10), .init(file: "3d-card-y", frame: 20), .init(file: "3d-camera", frame: 0),
        .init(file: "3d-camera", frame: 10), .init(file: "3d-orientation", frame: 20), .init(file: "3d-parented", frame: 20),
        .init(file: "start-time", frame: 15), .init(file: "start-time", frame: 25), .init(file: "skew-axis", frame: 0),
        .init(file: "stroke-fill-order", frame: 0), .init(file: "modifiers-gradients", frame: 0),
        .init(file: "modifiers-gradients", frame: 10),
    ]

    /// Files/ or, for the examples, Examples/lottie.
    var url: URL {
        let local = lottieFiles.appendingPathComponent("\(file).json")
        if FileManager.default.fileExists(atPath: local.path) { return local }
        return lottieFiles.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/lottie/\(file).json")
    }
}

let lottieGoldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

/// Renders `animation` at frame `frame` (counted from the in point) with the CPU renderer.
func renderFrame(_ animation: LottieAnimation, frame: Int, root: CALayer? = nil) throws -> Frame {
    let layer = root ?? committedRoot(animation)
    let renderer = FrameRenderer(renderer: SoftwareRenderer(threadCount: 2))
    return try renderer.render(
        layer: layer, size: animation.size, scale: 1, background: CGColor(red: 1, green: 1, blue: 1, alpha: 1),
        at: Double(frame) / animation.frameRate)
}

@Suite("Lottie golden images", .mediaClockPerTest)
struct LottieGoldenTests {
    @Test("a Lottie file at a frame matches its golden", arguments: LottieGolden.all)
    func matchesGolden(_ golden: LottieGolden) throws {
        let animation = try LottieAnimation(contentsOf: golden.url)
        #expect(animation.unsupportedFeatures.isEmpty)
        let frame = try renderFrame(animation, frame: golden.frame)
        try Golden.check(frame, name: golden.name, comparator: GoldenScene.cpu, folder: lottieGoldens)
    }

    @Test("every golden PNG here belongs to a case (no orphans)")
    func noOrphans() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: lottieGoldens.path).filter { $0.hasSuffix(".png") }
        let names = Set(LottieGolden.all.map { "\($0.name).png" })
        #expect(files.filter { !names.contains($0) }.isEmpty)
    }

    @Test("determinism: a frame drawn alone equals the same frame drawn after others, and twice the same")
    func determinism() throws {
        let animation = try loadFile("precomp")
        let alone = try renderFrame(animation, frame: 17).makeImage().pixels
        let root = committedRoot(animation)
        var sequence: [UInt8] = []
        for frame in [3, 29, 17] { sequence = try renderFrame(animation, frame: frame, root: root).makeImage().pixels }
        #expect(sequence == alone)
        #expect(try renderFrame(animation, frame: 17).makeImage().pixels == alone)
    }
}
