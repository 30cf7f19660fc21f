import Foundation
import Quartzite
@testable import QuartziteRender

/// Renders `layer`'s tree with a fresh software renderer at time `t`.
func renderLayer(
    _ layer: CALayer, width: Double = 160, height: Double = 120, scale: Double = 1, at t: CFTimeInterval = 0,
    foldsMaskedContent: Bool = true
) -> (Frame, FrameRenderer) {
    let renderer = FrameRenderer(renderer: SoftwareRenderer(threadCount: 2))
    renderer.flattener.foldsMaskedContent = foldsMaskedContent
    // The CPU renderer never throws (its failure type is Never); FrameRenderer's is untyped.
    let frame = try! renderer.render(layer: layer, size: CGSize(width: width, height: height), scale: scale, at: t)
    return (frame, renderer)
}

