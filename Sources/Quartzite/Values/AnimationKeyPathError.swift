import Foundation

/// Why a key path string could not be parsed into an ``AnimationKeyPath``.
public enum AnimationKeyPathError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The key path is empty or has an empty part (`""`, `"position."`, `".x"`).
    case empty(keyPath: String)
    /// `component` is not a component of the property's type: `position.z` (a CGPoint has
    /// x and y), `bounds.size.depth`, `transform.skew`.
    case unknownComponent(keyPath: String, component: String)
    /// The property has no components (a scalar, colour or unknown property): `opacity.x`.
    case propertyHasNoComponents(keyPath: String, property: String)

    /// A one-line message naming the path and the bad part.
    public var description: String {
        switch self {
        case .empty(let keyPath):
            return "key path \"\(keyPath)\" is empty or has an empty component"
        case .unknownComponent(let keyPath, let component):
            return "key path \"\(keyPath)\": \"\(component)\" is not a component of its property"
        case .propertyHasNoComponents(let keyPath, let property):
            return "key path \"\(keyPath)\": property \"\(property)\" has no components"
        }
    }
}
