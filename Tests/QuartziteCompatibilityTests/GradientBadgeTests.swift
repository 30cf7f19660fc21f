import Foundation
import Quartzite
import Testing

extension CompatibilityTests {
    @Suite("A badge drawn with Core Graphics gradients")
    struct GradientBadgeTests {
        /// The delegate's drawing records the vertical gradient as an axial paint from (0, 0)
        /// to (0, 100) ending at its stops (no extension), and the highlight as a two-circle
        /// paint that extends before its start only, both with the ellipse and strokes around
        /// them in the order drawn.
        @Test func delegateDrawingRecordsBothGradients() throws {
            startClock()
            let badge = GradientBadge()
            let ctx = CGContext(pixelWidth: 100, pixelHeight: 100)
            badge.draw(badge.layer, in: ctx)
            let gradients = ctx.makeDrawing().commands.compactMap { command -> DrawingGradient? in
                if case .gradientFill(_, _, let gradient) = command.operation { return gradient }
                return nil
            }
            try #require(gradients.count == 2)
            #expect(gradients[0].kind == .axial)
            #expect(gradients[0].start == .zero && gradients[0].end == CGPoint(x: 0, y: 100))
            #expect(!gradients[0].extendsBefore && !gradients[0].extendsAfter)
            #expect(gradients[0].colors == [CGColor(gray: 1, alpha: 1), CGColor(gray: 0, alpha: 1)])
            #expect(gradients[1].kind == .circles(startRadius: 0, endRadius: 46))
            #expect(gradients[1].start == CGPoint(x: 35, y: 30) && gradients[1].end == CGPoint(x: 50, y: 50))
            #expect(gradients[1].extendsBefore && !gradients[1].extendsAfter)
            #expect(gradients[1].colors.map(\.alpha) == [0.8, 0])
            // Last, the sparkle: one transparency layer holding the stroked ring's fill, with
            // the shadow on the layer.
            let last = try #require(ctx.makeDrawing().commands.last)
            guard case .transparencyLayer(let inner) = last.operation else {
                Issue.record("the last command is \(last.operation)")
                return
            }
            #expect(inner.count == 1 && inner[0].shadow == nil && last.shadow != nil)
            #expect(inner[0].color == CGColor(red: 1, green: 0.9, blue: 0.4, alpha: 1))
        }

        /// Colours from components in a colour space, the generic gray space, and converted
        /// to sRGB keep their values (every colour is sRGB here).
        @Test func coloursFromColourSpaces() throws {
            let badge = GradientBadge()
            #expect(badge.rim.components == [0.2, 0.4, 0.8, 1])
            #expect(badge.shade.components == [0.25, 1])
            let srgb = try #require(CGColorSpace(name: CGColorSpace.sRGB))
            let converted = try #require(badge.shade.converted(to: srgb, intent: .defaultIntent, options: nil))
            #expect(converted.components == [0.25, 0.25, 0.25, 1])
            #expect(badge.rim.converted(to: CGColorSpaceCreateDeviceGray(), intent: .perceptual, options: nil) == nil)
            #expect(CGColor(colorSpace: srgb, components: nil) == nil)
        }

        /// Hit-testing the ring's stroke through its stroked copy: on the stroke (within 3 of
        /// radius 40) yes, inside or outside it no; the dashed copy has two dashes.
        @Test func strokeHitTestingAndDashes() {
            let badge = GradientBadge()
            #expect(badge.tapHitsRing(CGPoint(x: 92, y: 50)) && badge.tapHitsRing(CGPoint(x: 50, y: 8)))
            #expect(!badge.tapHitsRing(CGPoint(x: 50, y: 50)) && !badge.tapHitsRing(CGPoint(x: 94, y: 50)))
            let dashed = badge.dashedRing
            #expect(dashed.pathData.kinds.filter { $0 == .moveToPoint }.count == 2)
            #expect(dashed.contains(CGPoint(x: 89, y: 50)) == false)  // a dash is a line: no area
            // From 22.5° to 67.5° and from 202.5° to 247.5°: x and y 50 ± 40·cos 22.5°.
            let box = dashed.boundingBox, reach = 40 * cos(CGFloat.pi / 8)
            #expect(abs(box.minX - (50 - reach)) < 0.05 && abs(box.maxX - (50 + reach)) < 0.05, "\(box)")
            #expect(abs(box.minY - (50 - reach)) < 0.05 && abs(box.maxY - (50 + reach)) < 0.05, "\(box)")
        }

        /// Tinting records one fill clipped to the icon (its alpha, placed upright by the flip).
        @Test func tintingClipsToTheIcon() throws {
            let icon = try CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 128])
            let ctx = CGContext(pixelWidth: 40, pixelHeight: 40)
            GradientBadge().drawTinted(icon, in: CGRect(x: 10, y: 10, width: 20, height: 20), color: .white, ctx: ctx)
            let commands = ctx.makeDrawing().commands
            try #require(commands.count == 1)
            let mask = try #require(commands[0].clips.last?.mask)
            #expect(mask.image === icon && mask.coverage == .alpha)
            // Image pixel (0, 0) lands at the rectangle's top-left on the canvas.
            #expect(CGPoint.zero.applying(mask.transform) == CGPoint(x: 10, y: 10))
            #expect(commands[0].clips.last?.path.boundingBox == CGRect(x: 10, y: 10, width: 20, height: 20))
        }
    }
}
