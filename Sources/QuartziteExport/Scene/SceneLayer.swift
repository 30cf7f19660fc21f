import Quartzite

/// A layer of a scene: its class, name, property values (typed, under Apple's key-value
/// coding keys), mask, sublayers and animations.
public final class SceneLayer: Sendable {
    /// The layer class a scene layer builds.
    public enum LayerType: String, Sendable, CaseIterable {
        /// `CALayer`.
        case layer
        /// `CAShapeLayer`.
        case shape
        /// `CATextLayer`.
        case text
        /// `CAGradientLayer` (its `type` is the scene's `gradientType`).
        case gradient
        /// `CAReplicatorLayer`: its sublayers drawn `instanceCount` times.
        case replicator
        /// `CATransformLayer`: its sublayers share one 3D space.
        case transformLayer
        /// `CAEmitterLayer`, with its `emitterCells`.
        case emitter
        /// `CAScrollLayer`: shows its sublayers from its bounds origin, clipped.
        case scroll

        /// The Core Animation class name.
        public var className: String {
            switch self {
            case .layer: return "CALayer"
            case .shape: return "CAShapeLayer"
            case .text: return "CATextLayer"
            case .gradient: return "CAGradientLayer"
            case .replicator: return "CAReplicatorLayer"
            case .transformLayer: return "CATransformLayer"
            case .scroll: return "CAScrollLayer"
            case .emitter: return "CAEmitterLayer"
            }
        }
    }

    /// One property value: the key-value coding key (`"hidden"` for the scene's `isHidden`)
    /// and the value.
    public struct Property: Sendable, Equatable {
        /// Apple's key-value coding key.
        public let key: String
        /// The typed value (images as `.other(CGImage)`, names as `.other(String)`, option
        /// sets as `.number`).
        public let value: AnimationValue

        /// Creates a property value.
        public init(key: String, value: AnimationValue) {
            self.key = key
            self.value = value
        }
    }

    /// The class to build.
    public let type: LayerType
    /// The layer's `name`, or nil.
    public let name: String?
    /// The property values, in the order they are applied (see ``SceneLayer/applicationOrder``).
    public let properties: [Property]
    /// The mask layer, or nil.
    public let mask: SceneLayer?
    /// The sublayers, back to front.
    public let sublayers: [SceneLayer]
    /// The animations, added in order.
    public let animations: [SceneAnimation]

    /// Creates a scene layer; `properties` are put in ``applicationOrder``.
    public init(
        type: LayerType = .layer, name: String? = nil, properties: [Property] = [],
        mask: SceneLayer? = nil, sublayers: [SceneLayer] = [], animations: [SceneAnimation] = []
    ) {
        self.type = type
        self.name = name
        self.properties = properties.sorted {
            Self.applicationRank($0.key) < Self.applicationRank($1.key)
        }
        self.mask = mask
        self.sublayers = sublayers
        self.animations = animations
    }

    /// The value of `key` (a key-value coding key), or nil when the scene does not set it.
    public func value(forKey key: String) -> AnimationValue? {
        properties.first { $0.key == key }?.value
    }

    /// The order properties are applied in: the registry's order (`LayerPropertyRegistry`),
    /// except that `frame` comes right after `anchorPoint`/`anchorPointZ` and before
    /// `transform`, so a frame is placed with the scene's anchor point and without its
    /// transform.
    public static let applicationOrder: [String] = {
        var keys = LayerPropertyRegistry.orderedDescriptors.map(\.key).filter { $0 != "frame" }
        let index = keys.firstIndex(of: "transform") ?? keys.count
        keys.insert("frame", at: index)
        return keys
    }()

    private static let ranks: [String: Int] = {
        var table: [String: Int] = [:]
        for (index, key) in applicationOrder.enumerated() { table[key] = index }
        return table
    }()

    private static func applicationRank(_ key: String) -> Int {
        ranks[key] ?? applicationOrder.count
    }
}
