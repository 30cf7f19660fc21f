import CEGL
import CGBM
import Foundation

/// An initialised EGL display on one platform, with whatever native resource it needs (the
/// GBM device and its render-node file descriptor). Terminates the display when released.
final class EGLDisplayConnection {
    let display: EGLDisplay
    let platform: GPUPlatform
    let procs: EGLProcs
    private var gbmDevice: OpaquePointer?
    private var fileDescriptor: Int32 = -1

    private init(display: EGLDisplay, platform: GPUPlatform, procs: EGLProcs, gbm: OpaquePointer?, fd: Int32) {
        self.display = display
        DisplayUsers.retain(display)
        self.platform = platform
        self.procs = procs
        gbmDevice = gbm
        fileDescriptor = fd
    }

    deinit {
        // eglGetPlatformDisplayEXT returns the same handle for the same platform and native
        // display, and eglInitialize is not counted: terminate only with the last user.
        if DisplayUsers.release(display) { eglTerminate(display) }
        if let gbmDevice { gbm_device_destroy(gbmDevice) }
        if fileDescriptor >= 0 { close(fileDescriptor) }
    }

    /// Opens `platform`, or, for nil, the first that works of `GPUPlatform.automaticOrder`.
    /// Throws `GLError.noDisplay` with every platform's reason when none opens.
    static func open(_ platform: GPUPlatform?) throws(GLError) -> EGLDisplayConnection {
        let procs = try EGLProcs()
        var reasons: [String] = []
        let candidates = platform.map { [$0] } ?? GPUPlatform.automaticOrder
        for candidate in candidates {
            do {
                return try open(candidate, procs: procs)
            } catch {
                reasons.append("\(candidate.rawValue): \(error)")
            }
        }
        throw .noDisplay(reasons)
    }

    private static func open(_ platform: GPUPlatform, procs: EGLProcs) throws(GLError) -> EGLDisplayConnection {
        switch platform {
        case .surfaceless:
            guard procs.clientExtensions.contains("EGL_MESA_platform_surfaceless") else {
                throw .unsupported("EGL_MESA_platform_surfaceless is missing")
            }
            let display = try initialise(
                procs.getPlatformDisplay(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil), "surfaceless")
            return EGLDisplayConnection(display: display, platform: .surfaceless, procs: procs, gbm: nil, fd: -1)
        case .device:
            return try openDevice(procs)
        case .gbm:
            return try openGBM(procs)
        }
    }

    private static func initialise(_ display: EGLDisplay?, _ what: String) throws(GLError) -> EGLDisplay {
        guard let display else { throw eglFailure("eglGetPlatformDisplayEXT(\(what))") }
        var major: EGLint = 0
        var minor: EGLint = 0
        guard eglInitialize(display, &major, &minor) == EGLBoolean(EGL_TRUE) else {
            throw eglFailure("eglInitialize(\(what))")
        }
        return display
    }

    /// The first hardware EGL device (devices advertising `EGL_MESA_device_software` are skipped).
    private static func openDevice(_ procs: EGLProcs) throws(GLError) -> EGLDisplayConnection {
        guard procs.clientExtensions.contains("EGL_EXT_platform_device"), let query = procs.queryDevices,
            let queryString = procs.queryDeviceString
        else { throw .unsupported("EGL_EXT_device_enumeration/EGL_EXT_platform_device are missing") }
        var count: EGLint = 0
        guard query(0, nil, &count) == EGLBoolean(EGL_TRUE) else { throw eglFailure("eglQueryDevicesEXT") }
        var devices = [EGLDeviceEXT?](repeating: nil, count: Int(max(count, 0)))
        guard count > 0, query(count, &devices, &count) == EGLBoolean(EGL_TRUE) else {
            throw .unsupported("no EGL devices")
        }
        var skipped: [String] = []
        for device in devices.prefix(Int(count)) {
            guard let device else { continue }
            let extensions = queryString(device, EGL_EXTENSIONS).map { String(cString: $0) } ?? ""
            if extensions.contains("EGL_MESA_device_software") {
                skipped.append("software device")
                continue
            }
            let name = queryString(device, EGLint(EGL_DRM_DEVICE_FILE_EXT)).map { String(cString: $0) } ?? "device"
            do {
                let display = try initialise(
                    procs.getPlatformDisplay(EGLenum(EGL_PLATFORM_DEVICE_EXT), UnsafeMutableRawPointer(device), nil), name)
                return EGLDisplayConnection(display: display, platform: .device, procs: procs, gbm: nil, fd: -1)
            } catch {
                skipped.append("\(name): \(error)")
            }
        }
        throw .unsupported("no hardware EGL device (\(skipped.joined(separator: ", ")))")
    }

    /// GBM on the first render node `/dev/dri/renderD*` that opens.
    private static func openGBM(_ procs: EGLProcs) throws(GLError) -> EGLDisplayConnection {
        guard procs.clientExtensions.contains("EGL_KHR_platform_gbm") || procs.clientExtensions.contains("EGL_MESA_platform_gbm")
        else { throw .unsupported("EGL_KHR_platform_gbm is missing") }
        let nodes = ((try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? [])
            .filter { $0.hasPrefix("renderD") }.sorted()
        guard !nodes.isEmpty else { throw .unsupported("no DRM render node /dev/dri/renderD*") }
        var reasons: [String] = []
        for node in nodes {
            let path = "/dev/dri/\(node)"
            let fd = Foundation.open(path, O_RDWR | O_CLOEXEC)
            guard fd >= 0 else {
                reasons.append("\(path): \(String(cString: strerror(errno)))")
                continue
            }
            guard let device = gbm_create_device(fd) else {
                close(fd)
                reasons.append("\(path): gbm_create_device failed")
                continue
            }
            do {
                let display = try initialise(
                    procs.getPlatformDisplay(EGLenum(EGL_PLATFORM_GBM_KHR), UnsafeMutableRawPointer(device), nil), path)
                return EGLDisplayConnection(display: display, platform: .gbm, procs: procs, gbm: device, fd: fd)
            } catch {
                gbm_device_destroy(device)
                close(fd)
                reasons.append("\(path): \(error)")
            }
        }
        throw .unsupported(reasons.joined(separator: ", "))
    }
}

/// How many connections use each EGL display handle (shared between contexts of one platform).
private enum DisplayUsers {
    nonisolated(unsafe) private static var counts: [UnsafeMutableRawPointer: Int] = [:]
    private static let lock = NSLock()

    static func retain(_ display: EGLDisplay) {
        lock.lock()
        defer { lock.unlock() }
        counts[display, default: 0] += 1
    }

    /// Drops one user; true when it was the last.
    static func release(_ display: EGLDisplay) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let n = (counts[display] ?? 1) - 1
        counts[display] = n > 0 ? n : nil
        return n <= 0
    }
}
