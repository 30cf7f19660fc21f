import Foundation
import QuartzGeometry
import QuartziteRender
import Testing

/// Golden-image checks (STYLE 10, 11): a frame is compared with
/// `Tests/QuartziteRenderTests/Goldens/<name>.png` (shared by every renderer's tests). With `QUARTZITE_RECORD_GOLDENS=1` a missing
/// or failing golden is (re)written and the test fails, so a fresh golden is looked at and
/// committed before the run passes. A failure writes actual, expected and diff PNGs to a
/// temporary folder and names them.
public enum Golden {
    /// Tests/QuartziteRenderTests/Goldens.
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("QuartziteRenderTests/Goldens")

    /// Whether QUARTZITE_RECORD_GOLDENS=1 asks to (re)record goldens.
    public static var recording: Bool { ProcessInfo.processInfo.environment["QUARTZITE_RECORD_GOLDENS"] == "1" }

    /// The PNG of golden `name` in `folder` (default: the shared ``folder``).
    public static func url(_ name: String, in folder: URL = folder) -> URL {
        folder.appendingPathComponent("\(name).png")
    }

    /// Checks `frame` against golden `name` with `comparator`; with `mayRecord` false (a
    /// renderer other than the reference) a missing or failing golden is never re-recorded.
    /// `folder` holds the goldens (default: the shared ``folder``; a module with goldens of
    /// its own, such as the Lottie tests, names its folder).
    public static func check(
        _ frame: Frame, name: String, comparator: ImageComparator, mayRecord: Bool = true, folder: URL = folder,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let actual = try frame.makeImage()
        let file = url(name, in: folder)
        guard FileManager.default.fileExists(atPath: file.path) else {
            if recording && mayRecord {
                try actual.writePNG(to: file)
                Issue.record("recorded new golden \(file.path); look at it, commit it, run again", sourceLocation: sourceLocation)
            } else {
                Issue.record(
                    "missing golden \(file.path); run with QUARTZITE_RECORD_GOLDENS=1 to record it",
                    sourceLocation: sourceLocation)
            }
            return
        }
        let expected = try CGImage(contentsOf: file)
        guard expected.width == actual.width, expected.height == actual.height else {
            try report(actual, expected: expected, name: name, mayRecord: mayRecord, file: file, why: "size \(actual.width)x\(actual.height) ≠ golden \(expected.width)x\(expected.height)", sourceLocation: sourceLocation)
            return
        }
        let result = comparator.compare(
            actual: actual.pixels, expected: expected.pixels, pixelCount: actual.width * actual.height)
        if !result.matches {
            try report(
                actual, expected: expected, name: name, mayRecord: mayRecord, file: file,
                why: "\(result.differingPixels) pixels differ (largest channel difference \(result.largestChannelDifference)) under \(comparator)",
                sourceLocation: sourceLocation)
        }
    }

    private static func report(
        _ actual: CGImage, expected: CGImage, name: String, mayRecord: Bool, file: URL, why: String,
        sourceLocation: SourceLocation
    ) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("QuartziteRenderGoldens")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let actualURL = dir.appendingPathComponent("\(name)-actual.png")
        let expectedURL = dir.appendingPathComponent("\(name)-expected.png")
        let diffURL = dir.appendingPathComponent("\(name)-diff.png")
        try actual.writePNG(to: actualURL)
        try expected.writePNG(to: expectedURL)
        let sameSize = expected.width == actual.width && expected.height == actual.height
        if sameSize { try diffImage(actual, expected).writePNG(to: diffURL) }
        let diffLine = sameSize ? diffURL.path : "none (sizes differ)"
        if recording && mayRecord {
            try actual.writePNG(to: file)
            Issue.record("golden \(name) re-recorded (\(why)); look at it, commit it, run again", sourceLocation: sourceLocation)
        } else {
            Issue.record(
                "golden \(name) does not match: \(why)\n  actual: \(actualURL.path)\n  expected: \(expectedURL.path)\n  diff: \(diffLine)",
                sourceLocation: sourceLocation)
        }
    }

    /// Opaque image: black where equal, red scaled by the largest channel difference elsewhere.
    public static func diffImage(_ a: CGImage, _ b: CGImage) throws -> CGImage {
        var out = [UInt8](repeating: 0, count: a.width * a.height * 4)
        for p in 0..<(a.width * a.height) {
            var worst = 0
            for c in 0..<4 { worst = max(worst, abs(Int(a.pixels[p * 4 + c]) - Int(b.pixels[p * 4 + c]))) }
            out[p * 4] = worst == 0 ? 0 : UInt8(min(255, 64 + worst * 4))
            out[p * 4 + 3] = 255
        }
        return try CGImage(width: a.width, height: a.height, premultipliedRGBA: out)
    }
}
