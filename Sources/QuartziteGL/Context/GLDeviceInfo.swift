/// What a GL context runs on, as EGL and GL report it.
public struct GLDeviceInfo: Sendable, Hashable {
    /// The EGL platform the display was opened on.
    public var platform: GPUPlatform
    /// The EGL version string (`eglQueryString(EGL_VERSION)`), e.g. "1.5".
    public var eglVersion: String
    /// The EGL vendor string, e.g. "Mesa Project".
    public var eglVendor: String
    /// `GL_VENDOR`, e.g. "Mesa".
    public var vendor: String
    /// `GL_RENDERER`, e.g. "llvmpipe (LLVM 15.0.6, 256 bits)".
    public var renderer: String
    /// `GL_VERSION`, e.g. "OpenGL ES 3.2 Mesa 22.3.6".
    public var version: String
    /// `GL_SHADING_LANGUAGE_VERSION`.
    public var shadingLanguageVersion: String
    /// `GL_MAX_TEXTURE_SIZE`, texels per side.
    public var maxTextureSize: Int
    /// `GL_MAX_ARRAY_TEXTURE_LAYERS`.
    public var maxArrayTextureLayers: Int
    /// `GL_MAX_SAMPLES` (multisampling), 0 when unsupported.
    public var maxSamples: Int
    /// The GL extensions, in the driver's order.
    public var extensions: [String]
    /// The EGL display's extensions.
    public var eglExtensions: [String]

    /// Whether the renderer is a software rasterizer (llvmpipe, softpipe, swrast).
    public var isSoftware: Bool {
        let r = renderer.lowercased()
        return r.contains("llvmpipe") || r.contains("softpipe") || r.contains("swrast")
    }

    /// A few lines for `quartzite info`: platform, vendor, renderer, version, limits.
    public var summary: String {
        """
        platform: \(platform.rawValue) (EGL \(eglVersion), \(eglVendor))
        vendor: \(vendor)
        renderer: \(renderer)
        version: \(version) (GLSL \(shadingLanguageVersion))
        max texture size: \(maxTextureSize), array layers: \(maxArrayTextureLayers), samples: \(maxSamples)
        extensions: \(extensions.count)
        """
    }
}
