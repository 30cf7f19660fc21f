import Quartzite

/// The keys a scene layer object accepts and how their values are read.
enum SceneLayerKeys {
    /// The scene key of a registered layer key: Apple's Swift property name where it differs
    /// from the key-value coding key (`isHidden` for `hidden`).
    static let sceneNames: [String: String] = [
        "hidden": "isHidden", "doubleSided": "isDoubleSided",
        "geometryFlipped": "isGeometryFlipped", "opaque": "isOpaque",
        "wrapped": "isWrapped",
        // CAGradientLayer's `type`: the scene's `type` names the layer class.
        "type": "gradientType",
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
        // Blend modes by Apple's filter names; a Core Image filter cannot be written here.
        "compositingFilter": LayerBlendMode.allCases.map(\.rawValue),
        "maskMode": LayerMaskMode.allCases.map(\.rawValue),
    ]

    /// Keys whose numbers must not be negative, and those that must be positive.
    static let nonNegativeKeys: Set<String> = ["borderWidth", "cornerRadius", "shadowRadius"]
    static let positiveKeys: Set<String> = ["contentsScale", "rasterizationScale"]

    /// The keys each content layer type adds to the `layer` keys, as the scene writes them
    /// (Apple's names; CAGradientLayer's `type` is `gradientType`).
    static let contentKeys: [SceneLayer.LayerType: [String]] = [
        .shape: [
            "path", "fillColor", "fillRule", "strokeColor", "strokeStart", "strokeEnd", "lineWidth", "miterLimit",
            "lineCap", "lineJoin", "lineDashPattern", "lineDashPhase",
        ],
        .gradient: ["colors", "locations", "startPoint", "endPoint", "gradientType"],
        .text: [
            "string", "font", "fontSize", "foregroundColor", "isWrapped", "truncationMode", "alignmentMode",
            "allowsFontSubpixelQuantization",
        ],
        .replicator: [
            "instanceCount", "instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset",
            "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset", "preservesDepth",
        ],
        .emitter: [
            "emitterCells", "birthRate", "lifetime", "emitterPosition", "emitterZPosition", "emitterSize", "emitterDepth",
            "emitterShape", "emitterMode", "renderMode", "preservesDepth", "velocity", "scale", "spin", "seed",
        ],
        .scroll: ["scrollMode"],
    ]

    /// The Core Animation class of each content layer type, whose descriptors type its keys.
    static let contentClasses: [SceneLayer.LayerType: CALayer.Type] = [
        .shape: CAShapeLayer.self, .gradient: CAGradientLayer.self, .text: CATextLayer.self,
        .replicator: CAReplicatorLayer.self, .emitter: CAEmitterLayer.self, .scroll: CAScrollLayer.self,
    ]

    /// Content keys whose values are read otherwise than their descriptor's kind says.
    static let contentKinds: [String: SceneValueKind] = [
        "lineDashPattern": .numbers,
        "scrollMode": .rawName(["none": "none", "vertically": "vertically", "horizontally": "horizontally", "both": "both"]),
        "fillRule": .rawName(["nonZero": CAShapeLayerFillRule.nonZero.rawValue, "evenOdd": CAShapeLayerFillRule.evenOdd.rawValue]),
        "lineCap": .rawName(["butt": "butt", "round": "round", "square": "square"]),
        "lineJoin": .rawName(["miter": "miter", "round": "round", "bevel": "bevel"]),
        "colors": .colors,
        "locations": .numbers,
        "type": .rawName(["axial": "axial", "radial": "radial", "conic": "conic"]),
        "string": .string,
        "font": .string,
        "truncationMode": .rawName(["none": "none", "start": "start", "middle": "middle", "end": "end"]),
        "emitterCells": .emitterCells,
        "emitterShape": .rawName([
            "point": "point", "line": "line", "rectangle": "rectangle", "cuboid": "cuboid", "circle": "circle",
            "sphere": "sphere",
        ]),
        "emitterMode": .rawName(["points": "points", "outline": "outline", "surface": "surface", "volume": "volume"]),
        "renderMode": .rawName([
            "unordered": "unordered", "oldestFirst": "oldestFirst", "oldestLast": "oldestLast",
            "backToFront": "backToFront", "additive": "additive",
        ]),
        "alignmentMode": .rawName([
            "natural": "natural", "left": "left", "right": "right", "center": "center", "justified": "justified",
        ]),
    ]

    /// Content keys whose numbers must not be negative.
    static let nonNegativeContentKeys: Set<String> = [
        "lineWidth", "miterLimit", "fontSize", "instanceCount", "birthRate", "lifetime", "seed",
    ]

    /// Every key an object of layer `type` accepts.
    static func keys(for type: SceneLayer.LayerType) -> [String] {
        layerKeys + (contentKeys[type] ?? [])
    }

    /// How the value of the key-value coding key `key` of a layer of `type` is read (of any
    /// type when `type` is nil: an event's key path names a layer by name), or nil when no such
    /// layer has the key.
    static func kind(forKey key: String, type: SceneLayer.LayerType?) -> SceneValueKind? {
        if let kind = kind(forKey: key) { return kind }
        for (layerType, keys) in contentKeys where type == nil || type == layerType {
            guard keys.contains(where: { keyValueCodingKey($0) == key }), let layerClass = contentClasses[layerType]
            else { continue }
            if let kind = contentKinds[key] { return kind }
            guard let descriptor = layerClass.propertyDescriptor(forKey: key) else { continue }
            return sceneKind(of: descriptor)
        }
        return nil
    }

    /// How the value of the key-value coding key `key` is read, or nil when `key` is not a
    /// registered key of `CALayer`.
    static func kind(forKey key: String) -> SceneValueKind? {
        guard let descriptor = LayerPropertyRegistry.descriptor(forKey: key) else { return nil }
        return sceneKind(of: descriptor)
    }

    /// How values of `descriptor`'s kind are read.
    private static func sceneKind(of descriptor: LayerPropertyDescriptor) -> SceneValueKind? {
        let key = descriptor.key
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
