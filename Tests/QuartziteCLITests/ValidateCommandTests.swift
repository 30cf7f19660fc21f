import Foundation
import Testing

/// `quartzite validate` and scene errors on `render`, on the built binary.
@Suite struct ValidateCommandTests {
    private let broken = """
        {"canvas": {"width": -4, "height": 10}, "fps": 10, "duration": 1,
         "root": {"bounds": [0, 0, 10, 10], "opacity": "abc", "positon": [1, 2]}}
        """

    @Test func brokenSceneListsEveryProblem() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try broken.write(to: dir.appendingPathComponent("broken.json"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["validate", "broken.json"], in: dir)
        #expect(result.status == 65)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("broken.json: root.opacity:") })
        #expect(lines.contains { $0.hasPrefix("broken.json: root.positon:") && $0.contains("position") })
        #expect(lines.contains { $0.hasPrefix("broken.json: canvas.width:") })
        let render = try CLI.run(["render", "broken.json", "--out", "frames"], in: dir)
        #expect(render.status == 65)
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/frames"))
    }

    @Test func validSceneIsOK() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(["validate", "scene.json"], in: dir)
        #expect(result.status == 0)
        #expect(String(decoding: result.stdout, as: UTF8.self) == "scene.json: ok — 10 frames at 10 fps, 24x12 pixels\n")
    }
}
