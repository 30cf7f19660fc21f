import Foundation

/// A layer that draws a string, laid out in its bounds (origin top-left, y down) and drawn
/// between its contents and its first sublayer.
///
/// As in Core Animation, the text is drawn into a backing store of ⌈bounds size ×
/// `contentsScale`⌉ pixels and clipped to the bounds: the layer's `contentsScale` (default 1)
/// alone sets the resolution, whatever the scale the layer is shown at, so a text layer shown
/// at 2 pixels per point with the default `contentsScale` is blurry, as on a Retina screen; set
/// `contentsScale` to the scale it is shown at for sharp text. Lines start at the top of the
/// bounds; a `\n` starts a new paragraph.
///
/// Text is shaped with HarfBuzz and laid out by pango (bidirectional text, complex scripts,
/// font fallback through fontconfig), so the fonts on the system decide the glyphs: Quartzite's
/// setup installs Liberation Sans (which replaces Helvetica and Arial, metric for metric),
/// DejaVu Sans (Arabic, Hebrew and most other scripts) and WenQuanYi Micro Hei (Chinese,
/// Japanese, Korean). Antialiasing is greyscale, without hinting, with fractional glyph
/// positions: the same text draws the same pixels on every renderer and every run.
///
/// `fontSize` and `foregroundColor` are animatable; the other properties change discretely.
/// An attributed `string` ignores `font`, `fontSize` and `foregroundColor`: its runs carry
/// their own (see ``string``).
open class CATextLayer: CALayer {
    override class var contentKind: LayerContentKind { .text }

    /// Creates a text layer with Apple's defaults: no string, Helvetica 36, opaque white, not
    /// wrapped, not truncated, natural alignment.
    public override init() {
        super.init()
    }

    /// Creates a copy of `layer`'s properties (see `CALayer.init(layer:)`).
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    /// The text: a `String` (or `NSString`), an `NSAttributedString` (copied, as Apple's
    /// `copy` property does), or nil (nothing drawn; the default). Other values are refused.
    ///
    /// An attributed string's runs are drawn with these attributes, by Apple's names:
    /// ``Foundation/NSAttributedString/Key/font`` (`"NSFont"`, Core Text's
    /// `kCTFontAttributeName`): a ``CTFont`` (name and size) or a `String` naming the font at
    /// 12 points; ``Foundation/NSAttributedString/Key/foregroundColor`` (`"NSColor"`) or
    /// `kCTForegroundColorAttributeName` (`"CTForegroundColor"`): a `CGColor`;
    /// ``Foundation/NSAttributedString/Key/kern`` (`"NSKern"`): points added after each
    /// character; ``Foundation/NSAttributedString/Key/strokeWidth`` (`"NSStrokeWidth"`, percent
    /// of the font size: positive strokes the outlines only, negative fills and then strokes
    /// them) and ``Foundation/NSAttributedString/Key/strokeColor`` (`"NSStrokeColor"`, default
    /// the foreground colour); ``Foundation/NSAttributedString/Key/underlineStyle`` and
    /// ``Foundation/NSAttributedString/Key/strikethroughStyle`` (``NSUnderlineStyle`` bits:
    /// single, thick and double lines at the font's underline and strikethrough positions;
    /// patterns drawn solid) with their colours. A run without them takes Core Text's
    /// defaults, Helvetica 12 and opaque black, not the layer's `font`, `fontSize` and
    /// `foregroundColor` (as in Core Animation). Other attributes are ignored: paragraph styles
    /// (as Apple's text layer ignores them: draw with ``CTFrameDraw(_:_:)`` for those),
    /// shadows, ….

    /// Changing `string`, `font`, `alignmentMode`, `isWrapped` or `truncationMode` of a layer
    /// already on screen runs the `"contents"` action, as Core Animation redraws the text into
    /// new contents: by default a cross-dissolve of the transaction's duration (0.25 s), the
    /// implicit fade that `actions = ["contents": NSNull()]` or disabled actions turn off.
    override class func redrawsContents(forKey key: String) -> Bool {
        [Key.string, Key.font, Key.alignmentMode, Key.wrapped, Key.truncationMode].contains(key)
    }

    open var string: Any? {
        get { storedString?.original }
        set { setValue(newValue, forKey: Key.string) }
    }

    /// The font of a plain `string`: a font name (`String`, a family such as `"Helvetica"`,
    /// `"DejaVu Sans"`, optionally with a PostScript style suffix such as `"Helvetica-Bold"`),
    /// a ``CTFont`` (its name; its size is ignored: `fontSize` applies, as in Core Animation)
    /// or a `CGFont` (its name). Default (and after nil): `"Helvetica"`. Not animatable. Fonts
    /// the system lacks are replaced by fontconfig's closest match (Helvetica by Liberation
    /// Sans).
    ///
    /// Differs from Apple: typed `Any?` (Apple's `CFTypeRef?`; any value converts, as a
    /// `CFTypeRef` does).
    open var font: Any? {
        get { storage.extensionValue(Key.font, as: Any.self) ?? Self.defaultFontName }
        set { setValue(newValue, forKey: Key.font) }
    }

    /// The point size of a plain `string`'s font. Default 36. Animatable.
    open var fontSize: CGFloat {
        get { CGFloat(storage.extensionNumber(Key.fontSize, default: Self.defaultFontSize)) }
        set { setValue(Double(newValue), forKey: Key.fontSize) }
    }

    /// The colour of a plain `string`, or nil (no text drawn). Default opaque white.
    /// Animatable.
    open var foregroundColor: CGColor? {
        get { storage.extensionColor(Key.foregroundColor, default: Self.white) }
        set { setValue(newValue, forKey: Key.foregroundColor) }
    }

    /// Whether lines longer than the bounds' width wrap (at word boundaries, within a word
    /// when one word is too long). Default false: a paragraph is one line, clipped or
    /// truncated at the bounds. Key `"wrapped"`.
    open var isWrapped: Bool {
        get { storage.extensionBool(Key.wrapped, default: false) }
        set { setValue(newValue, forKey: Key.wrapped) }
    }

    /// Where text that does not fit is cut and an ellipsis drawn. Unwrapped, each paragraph
    /// is truncated to one line of the bounds' width; wrapped, the last line that fits the
    /// bounds' height is. Default `.none`.
    open var truncationMode: CATextLayerTruncationMode {
        get { storage.extensionName(Key.truncationMode, default: .none) }
        set { setValue(newValue, forKey: Key.truncationMode) }
    }

    /// How lines line up within the bounds' width. Default `.natural` (left for a
    /// left-to-right paragraph, right for a right-to-left one, by its first strong character).
    open var alignmentMode: CATextLayerAlignmentMode {
        get { storage.extensionName(Key.alignmentMode, default: .natural) }
        set { setValue(newValue, forKey: Key.alignmentMode) }
    }

    /// Whether glyph positions may be rounded to whole pixels. Default false. Kept for key-value
    /// coding and copies, and ignored: glyphs are always placed at fractional positions.
    open var allowsFontSubpixelQuantization: Bool {
        get { storage.extensionBool(Key.allowsFontSubpixelQuantization, default: false) }
        set { setValue(newValue, forKey: Key.allowsFontSubpixelQuantization) }
    }

    /// Lines placed by their baselines (``TextBaselineLayout``) instead of from the top of the
    /// bounds, or nil (the default: Core Animation's layout). Package-level: how Quartzite's
    /// Lottie module places text the way After Effects does. Not animatable.
    package var baselineLayout: TextBaselineLayout? {
        get { storage.extensionValue(Key.baselineLayout, as: TextBaselineLayout.self) }
        set { setValue(newValue, forKey: Key.baselineLayout) }
    }

    /// The size the layer's text takes, in points: its lines laid out as the layer lays them
    /// out — one line per paragraph, or wrapped at the bounds' width when `isWrapped` and the
    /// bounds have a width — the widest line's width by the lines' height (the fonts' ascent
    /// and descent, as Core Text measures them); `.zero` without text. Unrounded.
    open override func preferredFrameSize() -> CGSize {
        textSize()
    }

    open override class func propertyDescriptor(forKey key: String) -> LayerPropertyDescriptor? {
        Self.descriptors[key] ?? super.propertyDescriptor(forKey: key)
    }

    /// The stored string.
    private var storedString: TextLayerString? {
        storage.extensionValue(Key.string, as: TextLayerString.self)
    }

    /// The keys, as Apple spells them.
    package enum Key {
        package static let string = "string"
        package static let font = "font"
        package static let fontSize = "fontSize"
        package static let foregroundColor = "foregroundColor"
        package static let wrapped = "wrapped"
        package static let truncationMode = "truncationMode"
        package static let alignmentMode = "alignmentMode"
        package static let allowsFontSubpixelQuantization = "allowsFontSubpixelQuantization"
        /// ``CATextLayer/baselineLayout`` (not an Apple key).
        package static let baselineLayout = "quartziteBaselineLayout"
    }

    /// Opaque white, the default text colour.
    package static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    /// The default font, by name.
    package static let defaultFontName = "Helvetica"
    /// The default point size.
    package static let defaultFontSize = 36.0

    /// The font name of a value `font` accepts (a `String`, `NSString`, ``CTFont`` or `CGFont`),
    /// or nil.
    package static func fontName(of value: Any) -> String? {
        switch value {
        case let name as String: name
        case let font as CTFont: font.name
        case let font as CGFont: font.name
        case let name as NSString: name as String
        default: nil
        }
    }

    private static let descriptors: [String: LayerPropertyDescriptor] = Dictionary(
        uniqueKeysWithValues: [
            stringDescriptor,
            fontDescriptor,
            ExtensionKeys.number(Key.fontSize, defaultFontSize),
            ExtensionKeys.color(Key.foregroundColor, white),
            ExtensionKeys.bool(Key.wrapped, false),
            ExtensionKeys.name(Key.truncationMode, CATextLayerTruncationMode.none),
            ExtensionKeys.name(Key.alignmentMode, CATextLayerAlignmentMode.natural),
            ExtensionKeys.bool(Key.allowsFontSubpixelQuantization, false),
            baselineLayoutDescriptor,
        ].map { ($0.key, $0) })

    /// `string`: stored as a ``TextLayerString`` (runs read once), handed out as the value set.
    private static let stringDescriptor = LayerPropertyDescriptor(
        key: Key.string, kind: .other, defaultValue: nil, isAnimatable: false,
        get: { properties in
            properties.extensionValue(Key.string, as: TextLayerString.self).map { .other(OpaqueAnimationValue($0.original)) }
        },
        set: { properties, value in
            switch value {
            case nil:
                properties.extensions[Key.string] = nil
            case .other(let opaque)?:
                guard let string = TextLayerString(value: opaque.base) else { return false }
                properties.extensions[Key.string] = .other(OpaqueAnimationValue(string))
            default:
                return false
            }
            return true
        })

    /// `baselineLayout`: a ``TextBaselineLayout`` or nil.
    private static let baselineLayoutDescriptor = LayerPropertyDescriptor(
        key: Key.baselineLayout, kind: .other, defaultValue: nil, isAnimatable: false,
        get: { $0.extensions[Key.baselineLayout] },
        set: { properties, value in
            switch value {
            case nil:
                properties.extensions[Key.baselineLayout] = nil
            case .other(let opaque)? where opaque.base is TextBaselineLayout:
                properties.extensions[Key.baselineLayout] = value
            default:
                return false
            }
            return true
        })

    /// `font`: a name, a ``CTFont`` or a `CGFont`, kept as set; "Helvetica" when unset.
    private static let fontDescriptor = LayerPropertyDescriptor(
        key: Key.font, kind: .other, defaultValue: .other(OpaqueAnimationValue(defaultFontName)), isAnimatable: false,
        get: { $0.extensions[Key.font] ?? .other(OpaqueAnimationValue(defaultFontName)) },
        set: { properties, value in
            switch value {
            case nil:
                properties.extensions[Key.font] = nil
            case .other(let opaque)?:
                guard fontName(of: opaque.base) != nil else { return false }
                let kept: Any = (opaque.base as? NSString).map { $0 as String } ?? opaque.base
                properties.extensions[Key.font] = .other(OpaqueAnimationValue(kept))
            default:
                return false
            }
            return true
        })
}
