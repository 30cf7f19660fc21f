import Foundation
import Quartzite
import QuartziteRender
import Testing

/// The layer-tree golden scenes (issue 5): each is built with the real CALayer API, flattened
/// and drawn by the software renderer; its PNG is `Goldens/layer-<name>.png`.
struct LayerScene: Sendable, CustomTestStringConvertible {
    let name: String
    var width: Double = 160
    var height: Double = 120
    var scale: Double = 1
    var time: CFTimeInterval = 0
    let build: @Sendable () -> CALayer

    var testDescription: String { name }
    var goldenName: String { "layer-\(name)" }

    static let all: [LayerScene] = geometry + depth + effects + contents + drawing
}
