import Quartzite

/// The keys a scene layer object accepts and how their values are read.
enum SceneLayerKeys {
    /// The scene key of a registered layer key: Apple's Swift property name where it differs
    /// from the key-value coding key (`isHidden` for `hidden`).
    static let sceneNames: [String: String] = [
        "hidden": "isHidden", "doubleSided": "isDoubleSided",
        "geometryFlipped": "isGeometryFlipped", "opaque": "isOpaque",
    ]

    /// The key-value coding key of a scene key (`hidden` for `isHidden`).
    static func keyValueCodingKey(_ sceneKey: String) -> String {
        kvcNames[sceneKey] ?? sceneKey
    }

    private static let kvcNames: [String: String] = {
        var table: [String: String] = [:]
        for (kvc, scene) in sceneNames { table[scene] = kvc }
        return table
    }()

    /// The keys of a layer object that are not property values.
    static let structuralKeys = ["type", "name", "mask", "sublayers", "animations"]

    /// Keys of Apple's CALayer that do not exist on Linux, with the reason.
    static let unavailableKeys: [String: String] = [
        "filters": "Core Image filters do not exist on Linux",
        "backgroundFilters": "Core Image filters do not exist on Linux",
        "compositingFilter": "Core Image filters do not exist on Linux",
    ]

    /// Every key a `layer`-type object accepts, in the registry's order.
    static let layerKeys: [String] =
        structuralKeys + LayerPropertyRegistry.orderedDescriptors.map { sceneNames[$0.key] ?? $0.key }

    /// The names a name-valued key accepts.
    static let nameChoices: [String: [String]] = [
        "contentsGravity": [
            "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft",
            "bottomRight", "resize", "resizeAspect", "resizeAspectFill",
        ],
        "cornerCurve": ["circular", "continuous"],
        "minificationFilter": ["linear", "nearest", "trilinear"],
        "magnificationFilter": ["linear", "nearest", "trilinear"],
        "fillMode": ["removed", "forwards", "backwards", "both"],
    ]

    /// Keys whose numbers must not be negative, and those that must be positive.
    static let nonNegativeKeys: Set<String> = ["borderWidth", "cornerRadius", "shadowRadius"]
    static let positiveKeys: Set<String> = ["contentsScale", "rasterizationScale"]

    /// How the value of the key-value coding key `key` is read, or nil when `key` is not a
    /// registered key.
    static func kind(forKey key: String) -> SceneValueKind? {
        guard let descriptor = LayerPropertyRegistry.descriptor(forKey: key) else { return nil }
        switch descriptor.kind {
        case .number: return .number
        case .point: return .point
        case .size: return .size
        case .rect: return .rect(nonNegativeSize: key == "bounds" || key == "frame")
        case .color: return .color
        case .transform: return .transform
        case .bool: return .bool
        case .path: return .path
        case .image: return .image
        case .name: return .name(nameChoices[key] ?? [])
        case .mask: return key == "maskedCorners" ? .cornerMask : .edgeMask
        case .other: return nil
        }
    }
}
