import Foundation
import QuartziteRender
import Testing

@testable import Quartzite

@Suite("DrawingRasterizer")
struct DrawingRasterizerTests {
    @Test func filledRectCoversExactlyItsPixels() throws {
        let image = try rasterized(width: 20, height: 20) { ctx in
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 5, y: 4, width: 10, height: 8))
        }
        #expect(image.width == 20 && image.height == 20)
        for (x, y) in [(5, 4), (14, 4), (5, 11), (14, 11), (9, 7)] { #expect(rgba(image, x, y) == red) }
        for (x, y) in [(4, 4), (15, 4), (5, 3), (5, 12), (0, 0), (19, 19)] { #expect(rgba(image, x, y) == clear) }
        savePNGIfAsked(image, "filled-rect")
    }

    @Test func strokedCircleRingHasItsRadius() throws {
        let image = try rasterized(width: 100, height: 100) { ctx in
            ctx.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.setLineWidth(4)
            ctx.strokeEllipse(in: CGRect(x: 20, y: 20, width: 60, height: 60))
        }
        savePNGIfAsked(image, "stroked-circle")
        // Along the row through the centre (pixel centres at y = 50.5 ≈ 50), the painted run
        // to the right of the centre is centred on x = 50 + 30 within a pixel.
        for (dx, dy) in [(1, 0), (0, 1), (-1, 0), (0, -1)] {
            var covered: [Int] = []
            for r in 0..<50 where rgba(image, 50 + dx * r - (dx < 0 ? 1 : 0), 50 + dy * r - (dy < 0 ? 1 : 0))[3] >= 128 {
                covered.append(r)
            }
            #expect(covered.count >= 3 && covered.count <= 5)
            let middle = Double(covered.first ?? 0) + Double((covered.last ?? 0) - (covered.first ?? 0)) / 2 + 0.5
            #expect(abs(middle - 30) <= 1, "ring centre at \(middle) along (\(dx), \(dy))")
        }
        #expect(rgba(image, 50, 50) == clear)
        #expect(rgba(image, 80, 50)[2] > 0)
    }

    @Test func evenOddLeavesTheInnerSquareOpenWindingFillsIt() throws {
        func nested(_ rule: CGPathFillRule) throws -> CGImage {
            try rasterized(width: 40, height: 40) { ctx in
                ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
                ctx.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
                ctx.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))  // same direction
                ctx.fillPath(using: rule)
            }
        }
        let winding = try nested(.winding), evenOdd = try nested(.evenOdd)
        savePNGIfAsked(evenOdd, "even-odd")
        #expect(rgba(winding, 20, 20) == red && rgba(winding, 5, 5) == red)
        #expect(rgba(evenOdd, 20, 20) == clear && rgba(evenOdd, 10, 10) == clear && rgba(evenOdd, 29, 29) == clear)
        #expect(rgba(evenOdd, 5, 5) == red && rgba(evenOdd, 9, 20) == red && rgba(evenOdd, 30, 20) == red)
    }

    @Test func clipsLimitPaintingAndRestoreGStateLiftsThem() throws {
        let image = try rasterized(width: 30, height: 30) { ctx in
            ctx.saveGState()
            ctx.clip(to: CGRect(x: 0, y: 0, width: 10, height: 30))
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 30, height: 10))
            ctx.restoreGState()
            ctx.addEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
            ctx.clip()
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
        }
        savePNGIfAsked(image, "clips")
        #expect(rgba(image, 9, 5) == red && rgba(image, 10, 5) == clear && rgba(image, 25, 5) == clear)
        #expect(rgba(image, 20, 20) == blue && rgba(image, 29, 20)[3] < 255 && rgba(image, 11, 11) == clear)
        #expect(rgba(image, 5, 20) == clear)
    }

    @Test func imageIsPlacedInItsRectFlippedAsInCoreGraphics() throws {
        // 2×2: top row red, bottom row blue.
        let source = try CGImage(width: 2, height: 2, premultipliedRGBA: red + red + blue + blue)
        let plain = try rasterized(width: 16, height: 16) { ctx in
            ctx.setShouldAntialias(false)
            ctx.draw(source, in: CGRect(x: 4, y: 6, width: 8, height: 8))
        }
        // On the y-down canvas the image's top row lands at the rect's maximum y (bottom).
        // Rows 8…11 are where bilinear sampling mixes the two rows.
        #expect(rgba(plain, 4, 6) == blue && rgba(plain, 11, 7) == blue)
        #expect(rgba(plain, 4, 13) == red && rgba(plain, 11, 12) == red)
        for (x, y) in [(3, 8), (12, 8), (6, 5), (6, 14)] { #expect(rgba(plain, x, y) == clear) }
        let upright = try rasterized(width: 16, height: 16) { ctx in
            let rect = CGRect(x: 4, y: 6, width: 8, height: 8)
            ctx.translateBy(x: 0, y: rect.minY + rect.maxY)
            ctx.scaleBy(x: 1, y: -1)
            ctx.draw(source, in: rect)
        }
        savePNGIfAsked(upright, "image-upright")
        #expect(rgba(upright, 4, 6) == red && rgba(upright, 11, 7) == red)
        #expect(rgba(upright, 4, 13) == blue && rgba(upright, 11, 12) == blue)
        #expect(rgba(upright, 3, 8) == clear && rgba(upright, 12, 8) == clear)
    }

    @Test func dashedHorizontalLineAlternatesRuns() throws {
        let image = try rasterized(width: 40, height: 10) { ctx in
            ctx.setStrokeColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.setLineWidth(2)
            ctx.setLineDash(phase: 2, lengths: [6, 4])
            ctx.move(to: CGPoint(x: 0, y: 5))
            ctx.addLine(to: CGPoint(x: 40, y: 5))
            ctx.strokePath()
        }
        savePNGIfAsked(image, "dash")
        // Phase 2 into [6 on, 4 off]: on 0..<4, off 4..<8, on 8..<14, off 14..<18, …
        var expected: [Bool] = []
        for x in 0..<40 { expected.append((x + 2) % 10 < 6) }
        for y in [4, 5] {
            let painted = (0..<40).map { rgba(image, $0, y) == red }
            let empty = (0..<40).map { rgba(image, $0, y) == clear }
            #expect(painted == expected)
            #expect(empty == expected.map { !$0 })
        }
        #expect((0..<40).allSatisfy { rgba(image, $0, 3) == clear && rgba(image, $0, 6) == clear })
    }

    @Test func baseScaleDoublesThePixels() throws {
        let image = try rasterized(width: 20, height: 20, scale: 2) { ctx in
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 2, y: 3, width: 3, height: 4))
        }
        #expect(rgba(image, 4, 6) == red && rgba(image, 9, 13) == red)
        #expect(rgba(image, 3, 6) == clear && rgba(image, 10, 6) == clear)
        #expect(rgba(image, 4, 5) == clear && rgba(image, 4, 14) == clear)
    }

    @Test func savedStateIsRestoredForLaterPainting() throws {
        let image = try rasterized(width: 20, height: 20) { ctx in
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.saveGState()
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.translateBy(x: 10, y: 10)
            ctx.setAlpha(0.5)
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            ctx.restoreGState()
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        #expect(rgba(image, 2, 2) == red)
        let half = rgba(image, 12, 12)
        #expect(half[0] == 0 && half[1] == 0 && abs(Int(half[2]) - 128) <= 1 && abs(Int(half[3]) - 128) <= 1)
    }

    @Test func copyReplacesAndClearErases() throws {
        let image = try rasterized(width: 10, height: 10) { ctx in
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.setBlendMode(.copy)
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            ctx.clear(CGRect(x: 5, y: 5, width: 5, height: 5))
        }
        let copied = rgba(image, 2, 2)
        #expect(copied[0] == 0 && abs(Int(copied[2]) - 128) <= 1 && abs(Int(copied[3]) - 128) <= 1)
        #expect(rgba(image, 7, 2) == red && rgba(image, 7, 7) == clear)
    }

    @Test func separableModesBlendAndPlusDarkerDrawsAsNormal() throws {
        let image = try rasterized(width: 10, height: 10) { ctx in
            ctx.setFillColor(CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.setBlendMode(.multiply)
            ctx.setFillColor(CGColor(gray: 0.5, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            ctx.setBlendMode(.plusDarker)
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
        }
        let multiplied = rgba(image, 2, 2)  // (1, 0.5, 0) × 0.5
        #expect(abs(Int(multiplied[0]) - 128) <= 1 && abs(Int(multiplied[1]) - 64) <= 1 && multiplied[2] == 0)
        #expect(multiplied[3] == 255)
        #expect(rgba(image, 7, 2) == blue)
    }

    @Test func antialiasingOffGivesHardEdges() throws {
        func circle(antialias: Bool) throws -> CGImage {
            try rasterized(width: 30, height: 30) { ctx in
                ctx.setShouldAntialias(antialias)
                ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
                ctx.fillEllipse(in: CGRect(x: 3.3, y: 3.3, width: 23, height: 23))
            }
        }
        func partial(_ image: CGImage) -> Int {
            var count = 0
            for y in 0..<30 { for x in 0..<30 where rgba(image, x, y)[3] % 255 != 0 { count += 1 } }
            return count
        }
        #expect(partial(try circle(antialias: false)) == 0)
        #expect(partial(try circle(antialias: true)) > 20)
    }

    @Test func shadowsAreOffsetAndBlurred() throws {
        let image = try rasterized(width: 60, height: 40) { ctx in
            ctx.setShadow(offset: CGSize(width: 6, height: 6), blur: 0, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
            ctx.setShadow(offset: CGSize(width: 0, height: 8), blur: 4, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 40, y: 5, width: 10, height: 10))
        }
        savePNGIfAsked(image, "shadows")
        #expect(rgba(image, 10, 10) == red)
        #expect(rgba(image, 18, 18) == [0, 0, 0, 255])  // sharp shadow, moved down-right
        #expect(rgba(image, 21, 21) == clear && rgba(image, 4, 4) == clear)
        // The blurred shadow (σ = 2 px) of rows 13…23: Φ(±2.5) gives 0.988 at its middle row
        // 18, Φ(0.25) = 0.60 at row 22 (centre 0.5 px inside the edge), ~0 at row 29.
        let inside = Int(rgba(image, 45, 18)[3]), edge = Int(rgba(image, 45, 22)[3])
        let outside = Int(rgba(image, 45, 29)[3])
        #expect(abs(inside - 252) <= 3 && abs(edge - 153) <= 8 && outside <= 1, "\(inside) \(edge) \(outside)")
    }

    @Test func cacheReturnsTheSameImageForTheSameVersion() throws {
        let rasterizer = DrawingRasterizer(cacheCapacity: 2, cacheByteBudget: 1 << 20)
        let ctx = CGContext(pixelWidth: 8, pixelHeight: 8)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let first = ctx.makeDrawing()
        let a = try #require(rasterizer.image(for: first))
        #expect(rasterizer.image(for: first) === a)
        ctx.fill(CGRect(x: 4, y: 4, width: 4, height: 4))
        let second = ctx.makeDrawing()
        let b = try #require(rasterizer.image(for: second))
        #expect(b !== a && rgba(b, 6, 6) == [0, 0, 0, 255] && rgba(a, 6, 6) == clear)
        _ = rasterizer.image(for: RecordedDrawing(pixelWidth: 1, pixelHeight: 1, scale: 1, commands: []))
        #expect(rasterizer.cachedImageCount == 2)  // capacity 2: the least recently used went
        #expect(rasterizer.image(for: first) !== a)
        #expect(rasterizer.image(for: RecordedDrawing(pixelWidth: 0, pixelHeight: 5, scale: 1, commands: [])) == nil)
    }
}
