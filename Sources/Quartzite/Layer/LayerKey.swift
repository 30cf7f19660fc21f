import Foundation

/// A registered layer key that a typed `CALayer` setter changes, with its position in
/// ``LayerKey/names`` — the index of the per-class answers in ``LayerClassTraits`` — so a
/// property change needs no lookup by string.
struct LayerKey: Sendable {
    /// The key, in Apple's key-value coding spelling.
    let name: String
    /// The key's position in ``names``.
    let index: Int

    /// The keys the typed setters change, in a fixed order.
    static let names: [String] = [
        "bounds", "position", "zPosition", "anchorPoint",
        "anchorPointZ", "transform", "sublayerTransform", "contentsScale",
        "geometryFlipped", "backgroundColor", "opacity", "hidden",
        "cornerRadius", "maskedCorners", "cornerCurve", "borderWidth",
        "borderColor", "masksToBounds", "doubleSided", "contentsGravity",
        "contentsRect", "contentsCenter", "minificationFilter", "minificationFilterBias",
        "magnificationFilter", "shadowColor", "shadowOpacity", "shadowOffset",
        "shadowRadius", "allowsGroupOpacity", "allowsEdgeAntialiasing", "edgeAntialiasingMask",
        "shouldRasterize", "rasterizationScale", "opaque", "contents",
        "shadowPath", "beginTime", "timeOffset", "duration",
        "speed", "repeatCount", "repeatDuration", "autoreverses",
        "fillMode", "compositingFilter", "maskMode",
    ]

    private init(_ name: String) {
        guard let index = Self.names.firstIndex(of: name) else {
            preconditionFailure("\(name) is not one of LayerKey.names")
        }
        self.name = name
        self.index = index
    }

    static let bounds = LayerKey("bounds")
    static let position = LayerKey("position")
    static let zPosition = LayerKey("zPosition")
    static let anchorPoint = LayerKey("anchorPoint")
    static let anchorPointZ = LayerKey("anchorPointZ")
    static let transform = LayerKey("transform")
    static let sublayerTransform = LayerKey("sublayerTransform")
    static let contentsScale = LayerKey("contentsScale")
    static let geometryFlipped = LayerKey("geometryFlipped")
    static let backgroundColor = LayerKey("backgroundColor")
    static let opacity = LayerKey("opacity")
    static let hidden = LayerKey("hidden")
    static let cornerRadius = LayerKey("cornerRadius")
    static let maskedCorners = LayerKey("maskedCorners")
    static let cornerCurve = LayerKey("cornerCurve")
    static let borderWidth = LayerKey("borderWidth")
    static let borderColor = LayerKey("borderColor")
    static let masksToBounds = LayerKey("masksToBounds")
    static let doubleSided = LayerKey("doubleSided")
    static let contentsGravity = LayerKey("contentsGravity")
    static let contentsRect = LayerKey("contentsRect")
    static let contentsCenter = LayerKey("contentsCenter")
    static let minificationFilter = LayerKey("minificationFilter")
    static let minificationFilterBias = LayerKey("minificationFilterBias")
    static let magnificationFilter = LayerKey("magnificationFilter")
    static let shadowColor = LayerKey("shadowColor")
    static let shadowOpacity = LayerKey("shadowOpacity")
    static let shadowOffset = LayerKey("shadowOffset")
    static let shadowRadius = LayerKey("shadowRadius")
    static let allowsGroupOpacity = LayerKey("allowsGroupOpacity")
    static let allowsEdgeAntialiasing = LayerKey("allowsEdgeAntialiasing")
    static let edgeAntialiasingMask = LayerKey("edgeAntialiasingMask")
    static let shouldRasterize = LayerKey("shouldRasterize")
    static let rasterizationScale = LayerKey("rasterizationScale")
    static let opaque = LayerKey("opaque")
    static let contents = LayerKey("contents")
    static let shadowPath = LayerKey("shadowPath")
    static let beginTime = LayerKey("beginTime")
    static let timeOffset = LayerKey("timeOffset")
    static let duration = LayerKey("duration")
    static let speed = LayerKey("speed")
    static let repeatCount = LayerKey("repeatCount")
    static let repeatDuration = LayerKey("repeatDuration")
    static let autoreverses = LayerKey("autoreverses")
    static let fillMode = LayerKey("fillMode")
    static let compositingFilter = LayerKey("compositingFilter")
    static let maskMode = LayerKey("maskMode")
}
