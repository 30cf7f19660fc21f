import Foundation
import Quartzite
import QuartziteRender
import Testing

@Suite("Layer golden images")
struct LayerGoldenTests {
    @Test("layer scene matches its golden", arguments: LayerScene.all)
    func sceneMatchesGolden(_ scene: LayerScene) throws {
        let root = scene.build()
        let (frame, renderer) = renderLayer(
            root, width: scene.width, height: scene.height, scale: scene.scale, at: scene.time)
        #expect(renderer.lastReport.unsupportedQuads == 0)
        #expect(frame.width == Int(scene.width * scene.scale) && frame.height == Int(scene.height * scene.scale))
        try Golden.check(frame, name: scene.goldenName, comparator: GoldenScene.cpu)
    }
}
