import Foundation
import Quartzite
import QuartziteTestClock
import Testing
@testable import QuartziteLottie

/// How a group's fills and strokes are layered and its paths trimmed: in the file's order, as
/// After Effects and lottie-ios's Core Animation engine (ShapeLayer's render groups,
/// ShapeItemLayer, read in its source) draw them.
@Suite("Lottie: fills, strokes and trims in the file's order", .mediaClockPerTest)
struct LottieShapeStackingTests {
    private let rect = #"{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [20, 20]}, "r": {"a": 0, "k": 0}}"#

    private func fill(_ name: String, opacity: Double = 100) -> String {
        #"{"ty": "fl", "nm": "\#(name)", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": \#(opacity)}}"#
    }

    private func stroke(_ name: String, opacity: Double = 100) -> String {
        #"{"ty": "st", "nm": "\#(name)", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": \#(opacity)}, "w": {"a": 0, "k": 4}}"#
    }

    /// The index among its siblings of the layer named `name`.
    private func stackIndex(_ root: CALayer, _ name: String) throws -> Int {
        let layer = try #require(root.find(name))
        return try #require(layer.superlayer?.sublayers?.firstIndex { $0 === layer })
    }

    /// lottie-ios's issue 1902 and its PR 1903: a fill listed above a stroke of the same paths
    /// covers the stroke's inner half (one `CAShapeLayer` draws both only when the stroke is
    /// listed above); Quartzite drew every stroke over its fill, as lottie-ios did before.
    @Test("a fill listed above a stroke of the same paths is drawn over it, whatever the opacities")
    func fillOverStroke() throws {
        for opacity in [100.0, 60] {
            let shapes = [rect, fill("paint", opacity: opacity), stroke("line")].joined(separator: ", ")
            let root = committedRoot(try load(document(layers: shapeLayer(shapes: shapes))))
            #expect(try stackIndex(root, "line") < stackIndex(root, "paint"))
        }
        // Drawn: the blue stroke (4 wide) shows outside the red square's edge, the fill covers
        // its inner half.
        let shapes = [#"{"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [40, 40]}, "r": {"a": 0, "k": 0}}"#, fill("paint"), stroke("line")]
        let pixels = try renderFrame(try load(document(layers: shapeLayer(shapes: shapes.joined(separator: ", ")))), frame: 0).pixels
        let rgb = { (x: Int) in Array(pixels[(50 * 100 + x) * 4..<(50 * 100 + x) * 4 + 3]) }
        #expect(rgb(29) == [0, 0, 255] && rgb(30) == [255, 0, 0] && rgb(31) == [255, 0, 0])
    }

    @Test("a stroke listed above the fill stays above it; a fill of other paths stays in order")
    func otherOrders() throws {
        let above = committedRoot(try load(document(layers: shapeLayer(shapes: [rect, stroke("line"), fill("paint")].joined(separator: ", ")))))
        #expect(try stackIndex(above, "line") > stackIndex(above, "paint"))
        // The fill paints only the first rectangle; the stroke both: not the same paths.
        let second = #"{"ty": "el", "p": {"a": 0, "k": [30, 30]}, "s": {"a": 0, "k": [10, 10]}}"#
        let apart = committedRoot(try load(document(layers: shapeLayer(shapes: [rect, fill("paint"), second, stroke("line")].joined(separator: ", ")))))
        #expect(try stackIndex(apart, "line") < stackIndex(apart, "paint"))
    }

    @Test("a stroke handed down from an enclosing group is drawn below the nested group's fill")
    func handedDownStroke() throws {
        let inner = #"{"ty": "gr", "nm": "inner", "it": [\#(rect), \#(fill("paint"))]}"#
        let pathless = committedRoot(try load(document(layers: shapeLayer(shapes: [inner, stroke("line")].joined(separator: ", ")))))
        #expect(try stackIndex(pathless, "line") < stackIndex(pathless, "paint"))
        let own = #"{"ty": "el", "p": {"a": 0, "k": [30, 30]}, "s": {"a": 0, "k": [10, 10]}}"#
        let withPaths = committedRoot(try load(document(layers: shapeLayer(shapes: [inner, own, stroke("line")].joined(separator: ", ")))))
        let strokes = withPaths.all(CAShapeLayer.self).filter { $0.name == "line" }
        let nested = try #require(strokes.first { $0.superlayer === withPaths.find("paint")?.superlayer })
        let siblings = try #require(nested.superlayer?.sublayers)
        #expect(try #require(siblings.firstIndex { $0 === nested }) < stackIndex(withPaths, "paint"))
    }

    /// After Effects, lottie-web, rlottie, Skottie and lottie-ios's main-thread engine trim
    /// "individually" paths as one sequence (Skia's skottie-trimpath-modes.json shows both
    /// modes); lottie-ios's Core Animation engine trimmed each stroke alone (its #1972, a bug).
    @Test("a trim in mode 1 trims each path by itself; in mode 2 the paths as one sequence, strokes and fills alike")
    func trimModes() throws {
        let line = { (y: Int) in
            #"{"ty": "sh", "ks": {"a": 0, "k": {"c": false, "v": [[0, \#(y)], [80, \#(y)]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}}}"#
        }
        for mode in [1, 2] {
            let trim = #"{"ty": "tm", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}, "o": {"a": 0, "k": 0}, "m": \#(mode)}"#
            let animation = try load(document(layers: shapeLayer(shapes: [line(10), line(30), trim, stroke("line")].joined(separator: ", "))))
            let root = committedRoot(animation)
            let strokes = root.all(CAShapeLayer.self).filter { $0.name == "line" }
            #expect(strokes.count == (mode == 1 ? 2 : 1))
            #expect(strokes.allSatisfy { $0.strokeStart == 0 && $0.strokeEnd == 0.5 })
            // Drawn: mode 1 half of each line; mode 2 the first line whole, none of the second.
            let pixels = try renderFrame(animation, frame: 0).makeImage().pixels
            let inked = { (x: Int, y: Int) in pixels[(y * 100 + x) * 4 + 1] < 128 }
            #expect(inked(20, 10) && inked(20, 30) == (mode == 1))
            #expect(inked(60, 10) == (mode == 2) && !inked(60, 30))
        }
        // A fill in mode 2: the two lines as one sequence, the first one whole.
        let trim = #"{"ty": "tm", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}, "o": {"a": 0, "k": 0}, "m": 2}"#
        let triangles = { (y: Int) in
            #"{"ty": "sh", "ks": {"a": 0, "k": {"c": true, "v": [[0, \#(y)], [80, \#(y)], [40, \#(y + 10)]], "i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]]}}}"#
        }
        let filled = committedRoot(try load(document(layers: shapeLayer(shapes: [triangles(0), triangles(40), trim, fill("paint")].joined(separator: ", ")))))
        let fills = filled.all(CAShapeLayer.self).filter { $0.name == "paint" }
        #expect(fills.count == 1)
        #expect(abs((fills.first?.path?.boundingBoxOfPath.maxY ?? 0) - 10) < 1e-6)
    }

    @Test("a hidden matte layer draws nothing: the alpha-matted layer vanishes, the inverted one shows whole")
    func hiddenMatte() throws {
        for (tt, shown) in [(1, false), (2, true)] {
            let matte = shapeLayer(name: "matte", index: 1, extra: #""td": 1, "hd": true"#)
            let square = #"{"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [100, 100]}}, {"ty": "fl", "c": {"a": 0, "k": [0, 0, 1, 1]}}"#
            let content = shapeLayer(name: "content", index: 2, shapes: square, extra: #""tt": \#(tt)"#)
            let animation = try load(document(layers: matte + ", " + content))
            let frame = try renderFrame(animation, frame: 0)
            // The matte's square (−5…5) would cut the content there: now it is all or nothing.
            for (x, y) in [(2, 2), (50, 50)] {
                let i = (y * frame.width + x) * 4
                #expect(Array(frame.pixels[i..<i + 3]) == (shown ? [0, 0, 255] : [255, 255, 255]), "tt \(tt) at (\(x), \(y))")
            }
        }
    }

    @Test("a mask is filled even-odd, as lottie-ios fills masks: a path that crosses itself leaves a hole")
    func maskFillRule() throws {
        // Two overlapping squares in one closed mask path: the overlap (20…40) is a hole.
        let pt = #"{"a": 0, "k": {"c": true, "v": [[0, 0], [40, 0], [40, 40], [0, 40], [0, 0], [20, 20], [60, 20], [60, 60], [20, 60], [20, 20]], "i": [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]]}}"#
        let square = #"{"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [100, 100]}}, {"ty": "fl", "c": {"a": 0, "k": [0, 0, 1, 1]}}"#
        let layer = shapeLayer(shapes: square, extra: #""masksProperties": [{"mode": "a", "pt": \#(pt), "o": {"a": 0, "k": 100}}]"#)
        let animation = try load(document(layers: layer))
        let mask = try #require(committedRoot(animation).find("L (scale, anchor)")?.mask?.sublayers?.first as? CAShapeLayer)
        #expect(mask.fillRule == .evenOdd)
        let frame = try renderFrame(animation, frame: 0)
        let pixel = { (x: Int, y: Int) in Array(frame.pixels[(y * frame.width + x) * 4..<(y * frame.width + x) * 4 + 3]) }
        #expect(pixel(10, 10) == [0, 0, 255] && pixel(50, 50) == [0, 0, 255])
        #expect(pixel(30, 30) == [255, 255, 255])
    }

    @Test("a gradient's opacity applies once per layer lottie-ios draws it with: opacity² with an opacity gradient or as a stroke")
    func gradientOpacityPowers() throws {
        // Black gradients at 50 % over white, read at the middle of a 60 × 60 square.
        let cases: [(stops: String, count: Int, stroke: Bool, alpha: Double)] = [
            ("[0, 0, 0, 0, 1, 0, 0, 0]", 2, false, 0.5),
            ("[0, 0, 0, 0, 1, 0, 0, 0, 0, 0.5, 1, 0.5]", 2, false, 0.5 * 0.25),
            ("[0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 1, 1]", 2, false, 0.5),
            ("[0, 0, 0, 0, 1, 0, 0, 0]", 2, true, 0.25),
            ("[0, 0, 0, 0, 1, 0, 0, 0, 0, 0.5, 1, 0.5]", 2, true, 0.5 * 0.125),
        ]
        for item in cases {
            let style = item.stroke ? #""ty": "gs", "w": {"a": 0, "k": 30}, "lc": 1, "lj": 1"# : #""ty": "gf""#
            let gradient = #"{\#(style), "o": {"a": 0, "k": 50}, "t": 1, "s": {"a": 0, "k": [20, 50]}, "e": {"a": 0, "k": [80, 50]}, "g": {"p": \#(item.count), "k": {"a": 0, "k": \#(item.stops)}}}"#
            let square = #"{"ty": "rc", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [60, 60]}}"#
            let frame = try renderFrame(try load(document(layers: shapeLayer(shapes: square + ", " + gradient))), frame: 0)
            // The stroke (30 wide) covers the square's edge at (20, 50); the fill its middle.
            let (x, y) = item.stroke ? (22, 50) : (50, 50)
            let red = Double(frame.pixels[(y * frame.width + x) * 4])
            #expect(abs(red - 255 * (1 - item.alpha)) < 2, "\(item): \(red)")
        }
    }

    /// The Lottie specification's polystar (lottie-web, rlottie): the handles are a quarter of
    /// the circle's arc per point long at 100 % roundness, so they shorten as points are added;
    /// lottie-ios's constant (0.47829 of the radius) fits three points.
    @Test("rounded stars and polygons: handles radius × roundness × 2π / (4 × points) long, as the Lottie specification builds them")
    func starRoundness() {
        let star = ShapeGeometry.star(
            isPolygon: false, center: [0, 0], points: 5, rotation: 0, outerRadius: 40, outerRoundness: 50, innerRadius: 20,
            innerRoundness: 30, reversed: false)
        // The top point, clockwise: its out handle points right, the next (inner) point's in handle back.
        #expect(abs(star.vertices[0].y + 40) < 1e-9)
        #expect(abs(star.outTangents[0].x - 40 * 0.5 * 2 * .pi / 20) < 1e-9 && abs(star.outTangents[0].y) < 1e-9)
        let inner = hypot(star.inTangents[1].x, star.inTangents[1].y)
        #expect(abs(inner - 20 * 0.3 * 2 * .pi / 20) < 1e-9)
        // A hexagon at 100 %: 40 × 2π / 24 ≈ 10.47 (lottie-ios: 40 × 0.25 = 10).
        let polygon = ShapeGeometry.star(
            isPolygon: true, center: [0, 0], points: 6, rotation: 0, outerRadius: 40, outerRoundness: 100, innerRadius: 0,
            innerRoundness: 0, reversed: false)
        let handle = 40 * 2 * Double.pi / 24
        #expect(abs(polygon.outTangents[0].x - handle) < 1e-9 && abs(polygon.inTangents[0].x + handle) < 1e-9)
        // Twelve points: half the handle of six (lottie-ios's stays the same).
        let twelve = ShapeGeometry.star(
            isPolygon: true, center: [0, 0], points: 12, rotation: 0, outerRadius: 40, outerRoundness: 100, innerRadius: 0,
            innerRoundness: 0, reversed: false)
        #expect(abs(twelve.outTangents[0].x - handle / 2) < 1e-9)
    }

    @Test("a fractional point count grows a partial point (lottie-ios's star); a polygon's corners stay 360° / points apart")
    func fractionalPoints() {
        let star = ShapeGeometry.star(
            isPolygon: false, center: [0, 0], points: 5.5, rotation: 0, outerRadius: 40, outerRoundness: 0, innerRadius: 20,
            innerRoundness: 0, reversed: false)
        // ⌈5.5⌉ × 2 vertices (the one lottie-ios repeats on the first dropped); the first is the
        // partial point: radius 20 + 0.5 × 20, turned half a half-step past the top.
        #expect(star.vertices.count == 12)
        let half = Double.pi / 5.5
        let first = -Double.pi / 2 + half * 0.5
        #expect(abs(star.vertices[0].x - 30 * cos(first)) < 1e-9 && abs(star.vertices[0].y - 30 * sin(first)) < 1e-9)
        // Then inner and outer points a half-step apart, from a quarter step after the first.
        let radii = star.vertices.map { hypot($0.x, $0.y) }
        #expect(zip(radii.dropFirst(), [20.0, 40, 20, 40, 20, 40, 20, 40, 20, 40, 20]).allSatisfy { abs($0 - $1) < 1e-9 })
        let second = atan2(Double(star.vertices[1].y), Double(star.vertices[1].x))
        #expect(abs(second - (first + half * 0.5)) < 1e-9)
        // Whole counts are unchanged: 2 × points vertices, the top point first.
        let five = ShapeGeometry.star(
            isPolygon: false, center: [0, 0], points: 5, rotation: 0, outerRadius: 40, outerRoundness: 0, innerRadius: 20,
            innerRoundness: 0, reversed: false)
        #expect(five.vertices.count == 10 && abs(five.vertices[0].y + 40) < 1e-9)
        // A polygon of 4.5 corners: 90° / 1.125 apart, five after the first, the last past it.
        let polygon = ShapeGeometry.star(
            isPolygon: true, center: [0, 0], points: 4.5, rotation: 0, outerRadius: 40, outerRoundness: 0, innerRadius: 0,
            innerRoundness: 0, reversed: false)
        #expect(polygon.vertices.count == 6)
        let last = atan2(Double(polygon.vertices[5].y), Double(polygon.vertices[5].x))
        let expected = -Double.pi / 2 + 5 * 2 * Double.pi / 4.5 - 2 * Double.pi
        #expect(abs(last - expected) < 1e-9)
    }

    @Test("zero-length dashes with round caps draw dots, as lottie-ios's 0.01-long dashes do")
    func dottedStroke() throws {
        let line = #"{"ty": "sh", "ks": {"a": 0, "k": {"c": false, "v": [[10, 50], [90, 50]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}}}"#
        let stroke = #"{"ty": "st", "c": {"a": 0, "k": [0, 0, 0, 1]}, "w": {"a": 0, "k": 10}, "lc": 2, "lj": 2, "d": [{"n": "d", "v": {"a": 0, "k": 0}}, {"n": "g", "v": {"a": 0, "k": 20}}, {"n": "o", "v": {"a": 0, "k": 0}}]}"#
        let frame = try renderFrame(try load(document(layers: shapeLayer(shapes: line + ", " + stroke))), frame: 0)
        let red = { (x: Int, y: Int) in frame.pixels[(y * frame.width + x) * 4] }
        // Dots of diameter 10 at x = 10, 30, 50, 70, 90; white half way between them.
        for x in [30, 50, 70] { #expect(red(x, 50) < 10 && red(x + 3, 50) < 10 && red(x, 53) < 10, "dot at \(x)") }
        for x in [20, 40, 60] { #expect(red(x, 50) > 245, "gap at \(x)") }
    }

    @Test("several animated Bézier paths share one layer (a hole stays a hole); rectangles and ellipses get a layer each")
    func pathsSharingALayer() throws {
        // An outer square and an inner one, each keyed on its own frames, filled even-odd.
        let square = { (from: Double, to: Double, start: Int, end: Int) -> String in
            let key = { (h: Double) in #"[{"c": true, "v": [[\#(50 - h), \#(50 - h)], [\#(50 + h), \#(50 - h)], [\#(50 + h), \#(50 + h)], [\#(50 - h), \#(50 + h)]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}]"# }
            return #"{"ty": "sh", "ks": {"a": 1, "k": [{"t": \#(start), "s": \#(key(from)), \#(linear)}, {"t": \#(end), "s": \#(key(to))}]}}"#
        }
        let fill = #"{"ty": "fl", "nm": "paint", "c": {"a": 0, "k": [0, 0, 1, 1]}, "r": 2}"#
        let animation = try load(document(layers: shapeLayer(shapes: [square(30, 40, 0, 10), square(10, 20, 5, 15), fill].joined(separator: ", "))))
        let root = committedRoot(animation)
        #expect(root.all(CAShapeLayer.self).filter { $0.name == "paint" }.count == 1)
        // Frame 10: outer half-size 40, inner 15 (half way from 10 to 20): the middle is a hole.
        let frame = try renderFrame(animation, frame: 10)
        let pixel = { (x: Int, y: Int) in Array(frame.pixels[(y * frame.width + x) * 4..<(y * frame.width + x) * 4 + 3]) }
        #expect(pixel(50, 50) == [255, 255, 255] && pixel(20, 50) == [0, 0, 255] && pixel(70, 50) == [0, 0, 255])
        #expect(pixel(63, 50) == [255, 255, 255] && pixel(67, 50) == [0, 0, 255])

        let rect = #"{"ty": "rc", "p": {"a": 0, "k": [40, 40]}, "s": {"a": 0, "k": [40, 40]}}"#
        let ellipse = #"{"ty": "el", "p": {"a": 0, "k": [60, 60]}, "s": {"a": 0, "k": [40, 40]}}"#
        let separate = committedRoot(try load(document(layers: shapeLayer(shapes: [rect, ellipse, fill].joined(separator: ", ")))))
        #expect(separate.all(CAShapeLayer.self).filter { $0.name == "paint" }.count == 2)
    }
}
