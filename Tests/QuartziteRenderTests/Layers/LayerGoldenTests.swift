import Foundation
import Quartzite
import QuartziteRender
import Testing

@Suite("Layer golden images")
struct LayerGoldenTests {
    @Test("layer scene matches its golden", arguments: LayerScene.all)
    func sceneMatchesGolden(_ scene: LayerScene) throws {
        let renderer = FrameRenderer(renderer: SoftwareRenderer(threadCount: 2))
        let frame = try scene.render(with: renderer)
        #expect(renderer.lastReport.unsupportedQuads == 0)
        #expect(frame.width == Int(scene.width * scene.scale) && frame.height == Int(scene.height * scene.scale))
        try Golden.check(frame, name: scene.goldenName, comparator: GoldenScene.cpu)
    }
}
