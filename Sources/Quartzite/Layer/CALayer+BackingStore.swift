import Foundation

extension CALayer {
    /// The default display: tells the delegate `layerWillDraw(_:)`, records ``draw(in:)`` into a new context over the layer's bounds
    /// and sets the recording as `contents` (nil when nothing was drawn, or when the bounds
    /// have no pixels or more than `CGImage` allows).
    func displayIntoBackingStore() {
        delegate?.layerWillDraw(self)
        if let drawing = recordDrawing(flipped: contentsAreFlipped()) {
            contents = drawing
        } else if contentsObject != nil {
            contents = nil
        }
    }

    /// What ``draw(in:)`` draws over the layer's bounds at its present values, or nil when it
    /// draws nothing or the bounds have no pixels (or more than `CGImage` allows); `flipped`
    /// mirrors the context vertically (`contentsAreFlipped()`). An opaque layer (`isOpaque`)
    /// has an opaque backing store: it starts black, and what is drawn lands on that.
    func recordDrawing(flipped: Bool) -> RecordedDrawing? {
        let bounds = storage.bounds
        let scale = storage.contentsScale.isFinite && storage.contentsScale > 0 ? storage.contentsScale : 1
        let width = Self.pixelCount(bounds.width * scale)
        let height = Self.pixelCount(bounds.height * scale)
        guard width > 0, height > 0, width <= CGImage.maximumDimension, height <= CGImage.maximumDimension,
            width * height <= CGImage.maximumByteCount / 4
        else { return nil }
        let context = CGContext(pixelWidth: width, pixelHeight: height, scale: scale)
        if flipped {
            context.translateBy(x: 0, y: bounds.height)
            context.scaleBy(x: 1, y: -1)
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        if storage.isOpaque {
            // Every pixel of the store, the last partial column and row included.
            context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            context.fill(bounds.insetBy(dx: -1, dy: -1))
        }
        draw(in: context)
        let drawing = context.makeDrawing()
        return drawing.commands.isEmpty ? nil : drawing
    }

    /// ⌈`length`⌉ pixels, ignoring a rounding error of 10⁻⁶ above a whole number; 0 for
    /// non-finite or non-positive lengths.
    private static func pixelCount(_ length: CGFloat) -> Int {
        guard length.isFinite, length > 0 else { return 0 }
        return Int(min((length - 1e-6).rounded(.up), CGFloat(Int32.max)))
    }
}
