import Foundation

/// The emitter layer values a particle takes when it is born and keeps: the multipliers of its
/// cell's lifetime, velocity, scale and spin, and the emission shape it is born on. As Apple
/// documents, changing them "only affect[s] newly created particles, leaving existing
/// particles unchanged".
package struct EmitterBirthParameters: Sendable, Equatable {
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

    /// The values of an emitter layer whose (model or presentation) values are `p`.
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
    }

    /// The keys these values are read from (an animation of one of them makes particles read
    /// the presentation values at their birth).
    package static let keys: Set<String> = {
        typealias Key = CAEmitterLayer.Key
        return [
            Key.lifetime, Key.velocity, Key.scale, Key.spin, Key.emitterPosition, Key.emitterZPosition,
            Key.emitterSize, Key.emitterDepth, Key.emitterShape, Key.emitterMode,
        ]
    }()
}
