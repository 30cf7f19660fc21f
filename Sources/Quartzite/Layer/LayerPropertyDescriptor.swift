import Foundation

/// One key of a layer in the registry of layer keys (``LayerPropertyRegistry``): its name,
/// its value kind, its default, whether it animates, whether changing it needs display, and
/// the typed conversion between the stored value and ``AnimationValue``.
///
/// Key-value coding, `defaultValue(forKey:)`, `needsDisplay(forKey:)`, implicit actions, the
/// snapshot and the scene decoder all read this one description. Subclasses (CAShapeLayer, …)
/// add their keys with ``init(key:kind:defaultValue:isAnimatable:needsDisplay:)``, which
/// stores the value in ``LayerProperties/extensions``.
public struct LayerPropertyDescriptor: Sendable {
    /// The kind of value a key holds.
    public enum ValueKind: String, Sendable, Hashable {
        /// A scalar (`CGFloat`, `Float`).
        case number
        /// A `CGPoint`.
        case point
        /// A `CGSize`.
        case size
        /// A `CGRect`.
        case rect
        /// A `CGColor` (optional properties read nil as no value).
        case color
        /// A `CATransform3D`.
        case transform
        /// A `Bool`.
        case bool
        /// A path (`CGPath`, held as `PathData`).
        case path
        /// A bitmap (`CGImage`).
        case image
        /// A string-valued enumeration (`contentsGravity`, `cornerCurve`, filters).
        case name
        /// An option set (`maskedCorners`, `edgeAntialiasingMask`), as a number.
        case mask
        /// Anything else (custom keys); changes discretely.
        case other
    }

    /// The key (Apple's key-value coding name: `"hidden"`, not `"isHidden"`).
    public let key: String
    /// The kind of value.
    public let kind: ValueKind
    /// The default value (Apple's), or nil when the default is no value.
    public let defaultValue: AnimationValue?
    /// Whether the key is animatable (Apple's headers): an explicit animation may target it
    /// and, unless ``implicitlyAnimates`` is false, changing it looks up an implicit action.
    public let isAnimatable: Bool
    /// Whether changing an animatable key looks up an implicit action (false for
    /// `CAShapeLayer.path`, animatable only explicitly).
    public var implicitlyAnimates = true
    /// Whether the implicit action of the key is a fade `CATransition` (of the transaction's
    /// duration and timing) instead of a `CABasicAnimation`: `compositingFilter`, for which
    /// the Core Animation Programming Guide's table of animatable properties names "the
    /// default implied CATransition object".
    public var implicitlyTransitions = false
    /// Whether the property is a `Float` in Apple's API (`opacity`, `shadowOpacity`, `speed`,
    /// `repeatCount`, the replicator's colour offsets): key-value coding hands its value out
    /// as a single-precision `NSNumber`, so it casts to `Float` as well as to `Double`, as on
    /// Apple's platforms (a double-precision `NSNumber` casts to `Float` only when exact).
    public var isSinglePrecision = false
    /// Whether changing the key marks the layer as needing display.
    public let needsDisplay: Bool
    /// Reads the value from stored properties (nil = no value).
    public let get: @Sendable (LayerProperties) -> AnimationValue?
    /// Writes a value into stored properties; returns false (and changes nothing) when the
    /// value has the wrong kind. nil sets an optional property to no value, others to default.
    public let set: @Sendable (inout LayerProperties, AnimationValue?) -> Bool

    /// Describes a key stored in a field of ``LayerProperties`` with explicit accessors.
    public init(
        key: String, kind: ValueKind, defaultValue: AnimationValue?, isAnimatable: Bool,
        needsDisplay: Bool = false,
        get: @escaping @Sendable (LayerProperties) -> AnimationValue?,
        set: @escaping @Sendable (inout LayerProperties, AnimationValue?) -> Bool
    ) {
        self.key = key
        self.kind = kind
        self.defaultValue = defaultValue
        self.isAnimatable = isAnimatable
        self.needsDisplay = needsDisplay
        self.get = get
        self.set = set
    }

    /// Describes a key a subclass adds: the value lives in ``LayerProperties/extensions``
    /// under `key`, and reads as `defaultValue` until set. Setting nil restores the default.
    public init(
        key: String, kind: ValueKind, defaultValue: AnimationValue?, isAnimatable: Bool,
        needsDisplay: Bool = false
    ) {
        self.init(
            key: key, kind: kind, defaultValue: defaultValue, isAnimatable: isAnimatable,
            needsDisplay: needsDisplay,
            get: { $0.extensions[key] ?? defaultValue },
            set: { properties, value in
                properties.extensions[key] = value
                return true
            })
    }
}
