extension PathData {
    /// The subpaths, each a path of its own starting with its move.
    var subpaths: [PathData] {
        var result: [PathData] = []
        var current = PathData()
        for element in self {
            if case .moveTo = element, !current.isEmpty {
                result.append(current)
                current = PathData()
            }
            current.append(element)
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// The dashes of the path as Core Graphics strokes them: `lengths` alternate painted and
    /// skipped lengths (user units), begun `phase` units into the pattern at the start of
    /// every subpath. Curves stay curves; a dash of length 0 is a zero-length line (a dot
    /// under round or square caps). The path itself when the pattern is empty, has a negative
    /// or non-finite length, or sums to 0; a subpath the pattern would cut into more than
    /// ``maximumDashes`` pieces is kept whole.
    public func dashed(phase: CGFloat, lengths: [CGFloat]) -> PathData {
        let total = lengths.reduce(0, +)
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), total > 0, total.isFinite,
            phase.isFinite
        else { return self }
        // An odd count repeats once more, so that painted and skipped alternate (as in
        // PostScript): [a] is [a, a].
        let pattern = lengths.count % 2 == 1 ? lengths + lengths : lengths
        let cycle = pattern.reduce(0, +)
        var out = PathData()
        for subpath in subpaths {
            let measure = PathMeasure(subpath)
            let length = measure.length
            // A pattern too fine to draw (more than ``maximumDashes`` pieces on this subpath)
            // leaves the subpath whole rather than spending minutes cutting it.
            guard length / cycle * Double(pattern.count) <= Double(Self.maximumDashes) else {
                out.append(contentsOf: subpath)
                continue
            }
            // Lengths are measured numerically: a dash shorter than this is rounding, not ink.
            let epsilon = 1e-9 * Swift.max(1, length)
            // Find where in the pattern the subpath begins.
            var offset = phase.truncatingRemainder(dividingBy: cycle)
            if offset < 0 { offset += cycle }
            var index = 0
            while offset > 0 && offset >= pattern[index] {
                offset -= pattern[index]
                index = (index + 1) % pattern.count
            }
            var position = -offset
            while position <= length + epsilon {
                let end = position + pattern[index]
                if index % 2 == 0 {
                    let from = Swift.max(position, 0), to = Swift.min(end, length)
                    if to - from > epsilon {
                        out.append(contentsOf: measure.trimmed(fromLength: from, toLength: to))
                    } else if pattern[index] == 0, position >= 0, let dot = measure.sample(atLength: position) {
                        out.move(to: dot.point)
                        out.addLine(to: dot.point)
                    }
                }
                position = end
                index = (index + 1) % pattern.count
            }
        }
        return out
    }

    /// Appends `other`'s elements.
    mutating func append(contentsOf other: PathData) {
        for element in other { append(element) }
    }
}

extension PathData {
    /// The most pieces ``dashed(phase:lengths:)`` cuts one subpath into.
    public static let maximumDashes = 1_000_000
}

extension CGPath {
    /// The path's dashes as Core Graphics strokes them (see ``PathData/dashed(phase:lengths:)``),
    /// mapped by `transform`.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity)
        -> CGPath
    {
        CGPath(pathData: pathData.dashed(phase: phase, lengths: lengths).applying(transform))
    }
}
