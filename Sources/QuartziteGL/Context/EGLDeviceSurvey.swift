import CEGL

/// What EGL says about the devices it can open, asked without opening a display: no driver is
/// loaded and nothing is initialised (`eglQueryDevicesEXT` lists DRM devices and Mesa's
/// software device; about 1.5 ms, most of it loading the EGL vendor library), where opening a
/// display on llvmpipe (`eglInitialize`) costs about 40 ms.
public enum EGLDeviceSurvey {
    /// Whether every device EGL lists is a software rasterizer (`EGL_MESA_device_software`:
    /// Mesa's llvmpipe), so that any GL context opened here would run on one. False when a
    /// hardware device is listed, and when EGL cannot say (no EGL, no
    /// `EGL_EXT_device_enumeration`, no device listed): then only opening a context tells.
    public static func onlySoftwareDevices() -> Bool {
        guard let procs = try? EGLProcs(), let query = procs.queryDevices, let queryString = procs.queryDeviceString,
            procs.clientExtensions.contains("EGL_EXT_device_enumeration")
        else { return false }
        var count: EGLint = 0
        guard query(0, nil, &count) == EGLBoolean(EGL_TRUE), count > 0 else { return false }
        var devices = [EGLDeviceEXT?](repeating: nil, count: Int(count))
        guard query(count, &devices, &count) == EGLBoolean(EGL_TRUE), count > 0 else { return false }
        return devices.prefix(Int(count)).allSatisfy { device in
            guard let device, let extensions = queryString(device, EGL_EXTENSIONS) else { return false }
            return String(cString: extensions).split(separator: " ").contains("EGL_MESA_device_software")
        }
    }
}
