import Foundation
import Testing

@testable import Quartzite

/// A layer that draws a red square and counts its draws, recording the CTM it was given.
private final class SquareLayer: CALayer {
    var drawCount = 0
    var drawnCTM: CGAffineTransform?

    override func draw(in ctx: CGContext) {
        drawCount += 1
        drawnCTM = ctx.ctm
        ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
}

/// A delegate that draws a blue square and counts its draws.
private final class DrawingDelegate: CALayerDelegate {
    var drawCount = 0

    func draw(_ layer: CALayer, in ctx: CGContext) {
        drawCount += 1
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(layer.bounds)
    }
}

/// A delegate that supplies contents itself (and so is never asked to draw).
private final class DisplayingDelegate: CALayerDelegate {
    var log: [String] = []
    let image: CGImage

    init(image: CGImage) { self.image = image }

    func display(_ layer: CALayer) {
        log.append("display")
        layer.contents = image
    }

    func draw(_ layer: CALayer, in ctx: CGContext) { log.append("draw") }
}

/// A layer whose custom key `progress` redraws it: it fills that fraction of its width.
private final class ProgressLayer: CALayer {
    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        let value = value(forKey: "progress")
        let progress = (value as? CGFloat) ?? (value as? Double).map { CGFloat($0) } ?? 0
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

extension LayerRuntimeTests {
    @Suite("Layer drawing (display cycle)")
    struct LayerDrawingTests {
        @Test func subclassDrawingBecomesContentsAtCommit() throws {
            resetLayerRuntime()
            let layer = SquareLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 6)
            layer.setNeedsDisplay()
            #expect(layer.contents == nil && layer.drawCount == 0)
            CATransaction.flush()
            #expect(layer.drawCount == 1)
            let drawing = try #require(layer.contents as? RecordedDrawing)
            #expect(drawing.pixelWidth == 10 && drawing.pixelHeight == 6 && drawing.scale == 1)
            #expect(drawing.commands.count == 1)
            #expect(layer.committedSnapshot?.properties.contentsDrawing == drawing)
            #expect(layer.committedSnapshot?.properties.contents == nil)
            #expect(layer.drawnCTM == .identity)
        }

        @Test func delegateDrawsWhenItDoesNotImplementDisplay() throws {
            resetLayerRuntime()
            let layer = CALayer()
            let delegate = DrawingDelegate()
            layer.delegate = delegate
            layer.bounds = CGRect(x: 0, y: 0, width: 3, height: 3)
            layer.setNeedsDisplay()
            CATransaction.flush()
            #expect(delegate.drawCount == 1)
            let drawing = try #require(layer.contents as? RecordedDrawing)
            #expect(drawing.commands.first?.color == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        }

        @Test func delegateThatImplementsDisplayReplacesDrawing() throws {
            resetLayerRuntime()
            let image = try CGImage(width: 1, height: 1, premultipliedRGBA: [1, 2, 3, 255])
            let layer = SquareLayer()
            let delegate = DisplayingDelegate(image: image)
            layer.delegate = delegate
            layer.bounds = CGRect(x: 0, y: 0, width: 3, height: 3)
            layer.setNeedsDisplay()
            CATransaction.flush()
            #expect(delegate.log == ["display"] && layer.drawCount == 0)
            #expect((layer.contents as? CGImage) === image)
            #expect(layer.committedSnapshot?.properties.contents === image)
            #expect(layer.committedSnapshot?.properties.contentsDrawing == nil)
        }

        @Test func contentsScaleAndBoundsOriginSetTheBaseCTM() throws {
            resetLayerRuntime()
            let layer = SquareLayer()
            layer.contentsScale = 2
            layer.bounds = CGRect(x: 5, y: -3, width: 10.2, height: 6)
            layer.displayIfNeeded()
            #expect(layer.drawCount == 0)  // not marked
            layer.setNeedsDisplay()
            layer.displayIfNeeded()
            #expect(layer.drawCount == 1)
            let drawing = try #require(layer.contents as? RecordedDrawing)
            #expect(drawing.pixelWidth == 21 && drawing.pixelHeight == 12 && drawing.scale == 2)
            #expect(layer.drawnCTM == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: -10, ty: 6))
            CATransaction.flush()
        }

        @Test func flippedContentsGetAFlippedContext() {
            resetLayerRuntime()
            let parent = CALayer()
            parent.isGeometryFlipped = true
            let layer = SquareLayer()
            parent.addSublayer(layer)
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 6)
            #expect(layer.contentsAreFlipped())
            layer.setNeedsDisplay()
            CATransaction.flush()
            #expect(layer.drawnCTM == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 6))
        }

        @Test func ownGeometryFlipGivesAFlippedContext() {
            resetLayerRuntime()
            let layer = SquareLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 6)
            layer.isGeometryFlipped = true
            #expect(layer.contentsAreFlipped())
            layer.setNeedsDisplay()
            CATransaction.flush()
            #expect(layer.drawnCTM == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 6))
            // Under a flipped superlayer the two flips cancel.
            let parent = CALayer()
            parent.isGeometryFlipped = true
            parent.addSublayer(layer)
            #expect(!layer.contentsAreFlipped())
            layer.setNeedsDisplay()
            CATransaction.flush()
            #expect(layer.drawnCTM == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        }

        @Test func boundsChangeRedrawsOnlyWithNeedsDisplayOnBoundsChange() throws {
            resetLayerRuntime()
            let layer = SquareLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
            layer.setNeedsDisplay()
            CATransaction.flush()
            layer.bounds = CGRect(x: 0, y: 0, width: 9, height: 9)
            CATransaction.flush()
            #expect(layer.drawCount == 1)
            layer.needsDisplayOnBoundsChange = true
            layer.bounds = CGRect(x: 0, y: 0, width: 12, height: 5)
            #expect(layer.needsDisplay())
            CATransaction.flush()
            #expect(layer.drawCount == 2)
            let drawing = try #require(layer.contents as? RecordedDrawing)
            #expect(drawing.pixelWidth == 12 && drawing.pixelHeight == 5)
            layer.bounds = CGRect(x: 0, y: 0, width: 12, height: 5)  // same value
            #expect(!layer.needsDisplay())
        }

        @Test func nothingIsRedrawnWhenNothingChanged() throws {
            resetLayerRuntime()
            let layer = SquareLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
            layer.setNeedsDisplay()
            CATransaction.flush()
            let drawing = try #require(layer.contents as? RecordedDrawing)
            let node = layer.committedSnapshot
            layer.position = CGPoint(x: 3, y: 3)
            CATransaction.flush()
            CATransaction.flush()
            #expect(layer.drawCount == 1)
            #expect(layer.contents as? RecordedDrawing == drawing)
            #expect(layer.committedSnapshot?.properties.contentsDrawing == drawing)
            #expect(layer.committedSnapshot !== node)  // the position change made a new node
        }

        @Test func redisplayMakesANewVersionAndEmptyDrawingsClearContents() throws {
            resetLayerRuntime()
            let layer = SquareLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
            layer.setNeedsDisplay()
            CATransaction.flush()
            let first = try #require(layer.contents as? RecordedDrawing)
            layer.setNeedsDisplay()
            CATransaction.flush()
            let second = try #require(layer.contents as? RecordedDrawing)
            #expect(second.version > first.version)
            // A plain layer draws nothing: redisplay blanks its contents, as on Apple's systems.
            let plain = CALayer()
            plain.bounds = CGRect(x: 0, y: 0, width: 2, height: 2)
            plain.contents = try CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 255])
            plain.setNeedsDisplay()
            CATransaction.flush()
            #expect(plain.contents == nil && plain.committedSnapshot?.properties.contents == nil)
            // Empty bounds: nothing to draw into.
            let empty = SquareLayer()
            empty.setNeedsDisplay()
            CATransaction.flush()
            #expect(empty.drawCount == 0 && empty.contents == nil)
            // Bounds beyond CGImage's limits: refused, nothing drawn.
            empty.bounds = CGRect(x: 0, y: 0, width: 100_000, height: 10)
            empty.setNeedsDisplay()
            CATransaction.flush()
            #expect(empty.drawCount == 0 && empty.contents == nil)
        }

        @Test func customNeedsDisplayKeysRedraw() throws {
            resetLayerRuntime()
            let layer = ProgressLayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 2)
            layer.setValue(0.5, forKey: "progress")
            #expect(layer.needsDisplay())
            CATransaction.flush()
            let half = try #require(layer.contents as? RecordedDrawing)
            guard case .fill(let path, _)? = half.commands.first?.operation else {
                Issue.record("expected a fill")
                return
            }
            #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 5, height: 2))
            layer.setValue(1.0, forKey: "progress")
            CATransaction.flush()
            let full = try #require(layer.contents as? RecordedDrawing)
            #expect(full != half)
        }

        @Test func contentsAcceptImagesAndDrawingsThroughEveryPath() throws {
            resetLayerRuntime()
            let image = try CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 255])
            let ctx = CGContext(pixelWidth: 2, pixelHeight: 2)
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            let drawing = ctx.makeDrawing()
            let layer = CALayer()
            layer.contents = drawing
            #expect(layer.storage.contentsDrawing == drawing && layer.storage.contents == nil)
            layer.contents = image
            #expect(layer.storage.contentsDrawing == nil && layer.storage.contents === image)
            layer.setValue(drawing, forKey: "contents")
            #expect(layer.value(forKey: "contents") as? RecordedDrawing == drawing)
            #expect(layer.storage.contents == nil)
            CATransaction.flush()
            #expect(layer.presentation()?.contents as? RecordedDrawing == drawing)
            layer.contents = "not drawable"
            #expect(layer.storage.contentsDrawing == nil && layer.storage.contents == nil)
            #expect(layer.contents as? String == "not drawable")
            CATransaction.flush()
        }
    }
}
