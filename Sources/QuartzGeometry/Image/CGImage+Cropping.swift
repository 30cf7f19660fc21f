extension CGImage {
    /// Returns the part of the image inside `rect`, in pixel coordinates with the origin at the
    /// top-left pixel and y down (row 0 at the top).
    ///
    /// As in Core Graphics, `rect` is first made integral (origin rounded down, far edges
    /// rounded up) and intersected with the image bounds; the result is nil when that
    /// intersection is empty or `rect` is null or not finite.
    ///
    /// Differs from Apple: the cropped image copies its pixels instead of sharing them.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized
        guard !r.isNull, r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite,
            r.height.isFinite
        else { return nil }
        // Clamp in floating point before converting, so huge values cannot overflow Int.
        let minX = max(0, min(Double(width), Double(r.minX).rounded(.down)))
        let minY = max(0, min(Double(height), Double(r.minY).rounded(.down)))
        let maxX = max(0, min(Double(width), Double(r.maxX).rounded(.up)))
        let maxY = max(0, min(Double(height), Double(r.maxY).rounded(.up)))
        let x0 = Int(minX)
        let y0 = Int(minY)
        let cropWidth = Int(maxX) - x0
        let cropHeight = Int(maxY) - y0
        guard cropWidth > 0, cropHeight > 0 else { return nil }
        let rowBytes = cropWidth * 4
        let sourceRowBytes = bytesPerRow
        let cropped = [UInt8](unsafeUninitializedCapacity: rowBytes * cropHeight) { buffer, count in
            pixels.withUnsafeBytes { source in
                for y in 0..<cropHeight {
                    UnsafeMutableRawPointer(buffer.baseAddress! + y * rowBytes).copyMemory(
                        from: source.baseAddress! + (y0 + y) * sourceRowBytes + x0 * 4,
                        byteCount: rowBytes)
                }
            }
            count = rowBytes * cropHeight
        }
        return CGImage(checkedWidth: cropWidth, height: cropHeight, pixels: cropped)
    }
}
