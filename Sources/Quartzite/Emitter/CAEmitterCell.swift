import Foundation

/// One kind of particle an emitter layer emits (CAEmitterCell.h): how many per second, how long
/// each lives, how it moves, turns, grows and changes colour, and the image it shows. Cells can
/// have cells of their own (`emitterCells`): each particle of this cell then emits those, from
/// its current position, at angles relative to its current direction of motion, their scale
/// and colour multiplied by its own, with their times counted from its birth.
///
/// Every particle draws its values once, at birth, from the cell's value ± its range (a
/// uniform random number between −1 and 1 times the range; lifetime, velocity, scale, spin,
/// each colour component, the emission direction). Its age then moves it (velocity and
/// acceleration), scales it (`scaleSpeed`), turns it (spin) and changes its colour
/// (`redSpeed` …), each per second. A cell without `contents` draws nothing (its own cells
/// still emit), as Apple.
///
/// A cell's properties are read when an emitter layer's `emitterCells` is set (or
/// `setValue(_:forKeyPath:)` changes them through the layer, `"emitterCells.fire.birthRate"`):
/// change a cell, then set the array again. A new `birthRate` of a cell counts from that
/// commit on, as the layer's does: particles born before it live on. An animation of a cell's
/// key path on the layer (`CABasicAnimation(keyPath: "emitterCells.fire.birthRate")`, any
/// number property or `color`) changes it on screen: births follow the animated rate and each
/// particle takes the animated values of its birth (both sampled in 1/120 s steps).
///
/// Differs from Apple: a cell's other values, changed, apply to all its particles, also those
/// born before (Apple gives them to new particles only); of the `CAMediaTiming` properties
/// only `beginTime` and `duration` are read (the window in which the cell emits, in its
/// parent's time: the emitter's local time, or a parent particle's age); `style` is stored but
/// not read.
open class CAEmitterCell: CAMediaTiming {
    /// Creates a cell with Apple's defaults: no births, no lifetime, opaque white, scale 1
    /// (Objective-C's `+emitterCell`). Not `required`, as on Apple's platforms, so subclasses
    /// write `override init()`.
    public init() {}

    /// The cell's name, used in key paths (`"emitterCells.fire.birthRate"`). Default nil.
    open var name: String?
    /// Whether the cell emits (and draws). Default true.
    open var isEnabled = true

    /// Particles born per second (multiplied by the layer's `birthRate`). Default 0.
    open var birthRate: Float = 0
    /// Seconds each particle lives (multiplied by the layer's `lifetime`). Default 0.
    open var lifetime: Float = 0
    /// The range of a particle's lifetime around `lifetime`, in seconds. Default 0.
    open var lifetimeRange: Float = 0

    /// The direction of emission in the xy-plane (azimuth), in radians from the x axis towards
    /// the y axis (down on screen), relative to the emitter shape's orientation (a `line`'s is
    /// across it: 0 is −y there). Default 0.
    open var emissionLongitude: CGFloat = 0
    /// The direction of emission out of the xy-plane, in radians (towards +z). Default 0.
    open var emissionLatitude: CGFloat = 0
    /// The angle, in radians, of the cone around the emission direction that particles are
    /// spread over (half on each side). Default 0.
    open var emissionRange: CGFloat = 0

    /// The initial speed of a particle, in points per second (multiplied by the layer's
    /// `velocity`). Default 0.
    open var velocity: CGFloat = 0
    /// The range of the initial speed around `velocity`. Default 0.
    open var velocityRange: CGFloat = 0
    /// Acceleration along x, in points per second squared. Default 0.
    open var xAcceleration: CGFloat = 0
    /// Acceleration along y (down on screen), in points per second squared. Default 0.
    open var yAcceleration: CGFloat = 0
    /// Acceleration along z, in points per second squared. Default 0.
    open var zAcceleration: CGFloat = 0

    /// The scale of the particle's image (multiplied by the layer's `scale`). Default 1.
    open var scale: CGFloat = 1
    /// The range of the scale around `scale`. Default 0.
    open var scaleRange: CGFloat = 0
    /// The change of the scale per second. Default 0.
    open var scaleSpeed: CGFloat = 0

    /// The rotation speed, in radians per second (multiplied by the layer's `spin`). Default 0.
    open var spin: CGFloat = 0
    /// The range of the rotation speed around `spin`. Default 0.
    open var spinRange: CGFloat = 0

    /// The colour the image's pixels are multiplied by; nil is opaque white. Default opaque
    /// white (Apple: "a color object set to opaque white").
    open var color: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// The range of a particle's red around the colour's. Default 0.
    open var redRange: Float = 0
    /// The range of a particle's green around the colour's. Default 0.
    open var greenRange: Float = 0
    /// The range of a particle's blue around the colour's. Default 0.
    open var blueRange: Float = 0
    /// The range of a particle's alpha around the colour's. Default 0.
    open var alphaRange: Float = 0
    /// The change of red per second over a particle's life. Default 0.
    open var redSpeed: Float = 0
    /// The change of green per second over a particle's life. Default 0.
    open var greenSpeed: Float = 0
    /// The change of blue per second over a particle's life. Default 0.
    open var blueSpeed: Float = 0
    /// The change of alpha per second over a particle's life (`-1 / lifetime` fades a particle
    /// out over its life). Default 0.
    open var alphaSpeed: Float = 0

    /// The particle's image: a `CGImage`. Default nil (the particle draws nothing).
    open var contents: Any?
    /// The unit rectangle of the image shown. Default (0, 0, 1, 1).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Image pixels per point. Default 1.
    open var contentsScale: CGFloat = 1
    /// The filter used when the image is drawn smaller (`CALayerContentsFilter` raw values).
    /// Default `"linear"`.
    open var minificationFilter = CALayerContentsFilter.linear.rawValue
    /// The filter used when the image is drawn larger. Default `"linear"`.
    open var magnificationFilter = CALayerContentsFilter.linear.rawValue
    /// Added to the level of detail at which trilinear minification samples the particles'
    /// image: positive is blurrier, negative sharper. Default 0.
    open var minificationFilterBias: Float = 0

    /// Cells each particle of this cell emits, from its position, relative to its direction,
    /// inheriting its scale and colour. Default nil.
    open var emitterCells: [CAEmitterCell]?
    /// Extra values for the cell, as Apple's `style` dictionary. Default nil. (Stored.)
    open var style: [AnyHashable: Any]?

    // MARK: CAMediaTiming

    /// The start of emission in the parent's time (the emitter's emission time, or the parent
    /// particle's age), in seconds. Default 0.
    open var beginTime: CFTimeInterval = 0
    /// Stored. Default 0.
    open var timeOffset: CFTimeInterval = 0
    /// How long the cell emits from `beginTime`, in seconds; 0 (the default) for ever.
    open var duration: CFTimeInterval = 0
    /// Stored. Default 1.
    open var speed: Float = 1
    /// Stored. Default 0.
    open var repeatCount: Float = 0
    /// Stored. Default 0.
    open var repeatDuration: CFTimeInterval = 0
    /// Stored. Default false.
    open var autoreverses = false
    /// Stored. Default `.removed`.
    open var fillMode = CAMediaTimingFillMode.removed

    /// The default value of `key` (as `CAEmitterCell.defaultValue(forKey:)`), or nil: the
    /// defaults CAEmitterCell.h and CAMediaTiming.h give that are not zero, nil or false
    /// (`color` opaque white, `fillMode` `.removed`, …).
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "scale", "contentsScale", "speed": 1.0
        case "isEnabled", "enabled": true
        case "color": CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        case "contentsRect": CGRect(x: 0, y: 0, width: 1, height: 1)
        case "minificationFilter", "magnificationFilter": CALayerContentsFilter.linear.rawValue
        case "fillMode": CAMediaTimingFillMode.removed
        default: nil
        }
    }

    /// The value of `key` (Apple's property names; `"enabled"` for `isEnabled`), or nil for an
    /// unknown key.
    open func value(forKey key: String) -> Any? {
        knownValue(forKey: key)
    }

    /// Sets the value of `key` (numbers as any numeric type, colours as `CGColor`, images as
    /// `CGImage`, `emitterCells` as an array of cells). A wrong key or value type is refused
    /// with one line on standard error and changes nothing (Apple raises an exception). Set
    /// the emitter layer's `emitterCells` again, or use its `setValue(_:forKeyPath:)` with
    /// `"emitterCells.<name>.<key>"`, for the emitter to see the change.
    open func setValue(_ value: Any?, forKey key: String) {
        _ = setKnownValue(value, forKey: key)
    }

    /// Whether the value of `key` is written when the cell is archived (Apple's; the default
    /// is true). Differs from Apple: cells are not archived on Linux (no `NSCoding`), so
    /// nothing asks.
    open func shouldArchiveValue(forKey key: String) -> Bool {
        true
    }

    /// The cell's values as the renderers read them, with its enabled descendants'.
    package var parameters: EmitterCellParameters { EmitterCellParameters(self) }
}
