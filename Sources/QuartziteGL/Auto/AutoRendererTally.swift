import QuartzGeometry

/// Counts the frames ``AutoRenderer``s drew with each renderer; one tally can be shared by
/// several renderers and read from any thread (for a summary line at the end of an export).
public final class AutoRendererTally: Sendable {
    private let counts = Locked<(gl: Int, software: Int)>((0, 0))

    /// An empty tally.
    public init() {}

    /// Frames drawn by the GL renderer.
    public var glFrames: Int { counts.withLock { $0.gl } }

    /// Frames drawn by the CPU renderer.
    public var softwareFrames: Int { counts.withLock { $0.software } }

    /// Counts one frame drawn with `choice`.
    public func record(_ choice: AutoRendererChoice) {
        counts.withLock {
            switch choice {
            case .gl: $0.gl += 1
            case .software: $0.software += 1
            }
        }
    }

    /// "auto: 118 frames GL, 2 CPU".
    public var summary: String {
        let (gl, software) = counts.withLock { ($0.gl, $0.software) }
        return "auto: \(gl) frame\(gl == 1 ? "" : "s") GL, \(software) CPU"
    }
}
