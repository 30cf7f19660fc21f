import Foundation
import QuartziteCompositor

/// Which renderer draws frames.
public enum RenderBackend: String, Sendable, CaseIterable, Hashable {
    /// An ``AutoRenderer`` when an EGL display and a GLES 3 context can be had (every frame on
    /// GL on a hardware GPU; on a software rasterizer such as llvmpipe, each frame on whichever
    /// renderer is estimated faster for it), else the CPU renderer (with a one-line notice
    /// saying why).
    case auto
    /// The GL renderer; fails when no EGL display or GLES 3 context can be had.
    case gl
    /// The CPU renderer (`SoftwareRenderer`).
    case software
}

/// Creates the renderer a backend choice asks for.
public enum RendererFactory {
    /// A renderer and, when `auto` fell back to the CPU, the one-line notice saying why.
    public struct Choice {
        /// The renderer to draw with.
        public let renderer: any Renderer
        /// "QuartziteGL: no GPU renderer (…); using the CPU renderer" when `auto` fell back, else nil.
        public let notice: String?
    }

    /// Creates a renderer for `backend` with `options` (the GL settings; the anti-aliasing policy
    /// applies to both): a `SoftwareRenderer`, a ``GLRenderer`` or an ``AutoRenderer``. `auto` prints its fallback notice on standard error when `printNotice`.
    /// Throws the `GLError` that stopped the GL renderer for `.gl`.
    public static func make(
        _ backend: RenderBackend, options: GLRendererOptions = GLRendererOptions(), printNotice: Bool = true
    ) throws(GLError) -> Choice {
        switch backend {
        case .software:
            return Choice(renderer: SoftwareRenderer(antialiasing: options.antialiasing), notice: nil)
        case .gl:
            return Choice(renderer: try GLRenderer(options: options), notice: nil)
        case .auto:
            do {
                return Choice(renderer: try AutoRenderer(options: options), notice: nil)
            } catch {
                let notice = "QuartziteGL: no GPU renderer (\(error.description.replacingOccurrences(of: "\n", with: " "))); using the CPU renderer"
                if printNotice { FileHandle.standardError.write(Data((notice + "\n").utf8)) }
                return Choice(renderer: SoftwareRenderer(antialiasing: options.antialiasing), notice: notice)
            }
        }
    }
}
