import Foundation
import Quartzite
import QuartziteTestClock
import Testing
@testable import QuartziteLottie

/// A text layer whose text document keyframes are `documents` (JSON objects' members, each
/// with its frame), with `animators` (JSON text of `t.a`'s elements).
func textLayer(_ documents: [(frame: Double, members: String)], animators: String = "", extra: String = "", index: Int = 1) -> String {
    let keyframes = documents.map { #"{"t": \#($0.frame), "s": {\#($0.members)}}"# }.joined(separator: ", ")
    return """
        {"ty": 5, "nm": "T", "ind": \(index), "ip": 0, "op": 30, "st": 0, "ks": {}, "t": {"d": {"k": [\(keyframes)]}, "a": [\(animators)]\(extra)}}
        """
}

/// Glyphs of family "G" at size 100: "A" 50 wide (a 40 × 70 box), "B" 30 wide (a 20 × 70
/// box), space 20 wide.
let testGlyphs = #"""
    "fonts": {"list": [{"fName": "G-Regular", "fFamily": "G", "fStyle": "Regular", "ascent": 70}]},
    "chars": [
      {"ch": "A", "size": 100, "style": "Regular", "fFamily": "G", "w": 50, "data": {"shapes": [{"ty": "gr", "it": [
        {"ty": "sh", "ks": {"a": 0, "k": {"v": [[5, -70], [45, -70], [45, 0], [5, 0]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]], "c": true}}}]}]}},
      {"ch": "B", "size": 100, "style": "Regular", "fFamily": "G", "w": 30, "data": {"shapes": [{"ty": "gr", "it": [
        {"ty": "sh", "ks": {"a": 0, "k": {"v": [[5, -70], [25, -70], [25, 0], [5, 0]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]], "c": true}}}]}]}},
      {"ch": " ", "size": 100, "style": "Regular", "fFamily": "G", "w": 20, "data": {}}
    ]
    """#

/// A document with `layers` and the test glyphs.
func glyphDocument(layers: String, op: Double = 30) -> String {
    """
    {"v": "5.7.4", "fr": 10, "ip": 0, "op": \(op), "w": 200, "h": 100, \(testGlyphs), "layers": [\(layers)]}
    """
}

@Suite("Lottie text", .mediaClockPerTest)
struct LottieTextTests {
    // MARK: Reading

    @Test("a text document's values are read, with After Effects' defaults for those left out")
    func readsDocument() throws {
        let json = glyphDocument(layers: textLayer([
            (0, #""t": "AB\rA", "f": "G-Regular", "s": 20, "fc": [1, 0, 0], "sc": [0, 0, 1], "sw": 2, "of": true, "j": 2, "tr": 50, "lh": 30, "ls": 4, "ca": 1"#),
            (12, #""t": "B", "f": "G-Regular", "s": 10, "sz": [80, 40], "ps": [-40, -20]"#),
        ]))
        let log = UnsupportedFeatureLog()
        let document = try DocumentReader(log: log, imageData: nil).read(JSONNode.parse(Data(json.utf8)))
        guard case .text(let text) = document.layers[0].kind else {
            Issue.record("not a text layer")
            return
        }
        #expect(text.documents.map(\.frame) == [0, 12])
        let first = text.documents[0].document, second = text.documents[1].document
        #expect(first.text == "AB\rA" && first.paragraphs == ["AB", "A"] && first.size == 20 && first.fontName == "G-Regular")
        #expect(first.fillColor == [1, 0, 0] && first.strokeColor == [0, 0, 1] && first.strokeWidth == 2 && first.strokeOverFill)
        #expect(first.justification == 2 && first.tracking == 50 && first.trackingPoints == 1 && first.lineHeight == 30)
        #expect(first.baselineShift == 4 && first.caps == 1 && first.boxSize == nil)
        #expect(second.lineHeight == 12 && second.fillColor == nil && second.strokeWidth == 0 && !second.strokeOverFill)
        #expect(second.boxSize == CGSize(width: 80, height: 40) && second.boxPosition == CGPoint(x: -40, y: -20))
        #expect(document.fonts["G-Regular"]?.family == "G" && document.fonts["G-Regular"]?.ascent == 70)
        #expect(document.glyphs.map(\.character) == ["A", "B", " "] && document.glyphs.map(\.advance) == [50, 30, 20])
        #expect(log.features.isEmpty)
    }

    @Test("line breaks: \\r, \\n, \\r\\n and \\u{3} each end a line; all capitals")
    func paragraphs() {
        var document = LottieTextDocument(
            text: "ab\rc\nd\r\ne\u{3}f", fontName: "", size: 10, strokeWidth: 0, strokeOverFill: false, justification: 0,
            tracking: 0, lineHeight: 12, baselineShift: 0, caps: 0, path: "")
        #expect(document.paragraphs == ["ab", "c", "d", "e", "f"])
        document.caps = 1
        #expect(document.paragraphs == ["AB", "C", "D", "E", "F"])
    }


    @Test("malformed text: errors name the JSON path of the value at fault")
    func malformed() {
        let cases: [(String, LottieError)] = [
            (#"{"ty": 5, "ip": 0, "op": 30, "ks": {}}"#, LottieError(path: "layers[0]", message: "missing required key \"t\"")),
            (#"{"ty": 5, "ip": 0, "op": 30, "ks": {}, "t": {"d": {"k": []}}}"#,
             LottieError(path: "layers[0].t.d.k", message: "expected at least one text document keyframe")),
            (#"{"ty": 5, "ip": 0, "op": 30, "ks": {}, "t": {"d": {"k": [{"t": 0}]}}}"#,
             LottieError(path: "layers[0].t.d.k[0]", message: "missing required key \"s\"")),
            (textLayer([(0, #""t": "A", "s": -3"#)]),
             LottieError(path: "layers[0].t.d.k[0].s.s", message: "the font size must be above 0 and at most 10000, found -3.0")),
            (textLayer([(0, #""t": 7, "s": 10"#)]), LottieError(path: "layers[0].t.d.k[0].s.t", message: "expected a string, found the number 7")),
            (textLayer([(0, #""t": "A", "s": 10, "fc": [1, 0]"#)]),
             LottieError(path: "layers[0].t.d.k[0].s.fc", message: "expected a colour [r, g, b], found 2 number(s)")),
            (textLayer([(0, #""t": "A", "s": 10, "sz": [10, -1], "ps": [0, 0]"#)]),
             LottieError(path: "layers[0].t.d.k[0].s.sz", message: "a text box size must not be negative, found 10.0 × -1.0")),
            (textLayer([(0, #""t": "A", "s": 10, "sw": -1"#)]),
             LottieError(path: "layers[0].t.d.k[0].s.sw", message: "the stroke width must not be negative, found -1.0")),
            (textLayer([(5, #""t": "A", "s": 10"#), (2, #""t": "B", "s": 10"#)]),
             LottieError(path: "layers[0].t.d.k[1].t", message: "keyframe times must not decrease (2.0 after 5.0)")),
            (textLayer([(0, #""t": "A", "s": 10"#)], animators: #"{"a": {"o": {"a": 0, "k": "x"}}}"#),
             LottieError(path: "layers[0].t.a[0].a.o.k", message: "expected a number, found a string \"x\"")),
        ]
        for (layer, expected) in cases {
            #expect(error(document(layers: layer)) == expected)
        }
        let badChars = #"{"v": "5", "fr": 10, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [], "chars": [{"ch": "A", "data": {}}]}"#
        #expect(error(badChars) == LottieError(path: "chars[0]", message: "missing required key \"w\""))
        let badFonts = #"{"v": "5", "fr": 10, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [], "fonts": {"list": [{"fFamily": "X"}]}}"#
        #expect(error(badFonts) == LottieError(path: "fonts.list[0]", message: "missing required key \"fName\""))
    }

    // MARK: Glyph layout

    /// The glyphs' x and baseline of `members` (a document) set in the test glyphs.
    private func placed(_ members: String) throws -> [(String, Double, Double)] {
        let json = glyphDocument(layers: textLayer([(0, members)]))
        let document = try DocumentReader(log: UnsupportedFeatureLog(), imageData: nil).read(JSONNode.parse(Data(json.utf8)))
        guard case .text(let text) = document.layers[0].kind else { return [] }
        let font = document.fonts["G-Regular"]
        let layout = GlyphTextLayout(document: text.documents[0].document, font: font, extraTracking: 0) { character in
            document.glyphs.first { $0.character == character }
        }
        return layout.glyphs.map { ($0.glyph.character, $0.x, $0.baseline) }
    }

    @Test("glyph text: advances at the size plus tracking; left, right and centre justification about x = 0; line height")
    func glyphLayout() throws {
        // Size 20: A advances 10, B 6; tracking 100 = 2 points after each character.
        let left = try placed(#""t": "AB\rBA", "f": "G-Regular", "s": 20, "tr": 100, "lh": 25"#)
        #expect(left.map(\.0) == ["A", "B", "B", "A"])
        #expect(left.map(\.1) == [0, 12, 0, 8])
        #expect(left.map(\.2) == [0, 0, 25, 25])
        // Right: each line ends at 0 (its width counts the tracking after its last character).
        let right = try placed(#""t": "AB\rBA", "f": "G-Regular", "s": 20, "tr": 100, "lh": 25, "j": 1"#)
        #expect(right.map(\.1) == [-20, -8, -20, -12])
        let centre = try placed(#""t": "AB", "f": "G-Regular", "s": 20, "j": 2, "ls": 3"#)
        #expect(centre.map(\.1) == [-8, 2])
        #expect(centre.map(\.2) == [-3, -3])
    }

    @Test("box text wraps at the last space that fits, starts a font ascent below the box's top, justifies in the box")
    func boxLayout() throws {
        // Size 20: "AB" is 16 wide, a space 4: "AB AB AB" in 40 points wraps after the second word.
        let box = try placed(#""t": "AB AB AB", "f": "G-Regular", "s": 20, "lh": 24, "sz": [40, 100], "ps": [10, 5], "j": 1"#)
        #expect(box.map(\.0) == ["A", "B", " ", "A", "B", "A", "B"])
        // Line 1 "AB AB" is 36 wide: from 10 + 40 − 36 = 14; line 2 "AB" from 10 + 40 − 16 = 34.
        #expect(box.map(\.1) == [14, 24, 30, 34, 44, 34, 44])
        // The first baseline: 5 + 70% of 20.
        #expect(box.map(\.2) == [19, 19, 19, 19, 19, 43, 43])
        // A word longer than the box breaks before the character that does not fit.
        let long = try placed(#""t": "AAAAA", "f": "G-Regular", "s": 20, "sz": [25, 100], "ps": [0, 0]"#)
        #expect(long.map(\.1) == [0, 10, 0, 10, 0])
    }

    // MARK: Mapping

    @Test("glyph text is one path filled and one stroked, the stroke under the fill unless of says over")
    func glyphLayers() throws {
        let under = try load(glyphDocument(layers: textLayer([(0, #""t": "AB", "f": "G-Regular", "s": 20, "fc": [1, 0, 0], "sc": [0, 0, 1], "sw": 2"#)])))
        let root = committedRoot(under)
        let shapes = root.all(CAShapeLayer.self)
        #expect(shapes.map(\.name) == ["text stroke", "text fill"])
        #expect(shapes[1].fillColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1) && shapes[1].strokeColor == nil)
        #expect(shapes[0].strokeColor == CGColor(red: 0, green: 0, blue: 1, alpha: 1) && shapes[0].lineWidth == 2 && shapes[0].fillColor == nil)
        // A at 0…10 (its box 1…9 wide, 14 high above the baseline), B at 10…16.
        #expect(shapes[1].path?.boundingBoxOfPath == CGRect(x: 1, y: -14, width: 14, height: 14))
        #expect(under.unsupportedFeatures.isEmpty)
        let over = try load(glyphDocument(layers: textLayer([(0, #""t": "A", "f": "G-Regular", "s": 20, "fc": [1, 0, 0], "sc": [0, 0, 1], "sw": 2, "of": 1"#)])))
        #expect(committedRoot(over).all(CAShapeLayer.self).map(\.name) == ["text fill", "text stroke"])
    }

    @Test("text keyframes: one container per document, shown from its keyframe to the next")
    func keyframesSwitch() throws {
        let animation = try load(glyphDocument(layers: textLayer([(0, #""t": "A", "f": "G-Regular", "s": 20"#), (10, #""t": "B", "f": "G-Regular", "s": 20"#), (20, #""t": "AB", "f": "G-Regular", "s": 20"#)])))
        let root = committedRoot(animation)
        let containers = (0..<3).compactMap { root.find("T (text \($0))") }
        #expect(containers.count == 3)
        for (time, shown) in [(0.0, 0), (0.5, 0), (0.99, 0), (1.01, 1), (1.5, 1), (2.01, 2), (2.9, 2)] {
            let hidden = containers.map { presentation($0, at: time).isHidden }
            #expect(hidden == (0..<3).map { $0 != shown }, "at \(time) s")
        }
    }

    @Test("an animator over the whole text: its position, opacity and fill colour animate the text as one")
    func animator() throws {
        let animators = #"{"nm": "A1", "s": {"t": 0, "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 100}, "o": {"a": 0, "k": 0}, "r": 1, "sh": 1}, "a": {"p": {"a": 1, "k": [{"t": 0, "s": [0, -10]}, {"t": 10, "s": [0, 0]}]}, "o": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 10, "s": [100]}]}, "fc": {"a": 1, "k": [{"t": 0, "s": [1, 0, 0]}, {"t": 10, "s": [0, 0, 1]}]}}}"#
        let animation = try load(glyphDocument(layers: textLayer([(0, #""t": "AB", "f": "G-Regular", "s": 20, "fc": [0, 0, 0]"#)], animators: animators)))
        #expect(animation.unsupportedFeatures.isEmpty)
        let root = committedRoot(animation)
        let moved = try #require(root.find("T (animator 0) (position, rotation)"))
        let faded = try #require(root.find("T (animator 0) opacity"))
        let fill = try #require(root.all(CAShapeLayer.self).first)
        #expect(abs(presentation(moved, at: 0.5).position.y - -5) < 1e-9)
        #expect(abs(presentation(faded, at: 0.25).opacity - 0.25) < 1e-6)
        let color = presentation(fill, at: 0.5).fillColor
        #expect(abs((color?.red ?? 0) - 0.5) < 1e-6 && abs((color?.blue ?? 0) - 0.5) < 1e-6)
    }

    @Test("system-font text: CATextLayers with an attributed string, placed by their baselines")
    func systemText() throws {
        let json = document(layers: textLayer([(0, #""t": "Hi\rthere", "f": "Sans-Bold", "s": 20, "fc": [1, 0, 0], "sc": [0, 0, 1], "sw": 2, "tr": 100, "lh": 26, "ls": 2, "j": 2"#)]))
            .replacingOccurrences(of: #""layers""#, with: #""fonts": {"list": [{"fName": "Sans-Bold", "fFamily": "DejaVu Sans", "fStyle": "Bold"}]}, "layers""#)
        let animation = try load(json)
        #expect(animation.unsupportedFeatures.isEmpty)
        let layers = committedRoot(animation).all(CATextLayer.self)
        #expect(layers.map(\.name) == ["text stroke", "text fill"])
        let fill = layers[1], stroke = layers[0]
        #expect(fill.alignmentMode == .center && fill.bounds == .zero && fill.position == .zero && !fill.isWrapped)
        #expect(fill.baselineLayout == TextBaselineLayout(firstBaseline: -2, lineSpacing: 26))
        let string = try #require(fill.string as? NSAttributedString)
        #expect(string.string == "Hi\nthere")
        let attributes = string.attributes(at: 0, effectiveRange: nil)
        #expect((attributes[.font] as? CTFont) == CTFont(name: "DejaVu Sans-Bold", size: 20))
        #expect((attributes[.kern] as? Double) == 2)
        #expect((attributes[.foregroundColor] as! CGColor) == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        let strokeAttributes = try #require(stroke.string as? NSAttributedString).attributes(at: 0, effectiveRange: nil)
        #expect((strokeAttributes[.strokeWidth] as? Double) == 10)
        #expect((strokeAttributes[.strokeColor] as! CGColor) == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
    }

    @Test("system-font box text: the box is the layer's bounds at its corner, wrapped, the first baseline an ascent down")
    func systemBox() throws {
        let json = document(layers: textLayer([(0, #""t": "Some words", "f": "X", "s": 20, "fc": [0, 0, 0], "sz": [80, 50], "ps": [-40, -25]"#)]))
            .replacingOccurrences(of: #""layers""#, with: #""fonts": {"list": [{"fName": "X", "fFamily": "Liberation Sans", "fStyle": "Regular", "ascent": 72}]}, "layers""#)
        let layer = try #require(committedRoot(try load(json)).first(CATextLayer.self))
        #expect(layer.bounds == CGRect(x: -40, y: -25, width: 80, height: 50) && layer.position == CGPoint(x: -40, y: -25))
        #expect(layer.isWrapped && layer.alignmentMode == .left)
        #expect(abs((layer.baselineLayout?.firstBaseline ?? 0) - (-25 + 14.4)) < 1e-9)
    }

    /// Skia's skottie-text-animator-8.json lists several selectors under `s`; it was refused.
    @Test("an array of range selectors (Skottie's extension): the animator selects everything when each selector does")
    func selectorArrays() throws {
        let whole = #"{"t": 0, "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 100}, "r": 1}"#
        let half = #"{"t": 0, "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}, "r": 1}"#
        func animator(_ selectors: String) -> String { #"{"s": [\#(selectors)], "a": {"o": {"a": 0, "k": 40}}}"# }
        let layers = [
            textLayer([(0, #""t": "AB", "f": "G-Regular", "s": 20"#)], animators: animator("\(whole), \(whole)")),
            textLayer([(0, #""t": "AB", "f": "G-Regular", "s": 20"#)], animators: animator("\(whole), \(half)"), index: 2),
        ].joined(separator: ", ")
        let animation = try load(glyphDocument(layers: layers))
        #expect(animation.unsupportedFeatures.map { "\($0.path): \($0.feature)" } == [
            "layers[1].t.a[0].s: text animator range selectors (the animator applies to the whole text)"
        ])
        let bad = glyphDocument(layers: textLayer([(0, #""t": "AB", "f": "G-Regular", "s": 20"#)], animators: animator("7")))
        #expect(throws: LottieError(path: "layers[0].t.a[0].s[0]", message: "expected a selector object, found the number 7")) {
            try load(bad)
        }
    }

    /// pass_loading.json (lottie-flutter's example assets): "PASS" revealed character by
    /// character — a range selector whose start runs 0 → 100 % with opacity 0 and a downward
    /// offset. Applied to the whole text, it hid the word for the whole animation.
    @Test("a range selector that animates fades and moves each glyph character by the share of the range covering it")
    func perCharacterSelector() throws {
        let selector = #"{"t": 0, "r": 1, "b": 1, "sh": 1, "s": {"a": 1, "k": [{"t": 0, "s": [0], \#(linear)}, {"t": 10, "s": [100]}]}}"#
        let animator = #"{"s": \#(selector), "a": {"o": {"a": 0, "k": 0}, "p": {"a": 0, "k": [0, 8]}}}"#
        let animation = try load(glyphDocument(layers: textLayer([(0, #""t": "AB", "f": "G-Regular", "s": 20, "fc": [1, 0, 0]"#)], animators: animator)))
        #expect(animation.unsupportedFeatures.isEmpty)
        let root = committedRoot(animation)
        let a = try #require(root.find("character 0")), b = try #require(root.find("character 1"))
        // At frame 2.5 the range starts at 25 % of two characters: A is half covered, B wholly.
        let a25 = presentation(a, at: 0.25), b25 = presentation(b, at: 0.25)
        #expect(abs(Double(a25.opacity) - 0.5) < 1e-6 && abs(a25.position.y - 4) < 1e-6 && a25.position.x == 0)
        #expect(abs(Double(b25.opacity)) < 1e-6 && abs(b25.position.y - 8) < 1e-6)
        // At frame 5 A has left the range; at frame 10 both have.
        let a5 = presentation(a, at: 0.5), b5 = presentation(b, at: 0.5), b10 = presentation(b, at: 1.0)
        #expect(abs(Double(a5.opacity) - 1) < 1e-6 && abs(a5.position.y) < 1e-6)
        #expect(abs(Double(b5.opacity)) < 1e-6 && abs(Double(b10.opacity) - 1) < 1e-6 && abs(b10.position.y) < 1e-6)
        // Each character layer draws its own glyph: A (40 × 70 at size 100) from x 1, B after A's 10-point advance.
        let aBox = try #require(a.first(CAShapeLayer.self)?.path).boundingBoxOfPath
        let bBox = try #require(b.first(CAShapeLayer.self)?.path).boundingBoxOfPath
        #expect(aBox == CGRect(x: 1, y: -14, width: 8, height: 14) && bBox == CGRect(x: 11, y: -14, width: 4, height: 14))
    }

    /// Each character's layer keeps a value a frame: 2,000 characters over 300 frames would be
    /// 600,000 character-frames (past the 500,000 an animation may sample), so the animator is
    /// applied to the whole text and reported; before the limit, building such a text also took
    /// characters² a frame (a 2,000-character line over 6,000 frames did not validate in 5 min).
    @Test("text animated character by character is bounded in character-frames; past the bound the animator applies to the whole text")
    func perCharacterBudget() throws {
        let selector = #"{"t": 0, "r": 1, "s": {"a": 1, "k": [{"t": 0, "s": [0], \#(linear)}, {"t": 10, "s": [100]}]}}"#
        let animator = #"{"s": \#(selector), "a": {"o": {"a": 0, "k": 0}, "t": {"a": 0, "k": 100}}}"#
        let text = String(repeating: "AB", count: 1000)
        func layer(op: Int) -> String {
            textLayer([(0, #""t": "\#(text)", "f": "G-Regular", "s": 20"#)], animators: animator)
                .replacingOccurrences(of: #""op": 30"#, with: #""op": \#(op)"#)
        }
        // 2,000 characters × 31 sampled frames (0…29, then 30): within the bound.
        let within = try load(glyphDocument(layers: layer(op: 30), op: 30))
        #expect(within.unsupportedFeatures.isEmpty)
        #expect(committedRoot(within).find("character 1999") != nil)
        let past = try load(glyphDocument(layers: layer(op: 300), op: 300))
        #expect(past.unsupportedFeatures.map(\.path) == ["layers[0].t.a", "layers[0].t.a[0].s"])
        #expect(past.unsupportedFeatures.first?.description.contains("more than 500000 character-frames") == true)
        #expect(committedRoot(past).find("character 0") == nil)
    }

    @Test("a range selector's tracking spaces the characters it picks; centred lines move back by half of it")
    func perCharacterTracking() throws {
        let animator = #"{"s": {"t": 0, "r": 1, "s": {"a": 0, "k": 50}}, "a": {"t": {"a": 0, "k": 500}}}"#
        for (justification, expected) in [(0, [0.0, 10]), (2, [-5.0, 5])] {
            let layer = textLayer([(0, #""t": "AB", "f": "G-Regular", "s": 20, "fc": [1, 0, 0], "j": \#(justification)"#)], animators: animator)
            let animation = try load(glyphDocument(layers: layer))
            #expect(animation.unsupportedFeatures.isEmpty)
            let root = committedRoot(animation)
            // 500 thousandths of a 20-point em after B, the second half of the text; none after A.
            let shifts = try ["character 0", "character 1"].map { try #require(root.find($0)).position.x }
            #expect(shifts == expected.map { CGFloat($0) }, "justification \(justification)")
        }
    }

    @Test("a range selector's share of a character: percent or indices, offset, amount, ends swapped")
    func selectorShare() throws {
        func selector(_ members: String) throws -> LottieTextSelector {
            let json = glyphDocument(layers: textLayer([(0, #""t": "AB", "f": "G-Regular", "s": 20"#)], animators: #"{"s": {\#(members)}, "a": {"o": {"a": 0, "k": 0}}}"#))
            let document = try DocumentReader(log: UnsupportedFeatureLog(), imageData: nil).read(JSONNode.parse(Data(json.utf8)))
            guard case .text(let text) = document.layers[0].kind, let selector = text.animators[0].selector else { throw LottieError(path: "", message: "no selector") }
            return selector
        }
        let percent = try selector(#""s": {"a": 0, "k": 10}, "e": {"a": 0, "k": 60}, "o": {"a": 0, "k": 5}"#)
        // Four characters: the range is [0.6, 2.6) characters.
        #expect([0, 1, 2, 3].map { abs(percent.share(ofCharacter: $0, count: 4, atFrame: 0) - [0.4, 1, 0.6, 0][$0]) < 1e-9 } == [true, true, true, true])
        let indices = try selector(#""r": 2, "s": {"a": 0, "k": 3}, "e": {"a": 0, "k": 1}, "a": {"a": 0, "k": 50}"#)
        #expect(indices.inIndices && [0, 1, 2, 3].map { indices.share(ofCharacter: $0, count: 4, atFrame: 0) } == [0, 0.5, 0.5, 0])
        let whole = try selector(#""r": 2"#)
        #expect(whole.share(ofCharacter: 3, count: 4, atFrame: 0) == 1 && whole.isCharacterSquare)
        #expect(try !selector(#""sh": 2"#).isCharacterSquare && !selector(#""b": 3"#).isCharacterSquare && !selector(#""rn": 1"#).isCharacterSquare)
    }

    @Test("what text cannot draw is reported by JSON path")
    func reported() throws {
        let partial = #"{"s": {"t": 0, "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}, "r": 1}, "a": {"r": {"a": 0, "k": 30}, "fh": {"a": 0, "k": 10}}}"#
        let layers = [
            textLayer([(0, #""t": "AxB", "f": "G-Regular", "s": 20, "ca": 2"#)], animators: partial, extra: #", "p": {"m": 0}, "m": {"g": 1, "a": {"a": 0, "k": [10, 0]}}"#),
            textLayer([(0, #""t": "Hi", "f": "Missing", "s": 20, "fc": [0, 0, 0]"#)], index: 2),
            textLayer([(0, #""t": "Hi", "f": "L", "s": 20, "fc": [0, 0, 0]"#)], index: 3),
        ].joined(separator: ", ")
        let json = glyphDocument(layers: layers)
            .replacingOccurrences(of: #""ascent": 70}"#, with: #""ascent": 70}, {"fName": "L", "fFamily": "Liberation Sans", "fStyle": "Light", "fPath": "https://example.com/l.ttf"}"#)
        let reported = try load(json).unsupportedFeatures.map { "\($0.path): \($0.feature)" }
        #expect(reported.contains("fonts.list[1].fPath: font files (fPath; the family \"Liberation Sans\" is looked up on the system)"))
        #expect(reported.contains("layers[0].t.d.k[0].s.ca: small capitals (drawn as capitals)"))
        #expect(reported.contains("layers[0].t.p.m: text on a path (drawn on a straight baseline)"))
        #expect(reported.contains("layers[0].t.m.a: text anchor point grouping alignment (not applied)"))
        #expect(reported.contains("layers[0].t.a[0].a.fh: text animator fill hue (not drawn)"))
        #expect(reported.contains("layers[0].t.a[0].s: text animator range selectors (the animator applies to the whole text)"))
        #expect(reported.contains("layers[0].t.a[0].a: text animator scale, rotation and skew (applied to the whole text about the animator's anchor, not to each character)"))
        #expect(reported.contains("layers[0].t.d.k[0].s.t: characters with no glyph in chars (left out): \"X\""))
        #expect(reported.contains("layers[2].t.d.k[0].s.f: font style \"Light\" (drawn regular)"))
        #expect(reported.contains("layers[1].t.d.k[0].s.f: a font that fonts.list does not list (\"Missing\", looked up as a family)"))
    }
}
