import Foundation

/// A layer whose content is drawn in tiles, for very large or zoomable content (Apple's
/// `CATiledLayer`): its `draw(in:)` (or its delegate's `draw(_:in:)`) supplies the content.
///
/// Defaults (Apple's): `levelsOfDetail` 1, `levelsOfDetailBias` 0, `tileSize` 256 × 256
/// pixels, `fadeDuration()` 0.25 s.
///
/// Differs from Apple: Core Animation draws the visible tiles lazily on background threads
/// and fades each in over `fadeDuration()`; offscreen every frame must be complete, so
/// Quartzite draws the layer's whole content at once, as `CALayer` does (the finished picture
/// is the same), and the level-of-detail and tile-size properties are stored without changing
/// what is drawn.
open class CATiledLayer: CALayer {
    /// Creates a tiled layer with Apple's defaults.
    public override init() {
        super.init()
    }

    /// Creates a copy of `layer`'s properties (see `CALayer.init(layer:)`).
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    /// The time a newly drawn tile takes to fade in, in seconds: 0.25 (Apple's). Subclasses
    /// override it. Offscreen, tiles are complete in every frame (no fade).
    open class func fadeDuration() -> CFTimeInterval {
        0.25
    }

    /// The number of levels of detail (each half the resolution of the one above). Default 1.
    open var levelsOfDetail: Int {
        get { Int(storage.extensionNumber(Key.levelsOfDetail, default: 1)) }
        set { setValue(Double(newValue), forKey: Key.levelsOfDetail) }
    }

    /// The number of levels of detail above full resolution (magnified detail). Default 0.
    open var levelsOfDetailBias: Int {
        get { Int(storage.extensionNumber(Key.levelsOfDetailBias, default: 0)) }
        set { setValue(Double(newValue), forKey: Key.levelsOfDetailBias) }
    }

    /// The maximum size of a tile, in pixels. Default 256 × 256.
    open var tileSize: CGSize {
        get {
            if case .size(let size)? = storage.extensions[Key.tileSize] { return size }
            return Self.defaultTileSize
        }
        set { setValue(newValue, forKey: Key.tileSize) }
    }

    open override class func propertyDescriptor(forKey key: String) -> LayerPropertyDescriptor? {
        Self.descriptors[key] ?? super.propertyDescriptor(forKey: key)
    }

    /// The keys, as Apple spells them.
    enum Key {
        static let levelsOfDetail = "levelsOfDetail"
        static let levelsOfDetailBias = "levelsOfDetailBias"
        static let tileSize = "tileSize"
    }

    /// Apple's default tile size, in pixels.
    static let defaultTileSize = CGSize(width: 256, height: 256)

    private static let descriptors: [String: LayerPropertyDescriptor] = Dictionary(
        uniqueKeysWithValues: [
            ExtensionKeys.number(Key.levelsOfDetail, 1, animatable: false),
            ExtensionKeys.number(Key.levelsOfDetailBias, 0, animatable: false),
            LayerPropertyDescriptor(
                key: Key.tileSize, kind: .size, defaultValue: .size(defaultTileSize), isAnimatable: false),
        ].map { ($0.key, $0) })
}
