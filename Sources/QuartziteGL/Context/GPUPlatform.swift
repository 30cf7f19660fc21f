import Foundation

/// The EGL platform a GL context is opened on.
public enum GPUPlatform: String, Sendable, CaseIterable, Hashable {
    /// `EGL_EXT_platform_device` with a hardware device (NVIDIA's headless path); software
    /// devices are skipped.
    case device
    /// `EGL_KHR_platform_gbm` on the first DRM render node `/dev/dri/renderD*` that opens.
    case gbm
    /// `EGL_MESA_platform_surfaceless` (Mesa; llvmpipe where there is no GPU).
    case surfaceless

    /// The order tried when no platform is chosen.
    public static let automaticOrder: [GPUPlatform] = [.device, .gbm, .surfaceless]

    /// The environment variable naming a platform (`device`, `gbm`, `surfaceless` or `auto`).
    public static let environmentVariable = "QUARTZITE_GPU_PLATFORM"

    /// Parses a platform name; `auto` and the empty string mean "no explicit choice" (nil).
    /// Throws `GLError.unknownPlatform` for any other name.
    public static func parse(_ name: String) throws(GLError) -> GPUPlatform? {
        let trimmed = name.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed.isEmpty || trimmed == "auto" { return nil }
        guard let platform = GPUPlatform(rawValue: trimmed) else { throw .unknownPlatform(name) }
        return platform
    }

    /// The platform named by `QUARTZITE_GPU_PLATFORM` in `environment`, nil when unset or `auto`.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(GLError) -> GPUPlatform? {
        guard let value = environment[environmentVariable] else { return nil }
        return try parse(value)
    }
}
