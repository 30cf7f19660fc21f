import Foundation
import Quartzite

/// A text layer's text (`t`): its documents over time (`d`), its animators (`a`).
struct LottieText: Sendable {
    /// `d.k`: the documents, in time order; each shows from its frame until the next one's
    /// (text keyframes hold).
    var documents: [LottieTextKeyframe]
    /// `a`: the animators, in order.
    var animators: [LottieTextAnimator]
    /// The JSON path of `t`.
    var path: String
}

/// A text document and the frame (the layer's) it shows from.
struct LottieTextKeyframe: Sendable {
    var frame: Double
    var document: LottieTextDocument
}

/// A text document (`t.d.k[i].s`): the text and how it is set.
struct LottieTextDocument: Sendable {
    /// `t`, with `\r`, `\n` or `\u{3}` between lines.
    var text: String
    /// `f`: the name of a font of `fonts.list` (its `fName`).
    var fontName: String
    /// `s`: points.
    var size: Double
    /// `fc`: RGB 0–1 (or 0–255), nil for no fill.
    var fillColor: [Double]?
    /// `sc`: RGB, nil for no stroke.
    var strokeColor: [Double]?
    /// `sw`: points.
    var strokeWidth: Double
    /// `of`: the stroke is drawn over the fill (else under it).
    var strokeOverFill: Bool
    /// `j`: 0 left, 1 right, 2 centre; 3–6 justified with the last line left, right, centred
    /// or justified.
    var justification: Int
    /// `tr`: thousandths of an em added after each character.
    var tracking: Double
    /// `lh`: points from one baseline to the next.
    var lineHeight: Double
    /// `ls`: points the baseline moves up.
    var baselineShift: Double
    /// `ps`, `sz`: box text's top-left corner and size (points), nil for point text.
    var boxPosition: CGPoint?
    var boxSize: CGSize?
    /// `ca`: 0 as typed, 1 all capitals, 2 small capitals.
    var caps: Int
    var path: String

    /// The characters text animators' range selectors count: the paragraphs' characters and
    /// one for each paragraph break (``GlyphTextLayout/Placed/index``).
    var characterCount: Int {
        let paragraphs = self.paragraphs
        return paragraphs.reduce(0) { $0 + $1.count } + max(0, paragraphs.count - 1)
    }

    /// The text's lines (paragraphs), with the capitals `ca` asks for: split at `\r\n`, `\r`,
    /// `\n` and `\u{3}`.
    var paragraphs: [String] {
        let cased = caps == 0 ? text : text.uppercased()
        var lines: [String] = [""]
        var previous: Character?
        for character in cased {
            switch character {
            case "\r\n", "\r", "\u{3}": lines.append("")
            case "\n": if previous != "\r" { lines.append("") }
            default: lines[lines.count - 1].append(character)
            }
            previous = character
        }
        return lines
    }

    /// Points added after each character (tracking × size).
    var trackingPoints: Double { tracking / 1000 * size }
}

/// A font of `fonts.list`.
struct LottieFont: Sendable {
    /// `fName`: the name text documents use (usually the PostScript name).
    var name: String
    /// `fFamily`, `fStyle` ("Regular", "Bold", "Italic", …).
    var family: String
    var style: String
    /// `ascent`: percent of the size from the baseline to the top of the capitals (as After
    /// Effects measured it), if given.
    var ascent: Double?
    var path: String
}

/// A glyph of `chars`: the outline of one character of one font, at size 100.
struct LottieGlyph: Sendable {
    /// `ch`, `style`, `fFamily`.
    var character: String
    var style: String
    var family: String
    /// `w`: the advance at size 100.
    var advance: Double
    /// `data.shapes`: shape items (paths, usually in one group) at size 100, y up from the
    /// baseline negative.
    var shapes: [LottieShapeItem]
    var path: String
}

/// A text animator (`t.a[i]`): properties applied to the characters its selector picks.
struct LottieTextAnimator: Sendable {
    var name: String?
    /// Whether the range selector (`s`) picks the whole text at full amount at every frame
    /// (when its range is in character indices, if ``indexEnd`` reaches the last character).
    var selectsAll: Bool
    /// The range's end in character indices (`r: 2`), nil for percent.
    var indexEnd: Double?
    /// `a`: the animated properties; nil where absent.
    var anchor: LottieAnimated<[Double]>?
    var position: LottieAnimated<[Double]>?
    var scale: LottieAnimated<[Double]>?
    var rotation: LottieAnimated<Double>?
    var skew: LottieAnimated<Double>?
    var skewAxis: LottieAnimated<Double>?
    var opacity: LottieAnimated<Double>?
    var fillColor: LottieAnimated<[Double]>?
    var strokeColor: LottieAnimated<[Double]>?
    var strokeWidth: LottieAnimated<Double>?
    var tracking: LottieAnimated<Double>?
    var path: String
    /// The range selector (`s`) when it is one object (not an array, not an expression), for
    /// animators applied character by character (``LottieTextSelector``).
    var selector: LottieTextSelector? = nil

    /// Whether it moves, scales, rotates or skews the characters.
    var hasTransform: Bool { anchor != nil || position != nil || scale != nil || rotation != nil || skew != nil }
}

/// A text animator's range selector (`t.a[i].s`): which characters the animator applies to,
/// and by how much, at each frame.
///
/// ```
///  characters   P   A   S   S         (index i covers [i, i + 1); units: percent of the count,
///  range             [s ======= e)     or indices with r: 2; the offset o moves both ends)
///  share        0  .5   1   1         (square shape: the part of each character the range covers)
/// ```
struct LottieTextSelector: Sendable {
    /// `s`, `e` (nil: the whole text — 100 %, or the character count in indices), `o`.
    var start: LottieAnimated<Double>
    var end: LottieAnimated<Double>?
    var offset: LottieAnimated<Double>
    /// `a`: percent of the animator's values applied to a character wholly in the range.
    var amount: LottieAnimated<Double>
    /// `r: 2`: the range is in character indices, not percent of the character count.
    var inIndices: Bool
    /// `b`: 1 characters, 2 characters excluding spaces, 3 words, 4 lines.
    var basedOn: Int
    /// `sh`: 1 square, 2 ramp up, 3 ramp down, 4 triangle, 5 round, 6 smooth.
    var shape: Int
    /// `xe`, `ne` (ease high and low, percent), `sm` (smoothness, percent), `rn` (randomize
    /// order), `m` (mode: 1 add): their first values.
    var easeHigh: Double
    var easeLow: Double
    var smoothness: Double
    var randomizes: Bool
    var mode: Int

    /// Whether ``share(ofCharacter:count:atFrame:)`` is the selection After Effects makes: a
    /// square selector in add mode, based on characters, not eased, randomized or smoothed.
    var isCharacterSquare: Bool {
        shape == 1 && basedOn == 1 && mode == 1 && !randomizes && easeHigh == 0 && easeLow == 0 && smoothness == 100
    }

    /// The range at `frame`, in characters (character `i` spans [i, i + 1)), and the amount
    /// (0–1) applied to a character it covers wholly; `count` characters in the text.
    func range(count: Int, atFrame frame: Double) -> (start: Double, end: Double, amount: Double) {
        let divisor = inIndices ? 1 : 100 / Double(max(count, 1))
        let o = offset.value(atFrame: frame) / divisor
        let s = start.value(atFrame: frame) / divisor + o
        let e = (end?.value(atFrame: frame) ?? (inIndices ? Double(count) : 100)) / divisor + o
        return (min(s, e), max(s, e), amount.value(atFrame: frame) / 100)
    }

    /// The share (0–1, times the amount) of character `index` that `range` picks: the length
    /// of [index, index + 1) inside it, as After Effects' square selector and lottie-web's
    /// `TextSelectorProp.getMult` take it.
    static func share(ofCharacter index: Int, in range: (start: Double, end: Double, amount: Double)) -> Double {
        let i = Double(index)
        return max(0, min(1, min(range.end, i + 1) - max(range.start, i))) * range.amount
    }

    /// The share of character `index` of `count` that the range picks at `frame`
    /// (``range(count:atFrame:)``, ``share(ofCharacter:in:)``).
    func share(ofCharacter index: Int, count: Int, atFrame frame: Double) -> Double {
        Self.share(ofCharacter: index, in: range(count: count, atFrame: frame))
    }
}
