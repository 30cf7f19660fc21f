import QuartzGeometry

/// Counts the frames ``AutoRenderer``s drew with each renderer and records whether their GL
/// started; one tally can be shared by several renderers and read from any thread (for a
/// summary line at the end of an export).
public final class AutoRendererTally: Sendable {
    private let counts = Locked<(gl: Int, software: Int)>((0, 0))
    private let start = Locked<GLStart>(.notStarted)

    /// Whether an auto renderer's GL has started.
    public enum GLStart: Sendable, Equatable {
        /// No GL was started: none was given and no frame needed one.
        case notStarted
        /// GL started (or was given) on this device.
        case started(GLDeviceInfo)
        /// A frame needed GL and it could not start, for this reason.
        case failed(GLError)
    }

    /// An empty tally.
    public init() {}

    /// Frames drawn by the GL renderer.
    public var glFrames: Int { counts.withLock { $0.gl } }

    /// Frames drawn by the CPU renderer.
    public var softwareFrames: Int { counts.withLock { $0.software } }

    /// Whether GL started, and on what (the first start recorded).
    public var glStart: GLStart { start.withLock { $0 } }

    /// Counts one frame drawn with `choice`.
    public func record(_ choice: AutoRendererChoice) {
        counts.withLock {
            switch choice {
            case .gl: $0.gl += 1
            case .software: $0.software += 1
            }
        }
    }

    /// Records that GL runs on `info` (kept unless a start was recorded before).
    public func recordGLStart(_ info: GLDeviceInfo) {
        start.withLock { if $0 == .notStarted { $0 = .started(info) } }
    }

    /// Records that GL could not start (kept unless a start was recorded before).
    public func recordGLStartFailure(_ error: GLError) {
        start.withLock { if $0 == .notStarted { $0 = .failed(error) } }
    }

    /// "auto: 118 frames GL, 2 CPU".
    public var summary: String {
        let (gl, software) = counts.withLock { ($0.gl, $0.software) }
        return "auto: \(gl) frame\(gl == 1 ? "" : "s") GL, \(software) CPU"
    }
}
