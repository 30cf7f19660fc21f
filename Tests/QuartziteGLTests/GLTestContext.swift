import Foundation
import QuartziteGL
import QuartziteRender
import Testing

/// One GL renderer shared by the tests (contexts are costly on llvmpipe), or the reason none
/// could be made. Tests that need it skip with that reason printed.
enum GLTestContext {
    nonisolated(unsafe) private static var shared: Result<GLRenderer, GLError>?
    private static let lock = NSLock()

    /// Runs `body` with the shared renderer (serialised: a context is used by one thread at a
    /// time); prints the reason and does nothing when no EGL display can be opened.
    static func withRenderer(_ body: (GLRenderer) throws -> Void) throws {
        lock.lock()
        defer { lock.unlock() }
        if shared == nil {
            do {
                let renderer = try GLRenderer()
                renderer.context.releaseCurrent()
                shared = .success(renderer)
            } catch {
                shared = .failure(error)
            }
        }
        switch shared! {
        case .success(let renderer):
            defer { renderer.context.releaseCurrent() }
            try renderer.context.makeCurrent()
            try body(renderer)
        case .failure(let error): print("skipped: no EGL/GLES 3 context: \(error)")
        }
    }

    /// Runs `body` with a fresh renderer of its own (own caches, own readback ring) on the
    /// shared context; prints the reason and does nothing when no EGL display can be opened.
    static func withFreshRenderer(_ options: GLRendererOptions, _ body: (GLRenderer) throws -> Void) throws {
        try withRenderer { shared in
            let renderer = try GLRenderer(context: shared.context, options: options)
            try body(renderer)
        }
    }

    /// A platform that cannot open here — GBM without render nodes, or the device platform
    /// without a hardware device; surfaceless where no context opens at all — or nil where
    /// every platform opens (a GPU machine): what fallback tests make GL fail with.
    static func unavailablePlatform() throws -> GPUPlatform? {
        var unavailable: GPUPlatform?
        try withRenderer { shared in
            shared.context.releaseCurrent()
            defer { try? shared.context.makeCurrent() }
            for p in [GPUPlatform.gbm, .device] where unavailable == nil {
                if let context = try? GLContext(platform: p) { context.releaseCurrent() } else { unavailable = p }
            }
        }
        return unavailable ?? (available ? nil : .surfaceless)
    }

    /// Whether a context can be had (for `.enabled(if:)`).
    static var available: Bool {
        var ok = false
        try? withRenderer { _ in ok = true }
        return ok
    }
}
