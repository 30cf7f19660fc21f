import Foundation

/// Which frames an export renders: all of a scene's frames, a range of them, or frames at
/// given times — optionally one shard of them.
///
/// Sharding splits the selected frames into `count` contiguous runs of nearly equal length
/// (shard `k` of `n` holds positions `⌊k·c/n⌋ ..< ⌊(k+1)·c/n⌋` of the `c` frames), so each
/// shard is one stretch of the animation (video segments concatenate in shard order) and the
/// shards together are exactly the unsharded frames, with the same numbers.
public struct FrameSelection: Sendable, Hashable {
    /// Scene frame indices to render (inclusive), or nil for all.
    public var range: ClosedRange<Int>?
    /// Scene times to render (seconds), numbered 0, 1, … in the order given; when non-empty
    /// `range` must be nil.
    public var times: [Double]
    /// The shard to render: `index` in `0..<count`; nil for all.
    public var shard: (index: Int, count: Int)?

    /// Creates a selection.
    public init(range: ClosedRange<Int>? = nil, times: [Double] = [], shard: (index: Int, count: Int)? = nil) {
        self.range = range
        self.times = times
        self.shard = shard
    }

    /// Equal when the range, times and shard are equal.
    public static func == (a: FrameSelection, b: FrameSelection) -> Bool {
        a.range == b.range && a.times == b.times && a.shard?.index == b.shard?.index && a.shard?.count == b.shard?.count
    }

    /// Hashes the range, times and shard.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(range)
        hasher.combine(times)
        hasher.combine(shard?.index)
        hasher.combine(shard?.count)
    }

    /// The frames of `scene` this selection names, in order. Throws
    /// ``ExportError/invalidOutput(_:)`` for a range outside the scene's frames, a range with
    /// times, negative or non-finite times, or a shard outside `0..<count`.
    /// A scene whose duration × fps (after options changed either) gives no frame or more than
    /// ``SceneLimits/maximumFrames`` is refused too, before anything is allocated per frame.
    public func frames(of scene: Scene) throws(ExportError) -> [ExportFrame] {
        let product = scene.duration * scene.fps
        guard product.isFinite, product <= Double(SceneLimits.maximumFrames) else {
            throw .invalidOutput(
                "\(scene.duration) s at \(scene.fps) frames per second is more than \(SceneLimits.maximumFrames) frames")
        }
        guard scene.frameCount >= 1 else {
            throw .invalidOutput("\(scene.duration) s at \(scene.fps) frames per second is less than one frame")
        }
        return try frames(numbered: 0...(scene.frameCount - 1), time: scene.frameTime)
    }

    /// The frames this selection names of a timeline whose frames are numbered `all` (a
    /// range picks numbers from it), frame `n` at time `time(n)` seconds; `--time` requests
    /// are numbered 0, 1, … Throws as ``frames(of:)`` does.
    public func frames(numbered all: ClosedRange<Int>, time: (Int) -> Double) throws(ExportError) -> [ExportFrame] {
        var frames: [ExportFrame]
        if !times.isEmpty {
            guard range == nil else { throw .invalidOutput("--frames and --time cannot be combined") }
            for time in times where !(time.isFinite && time >= 0) {
                throw .invalidOutput("--time \(time): a scene time is a number of seconds ≥ 0")
            }
            frames = times.enumerated().map { ExportFrame(number: $0.offset, time: $0.element) }
        } else {
            let chosen = range ?? all
            guard chosen.lowerBound >= all.lowerBound, chosen.upperBound <= all.upperBound else {
                throw .invalidOutput(
                    "--frames \(chosen.lowerBound)..\(chosen.upperBound): the scene has frames \(all.lowerBound)..\(all.upperBound)")
            }
            frames = chosen.map { ExportFrame(number: $0, time: time($0)) }
        }
        if let shard {
            guard shard.count >= 1, (0..<shard.count).contains(shard.index) else {
                throw .invalidOutput("--shard \(shard.index)/\(shard.count): the shard must be in 0..<\(max(1, shard.count))")
            }
            frames = Array(frames[Self.shardRange(index: shard.index, count: shard.count, of: frames.count)])
        }
        return frames
    }

    /// The positions shard `index` of `count` holds among `total` frames:
    /// `⌊index·total/count⌋ ..< ⌊(index+1)·total/count⌋`.
    public static func shardRange(index: Int, count: Int, of total: Int) -> Range<Int> {
        (index * total / count)..<((index + 1) * total / count)
    }

    /// Parses `A..B` (inclusive) or `A` (one frame); nil when malformed or `B < A`.
    public static func parseRange(_ text: String) -> ClosedRange<Int>? {
        let parts = text.components(separatedBy: "..")
        if parts.count == 1, let single = Int(parts[0]) { return single...single }
        guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a <= b else { return nil }
        return a...b
    }

    /// Parses `K/N` (shard K of N, K in `0..<N`); nil when malformed.
    public static func parseShard(_ text: String) -> (index: Int, count: Int)? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (0..<n).contains(k) else {
            return nil
        }
        return (k, n)
    }
}
