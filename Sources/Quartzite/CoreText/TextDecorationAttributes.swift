import Foundation

/// Core Text's name of the underline attribute (`"NSUnderline"`): an `Int` or `NSNumber` of
/// ``NSUnderlineStyle`` bits (Core Text's `CTUnderlineStyle` values agree).
public var kCTUnderlineStyleAttributeName: CFString { "NSUnderline" }

/// Core Text's name of the underline colour attribute (`"NSUnderlineColor"`): a `CGColor`
/// (default: the run's foreground colour).
public var kCTUnderlineColorAttributeName: CFString { "NSUnderlineColor" }

/// How an underline or strikethrough is drawn (UIKit's and AppKit's `NSUnderlineStyle`, which
/// Foundation on Linux lacks): a line style in the low byte, a pattern and `byWord` above it.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The style's bits, as UIKit stores them in an attributed string.
    public let rawValue: Int

    /// A style from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One line (`0x01`).
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line (`0x02`): twice the font's thickness.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines (`0x09`).
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// Dotted (`0x0100`). Differs from Apple: drawn solid.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// Dashed (`0x0200`). Differs from Apple: drawn solid.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Dash-dot (`0x0300`). Differs from Apple: drawn solid.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dash-dot-dot (`0x0400`). Differs from Apple: drawn solid.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Under words only, not the spaces between (`0x8000`). Differs from Apple: the whole run
    /// is drawn under.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The line the style draws: nil for none (no line-style bits).
    var decorationStyle: DrawingText.Decoration.Style? {
        switch rawValue & 0xFF {
        case 0: nil
        case 0x09: .double
        case 0x02: .thick
        default: .single
        }
    }
}

extension NSAttributedString.Key {
    /// A line under the run (`"NSUnderline"`): ``NSUnderlineStyle`` bits as an `Int` (UIKit
    /// code passes `NSUnderlineStyle.single.rawValue`), an `NSNumber` or the style itself.
    public static let underlineStyle = NSAttributedString.Key(kCTUnderlineStyleAttributeName as String)

    /// The underline's colour (`"NSUnderlineColor"`): a `CGColor`. Default: the run's colour.
    public static let underlineColor = NSAttributedString.Key(kCTUnderlineColorAttributeName as String)

    /// A line through the run (`"NSStrikethrough"`): ``NSUnderlineStyle`` bits, as for
    /// ``underlineStyle``.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")

    /// The strikethrough's colour (`"NSStrikethroughColor"`): a `CGColor`. Default: the run's
    /// colour.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
}

extension DrawingText.Decoration {
    /// The line an attributed run's `style` value (see ``NSAttributedString/Key/underlineStyle``)
    /// and `color` value ask for, or nil for none.
    init?(style: Any?, color: Any?) {
        let bits: Int? =
            if let style = style as? NSUnderlineStyle { style.rawValue } else { unboxedNumber(style).flatMap { Int(exactly: $0.rounded()) } }
        guard let bits, let lineStyle = NSUnderlineStyle(rawValue: bits).decorationStyle else { return nil }
        self.init(style: lineStyle, color: color as? CGColor)
    }
}
