import Foundation

/// A layer that draws a colour gradient over its background colour, filling the shape of the
/// layer — its bounds, with the rounded corners of `cornerRadius` and `maskedCorners` even
/// without `masksToBounds` (CAGradientLayer.h) — under its contents and its sublayers (its
/// contents are drawn over the gradient, as GNUstep's tests measured on Apple's QuartzCore),
/// at the resolution it is shown at.
///
/// `startPoint` and `endPoint` are in the unit square of the bounds ((0, 0) the bounds'
/// origin corner, (1, 1) the opposite one); the gradient is drawn in that square and stretched
/// to the bounds, as Core Animation does, so a diagonal gradient on a non-square layer is not
/// perpendicular to its axis in points. Colours are interpolated on their straight
/// (unpremultiplied) sRGB components, then premultiplied; beyond the first and last stops
/// the end colours extend.
///
/// `colors`, `locations`, `startPoint` and `endPoint` are animatable (element by element for
/// arrays of the same count, discretely otherwise); `type` is not.
open class CAGradientLayer: CALayer {
    override class var contentKind: LayerContentKind { .gradient }

    /// Creates a gradient layer with Apple's defaults: no colours (nothing drawn), evenly
    /// spaced stops, a vertical axial gradient from the top edge's centre (0.5, 0) to the
    /// bottom edge's centre (0.5, 1).
    public override init() {
        super.init()
    }

    /// Creates a copy of `layer`'s properties (see `CALayer.init(layer:)`); the gradient's
    /// properties are copied with the others.
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    /// The colours of the gradient's stops, in order: an array of `CGColor` (elements of
    /// other types are ignored). nil (the default), empty or a single colour draws nothing (as
    /// Apple's QuartzCore, measured by GNUstep's tests). Animatable.
    open var colors: [Any]? {
        get { storage.extensionColors(Key.colors) }
        set {
            let colors = newValue.map { $0.compactMap { $0 as? CGColor } }
            changeValue(forKey: Key.colors) { $0.extensions[Key.colors] = colors.map { .colors($0) } }
        }
    }

    /// Where each colour's stop lies along the gradient, 0 (the start) … 1 (the end), one per
    /// colour and increasing. nil (the default) or empty spreads the stops evenly over 0…1;
    /// fewer locations than colours draw nothing, and locations beyond the colours' count are
    /// ignored. Animatable.
    open var locations: [NSNumber]? {
        get { storage.extensionNumbers(Key.locations).map { $0.map { NSNumber(value: $0) } } }
        set {
            changeValue(forKey: Key.locations) {
                $0.extensions[Key.locations] = newValue.map { .numbers($0.map(\.doubleValue)) }
            }
        }
    }

    /// Where the gradient starts (the first stop), in the unit square of the bounds: the
    /// axis's start, the centre of a radial or conic gradient. Default (0.5, 0). Animatable.
    open var startPoint: CGPoint {
        get { storage.extensionPoint(Key.startPoint, default: Self.defaultStartPoint) }
        set { setValue(newValue, forKey: Key.startPoint) }
    }

    /// Where the gradient ends (the last stop), in the unit square of the bounds: the axis's
    /// end, the corner of a radial gradient's ellipse, the direction of a conic gradient's
    /// first stop. Default (0.5, 1). Animatable.
    open var endPoint: CGPoint {
        get { storage.extensionPoint(Key.endPoint, default: Self.defaultEndPoint) }
        set { setValue(newValue, forKey: Key.endPoint) }
    }

    /// The kind of gradient: `.axial` (the default), `.radial` or `.conic`. Other values draw
    /// an axial gradient. Not animatable.
    open var type: CAGradientLayerType {
        get { storage.extensionName(Key.type, default: .axial) }
        set { setValue(newValue, forKey: Key.type) }
    }

    open override class func propertyDescriptor(forKey key: String) -> LayerPropertyDescriptor? {
        Self.descriptors[key] ?? super.propertyDescriptor(forKey: key)
    }

    /// The keys, as Apple spells them.
    package enum Key {
        package static let colors = "colors"
        package static let locations = "locations"
        package static let startPoint = "startPoint"
        package static let endPoint = "endPoint"
        package static let type = "type"
    }

    /// Apple's default `startPoint`: the centre of the top edge (y down).
    package static let defaultStartPoint = CGPoint(x: 0.5, y: 0)
    /// Apple's default `endPoint`: the centre of the bottom edge (y down).
    package static let defaultEndPoint = CGPoint(x: 0.5, y: 1)

    /// Where the stops of `colorCount` colours lie, or nil when the layer draws nothing: fewer
    /// than two colours, or fewer locations than colours (measured against Apple's QuartzCore by
    /// GNUstep's CAGradientLayer tests). Locations beyond the colours' count are ignored; nil or
    /// empty `locations`, or any that is not finite, spread the colours evenly over 0…1; each
    /// location is raised to at least the one before, as they must increase.
    package static func stopLocations(colorCount n: Int, locations: [Double]?) -> [Double]? {
        guard n >= 2 else { return nil }
        let even = (0..<n).map { Double($0) / Double(n - 1) }
        guard let locations, !locations.isEmpty else { return even }
        guard locations.count >= n else { return nil }
        var at = Array(locations.prefix(n))
        guard at.allSatisfy(\.isFinite) else { return even }
        for k in at.indices.dropFirst() { at[k] = max(at[k], at[k - 1]) }
        return at
    }

    private static let descriptors: [String: LayerPropertyDescriptor] = Dictionary(
        uniqueKeysWithValues: [
            ExtensionKeys.colors(Key.colors),
            ExtensionKeys.numbers(Key.locations, animatable: true),
            ExtensionKeys.point(Key.startPoint, defaultStartPoint),
            ExtensionKeys.point(Key.endPoint, defaultEndPoint),
            ExtensionKeys.name(Key.type, CAGradientLayerType.axial),
        ].map { ($0.key, $0) })
}
