import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy with a geometric, temporal
/// and colour change of its own (CAReplicatorLayer.h).
///
/// Copy i (0 is the sublayers themselves) is drawn with `instanceTransform` applied i times,
/// accumulated, about the centre of the replicator's bounds in its sublayer space ("relative to
/// the center of the replicator layer", Apple's header says; `sublayerTransform` turns about the
/// anchor point, the same point for the default anchor point); its sublayers are evaluated at the replicator's local time − i ×
/// `instanceDelay`, so an animation of the sublayers ripples through the copies; and its
/// colours are multiplied by `instanceColor` + i × (`instanceRedOffset`, `instanceGreenOffset`,
/// `instanceBlueOffset`, `instanceAlphaOffset`), each component clamped to 0…1. Copies are drawn
/// in order, copy 0 at the back. The copies are made when the tree is flattened, not by copying
/// layers: a 1,000-copy replicator walks its sublayers 1,000 times and allocates nothing per
/// copy.
///
/// With `preservesDepth` the replicator is "treated similarly to a transform layer" (Apple's
/// header): the copies' sublayers are planes of the 3D space it shares with its superlayer (a
/// perspective there applies to their depth), ordered back to front together with the other
/// planes of that space (split where they intersect), and "the standard restrictions apply"
/// (CATransformLayer.h): the replicator draws nothing of its own (background, border,
/// contents, shadow) and has no mask or clip. Without it the copies are flattened into the
/// replicator's plane, each drawn over the ones before it.
///
/// `instanceCount`, `instanceDelay`, `instanceTransform`, `instanceColor` and the four offsets
/// are animatable (as in Apple's header; an animated count draws its value rounded down);
/// `preservesDepth` is not.
///
/// Differs from Apple: the colour multiplier applies to solid colours (backgrounds, borders),
/// images (contents, shapes, text, gradients, particles) and shadows, and to the alpha of
/// everything; the red, green and blue of a sublayer drawn through an offscreen pass (group
/// opacity, a mask, `shouldRasterize`, a transition) are not multiplied.
open class CAReplicatorLayer: CALayer {
    /// Creates a replicator layer with Apple's defaults: one copy, no delay, the identity
    /// transform, an opaque white colour and no offsets.
    public override init() {
        super.init()
    }

    /// Creates a copy of `layer`'s properties (see `CALayer.init(layer:)`); the replicator's
    /// properties are copied with the others.
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    /// The number of copies drawn, including the sublayers themselves. Default 1; 0 or less
    /// draws no sublayers. Animatable.
    open var instanceCount: Int {
        get { Self.count(storage.extensionNumber(Key.instanceCount, default: 1)) }
        set { setValue(Double(newValue), forKey: Key.instanceCount) }
    }

    /// Whether the replicator is treated like a `CATransformLayer`: the copies share its
    /// superlayer's 3D space (ordered by depth together) instead of being flattened into its
    /// plane in order, and it draws nothing of its own. Default false.
    open var preservesDepth: Bool {
        get { storage.extensionBool(Key.preservesDepth, default: false) }
        set { setValue(newValue, forKey: Key.preservesDepth) }
    }

    /// The time, in seconds, by which each copy lags the one before. Default 0. Animatable.
    open var instanceDelay: CFTimeInterval {
        get { storage.extensionNumber(Key.instanceDelay, default: 0) }
        set { setValue(newValue, forKey: Key.instanceDelay) }
    }

    /// The transform taking copy k − 1 to copy k, about the replicator's anchor point.
    /// Default identity. Animatable.
    open var instanceTransform: CATransform3D {
        get { storage.extensionTransform(Key.instanceTransform, default: CATransform3DIdentity) }
        set { setValue(newValue, forKey: Key.instanceTransform) }
    }

    /// The colour the first copy's colours are multiplied by; nil multiplies by white.
    /// Default opaque white. Animatable.
    open var instanceColor: CGColor? {
        get { storage.extensionColor(Key.instanceColor, default: Self.white) }
        set { setValue(newValue, forKey: Key.instanceColor) }
    }

    /// Added to the red of copy k − 1's multiplier to give copy k's. Default 0. Animatable.
    open var instanceRedOffset: Float {
        get { Float(storage.extensionNumber(Key.instanceRedOffset, default: 0)) }
        set { setValue(Double(newValue), forKey: Key.instanceRedOffset) }
    }

    /// Added to the green of copy k − 1's multiplier to give copy k's. Default 0. Animatable.
    open var instanceGreenOffset: Float {
        get { Float(storage.extensionNumber(Key.instanceGreenOffset, default: 0)) }
        set { setValue(Double(newValue), forKey: Key.instanceGreenOffset) }
    }

    /// Added to the blue of copy k − 1's multiplier to give copy k's. Default 0. Animatable.
    open var instanceBlueOffset: Float {
        get { Float(storage.extensionNumber(Key.instanceBlueOffset, default: 0)) }
        set { setValue(Double(newValue), forKey: Key.instanceBlueOffset) }
    }

    /// Added to the alpha of copy k − 1's multiplier to give copy k's. Default 0. Animatable.
    open var instanceAlphaOffset: Float {
        get { Float(storage.extensionNumber(Key.instanceAlphaOffset, default: 0)) }
        set { setValue(Double(newValue), forKey: Key.instanceAlphaOffset) }
    }

    open override class func propertyDescriptor(forKey key: String) -> LayerPropertyDescriptor? {
        Self.descriptors[key] ?? super.propertyDescriptor(forKey: key)
    }

    /// The keys, as Apple spells them.
    package enum Key {
        package static let instanceCount = "instanceCount"
        package static let preservesDepth = "preservesDepth"
        package static let instanceDelay = "instanceDelay"
        package static let instanceTransform = "instanceTransform"
        package static let instanceColor = "instanceColor"
        package static let instanceRedOffset = "instanceRedOffset"
        package static let instanceGreenOffset = "instanceGreenOffset"
        package static let instanceBlueOffset = "instanceBlueOffset"
        package static let instanceAlphaOffset = "instanceAlphaOffset"
    }

    /// The number of copies a (possibly animated, fractional) stored count draws: rounded
    /// down, at least 0.
    package static func count(_ value: Double) -> Int {
        guard value.isFinite, value > 0 else { return 0 }
        return value >= Double(Int.max) ? Int.max : Int(value)
    }

    /// Opaque white, the default instance colour.
    package static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)

    private static let descriptors: [String: LayerPropertyDescriptor] = Dictionary(
        uniqueKeysWithValues: [
            ExtensionKeys.number(Key.instanceCount, 1),
            ExtensionKeys.bool(Key.preservesDepth, false),
            ExtensionKeys.number(Key.instanceDelay, 0),
            ExtensionKeys.transform(Key.instanceTransform, CATransform3DIdentity),
            ExtensionKeys.color(Key.instanceColor, white),
            singlePrecision(ExtensionKeys.number(Key.instanceRedOffset, 0)),
            singlePrecision(ExtensionKeys.number(Key.instanceGreenOffset, 0)),
            singlePrecision(ExtensionKeys.number(Key.instanceBlueOffset, 0)),
            singlePrecision(ExtensionKeys.number(Key.instanceAlphaOffset, 0)),
        ].map { ($0.key, $0) })

    /// `descriptor` marked as a `Float` property (the offsets are `Float` in Apple's API).
    private static func singlePrecision(_ descriptor: LayerPropertyDescriptor) -> LayerPropertyDescriptor {
        var descriptor = descriptor
        descriptor.isSinglePrecision = true
        return descriptor
    }
}
