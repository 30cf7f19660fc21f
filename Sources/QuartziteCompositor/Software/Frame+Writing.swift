extension Frame {
    /// Resizes the frame to `size` (reallocating only when the byte count changes) and gives
    /// `body` its pixels to write: `width × 4` bytes per row, row 0 at the top, premultiplied
    /// RGBA8. For renderers outside this module (the GL renderer's readback).
    public mutating func withUnsafeMutablePixels<Result>(
        resizingTo size: PixelSize, _ body: (UnsafeMutableBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        resize(to: size)
        transparentOutside = nil
        return try pixels.withUnsafeMutableBufferPointer { try body($0) }
    }
}
