import Foundation
import QuartziteRender
import Testing

/// The W3C blend functions (Compositing and Blending Level 1, § 10) against values worked out
/// by hand, then the premultiplied blend and the software renderer's pixels.
@Suite("Blend modes")
struct BlendModeTests {
    /// Backdrop and source of the separable cases: every channel takes another branch.
    static let b = SIMD3<Float>(0.2, 0.5, 0.8)
    static let s = SIMD3<Float>(0.6, 0.3, 0.9)

    static func expectClose(_ a: SIMD3<Float>, _ e: SIMD3<Float>, _ mode: BlendMode, sourceLocation: SourceLocation = #_sourceLocation) {
        let d = a - e
        let m = max(abs(d.x), abs(d.y), abs(d.z))
        #expect(m < 1e-5, "\(mode): \(a) is not \(e)", sourceLocation: sourceLocation)
    }

    @Test("separable modes: B(Cb, Cs) per channel")
    func separable() {
        let cases: [(BlendMode, SIMD3<Float>)] = [
            (.normal, Self.s),
            // Cb·Cs.
            (.multiply, SIMD3(0.12, 0.15, 0.72)),
            // Cb + Cs − Cb·Cs.
            (.screen, SIMD3(0.68, 0.65, 0.98)),
            // HardLight(Cs, Cb): 2·0.2·0.6; Cb = 0.5 still multiplies: 2·0.5·0.3; screen(0.9, 0.6).
            (.overlay, SIMD3(0.24, 0.3, 0.96)),
            (.darken, SIMD3(0.2, 0.3, 0.8)),
            (.lighten, SIMD3(0.6, 0.5, 0.9)),
            // Cb / (1 − Cs): 0.2/0.4, 0.5/0.7, 0.8/0.1 capped at 1.
            (.colorDodge, SIMD3(0.5, 0.5 / 0.7, 1)),
            // 1 − (1 − Cb)/Cs: 0.8/0.6 and 0.5/0.3 cap at 1 → 0; 1 − 0.2/0.9.
            (.colorBurn, SIMD3(0, 0, 1 - 0.2 / 0.9)),
            // Cs > ½: screen(0.2, 0.2) = 0.36; Cs ≤ ½: 0.5·0.6; screen(0.8, 0.8) = 0.96.
            (.hardLight, SIMD3(0.36, 0.3, 0.96)),
            // Cs = 0.6: D(0.2) = ((3.2 − 12)·0.2 + 4)·0.2 = 0.448, 0.2 + 0.2·0.248; Cs = 0.3:
            // 0.5 − 0.4·0.5·0.5; Cs = 0.9: 0.8 + 0.8·(√0.8 − 0.8).
            (.softLight, SIMD3(0.2496, 0.4, 0.8 + 0.8 * (Float(0.8).squareRoot() - 0.8))),
            (.difference, SIMD3(0.4, 0.2, 0.1)),
            // Cb + Cs − 2·Cb·Cs.
            (.exclusion, SIMD3(0.56, 0.5, 0.26)),
        ]
        for (mode, expected) in cases {
            Self.expectClose(PixelMath.blend(mode, backdrop: Self.b, source: Self.s), expected, mode)
        }
        // The special cases of the dodge and burn: a black backdrop stays black under a white
        // source, a white one stays white under a black source.
        Self.expectClose(PixelMath.blend(.colorDodge, backdrop: .zero, source: .one), .zero, .colorDodge)
        Self.expectClose(PixelMath.blend(.colorBurn, backdrop: .one, source: .zero), .one, .colorBurn)
    }

    @Test("non-separable modes: hue, saturation, colour, luminosity with ClipColor")
    func nonSeparable() {
        let gray = SIMD3<Float>(0.5, 0.5, 0.5)
        let red = SIMD3<Float>(1, 0, 0)
        let pink = SIMD3<Float>(0.75, 0.25, 0.25)  // Lum 0.4, Sat 0.5
        let green = SIMD3<Float>(0, 1, 0)
        // Colour: red (Lum 0.3) raised to Lum 0.5 is (1.2, 0.2, 0.2); ClipColor scales toward L
        // by (1 − 0.5)/(1.2 − 0.5).
        let clipped = SIMD3<Float>(1, 0.5 - 0.3 * 0.5 / 0.7, 0.5 - 0.3 * 0.5 / 0.7)
        Self.expectClose(PixelMath.blend(.color, backdrop: gray, source: red), clipped, .color)
        // Luminosity is colour with the roles exchanged.
        Self.expectClose(PixelMath.blend(.luminosity, backdrop: red, source: gray), clipped, .luminosity)
        // Hue: green at the backdrop's saturation (0, 0.5, 0), Lum 0.295, moved to 0.4.
        Self.expectClose(PixelMath.blend(.hue, backdrop: pink, source: green), SIMD3(0.105, 0.605, 0.105), .hue)
        // Saturation: the pink at green's saturation 1 is red (Lum 0.3); at Lum 0.4 it is
        // (1.1, 0.1, 0.1), clipped toward 0.4 by 0.6/0.7.
        Self.expectClose(
            PixelMath.blend(.saturation, backdrop: pink, source: green),
            SIMD3(1, 0.4 - 0.3 * 0.6 / 0.7, 0.4 - 0.3 * 0.6 / 0.7), .saturation)
        // Luminosity of a dark gray (0.05) on blue: (−0.06, −0.06, 0.94) clipped from below,
        // toward L by L/(L − n) = 0.05/0.11.
        Self.expectClose(
            PixelMath.blend(.luminosity, backdrop: SIMD3(0, 0, 1), source: SIMD3(repeating: 0.05)),
            SIMD3(0, 0, 0.05 + 0.89 * 0.05 / 0.11), .luminosity)
        // A gray source has no hue: hue gives the backdrop's luminosity in gray.
        Self.expectClose(PixelMath.blend(.hue, backdrop: pink, source: gray), SIMD3(repeating: 0.4), .hue)
    }

    @Test("the blended source composites source-over: both opaque gives B")
    func opaqueBlendedSource() {
        // Cs = (0.6, 0.3, 0.9) over the opaque backdrop (51, 128, 204) = Cb (0.2, 0.502, 0.8):
        // multiply gives 255·Cb·Cs.
        let source = SIMD4<Float>(0.6 * 255, 0.3 * 255, 0.9 * 255, 255)
        let out = PixelMath.blendedSource(source, destination: SIMD4(51, 128, 204, 255), mode: .multiply)
        #expect(abs(out.x - 30.6) < 1e-3 && abs(out.y - 38.4) < 1e-3 && abs(out.z - 183.6) < 1e-3 && out.w == 255)
        // Normal and a transparent backdrop leave the source as it is.
        #expect(PixelMath.blendedSource(source, destination: SIMD4(51, 128, 204, 255), mode: .normal) == source)
        #expect(PixelMath.blendedSource(source, destination: .zero, mode: .difference) == source)
    }

    @Test("translucent source and backdrop: cs·(1 − αb) + cb·(1 − αs) + αs·αb·B")
    func translucentPixels() {
        // Red at αs = 0.4 on blue at αb = 128/255, drawn by the software renderer.
        func pixel(_ mode: BlendMode) -> SIMD4<UInt8> {
            var plan = RenderPlan()
            plan.beginPass(purpose: .frame, size: PixelSize(width: 2, height: 1), clearColor: rgba(0, 0, 1, 128.0 / 255))
            let state = plan.state(edges: [])
            plan.addQuad(
                DrawQuad(
                    sharedStateIndex: state, rect: CGRect(x: 0, y: 0, width: 1, height: 1),
                    content: .solid(rgba(1, 0, 0, 0.4)), blendMode: mode))
            let (frame, report) = render(plan)
            #expect(report.unsupportedQuads == 0)
            // The second pixel is untouched.
            #expect(frame.pixel(x: 1, y: 0) == SIMD4(0, 0, 128, 128))
            return frame.pixel(x: 0, y: 0)
        }
        // Multiply: B = 0 → r = 102·127/255 = 50.8, b = 128·0.6 = 76.8, a = 102 + 76.8.
        #expect(pixel(.multiply) == SIMD4(51, 0, 77, 179))
        // Screen: B = (1, 0, 1) → r = 50.8 + 0.4·128 = 102, b = 51.2 + 76.8 = 128.
        #expect(pixel(.screen) == SIMD4(102, 0, 128, 179))
        // Normal: r = 102, b = 76.8.
        #expect(pixel(.normal) == SIMD4(102, 0, 77, 179))
        // Difference: B = (1, 0, 1), as screen here.
        #expect(pixel(.difference) == SIMD4(102, 0, 128, 179))
    }

    @Test("mask channels: alpha, luminance of the premultiplied pixel, and their inverses")
    func maskValues() {
        let white = SIMD4<UInt8>(255, 255, 255, 255)
        let black = SIMD4<UInt8>(0, 0, 0, 255)
        let red = SIMD4<UInt8>(255, 0, 0, 255)
        let halfWhite = SIMD4<UInt8>(128, 128, 128, 128)
        #expect(PixelMath.maskValue(black, channel: .alpha) == 1)
        #expect(PixelMath.maskValue(black, channel: .alphaInverted) == 0)
        #expect(PixelMath.maskValue(black, channel: .luminance) == 0)
        #expect(PixelMath.maskValue(black, channel: .luminanceInverted) == 1)
        #expect(abs(PixelMath.maskValue(white, channel: .luminance) - 1) < 1e-6)
        #expect(abs(PixelMath.maskValue(red, channel: .luminance) - 0.299) < 1e-6)
        #expect(abs(PixelMath.maskValue(red, channel: .luminanceInverted) - 0.701) < 1e-6)
        // Premultiplied half white reads as mid gray over black.
        #expect(abs(PixelMath.maskValue(halfWhite, channel: .luminance) - 128.0 / 255) < 1e-6)
        #expect(abs(PixelMath.maskValue(SIMD4(0, 0, 0, 64), channel: .alphaInverted) - (1 - 64.0 / 255)) < 1e-6)
        #expect(PixelMath.maskValue(.zero, channel: .luminanceInverted) == 1)
    }

    @Test("a mask pass read through each channel by the software renderer")
    func maskChannels() {
        // Mask pass: left pixel opaque red, right pixel transparent; the frame draws white
        // through it, over opaque black.
        func pixels(_ channel: MaskChannel) -> (SIMD4<UInt8>, SIMD4<UInt8>) {
            var plan = RenderPlan()
            plan.beginPass(purpose: .mask, size: PixelSize(width: 2, height: 1), clearColor: .clear)
            let m = plan.state(edges: [])
            plan.solid(CGRect(x: 0, y: 0, width: 1, height: 1), rgba(1, 0, 0), state: m)
            plan.beginPass(purpose: .frame, size: PixelSize(width: 2, height: 1), clearColor: .black)
            let s = plan.state(clip: QuadClip(maskPass: 0, maskChannel: channel), edges: [])
            plan.solid(CGRect(x: 0, y: 0, width: 2, height: 1), .white, state: s)
            let (frame, _) = render(plan)
            return (frame.pixel(x: 0, y: 0), frame.pixel(x: 1, y: 0))
        }
        #expect(pixels(.alpha) == (SIMD4(255, 255, 255, 255), SIMD4(0, 0, 0, 255)))
        #expect(pixels(.alphaInverted) == (SIMD4(0, 0, 0, 255), SIMD4(255, 255, 255, 255)))
        // 0.299·255 = 76.245.
        #expect(pixels(.luminance) == (SIMD4(76, 76, 76, 255), SIMD4(0, 0, 0, 255)))
        #expect(pixels(.luminanceInverted) == (SIMD4(179, 179, 179, 255), SIMD4(255, 255, 255, 255)))
    }
}
