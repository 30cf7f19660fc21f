import QuartzGeometry

/// One pass's band work, handed to the worker threads. The bands write disjoint rows of
/// `target` and only read the prepared quads and their sources, which nothing mutates during
/// the pass — hence `@unchecked Sendable`.
struct PassJob: @unchecked Sendable {
    let target: UnsafeMutablePointer<UInt8>
    let quads: UnsafePointer<QuadSetup>?
    let quadCount: Int
    /// The plan's vector drawings (`QuadSetup.drawing` indexes them).
    let drawings: UnsafePointer<RecordedDrawing>?
    let width: Int
    let height: Int
    let bandHeight: Int
    let clear: UInt32
    /// The pixels to clear (the rest already hold `clear`).
    let clearing: DirtyRegion
    /// Which implementation of the inner loops draws (the processor supports it).
    let kernels: CPUKernels

    /// Clears band `band`'s rows, then draws every quad that reaches them, in order.
    func draw(band: Int) {
        let rows = min(height, band * bandHeight)..<min(height, (band + 1) * bandHeight)
        if rows.isEmpty { return }
        for box in clearing.boxes { clear(box, rows: rows) }
        guard let quads else { return }
        // One cairo canvas over the band for its drawings, made at the first.
        var canvas: DrawingCanvas?
        for i in 0..<quadCount {
            let q = quads + i
            if q.pointee.y1 <= rows.lowerBound || q.pointee.y0 >= rows.upperBound { continue }
            if q.pointee.path == .drawing {
                paintDrawing(q, rows: rows, canvas: &canvas)
                continue
            }
            QuadRasterizer.draw(q, into: target, width: width, rows: rows, kernels: kernels)
        }
    }
}

extension PassJob {
    /// Sets the pixels of `box` within `rows` to the clear colour.
    private func clear(_ box: DirtyRegion.Box, rows: Range<Int>) {
        let x0 = max(0, box.x0), x1 = min(width, box.x1)
        let y0 = max(rows.lowerBound, box.y0), y1 = min(rows.upperBound, box.y1)
        guard x0 < x1, y0 < y1 else { return }
        if x0 == 0 && x1 == width {
            UnsafeMutableRawPointer(target + y0 * width * 4)
                .bindMemory(to: UInt32.self, capacity: (y1 - y0) * width)
                .update(repeating: clear, count: (y1 - y0) * width)
            return
        }
        for y in y0..<y1 {
            UnsafeMutableRawPointer(target + (y * width + x0) * 4)
                .bindMemory(to: UInt32.self, capacity: x1 - x0)
                .update(repeating: clear, count: x1 - x0)
        }
    }

    /// Paints the drawing of `q` inside its pixel bounds within `rows`: on the band's `canvas`
    /// (made here at the first drawing) when its canvas lies on the pass's pixels, else on a
    /// canvas of its own.
    private func paintDrawing(_ q: UnsafePointer<QuadSetup>, rows: Range<Int>, canvas: inout DrawingCanvas?) {
        guard let drawings else { return }
        let y0 = max(rows.lowerBound, q.pointee.y0)
        let y1 = min(rows.upperBound, q.pointee.y1)
        let x0 = q.pointee.x0
        guard y0 < y1, x0 < q.pointee.x1 else { return }
        let drawing = drawings[q.pointee.drawing]
        let clip = PixelRect(x: x0, y: y0, width: q.pointee.x1 - x0, height: y1 - y0)
        let alpha = Double(q.pointee.alpha)
        guard q.pointee.drawingOffset == .zero else {
            drawing.paint(
                into: target + (y0 * width + x0) * 4, bytesPerRow: width * 4, region: clip,
                offset: q.pointee.drawingOffset, alpha: alpha)
            return
        }
        if canvas == nil {
            canvas = DrawingCanvas(
                target: target + rows.lowerBound * width * 4, bytesPerRow: width * 4,
                region: PixelRect(x: 0, y: rows.lowerBound, width: width, height: rows.count))
        }
        canvas?.paint(drawing, clip: clip, alpha: alpha)
    }
}

/// One pass's blur work: rows of the horizontal pass, then rows of the vertical pass (see
/// `GaussianBlur`). Bands write disjoint rows — hence `@unchecked Sendable`.
struct BlurJob: @unchecked Sendable {
    let target: UnsafeMutablePointer<UInt8>
    let scratch: UnsafeMutablePointer<UInt8>
    let weights: UnsafePointer<Float>
    let radius: Int
    let width: Int
    let height: Int
    let bandHeight: Int

    func horizontal(band: Int) {
        let rows = min(height, band * bandHeight)..<min(height, (band + 1) * bandHeight)
        if rows.isEmpty { return }
        GaussianBlur.horizontal(
            source: target, destination: scratch, width: width, rows: rows, weights: weights, radius: radius)
    }

    func vertical(band: Int) {
        let rows = min(height, band * bandHeight)..<min(height, (band + 1) * bandHeight)
        if rows.isEmpty { return }
        GaussianBlur.vertical(
            source: scratch, destination: target, width: width, height: height, rows: rows, weights: weights,
            radius: radius)
    }
}
