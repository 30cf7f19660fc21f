import Foundation
import Testing

/// `render --fit WxH`: the frame has that pixel size and the canvas is scaled uniformly to fit
/// it, centred.
@Suite struct FitOptionTests {
    @Test func fitScalesUniformlyAndCentres() throws {
        let dir = try CLI.sceneDirectory()  // 24 × 12 points, white; a red 4-point square at (0, 0)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLI.run(
            ["render", "scene.json", "--time", "0", "--fit", "48x48", "--backend", "cpu", "--format", "rgba", "--out", "-"],
            in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let pixels = [UInt8](result.stdout)
        #expect(pixels.count == 48 * 48 * 4)
        guard pixels.count == 48 * 48 * 4 else { return }
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * 48 + x) * 4..<(y * 48 + x) * 4 + 4]) }
        // Scale 2 (48 / 24), the 24-pixel-high canvas centred: 12 pixels above and below; the
        // square covers pixels 0–7 × 12–19; the background fills the whole frame.
        #expect(pixel(2, 14) == [255, 0, 0, 255])
        #expect(pixel(7, 19) == [255, 0, 0, 255])
        #expect(pixel(8, 14) == [255, 255, 255, 255])
        #expect(pixel(2, 11) == [255, 255, 255, 255])
        #expect(pixel(2, 20) == [255, 255, 255, 255])
        let refused = try CLI.run(["render", "scene.json", "--fit", "48x48", "--scale", "2"], in: dir)
        #expect(refused.status == 64 && refused.stderr.contains("cannot be combined with --size or --scale"))
    }
}
