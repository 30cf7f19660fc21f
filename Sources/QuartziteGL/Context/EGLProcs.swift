import CEGL

/// EGL extension entry points, loaded with `eglGetProcAddress` (never linked directly).
struct EGLProcs {
    let getPlatformDisplay: PFNEGLGETPLATFORMDISPLAYEXTPROC
    let queryDevices: PFNEGLQUERYDEVICESEXTPROC?
    let queryDeviceString: PFNEGLQUERYDEVICESTRINGEXTPROC?

    /// The client extensions (`eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS)`).
    let clientExtensions: Set<String>

    /// Loads the entry points; throws when EGL has no `EGL_EXT_platform_base`.
    init() throws(GLError) {
        clientExtensions = Set(EGLProcs.string(nil, EGL_EXTENSIONS).split(separator: " ").map(String.init))
        guard clientExtensions.contains("EGL_EXT_platform_base"),
            let gpd = EGLProcs.load("eglGetPlatformDisplayEXT", as: PFNEGLGETPLATFORMDISPLAYEXTPROC.self)
        else { throw .unsupported("EGL_EXT_platform_base (eglGetPlatformDisplayEXT) is missing") }
        getPlatformDisplay = gpd
        if clientExtensions.contains("EGL_EXT_device_enumeration") || clientExtensions.contains("EGL_EXT_device_base") {
            queryDevices = EGLProcs.load("eglQueryDevicesEXT", as: PFNEGLQUERYDEVICESEXTPROC.self)
            queryDeviceString = EGLProcs.load("eglQueryDeviceStringEXT", as: PFNEGLQUERYDEVICESTRINGEXTPROC.self)
        } else {
            queryDevices = nil
            queryDeviceString = nil
        }
    }

    static func load<T>(_ name: String, as type: T.Type) -> T? {
        guard let pointer = eglGetProcAddress(name) else { return nil }
        return unsafeBitCast(pointer, to: T.self)
    }

    /// `eglQueryString`, or "" when it returns NULL.
    static func string(_ display: EGLDisplay?, _ name: EGLint) -> String {
        guard let s = eglQueryString(display, name) else { return "" }
        return String(cString: s)
    }
}
