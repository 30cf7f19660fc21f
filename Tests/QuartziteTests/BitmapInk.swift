import Quartzite

extension CGContext {
    /// The box of the pixels of this 32-bit bitmap context whose alpha (its fourth byte) is
    /// above 64, in memory rows (y down), or nil when there are none.
    func inkBox() -> CGRect? {
        guard let data else { return nil }
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        var box = CGRect.null
        for y in 0..<height {
            for x in 0..<width where bytes[y * bytesPerRow + x * 4 + 3] > 64 {
                box = box.union(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
        return box.isNull ? nil : box
    }
}

extension CGRect {
    /// Whether every edge of `other` is within `pixels` of this rectangle's.
    func edges(within pixels: CGFloat, of other: CGRect) -> Bool {
        abs(minX - other.minX) <= pixels && abs(maxX - other.maxX) <= pixels && abs(minY - other.minY) <= pixels
            && abs(maxY - other.maxY) <= pixels
    }
}
