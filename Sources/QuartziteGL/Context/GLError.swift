/// Why the GL renderer could not open a context, compile a program or draw.
///
/// Every case names the EGL or GL function that failed; error codes are given by their
/// symbolic names (`EGL_BAD_MATCH`, `GL_INVALID_OPERATION`, …).
public enum GLError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An EGL call failed: the function and the name of `eglGetError()`'s code.
    case egl(function: String, error: String)
    /// A GL call left an error: the function (or the step) and the name of `glGetError()`'s code.
    case gl(function: String, error: String)
    /// A required EGL/GL feature is missing (an extension, GLES 3.0, an entry point).
    case unsupported(String)
    /// `QUARTZITE_GPU_PLATFORM` or an API argument named no known platform.
    case unknownPlatform(String)
    /// No EGL display could be opened; one reason per platform tried.
    case noDisplay([String])
    /// A shader did not compile: its name, the driver's info log and the numbered source.
    case shaderCompile(name: String, log: String, numberedSource: String)
    /// A program did not link: its name and the driver's info log.
    case programLink(name: String, log: String)
    /// `submit` was called with every readback slot holding an unreceived frame.
    case readbackRingFull(slots: Int)
    /// A framebuffer was incomplete: the status name.
    case framebufferIncomplete(String)
    /// Frames of `width` × `height` pixels are larger than the device (`renderer`) draws: a
    /// frame is one render target, at most `maxTextureSize` (`GL_MAX_TEXTURE_SIZE`) a side.
    case frameTooLarge(width: Int, height: Int, renderer: String, maxTextureSize: Int)

    /// A one-paragraph explanation naming the failing function and error.
    public var description: String {
        switch self {
        case .egl(let function, let error): "\(function) failed: \(error)"
        case .gl(let function, let error): "\(function) failed: \(error)"
        case .unsupported(let what): "unsupported: \(what)"
        case .unknownPlatform(let name):
            "unknown GPU platform '\(name)' (expected one of: \(GPUPlatform.allCases.map(\.rawValue).joined(separator: ", ")), auto)"
        case .noDisplay(let reasons): "no EGL display could be opened: \(reasons.joined(separator: "; "))"
        case .shaderCompile(let name, let log, let source):
            "shader \(name) failed to compile:\n\(log)\n--- source ---\n\(source)"
        case .programLink(let name, let log): "program \(name) failed to link:\n\(log)"
        case .readbackRingFull(let slots):
            "all \(slots) readback slots hold frames not yet received; call receive(into:) first"
        case .framebufferIncomplete(let status): "framebuffer incomplete: \(status)"
        case .frameTooLarge(let width, let height, let renderer, let maxTextureSize):
            "frames of \(width) × \(height) pixels are larger than \(renderer) draws "
                + "(at most \(maxTextureSize) pixels a side, its GL_MAX_TEXTURE_SIZE)"
        }
    }
}
