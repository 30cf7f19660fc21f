import Foundation

/// A layer that emits, moves and draws particles (CAEmitterLayer.h): each of its
/// `emitterCells` gives birth to particles on the emitter shape — `emitterShape` centred on
/// `emitterPosition`, sized by `emitterSize` and `emitterDepth`, on the part `emitterMode`
/// names — which then live, move, turn, scale and change colour as the cell says (see
/// ``CAEmitterCell``). The layer's `birthRate`, `lifetime`, `velocity`, `scale` and `spin`
/// multiply every cell's, for particles born after they are set (Apple: they "only affect newly
/// created particles"), as do the emitter's position, size, shape and mode. Particles are
/// drawn above the layer's background, contents, sublayers and border (Apple: "above the
/// layer's background color and border"), in the order `renderMode` names.
///
/// Particles are a pure function of the layer's local time and `seed`: emission runs from local
/// time 0 (the layer's `beginTime`), particle k of a cell is born when the cell's births (its
/// birth rate times the layer's, integrated over time) reach k, and everything random about it
/// is drawn from a generator seeded by `seed`, the cell and k. So frame t is the same whether
/// frames are rendered in order or alone, on any machine and renderer. As on Apple platforms,
/// an emitter whose time began long ago shows at once the particles it would have emitted
/// since (set `beginTime = CACurrentMediaTime()` to start emitting from now). Changing
/// `birthRate` takes effect from the commit that changes it; particles already born live on.
/// An animation of `birthRate` changes the births as the rate on screen changes: the
/// presentation rate is integrated in steps of 1/120 s from the start of emission.
/// When the values particles take at birth are animated (an `emitterPosition` keyframe path,
/// say), each particle reads the presentation values of its birth time, so an emitter moving
/// along a path leaves a trail.
///
/// With `preservesDepth` each particle is drawn at its z (emitter shapes with depth, `zAcceleration`,
/// `emissionLatitude`), which shows when the layer is turned in 3D; without it particles lie in
/// the layer's plane.
///
/// Differs from Apple: particles are sprites facing along the layer's z axis (with
/// `preservesDepth` they are placed in depth but not turned to face the viewer, and are
/// ordered by `renderMode`, not by depth, unless it is `backToFront`); an animation of
/// `birthRate` is integrated over the current model value (a change committed while it runs is
/// not seen under it); animations of cell key paths (`"emitterCells.fire.birthRate"`) are
/// sampled in 1/120 s steps (births and the values particles take at birth) and do not reach
/// how long the simulation looks back for live particles (a lifetime animated above the
/// cell's own is cut short); the emission cone spreads particles
/// over `emissionRange` in the xy-plane (longitude) only; `additive` adds colour but keeps the
/// alpha below (the same on an opaque background); an emitter draws at most
/// ``maximumParticles`` particles (the youngest are left out, with a log line).
open class CAEmitterLayer: CALayer {
    /// Creates an emitter layer with Apple's defaults: no cells, birth rate, lifetime,
    /// velocity, scale and spin multipliers 1, a point emitter at (0, 0).
    public override init() {
        super.init()
    }

    /// Creates a copy of `layer`'s properties (see `CALayer.init(layer:)`).
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAEmitterLayer { emission = other.emission }
    }

    /// The most particles one emitter draws in a frame (all cells together).
    public static let maximumParticles = 1_000_000

    /// The cells that emit particles. Default nil. Their values are read when the array is set.
    open var emitterCells: [CAEmitterCell]? {
        get { storage.extensionValue(Key.emitterCells, as: EmitterCellList.self)?.objects }
        set { setValue(newValue, forKey: Key.emitterCells) }
    }

    /// Multiplies every cell's birth rate. Default 1. Animatable.
    open var birthRate: Float {
        get { Float(storage.extensionNumber(Key.birthRate, default: 1)) }
        set { setValue(Double(newValue), forKey: Key.birthRate) }
    }

    /// Multiplies every cell's lifetime. Default 1. Animatable.
    open var lifetime: Float {
        get { Float(storage.extensionNumber(Key.lifetime, default: 1)) }
        set { setValue(Double(newValue), forKey: Key.lifetime) }
    }

    /// The centre of the emitter shape, in the layer's coordinates (points). Default (0, 0).
    /// Animatable.
    open var emitterPosition: CGPoint {
        get { storage.extensionPoint(Key.emitterPosition, default: .zero) }
        set { setValue(newValue, forKey: Key.emitterPosition) }
    }

    /// The z of the emitter shape's centre, in points. Default 0. Animatable.
    open var emitterZPosition: CGFloat {
        get { CGFloat(storage.extensionNumber(Key.emitterZPosition, default: 0)) }
        set { setValue(Double(newValue), forKey: Key.emitterZPosition) }
    }

    /// The size of the emitter shape, in points (a circle's or sphere's diameter is the width).
    /// Default zero. Animatable.
    open var emitterSize: CGSize {
        get { storage.extensionSize(Key.emitterSize, default: .zero) }
        set { setValue(newValue, forKey: Key.emitterSize) }
    }

    /// The depth of a cuboid emitter, in points. Default 0. Animatable.
    open var emitterDepth: CGFloat {
        get { CGFloat(storage.extensionNumber(Key.emitterDepth, default: 0)) }
        set { setValue(Double(newValue), forKey: Key.emitterDepth) }
    }

    /// The emitter's shape. Default `.point`.
    open var emitterShape: CAEmitterLayerEmitterShape {
        get { storage.extensionName(Key.emitterShape, default: .point) }
        set { setValue(newValue, forKey: Key.emitterShape) }
    }

    /// The part of the shape particles are born on. Default `.volume`.
    open var emitterMode: CAEmitterLayerEmitterMode {
        get { storage.extensionName(Key.emitterMode, default: .volume) }
        set { setValue(newValue, forKey: Key.emitterMode) }
    }

    /// The order particles are drawn in, and whether they add. Default `.unordered`.
    open var renderMode: CAEmitterLayerRenderMode {
        get { storage.extensionName(Key.renderMode, default: .unordered) }
        set { setValue(newValue, forKey: Key.renderMode) }
    }

    /// Whether particles are drawn at their z rather than in the layer's plane. Default false.
    open var preservesDepth: Bool {
        get { storage.extensionBool(Key.preservesDepth, default: false) }
        set { setValue(newValue, forKey: Key.preservesDepth) }
    }

    /// Multiplies every cell's velocity. Default 1. Animatable.
    open var velocity: Float {
        get { Float(storage.extensionNumber(Key.velocity, default: 1)) }
        set { setValue(Double(newValue), forKey: Key.velocity) }
    }

    /// Multiplies every cell's scale. Default 1. Animatable.
    open var scale: Float {
        get { Float(storage.extensionNumber(Key.scale, default: 1)) }
        set { setValue(Double(newValue), forKey: Key.scale) }
    }

    /// Multiplies every cell's spin. Default 1. Animatable.
    open var spin: Float {
        get { Float(storage.extensionNumber(Key.spin, default: 1)) }
        set { setValue(Double(newValue), forKey: Key.spin) }
    }

    /// The seed of the particles' random values. Default 0.
    open var seed: UInt32 {
        get { UInt32(clamping: Int(storage.extensionNumber(Key.seed, default: 0).rounded(.down))) }
        set { setValue(Double(newValue), forKey: Key.seed) }
    }

    open override class func propertyDescriptor(forKey key: String) -> LayerPropertyDescriptor? {
        if key.hasPrefix(EmitterCellKeyPath.prefix) { return EmitterCellKeyPath.descriptor(forKeyPath: key) }
        return Self.descriptors[key] ?? super.propertyDescriptor(forKey: key)
    }

    /// The keys, as Apple spells them.
    package enum Key {
        package static let emitterCells = "emitterCells"
        package static let birthRate = "birthRate"
        package static let lifetime = "lifetime"
        package static let emitterPosition = "emitterPosition"
        package static let emitterZPosition = "emitterZPosition"
        package static let emitterSize = "emitterSize"
        package static let emitterDepth = "emitterDepth"
        package static let emitterShape = "emitterShape"
        package static let emitterMode = "emitterMode"
        package static let renderMode = "renderMode"
        package static let preservesDepth = "preservesDepth"
        package static let velocity = "velocity"
        package static let scale = "scale"
        package static let spin = "spin"
        package static let seed = "seed"
    }

    /// The value of cell key path `"emitterCells.<name>.<key>"` (cells found by `name`, as
    /// deep as the path goes), or nil.
    func cellValue(forKeyPath keyPath: String) -> Any? {
        guard let (cell, rest) = cell(atKeyPath: keyPath) else { return nil }
        return cell.value(forKeyPath: rest)
    }

    /// Sets the cell value at `"emitterCells.<name>.<key>"` and sets `emitterCells` again, so
    /// the change reaches the particles (through an implicit transaction, like any change).
    func setCellValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let (cell, rest) = cell(atKeyPath: keyPath) else {
            LayerDiagnostics.report("setValue(_:forKeyPath:) found no emitter cell for \"\(keyPath)\"")
            return
        }
        cell.setValue(value, forKeyPath: rest)
        emitterCells = emitterCells
    }

    /// The top-level cell `"emitterCells.<name>.…"` names and the rest of the path.
    private func cell(atKeyPath keyPath: String) -> (CAEmitterCell, String)? {
        let parts = keyPath.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "emitterCells",
            let cell = emitterCells?.first(where: { $0.name == String(parts[1]) })
        else { return nil }
        return (cell, String(parts[2]))
    }

    /// The layer's birth-rate history, recorded at each commit that builds its snapshot node.
    private var emission = EmissionHistory()

    /// The emission history as of this commit: the committed `birthRate` and birth values
    /// (``EmitterBirthParameters``) from the layer's local time now (converted from the current
    /// media clock) when they differ from the last ones recorded (from local time 0 on the
    /// first commit).
    override func emissionHistoryForSnapshot() -> EmissionHistory? {
        let now = convertTime(MediaClock.current.now, from: nil)
        emission.record(
            rate: storage.extensionNumber(Key.birthRate, default: 1),
            cellRates: EmitterLayerParameters.cells(of: storage).map(\.birthRate), birth: EmitterBirthParameters(storage),
            atLocalTime: now)
        return emission
    }

    private static let descriptors: [String: LayerPropertyDescriptor] = Dictionary(
        uniqueKeysWithValues: [
            cellsDescriptor,
            ExtensionKeys.number(Key.birthRate, 1),
            ExtensionKeys.number(Key.lifetime, 1),
            ExtensionKeys.point(Key.emitterPosition, .zero),
            ExtensionKeys.number(Key.emitterZPosition, 0),
            ExtensionKeys.size(Key.emitterSize, .zero),
            ExtensionKeys.number(Key.emitterDepth, 0),
            ExtensionKeys.name(Key.emitterShape, CAEmitterLayerEmitterShape.point),
            ExtensionKeys.name(Key.emitterMode, CAEmitterLayerEmitterMode.volume),
            ExtensionKeys.name(Key.renderMode, CAEmitterLayerRenderMode.unordered),
            ExtensionKeys.bool(Key.preservesDepth, false),
            ExtensionKeys.number(Key.velocity, 1),
            ExtensionKeys.number(Key.scale, 1),
            ExtensionKeys.number(Key.spin, 1),
            ExtensionKeys.number(Key.seed, 0, animatable: false),
        ].map { ($0.key, $0) })

    /// `emitterCells`: the cells' values frozen into an ``EmitterCellList`` when set.
    private static let cellsDescriptor = LayerPropertyDescriptor(
        key: Key.emitterCells, kind: .other, defaultValue: nil, isAnimatable: false,
        get: { properties in
            properties.extensionValue(Key.emitterCells, as: EmitterCellList.self).map {
                .other(OpaqueAnimationValue($0.objects))
            }
        },
        set: { properties, value in
            switch value {
            case nil:
                properties.extensions[Key.emitterCells] = nil
            case .other(let opaque)?:
                if let list = opaque.base as? EmitterCellList {
                    properties.extensions[Key.emitterCells] = .other(OpaqueAnimationValue(list))
                } else if let cells = opaque.base as? [CAEmitterCell] {
                    properties.extensions[Key.emitterCells] = .other(OpaqueAnimationValue(EmitterCellList(cells)))
                } else if let objects = opaque.base as? [Any], let cells = objects as? [CAEmitterCell] {
                    properties.extensions[Key.emitterCells] = .other(OpaqueAnimationValue(EmitterCellList(cells)))
                } else {
                    return false
                }
            default:
                return false
            }
            return true
        })
}
