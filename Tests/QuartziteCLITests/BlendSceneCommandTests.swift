import Foundation
import Testing

private let fm = FileManager.default

/// `compositingFilter` and `maskMode` in scene files, through the built binary: drawn when
/// valid, refused with the JSON path and exit status 65 when not.
@Suite struct BlendSceneCommandTests {
    @Test func blendModeAndMaskModeRender() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        // Three pixels on blue: red screened (magenta); white through an inverted luminance
        // mask that draws white on the second pixel only: hidden there, shown on the third,
        // where the mask draws nothing.
        let scene = #"""
            {"canvas": {"width": 3, "height": 1}, "fps": 10, "duration": 0.1,
             "root": {"bounds": [0, 0, 3, 1], "position": [1.5, 0.5], "backgroundColor": "#0000FF", "sublayers": [
               {"bounds": [0, 0, 1, 1], "position": [0.5, 0.5], "backgroundColor": "#FF0000", "compositingFilter": "screenBlendMode"},
               {"bounds": [0, 0, 2, 1], "position": [2, 0.5], "backgroundColor": "#FFFFFF",
                "mask": {"bounds": [0, 0, 1, 1], "position": [0.5, 0.5], "backgroundColor": "#FFFFFF", "maskMode": "luminanceInverted"}}]}}
            """#
        try scene.write(to: dir.appendingPathComponent("blend.json"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["render", "blend.json", "--time", "0", "--backend", "cpu", "--format", "rgba", "--out", "-"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        #expect([UInt8](result.stdout) == [255, 0, 255, 255, 0, 0, 255, 255, 255, 255, 255, 255])
    }

    @Test func badNamesExit65WithTheirPath() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        let scene = #"""
            {"canvas": {"width": 4, "height": 4}, "fps": 10, "duration": 0.1,
             "root": {"compositingFilter": "CIMultiplyBlendMode", "mask": {"maskMode": "inverted"}}}
            """#
        try scene.write(to: dir.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
        let result = try CLI.run(["validate", "bad.json"], in: dir)
        #expect(result.status == 65, "\(result.status): \(result.stderr)")
        #expect(result.stderr.contains(#"bad.json: root.compositingFilter: unknown value "CIMultiplyBlendMode""#), "\(result.stderr)")
        #expect(result.stderr.contains(#"bad.json: root.mask.maskMode: unknown value "inverted""#), "\(result.stderr)")
    }
}
