import Foundation
import Quartzite
@testable import QuartziteRender
import Testing

/// The box of the pixels of `frame` inside `area` (pixels; all by default) for which `isInk`
/// holds, as (minX, minY, maxX, maxY) inclusive, or nil when there are none.
func inkBox(
    _ frame: Frame, in area: (x: Range<Int>, y: Range<Int>)? = nil, _ isInk: (SIMD4<UInt8>) -> Bool
) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in area?.y ?? 0..<frame.height {
        for x in area?.x ?? 0..<frame.width where isInk(frame.pixel(x: x, y: y)) {
            box = box.map { (min($0.minX, x), min($0.minY, y), max($0.maxX, x), max($0.maxY, y)) } ?? (x, y, x, y)
        }
    }
    return box
}

/// `layer`'s tree drawn on a 200×100 canvas.
private func render(_ layer: CALayer) -> (Frame, FrameRenderer) {
    renderLayer(layer, width: 200, height: 100)
}

/// `layer`'s values, committed.
private func committed(_ layer: CALayer) -> LayerProperties {
    CATransaction.flush()
    return layer.committedSnapshot!.properties
}

/// A bright pixel (text in white over the dark canvas).
private func bright(_ p: SIMD4<UInt8>) -> Bool { p.x > 100 && p.y > 100 && p.z > 100 }

@Suite("CATextLayer rendering")
struct TextLayerRenderTests {
    /// A dark 200×100 canvas with one text layer (white, 20 points, no background) of `frame`.
    static func scene(
        _ string: Any, frame: CGRect = CGRect(x: 0, y: 0, width: 200, height: 100), fontSize: Double = 20,
        configure: (CATextLayer) -> Void = { _ in }
    ) -> CALayer {
        let root = rootLayer(200, 100, color(0.05, 0.05, 0.1))
        let text = CATextLayer()
        text.frame = frame
        text.string = string
        text.fontSize = fontSize
        configure(text)
        root.addSublayer(text)
        return root
    }

    @Test("text is drawn inside the bounds only: a long line is clipped at the bounds' edges")
    func clippedToBounds() throws {
        let bounds = CGRect(x: 40, y: 30, width: 100, height: 30)
        let (frame, renderer) = render(Self.scene(String(repeating: "WQ", count: 20), frame: bounds, fontSize: 24))
        let box = inkBox(frame, bright)
        let ink = try #require(box)
        #expect(ink.minX >= 40 && ink.maxX < 140 && ink.minY >= 30 && ink.maxY < 60)
        // It reaches the right edge (clipped, not stopped short) and starts at the left.
        #expect(ink.maxX >= 137 && ink.minX <= 42)
        #expect(renderer.flattener.statistics.contentRasterizations <= 1)
    }

    @Test("the text starts at the top-left of the bounds, y down")
    func topLeftOrigin() throws {
        let (frame, _) = render(Self.scene("Hello", frame: CGRect(x: 20, y: 20, width: 160, height: 60)))
        let box = inkBox(frame, bright)
        let ink = try #require(box)
        #expect(ink.minX >= 20 && ink.minX <= 24)
        // Cap height of 20-point Liberation Sans: ~14 px, below the ascent's top (~18 px).
        #expect(ink.minY >= 20 && ink.minY <= 26)
        #expect(ink.maxY <= 20 + 24)
    }

    @Test("alignment: centred ink is symmetric, right ink ends at the right edge, left at the left")
    func alignment() throws {
        func ink(_ mode: CATextLayerAlignmentMode, _ string: String = "Quartzite") throws -> (minX: Int, minY: Int, maxX: Int, maxY: Int) {
            let (frame, _) = render(Self.scene(string) { $0.alignmentMode = mode })
            let box = inkBox(frame, bright)
            return try #require(box)
        }
        let left = try ink(.left)
        let center = try ink(.center)
        let right = try ink(.right)
        let natural = try ink(.natural)
        #expect(left.minX <= 2)
        #expect(right.maxX >= 196 && right.maxX < 200)
        #expect(abs(center.minX - (199 - center.maxX)) <= 3)
        // The same glyphs, moved: equal widths.
        #expect(abs((right.maxX - right.minX) - (left.maxX - left.minX)) <= 1)
        #expect(natural.minX == left.minX && natural.maxX == left.maxX)
        // Natural alignment of a right-to-left (Hebrew) paragraph is flush right.
        let hebrew = try ink(.natural, "שלום עולם")
        #expect(hebrew.maxX >= 194 && hebrew.minX > 60)
        let hebrewLeft = try ink(.left, "שלום עולם")
        #expect(hebrewLeft.minX <= 3)
    }

    @Test("wrapping makes more lines: the ink reaches lower rows, within the bounds' width")
    func wrapping() throws {
        let string = "Core Animation composites layer trees, and text layers draw strings in them."
        let (single, _) = render(Self.scene(string))
        let (wrapped, _) = render(Self.scene(string) { $0.isWrapped = true })
        let oneBox = inkBox(single, bright)
        let one = try #require(oneBox)
        let manyBox = inkBox(wrapped, bright)
        let many = try #require(manyBox)
        #expect(one.maxY < 26)
        // 20-point lines are 23 px apart: at least three lines.
        #expect(many.maxY > 60)
        #expect(many.maxX < 200)
        // Unwrapped, the line runs past the right edge (clipped there).
        #expect(one.maxX >= 196)
    }

    @Test("end truncation ends the line with an ellipsis at the right edge; start truncation begins with one")
    func truncation() throws {
        let string = "The quick brown fox jumps over the lazy dog and keeps running"
        let width = 150
        let layerFrame = CGRect(x: 0, y: 0, width: width, height: 30)
        func rendered(_ mode: CATextLayerTruncationMode) -> Frame {
            render(Self.scene(string, frame: layerFrame) { $0.truncationMode = mode }).0
        }
        let end = rendered(.end)
        let wholeBox = inkBox(end, bright)
        let whole = try #require(wholeBox)
        // Cut at a character boundary, so short of the edge by less than a character.
        #expect(whole.maxX < width && whole.maxX >= width - 16)
        // The last 6 columns of ink hold only the ellipsis' last dot: a few rows at the
        // baseline, below the x-height.
        let tailBox = inkBox(end, in: (whole.maxX - 5..<whole.maxX + 1, 0..<30), bright)
        let tail = try #require(tailBox)
        #expect(tail.maxY - tail.minY <= 4 && tail.minY > whole.minY + 8)
        // Start truncation: the dots come first, at the left edge, and the line ends with the
        // string's last letters near the right edge.
        let start = rendered(.start)
        let startBox = inkBox(start, bright)
        let first = try #require(startBox)
        #expect(first.minX <= 3 && first.maxX >= width - 16)
        let headBox = inkBox(start, in: (first.minX..<first.minX + 6, 0..<30), bright)
        let head = try #require(headBox)
        #expect(head.maxY - head.minY <= 4 && head.minY > first.minY + 8)
        // Untruncated, a tall glyph stands in the last columns (the line is clipped there).
        let none = rendered(.none)
        let clippedBox = inkBox(none, in: (width - 10..<width, 0..<30), bright)
        let clipped = try #require(clippedBox)
        #expect(clipped.maxY - clipped.minY > 8)
    }

    @Test("an attributed string draws each run in its colour and size; the layer's colour does not apply")
    func attributedRuns() throws {
        let string = NSMutableAttributedString(
            string: "RED", attributes: [.font: CTFontCreateWithName("Helvetica", 30, nil), .foregroundColor: color(1, 0, 0)])
        string.append(NSAttributedString(string: "blue", attributes: [.foregroundColor: color(0, 0, 1)]))
        let (frame, _) = render(Self.scene(string))
        let redBox = inkBox(frame) { $0.x > 150 && $0.y < 60 && $0.z < 60 }
        let blueBox = inkBox(frame) { $0.z > 150 && $0.x < 60 && $0.y < 60 }
        let red = try #require(redBox)
        let blue = try #require(blueBox)
        #expect(red.maxX < blue.minX)
        // 30 points against Core Text's default 12: the red capitals are taller.
        #expect(red.maxY - red.minY > 2 * (blue.maxY - blue.minY) - 2)
        // No white: the layer's foregroundColor is for plain strings only.
        let white = inkBox(frame, bright)
        #expect(white == nil)
    }

    @Test("a layer without a string, colour or size draws nothing")
    func drawsNothing() {
        for configure: (CATextLayer) -> Void in [
            { $0.string = nil }, { $0.string = "" }, { $0.foregroundColor = nil },
            { $0.foregroundColor = color(1, 1, 1, 0) }, { $0.fontSize = 0 },
        ] {
            let (frame, renderer) = render(Self.scene("text", configure: configure))
            let white = inkBox(frame, bright)
            #expect(white == nil)
            #expect(renderer.flattener.statistics.contentRasterizations == 0)
        }
    }

    @Test("text is rasterized at contentsScale, not at the scale it is shown at (Core Animation's backing store)")
    func rasterizedAtContentsScale() throws {
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.string = "scale"
        let shown = try #require(ContentRecipes.recipe(for: .text, committed(layer), resolution: ContentRecipes.resolution(for: .text, committed(layer), pixelsPerPoint: 3)) as? TextRecipe)
        #expect(shown.scale == 1)
        layer.contentsScale = 2
        let sharp = try #require(ContentRecipes.recipe(for: .text, committed(layer), resolution: ContentRecipes.resolution(for: .text, committed(layer), pixelsPerPoint: 3)) as? TextRecipe)
        #expect(sharp.scale == 2)
        let content = try #require(sharp.rasterize())
        #expect(content.image.width == 200 && content.image.height == 80)
        #expect(content.rect == CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test("PostScript-style names pick the weight and slant")
    func fontFaces() {
        func face(_ name: String) -> DrawingText.FontFace { DrawingText.FontFace(named: name, fallback: "Helvetica") }
        #expect(face("Helvetica") == .init(family: "Helvetica"))
        #expect(face("Helvetica-Bold") == .init(family: "Helvetica", bold: true))
        #expect(face("Helvetica-BoldOblique") == .init(family: "Helvetica", bold: true, italic: true))
        #expect(face("Times-Roman") == .init(family: "Times"))
        #expect(face("Noto-Sans-CJK") == .init(family: "Noto-Sans-CJK"))
        #expect(face(" ") == .init(family: "Helvetica"))
    }

    @Test("a moving text layer is rasterized once; an animated fontSize rasterizes every frame")
    func caching() {
        let unique = UUID().uuidString
        let moving = Self.scene("moving \(unique)", frame: CGRect(x: 0, y: 0, width: 150, height: 40))
        let text = moving.sublayers![0]
        CATransaction.flush()
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 75, y: 20)
        move.toValue = CGPoint(x: 125, y: 80)
        move.duration = 1
        move.beginTime = 10
        // Kept after it ends: the real clock is far past t = 11.
        move.isRemovedOnCompletion = false
        text.add(move, forKey: "move")
        let renderer = FrameRenderer(renderer: SoftwareRenderer(threadCount: 2))
        var counts: [Int] = []
        var inkLeft: [Int] = []
        for t in [10.2, 10.4, 10.6] {
            let frame = try! renderer.render(layer: moving, size: CGSize(width: 200, height: 100), at: t)
            counts.append(renderer.flattener.statistics.contentRasterizations)
            inkLeft.append(inkBox(frame, bright)?.minX ?? -1)
        }
        #expect(counts == [1, 0, 0])
        #expect(inkLeft[0] < inkLeft[1] && inkLeft[1] < inkLeft[2])

        let growing = Self.scene("growing \(unique)", frame: CGRect(x: 0, y: 0, width: 150, height: 40))
        CATransaction.flush()
        let grow = CABasicAnimation(keyPath: "fontSize")
        grow.fromValue = 10
        grow.toValue = 30
        grow.duration = 1
        grow.beginTime = 10
        grow.isRemovedOnCompletion = false
        growing.sublayers![0].add(grow, forKey: "grow")
        counts = []
        var heights: [Int] = []
        for t in [10.2, 10.4, 10.6] {
            let frame = try! renderer.render(layer: growing, size: CGSize(width: 200, height: 100), at: t)
            counts.append(renderer.flattener.statistics.contentRasterizations)
            heights.append(inkBox(frame, bright).map { $0.maxY - $0.minY } ?? 0)
        }
        #expect(counts == [1, 1, 1])
        #expect(heights[0] < heights[1] && heights[1] < heights[2])
    }

    @Test("text rasterized on several threads at once is identical to text rasterized alone")
    func concurrentRasterizationIsDeterministic() async throws {
        let strings = (0..<8).map { "Thread \($0): 一串字符串 مرحبا שלום \(UUID().uuidString.prefix(6))" }
        let recipes: [TextRecipe] = strings.map { string in
            let layer = CATextLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 300, height: 60)
            layer.string = string
            layer.fontSize = 18
            layer.isWrapped = true
            return TextRecipe(committed(layer), scale: 1)!
        }
        let concurrent = await withTaskGroup(of: (Int, [UInt8]).self) { group in
            for (i, recipe) in recipes.enumerated() {
                group.addTask { (i, recipe.rasterize()?.image.pixels ?? []) }
            }
            var result = [[UInt8]](repeating: [], count: recipes.count)
            for await (i, pixels) in group { result[i] = pixels }
            return result
        }
        for (i, recipe) in recipes.enumerated() {
            let alone = try #require(recipe.rasterize()?.image.pixels)
            #expect(!alone.isEmpty && concurrent[i] == alone, "string \(i)")
        }
    }
}
