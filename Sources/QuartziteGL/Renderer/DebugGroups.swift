import CEGL

/// KHR_debug groups around each frame and pass (wlroots' `push_gles2_debug`), so GPU debuggers
/// and driver logs show which pass a command belongs to. Loaded with `eglGetProcAddress`; does
/// nothing where the extension is missing.
struct DebugGroups {
    private let push: PFNGLPUSHDEBUGGROUPPROC?
    private let pop: PFNGLPOPDEBUGGROUPPROC?

    init(extensions: [String]) {
        if extensions.contains("GL_KHR_debug"),
            let push = EGLProcs.load("glPushDebugGroupKHR", as: PFNGLPUSHDEBUGGROUPPROC.self),
            let pop = EGLProcs.load("glPopDebugGroupKHR", as: PFNGLPOPDEBUGGROUPPROC.self)
        {
            self.push = push
            self.pop = pop
        } else {
            push = nil
            pop = nil
        }
    }

    /// Opens a group named `label` with message id `id`.
    func begin(_ label: String, id: Int) {
        guard let push else { return }
        label.withCString { push(GLenum(GL_DEBUG_SOURCE_APPLICATION), GLuint(truncatingIfNeeded: id), -1, $0) }
    }

    /// Closes the innermost group.
    func end() {
        pop?()
    }
}
