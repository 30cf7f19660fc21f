import Foundation
import Quartzite
import Testing

extension CompatibilityTests {
    @Suite("Gauges, graphs and labels drawn with Core Graphics")
    struct GaugeAndGraphTests {
        func bitmap(_ width: Int, _ height: Int) throws -> CGContext {
            try #require(CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        }

        /// The RGBA bytes of pixel (x, y), y counted up from the bottom row.
        func pixel(_ ctx: CGContext, _ x: Int, _ y: Int) -> [UInt8] {
            let bytes = ctx.data!.assumingMemoryBound(to: UInt8.self) + (ctx.height - 1 - y) * ctx.bytesPerRow + x * 4
            return [bytes[0], bytes[1], bytes[2], bytes[3]]
        }

        /// Half-way (value 50 of 100) the gauge's sector covers the quarter from 9 o'clock to
        /// 6 o'clock of the layer's y-up space (radius 47 about (50, 50)) in green, and the
        /// white needle points straight down it to 0.94 of the radius.
        @Test func gaugeSectorAndNeedle() throws {
            startClock()
            let gauge = IndicatorLayer()
            gauge.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            gauge.value = 50
            let ctx = try bitmap(100, 100)
            gauge.draw(in: ctx)
            #expect(pixel(ctx, 30, 30) == [0, 255, 0, 255])
            #expect(pixel(ctx, 70, 70)[3] == 0 && pixel(ctx, 30, 70)[3] == 0 && pixel(ctx, 70, 30)[3] == 0)
            #expect(pixel(ctx, 50, 20) == [255, 255, 255, 255])
            #expect(pixel(ctx, 50, 2)[3] == 0)
        }

        /// The gauge redraws as its value animates, the presentation copy drawing the value on
        /// screen: a quarter of the way from 0 to 100, the sector ends 45° past 9 o'clock.
        @Test func gaugeValueAnimates() throws {
            startClock()
            let gauge = IndicatorLayer()
            gauge.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            CATransaction.flush()
            #expect(IndicatorLayer.needsDisplay(forKey: "value"))
            let animation = CABasicAnimation(keyPath: "value")
            animation.fromValue = 0
            animation.toValue = 100
            animation.duration = 2
            gauge.add(animation, forKey: "value")
            CATransaction.flush()
            setClock(10.5)
            let presentation = try #require(gauge.presentation())
            #expect(near(presentation.value, 25, 1e-9))
            let ctx = try bitmap(100, 100)
            presentation.draw(in: ctx)
            // 30° below 9 o'clock is inside the sector, 60° below is not.
            #expect(pixel(ctx, 50 - 30, 50 - 17)[1] == 255)
            #expect(pixel(ctx, 50 - 17, 50 - 30)[3] == 0)
        }

        /// The grid: without antialiasing, the six dark lines an eighth of the height apart
        /// about the middle (floor(10 × k) for a height of 80) and the light middle line, one
        /// pixel each; the plotted values in red, one pixel to the left per value.
        @Test func graphGridAndPlot() throws {
            startClock()
            let segment = GraphSegment(startPoint: 0, valueRange: -2...2)
            segment.layer.frame = CGRect(x: 0, y: 0, width: 40, height: 80)
            for value in [0.5, 1.0, 1.0, 1.0] { segment.add(value) }
            let ctx = try bitmap(40, 80)
            segment.draw(segment.layer, in: ctx)
            let dark: [UInt8] = [85, 85, 85, 255], light: [UInt8] = [170, 170, 170, 255]
            let rows = (0..<80).filter { pixel(ctx, 5, $0)[3] != 0 }
            #expect(rows == [10, 20, 30, 40, 50, 60, 70])
            #expect(rows.map { pixel(ctx, 5, $0) } == [dark, dark, dark, light, dark, dark, dark])
            // From (40, 40): 0.5 of the ±2 range is 10 points off the middle, 1 is 20 (the
            // layer's y-up space: below the middle here, above it on a flipped iOS screen).
            #expect((0..<80).filter { pixel(ctx, 39, $0)[0] == 255 && pixel(ctx, 39, $0)[1] == 0 }.contains(30))
            #expect((0..<80).filter { pixel(ctx, 37, $0) == [255, 0, 0, 255] } == [20])
        }

        /// The capsule: its rounded ends leave the corners clear; the label's ink is white,
        /// centred across the capsule.
        @Test func capsuleLabelIsCentred() throws {
            let ctx = try bitmap(120, 40)
            drawCapsuleLabel("Geiger", in: CGRect(x: 0, y: 0, width: 120, height: 40), ctx: ctx)
            #expect(pixel(ctx, 1, 1)[3] == 0 && pixel(ctx, 118, 38)[3] == 0)
            #expect(pixel(ctx, 60, 2) == [0, 0, 255, 255] && pixel(ctx, 3, 20) == [0, 0, 255, 255])
            var white: [Int] = []
            for y in 0..<40 { for x in 0..<120 where pixel(ctx, x, y) == [255, 255, 255, 255] { white.append(x) } }
            let minX = try #require(white.min()), maxX = try #require(white.max())
            #expect(abs(Double(minX + maxX + 1) / 2 - 60) <= 1.5, "\(minX) \(maxX)")
        }

        /// sizeThatFits: the sentence at 12 points in 100 points takes three lines (DejaVu-
        /// metric Helvetica: "The quick brown ", "fox jumps over the ", "lazy dog"), 10 points
        /// more than their heights, as wide as the widest.
        @Test func sizeThatFitsTypesetsLineByLine() throws {
            let font = CTFontCreateWithName("Helvetica" as CFString, 12, nil)
            let text = NSAttributedString(string: "The quick brown fox jumps over the lazy dog", attributes: [.font: font])
            let size = sizeThatFits(text, width: 100)
            var ascent: CGFloat = 0, descent: CGFloat = 0
            CTLineGetTypographicBounds(CTLineCreateWithAttributedString(text), &ascent, &descent, nil)
            #expect(size.height == ceil(3 * (ascent + descent) + 10))
            let widest = ["The quick brown", "fox jumps over the", "lazy dog"].map {
                CTLineGetTypographicBounds(CTLineCreateWithAttributedString(NSAttributedString(string: $0, attributes: [.font: font])), nil, nil, nil)
            }.max()!
            #expect(abs(Double(size.width) - widest) < 1e-6, "\(size) \(widest)")
        }
    }
}
