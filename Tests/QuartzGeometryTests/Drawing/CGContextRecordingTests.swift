import Foundation
import QuartzGeometry
import Testing

@Suite("CGContext recording")
struct CGContextRecordingTests {
    /// The device path of the only command of `drawing`.
    private func onlyPath(_ drawing: RecordedDrawing) -> PathData? {
        guard drawing.commands.count == 1 else { return nil }
        switch drawing.commands[0].operation {
        case .fill(let path, _), .stroke(let path, _), .clear(let path), .gradientFill(let path, _, _),
            .gradientStroke(let path, _, _), .shadowShape(let path, _):
            return path
        case .image, .tiledImage, .transparencyLayer, .text: return nil
        }
    }

    @Test func fillRectIsRecordedInDevicePixelsThroughTheBaseScale() {
        let ctx = CGContext(pixelWidth: 40, pixelHeight: 20, scale: 2)
        #expect(ctx.width == 40 && ctx.height == 20)
        #expect(ctx.ctm == CGAffineTransform(scaleX: 2, y: 2))
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 1, y: 2, width: 3, height: 4))
        let drawing = ctx.makeDrawing()
        #expect(drawing.pixelWidth == 40 && drawing.pixelHeight == 20 && drawing.scale == 2)
        #expect(drawing.size == CGSize(width: 20, height: 10))
        #expect(onlyPath(drawing)?.boundingBox == CGRect(x: 2, y: 4, width: 6, height: 8))
        #expect(drawing.commands[0].color == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        guard case .fill(_, let rule) = drawing.commands[0].operation else {
            Issue.record("expected a fill")
            return
        }
        #expect(rule == .winding)
    }

    @Test func pathPointsUseTheCTMWhenAddedAndTheStrokeUsesItWhenStroked() {
        let ctx = CGContext(pixelWidth: 100, pixelHeight: 100)
        ctx.translateBy(x: 10, y: 0)
        ctx.move(to: CGPoint(x: 0, y: 5))
        ctx.scaleBy(x: 3, y: 3)
        ctx.addLine(to: CGPoint(x: 10, y: 5))
        ctx.setLineWidth(2)
        ctx.setLineCap(.round)
        ctx.setLineJoin(.bevel)
        ctx.setMiterLimit(4)
        ctx.setLineDash(phase: 1, lengths: [3, 2])
        ctx.strokePath()
        #expect(ctx.isPathEmpty)
        let drawing = ctx.makeDrawing()
        guard case .stroke(let path, let stroke)? = drawing.commands.first?.operation else {
            Issue.record("expected a stroke")
            return
        }
        // (0, 5) through translate 10 → (10, 5); (10, 5) through scale 3 then translate → (40, 15).
        #expect(Array(path) == [.moveTo(CGPoint(x: 10, y: 5)), .lineTo(CGPoint(x: 40, y: 15))])
        #expect(stroke.lineWidth == 2 && stroke.lineCap == .round && stroke.lineJoin == .bevel)
        #expect(stroke.miterLimit == 4 && stroke.dashPhase == 1 && stroke.dashLengths == [3, 2])
        #expect(stroke.transform == CGAffineTransform(a: 3, b: 0, c: 0, d: 3, tx: 10, ty: 0))
    }

    @Test func saveAndRestoreCoverTheStateButNotThePath() {
        let ctx = CGContext(pixelWidth: 10, pixelHeight: 10)
        ctx.setFillColor(gray: 0.5, alpha: 1)
        ctx.saveGState()
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.translateBy(x: 5, y: 5)
        ctx.setAlpha(0.25)
        ctx.setBlendMode(.copy)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
        ctx.restoreGState()
        #expect(ctx.ctm == .identity)
        #expect(!ctx.isPathEmpty)
        ctx.fillPath()
        let command = ctx.makeDrawing().commands[0]
        #expect(command.color == CGColor(gray: 0.5, alpha: 1))
        #expect(command.alpha == 1 && command.blendMode == .normal && command.clips.isEmpty)
        // The path was built under the translation, and keeps it.
        #expect(onlyPath(ctx.makeDrawing())?.boundingBox == CGRect(x: 5, y: 5, width: 2, height: 2))
        ctx.restoreGState()  // nothing saved: no effect
        #expect(ctx.ctm == .identity)
    }

    @Test func imagesMapTheirTopRowToTheRectsMaximumY() throws {
        let image = try CGImage(width: 2, height: 4, premultipliedRGBA: [UInt8](repeating: 255, count: 32))
        let ctx = CGContext(pixelWidth: 50, pixelHeight: 50, scale: 2)
        ctx.draw(image, in: CGRect(x: 1, y: 2, width: 10, height: 20))
        guard case .image(let drawn, let t)? = ctx.makeDrawing().commands.first?.operation else {
            Issue.record("expected an image")
            return
        }
        #expect(drawn === image)
        // Image (0, 0) → user (1, 22) → device (2, 44); image (2, 4) → user (11, 2) → device (22, 4).
        #expect(CGPoint(x: 0, y: 0).applying(t) == CGPoint(x: 2, y: 44))
        #expect(CGPoint(x: 2, y: 4).applying(t) == CGPoint(x: 22, y: 4))
    }

    @Test func clipsAccumulateAndBoundTheClipBox() {
        let ctx = CGContext(pixelWidth: 100, pixelHeight: 80, scale: 2)
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 50, height: 40))
        ctx.clip(to: CGRect(x: 10, y: 10, width: 100, height: 10))
        ctx.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        ctx.clip(using: .evenOdd)
        #expect(ctx.isPathEmpty)
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 10, y: 10, width: 10, height: 10))
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let clips = ctx.makeDrawing().commands[0].clips
        #expect(clips.count == 2 && clips[1].rule == .evenOdd)
        #expect(clips[0].path.boundingBox == CGRect(x: 20, y: 20, width: 200, height: 20))
    }

    @Test func recordingsHaveVersionsThatChangeOnlyWithNewCommands() {
        let ctx = CGContext(pixelWidth: 4, pixelHeight: 4)
        let empty = ctx.makeDrawing()
        #expect(empty.commands.isEmpty)
        #expect(ctx.makeDrawing().version == empty.version)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let one = ctx.makeDrawing()
        #expect(one.version != empty.version && one != empty)
        #expect(ctx.makeDrawing() == one)
        let other = RecordedDrawing(pixelWidth: 4, pixelHeight: 4, scale: 1, commands: one.commands)
        #expect(other != one)
    }

    @Test func nonFiniteGeometryAndInvalidParametersRecordNothingHarmful() {
        let ctx = CGContext(pixelWidth: 4, pixelHeight: 4, scale: .nan)
        #expect(ctx.scale == 1)
        ctx.fill(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
        ctx.move(to: CGPoint(x: 0, y: 0))
        ctx.addLine(to: CGPoint(x: CGFloat.infinity, y: 1))
        ctx.strokePath()
        ctx.strokePath()  // empty path: nothing
        #expect(ctx.makeDrawing().commands.isEmpty)
        ctx.setLineDash(phase: 0, lengths: [0, 0])
        ctx.setLineWidth(-3)
        ctx.setAlpha(7)
        ctx.stroke(CGRect(x: 0, y: 0, width: 2, height: 2))
        guard case .stroke(_, let stroke)? = ctx.makeDrawing().commands.first?.operation else {
            Issue.record("expected a stroke")
            return
        }
        #expect(stroke.dashLengths.isEmpty && stroke.lineWidth == 1)
        #expect(ctx.makeDrawing().commands[0].alpha == 1)
    }

    @Test func shadowsAreInBaseSpacePixelsWithTheContextAlpha() {
        let ctx = CGContext(pixelWidth: 20, pixelHeight: 20, scale: 2)
        ctx.scaleBy(x: 5, y: 5)  // the CTM does not affect shadows
        ctx.setAlpha(0.5)
        ctx.setShadow(offset: CGSize(width: 1, height: 2), blur: 3)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.setShadow(offset: .zero, blur: 0, color: nil)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let commands = ctx.makeDrawing().commands
        let shadow = commands[0].shadow
        #expect(shadow?.offset == CGSize(width: 2, height: 4) && shadow?.blur == 6)
        #expect(abs((shadow?.color.alpha ?? 0) - 1.0 / 6.0) < 1e-12)
        #expect(commands[1].shadow == nil)
    }
}
