import Foundation

/// Every render-relevant value of one layer, as a `Sendable` value: the model values a
/// ``CALayer`` holds, the values a ``LayerSnapshot`` node carries, and — after evaluation at a
/// time t — the presentation values the renderers draw (see
/// ``LayerSnapshot/presentationProperties(atParentTime:)``).
///
/// Defaults are Apple's (those of a new `CALayer`). Geometry is in points in the layer's own
/// coordinate space (`bounds`) or its superlayer's (`position`, `zPosition`); iOS convention,
/// y down. Keys that a subclass adds (see ``LayerPropertyDescriptor``) and custom keys set with
/// `setValue(_:forKey:)` live in ``extensions``.
///
/// Differs from Apple: a layer's `contents` is held here as a `CGImage` (``contents``) or as
/// the ``RecordedDrawing`` its `draw(in:)` made (``contentsDrawing``) — at most one of the two
/// is set; other objects are not drawable on Linux and read as nil here. `shadowPath` is held
/// as its `Sendable` ``PathData``.
public struct LayerProperties: Sendable, Equatable {
    // MARK: Geometry
    /// The layer's own coordinate rectangle, in points. Default `.zero`.
    public var bounds: CGRect = .zero
    /// Where the anchor point lies in the superlayer, in the superlayer's points. Default `.zero`.
    public var position: CGPoint = .zero
    /// The z component of the position, in points. Default 0.
    public var zPosition: CGFloat = 0
    /// The anchor point in unit coordinates of the bounds. Default (0.5, 0.5).
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The z component of the anchor point, in points. Default 0.
    public var anchorPointZ: CGFloat = 0
    /// The transform applied about the anchor point. Default identity.
    public var transform: CATransform3D = CATransform3DIdentity
    /// The transform applied to the sublayers, about the anchor point. Default identity.
    public var sublayerTransform: CATransform3D = CATransform3DIdentity
    /// Pixels per point of the contents. Default 1.
    public var contentsScale: CGFloat = 1
    /// Whether the sublayer coordinate system is flipped vertically. Default false.
    public var isGeometryFlipped = false

    // MARK: Appearance
    /// The background fill, or nil (none, the default).
    public var backgroundColor: CGColor?
    /// The opacity, 0…1. Default 1.
    public var opacity: Float = 1
    /// Whether the layer (and its sublayers) is not drawn. Default false.
    public var isHidden = false
    /// The radius of the rounded corners of the background and border, in points. Default 0.
    public var cornerRadius: CGFloat = 0
    /// The corners `cornerRadius` rounds. Default all four.
    public var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// The curve of the rounded corners. Default ``CALayerCornerCurve/circular``.
    public var cornerCurve: CALayerCornerCurve {
        get { rare.values.cornerCurve }
        set { changeRare { $0.cornerCurve = newValue } }
    }
    /// The border width, inset inside the bounds, in points. Default 0.
    public var borderWidth: CGFloat = 0
    /// The border colour, or nil. Default opaque black.
    public var borderColor: CGColor? = .black
    /// Whether sublayers and contents are clipped to the (rounded) bounds. Default false.
    public var masksToBounds = false
    /// Whether the back face is drawn. Default true.
    public var isDoubleSided = true
    /// The bitmap drawn in the bounds, or nil (the default).
    public var contents: CGImage?
    /// The drawing recorded by the layer's `display()` (its custom `draw(in:)`), drawn in the
    /// bounds like a contents image of `pixelWidth × pixelHeight` pixels; nil (the default)
    /// when the contents are an image or nothing. Renderers rasterize it
    /// (`QuartziteRender.DrawingRasterizer`). Not Apple API (Apple's is a private backing store).
    public var contentsDrawing: RecordedDrawing? {
        get { rare.values.contentsDrawing }
        set { changeRare { $0.contentsDrawing = newValue } }
    }
    /// During an animation of `contents` between two images or drawings: the cross-dissolve
    /// renderers draw instead of ``contents`` alone; nil otherwise (and in model values).
    public var contentsCrossfade: ContentsCrossfade? {
        get { rare.values.contentsCrossfade }
        set { changeRare { $0.contentsCrossfade = newValue } }
    }
    /// How the contents fit the bounds. Default ``CALayerContentsGravity/resize``.
    public var contentsGravity: CALayerContentsGravity {
        get { rare.values.contentsGravity }
        set { changeRare { $0.contentsGravity = newValue } }
    }
    /// The unit rectangle of the contents image to draw. Default (0, 0, 1, 1).
    public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The unit rectangle (relative to `contentsRect`) of the stretchable centre of a
    /// nine-part image. Default (0, 0, 1, 1).
    public var contentsCenter: CGRect {
        get { rare.values.contentsCenter }
        set { changeRare { $0.contentsCenter = newValue } }
    }
    /// The filter used when the contents are drawn smaller. Default ``CALayerContentsFilter/linear``.
    public var minificationFilter: CALayerContentsFilter {
        get { rare.values.minificationFilter }
        set { changeRare { $0.minificationFilter = newValue } }
    }
    /// The mipmap level bias used with the trilinear minification filter. Default 0.
    public var minificationFilterBias: Float {
        get { rare.values.minificationFilterBias }
        set { changeRare { $0.minificationFilterBias = newValue } }
    }
    /// The filter used when the contents are drawn larger. Default ``CALayerContentsFilter/linear``.
    public var magnificationFilter: CALayerContentsFilter {
        get { rare.values.magnificationFilter }
        set { changeRare { $0.magnificationFilter = newValue } }
    }
    /// The shadow colour, or nil. Default opaque black.
    public var shadowColor: CGColor? = .black
    /// The shadow opacity, 0…1. Default 0 (no shadow).
    public var shadowOpacity: Float = 0
    /// The shadow offset in points (in the superlayer's space). Default (0, −3).
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow blur radius in points. Default 3.
    public var shadowRadius: CGFloat = 3
    /// The shadow shape in layer coordinates, or nil (the layer's alpha, the default).
    public var shadowPath: PathData? {
        get { rare.values.shadowPath }
        set { changeRare { $0.shadowPath = newValue } }
    }
    /// Whether an opacity below 1 composites the subtree as one group. Default true.
    public var allowsGroupOpacity = true
    /// Whether edges are antialiased (per ``edgeAntialiasingMask``). Default false.
    public var allowsEdgeAntialiasing = false
    /// The edges antialiased when ``allowsEdgeAntialiasing`` is true. Default all four.
    public var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { rare.values.edgeAntialiasingMask }
        set { changeRare { $0.edgeAntialiasingMask = newValue } }
    }
    /// Whether the layer is rendered into a bitmap and reused. Default false.
    public var shouldRasterize = false
    /// The scale of the rasterized bitmap, in pixels per point. Default 1.
    public var rasterizationScale: CGFloat {
        get { rare.values.rasterizationScale }
        set { changeRare { $0.rasterizationScale = newValue } }
    }
    /// Whether the layer declares itself fully opaque (a rendering hint). Default false.
    public var isOpaque: Bool {
        get { rare.values.isOpaque }
        set { changeRare { $0.isOpaque = newValue } }
    }
    /// The name of the layer's compositing filter (``CALayer/compositingFilter``), or nil (the
    /// default: source-over). Names of ``LayerBlendMode`` are drawn as those blend modes;
    /// another name (or the description of a value that is not a string) draws normally.
    public var compositingFilterName: String? {
        get { rare.values.compositingFilterName }
        set { changeRare { $0.compositingFilterName = newValue } }
    }
    /// Which value of this layer's rendering masks the layer it is the `mask` of. Default
    /// ``LayerMaskMode/alpha``. Not Apple API (see ``CALayer/maskMode``).
    public var maskMode: LayerMaskMode {
        get { rare.values.maskMode }
        set { changeRare { $0.maskMode = newValue } }
    }

    // MARK: Time and extensions
    /// The layer's time map (`CAMediaTiming`: beginTime, speed, timeOffset, …). Default: the
    /// identity map (begin 0, speed 1, offset 0).
    public var timing = MediaTimingParameters()
    /// Values of keys that are not CALayer properties — keys registered by subclasses
    /// (``LayerPropertyDescriptor``) and custom keys set with `setValue(_:forKey:)` — by key.
    public var extensions: [String: AnimationValue] {
        get { rare.values.extensions }
        set { changeRare { $0.extensions = newValue } }
    }

    /// The rarely set values (the properties whose accessors read it), kept out of line in an immutable box that
    /// copies share until one changes them: a layer's values are copied per frame and per
    /// commit, and most layers never set these.
    private var rare = RareLayerProperties.defaults

    /// Creates the properties of a new layer (Apple's defaults).
    public init() {}

    /// Changes the rarely set values through `change`, in a box of their own.
    private mutating func changeRare(_ change: (inout RareLayerProperties.Values) -> Void) {
        var values = rare.values
        change(&values)
        rare = RareLayerProperties(values)
    }

    /// Equality of all values; contents compare by image identity, drawings by version.
    public static func == (lhs: LayerProperties, rhs: LayerProperties) -> Bool {
        lhs.geometryEquals(rhs) && lhs.appearanceEquals(rhs) && lhs.contentsEquals(rhs)
            && lhs.shadowEquals(rhs) && lhs.timing == rhs.timing && lhs.extensions == rhs.extensions
    }

    private func geometryEquals(_ other: LayerProperties) -> Bool {
        guard bounds == other.bounds, position == other.position, zPosition == other.zPosition,
            anchorPoint == other.anchorPoint, anchorPointZ == other.anchorPointZ
        else { return false }
        return transform == other.transform && sublayerTransform == other.sublayerTransform
            && contentsScale == other.contentsScale && isGeometryFlipped == other.isGeometryFlipped
    }

    private func appearanceEquals(_ other: LayerProperties) -> Bool {
        guard backgroundColor == other.backgroundColor, opacity == other.opacity,
            isHidden == other.isHidden, cornerRadius == other.cornerRadius,
            maskedCorners == other.maskedCorners, cornerCurve == other.cornerCurve
        else { return false }
        guard borderWidth == other.borderWidth, borderColor == other.borderColor,
            masksToBounds == other.masksToBounds, isDoubleSided == other.isDoubleSided,
            allowsGroupOpacity == other.allowsGroupOpacity
        else { return false }
        return allowsEdgeAntialiasing == other.allowsEdgeAntialiasing
            && edgeAntialiasingMask == other.edgeAntialiasingMask
            && shouldRasterize == other.shouldRasterize
            && rasterizationScale == other.rasterizationScale && isOpaque == other.isOpaque
            && compositingFilterName == other.compositingFilterName && maskMode == other.maskMode
    }

    private func contentsEquals(_ other: LayerProperties) -> Bool {
        guard contents === other.contents, contentsDrawing == other.contentsDrawing,
            contentsGravity == other.contentsGravity,
            contentsRect == other.contentsRect, contentsCenter == other.contentsCenter
        else { return false }
        return minificationFilter == other.minificationFilter
            && minificationFilterBias == other.minificationFilterBias
            && magnificationFilter == other.magnificationFilter
    }

    private func shadowEquals(_ other: LayerProperties) -> Bool {
        shadowColor == other.shadowColor && shadowOpacity == other.shadowOpacity
            && shadowOffset == other.shadowOffset && shadowRadius == other.shadowRadius
            && shadowPath == other.shadowPath
    }
}

extension LayerProperties {
    /// The contents as the layer hands them out: the image, the drawing, or nil.
    var contentsValue: Any? {
        if let contents { return contents }
        return contentsDrawing
    }

    /// Sets the contents from a value handed to the layer: a `CGImage` or a
    /// ``RecordedDrawing`` is kept (clearing the other), anything else clears both.
    mutating func setContentsValue(_ value: Any?) {
        if let fade = value as? ContentsCrossfade {
            setContentsValue((fade.fraction < 0.5 ? fade.from : fade.to).base)
            contentsCrossfade = fade
            return
        }
        contents = value as? CGImage
        contentsDrawing = value as? RecordedDrawing
        contentsCrossfade = nil
    }
}

/// The values of ``LayerProperties`` that layers rarely set, shared between copies (an
/// immutable box; a change makes a new one).
final class RareLayerProperties: Sendable {
    /// The values, Apple's defaults in a new layer's.
    struct Values: Sendable {
        var cornerCurve: CALayerCornerCurve = .circular
        var contentsDrawing: RecordedDrawing?
        var contentsCrossfade: ContentsCrossfade?
        var contentsGravity: CALayerContentsGravity = .resize
        var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
        var minificationFilter: CALayerContentsFilter = .linear
        var minificationFilterBias: Float = 0
        var magnificationFilter: CALayerContentsFilter = .linear
        var shadowPath: PathData?
        var edgeAntialiasingMask: CAEdgeAntialiasingMask = [
            .layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge,
        ]
        var rasterizationScale: CGFloat = 1
        var isOpaque = false
        var compositingFilterName: String?
        var maskMode: LayerMaskMode = .alpha
        var extensions: [String: AnimationValue] = [:]
    }

    let values: Values

    init(_ values: Values) { self.values = values }

    /// The box of a new layer's values, shared by every layer that never changes them.
    static let defaults = RareLayerProperties(Values())
}
