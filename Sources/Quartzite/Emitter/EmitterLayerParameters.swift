import Foundation

/// The emitter layer values that apply to all its particles at the time drawn (presentation
/// values): the drawing order and the seed. (What a particle takes at birth is
/// ``EmitterBirthParameters``.)
package struct EmitterLayerParameters: Sendable {
    package var renderMode: CAEmitterLayerRenderMode
    package var seed: UInt32

    /// The values of an emitter layer whose presentation values are `p`.
    package init(_ p: LayerProperties) {
        typealias Key = CAEmitterLayer.Key
        renderMode = p.extensionName(Key.renderMode, default: .unordered)
        let s = p.extensionNumber(Key.seed, default: 0)
        seed = s.isFinite ? UInt32(clamping: Int64(max(min(s, 4e9), 0))) : 0
    }

    /// The emitter's cells with the values of `p`: as frozen when `emitterCells` was set (none
    /// when unset), each value an animation of a cell key path (``EmitterCellKeyPath``) changes
    /// replaced by its presentation value.
    package static func cells(of p: LayerProperties) -> [EmitterCellParameters] {
        var cells = modelCells(of: p)
        guard !cells.isEmpty else { return cells }
        for (key, value) in p.extensions where key.hasPrefix(EmitterCellKeyPath.prefix) {
            EmitterCellKeyPath(key)?.set(value, in: &cells)
        }
        return cells
    }

    /// The emitter's cells as frozen when `emitterCells` was set (none when unset).
    package static func modelCells(of p: LayerProperties) -> [EmitterCellParameters] {
        p.extensionValue(CAEmitterLayer.Key.emitterCells, as: EmitterCellList.self)?.cells ?? []
    }
}
