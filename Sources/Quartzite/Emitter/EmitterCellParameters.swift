import Foundation

/// A `CAEmitterCell`'s values as the particle simulation reads them, frozen when the cell is
/// given to an emitter layer: plain, `Sendable` data, so a layer snapshot can carry it.
package struct EmitterCellParameters: Sendable {
    package var name: String?
    package var birthRate: Double
    package var lifetime: Double
    package var lifetimeRange: Double
    package var emissionLongitude: Double
    package var emissionLatitude: Double
    package var emissionRange: Double
    package var velocity: Double
    package var velocityRange: Double
    /// x, y, z acceleration, points per second squared.
    package var acceleration: SIMD3<Double>
    package var scale: Double
    package var scaleRange: Double
    package var scaleSpeed: Double
    package var spin: Double
    package var spinRange: Double
    /// Straight red, green, blue, alpha.
    package var color: SIMD4<Double>
    package var colorRange: SIMD4<Double>
    package var colorSpeed: SIMD4<Double>
    package var contents: CGImage?
    package var contentsRect: CGRect
    package var contentsScale: Double
    package var minificationFilter: CALayerContentsFilter
    /// Added to the level of detail of trilinear minification.
    package var minificationFilterBias: Float
    package var magnificationFilter: CALayerContentsFilter
    /// The emission window in the parent's time: from `beginTime`, for `duration` seconds (0:
    /// for ever).
    package var beginTime: Double
    package var duration: Double
    /// Whether the cell's particles are drawn and emit (`isEnabled`).
    package var isEnabled: Bool
    /// The sub-cells, disabled ones included (so that each keeps its place: its birth history
    /// and random numbers do not move to another when one is disabled).
    package var cells: [EmitterCellParameters]

    /// The values of `cell` and of its sub-cells.
    init(_ cell: CAEmitterCell) {
        name = cell.name
        birthRate = Double(cell.birthRate)
        lifetime = Double(cell.lifetime)
        lifetimeRange = Double(cell.lifetimeRange)
        emissionLongitude = Double(cell.emissionLongitude)
        emissionLatitude = Double(cell.emissionLatitude)
        emissionRange = Double(cell.emissionRange)
        velocity = Double(cell.velocity)
        velocityRange = Double(cell.velocityRange)
        acceleration = SIMD3(Double(cell.xAcceleration), Double(cell.yAcceleration), Double(cell.zAcceleration))
        scale = Double(cell.scale)
        scaleRange = Double(cell.scaleRange)
        scaleSpeed = Double(cell.scaleSpeed)
        spin = Double(cell.spin)
        spinRange = Double(cell.spinRange)
        let c = cell.color
        color = SIMD4(
            c.map { Double($0.red) } ?? 1, c.map { Double($0.green) } ?? 1, c.map { Double($0.blue) } ?? 1,
            c.map { Double($0.alpha) } ?? 1)
        colorRange = SIMD4(Double(cell.redRange), Double(cell.greenRange), Double(cell.blueRange), Double(cell.alphaRange))
        colorSpeed = SIMD4(Double(cell.redSpeed), Double(cell.greenSpeed), Double(cell.blueSpeed), Double(cell.alphaSpeed))
        contents = cell.contents as? CGImage
        contentsRect = cell.contentsRect
        contentsScale = Double(cell.contentsScale)
        minificationFilter = CALayerContentsFilter(rawValue: cell.minificationFilter)
        minificationFilterBias = cell.minificationFilterBias
        magnificationFilter = CALayerContentsFilter(rawValue: cell.magnificationFilter)
        beginTime = cell.beginTime
        duration = cell.duration
        isEnabled = cell.isEnabled
        cells = (cell.emitterCells ?? []).map(EmitterCellParameters.init)
    }
}

/// The cells of an emitter layer as its properties hold them: the cell objects as set (handed
/// back by `emitterCells`) and their values frozen at that moment (read by the renderers). An
/// immutable list compared by identity: setting `emitterCells` makes a new one.
///
/// `@unchecked Sendable`: the cell objects are only handed back to the caller who set them,
/// never read by another thread; the frozen values are plain data.
package final class EmitterCellList: @unchecked Sendable {
    /// The cells as set.
    package let objects: [CAEmitterCell]
    /// The cells' values, in `emitterCells` order (disabled ones flagged).
    package let cells: [EmitterCellParameters]

    /// Freezes the values of `cells`.
    package init(_ cells: [CAEmitterCell]) {
        objects = cells
        self.cells = cells.map(EmitterCellParameters.init)
    }
}
