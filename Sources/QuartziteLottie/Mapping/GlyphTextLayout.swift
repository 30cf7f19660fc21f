import Foundation
import Quartzite

/// Text set from the glyph outlines of `chars`, as After Effects (and lottie-web) sets it: each
/// character advances by its glyph's width at the document's size plus the tracking; lines
/// (paragraphs, and for box text the lines a paragraph wraps into at spaces) lie a line height
/// apart; each line is justified about x = 0 (point text) or in the box's width (box text).
///
/// ```
///  point text   left:   ●Hello        right:   Hello●     centre:  Hel●lo
///               (● = the layer's origin, on the first line's baseline)
///  box text     ┌ps────────── sz.width ──┐
///               │Hello there,            │  first baseline at ps.y + the font's ascent
///               │general                 │
///               └────────────────────────┘
/// ```
struct GlyphTextLayout {
    /// A glyph at its place: its origin (on the baseline, at its left edge) in the layer's
    /// coordinates, points.
    struct Placed {
        var glyph: LottieGlyph
        var x: Double
        var baseline: Double
        /// The character's index in the text, counting each paragraph break as a character
        /// (as After Effects' range selectors count them; in box text, without the spaces a
        /// wrap drops).
        var index: Int = 0
        /// The line it is on (an index into ``lines``).
        var line: Int = 0
    }

    /// Each line's characters, by index in the text (see ``Placed/index``).
    private(set) var lines: [Range<Int>] = []

    /// The glyphs, in text order.
    private(set) var glyphs: [Placed] = []
    /// The characters that have no glyph (left out, with no advance), each once.
    private(set) var missing: [String] = []

    /// Sets `document` (with `extraTracking` points more after each character, from
    /// animators) in the font `font` (its ascent places box text's first baseline), finding
    /// each character's glyph with `glyph`.
    init(document: LottieTextDocument, font: LottieFont?, extraTracking: Double, glyph: (String) -> LottieGlyph?) {
        let scale = document.size / 100
        let tracking = document.trackingPoints + extraTracking
        func advance(_ character: String) -> Double { (glyph(character)?.advance ?? 0) * scale + tracking }
        for character in Set(document.paragraphs.joined().map { String($0) }) where glyph(character) == nil {
            missing.append(character)
        }
        missing.sort()
        // Lines, wrapped in a box.
        var lines: [[String]] = []
        var lineStarts: [Int] = []
        var start = 0
        for paragraph in document.paragraphs {
            let characters = paragraph.map { String($0) }
            defer { start += characters.count + 1 }
            guard let box = document.boxSize else {
                lines.append(characters)
                lineStarts.append(start)
                continue
            }
            var lineStart = start
            for line in Self.wrap(characters, width: Double(box.width), advance: advance) {
                lines.append(line)
                lineStarts.append(lineStart)
                lineStart += line.count
            }
        }
        // Place each line.
        let boxX = Double(document.boxPosition?.x ?? 0)
        var baseline = -document.baselineShift
        if let position = document.boxPosition {
            baseline += Double(position.y) + (font?.ascent ?? Self.defaultAscent) / 100 * document.size
        }
        self.lines = zip(lineStarts, lines).map { $0..<($0 + $1.count) }
        for (number, line) in lines.enumerated() {
            let width = line.reduce(0) { $0 + advance($1) }
            let available = document.boxSize.map { Double($0.width) } ?? 0
            var x: Double
            switch Self.alignment(document.justification) {
            case 1: x = available - width
            case 2: x = (available - width) / 2
            default: x = 0
            }
            x += boxX
            for (offset, character) in line.enumerated() {
                if let found = glyph(character) {
                    glyphs.append(Placed(glyph: found, x: x, baseline: baseline, index: lineStarts[number] + offset, line: number))
                }
                x += advance(character)
            }
            baseline += document.lineHeight
        }
    }

    /// Box text's first baseline lies this far (percent of the size) below the box's top when
    /// the font does not say (`fonts.list[].ascent`): about the height of capitals.
    static let defaultAscent = 75.0

    /// The alignment (0 left, 1 right, 2 centre) of a justification: justified text (3–6) is
    /// aligned as its last line (the lines are not stretched).
    static func alignment(_ justification: Int) -> Int {
        switch justification {
        case 1, 4: 1
        case 2, 5: 2
        default: 0
        }
    }

    /// The lines `characters` wrap into in `width` points: greedily, breaking at the last space
    /// that fits (the space is dropped), or before the character that does not fit when a
    /// word is longer than the line.
    static func wrap(_ characters: [String], width: Double, advance: (String) -> Double) -> [[String]] {
        var lines: [[String]] = []
        var line: [String] = []
        var lineWidth = 0.0
        for character in characters {
            let step = advance(character)
            if character != " ", !line.isEmpty, lineWidth + step > width {
                if let space = line.lastIndex(of: " "), space > 0 {
                    lines.append(Array(line[..<space]))
                    line = Array(line[(space + 1)...])
                } else {
                    lines.append(line)
                    line = []
                }
                lineWidth = line.reduce(0) { $0 + advance($1) }
            }
            line.append(character)
            lineWidth += step
        }
        lines.append(line)
        return lines
    }
}
