import CEGL

/// Symbolic names of EGL and GL error codes (Weston's `egl-glue.c` habit: errors by name).
enum ErrorNames {
    /// The name of an `eglGetError()` code, e.g. `EGL_BAD_MATCH`.
    static func egl(_ code: EGLint) -> String {
        switch code {
        case EGL_SUCCESS: "EGL_SUCCESS"
        case EGL_NOT_INITIALIZED: "EGL_NOT_INITIALIZED"
        case EGL_BAD_ACCESS: "EGL_BAD_ACCESS"
        case EGL_BAD_ALLOC: "EGL_BAD_ALLOC"
        case EGL_BAD_ATTRIBUTE: "EGL_BAD_ATTRIBUTE"
        case EGL_BAD_CONTEXT: "EGL_BAD_CONTEXT"
        case EGL_BAD_CONFIG: "EGL_BAD_CONFIG"
        case EGL_BAD_CURRENT_SURFACE: "EGL_BAD_CURRENT_SURFACE"
        case EGL_BAD_DISPLAY: "EGL_BAD_DISPLAY"
        case EGL_BAD_SURFACE: "EGL_BAD_SURFACE"
        case EGL_BAD_MATCH: "EGL_BAD_MATCH"
        case EGL_BAD_PARAMETER: "EGL_BAD_PARAMETER"
        case EGL_BAD_NATIVE_PIXMAP: "EGL_BAD_NATIVE_PIXMAP"
        case EGL_BAD_NATIVE_WINDOW: "EGL_BAD_NATIVE_WINDOW"
        case EGL_CONTEXT_LOST: "EGL_CONTEXT_LOST"
        case EGLint(EGL_BAD_DEVICE_EXT): "EGL_BAD_DEVICE_EXT"
        default: "EGL error 0x\(String(code, radix: 16, uppercase: true))"
        }
    }

    /// The name of a `glGetError()` code, e.g. `GL_INVALID_OPERATION`.
    static func gl(_ code: GLenum) -> String {
        switch Int32(bitPattern: code) {
        case GL_NO_ERROR: "GL_NO_ERROR"
        case GL_INVALID_ENUM: "GL_INVALID_ENUM"
        case GL_INVALID_VALUE: "GL_INVALID_VALUE"
        case GL_INVALID_OPERATION: "GL_INVALID_OPERATION"
        case GL_INVALID_FRAMEBUFFER_OPERATION: "GL_INVALID_FRAMEBUFFER_OPERATION"
        case GL_OUT_OF_MEMORY: "GL_OUT_OF_MEMORY"
        case GL_STACK_OVERFLOW: "GL_STACK_OVERFLOW"
        case GL_STACK_UNDERFLOW: "GL_STACK_UNDERFLOW"
        case GL_CONTEXT_LOST: "GL_CONTEXT_LOST"
        default: "GL error 0x\(String(code, radix: 16, uppercase: true))"
        }
    }

    /// The name of a `glCheckFramebufferStatus` result.
    static func framebufferStatus(_ status: GLenum) -> String {
        switch Int32(bitPattern: status) {
        case GL_FRAMEBUFFER_COMPLETE: "GL_FRAMEBUFFER_COMPLETE"
        case GL_FRAMEBUFFER_INCOMPLETE_ATTACHMENT: "GL_FRAMEBUFFER_INCOMPLETE_ATTACHMENT"
        case GL_FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT: "GL_FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT"
        case GL_FRAMEBUFFER_INCOMPLETE_DIMENSIONS: "GL_FRAMEBUFFER_INCOMPLETE_DIMENSIONS"
        case GL_FRAMEBUFFER_UNSUPPORTED: "GL_FRAMEBUFFER_UNSUPPORTED"
        case GL_FRAMEBUFFER_INCOMPLETE_MULTISAMPLE: "GL_FRAMEBUFFER_INCOMPLETE_MULTISAMPLE"
        default: "status 0x\(String(status, radix: 16, uppercase: true))"
        }
    }
}

/// Throws `GLError.gl` when `glGetError()` reports an error after `function`.
@inline(__always)
func glCheck(_ function: @autoclosure () -> String) throws(GLError) {
    let code = glGetError()
    if code != GLenum(GL_NO_ERROR) { throw GLError.gl(function: function(), error: ErrorNames.gl(code)) }
}

/// The `GLError.egl` for the current `eglGetError()` after `function` failed.
func eglFailure(_ function: String) -> GLError {
    GLError.egl(function: function, error: ErrorNames.egl(eglGetError()))
}
