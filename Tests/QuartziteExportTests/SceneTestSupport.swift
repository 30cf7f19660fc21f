import Foundation
import Quartzite
import QuartziteTestClock
import Testing

@testable import QuartziteExport

/// The suite that holds every test touching the media clock or the thread's transactions
/// (ScenePlayer): each test, in this suite and the suites nested in it (in other files), gets
/// its own manual clock as `MediaClock.current`, so they run in parallel.
@Suite("Scene runtime", .mediaClockPerTest)
struct SceneRuntimeTests {}

extension ScenePlayer {
    /// The presentation layer of the built layer named `name`, read on the player's own
    /// clock (at its current time), or nil.
    func presentation(of name: String) -> CALayer? {
        MediaClock.withCurrent(clock) { layer(named: name)?.presentation() }
    }
}

/// The folder of the small test scenes and their images.
let testScenesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scenes")

/// The repository's `Examples/scenes` folder.
let exampleScenesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/scenes")

/// Reads `text` as `scene.json` beside the test scenes.
func readScene(_ text: String, fileName: String = "scene.json") throws(SceneError) -> Scene {
    try Scene(text: text, fileName: fileName, baseDirectory: testScenesDirectory)
}

/// The problem lines `text` is refused with (empty when it is accepted).
func problems(_ text: String) -> [String] {
    do {
        _ = try readScene(text)
        return []
    } catch {
        return error.problems.map(\.description)
    }
}

/// A minimal scene around `root` (a JSON object's text), with optional events.
func sceneText(root: String, events: String = "[]", extra: String = "") -> String {
    """
    {"canvas": {"width": 200, "height": 100}, "fps": 10, "duration": 2, \(extra)
     "root": \(root), "events": \(events)}
    """
}

/// The root layer of a minimal scene around `root`.
func readRoot(_ root: String) throws -> SceneLayer {
    try readScene(sceneText(root: root)).root
}

/// The single animation of the root layer of a minimal scene.
func readAnimation(_ animation: String) throws -> SceneAnimation {
    let root = try readRoot(#"{"animations": [\#(animation)]}"#)
    return try #require(root.animations.first)
}

/// Whether two numbers are within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two transforms are equal field by field within `tolerance`.
func close(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: Double = 1e-9) -> Bool {
    let fa = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
    let fb = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
    return zip(fa, fb).allSatisfy { close(Double($0), Double($1), tolerance) }
}
