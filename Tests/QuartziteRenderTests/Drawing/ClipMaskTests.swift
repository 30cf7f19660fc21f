import Foundation
import QuartziteRender
import Testing

@testable import Quartzite

/// `CGContext.clip(to:mask:)`: painting limited to the rectangle and to the mask image's
/// coverage, the image placed as Core Graphics draws images (its first row at the rectangle's
/// maxY), so iOS's tinting idiom — flip the context, clip to the icon, fill — comes out upright.
@Suite("CGContext clip to an image mask")
struct ClipMaskTests {
    /// A 2 × 2 mask opaque in its top-left texel only.
    func cornerMask() throws -> CGImage {
        try CGImage(width: 2, height: 2, premultipliedRGBA: [255, 255, 255, 255] + [UInt8](repeating: 0, count: 12))
    }

    func tinted(flipping: Bool) throws -> CGImage {
        let mask = try cornerMask()
        return try rasterized(width: 30, height: 30) { ctx in
            if flipping {
                ctx.translateBy(x: 0, y: 20)
                ctx.scaleBy(x: 1, y: -1)
            }
            ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: mask)
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: -10, y: -10, width: 50, height: 50))
        }
    }

    /// Flipped first (the idiom), the opaque texel tints the top-left quarter; the rest of the
    /// rectangle and everything outside it stay clear.
    @Test func tintingIdiomIsUpright() throws {
        let image = try tinted(flipping: true)
        savePNGIfAsked(image, "clip-mask-tint")
        // (Sampled bilinearly, as Core Graphics samples masks: full inside the texel's middle.)
        #expect(rgba(image, 2, 2) == red && rgba(image, 4, 4) == red)
        #expect(rgba(image, 17, 2) == clear && rgba(image, 2, 17) == clear && rgba(image, 17, 17) == clear)
        #expect(rgba(image, 25, 25) == clear && rgba(image, 25, 2) == clear)
    }

    /// Without the flip the mask is upside down on the y-down canvas, as in Core Graphics.
    @Test func unflippedMaskIsUpsideDown() throws {
        let image = try tinted(flipping: false)
        #expect(rgba(image, 2, 17) == red && rgba(image, 2, 2) == clear)
    }

    /// An opaque mask clips by luminance: white paints, black does not, grey half-way.
    @Test func opaqueMaskClipsByLuminance() throws {
        let white: [UInt8] = [255, 255, 255, 255], black: [UInt8] = [0, 0, 0, 255], grey: [UInt8] = [128, 128, 128, 255]
        let mask = try CGImage(width: 6, height: 1, premultipliedRGBA: white + white + black + black + grey + grey)
        let image = try rasterized(width: 30, height: 10) { ctx in
            ctx.clip(to: CGRect(x: 0, y: 0, width: 30, height: 10), mask: mask)
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 30, height: 10))
        }
        #expect(rgba(image, 3, 5) == blue && rgba(image, 15, 5) == clear)
        #expect((126...130).contains(rgba(image, 27, 5)[3]))
    }

    /// Two masks multiply; a clip restored away stops masking.
    @Test func masksCombineAndRestore() throws {
        let left = try CGImage(width: 2, height: 1, premultipliedRGBA: [255, 255, 255, 255, 0, 0, 0, 255])
        let half = try CGImage(width: 1, height: 1, premultipliedRGBA: [128, 128, 128, 255])
        let image = try rasterized(width: 20, height: 10) { ctx in
            ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            ctx.saveGState()
            ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 5), mask: left)
            ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 5), mask: half)
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 5))
            ctx.restoreGState()
            ctx.fill(CGRect(x: 0, y: 5, width: 20, height: 5))
        }
        #expect((126...130).contains(rgba(image, 2, 2)[3]) && rgba(image, 17, 2) == clear)
        #expect(rgba(image, 17, 7) == blue)
    }
}
