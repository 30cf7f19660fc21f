import Foundation

/// A font by name at a size, as Core Text's `CTFont` names one: what ``CATextLayer/font`` and
/// the ``Foundation/NSAttributedString/Key/font`` attribute of an attributed
/// ``CATextLayer/string`` accept besides a plain name.
///
/// Differs from Apple: only the name and the size are kept (no matrix); the font is found
/// when the text is drawn or measured, by fontconfig: a family name
/// (`"Helvetica"`, `"DejaVu Sans"`), optionally with a PostScript-style suffix
/// (`"Helvetica-Bold"`, `"Helvetica-BoldOblique"`) that picks the weight and slant. A family
/// the system lacks is replaced by fontconfig's nearest match (`"Helvetica"` and `"Arial"` by
/// Liberation Sans, which has the same metrics). ``CTFontCopyPostScriptName(_:)`` and the other
/// name functions give the names of the font found (`"LiberationSans-Bold"`), which name it
/// again.
public final class CTFont: Hashable, Sendable, CustomStringConvertible {
    /// The name the font was created with.
    public let name: String
    /// The point size.
    public let size: CGFloat

    /// A font named `name` at `size` points (Core Text's default, 12, for a size ≤ 0 or not
    /// finite).
    public init(name: String, size: CGFloat) {
        self.name = name
        self.size = size > 0 && size.isFinite ? size : 12
    }

    /// Equal names and sizes.
    public static func == (lhs: CTFont, rhs: CTFont) -> Bool {
        lhs.name == rhs.name && lhs.size == rhs.size
    }

    /// Hashes the name and the size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(size)
    }

    /// `"<name> <size>pt"`.
    public var description: String { "\(name) \(size)pt" }
}

/// A font named `name` at `size` points, as Core Text's function creates one; `matrix` is
/// ignored (differs from Apple: no transformed fonts).
@discardableResult
public func CTFontCreateWithName(_ name: String, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    CTFont(name: name, size: size)
}

/// A font named `name` at `size` points, for Apple's spelling `CTFontCreateWithName(name as
/// CFString, size, nil)`; `matrix` is ignored.
@discardableResult
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    CTFont(name: name as String, size: size)
}

/// The point size of `font`.
@discardableResult
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.size }

/// Core Text's name of the font attribute (`"NSFont"`, the same as AppKit's and UIKit's):
/// a ``CTFont`` or a font name (at 12 points) in an attributed ``CATextLayer/string``.
public var kCTFontAttributeName: CFString { "NSFont" }

/// Core Text's name of the text colour attribute (`"CTForegroundColor"`): a `CGColor` in an
/// attributed ``CATextLayer/string``.
public var kCTForegroundColorAttributeName: CFString { "CTForegroundColor" }

/// Core Text's attribute that makes a run take its colour from the context's fill colour
/// (`"CTForegroundColorFromContext"`): a Bool, false by default (a run without a colour is
/// black).
public var kCTForegroundColorFromContextAttributeName: CFString { "CTForegroundColorFromContext" }

/// Core Text's name of the kerning attribute (`"NSKern"`): a number, points added after each
/// character of a run in an attributed ``CATextLayer/string``.
public var kCTKernAttributeName: CFString { "NSKern" }

/// Core Text's name of the stroke width attribute (`"NSStrokeWidth"`): a number, percent of
/// the run's font size; positive strokes the glyphs without filling them, negative fills and
/// strokes them, 0 (the default) fills only.
public var kCTStrokeWidthAttributeName: CFString { "NSStrokeWidth" }

/// Core Text's name of the stroke colour attribute (`"NSStrokeColor"`): a `CGColor` (default:
/// the run's foreground colour).
public var kCTStrokeColorAttributeName: CFString { "NSStrokeColor" }

extension NSAttributedString.Key {
    /// The font of a run (`"NSFont"`, as AppKit and UIKit name it; Foundation on Linux lacks
    /// the constant): a ``CTFont``, or a `String` naming the font at 12 points. Default
    /// Helvetica 12.
    public static let font = NSAttributedString.Key(kCTFontAttributeName as String)

    /// The text colour of a run (`"NSColor"`, as AppKit and UIKit name it): a `CGColor`.
    /// Default opaque black. Core Text's `kCTForegroundColorAttributeName` is read as well.
    public static let foregroundColor = NSAttributedString.Key("NSColor")

    /// Points added after each character of a run (`"NSKern"`): tracking. Default 0.
    public static let kern = NSAttributedString.Key(kCTKernAttributeName as String)

    /// The width of the glyphs' outline stroke (`"NSStrokeWidth"`), in percent of the font
    /// size, centred on the outline: positive strokes without filling, negative fills then
    /// strokes, 0 (the default) fills only.
    public static let strokeWidth = NSAttributedString.Key(kCTStrokeWidthAttributeName as String)

    /// The colour of the outline stroke (`"NSStrokeColor"`): a `CGColor`. Default: the run's
    /// foreground colour.
    public static let strokeColor = NSAttributedString.Key(kCTStrokeColorAttributeName as String)
}
