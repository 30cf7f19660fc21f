import Foundation
import Testing

private let fm = FileManager.default

/// Scene files and options built to break the tool (issue 15): each is refused with a clear
/// message and the exit status of its kind, or works, but never crashes, hangs or leaves a
/// partial file.
@Suite struct HostileInputTests {
    /// Writes `text` as `name` in `dir`.
    private func write(_ text: String, _ name: String, in dir: URL) throws {
        try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    /// A layer tree ~900 deep, built by events inserting each layer under the one before,
    /// crashed `render` (a stack overflow in the flattener) while `validate` accepted it; 300
    /// levels show the refusal.
    @Test func deepLayerTreeIsRefused() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        var events: [String] = []
        for i in 1..<300 {
            events.append(#"{"time": 0, "insert": [{"parent": "L\#(i - 1)", "layer": {"name": "L\#(i)", "bounds": [0, 0, 4, 4]}}]}"#)
        }
        let scene = #"""
            {"canvas": {"width": 8, "height": 8}, "fps": 10, "duration": 0.1, "root": {"name": "L0"},
             "events": [\#(events.joined(separator: ",\n"))]}
            """#
        try write(scene, "deep.json", in: dir)
        for arguments in [["validate", "deep.json"], ["render", "deep.json", "--backend", "cpu", "--out", "deep.png"]] {
            let result = try CLI.run(arguments, in: dir)
            #expect(result.status == 65, "\(arguments): \(result.status) \(result.stderr.prefix(300))")
            #expect(result.stderr.contains("events[255].insert[0].layer: the layer tree is more than 256 layers deep"))
        }
        #expect(!fm.fileExists(atPath: dir.appendingPathComponent("deep.png").path))
    }

    /// `shadowRadius` 1e308 passed validation and trapped in the blur (exit 132, no message).
    @Test func hugeNumbersAreSceneErrors() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        let scene = #"""
            {"canvas": {"width": 8, "height": 8}, "fps": 10, "duration": 0.1,
             "root": {"bounds": [0, 0, 8, 8], "position": [4, 4], "backgroundColor": "#FF0000",
                      "shadowOpacity": 1, "shadowRadius": 1e308, "rasterizationScale": 1e18, "shouldRasterize": true}}
            """#
        try write(scene, "huge.json", in: dir)
        let result = try CLI.run(["render", "huge.json", "--backend", "cpu", "--out", "huge.png"], in: dir)
        #expect(result.status == 65, "\(result.status): \(result.stderr)")
        #expect(result.stderr.contains("huge.json: root.shadowRadius: numbers in a scene lie within ±1e9, found 1e+308"))
        #expect(result.stderr.contains("huge.json: root.rasterizationScale: numbers in a scene lie within ±1e9, found 1e+18"))
        #expect(!fm.fileExists(atPath: dir.appendingPathComponent("huge.png").path))
    }
}
