import Foundation

/// An object that manages image-based content and its geometry, appearance and animations
/// (Apple's `CALayer`).
///
/// A layer is a mutable model object. Every property change goes through one path: it is
/// recorded in the current ``CATransaction`` (opening the implicit transaction if none is
/// open), and — for animatable keys of a layer that has already been part of a committed
/// transaction — the action for the key is looked up (``action(forKey:)``) and run, which
/// normally adds an implicit animation. Committing the transaction produces the layer's
/// immutable ``LayerSnapshot``, the renderers' input; ``presentation()`` evaluates it at the
/// current media time.
///
/// Layers are not thread-safe: use a layer tree from one thread at a time (Apple's rule for
/// UI layers). Coordinates follow iOS: origin top-left, y down, in points.
///
/// Differs from Apple: not an `NSObject`; key-value coding covers the keys of
/// ``LayerPropertyRegistry`` and custom keys, not arbitrary Objective-C properties.
open class CALayer: CAMediaTiming, AnimationHost {
    // The stored state touched on every change is `@exclusivity(unchecked)`: it is only
    // modified in short accesses that call no user code, and the runtime exclusivity check
    // cost more than the changes themselves (10,000-layer build benchmark).

    /// The values of the layer's properties (model values).
    @exclusivity(unchecked) var storage = LayerProperties()
    /// The object set as `contents`, kept for identity (storage holds it when it is a CGImage).
    var contentsObject: Any?
    /// The path set as `shadowPath`, kept for identity (storage holds its PathData).
    var shadowPathObject: CGPath?
    /// The sublayers, back to front.
    @exclusivity(unchecked) var sublayerList: [CALayer] = []
    /// The superlayer, or nil. Not a weak reference — a weakly referenced object counts its
    /// references in a side table, which made every retain and release of a parent layer (of
    /// every layer with sublayers) several times slower — but cleared by the superlayer's
    /// `deinit`: a layer is its superlayer's sublayer exactly while this points at it.
    unowned(unsafe) var superlayerReference: CALayer?
    /// The layer whose `mask` this layer is, or nil; cleared by that layer's `deinit`, as
    /// ``superlayerReference`` is.
    unowned(unsafe) var maskOwner: CALayer?
    /// The mask layer, or nil.
    var maskLayer: CALayer?

    /// Whether the layer's contents must be redrawn at the next display pass.
    @exclusivity(unchecked) var needsDisplayFlag = false
    /// Whether the layer's sublayers must be laid out at the next layout pass.
    @exclusivity(unchecked) var needsLayoutFlag = false

    /// The animations attached to the layer, in the order they were added.
    @exclusivity(unchecked) var attachedAnimations: [AttachedAnimation] = []
    /// A counter used to give nil-keyed animations unique keys.
    var unnamedAnimationCount = 0

    /// Whether the layer has been part of a committed transaction (implicit actions run only
    /// after that).
    @exclusivity(unchecked) var hasBeenCommitted = false
    /// The generation of the transaction the layer was last recorded in (avoids duplicates).
    @exclusivity(unchecked) var transactionMark: UInt64 = 0
    /// Whether the layer's snapshot node must be rebuilt at the next commit.
    @exclusivity(unchecked) var snapshotIsDirty = true
    /// The commit generation that last marked the layer's node dirty (stops the upward walk).
    @exclusivity(unchecked) var dirtyMark: UInt64 = 0
    /// The commit generation that last rebuilt the layer's tree from this root.
    @exclusivity(unchecked) var rebuildMark: UInt64 = 0
    /// The node built by the last commit that included the layer.
    @exclusivity(unchecked) var committedNode: LayerSnapshot?
    /// Whether the layer is registered with the thread's animation scheduler.
    @exclusivity(unchecked) var isScheduled = false
    #if DEBUG
        /// Debug builds: the transaction state (one per thread) whose open transaction holds
        /// the layer's uncommitted changes, or nil — to catch a layer changed on a second
        /// thread before the first committed it (``TransactionState/record(_:)``).
        @exclusivity(unchecked) var uncommittedOwner: ObjectIdentifier?
    #endif
    /// For a presentation copy, the model layer it was made from.
    var modelLayerReference: CALayer?
    /// The class's answers for the keys of the typed setters, and its name.
    let classTraits: LayerClassTraits

    /// The object that supplies content, layout and actions for the layer, or nil. Held
    /// weakly, as Apple's `delegate` (assign) is.
    open weak var delegate: CALayerDelegate?
    /// The layer's name, used by key paths of containers and for debugging; nil by default.
    open var name: String?
    /// Default values and actions for keys not otherwise set (Apple's `style`): the
    /// `"actions"` entry is searched by ``action(forKey:)``; a `"style"` entry chains to
    /// another style dictionary.
    open var style: [AnyHashable: Any]?
    /// Actions by key, searched by ``action(forKey:)`` after the delegate; a value that is
    /// `NSNull` means "no action".
    open var actions: [String: any CAAction]?
    /// Whether changing `bounds` (to a different value) marks the layer as needing display.
    /// Default false.
    open var needsDisplayOnBoundsChange = false
    /// Whether drawing may happen on a background thread (a hint; ignored). Default false.
    open var drawsAsynchronously = false
    /// The pixel format of the backing store `display()` draws (Apple's; default
    /// ``CALayerContentsFormat/RGBA8Uint``). Differs from Apple: stored only — Quartzite's
    /// frames are RGBA8, so every backing store is too.
    open var contentsFormat: CALayerContentsFormat = .RGBA8Uint {
        didSet {
            // An unknown format goes back to 8-bit colour, as Apple's does.
            if ![.RGBA8Uint, .RGBA16Float, .gray8Uint].contains(contentsFormat) { contentsFormat = .RGBA8Uint }
        }
    }
    /// Whether the layer's content may use extended dynamic range (Apple's; default false).
    /// Differs from Apple: stored only — frames are RGBA8 sRGB.
    open var wantsExtendedDynamicRangeContent = false

    /// Creates a layer with Apple's default property values. The new layer joins the current
    /// transaction (opening the implicit one), so the next commit includes it even if nothing
    /// is set on it.
    public init() {
        let state = TransactionState.current
        classTraits = state.traits(of: Self.self)
        state.record(self)
    }

    deinit {
        // The sublayers and the mask outlive their parent only if something else holds them.
        for sublayer in sublayerList where sublayer.superlayerReference === self { sublayer.superlayerReference = nil }
        if let maskLayer, maskLayer.maskOwner === self { maskLayer.maskOwner = nil }
    }

    /// Creates a copy of `layer`'s properties (not its sublayers, superlayer or animations);
    /// this is how presentation copies are made. Subclasses with their own stored state
    /// override it (`override init(layer: Any)`, as on Apple's platforms), call
    /// `super.init(layer:)` and copy their state when `layer` is of their class. The copy does
    /// not join a transaction.
    public init(layer: Any) {
        classTraits = TransactionState.current.traits(of: Self.self)
        guard let other = layer as? CALayer else { return }
        storage = other.storage
        contentsObject = other.contentsObject
        shadowPathObject = other.shadowPathObject
        delegate = other.delegate
        name = other.name
        style = other.style
        actions = other.actions
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        drawsAsynchronously = other.drawsAsynchronously
        contentsFormat = other.contentsFormat
        wantsExtendedDynamicRangeContent = other.wantsExtendedDynamicRangeContent
    }

    /// Creates a copy of `layer` through the receiving class's ``init(layer:)`` (so a
    /// subclass's override runs): how ``presentation()`` copies a layer of any class.
    ///
    /// Not Apple API. Swift can construct an instance of a dynamic subclass only through a
    /// `required` initializer; this one is a convenience initializer, so a subclass inherits it
    /// whenever it overrides both `init()` and `init(layer:)` (or neither) — the forms Apple's
    /// documentation and iOS code use. A subclass that defines other designated initializers
    /// and not `init()` writes `required convenience init(presentationCopyOf layer: CALayer) {
    /// self.init(layer: layer) }` (docs/porting.md).
    public required convenience init(presentationCopyOf layer: CALayer) {
        self.init(layer: layer)
    }

    // MARK: Geometry properties

    /// The layer's own coordinate rectangle, in points. Default `.zero`. Animatable. A size
    /// change marks the layer as needing layout (and display when
    /// ``needsDisplayOnBoundsChange``).
    open var bounds: CGRect {
        get { storage.bounds }
        set {
            // A negative size is standardised, as Apple's QuartzCore does (GNUstep's tests).
            let newValue = newValue.isNull || !newValue.width.isFinite || !newValue.height.isFinite ? newValue : newValue.standardized
            let resized = newValue.size != storage.bounds.size
            let changed = newValue != storage.bounds
            changeValue(.bounds) { $0.bounds = newValue }
            if resized { setNeedsLayout() }
            if changed && needsDisplayOnBoundsChange { setNeedsDisplay() }
        }
    }

    /// Where the anchor point lies in the superlayer's coordinate space, in points. Default
    /// `.zero`. Animatable.
    open var position: CGPoint {
        get { storage.position }
        set { changeValue(.position) { $0.position = newValue } }
    }

    /// The z component of the position, in points; higher is closer to the viewer. Default 0.
    /// Animatable.
    open var zPosition: CGFloat {
        get { storage.zPosition }
        set { changeValue(.zPosition) { $0.zPosition = newValue } }
    }

    /// The anchor point in unit coordinates of the bounds ((0, 0) top-left, (1, 1)
    /// bottom-right on iOS). Default (0.5, 0.5). Animatable.
    open var anchorPoint: CGPoint {
        get { storage.anchorPoint }
        set { changeValue(.anchorPoint) { $0.anchorPoint = newValue } }
    }

    /// The z component of the anchor point, in points. Default 0. Animatable.
    open var anchorPointZ: CGFloat {
        get { storage.anchorPointZ }
        set { changeValue(.anchorPointZ) { $0.anchorPointZ = newValue } }
    }

    /// The transform applied about the anchor point. Default identity. Animatable.
    open var transform: CATransform3D {
        get { storage.transform }
        set { changeValue(.transform) { $0.transform = newValue } }
    }

    /// The transform applied to the sublayers, about this layer's anchor point. Default
    /// identity. Animatable.
    open var sublayerTransform: CATransform3D {
        get { storage.sublayerTransform }
        set { changeValue(.sublayerTransform) { $0.sublayerTransform = newValue } }
    }

    /// The layer's rectangle in its superlayer's coordinates, derived (REFERENCE 7.2): with an
    /// identity transform `position − anchorPoint × bounds.size` and the bounds size;
    /// otherwise the bounding box of the transformed bounds. Setting it sets `position` and
    /// `bounds.size` (the bounds origin is kept), which may animate; `frame` itself is not
    /// animatable. Under a scale or translation the transform is taken back out, so the frame
    /// reads back as set (as Apple's QuartzCore does); under a rotation or skew Apple leaves
    /// the result undefined.
    open var frame: CGRect {
        get { LayerGeometry.frame(of: storage) }
        set {
            var target = storage
            LayerGeometry.setFrame(newValue, of: &target)
            position = target.position
            bounds = target.bounds
        }
    }

    /// Pixels per point of the contents. Default 1.
    open var contentsScale: CGFloat {
        get { storage.contentsScale }
        set { changeValue(.contentsScale) { $0.contentsScale = newValue } }
    }

    /// Whether the coordinate system of the sublayers is flipped vertically. Default false.
    open var isGeometryFlipped: Bool {
        get { storage.isGeometryFlipped }
        set { changeValue(.geometryFlipped) { $0.isGeometryFlipped = newValue } }
    }


    // MARK: Appearance properties

    /// The background fill, drawn inside the (rounded) bounds, or nil (the default). Animatable.
    open var backgroundColor: CGColor? {
        get { storage.backgroundColor }
        set { changeValue(.backgroundColor) { $0.backgroundColor = newValue } }
    }

    /// The opacity, 0…1. Default 1. Animatable.
    open var opacity: Float {
        get { storage.opacity }
        set { changeValue(.opacity) { $0.opacity = newValue } }
    }

    /// Whether the layer and its sublayers are not drawn. Default false. Animatable (discretely).
    open var isHidden: Bool {
        get { storage.isHidden }
        set { changeValue(.hidden) { $0.isHidden = newValue } }
    }

    /// The radius of the rounded corners of the background and border, in points. Default 0. Animatable.
    open var cornerRadius: CGFloat {
        get { storage.cornerRadius }
        set { changeValue(.cornerRadius) { $0.cornerRadius = newValue } }
    }

    /// The corners ``cornerRadius`` rounds. Default all four. Bits that are not corners are
    /// dropped (as Apple's are).
    open var maskedCorners: CACornerMask {
        get { storage.maskedCorners }
        set {
            let corners = newValue.intersection([.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
            changeValue(.maskedCorners) { $0.maskedCorners = corners }
        }
    }

    /// The curve of the rounded corners. Default ``CALayerCornerCurve/circular``; a curve Core
    /// Animation does not know puts it back to circular (as Apple's does).
    open var cornerCurve: CALayerCornerCurve {
        get { storage.cornerCurve }
        set {
            let curve = [.circular, .continuous].contains(newValue) ? newValue : CALayerCornerCurve.circular
            changeValue(.cornerCurve) { $0.cornerCurve = curve }
        }
    }

    /// The border width, inset inside the bounds, in points. Default 0. Animatable.
    open var borderWidth: CGFloat {
        get { storage.borderWidth }
        set { changeValue(.borderWidth) { $0.borderWidth = newValue } }
    }

    /// The border colour. Default opaque black. Animatable.
    open var borderColor: CGColor? {
        get { storage.borderColor }
        set { changeValue(.borderColor) { $0.borderColor = newValue } }
    }

    /// Whether contents and sublayers are clipped to the (rounded) bounds. Default false. Animatable (discretely).
    open var masksToBounds: Bool {
        get { storage.masksToBounds }
        set { changeValue(.masksToBounds) { $0.masksToBounds = newValue } }
    }

    /// Whether the layer is drawn when its back faces the viewer. Default true. Not animated implicitly.
    open var isDoubleSided: Bool {
        get { storage.isDoubleSided }
        set { changeValue(.doubleSided) { $0.isDoubleSided = newValue } }
    }

    /// How the contents fit the bounds. Default ``CALayerContentsGravity/resize``. A name Core
    /// Animation does not know becomes ``CALayerContentsGravity/center`` (as Apple's QuartzCore
    /// reads it back, measured by GNUstep's tests).
    open var contentsGravity: CALayerContentsGravity {
        get { storage.contentsGravity }
        set {
            let gravity = CALayerContentsGravity.known.contains(newValue) ? newValue : .center
            changeValue(.contentsGravity) { $0.contentsGravity = gravity }
        }
    }

    /// The unit rectangle of the contents image to draw. Default (0, 0, 1, 1). Animatable.
    open var contentsRect: CGRect {
        get { storage.contentsRect }
        set { changeValue(.contentsRect) { $0.contentsRect = newValue } }
    }

    /// The unit rectangle (relative to ``contentsRect``) of the stretchable centre of a nine-part image. Default (0, 0, 1, 1). Animatable.
    open var contentsCenter: CGRect {
        get { storage.contentsCenter }
        set { changeValue(.contentsCenter) { $0.contentsCenter = newValue } }
    }

    /// The filter used when the contents are drawn smaller. Default ``CALayerContentsFilter/linear``.
    open var minificationFilter: CALayerContentsFilter {
        get { storage.minificationFilter }
        set { changeValue(.minificationFilter) { $0.minificationFilter = newValue } }
    }

    /// Added to the level of detail (log₂ of texels per pixel) at which trilinear minification
    /// samples the contents' mip levels: positive is blurrier, negative sharper. Default 0.
    open var minificationFilterBias: Float {
        get { storage.minificationFilterBias }
        set { changeValue(.minificationFilterBias) { $0.minificationFilterBias = newValue } }
    }

    /// The filter used when the contents are drawn larger. Default ``CALayerContentsFilter/linear``.
    open var magnificationFilter: CALayerContentsFilter {
        get { storage.magnificationFilter }
        set { changeValue(.magnificationFilter) { $0.magnificationFilter = newValue } }
    }

    /// The shadow colour. Default opaque black. Animatable.
    open var shadowColor: CGColor? {
        get { storage.shadowColor }
        set { changeValue(.shadowColor) { $0.shadowColor = newValue } }
    }

    /// The shadow opacity, 0…1. Default 0 (no shadow). Animatable.
    open var shadowOpacity: Float {
        get { storage.shadowOpacity }
        set { changeValue(.shadowOpacity) { $0.shadowOpacity = newValue } }
    }

    /// The shadow offset, in points. Default (0, −3). Animatable.
    open var shadowOffset: CGSize {
        get { storage.shadowOffset }
        set { changeValue(.shadowOffset) { $0.shadowOffset = newValue } }
    }

    /// The shadow blur radius, in points. Default 3. Animatable.
    open var shadowRadius: CGFloat {
        get { storage.shadowRadius }
        set { changeValue(.shadowRadius) { $0.shadowRadius = newValue } }
    }

    /// Whether an opacity below 1 composites the layer and its sublayers as one group. Default true.
    open var allowsGroupOpacity: Bool {
        get { storage.allowsGroupOpacity }
        set { changeValue(.allowsGroupOpacity) { $0.allowsGroupOpacity = newValue } }
    }

    /// Whether the edges in ``edgeAntialiasingMask`` are antialiased. Default false.
    open var allowsEdgeAntialiasing: Bool {
        get { storage.allowsEdgeAntialiasing }
        set { changeValue(.allowsEdgeAntialiasing) { $0.allowsEdgeAntialiasing = newValue } }
    }

    /// The edges antialiased when ``allowsEdgeAntialiasing`` is true. Default all four.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { storage.edgeAntialiasingMask }
        set { changeValue(.edgeAntialiasingMask) { $0.edgeAntialiasingMask = newValue } }
    }

    /// Whether the layer is rendered into a bitmap that is reused. Default false.
    open var shouldRasterize: Bool {
        get { storage.shouldRasterize }
        set { changeValue(.shouldRasterize) { $0.shouldRasterize = newValue } }
    }

    /// The scale of the rasterized bitmap, in pixels per point. Default 1.
    open var rasterizationScale: CGFloat {
        get { storage.rasterizationScale }
        set { changeValue(.rasterizationScale) { $0.rasterizationScale = newValue } }
    }

    /// Whether the layer's backing store is opaque. Default false. When true, the store that
    /// `display()` draws into (``draw(in:)``) starts black and keeps no transparency, as Core
    /// Animation's opaque backing stores do; images set as `contents` keep their alpha.
    open var isOpaque: Bool {
        get { storage.isOpaque }
        set { changeValue(.opaque) { $0.isOpaque = newValue } }
    }

    /// A filter that combines the layer and its sublayers, composited as one group, with what
    /// is behind them; nil (the default) for source-over. Animatable (CALayer.h): changing it
    /// on a layer already on screen runs the `"compositingFilter"` action, by default a
    /// cross-dissolve (fade `CATransition`, added under `"transition"`) of the transaction's
    /// duration, as the Core Animation Programming Guide gives it; an explicit animation of it
    /// changes discretely. The renderers blend both sides of such a fade with the new filter,
    /// so the blend itself changes on the fade's first frame.
    ///
    /// Differs from Apple: Core Image filters do not exist on Linux. A string naming a blend
    /// mode, as iOS accepts and lottie-ios sets (`"multiplyBlendMode"`, `"screenBlendMode"`,
    /// … — every name of ``LayerBlendMode``), is drawn with the W3C blend formulas; any other
    /// value is kept (read back as its description when it is not a string) and drawn as if
    /// nil, with a notice logged once by the renderer.
    open var compositingFilter: Any? {
        get { storage.compositingFilterName }
        set { changeValue(.compositingFilter) { $0.compositingFilterName = CALayer.compositingFilterName(of: newValue) } }
    }

    /// Which value of this layer's rendering masks the layer whose ``mask`` it is: its alpha
    /// (the default, Core Animation's only behaviour), its luminance, or either inverted (the
    /// masked layer shows where this layer draws nothing, including outside its bounds).
    /// Read from the mask layer; ignored on a layer that is no mask. Not animatable.
    ///
    /// Not Apple API: a Quartzite extension for After Effects' and Lottie's track mattes.
    open var maskMode: LayerMaskMode {
        get { storage.maskMode }
        set { changeValue(.maskMode) { $0.maskMode = newValue } }
    }

    /// The layer's content: a `CGImage`, or the ``RecordedDrawing`` that ``display()`` made
    /// from ``draw(in:)``, drawn in the bounds per ``contentsGravity``; nil by default.
    /// Animatable (discretely, or with a transition). Differs from Apple: an object that is
    /// neither is kept and read back but not drawn; the backing store ``display()`` makes is
    /// a `RecordedDrawing` (a display list, rasterized by the renderer), not a bitmap.
    open var contents: Any? {
        get { contentsObject }
        set {
            contentsObject = newValue
            changeValue(.contents) { $0.setContentsValue(newValue) }
        }
    }

    /// The shape of the shadow in layer coordinates, or nil (the layer's alpha; the default).
    /// Animatable.
    open var shadowPath: CGPath? {
        get { shadowPathObject }
        set {
            shadowPathObject = newValue
            changeValue(.shadowPath) { $0.shadowPath = newValue?.pathData }
        }
    }

    // MARK: CAMediaTiming (layer time, REFERENCE 1.1 and 1.10)


    /// The start of the layer's time in its superlayer's time, in seconds. Default 0.
    open var beginTime: CFTimeInterval {
        get { storage.timing.beginTime }
        set { changeValue(.beginTime) { $0.timing.beginTime = newValue } }
    }

    /// An offset added to the layer's local time, in seconds. Default 0.
    open var timeOffset: CFTimeInterval {
        get { storage.timing.timeOffset }
        set { changeValue(.timeOffset) { $0.timing.timeOffset = newValue } }
    }

    /// The layer's simple duration in seconds (unused by the layer time map). Default 0.
    open var duration: CFTimeInterval {
        get { storage.timing.duration }
        set { changeValue(.duration) { $0.timing.duration = newValue } }
    }

    /// How fast the layer's time runs relative to its superlayer's (0 pauses). Default 1.
    open var speed: Float {
        get { storage.timing.speed }
        set { changeValue(.speed) { $0.timing.speed = newValue } }
    }

    /// The layer's repeat count (unused by the layer time map). Default 0.
    open var repeatCount: Float {
        get { storage.timing.repeatCount }
        set { changeValue(.repeatCount) { $0.timing.repeatCount = newValue } }
    }

    /// The layer's repeat duration in seconds (unused by the layer time map). Default 0.
    open var repeatDuration: CFTimeInterval {
        get { storage.timing.repeatDuration }
        set { changeValue(.repeatDuration) { $0.timing.repeatDuration = newValue } }
    }

    /// Whether the layer's time autoreverses (unused by the layer time map). Default false.
    open var autoreverses: Bool {
        get { storage.timing.autoreverses }
        set { changeValue(.autoreverses) { $0.timing.autoreverses = newValue } }
    }

    /// The layer's fill mode (unused by the layer time map). Default ``CAMediaTimingFillMode/removed``.
    open var fillMode: CAMediaTimingFillMode {
        get { storage.timing.fillMode }
        set { changeValue(.fillMode) { $0.timing.fillMode = newValue } }
    }

    // MARK: Tree properties

    /// The sublayers, back to front, or nil when there are none. Setting it removes the old
    /// sublayers and adds the new ones in order (a layer that would create a cycle is
    /// refused, see ``addSublayer(_:)``).
    open var sublayers: [CALayer]? {
        get { sublayerList.isEmpty ? nil : sublayerList }
        set { replaceAllSublayers(with: newValue ?? []) }
    }

    /// The layer whose sublayers include this one — or, for a mask, the layer it masks (as
    /// Apple's QuartzCore answers, measured by GNUstep's tests) — or nil.
    open var superlayer: CALayer? { superlayerReference ?? maskOwner }

    /// A layer whose alpha masks this layer's content (in this layer's coordinates), or nil.
    /// A mask's superlayer is the layer it masks; setting a layer that is another's sublayer
    /// removes it from there first.
    open var mask: CALayer? {
        get { maskLayer }
        set { replaceMask(with: newValue) }
    }

    // MARK: Keys, defaults and actions (overridable)

    /// Apple's default value for `key`: the registered default (see
    /// ``propertyDescriptor(forKey:)``) as key-value coding hands it out, the defaults
    /// CALayer.h gives the model-only keys (`needsDisplayOnBoundsChange`,
    /// `drawsAsynchronously`, `wantsExtendedDynamicRangeContent`: false; `contentsFormat`:
    /// `.RGBA8Uint`), or nil.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "needsDisplayOnBoundsChange", "drawsAsynchronously", "wantsExtendedDynamicRangeContent": false
        case "contentsFormat": CALayerContentsFormat.RGBA8Uint
        default: propertyDescriptor(forKey: key)?.defaultValue?.anyValue
        }
    }

    /// Whether changing `key` requires the layer to redisplay. Subclasses return true for
    /// custom keys whose drawing depends on them; the layer then redraws for every frame of an
    /// animation of the key. It gives the key no implicit animation (as on Apple's platforms:
    /// override `action(forKey:)` for one).
    open class func needsDisplay(forKey key: String) -> Bool {
        propertyDescriptor(forKey: key)?.needsDisplay ?? false
    }

    /// The content the class draws itself besides `contents` (overridden by `CAShapeLayer`,
    /// `CATextLayer` and `CAGradientLayer`); the snapshot carries it to the renderers.
    class var contentKind: LayerContentKind { .none }

    /// For an emitter layer, its emission history as of the commit building its snapshot node
    /// (overridden by `CAEmitterLayer`); nil for other layers.
    func emissionHistoryForSnapshot() -> EmissionHistory? { nil }

    /// The description of `key` in the registry of layer keys, or nil for keys the class does
    /// not declare. Subclasses that add keys override this, return their descriptors and
    /// defer to `super`. Not Apple API.
    open class func propertyDescriptor(forKey key: String) -> LayerPropertyDescriptor? {
        LayerPropertyRegistry.descriptor(forKey: key)
    }

    /// Whether changing `key` (not animatable itself) makes the layer draw different contents
    /// that Core Animation cross-dissolves to, through the `"contents"` action: a text layer's
    /// string and how it is set. False for `CALayer`.
    class func redrawsContents(forKey key: String) -> Bool { false }

    /// The class's action for `event`, consulted by ``action(forKey:)`` after the delegate,
    /// ``actions`` and ``style``. Returns nil: the implicit animation of animatable keys is
    /// made by ``action(forKey:)`` itself, because it needs the layer's presentation value.
    open class func defaultAction(forKey event: String) -> (any CAAction)? {
        nil
    }

    /// The action for `event` (REFERENCE 9): none while `CATransaction.disableActions()`;
    /// otherwise the first of the current ``LayerActionScope`` provider, the delegate's
    /// `action(for:forKey:)`, ``actions``, the `"actions"` dictionaries of ``style`` (walking
    /// the style chain), `defaultAction(forKey:)` and — for animatable keys — the implicit
    /// animation: a `CABasicAnimation` of `event` from the current presentation value, with the
    /// transaction's duration (0.25 s by default) and timing function (else `.default`); for
    /// `compositingFilter`, a fade `CATransition` of the same duration and timing. Nil from a
    /// source means "go on"; `NSNull` from any source means "no action" (nil result).
    open func action(forKey event: String) -> (any CAAction)? {
        lookUpAction(forKey: event)
    }

    // MARK: Key-value coding (overridable)

    /// The value of `key`: a registered property (Apple's key names, e.g. `"hidden"`), a
    /// tree or identity key (`"sublayers"`, `"mask"`, `"name"`, …), or a custom key set with
    /// ``setValue(_:forKey:)`` (its `defaultValue(forKey:)` until set).
    open func value(forKey key: String) -> Any? {
        keyValue(forKey: key)
    }

    /// Sets the value of `key` through the same change path as the typed properties. A value
    /// of the wrong type for a registered key is refused: nothing changes and one line naming
    /// the key goes to standard error. Differs from Apple: Apple raises an exception.
    open func setValue(_ value: Any?, forKey key: String) {
        setKeyValue(value, forKey: key)
    }

    // MARK: Display and layout (overridable)

    /// Supplies the layer's content. With a delegate, calls its `display(_:)`, whose default
    /// implementation does what a layer without a delegate does: records a new backing store
    /// of ⌈bounds size × contentsScale⌉ pixels with ``draw(in:)`` and sets it as ``contents``
    /// (a ``RecordedDrawing``; nil when nothing was drawn or the bounds are empty). Called by
    /// ``displayIfNeeded()`` and at commit for layers marked with ``setNeedsDisplay()``.
    ///
    /// The context's user space is the layer's bounds space in points (origin top-left, y
    /// down, as for UIKit-drawn layers on iOS); its base CTM scales by `contentsScale` and
    /// translates by −`bounds.origin`; when ``contentsAreFlipped()`` is true it is also
    /// flipped vertically, as Apple does, because the renderer then draws the contents flipped.
    ///
    /// Differs from Apple: Swift cannot ask whether a delegate implements `display(_:)`, so
    /// the protocol's default implementation performs the drawing (see ``CALayerDelegate``).
    open func display() {
        // Drawing outright clears the request for it, as Apple's does.
        needsDisplayFlag = false
        if let delegate {
            delegate.display(self)
        } else {
            displayIntoBackingStore()
        }
    }

    /// Draws the layer's content into `ctx` (user space: the layer's bounds, in points):
    /// calls the delegate's `draw(_:in:)`. Subclasses override it to draw; called by
    /// ``display()``.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Whether the value of `key` is written when the layer is archived (Apple's; the default
    /// is true). Subclasses override it to leave keys out. Differs from Apple: layers are not
    /// archived on Linux (no `NSCoding`), so nothing asks.
    open func shouldArchiveValue(forKey key: String) -> Bool {
        true
    }

    /// Paints the layer and its sublayers into `ctx`, in the layer's coordinate space
    /// (points), from their model values (animations are ignored, as Apple's are): each
    /// layer's shadow (of its `shadowPath`, else of everything the layer draws, its sublayers
    /// included; clipped by `masksToBounds` as Core Animation clips it), background (rounded by `cornerRadius`), its
    /// contents (an image placed by `contentsGravity`, `contentsRect`, `contentsScale` and
    /// `contentsCenter`, upright as the layer shows it, or its `draw(in:)` for drawn content), a
    /// shape layer's fill and stroke, a gradient layer's axial, radial or conic gradient, a
    /// text layer's text, the sublayers (by `zPosition`) and the border, clipped by
    /// `masksToBounds`, with hidden layers skipped and opacities multiplied into each paint — a
    /// layer below full opacity with sublayers, when `allowsGroupOpacity`, as one group (a
    /// transparency layer), as the compositor shows it.
    ///
    /// As Apple's, layers under 3D transforms are skipped and masks and filters are not drawn.
    /// For frames as the compositor shows them use `FrameRenderer` (QuartziteRender).
    open func render(in ctx: CGContext) {
        baseRender(in: ctx)
    }

    /// Lays out the sublayers: calls the delegate's `layoutSublayers(of:)`. Called by
    /// ``layoutIfNeeded()`` and at commit for layers marked with ``setNeedsLayout()``.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// The layer's preferred size in its superlayer's coordinates: the size of its bounds
    /// through its transform (the frame's size).
    open func preferredFrameSize() -> CGSize {
        frame.size
    }

    // MARK: Hit testing (overridable)

    /// The farthest descendant (or this layer) that contains `p`, a point in the superlayer's
    /// coordinates (this layer's parent plane for a root); nil when none does. Hidden layers
    /// and their sublayers are skipped; with ``masksToBounds`` points outside the bounds miss
    /// the sublayers too. Sublayers are tried front to back (higher `zPosition` first, then
    /// later siblings first). Points are mapped through full 3D transforms with flattening.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        performHitTest(p)
    }

    /// Whether `p`, in this layer's coordinates, lies inside its bounds.
    open func contains(_ p: CGPoint) -> Bool {
        storage.bounds.contains(p)
    }

    // MARK: Animations (overridable)

    /// Attaches a copy of `anim` under `key` (a nil key gets a unique one; a ``CATransition``
    /// always goes under `kCATransition`, "transition", as Apple's does), replacing an
    /// animation with the same key (its delegate hears `animationDidStop(_:finished: false)`).
    /// The copy is compiled at once (with the transaction's animation duration for a duration
    /// of 0); a `beginTime` of 0 becomes the commit time in the layer's time space when the
    /// transaction commits (REFERENCE 1.9). An animation that cannot be compiled (no key path,
    /// values of the wrong type) is attached but changes nothing, and one line naming the
    /// problem goes to standard error. So is an animation of a key the class does not declare
    /// animatable (`frame`, `geometryFlipped`, …): as on Apple's render server it changes
    /// nothing (QA1620), though it runs, ends and tells its delegate as any animation does.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        attach(anim, forKey: key)
    }

    // MARK: Sublayers (overridable)

    /// Appends `layer` to the sublayers (frontmost), removing it from its previous superlayer.
    ///
    /// Adding a layer to itself or to its own subtree (or to the subtree of a layer it masks)
    /// would make a cycle: it is refused — nothing changes and one line goes to standard
    /// error. Differs from Apple: Apple raises an exception; Quartzite neither traps nor
    /// hangs, so a renderer running beside a faulty script keeps going.
    open func addSublayer(_ layer: CALayer) {
        baseAddSublayer(layer)
    }

    /// Inserts `layer` at `idx` in the sublayers (0 = backmost), removing it from its previous
    /// superlayer; an index past the end appends. Cycles are refused as in ``addSublayer(_:)``.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        baseInsertSublayer(layer, at: idx)
    }

    /// Inserts `layer` directly below `sibling` (behind it); a nil or foreign sibling inserts
    /// at the back. Cycles are refused as in ``addSublayer(_:)``.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        baseInsertSublayer(layer, below: sibling)
    }

    /// Inserts `layer` directly above `sibling` (in front of it); a nil or foreign sibling
    /// appends at the front. Cycles are refused as in ``addSublayer(_:)``.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        baseInsertSublayer(layer, above: sibling)
    }

    /// Replaces the sublayer `oldLayer` with `newLayer` at the same index. Refused (one line
    /// on standard error) when `oldLayer` is not a sublayer or `newLayer` would make a cycle.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        baseReplaceSublayer(oldLayer, with: newLayer)
    }

    /// Removes the layer from its superlayer (or from the layer it masks).
    open func removeFromSuperlayer() {
        baseRemoveFromSuperlayer()
    }

    // MARK: Scrolling (overridable; CAScrollLayer.h's CALayerScrolling)

    /// Scrolls the closest ``CAScrollLayer`` — the layer itself when it is one (as Apple's
    /// QuartzCore does, measured by GNUstep's tests), else its closest ancestor — so that `p`,
    /// a point in this layer's coordinates (points), becomes its bounds origin (its top-left
    /// corner): `p` converted into the scroll layer's coordinates is passed to its
    /// `scroll(to:)`, which honours its `scrollMode`. Does nothing when there is none.
    open func scroll(_ p: CGPoint) {
        baseScroll(p)
    }

    /// Scrolls the closest ``CAScrollLayer`` (the layer itself when it is one, else its closest
    /// ancestor) as little as needed for `r`, a rectangle in this layer's coordinates (points),
    /// to become visible: `r` converted into the scroll layer's coordinates (its bounding box)
    /// is passed to its `scroll(to:)`. Does nothing when there is none.
    open func scrollRectToVisible(_ r: CGRect) {
        baseScrollRectToVisible(r)
    }

    /// The part of the layer's bounds, in its own coordinates (points), that its ancestor
    /// scroll layers do not clip away: the bounds intersected with the visible rectangle of
    /// the closest ancestor ``CAScrollLayer`` converted into this layer (the bounding box when
    /// transforms rotate it), which in turn is that scroll layer's bounds cut by its own
    /// ancestors' scroll layers. The bounds when no ancestor is a scroll layer; `CGRect.null`
    /// when nothing is visible. Other clipping (`masksToBounds` of layers that are not scroll
    /// layers, hidden layers, the canvas) is not considered (CAScrollLayer.h: "the area not
    /// clipped by the containing scroll layer"). Model values, like `frame`.
    open var visibleRect: CGRect {
        baseVisibleRect
    }

    // MARK: Display and layout marks (overridable)

    /// Marks the layer's contents as needing to be redrawn; ``display()`` runs at the next
    /// commit (or ``displayIfNeeded()``).
    open func setNeedsDisplay() {
        baseSetNeedsDisplay()
    }

    /// Marks the region `r` (layer coordinates) as needing redraw. Quartzite redraws the
    /// whole layer, so this is ``setNeedsDisplay()``.
    open func setNeedsDisplay(_ r: CGRect) {
        baseSetNeedsDisplay(r)
    }

    /// Whether the layer is marked as needing display.
    open func needsDisplay() -> Bool {
        baseNeedsDisplay()
    }

    /// Calls ``display()`` now when the layer is marked as needing display, and clears the mark.
    open func displayIfNeeded() {
        baseDisplayIfNeeded()
    }

    /// Marks the layer as needing layout; ``layoutSublayers()`` runs at the next commit (or
    /// ``layoutIfNeeded()``).
    open func setNeedsLayout() {
        baseSetNeedsLayout()
    }

    /// Whether the layer is marked as needing layout.
    open func needsLayout() -> Bool {
        baseNeedsLayout()
    }

    /// Lays out the layer now if it is marked: from its outermost marked ancestor down (they
    /// may move it), each marked layer runs ``layoutSublayers()``, then its marked sublayers.
    open func layoutIfNeeded() {
        baseLayoutIfNeeded()
    }

    // MARK: Coordinate conversion (overridable)

    /// Converts `p` from the coordinates of `l` to this layer's coordinates, in points.
    ///
    /// The point is mapped up from `l` to the nearest common ancestor and down to this layer
    /// through each layer's full 3D matrix, flattened into each superlayer's plane (the z
    /// coordinate is dropped between levels, as Core Animation renders). A nil `l`, or a layer
    /// of another tree, stands for the plane the root's `position` is given in. A point that
    /// has no image (behind the eye, or on a plane seen edge-on) has NaN coordinates.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        baseConvert(p, from: l)
    }

    /// Converts `p` from this layer's coordinates to those of `l` (see the
    /// `convert(_:from:)`), in points.
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        baseConvert(p, to: l)
    }

    /// Converts `r` from the coordinates of `l` to this layer's: the smallest rectangle that
    /// contains its four converted corners, in points.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        baseConvert(r, from: l)
    }

    /// Converts `r` from this layer's coordinates to those of `l`: the smallest rectangle that
    /// contains its four converted corners, in points.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        baseConvert(r, to: l)
    }

    // MARK: Time conversion (overridable)

    /// Converts `t` from the local time of `l` (nil: absolute media time, the time of
    /// `CACurrentMediaTime()`) to this layer's local time, in seconds (REFERENCE 1.10): up
    /// from `l` to the common ancestor with the inverse maps, then down to this layer with
    /// `(t − beginTime) × speed + timeOffset` per level. A mask's time parent is the layer it
    /// masks. The inverse through a layer with speed 0 is undefined (non-finite).
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        baseConvertTime(t, from: l)
    }

    /// Converts `t` from this layer's local time to the local time of `l` (nil: absolute
    /// media time), in seconds. See ``convertTime(_:from:)``.
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        baseConvertTime(t, to: l)
    }

    // MARK: Geometry helpers (overridable)

    /// Whether the contents are implicitly flipped against the layer's own coordinate space:
    /// true when an odd number of layers from this one up to the root, this one included, are
    /// geometry-flipped. The context ``draw(in:)`` gets from the default ``display()`` is then
    /// flipped vertically, so that what it draws lands where the layer's geometry puts it;
    /// images set as `contents` show upright either way.
    open func contentsAreFlipped() -> Bool {
        baseContentsAreFlipped()
    }

    /// The transform as an affine transform (its 2D part; undefined if it is not affine).
    open func affineTransform() -> CGAffineTransform {
        baseAffineTransform()
    }

    /// Sets the transform from an affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) {
        baseSetAffineTransform(m)
    }

    // MARK: Presentation and model (overridable)

    /// A copy of the layer holding the values shown at the current media time — the committed
    /// model values with the committed animations applied, evaluated from the layer's
    /// ``committedSnapshot`` by the same path the renderers use — or nil when the layer has
    /// never been committed. Called on a presentation copy it returns that copy.
    ///
    /// The copy's sublayers are the presentation copies of the layer's committed sublayers, so
    /// `presentation()?.sublayers` walks the presentation tree as on Apple's systems.
    ///
    /// Differs from Apple: the copy of the layer asked has no superlayer (ask the superlayer
    /// for its presentation), and its `contents` is the presentation image or drawing.
    open func presentation() -> Self? {
        basePresentation()
    }

    /// The model layer of a presentation copy; the layer itself for a model layer.
    open func model() -> Self {
        baseModel()
    }

    // MARK: Animation management (overridable)

    /// A copy of the animation attached under `key`, or nil (Apple's `animation(forKey:)`
    /// returns the layer's immutable copy; changing the returned object has no effect).
    open func animation(forKey key: String) -> CAAnimation? {
        baseAnimation(forKey: key)
    }

    /// Removes the animation attached under `key`; its delegate hears
    /// `animationDidStop(_:finished: false)` if it was running.
    open func removeAnimation(forKey key: String) {
        baseRemoveAnimation(forKey: key)
    }

    /// Removes every attached animation (see ``removeAnimation(forKey:)``).
    open func removeAllAnimations() {
        baseRemoveAllAnimations()
    }

    /// The keys of the attached animations in the order they were added (and are applied),
    /// or nil when there are none.
    open func animationKeys() -> [String]? {
        baseAnimationKeys()
    }

    // MARK: Key paths (overridable)

    /// The value at `keyPath`: a key, or a structured property and a component
    /// (`"position.x"`, `"bounds.size.width"`, `"transform.rotation.z"`, `"transform.scale"`;
    /// transform components are read from the matrix's decomposition; on an emitter layer,
    /// `"emitterCells.<name>.<key>"` reads a cell's value). Nil for an unknown component.
    open func value(forKeyPath keyPath: String) -> Any? {
        baseValue(forKeyPath: keyPath)
    }

    /// Sets the value at `keyPath` (see ``value(forKeyPath:)``; on an emitter layer
    /// `"emitterCells.<name>.<key>"` changes a cell, as Apple's); a component change replaces
    /// the whole property through the change path (so `transform.rotation.z` recomposes the
    /// matrix and may animate `transform`). A wrong key path or value type is refused with
    /// one line on standard error.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        baseSetValue(value, forKeyPath: keyPath)
    }
}
