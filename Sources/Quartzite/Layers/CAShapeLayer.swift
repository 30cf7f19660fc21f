import Foundation

/// A layer that draws a path: filled, then stroked, between its contents and its first
/// sublayer (REFERENCE 9), anti-aliased, at the resolution it is shown at. The shape is not
/// clipped to the bounds (unless `masksToBounds`).
///
/// Every property but the enumerations and the dash pattern is animatable; `path` animates
/// between paths of the same structure (point by point) and switches half way otherwise, and
/// has no implicit animation, as in Core Animation. `strokeStart` and `strokeEnd` are
/// fractions of the total length of all subpaths in order. When the shape layer itself is
/// geometry-flipped (`isGeometryFlipped`), its path is drawn in its flipped space, y up from
/// the bottom of its bounds, as Core Animation draws it (Core Text's glyph outlines show upright).
open class CAShapeLayer: CALayer {
    /// The path set, kept for identity (storage holds its `PathData`).
    private var pathObject: CGPath?

    override class var contentKind: LayerContentKind { .shape }

    /// Creates a shape layer with Apple's defaults (opaque black fill, no stroke).
    public override init() {
        super.init()
    }

    /// Creates a copy of `layer`'s properties (see `CALayer.init(layer:)`).
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAShapeLayer { pathObject = other.pathObject }
    }

    /// The shape, in layer coordinates, or nil (nothing drawn; the default). Animatable.
    open var path: CGPath? {
        get {
            // A presentation copy shows its evaluated (possibly animated) path, not the model's object.
            if modelLayerReference != nil { return storage.extensionPath(Key.path).map(CGPath.init(pathData:)) }
            return pathObject ?? storage.extensionPath(Key.path).map(CGPath.init(pathData:))
        }
        set {
            pathObject = newValue
            changeValue(forKey: Key.path) { $0.extensions[Key.path] = newValue.map { .path($0.pathData) } }
        }
    }

    /// The colour the path is filled with, or nil for no fill. Default opaque black. Animatable.
    open var fillColor: CGColor? {
        get { storage.extensionColor(Key.fillColor, default: Self.black) }
        set { setValue(newValue, forKey: Key.fillColor) }
    }

    /// Which points are inside the path when filling. Default `.nonZero`.
    open var fillRule: CAShapeLayerFillRule {
        get { storage.extensionName(Key.fillRule, default: .nonZero) }
        set { setValue(newValue, forKey: Key.fillRule) }
    }

    /// The colour the path is stroked with, or nil for no stroke (the default). Animatable.
    open var strokeColor: CGColor? {
        get { storage.extensionColor(Key.strokeColor, default: nil) }
        set { setValue(newValue, forKey: Key.strokeColor) }
    }

    /// The fraction of the path's length (all subpaths in order) where the stroke starts,
    /// 0…1. Default 0. Animatable.
    open var strokeStart: CGFloat {
        get { CGFloat(storage.extensionNumber(Key.strokeStart, default: 0)) }
        set { setValue(Double(newValue), forKey: Key.strokeStart) }
    }

    /// The fraction of the path's length where the stroke ends, 0…1. Default 1. Animatable.
    open var strokeEnd: CGFloat {
        get { CGFloat(storage.extensionNumber(Key.strokeEnd, default: 1)) }
        set { setValue(Double(newValue), forKey: Key.strokeEnd) }
    }

    /// The stroke's width in points. Default 1. Animatable.
    open var lineWidth: CGFloat {
        get { CGFloat(storage.extensionNumber(Key.lineWidth, default: 1)) }
        set { setValue(Double(newValue), forKey: Key.lineWidth) }
    }

    /// The limit of a miter join's length, in line widths, beyond which it is bevelled.
    /// Default 10. Animatable.
    open var miterLimit: CGFloat {
        get { CGFloat(storage.extensionNumber(Key.miterLimit, default: 10)) }
        set { setValue(Double(newValue), forKey: Key.miterLimit) }
    }

    /// The shape of the stroke's open ends. Default `.butt`.
    open var lineCap: CAShapeLayerLineCap {
        get { storage.extensionName(Key.lineCap, default: .butt) }
        set { setValue(newValue, forKey: Key.lineCap) }
    }

    /// The shape of the stroke's corners. Default `.miter`.
    open var lineJoin: CAShapeLayerLineJoin {
        get { storage.extensionName(Key.lineJoin, default: .miter) }
        set { setValue(newValue, forKey: Key.lineJoin) }
    }

    /// The dash pattern: lengths in points of painted and unpainted segments, alternating;
    /// nil (the default) or empty for a solid line.
    open var lineDashPattern: [NSNumber]? {
        get { storage.extensionNumbers(Key.lineDashPattern).map { $0.map { NSNumber(value: $0) } } }
        set {
            changeValue(forKey: Key.lineDashPattern) {
                $0.extensions[Key.lineDashPattern] = newValue.map { .numbers($0.map(\.doubleValue)) }
            }
        }
    }

    /// How far into the dash pattern the stroke starts, in points. Default 0. Animatable.
    open var lineDashPhase: CGFloat {
        get { CGFloat(storage.extensionNumber(Key.lineDashPhase, default: 0)) }
        set { setValue(Double(newValue), forKey: Key.lineDashPhase) }
    }

    open override class func propertyDescriptor(forKey key: String) -> LayerPropertyDescriptor? {
        Self.descriptors[key] ?? super.propertyDescriptor(forKey: key)
    }

    /// The keys, as Apple spells them.
    package enum Key {
        package static let path = "path"
        package static let fillColor = "fillColor"
        package static let fillRule = "fillRule"
        package static let strokeColor = "strokeColor"
        package static let strokeStart = "strokeStart"
        package static let strokeEnd = "strokeEnd"
        package static let lineWidth = "lineWidth"
        package static let miterLimit = "miterLimit"
        package static let lineCap = "lineCap"
        package static let lineJoin = "lineJoin"
        package static let lineDashPattern = "lineDashPattern"
        package static let lineDashPhase = "lineDashPhase"
    }

    /// Opaque black, the default fill.
    package static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

    private static let descriptors: [String: LayerPropertyDescriptor] = Dictionary(
        uniqueKeysWithValues: [
            // Animatable, but as in Core Animation changing it runs no implicit animation.
            { var d = ExtensionKeys.path(Key.path); d.implicitlyAnimates = false; return d }(),
            ExtensionKeys.color(Key.fillColor, black),
            ExtensionKeys.name(Key.fillRule, CAShapeLayerFillRule.nonZero),
            ExtensionKeys.color(Key.strokeColor, nil),
            ExtensionKeys.number(Key.strokeStart, 0),
            ExtensionKeys.number(Key.strokeEnd, 1),
            ExtensionKeys.number(Key.lineWidth, 1),
            ExtensionKeys.number(Key.miterLimit, 10),
            ExtensionKeys.name(Key.lineCap, CAShapeLayerLineCap.butt),
            ExtensionKeys.name(Key.lineJoin, CAShapeLayerLineJoin.miter),
            ExtensionKeys.numbers(Key.lineDashPattern, animatable: false),
            ExtensionKeys.number(Key.lineDashPhase, 0),
        ].map { ($0.key, $0) })
}
