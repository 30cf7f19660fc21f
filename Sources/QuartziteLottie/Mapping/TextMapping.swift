import Foundation
import Quartzite

/// The fill and stroke a text document is drawn with once the animators have had their say:
/// an animator's fill colour, stroke colour and stroke width replace the document's (animated
/// where the animator animates them), its tracking adds to the document's.
struct TextStyle {
    var fillColor: LottieAnimated<[Double]>?
    var strokeColor: LottieAnimated<[Double]>?
    var strokeWidth: LottieAnimated<Double>?
    /// Thousandths of an em added after each character, on top of the document's tracking.
    var extraTracking: Double = 0
}

extension LayerBuilder {
    /// Builds a text layer's text into `content`, the way lottie-ios's engines place it: the
    /// animators (``buildTextAnimators(_:maximumLength:into:timeMap:name:)``) around one
    /// container per text document, each shown from its keyframe to the next (a discrete
    /// `hidden` animation). A document whose font has glyphs in `chars` is drawn from them
    /// (``buildGlyphText(_:font:style:into:timeMap:)``), else with a system font
    /// (``buildSystemText(_:font:style:into:)``).
    func buildText(_ text: LottieText, into content: CALayer, timeMap: TimeMap, name: String?) {
        let maximumLength = text.documents.map { $0.document.paragraphs.joined().count }.max() ?? 0
        // Animators whose range picks part of glyph text move and fade each character by its
        // share of the range; the others apply to the whole text.
        let glyphText = text.documents.allSatisfy { $0.document.hasGlyphs(in: self.document, font: $0.document.font(in: self.document)) }
        var perCharacter = glyphText ? text.animators.filter(\.appliesPerCharacter) : []
        if perCharacter.contains(where: \.animatesPerCharacter) {
            // Each character's layer keeps a value a frame: bounded across the animation.
            let frames = AnimationBuilder.sampleFrames(from: animations.fromFrame, to: animations.toFrame).count
            let characters = text.documents.reduce(0) { $0 + $1.document.characterCount }
            let (product, overflow) = characters.multipliedReportingOverflow(by: frames)
            if !spendCharacterFrames(overflow ? .max : product, at: text.path + ".a") { perCharacter = [] }
        }
        let wholeText = perCharacter.isEmpty ? text.animators : text.animators.filter { !$0.appliesPerCharacter }
        let (target, style) = buildTextAnimators(wholeText, maximumLength: maximumLength, into: content, timeMap: timeMap, name: name)
        for (index, keyframe) in text.documents.enumerated() {
            let document = keyframe.document
            let container = makeContainer(name: name.map { "\($0) (text \(index))" })
            let font = document.font(in: self.document)
            if font == nil && !document.fontName.isEmpty {
                log.report("a font that fonts.list does not list (\"\(document.fontName)\", looked up as a family)", at: document.path + ".f")
            }
            var documentStyle = style
            documentStyle.fillColor = style.fillColor ?? document.fillColor.map { .constant($0) }
            documentStyle.strokeColor = style.strokeColor ?? document.strokeColor.map { .constant($0) }
            documentStyle.strokeWidth = style.strokeWidth ?? .constant(document.strokeWidth)
            if document.hasGlyphs(in: self.document, font: font) {
                buildGlyphText(document, font: font, style: documentStyle, perCharacter: perCharacter, into: container, timeMap: timeMap)
            } else {
                buildSystemText(document, font: font, style: documentStyle, into: container)
            }
            addDocumentSwitches(text.documents, index: index, to: container, timeMap: timeMap)
            target.addSublayer(container)
        }
    }

    /// Shows document `index` of `documents` from its keyframe until the next one's (the
    /// first also before its keyframe): a discrete `hidden` animation at those root frames, or
    /// below a time remap, where the shown frame crosses them, found frame by frame.
    private func addDocumentSwitches(_ documents: [LottieTextKeyframe], index: Int, to layer: CALayer, timeMap: TimeMap) {
        guard documents.count > 1 else { return }
        let shownIndex = { (local: Double) -> Int in documents.lastIndex { $0.frame <= local } ?? 0 }
        var switches: [(frame: Double, value: Any)] = []
        let initial: Bool
        if timeMap.remap == nil {
            initial = index > 0
            if index > 0 { switches.append((timeMap.rootFrame(documents[index].frame), false)) }
            if index + 1 < documents.count { switches.append((timeMap.rootFrame(documents[index + 1].frame), true)) }
        } else {
            let frames = AnimationBuilder.sampleFrames(from: animations.fromFrame, to: animations.toFrame)
            initial = shownIndex(timeMap.localFrame(frames[0])) != index
            var current = initial
            for frame in frames.dropFirst().dropLast() where (shownIndex(timeMap.localFrame(frame)) != index) != current {
                current.toggle()
                switches.append((frame, current))
            }
        }
        layer.isHidden = initial
        animations.addSwitches(initial: initial, switches: switches, to: layer, keyPath: "hidden")
    }
}

extension LottieTextAnimator {
    /// Whether, drawn character by character, its selector or values change over time (its
    /// characters' states are then sampled at every frame).
    var animatesPerCharacter: Bool {
        guard let selector else { return false }
        return [selector.start, selector.offset, selector.amount].contains(where: \.isAnimated) || (selector.end?.isAnimated ?? false)
            || (opacity?.isAnimated ?? false) || (position?.isAnimated ?? false) || (tracking?.isAnimated ?? false)
    }

    /// Whether it is drawn character by character: its one range selector picks part of the
    /// text or animates (``LottieTextSelector/isCharacterSquare``), and it only moves, fades and
    /// tracks (`p`, `o`, `t`) — After Effects applies it to each character by the share of the
    /// range that covers the character.
    var appliesPerCharacter: Bool {
        guard let selector, selector.isCharacterSquare, !selectsAll || indexEnd != nil else { return false }
        return (position != nil || opacity != nil || tracking != nil) && anchor == nil && scale == nil && rotation == nil && skew == nil
            && fillColor == nil && strokeColor == nil && strokeWidth == nil
    }
}

extension LottieTextDocument {
    /// The font of `fonts.list` the document names, if listed.
    func font(in document: LottieDocument) -> LottieFont? {
        document.fonts[fontName]
    }

    /// The family and style its glyphs in `chars` go by: those of `font` (its entry in
    /// `fonts.list`), else its font name in the regular style.
    func glyphFace(font: LottieFont?) -> (family: String, style: String) {
        (font?.family ?? fontName, font?.style ?? "Regular")
    }

    /// Whether `document`'s `chars` hold glyphs of its font `font`: it is then drawn from them.
    func hasGlyphs(in document: LottieDocument, font: LottieFont?) -> Bool {
        let face = glyphFace(font: font)
        return document.glyphs.contains { $0.family == face.family && $0.style == face.style }
    }
}
