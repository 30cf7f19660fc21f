import Foundation
import Quartzite
import QuartziteRender
import QuartziteBenchmarkScenes

/// A 256×192 scene for contents trimming (issue 7): S1 sprites (64×64 discs with 3
/// transparent texels on each side) rotated and scaled (0.5×, 0.75×, 1×, 2×) at fractional
/// positions over an opaque background, with the variations trimming must handle:
/// contentsScale 2, gravity centre, a partial contentsRect, nearest magnification and
/// minification, two anti-aliased edges, flipped contents (with uneven margins).
public func trimSpriteScene() -> CALayer {
    let root = rootLayer(256, 192, color(0.1, 0.12, 0.15))
    let flippedContainer = CALayer()
    flippedContainer.frame = CGRect(x: 0, y: 0, width: 256, height: 192)
    flippedContainer.isGeometryFlipped = true
    root.addSublayer(flippedContainer)
    let scales: [Double] = [0.5, 2, 1, 0.75, 2, 0.5]
    for k in 0..<18 {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 64, height: 64)
        layer.position = CGPoint(x: 24 + 43.37 * Double(k % 6), y: 30 + 61.21 * Double(k / 6))
        let sprite = BenchmarkTextures.sprite(k % 16)
        let flipped = k % 4 == 2
        // In the flipped container, margins top 3, bottom 1: a trim that must be mirrored.
        layer.contents = flipped ? sprite.cropping(to: CGRect(x: 0, y: 0, width: 64, height: 62)) : sprite
        layer.opacity = Float(0.55 + 0.025 * Double(k))
        let s = scales[k % 6]
        layer.transform = CATransform3DScale(CATransform3DMakeRotation(0.3 + 0.71 * Double(k), 0, 0, 1), s, s, 1)
        switch k {
        case 1:
            layer.bounds = CGRect(x: 0, y: 0, width: 32, height: 32)
            layer.contentsScale = 2
        case 3:
            layer.bounds = CGRect(x: 0, y: 0, width: 80, height: 70)
            layer.contentsGravity = .center
        case 5: layer.contentsRect = CGRect(x: 0.02, y: 0.3, width: 0.7, height: 0.6)
        case 7: layer.magnificationFilter = .nearest
        case 9:
            layer.allowsEdgeAntialiasing = true
            layer.edgeAntialiasingMask = [.layerLeftEdge, .layerTopEdge]
        case 11: layer.minificationFilter = .nearest
        default: break
        }
        (flipped ? flippedContainer : root).addSublayer(layer)
    }
    return root
}
