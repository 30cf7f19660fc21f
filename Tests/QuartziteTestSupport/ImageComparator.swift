import QuartziteRender

/// How a rendered frame is compared with its golden (Chromium's pixel comparators by name).
public enum ImageComparator: Sendable, CustomStringConvertible {
    /// Every byte equal.
    case exact
    /// A pixel differs when any channel differs by more than `channelTolerance`; the images
    /// match when at most `maxDifferingFraction` of the pixels differ.
    case fuzzy(channelTolerance: Int, maxDifferingFraction: Double)

    /// The comparator's name and limits.
    public var description: String {
        switch self {
        case .exact: "exact"
        case .fuzzy(let t, let f): "fuzzy(tolerance \(t), ≤ \(f * 100) % of pixels)"
        }
    }

    /// The outcome of one comparison.
    public struct Result: Sendable {
        /// Pixels with a channel beyond the tolerance.
        public var differingPixels = 0
        /// The largest channel difference seen (0…255).
        public var largestChannelDifference = 0
        /// Whether the images match under the comparator.
        public var matches = false
    }

    /// Compares two RGBA8 images of the same size, returning the counts and a verdict.
    public func compare(actual: [UInt8], expected: [UInt8], pixelCount: Int) -> Result {
        let tolerance: Int
        let allowed: Double
        switch self {
        case .exact:
            tolerance = 0
            allowed = 0
        case .fuzzy(let t, let f):
            tolerance = t
            allowed = f
        }
        var result = Result()
        for p in 0..<pixelCount {
            var worst = 0
            for c in 0..<4 { worst = max(worst, abs(Int(actual[p * 4 + c]) - Int(expected[p * 4 + c]))) }
            result.largestChannelDifference = max(result.largestChannelDifference, worst)
            if worst > tolerance { result.differingPixels += 1 }
        }
        result.matches = Double(result.differingPixels) <= allowed * Double(pixelCount)
        return result
    }
}
