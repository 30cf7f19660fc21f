import Foundation

/// An emitter layer's values as the particle simulation reads them (presentation values at the
/// time drawn).
package struct EmitterLayerParameters: Sendable {
    package var lifetime: Double
    package var velocity: Double
    package var scale: Double
    package var spin: Double
    /// `emitterPosition` and `emitterZPosition`.
    package var position: SIMD3<Double>
    /// `emitterSize` and `emitterDepth`.
    package var size: SIMD3<Double>
    package var shape: CAEmitterLayerEmitterShape
    package var mode: CAEmitterLayerEmitterMode
    package var renderMode: CAEmitterLayerRenderMode
    package var seed: UInt32

    /// The values of an emitter layer whose presentation values are `p`.
    package init(_ p: LayerProperties) {
        typealias Key = CAEmitterLayer.Key
        lifetime = p.extensionNumber(Key.lifetime, default: 1)
        velocity = p.extensionNumber(Key.velocity, default: 1)
        scale = p.extensionNumber(Key.scale, default: 1)
        spin = p.extensionNumber(Key.spin, default: 1)
        let at = p.extensionPoint(Key.emitterPosition, default: .zero)
        position = SIMD3(Double(at.x), Double(at.y), p.extensionNumber(Key.emitterZPosition, default: 0))
        let size = p.extensionSize(Key.emitterSize, default: .zero)
        self.size = SIMD3(Double(size.width), Double(size.height), p.extensionNumber(Key.emitterDepth, default: 0))
        shape = p.extensionName(Key.emitterShape, default: .point)
        mode = p.extensionName(Key.emitterMode, default: .volume)
        renderMode = p.extensionName(Key.renderMode, default: .unordered)
        let s = p.extensionNumber(Key.seed, default: 0)
        seed = s.isFinite ? UInt32(clamping: Int64(max(min(s, 4e9), 0))) : 0
    }

    /// The emitter's cells, as frozen when `emitterCells` was set (none when unset).
    package static func cells(of p: LayerProperties) -> [EmitterCellParameters] {
        p.extensionValue(CAEmitterLayer.Key.emitterCells, as: EmitterCellList.self)?.cells ?? []
    }
}
