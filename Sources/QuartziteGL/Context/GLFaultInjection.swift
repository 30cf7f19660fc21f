import CEGL
import Foundation
import Synchronization

/// A test hook, not a feature: makes the GL renderer fail in the middle of an export on any
/// machine (Mesa's llvmpipe included), so that tests can check what the exporter and the
/// command-line tool do when a GPU is lost or a driver fails mid-run, without a GPU that does it.
///
/// It is read from the environment variable `QUARTZITE_TEST_GL_FAULT` once per process:
///
/// - `lose-context@N`: before the process's N-th GL frame (counting frames begun by every
///   ``GLRenderer``, from 1), the renderer's EGL context is released and destroyed, as a GPU
///   reset or a crashed driver leaves it. From then on `eglMakeCurrent` fails with
///   `EGL_BAD_CONTEXT` and the renderer throws for every frame.
/// - `gl-error@N`: the N-th GL frame begins with a GL error left pending (`GL_INVALID_ENUM`),
///   which the first error check of that frame reports.
///
/// Unset (the normal case), nothing is injected and the only cost is one check of a constant
/// per frame. Any other value is ignored with a warning on standard error.
enum GLFaultInjection {
    /// A fault to inject.
    enum Fault: Equatable {
        case loseContext
        case glError
    }

    /// The variable the fault is read from.
    static let environmentVariable = "QUARTZITE_TEST_GL_FAULT"

    /// The fault this process injects and the GL frame (from 1) it is injected before.
    static let planned: (fault: Fault, frame: Int)? = {
        guard let text = ProcessInfo.processInfo.environment[environmentVariable] else { return nil }
        guard let parsed = parse(text) else {
            FileHandle.standardError.write(
                Data("QuartziteGL: \(environmentVariable)=\(text) ignored (expected lose-context@N or gl-error@N)\n".utf8))
            return nil
        }
        return parsed
    }()

    /// GL frames begun in this process (counted only while a fault is planned).
    private static let framesBegun = Atomic<Int>(0)

    /// `lose-context@N` or `gl-error@N` with N ≥ 1, else nil.
    static func parse(_ text: String) -> (fault: Fault, frame: Int)? {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, let frame = Int(parts[1]), frame >= 1 else { return nil }
        switch parts[0] {
        case "lose-context": return (.loseContext, frame)
        case "gl-error": return (.glError, frame)
        default: return nil
        }
    }

    /// Injects `fault` into `context`: destroys it (`loseContext`), or leaves a GL error pending
    /// on it (`glError`).
    static func inject(_ fault: Fault, into context: GLContext) {
        switch fault {
        case .loseContext:
            context.simulateLoss()
        case .glError:
            guard (try? context.makeCurrent()) != nil else { return }
            glBindBuffer(GLenum(0x1234), 0)  // not a buffer target: GL_INVALID_ENUM
        }
    }

    /// Counts a GL frame begun; the fault to inject before it, if this is the planned frame.
    static func faultBeforeNextFrame() -> Fault? {
        guard let planned else { return nil }
        let frame = framesBegun.add(1, ordering: .relaxed).newValue
        return frame == planned.frame ? planned.fault : nil
    }
}
