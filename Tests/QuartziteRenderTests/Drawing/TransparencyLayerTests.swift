import Foundation
import QuartziteRender
import Testing

@testable import Quartzite

/// `CGContext` transparency layers, stroked paths, path hit-testing, clip reset and image
/// interpolation quality, as Core Graphics defines them, rasterized.
@Suite("CGContext transparency layers, stroked paths and image sampling")
struct TransparencyLayerTests {
    let opaqueRed = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    /// Two overlapping opaque squares at context alpha ½: drawn directly the overlap is ¾
    /// opaque (½ over ½); in a transparency layer the group is composited once, so the overlap
    /// is ½ like the rest — the layer starts at alpha 1 and takes the context's ½ at the end.
    @Test func layerCompositesItsPaintingOnce() throws {
        func draw(inLayer: Bool) throws -> CGImage {
            try rasterized(width: 40, height: 20) { ctx in
                ctx.setAlpha(0.5)
                ctx.setFillColor(opaqueRed)
                if inLayer { ctx.beginTransparencyLayer(auxiliaryInfo: nil) }
                ctx.fill(CGRect(x: 0, y: 0, width: 25, height: 20))
                ctx.fill(CGRect(x: 15, y: 0, width: 25, height: 20))
                if inLayer { ctx.endTransparencyLayer() }
            }
        }
        let direct = try draw(inLayer: false), layered = try draw(inLayer: true)
        #expect(rgba(direct, 5, 10)[3] == 128 && (191...192).contains(rgba(direct, 20, 10)[3]))
        #expect(rgba(layered, 5, 10)[3] == 128 && rgba(layered, 20, 10)[3] == 128)
        #expect(rgba(layered, 35, 10)[3] == 128)
    }

    /// A shadow set before the layer falls once, from the group's outline: under the overlap
    /// of two squares it is as dark as under either, where drawn directly each square casts its
    /// own and they add up there. After the layer the state is as it was at its beginning.
    @Test func layerCastsOneShadowAndRestoresTheState() throws {
        func draw(inLayer: Bool) throws -> CGImage {
            try rasterized(width: 60, height: 40) { ctx in
                ctx.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: CGColor(gray: 0, alpha: 0.5))
                if inLayer {
                    ctx.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 60, height: 40), auxiliaryInfo: nil)
                }
                ctx.setFillColor(opaqueRed)
                ctx.fill(CGRect(x: 10, y: 5, width: 22, height: 10))
                ctx.fill(CGRect(x: 28, y: 5, width: 22, height: 10))
                if inLayer {
                    ctx.endTransparencyLayer()
                    // The fill colour set inside is gone with the layer's state (black again);
                    // the shadow applies to painting after the layer.
                    ctx.fill(CGRect(x: 0, y: 20, width: 5, height: 5))
                }
            }
        }
        let direct = try draw(inLayer: false), layered = try draw(inLayer: true)
        savePNGIfAsked(layered, "transparency-layer-shadow")
        #expect(rgba(direct, 20, 20) == [0, 0, 0, 128] && (191...192).contains(rgba(direct, 30, 20)[3]))
        #expect(rgba(layered, 20, 20) == [0, 0, 0, 128] && rgba(layered, 30, 20) == [0, 0, 0, 128])
        #expect(rgba(layered, 30, 10) == red)
        #expect(rgba(layered, 2, 22) == [0, 0, 0, 255] && rgba(layered, 2, 32) == [0, 0, 0, 128])
    }

    /// Ending without a layer does nothing; a layer still open is not part of the drawing.
    @Test func unbalancedLayers() throws {
        let ctx = CGContext(pixelWidth: 10, pixelHeight: 10)
        ctx.endTransparencyLayer()
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.fill(CGRect(x: 5, y: 5, width: 2, height: 2))
        #expect(ctx.makeDrawing().commands.count == 1)
        ctx.endTransparencyLayer()
        let commands = ctx.makeDrawing().commands
        #expect(commands.count == 2)
        if case .transparencyLayer(let inner) = commands[1].operation { #expect(inner.count == 1) } else {
            Issue.record("the second command is \(commands[1].operation)")
        }
    }

    /// The current path replaced by its stroked outline and filled paints what stroking it
    /// paints (dashes included); `pathContains` answers per drawing mode; `resetClip` lifts
    /// every clip.
    @Test func strokedPathContainsAndResetClip() throws {
        func path(_ ctx: CGContext) {
            ctx.move(to: CGPoint(x: 10, y: 30))
            ctx.addCurve(to: CGPoint(x: 90, y: 30), control1: CGPoint(x: 30, y: -10), control2: CGPoint(x: 70, y: 70))
        }
        func setUp(_ ctx: CGContext) {
            ctx.setLineWidth(6)
            ctx.setLineCap(.round)
            ctx.setLineDash(phase: 0, lengths: [12, 8])
            ctx.setStrokeColor(opaqueRed)
            ctx.setFillColor(opaqueRed)
        }
        let stroked = try rasterized(width: 100, height: 60) { ctx in
            setUp(ctx)
            path(ctx)
            ctx.strokePath()
        }
        let filled = try rasterized(width: 100, height: 60) { ctx in
            setUp(ctx)
            path(ctx)
            ctx.replacePathWithStrokedPath()
            ctx.fillPath()
        }
        var largest = 0, painted = 0
        for y in 0..<60 {
            for x in 0..<100 {
                let a = Int(rgba(stroked, x, y)[3]), b = Int(rgba(filled, x, y)[3])
                largest = max(largest, abs(a - b))
                if a > 128 { painted += 1 }
            }
        }
        #expect(painted > 300 && largest <= 40, "painted \(painted), largest difference \(largest)")

        let ctx = CGContext(pixelWidth: 100, pixelHeight: 100, scale: 2)
        ctx.setLineWidth(4)
        ctx.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(ctx.pathContains(CGPoint(x: 20, y: 20), mode: .fill))
        #expect(!ctx.pathContains(CGPoint(x: 20, y: 20), mode: .stroke))
        #expect(ctx.pathContains(CGPoint(x: 31.5, y: 20), mode: .stroke))
        #expect(ctx.pathContains(CGPoint(x: 31.5, y: 20), mode: .fillStroke))
        #expect(!ctx.pathContains(CGPoint(x: 32.5, y: 20), mode: .fillStroke))
        #expect(!ctx.isPathEmpty)

        let unclipped = try rasterized(width: 20, height: 20) { ctx in
            ctx.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
            ctx.resetClip()
            ctx.setFillColor(opaqueRed)
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(rgba(unclipped, 15, 15) == red)
    }

    /// A 2 × 2 image drawn 20 × 20: with `interpolationQuality = .none` each texel is a sharp
    /// 10 × 10 block (pixel 9 is still the red texel's); bilinear sampling (the default) blends
    /// towards the blue one there.
    @Test func interpolationQualityNoneTakesTheNearestTexel() throws {
        let texels = try CGImage(
            width: 2, height: 2,
            premultipliedRGBA: [255, 0, 0, 255, 0, 0, 255, 255, 0, 255, 0, 255, 255, 255, 255, 255])
        func draw(_ quality: CGInterpolationQuality) throws -> CGImage {
            try rasterized(width: 20, height: 20) { ctx in
                ctx.interpolationQuality = quality
                ctx.draw(texels, in: CGRect(x: 0, y: 0, width: 20, height: 20))
            }
        }
        let sharp = try draw(.none), smooth = try draw(.default)
        // (Which corner each texel lands in is draw(_:in:)'s convention, tested elsewhere.)
        let topLeft = rgba(sharp, 2, 2)
        #expect(rgba(sharp, 9, 2) == topLeft && rgba(sharp, 9, 9) == topLeft)
        #expect(rgba(sharp, 10, 2) != topLeft)
        #expect(rgba(smooth, 9, 2) != topLeft)
        #expect(Set([rgba(sharp, 2, 2), rgba(sharp, 12, 2), rgba(sharp, 2, 12), rgba(sharp, 12, 12)]).count == 4)
    }
}
