import Foundation

/// How the lines of a paragraph are placed across its width (UIKit's `NSTextAlignment`, with
/// iOS's raw values; Foundation on Linux lacks it).
public enum NSTextAlignment: Int, Sendable, Hashable {
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centred.
    case center = 1
    /// Lines end at the right edge.
    case right = 2
    /// Lines but a paragraph's last are stretched to the width.
    case justified = 3
    /// By the paragraph's writing direction: left for left-to-right text, right for
    /// right-to-left.
    case natural = 4
}

/// What happens to a line longer than its width (UIKit's `NSLineBreakMode`; Core Text's
/// `CTLineBreakMode` has the same raw values).
public enum NSLineBreakMode: Int, Sendable, Hashable {
    /// Wrapped at word boundaries (within a word when it alone is too long).
    case byWordWrapping = 0
    /// Wrapped at character boundaries.
    case byCharWrapping = 1
    /// Not wrapped: each paragraph is one line, cut off at the edge.
    case byClipping = 2
    /// Not wrapped: each paragraph is one line whose start is replaced by an ellipsis.
    case byTruncatingHead = 3
    /// Not wrapped: each paragraph is one line whose end is replaced by an ellipsis.
    case byTruncatingTail = 4
    /// Not wrapped: each paragraph is one line whose middle is replaced by an ellipsis.
    case byTruncatingMiddle = 5
}

/// A paragraph's writing direction (UIKit's `NSWritingDirection`).
public enum NSWritingDirection: Int, Sendable, Hashable {
    /// Decided by the paragraph's first strong character.
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// The paragraph attributes of an attributed string (UIKit's `NSParagraphStyle`): alignment,
/// indents, line and paragraph spacing, line height and line breaking, in points. Immutable;
/// ``NSMutableParagraphStyle`` is the one to build, and `NSParagraphStyle.default.mutableCopy()`
/// the usual start.
///
/// Core Text's functions lay paragraphs out by these values (``CTFramesetterCreateFrame(_:_:_:_:)``,
/// ``CTFramesetterSuggestFrameSizeWithConstraints(_:_:_:_:_:)``). A `CATextLayer` ignores
/// paragraph styles, as Apple's does (its `alignmentMode`, `isWrapped` and `truncationMode`
/// decide). ``CTParagraphStyle`` is this class.
///
/// Differs from Apple: not an `NSObject` (Foundation on Linux halts when two adjacent runs of an
/// attributed string hold different `NSObject` subclass values — `addAttribute(_:value:range:)`,
/// `append(_:)` —, while it compares Swift classes by `Equatable`), with `copy()`,
/// `mutableCopy()`, `isEqual(_:)` and `hash` of its own; tab stops are not modelled (tabs
/// advance by pango's default); justification stretches every line of a paragraph but its last
/// as pango does.
open class NSParagraphStyle: NSCopying, NSMutableCopying, Hashable, @unchecked Sendable {
    /// The values, shared by the mutable subclass.
    var values = ParagraphStyleValues()

    /// A style with the default values: natural alignment, no indents or spacing, line height
    /// from the fonts, word wrapping, natural direction.
    public init() {}

    init(values: ParagraphStyleValues) {
        self.values = values
    }

    /// The default style (a new immutable one).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// How lines are placed across the width.
    open var alignment: NSTextAlignment { values.alignment }
    /// The first line's indent from the leading edge, points.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The other lines' indent from the leading edge, points.
    open var headIndent: CGFloat { values.headIndent }
    /// Where lines end: positive, the distance from the leading edge; 0 or negative, from the
    /// trailing edge inwards. Points.
    open var tailIndent: CGFloat { values.tailIndent }
    /// Space added between one line and the next, points.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Space added after the paragraph's last line, points.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Space added before the paragraph's first line, points.
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// The fonts' line height is multiplied by this (0: not), the extra above the glyphs.
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The least line height, points (0: none).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The greatest line height, points (0: none).
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// What happens to lines longer than the width.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// The paragraph's writing direction.
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    /// How eagerly words are hyphenated, 0…1. Stored; lines are not hyphenated here.
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// Whether lines may tighten before truncating. Stored; not applied here.
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }
    /// The interval of default tab stops, points (0: the default). Stored; not applied here.
    open var defaultTabInterval: CGFloat { values.defaultTabInterval }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        NSParagraphStyle(values: values)
    }

    /// An immutable copy.
    public func copy() -> Any {
        copy(with: nil)
    }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        NSMutableParagraphStyle(values: values)
    }

    /// A mutable copy.
    public func mutableCopy() -> Any {
        mutableCopy(with: nil)
    }

    /// Whether `object` is a paragraph style with the same values.
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return values == other.values
    }

    /// A hash of the values (equal styles have equal hashes).
    open var hash: Int { values.hashValue }

    /// Whether the two styles have the same values (mutable or not).
    public static func == (lhs: NSParagraphStyle, rhs: NSParagraphStyle) -> Bool {
        lhs.values == rhs.values
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(values)
    }
}

/// A paragraph style to build (UIKit's `NSMutableParagraphStyle`): every value settable.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    open override var baseWritingDirection: NSWritingDirection {
        get { values.baseWritingDirection }
        set { values.baseWritingDirection = newValue }
    }
    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { values.hyphenationFactor = newValue }
    }
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation }
        set { values.allowsDefaultTighteningForTruncation = newValue }
    }
    open override var defaultTabInterval: CGFloat {
        get { values.defaultTabInterval }
        set { values.defaultTabInterval = newValue }
    }

    /// Takes every value of `style`.
    open func setParagraphStyle(_ style: NSParagraphStyle) {
        values = style.values
    }
}

/// The values of a paragraph style.
struct ParagraphStyleValues: Hashable {
    var alignment = NSTextAlignment.natural
    var firstLineHeadIndent: CGFloat = 0
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var lineSpacing: CGFloat = 0
    var minimumLineSpacing: CGFloat = 0
    var maximumLineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var lineBreakMode = NSLineBreakMode.byWordWrapping
    var baseWritingDirection = NSWritingDirection.natural
    var hyphenationFactor: Float = 0
    var allowsDefaultTighteningForTruncation = false
    var defaultTabInterval: CGFloat = 0

    /// The values as the text painter lays a paragraph out (non-finite numbers as 0).
    var drawingParagraph: DrawingText.Paragraph {
        func points(_ v: CGFloat) -> Double { v.isFinite ? Double(v) : 0 }
        let alignment: DrawingText.Alignment =
            switch self.alignment {
            case .left: .left
            case .center: .center
            case .right: .right
            case .justified: .justified
            case .natural: .natural
            }
        let lineBreak: DrawingText.LineBreak =
            switch lineBreakMode {
            case .byWordWrapping: .wordWrapping
            case .byCharWrapping: .charWrapping
            case .byClipping: .clipping
            case .byTruncatingHead: .truncatingHead
            case .byTruncatingTail: .truncatingTail
            case .byTruncatingMiddle: .truncatingMiddle
            }
        var spacing = max(points(lineSpacing), points(minimumLineSpacing))
        if maximumLineSpacing > 0 { spacing = min(spacing, points(maximumLineSpacing)) }
        return DrawingText.Paragraph(
            alignment: alignment, lineBreak: lineBreak, firstLineHeadIndent: points(firstLineHeadIndent),
            headIndent: points(headIndent), tailIndent: points(tailIndent), lineSpacing: spacing,
            paragraphSpacing: points(paragraphSpacing), paragraphSpacingBefore: points(paragraphSpacingBefore),
            lineHeightMultiple: points(lineHeightMultiple), minimumLineHeight: points(minimumLineHeight),
            maximumLineHeight: points(maximumLineHeight))
    }
}

extension NSAttributedString.Key {
    /// The paragraph's style (`"NSParagraphStyle"`): an ``NSParagraphStyle`` (or a
    /// ``CTParagraphStyle``, the same class), read at each paragraph's first character.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
