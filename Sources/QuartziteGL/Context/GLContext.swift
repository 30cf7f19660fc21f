import CEGL

/// A headless OpenGL ES 3 context: no window system and no surfaces (`EGL_KHR_surfaceless_context`),
/// drawing only into framebuffer objects. It is current on the thread that created it; a renderer
/// makes it current again before drawing on another thread.
public final class GLContext {
    let connection: EGLDisplayConnection
    let context: EGLContext
    /// What the context runs on.
    public let info: GLDeviceInfo

    /// Opens a display on `platform` — or, when nil, on the platform named by
    /// `QUARTZITE_GPU_PLATFORM`, else the first that works of device, GBM and surfaceless — and
    /// creates a GLES 3.2, 3.1 or 3.0 context (the newest available) without surfaces.
    /// Throws `GLError` naming the failing EGL function and error.
    public init(platform: GPUPlatform? = nil) throws(GLError) {
        var chosen = platform
        if chosen == nil { chosen = try GPUPlatform.fromEnvironment() }
        connection = try EGLDisplayConnection.open(chosen)
        let display = connection.display
        let extensions = EGLProcs.string(display, EGL_EXTENSIONS).split(separator: " ").map(String.init)
        guard extensions.contains("EGL_KHR_surfaceless_context") else {
            throw .unsupported("EGL_KHR_surfaceless_context is missing on \(connection.platform.rawValue)")
        }
        guard eglBindAPI(EGLenum(EGL_OPENGL_ES_API)) == EGLBoolean(EGL_TRUE) else { throw eglFailure("eglBindAPI") }
        let config = try Self.chooseConfig(display, noConfig: extensions.contains("EGL_KHR_no_config_context"))
        var created: EGLContext?
        var lastError = GLError.unsupported("OpenGL ES 3.0")
        for minor: EGLint in [2, 1, 0] {
            let attributes: [EGLint] = [EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, minor, EGL_NONE]
            if let c = eglCreateContext(display, config, nil, attributes) {
                created = c
                break
            }
            lastError = eglFailure("eglCreateContext(GLES 3.\(minor))")
        }
        guard let created else { throw lastError }
        context = created
        guard eglMakeCurrent(display, nil, nil, created) == EGLBoolean(EGL_TRUE) else {
            let error = eglFailure("eglMakeCurrent")
            eglDestroyContext(display, created)
            throw error
        }
        info = Self.query(connection.platform, display: display, eglExtensions: extensions)
    }

    deinit {
        if isLost { return }
        if eglGetCurrentContext() == context {
            eglMakeCurrent(connection.display, nil, nil, nil)
        }
        eglDestroyContext(connection.display, context)
    }

    /// Makes the context current on the calling thread (a no-op when it already is).
    public func makeCurrent() throws(GLError) {
        if eglGetCurrentContext() == context { return }
        guard eglMakeCurrent(connection.display, nil, nil, context) == EGLBoolean(EGL_TRUE) else {
            throw eglFailure("eglMakeCurrent")
        }
    }

    /// Whether the context was destroyed under its users by ``GLFaultInjection`` (a test hook):
    /// it can no longer be made current.
    private(set) var isLost = false

    /// Releases and destroys the EGL context while renderers still use it, as a GPU reset or a
    /// crashed driver leaves them: from then on ``makeCurrent()`` fails with `EGL_BAD_CONTEXT`.
    /// For ``GLFaultInjection`` only.
    func simulateLoss() {
        releaseCurrent()
        eglDestroyContext(connection.display, context)
        isLost = true
    }

    /// Releases the context from the calling thread, so that another thread can make it current
    /// (a context is current on at most one thread).
    public func releaseCurrent() {
        if eglGetCurrentContext() == context { eglMakeCurrent(connection.display, nil, nil, nil) }
    }

    private static func chooseConfig(_ display: EGLDisplay, noConfig: Bool) throws(GLError) -> EGLConfig? {
        if noConfig { return nil }
        let attributes: [EGLint] = [
            EGL_RENDERABLE_TYPE, EGL_OPENGL_ES3_BIT, EGL_SURFACE_TYPE, EGL_PBUFFER_BIT, EGL_RED_SIZE, 8,
            EGL_GREEN_SIZE, 8, EGL_BLUE_SIZE, 8, EGL_ALPHA_SIZE, 8, EGL_NONE,
        ]
        var config: EGLConfig?
        var count: EGLint = 0
        guard eglChooseConfig(display, attributes, &config, 1, &count) == EGLBoolean(EGL_TRUE) else {
            throw eglFailure("eglChooseConfig")
        }
        guard count > 0 else { throw .unsupported("no EGL config for OpenGL ES 3") }
        return config
    }

    private static func query(_ platform: GPUPlatform, display: EGLDisplay, eglExtensions: [String]) -> GLDeviceInfo {
        func string(_ name: Int32) -> String {
            guard let s = glGetString(GLenum(name)) else { return "" }
            return String(cString: s)
        }
        func integer(_ name: Int32) -> Int {
            var v: GLint = 0
            glGetIntegerv(GLenum(name), &v)
            return Int(v)
        }
        var extensions: [String] = []
        let count = integer(GL_NUM_EXTENSIONS)
        for i in 0..<count {
            if let s = glGetStringi(GLenum(GL_EXTENSIONS), GLuint(i)) { extensions.append(String(cString: s)) }
        }
        let info = GLDeviceInfo(
            platform: platform, eglVersion: EGLProcs.string(display, EGL_VERSION),
            eglVendor: EGLProcs.string(display, EGL_VENDOR), vendor: string(GL_VENDOR), renderer: string(GL_RENDERER),
            version: string(GL_VERSION), shadingLanguageVersion: string(GL_SHADING_LANGUAGE_VERSION),
            maxTextureSize: integer(GL_MAX_TEXTURE_SIZE), maxArrayTextureLayers: integer(GL_MAX_ARRAY_TEXTURE_LAYERS),
            maxSamples: integer(GL_MAX_SAMPLES), extensions: extensions, eglExtensions: eglExtensions)
        _ = glGetError()
        return info
    }
}
