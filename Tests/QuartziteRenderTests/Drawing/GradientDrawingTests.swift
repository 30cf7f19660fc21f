import Foundation
import QuartziteRender
import Testing

@testable import Quartzite

/// `CGContext.drawLinearGradient` and `drawRadialGradient` (Core Graphics' semantics: the
/// clipping area painted, positions from the axis or the two circles, the ends extended only
/// where the options say), rasterized by the CPU painter every renderer's drawn contents go
/// through.
@Suite("CGContext gradients")
struct GradientDrawingTests {
    let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    let redColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let blueColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    func gradient(_ colors: [CGColor], _ locations: [CGFloat]? = nil) throws -> CGGradient {
        let space = CGColorSpaceCreateDeviceRGB()
        if let locations {
            return try #require(CGGradient(colorsSpace: space, colors: colors as CFArray, locations: locations))
        }
        return try #require(CGGradient(colorsSpace: space, colors: colors as CFArray, locations: nil))
    }

    /// Black to white across 100 pixels: pixel i (centre i + ½) is (i + ½)/100 of the way,
    /// interpolated on the sRGB components as Core Graphics does (no gamma), within one level.
    @Test func linearGradientVariesAlongItsAxis() throws {
        let ramp = try gradient([black, white])
        let image = try rasterized(width: 100, height: 4) { ctx in
            ctx.drawLinearGradient(
                ramp, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0),
                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        savePNGIfAsked(image, "linear-gradient")
        for i in [0, 10, 49, 50, 75, 99] {
            let expected = (Double(i) + 0.5) / 100 * 255
            let pixel = rgba(image, i, 2)
            #expect(abs(Double(pixel[0]) - expected) <= 1.01, "pixel \(i): \(pixel) against \(expected)")
            #expect(pixel[0] == pixel[1] && pixel[1] == pixel[2] && pixel[3] == 255)
        }
    }

    /// Without options nothing is painted before the start or past the end; each option paints
    /// its side with its end colour.
    @Test func linearGradientEndsExtendOnlyWithTheirOption() throws {
        let ramp = try gradient([redColor, blueColor])
        func draw(_ options: CGGradientDrawingOptions) throws -> CGImage {
            try rasterized(width: 100, height: 4) { ctx in
                ctx.drawLinearGradient(ramp, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: options)
            }
        }
        let plain = try draw([])
        #expect(rgba(plain, 10, 1) == clear)
        #expect(rgba(plain, 90, 1) == clear)
        #expect(rgba(plain, 25, 1)[3] == 255 && rgba(plain, 25, 1)[0] > 250)
        #expect(rgba(plain, 74, 1)[3] == 255 && rgba(plain, 74, 1)[2] > 250)
        let before = try draw(.drawsBeforeStartLocation)
        #expect(rgba(before, 10, 1) == red)
        #expect(rgba(before, 90, 1) == clear)
        let after = try draw(.drawsAfterEndLocation)
        #expect(rgba(after, 10, 1) == clear)
        #expect(rgba(after, 90, 1) == blue)
    }

    /// Concentric circles (radius 0 → 40 about (50, 50)): half-way colour 20 pixels out,
    /// nothing past the end circle unless asked for.
    @Test func radialGradientBetweenConcentricCircles() throws {
        let ramp = try gradient([redColor, blueColor])
        func draw(_ options: CGGradientDrawingOptions) throws -> CGImage {
            try rasterized(width: 100, height: 100) { ctx in
                ctx.drawRadialGradient(
                    ramp, startCenter: CGPoint(x: 50, y: 50), startRadius: 0, endCenter: CGPoint(x: 50, y: 50),
                    endRadius: 40, options: options)
            }
        }
        let plain = try draw([])
        savePNGIfAsked(plain, "radial-gradient")
        // Pixel (69, 49) has its centre at (69.5, 49.5): 19.5 from the centre → 0.4875.
        let half = rgba(plain, 69, 49)
        let t = hypot(19.5, 0.5) / 40
        #expect(abs(Double(half[0]) - (1 - t) * 255) <= 1.01 && abs(Double(half[2]) - t * 255) <= 1.01, "\(half)")
        #expect(rgba(plain, 95, 50) == clear)
        #expect(rgba(plain, 50, 50)[0] > 250)
        let extended = try draw(.drawsAfterEndLocation)
        #expect(rgba(extended, 95, 50) == blue)
        #expect(rgba(extended, 0, 0) == blue)
    }

    /// Two circles, the start a point inside the end circle (a highlight off-centre): red at
    /// the focus, blue at the end circle, nothing outside it; the position along the line
    /// through both centres is where the moving circle passes (x = 30 + 20t ± 40t).
    @Test func radialGradientBetweenTwoCircles() throws {
        let ramp = try gradient([redColor, blueColor])
        let image = try rasterized(width: 100, height: 100) { ctx in
            ctx.drawRadialGradient(
                ramp, startCenter: CGPoint(x: 30, y: 50), startRadius: 0, endCenter: CGPoint(x: 50, y: 50),
                endRadius: 40, options: [])
        }
        savePNGIfAsked(image, "two-circle-gradient")
        #expect(rgba(image, 30, 50)[0] > 245)
        // On the row y = 50.5 the circle of parameter t passes x = 30 + 60t on the right and
        // 30 − 20t on the left (to within the half pixel off the axis).
        for (x, t) in [(59, 29.5 / 60), (80, 50.5 / 60), (20, 9.5 / 20)] {
            let pixel = rgba(image, x, 50)
            #expect(abs(Double(pixel[2]) - t * 255) <= 2.5, "pixel \(x): \(pixel) against t = \(t)")
            #expect(pixel[3] == 255)
        }
        #expect(rgba(image, 95, 50) == clear)
        #expect(rgba(image, 5, 50) == clear)
        #expect(rgba(image, 50, 5) == clear)
    }

    /// A gradient paints only inside the clip, with the context alpha; evenly spread colours
    /// without locations, and colours from components in a gray space.
    @Test func gradientsObeyClipAlphaAndLocations() throws {
        let three = try gradient([redColor, white, blueColor])
        #expect(three.locations == [0, 0.5, 1])
        let grays: [CGFloat] = [0, 1, 1, 1]
        let gray = try #require(
            CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: grays, locations: [1, 0], count: 2))
        #expect(gray.locations == [0, 1] && gray.colors == [CGColor(gray: 1, alpha: 1), CGColor(gray: 0, alpha: 1)])
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
        let image = try rasterized(width: 100, height: 10) { ctx in
            ctx.clip(to: CGRect(x: 0, y: 0, width: 60, height: 10))
            ctx.setAlpha(0.5)
            ctx.drawLinearGradient(
                three, start: .zero, end: CGPoint(x: 100, y: 0), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        let middle = rgba(image, 49, 5)  // t = 0.495: almost white, at half alpha (premultiplied)
        #expect(middle[3] == 128 || middle[3] == 127)
        #expect(middle[1] >= 124 && middle[0] >= 126, "\(middle)")
        #expect(rgba(image, 70, 5) == clear)
    }

    /// Degenerate gradients: one colour paints that colour over its extent; a zero-length axis,
    /// negative or both-zero radii and non-finite points paint nothing.
    @Test func degenerateGradients() throws {
        let one = try gradient([blueColor])
        let solid = try rasterized(width: 10, height: 10) { ctx in
            ctx.drawLinearGradient(one, start: .zero, end: CGPoint(x: 10, y: 0), options: [])
        }
        #expect(rgba(solid, 0, 0) == blue && rgba(solid, 9, 9) == blue)
        let ramp = try gradient([redColor, blueColor])
        let nothing = try rasterized(width: 10, height: 10) { ctx in
            ctx.drawLinearGradient(ramp, start: CGPoint(x: 5, y: 5), end: CGPoint(x: 5, y: 5), options: [])
            ctx.drawRadialGradient(
                ramp, startCenter: .zero, startRadius: -1, endCenter: .zero, endRadius: 5,
                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            ctx.drawRadialGradient(ramp, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 0, options: [])
            ctx.drawLinearGradient(ramp, start: CGPoint(x: CGFloat.nan, y: 0), end: .zero, options: [])
        }
        for (x, y) in [(0, 0), (5, 5), (9, 9)] { #expect(rgba(nothing, x, y) == clear) }
    }
}
