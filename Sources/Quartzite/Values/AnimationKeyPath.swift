import Foundation

/// An animation's key path, parsed once: the layer property it animates and, for structured
/// properties, the component inside it — Core Animation's key-value coding extensions for
/// CGPoint (`x`, `y`), CGSize (`width`, `height`), CGRect (`origin`, `origin.x`, `origin.y`,
/// `size`, `size.width`, `size.height`) and CATransform3D (`rotation.x/y/z`, `rotation` ≡
/// `rotation.z`, `scale.x/y/z`, `scale` (mean of x, y, z), `scale.xy` (mean of x, y; observed on
/// iOS, not in Apple's documentation), `translation.x/y/z`, `translation` (a CGSize of x, y)).
///
/// A path without a dot names a property as it is (any name is accepted, structured or not).
/// A dotted path must start with a known structured property — `position`, `anchorPoint`,
/// `startPoint`, `endPoint`, `emitterPosition` (CGPoint); `shadowOffset`, `emitterSize`
/// (CGSize); `bounds`, `frame`, `contentsRect`, `contentsCenter` (CGRect); `transform`,
/// `sublayerTransform`, `instanceTransform` (CATransform3D) — followed by a component of its
/// type — or be an emitter cell's key path, `emitterCells.<name>.<key>` (also through nested
/// cells, `emitterCells.<name>.emitterCells.<name>.<key>`), which names one property as a
/// whole. Differs from Apple: other dotted paths (`sublayers.name.opacity`,
/// `filters.name.inputRadius`) are rejected.
public struct AnimationKeyPath: Hashable, Sendable, CustomStringConvertible {
    /// The type of a structured property, which decides its components.
    public enum PropertyKind: Hashable, Sendable {
        /// A CGPoint property.
        case point
        /// A CGSize property.
        case size
        /// A CGRect property.
        case rect
        /// A CATransform3D property.
        case transform
        /// Any other property (no components).
        case unstructured
    }

    /// A component inside a structured property.
    public enum Component: Hashable, Sendable {
        /// CGPoint `x` (a number, points).
        case x
        /// CGPoint `y` (a number, points).
        case y
        /// CGSize `width` (a number, points).
        case width
        /// CGSize `height` (a number, points).
        case height
        /// CGRect `origin` (a point).
        case origin
        /// CGRect `origin.x` (a number).
        case originX
        /// CGRect `origin.y` (a number).
        case originY
        /// CGRect `size` (a size).
        case size
        /// CGRect `size.width` (a number).
        case sizeWidth
        /// CGRect `size.height` (a number).
        case sizeHeight
        /// CATransform3D `rotation.x` (radians).
        case rotationX
        /// CATransform3D `rotation.y` (radians).
        case rotationY
        /// CATransform3D `rotation.z` and `rotation` (radians; positive turns clockwise on
        /// screen, y down).
        case rotationZ
        /// CATransform3D `scale`: the mean of the x, y and z scale factors when read; setting
        /// it sets all three.
        case scale
        /// CATransform3D `scale.x`.
        case scaleX
        /// CATransform3D `scale.y`.
        case scaleY
        /// CATransform3D `scale.z`.
        case scaleZ
        /// CATransform3D `scale.xy`: the mean of the x and y factors when read; setting it sets
        /// both.
        case scaleXY
        /// CATransform3D `translation`: a size holding the x and y translation (points).
        case translation
        /// CATransform3D `translation.x` (points).
        case translationX
        /// CATransform3D `translation.y` (points).
        case translationY
        /// CATransform3D `translation.z` (points).
        case translationZ
    }

    /// The key path as written.
    public let keyPath: String
    /// The layer property, the part before the first dot (`position` in `position.x`).
    public let property: String
    /// The type of ``property`` if it is a known structured property.
    public let propertyKind: PropertyKind
    /// The component, or `nil` when the key path names the whole property.
    public let component: Component?

    /// The structured layer properties and their types.
    public static let structuredProperties: [String: PropertyKind] = [
        "position": .point, "anchorPoint": .point, "startPoint": .point, "endPoint": .point,
        "emitterPosition": .point,
        "shadowOffset": .size, "emitterSize": .size,
        "bounds": .rect, "frame": .rect, "contentsRect": .rect, "contentsCenter": .rect,
        "transform": .transform, "sublayerTransform": .transform, "instanceTransform": .transform,
    ]

    /// Parses `keyPath`.
    /// - Throws: ``AnimationKeyPathError`` naming the path and the part that is wrong.
    public init(parsing keyPath: String) throws(AnimationKeyPathError) {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false)
        guard let first = parts.first, !parts.contains(where: \.isEmpty) else {
            throw .empty(keyPath: keyPath)
        }
        if first == "emitterCells", parts.count >= 3 {
            // An emitter cell's property: the whole path is the property.
            self.keyPath = keyPath
            self.property = keyPath
            self.propertyKind = .unstructured
            self.component = nil
            return
        }
        let property = String(first)
        let kind = Self.structuredProperties[property] ?? .unstructured
        self.keyPath = keyPath
        self.property = property
        self.propertyKind = kind
        guard parts.count > 1 else {
            self.component = nil
            return
        }
        let rest = parts.dropFirst().joined(separator: ".")
        guard kind != .unstructured else {
            throw .propertyHasNoComponents(keyPath: keyPath, property: property)
        }
        guard let component = Self.component(rest, of: kind) else {
            // Name the first part that does not belong, for "bounds.size.depth" → "depth".
            let bad = Self.firstUnknownPart(of: parts.dropFirst().map(String.init), kind: kind)
            throw .unknownComponent(keyPath: keyPath, component: bad)
        }
        self.component = component
    }

    /// The key path as written.
    public var description: String { keyPath }

    /// The type of the value this key path reads and writes: the property's own kind without a
    /// component, else `.point`/`.size` for rect origin/size and transform translation, else
    /// `.unstructured` (a number).
    public var valueKind: PropertyKind {
        switch component {
        case nil: return propertyKind
        case .origin?: return .point
        case .size?, .translation?: return .size
        default: return .unstructured
        }
    }

    private static func component(_ path: String, of kind: PropertyKind) -> Component? {
        switch kind {
        case .point:
            switch path {
            case "x": return .x
            case "y": return .y
            default: return nil
            }
        case .size:
            switch path {
            case "width": return .width
            case "height": return .height
            default: return nil
            }
        case .rect:
            switch path {
            case "origin": return .origin
            case "origin.x": return .originX
            case "origin.y": return .originY
            case "size": return .size
            case "size.width": return .sizeWidth
            case "size.height": return .sizeHeight
            default: return nil
            }
        case .transform:
            switch path {
            case "rotation", "rotation.z": return .rotationZ
            case "rotation.x": return .rotationX
            case "rotation.y": return .rotationY
            case "scale": return .scale
            case "scale.x": return .scaleX
            case "scale.y": return .scaleY
            case "scale.z": return .scaleZ
            case "scale.xy": return .scaleXY
            case "translation": return .translation
            case "translation.x": return .translationX
            case "translation.y": return .translationY
            case "translation.z": return .translationZ
            default: return nil
            }
        case .unstructured:
            return nil
        }
    }

    /// The first component part that makes the path unknown (the whole rest if none alone is).
    private static func firstUnknownPart(of parts: [String], kind: PropertyKind) -> String {
        let heads: Set<String>
        switch kind {
        case .rect: heads = ["origin", "size"]
        case .transform: heads = ["rotation", "scale", "translation"]
        default: heads = []
        }
        if let head = parts.first, heads.contains(head), parts.count > 1 {
            return parts.dropFirst().joined(separator: ".")
        }
        return parts.joined(separator: ".")
    }
}
