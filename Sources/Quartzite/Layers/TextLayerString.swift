import Foundation

/// A `CATextLayer`'s `string` as the layer stores it: the value set (a `String` or an immutable
/// copy of an `NSAttributedString`) and its runs, read once when it is set, so that renderers
/// on any thread read plain values and never the Foundation object.
///
/// Equal when the runs and the kind (plain or attributed) are equal.
package struct TextLayerString: Hashable, @unchecked Sendable {
    /// A stretch of text with one set of attributes. For a plain string, one run without
    /// attributes (the layer's `font`, `fontSize` and `foregroundColor` apply).
    package struct Run: Hashable, Sendable {
        /// The characters.
        package var text: String
        /// The font's name, or nil for the default.
        package var fontName: String?
        /// The point size, or nil for the default.
        package var fontSize: Double?
        /// The colour, or nil for the default.
        package var color: CGColor?
        /// Points added after each character (`kern`), 0 for none.
        package var kern: Double = 0
        /// The outline stroke's width in percent of the font size (`strokeWidth`): positive
        /// strokes only, negative fills and strokes, 0 fills only.
        package var strokeWidth: Double = 0
        /// The stroke's colour, or nil for the run's colour.
        package var strokeColor: CGColor?
        /// The line under the run (`underlineStyle`, `underlineColor`), or nil.
        package var underline: DrawingText.Decoration?
        /// The line through the run (`strikethroughStyle`, `strikethroughColor`), or nil.
        package var strikethrough: DrawingText.Decoration?

        /// A run of `text` with the given attributes.
        package init(
            text: String, fontName: String? = nil, fontSize: Double? = nil, color: CGColor? = nil, kern: Double = 0,
            strokeWidth: Double = 0, strokeColor: CGColor? = nil
        ) {
            self.text = text
            self.fontName = fontName
            self.fontSize = fontSize
            self.color = color
            self.kern = kern
            self.strokeWidth = strokeWidth
            self.strokeColor = strokeColor
        }

        /// The same attributes (everything but the text).
        func hasAttributes(of other: Run) -> Bool {
            var copy = other
            copy.text = text
            return copy == self
        }
    }

    /// The value set: a `String` or an `NSAttributedString` (never mutated; `@unchecked
    /// Sendable` because of it, and only handed back to the model's getters).
    package let original: Any
    /// Whether the value is an attributed string (its runs' missing attributes take Core
    /// Text's defaults, not the layer's).
    package let isAttributed: Bool
    /// The runs, in string order.
    package let runs: [Run]

    /// The whole text.
    package var text: String { runs.map(\.text).joined() }

    /// A plain string.
    package init(_ string: String) {
        original = string
        isAttributed = false
        runs = [Run(text: string)]
    }

    /// An attributed string: an immutable copy is kept; its runs are read from the attributes
    /// `CATextLayer` documents (``Foundation/NSAttributedString/Key/font`` with a ``CTFont``
    /// or a name, ``Foundation/NSAttributedString/Key/foregroundColor`` or
    /// `kCTForegroundColorAttributeName` with a `CGColor`, ``Foundation/NSAttributedString/Key/kern``,
    /// ``Foundation/NSAttributedString/Key/strokeWidth``,
    /// ``Foundation/NSAttributedString/Key/strokeColor``, the underline and strikethrough
    /// styles and colours); others are ignored.
    package init(_ attributed: NSAttributedString) {
        let copy = NSAttributedString(attributedString: attributed)
        original = copy
        isAttributed = true
        let string = copy.string as NSString
        var runs: [Run] = []
        copy.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            var run = Run(text: string.substring(with: range))
            switch attributes[.font] {
            case let font as CTFont:
                run.fontName = font.name
                run.fontSize = Double(font.size)
            case let name as String:
                run.fontName = name
            default: break
            }
            run.color = (attributes[.foregroundColor] ?? attributes[NSAttributedString.Key(kCTForegroundColorAttributeName as String)])
                as? CGColor
            run.kern = Self.finite(attributes[.kern])
            run.strokeWidth = Self.finite(attributes[.strokeWidth])
            run.strokeColor = attributes[.strokeColor] as? CGColor
            run.underline = DrawingText.Decoration(style: attributes[.underlineStyle], color: attributes[.underlineColor])
            run.strikethrough = DrawingText.Decoration(
                style: attributes[.strikethroughStyle], color: attributes[.strikethroughColor])
            if let last = runs.last, last.hasAttributes(of: run) {
                runs[runs.count - 1].text += run.text
            } else {
                runs.append(run)
            }
        }
        self.runs = runs
    }

    /// A number attribute's value (see `unboxedNumber`), 0 when absent or not finite.
    private static func finite(_ value: Any?) -> Double {
        let number = unboxedNumber(value)
        guard let number, number.isFinite else { return 0 }
        return number
    }

    /// The stored form of a value set to `string`: a `String` (or `NSString`), an
    /// `NSAttributedString`, or nil for anything else.
    package init?(value: Any) {
        switch value {
        case let s as TextLayerString: self = s
        case let s as String: self.init(s)
        case let s as NSAttributedString: self.init(s)
        case let s as NSString: self.init(s as String)
        default: return nil
        }
    }

    /// Equal runs and kinds.
    package static func == (lhs: TextLayerString, rhs: TextLayerString) -> Bool {
        lhs.isAttributed == rhs.isAttributed && lhs.runs == rhs.runs
    }

    /// Hashes the runs and the kind.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(isAttributed)
        hasher.combine(runs)
    }
}
