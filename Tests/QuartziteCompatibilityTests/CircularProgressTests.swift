import Foundation
import Quartzite
import Testing

extension CompatibilityTests {
    @Suite("KDCircularProgress's ring drawn in draw(in:)")
    struct CircularProgressTests {
        /// A 100 × 100 RGBA bitmap context (y up, as Core Graphics makes it).
        func bitmap() throws -> CGContext {
            try #require(CGContext(
                data: nil, width: 100, height: 100, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        }

        /// The RGBA bytes of pixel (x, y), y counted up from the bottom row.
        func pixel(_ ctx: CGContext, _ x: Int, _ y: Int) -> [UInt8] {
            let bytes = ctx.data!.assumingMemoryBound(to: UInt8.self) + (ctx.height - 1 - y) * ctx.bytesPerRow + x * 4
            return [bytes[0], bytes[1], bytes[2], bytes[3]]
        }

        func progress(angle: Double) -> KDCircularProgress {
            let progress = KDCircularProgress()
            progress.progressLayer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            progress.progressLayer.radius = 40
            progress.progressLayer.colorsArray = [CGColor(red: 1, green: 0, blue: 0, alpha: 1)]
            progress.angle = angle
            return progress
        }

        /// At 90° the ring (radius 30 about the centre, 20 wide) is red over a quarter — from
        /// 3 o'clock to 12 o'clock, turning anticlockwise on screen as the library's
        /// `clockwise: true` in its flipped image does — and the black track elsewhere; the
        /// middle stays clear.
        @Test func aQuarterOfTheRingIsProgress() throws {
            startClock()
            let ctx = try bitmap()
            progress(angle: 90).progressLayer.draw(in: ctx)
            // The bitmap is y up: the image's top (UIKit's 12 o'clock) is the high rows.
            #expect(pixel(ctx, 80, 60) == [255, 0, 0, 255])
            #expect(pixel(ctx, 60, 80) == [255, 0, 0, 255])
            #expect(pixel(ctx, 20, 60) == [0, 0, 0, 255])
            #expect(pixel(ctx, 60, 20) == [0, 0, 0, 255])
            #expect(pixel(ctx, 40, 20) == [0, 0, 0, 255])
            #expect(pixel(ctx, 50, 50)[3] == 0)
            #expect(pixel(ctx, 2, 2)[3] == 0)
        }

        /// The angle animates linearly from 0 to 180 over a second; the presentation copy
        /// (made through `init(layer:)`) draws the angle on screen; the delegate completes
        /// with true at the end, the model angle is 180.
        @Test func angleAnimatesAndThePresentationDrawsIt() throws {
            startClock()
            let progress = progress(angle: 0)
            CATransaction.flush()
            var finished: [Bool] = []
            progress.animate(fromAngle: 0, toAngle: 180, duration: 1) { finished.append($0) }
            CATransaction.flush()
            #expect(progress.isAnimating())
            setClock(10.5)
            let presentation = try #require(progress.progressLayer.presentation())
            #expect(near(presentation.angle, 90, 1e-9))
            #expect(presentation.radius == 40)
            let ctx = try bitmap()
            presentation.draw(in: ctx)
            #expect(pixel(ctx, 60, 80) == [255, 0, 0, 255] && pixel(ctx, 20, 60) == [0, 0, 0, 255])
            setClock(11.1)
            #expect(finished == [true])
            #expect(progress.progressLayer.angle == 180)
            #expect(near(progress.progressLayer.presentation()?.angle, 180, 1e-9))
        }

        /// Pausing a quarter of the way keeps the angle on screen as the model's and completes
        /// with false.
        @Test func pausingKeepsTheAngleOnScreen() {
            startClock()
            let progress = progress(angle: 0)
            CATransaction.flush()
            var finished: [Bool] = []
            progress.animate(fromAngle: 0, toAngle: 180, duration: 2) { finished.append($0) }
            CATransaction.flush()
            setClock(10.5)
            progress.pauseAnimation()
            CATransaction.flush()
            // Setting the custom angle runs no implicit animation (none for custom keys).
            #expect(!progress.isAnimating())
            #expect(near(progress.angle, 45, 1e-9))
            #expect(near(progress.progressLayer.presentation()?.angle, 45, 1e-9))
            setClock(10.6)
            #expect(finished == [false])
        }

        /// With two colours the ring is painted with the library's gradient from components:
        /// its axis runs from (50, 0) to (50, 100) (turned -90°), its stops at 0.2 and 0.8
        /// (where the ring's outer edge lies), extended before the start: red up to y 20,
        /// blue from y 80 to the axis' end.
        @Test func twoColoursPaintAGradient() throws {
            startClock()
            let progress = progress(angle: 359)
            progress.progressLayer.colorsArray = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
            let ctx = try bitmap()
            progress.progressLayer.draw(in: ctx)
            #expect(pixel(ctx, 50, 15) == [255, 0, 0, 255])
            // y 75.5 is (0.755 - 0.2) / 0.6 = 0.925 of the way from red to blue.
            let mid = pixel(ctx, 50, 75)
            #expect(abs(Int(mid[0]) - 19) <= 3 && mid[1] == 0 && abs(Int(mid[2]) - 236) <= 3 && mid[3] == 255, "\(mid)")
            #expect(pixel(ctx, 50, 85) == [0, 0, 255, 255])
        }
    }
}
