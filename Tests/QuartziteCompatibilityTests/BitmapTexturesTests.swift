import Foundation
import Quartzite
import Testing

extension CompatibilityTests {
    @Suite("Images made with bitmap contexts")
    struct BitmapTexturesTests {
        /// The particle dot is white, premultiplied, at alpha 1 − d / r at distance d from the
        /// centre of a pixel, transparent beyond the radius; the emitter's cell holds it.
        @Test func particleDotFadesLinearlyFromItsCentre() throws {
            let dot = try #require(BitmapTextures.particleDot(diameter: 32))
            #expect(dot.width == 32 && dot.height == 32)
            for (x, y) in [(16, 16), (20, 16), (16, 24), (24, 24), (28, 8), (31, 16), (0, 0)] {
                let d = hypot(Double(x) + 0.5 - 16, Double(y) + 0.5 - 16)
                let alpha = max(0, 1 - d / 16) * 255
                let pixel = try #require(BitmapTextures.color(of: dot, x: x, y: y))
                #expect(abs(Double(pixel[3]) - alpha) <= 2, "(\(x), \(y)): \(pixel) against \(alpha)")
                #expect(pixel[0] == pixel[3] && pixel[1] == pixel[3] && pixel[2] == pixel[3])
            }
            let cell = try #require(BitmapTextures.sparkEmitter().emitterCells?.first)
            let contents = try #require(cell.contents as? CGImage)
            #expect(BitmapTextures.bytes(of: contents) == BitmapTextures.bytes(of: dot))
        }

        /// The board's words land as Core Graphics lays them out (white top-left, cells of 4),
        /// and the ring is stroked over them in red on every side.
        @Test func checkerboardWordsAndRing() throws {
            let board = try #require(BitmapTextures.checkerboard(size: 32, cell: 4))
            #expect(BitmapTextures.color(of: board, x: 0, y: 0) == [255, 255, 255, 255])
            #expect(BitmapTextures.color(of: board, x: 4, y: 0) == [0, 0, 0, 255])
            #expect(BitmapTextures.color(of: board, x: 9, y: 9) == [255, 255, 255, 255])
            #expect(BitmapTextures.color(of: board, x: 8, y: 13) == [0, 0, 0, 255])
            // The ring's stroke covers x (or y) 2 ± 1 and 30 ± 1 through the middle.
            for (x, y) in [(2, 16), (29, 16), (16, 2), (16, 29)] {
                #expect(BitmapTextures.color(of: board, x: x, y: y) == [255, 0, 0, 255], "(\(x), \(y))")
            }
            #expect(BitmapTextures.color(of: board, x: 32, y: 0) == nil)
        }

        /// A snapshot at 2× keeps the tree upright: the red sublayer near the top-left, the
        /// blue background elsewhere, the rounded corner transparent.
        @Test func snapshotOfALayerTreeIsUpright() throws {
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
            root.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            root.cornerRadius = 6
            let badge = CALayer()
            badge.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
            badge.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            root.addSublayer(badge)
            let image = try #require(BitmapTextures.snapshot(of: root, scale: 2))
            #expect(image.width == 80 && image.height == 60)
            #expect(BitmapTextures.color(of: image, x: 15, y: 15) == [255, 0, 0, 255])
            #expect(BitmapTextures.color(of: image, x: 15, y: 45) == [0, 0, 255, 255])
            #expect(BitmapTextures.color(of: image, x: 60, y: 15) == [0, 0, 255, 255])
            #expect(BitmapTextures.color(of: image, x: 0, y: 0) == [0, 0, 0, 0])
            #expect(BitmapTextures.color(of: image, x: 79, y: 59) == [0, 0, 0, 0])
        }

        /// A text layer's snapshot shows its glyphs upright: the widest row of ink in a "T" (its
        /// bar) lies above the middle of the ink, and turning the context a quarter turn moves
        /// the ink from a wide box to a tall one.
        @Test func snapshotOfATextLayerIsUprightAndFollowsTheContext() throws {
            let label = CATextLayer()
            label.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            label.string = "T"
            label.fontSize = 30
            label.foregroundColor = CGColor(gray: 0, alpha: 1)
            label.alignmentMode = .center
            let image = try #require(BitmapTextures.snapshot(of: label, scale: 2))
            /// Whether pixel (x, y) of an 80 × 80 image's premultiplied RGBA bytes is inked.
            func inked(_ bytes: [UInt8], _ x: Int, _ y: Int) -> Bool { bytes[(y * 80 + x) * 4 + 3] > 128 }
            let upright = BitmapTextures.bytes(of: image)
            var inkRows: [Int: Int] = [:]
            for y in 0..<80 {
                for x in 0..<80 where inked(upright, x, y) { inkRows[y, default: 0] += 1 }
            }
            let rows = inkRows.keys.sorted()
            let widest = try #require(inkRows.max { $0.value < $1.value }?.key)
            #expect(rows.count > 20, "\(rows.count) rows of ink")
            #expect(widest < (rows.first! + rows.last!) / 2, "bar at row \(widest) of \(rows.first!)…\(rows.last!)")

            // A quarter turn about the centre: the bar becomes a column.
            let turned = try #require(CGContext(
                data: nil, width: 80, height: 80, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            turned.translateBy(x: 40, y: 40)
            turned.rotate(by: .pi / 2)
            turned.translateBy(x: -40, y: -40)
            turned.scaleBy(x: 2, y: 2)
            label.render(in: turned)
            let rotated = BitmapTextures.bytes(of: try #require(turned.makeImage()))
            var inkColumns: [Int: Int] = [:]
            for y in 0..<80 {
                for x in 0..<80 where inked(rotated, x, y) { inkColumns[x, default: 0] += 1 }
            }
            let tallest = try #require(inkColumns.max { $0.value < $1.value }?.value)
            #expect(tallest >= (inkRows[widest] ?? 0) - 2 && inkColumns.count > 20)
        }
    }
}
