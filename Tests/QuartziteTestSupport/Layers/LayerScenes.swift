import Foundation
import Quartzite
import QuartziteRender
import Testing

/// The layer-tree golden scenes (issues 5 and 6): each is built with the real CALayer API,
/// flattened and drawn by the software renderer (which records the golden) and the GL
/// renderer; its PNG is `Goldens/layer-<name>.png`.
public struct LayerScene: Sendable, CustomTestStringConvertible {
    /// The scene's name; its golden is `layer-<name>.png`.
    public let name: String
    /// The canvas width, in points.
    public var width: Double = 160
    /// The canvas height, in points.
    public var height: Double = 120
    /// Pixels per point of the frame.
    public var scale: Double = 1
    /// The media time the frame shows, in seconds.
    public var time: CFTimeInterval = 0
    /// Builds the scene's root layer (uncommitted; rendering commits it).
    public let build: @Sendable () -> CALayer

    /// The scene's name, shown by the test runner.
    public var testDescription: String { name }
    /// The golden's file name without `.png`.
    public var goldenName: String { "layer-\(name)" }

    /// The scene built afresh and drawn by `renderer`: `width × height` points at `scale`
    /// pixels per point, at media time `time`, over a transparent canvas.
    public func render(with renderer: FrameRenderer) throws -> Frame {
        try renderer.render(layer: build(), size: CGSize(width: width, height: height), scale: scale, at: time)
    }

    /// Every layer scene.
    public static let all: [LayerScene] =
        geometry + depth + effects + contents + drawing + transitions + shapes + gradients + texts + replicators + scrolls
        + containerTransitions + emitters + blends
}
