import Foundation
import QuartziteGL

/// The GL context the set-up opened to read what GL runs on, handed to the first GL renderer
/// made (on the render thread) instead of opening a second one: on llvmpipe opening a display
/// costs about 40 ms and closing the last one (`eglTerminate`, which unloads the driver) about
/// 12 ms more, both paid twice before.
///
/// The context is released from the thread that created it when handed over, and taken at most
/// once, under a lock, by the thread that makes the renderer; it is never used by two threads,
/// which is what makes the unchecked `Sendable` sound.
final class GLContextHandoff: @unchecked Sendable {
    private let lock = NSLock()
    private var context: GLContext?

    /// Holds `context`, released from the calling thread.
    init(_ context: GLContext) {
        context.releaseCurrent()
        self.context = context
    }

    /// A GL renderer with `options` on the held context the first time (made current on the
    /// calling thread), on a context of its own after that.
    func makeRenderer(options: GLRendererOptions) throws(GLError) -> GLRenderer {
        let held: GLContext? = lock.withLock {
            defer { context = nil }
            return context
        }
        guard let held else { return try GLRenderer(options: options) }
        return try GLRenderer(context: held, options: options)
    }
}
