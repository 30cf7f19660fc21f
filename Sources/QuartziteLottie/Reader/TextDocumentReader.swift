import Foundation
import Quartzite

/// Reads text layers' text (`t`), `fonts.list` and `chars`.
extension DocumentReader {
    /// The most UTF-8 bytes a text document's text may have (a hostile file must not lay out
    /// 10⁹ characters).
    static let maximumTextLength = 100_000

    /// A text layer's `t`: its documents (`d.k`), animators (`a`); text on a path (`p.m`) and
    /// animator properties Quartzite does not draw are reported.
    func text(_ node: JSONNode) throws(LottieError) -> LottieText {
        guard node.object != nil else { throw node.error("expected a text object, found \(node.kind)") }
        let d = try node.required("d")
        guard d.object != nil else { throw d.error("expected a text document property {\"k\": [...]}, found \(d.kind)") }
        if d.has("x") { log.report("expressions (the expression is ignored; the keyframes play)", at: d.path("x")) }
        let k = try d.required("k")
        var documents: [LottieTextKeyframe] = []
        for keyframe in try k.array() {
            guard keyframe.object != nil else { throw keyframe.error("expected a text keyframe {\"s\": …, \"t\": …}, found \(keyframe.kind)") }
            let frame = try keyframe.number("t", default: 0)
            if let last = documents.last, frame < last.frame {
                throw keyframe.error(at: "t", "keyframe times must not decrease (\(frame) after \(last.frame))")
            }
            documents.append(LottieTextKeyframe(frame: frame, document: try textDocument(keyframe.required("s"))))
        }
        guard !documents.isEmpty else { throw k.error("expected at least one text document keyframe") }
        if let p = try node.optional("p"), p.object != nil, p.has("m") {
            log.report("text on a path (drawn on a straight baseline)", at: p.path("m"))
        }
        var animators: [LottieTextAnimator] = []
        if let a = try node.optional("a") {
            for animator in try a.array() { animators.append(try textAnimator(animator)) }
        }
        // More options: the grouping alignment moves each character's anchor for the animators.
        if !animators.isEmpty, let m = try node.optional("m"), m.object != nil, let a = try m.optional("a") {
            let alignment = try AnimatedValueReader(log: log).vector(a)
            if alignment.isAnimated || alignment.initialValue.contains(where: { $0 != 0 }) {
                log.report("text anchor point grouping alignment (not applied)", at: a.path)
            }
        }
        return LottieText(documents: documents, animators: animators, path: node.path)
    }

    private func textDocument(_ node: JSONNode) throws(LottieError) -> LottieTextDocument {
        guard node.object != nil else { throw node.error("expected a text document object, found \(node.kind)") }
        let text = try node.optional("t")?.string() ?? ""
        guard text.utf8.count <= Self.maximumTextLength else {
            throw node.error(at: "t", "a text of \(text.utf8.count) bytes (at most \(Self.maximumTextLength))")
        }
        let size = try node.number("s")
        guard size > 0, size <= 10_000 else { throw node.error(at: "s", "the font size must be above 0 and at most 10000, found \(size)") }
        func color(_ key: String) throws(LottieError) -> [Double]? {
            guard let value = try node.optional(key) else { return nil }
            let components = try value.numbers()
            guard components.count >= 3 else {
                throw value.error("expected a colour [r, g, b], found \(components.count) number(s)")
            }
            return AnimatedValueReader.colorComponents(components)
        }
        func point(_ key: String, nonNegative: Bool) throws(LottieError) -> [Double]? {
            guard let value = try node.optional(key) else { return nil }
            let numbers = try value.numbers()
            guard numbers.count >= 2 else { throw value.error("expected [x, y], found \(numbers.count) number(s)") }
            if nonNegative, numbers[0] < 0 || numbers[1] < 0 {
                throw value.error("a text box size must not be negative, found \(numbers[0]) × \(numbers[1])")
            }
            return numbers
        }
        let justification = try node.integer("j", default: 0)
        if !(0...6).contains(justification) { log.report("justification \(justification) (drawn left-aligned)", at: node.path("j")) }
        let caps = try node.integer("ca", default: 0)
        if caps == 2 { log.report("small capitals (drawn as capitals)", at: node.path("ca")) }
        let box = try point("sz", nonNegative: true)
        let boxPosition = try point("ps", nonNegative: false)
        let strokeWidth = try node.number("sw", default: 0)
        guard strokeWidth >= 0 else { throw node.error(at: "sw", "the stroke width must not be negative, found \(strokeWidth)") }
        return LottieTextDocument(
            text: text, fontName: try node.optional("f")?.string() ?? "", size: size, fillColor: try color("fc"),
            strokeColor: try color("sc"), strokeWidth: strokeWidth, strokeOverFill: try node.bool("of"),
            justification: (0...6).contains(justification) ? justification : 0, tracking: try node.number("tr", default: 0),
            lineHeight: try node.number("lh", default: size * 1.2), baselineShift: try node.number("ls", default: 0),
            boxPosition: box == nil ? nil : boxPosition.map { CGPoint(x: $0[0], y: $0[1]) } ?? .zero,
            boxSize: box.map { CGSize(width: $0[0], height: $0[1]) }, caps: caps, path: node.path)
    }

    /// A text animator: its range selector summarised (does it pick everything, always?) and
    /// its properties.
    private func textAnimator(_ node: JSONNode) throws(LottieError) -> LottieTextAnimator {
        guard node.object != nil else { throw node.error("expected a text animator object, found \(node.kind)") }
        let values = AnimatedValueReader(log: log)
        var selectsAll = true
        var indexEnd: Double?
        var selector: LottieTextSelector?
        // One range selector, or (Skottie's extension) an array of them, which select
        // everything when each does.
        if let selectors = try node.optional("s") {
            for s in selectors.isArray ? try selectors.array() : [selectors] {
                let (all, end) = try selection(s, values: values)
                selectsAll = selectsAll && all
                if let end { indexEnd = min(indexEnd ?? end, end) }  // each must reach the last character
            }
            if !selectors.isArray, try selectors.integer("t", default: 0) != 1 { selector = try rangeSelector(selectors, values: values) }
        }
        let a = try node.optional("a")
        func vector(_ key: String) throws(LottieError) -> LottieAnimated<[Double]>? {
            try a?.optional(key).map { (v: JSONNode) throws(LottieError) in try values.vector(v) }
        }
        func scalar(_ key: String) throws(LottieError) -> LottieAnimated<Double>? {
            try a?.optional(key).map { (v: JSONNode) throws(LottieError) in try values.scalar(v) }
        }
        func color(_ key: String) throws(LottieError) -> LottieAnimated<[Double]>? {
            try a?.optional(key).map { (v: JSONNode) throws(LottieError) in try values.color(v) }
        }
        let names = ["rx": "3D rotation", "ry": "3D rotation", "fh": "fill hue", "fs": "fill saturation", "fb": "fill brightness",
                     "fo": "fill opacity", "so": "stroke opacity", "bl": "blur", "ls": "line spacing", "t3": "3D"]
        for key in a?.keys.sorted() ?? [] {
            if let name = names[key] { log.report("text animator \(name) (not drawn)", at: node.path("a") + "." + key) }
        }
        var rotation = try scalar("r")
        if rotation == nil { rotation = try scalar("rz") }
        return LottieTextAnimator(
            name: try node.string("nm"), selectsAll: selectsAll, indexEnd: indexEnd, anchor: try vector("a"), position: try vector("p"),
            scale: try vector("s"), rotation: rotation, skew: try scalar("sk"), skewAxis: try scalar("sa"),
            opacity: try scalar("o"), fillColor: try color("fc"), strokeColor: try color("sc"), strokeWidth: try scalar("sw"),
            tracking: try scalar("t"), path: node.path, selector: selector)
    }

    /// Range selector `s` (an object, not an expression selector) as ``LottieTextSelector``.
    private func rangeSelector(_ s: JSONNode, values: AnimatedValueReader) throws(LottieError) -> LottieTextSelector {
        func scalar(_ key: String, _ fallback: Double) throws(LottieError) -> LottieAnimated<Double> {
            try s.optional(key).map { (v: JSONNode) throws(LottieError) in try values.scalar(v) } ?? .constant(fallback)
        }
        let end = try s.optional("e").map { (v: JSONNode) throws(LottieError) in try values.scalar(v) }
        return LottieTextSelector(
            start: try scalar("s", 0), end: end, offset: try scalar("o", 0), amount: try scalar("a", 100),
            inIndices: try s.integer("r", default: 1) == 2, basedOn: try s.integer("b", default: 1), shape: try s.integer("sh", default: 1),
            easeHigh: try scalar("xe", 0).initialValue, easeLow: try scalar("ne", 0).initialValue,
            smoothness: try scalar("sm", 100).initialValue, randomizes: try s.integer("rn", default: 0) != 0,
            mode: try s.integer("m", default: 1))
    }

    /// Whether range selector `s` picks every character, always (for character-index ranges,
    /// the end it must reach the last character with).
    private func selection(_ s: JSONNode, values: AnimatedValueReader) throws(LottieError) -> (selectsAll: Bool, indexEnd: Double?) {
        guard s.object != nil else { throw s.error("expected a selector object, found \(s.kind)") }
        if try s.integer("t", default: 0) == 1 { return (false, nil) }  // an expression selector
        let isConstant = { (key: String, value: Double) throws(LottieError) -> Bool in
            guard let property = try s.optional(key) else { return true }
            let animated = try values.scalar(property)
            return !animated.isAnimated && animated.initialValue == value
        }
        var selectsAll: Bool
        var indexEnd: Double?
        // Range units: 1 percent, 2 character indices (the end must reach the last
        // character, checked when the text is laid out).
        if try s.integer("r", default: 1) == 2 {
            let end = try s.optional("e").map { (e: JSONNode) throws(LottieError) in try values.scalar(e) }
            if let end, !end.isAnimated { (selectsAll, indexEnd) = (true, end.initialValue) } else { selectsAll = false }
        } else {
            selectsAll = try isConstant("e", 100)
        }
        let start = try isConstant("s", 0), offset = try isConstant("o", 0), amount = try isConstant("a", 100)
        let square = try s.integer("sh", default: 1) == 1
        return (selectsAll && start && offset && amount && square, indexEnd)
    }

    // MARK: Fonts and glyphs

    /// `fonts` (`{"list": [...]}`), by `fName`.
    func fonts(_ node: JSONNode?) throws(LottieError) -> [String: LottieFont] {
        guard let node, let list = try node.optional("list") else { return [:] }
        var fonts: [String: LottieFont] = [:]
        for entry in try list.array() {
            guard entry.object != nil else { throw entry.error("expected a font object, found \(entry.kind)") }
            let name = try entry.required("fName").string()
            let family = try entry.string("fFamily") ?? name
            if let path = try entry.string("fPath"), !path.isEmpty {
                log.report("font files (fPath; the family \"\(family)\" is looked up on the system)", at: entry.path("fPath"))
            }
            fonts[name] = LottieFont(
                name: name, family: family, style: try entry.string("fStyle") ?? "Regular",
                ascent: try entry.optional("ascent")?.number(), path: entry.path)
        }
        return fonts
    }

    /// `chars`: glyph outlines.
    func glyphs(_ node: JSONNode?) throws(LottieError) -> [LottieGlyph] {
        guard let node else { return [] }
        var glyphs: [LottieGlyph] = []
        for entry in try node.array() {
            guard entry.object != nil else { throw entry.error("expected a glyph object, found \(entry.kind)") }
            var shapes: [LottieShapeItem] = []
            if let data = try entry.optional("data") {
                guard data.object != nil else { throw data.error("expected the glyph's data object, found \(data.kind)") }
                if data.has("refId") { log.report("glyphs drawn by a precomposition (left out)", at: data.path("refId")) }
                shapes = try shapeItems(data.optional("shapes"))
            }
            let advance = try entry.number("w")
            glyphs.append(
                LottieGlyph(
                    character: try entry.required("ch").string(), style: try entry.string("style") ?? "Regular",
                    family: try entry.string("fFamily") ?? "", advance: advance, shapes: shapes, path: entry.path))
        }
        return glyphs
    }
}
