extension CGImage {
    /// The image scaled to `width × height` pixels, each the average of the part of the image
    /// it covers (a box filter over exact pixel areas, separable: rows, then columns), in
    /// premultiplied colour; nil for a size that is not positive or beyond the limits.
    func areaAveraged(width: Int, height: Int) -> CGImage? {
        guard width > 0, height > 0, Self.isWithinLimits(width: width, height: height) else { return nil }
        let sourceWidth = self.width, sourceHeight = self.height
        let columns = Self.areaWeights(from: sourceWidth, to: width)
        let rows = Self.areaWeights(from: sourceHeight, to: height)
        // Rows first, into width × sourceHeight colours.
        var narrowed = [SIMD4<Float>](repeating: .zero, count: width * sourceHeight)
        pixels.withUnsafeBufferPointer { source in
            for y in 0..<sourceHeight {
                let line = y * sourceWidth * 4
                for (x, taps) in columns.enumerated() {
                    var sum = SIMD4<Float>.zero
                    for (i, weight) in taps {
                        let p = line + i * 4
                        sum += SIMD4(Float(source[p]), Float(source[p + 1]), Float(source[p + 2]), Float(source[p + 3])) * weight
                    }
                    narrowed[y * width + x] = sum
                }
            }
        }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for (y, taps) in rows.enumerated() {
            for x in 0..<width {
                var sum = SIMD4<Float>.zero
                for (i, weight) in taps { sum += narrowed[i * width + x] * weight }
                let quantized = ByteQuantization.bytes(sum)
                let t = (y * width + x) * 4
                (bytes[t], bytes[t + 1], bytes[t + 2], bytes[t + 3]) = (quantized[0], quantized[1], quantized[2], quantized[3])
            }
        }
        return try? CGImage(width: width, height: height, premultipliedRGBA: bytes)
    }

    /// For each of `target` output samples over `count` input samples, the inputs it covers
    /// and the share of its area each covers (summing to 1).
    private static func areaWeights(from count: Int, to target: Int) -> [[(Int, Float)]] {
        let step = Double(count) / Double(target)
        return (0..<target).map { j in
            let start = Double(j) * step, end = Double(j + 1) * step
            let first = Int(start.rounded(.down)), last = min(count - 1, Int(end.rounded(.up)) - 1)
            return (first...max(first, last)).compactMap { i -> (Int, Float)? in
                let covered = min(end, Double(i + 1)) - max(start, Double(i))
                return covered > 0 ? (i, Float(covered / step)) : nil
            }
        }
    }
}
