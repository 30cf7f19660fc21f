import QuartziteGL

/// Extensions worth knowing about for Quartzite's GL renderer, GL and EGL.
private let relevantExtensions = [
    "GL_KHR_debug", "GL_EXT_color_buffer_float", "GL_EXT_texture_filter_anisotropic",
    "GL_OES_texture_float_linear", "GL_EXT_texture_norm16", "GL_EXT_multisampled_render_to_texture",
    "EGL_EXT_platform_device", "EGL_KHR_platform_gbm", "EGL_MESA_platform_surfaceless",
    "EGL_KHR_surfaceless_context", "EGL_KHR_no_config_context", "EGL_EXT_device_query",
]

/// The lines `quartzite info` prints about the GL renderer: the device a context opens on
/// (`platform` or automatic), or why none opens.
func gpuInfoLines(platform: GPUPlatform? = nil) -> [String] {
    let chosen = platform ?? (try? GPUPlatform.fromEnvironment()) ?? nil
    if let reason = addressSpaceTooSmallForGL() { return ["gl: not started (\(reason))"] }
    do {
        let info = try GLContext(platform: chosen).info
        let present = Set(info.extensions + info.eglExtensions)
        let found = relevantExtensions.filter(present.contains)
        var lines = ["gl: available" + (info.isSoftware ? " (software rasterizer)" : "")]
        lines += info.summary.split(separator: "\n").map { "  " + $0 }
        lines.append("  relevant extensions: " + (found.isEmpty ? "none" : found.joined(separator: " ")))
        return lines
    } catch {
        return ["gl: unavailable (\(error.description.replacingOccurrences(of: "\n", with: " ")))"]
    }
}
