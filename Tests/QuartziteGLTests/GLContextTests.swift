import Foundation
import QuartziteGL
import Testing

@Suite("EGL display and GLES context", .serialized)
struct GLContextTests {
    @Test("the context reports its platform, vendor, renderer, GLES 3 version and limits")
    func deviceInfo() throws {
        try GLTestContext.withRenderer { gl in
            let info = gl.info
            print("GL device:\n\(info.summary)")
            #expect(info.version.hasPrefix("OpenGL ES 3."))
            #expect(!info.vendor.isEmpty && !info.renderer.isEmpty)
            #expect(info.maxTextureSize >= 2048)  // GLES 3.0 minimum
            #expect(info.maxArrayTextureLayers >= 256)  // GLES 3.0 minimum
            #expect(info.eglExtensions.contains("EGL_KHR_surfaceless_context"))
            #expect(!info.extensions.isEmpty)
            #expect(info.summary.contains("platform: \(info.platform.rawValue)"))
        }
    }

    @Test("platform names parse; auto and empty mean no explicit choice")
    func platformNames() throws {
        #expect(try GPUPlatform.parse("gbm") == .gbm)
        #expect(try GPUPlatform.parse(" Surfaceless ") == .surfaceless)
        #expect(try GPUPlatform.parse("device") == .device)
        #expect(try GPUPlatform.parse("auto") == nil)
        #expect(try GPUPlatform.parse("") == nil)
        #expect(try GPUPlatform.fromEnvironment(["QUARTZITE_GPU_PLATFORM": "gbm"]) == .gbm)
        #expect(try GPUPlatform.fromEnvironment([:]) == nil)
    }

    @Test("a bad platform name is a clear error naming the choices")
    func badPlatformName() {
        #expect(throws: GLError.unknownPlatform("vulkan")) { try GPUPlatform.parse("vulkan") }
        #expect(throws: GLError.unknownPlatform("x11")) {
            try GPUPlatform.fromEnvironment(["QUARTZITE_GPU_PLATFORM": "x11"])
        }
        let text = GLError.unknownPlatform("vulkan").description
        #expect(text == "unknown GPU platform 'vulkan' (expected one of: device, gbm, surfaceless, auto)")
    }

    @Test("an explicitly chosen platform is used or fails with its reason")
    func explicitPlatforms() throws {
        guard GLTestContext.available else { return }
        // Mesa's surfaceless platform exists wherever Mesa's EGL does (llvmpipe here).
        try GLTestContext.withRenderer { shared in
            shared.context.releaseCurrent()
            defer { try? shared.context.makeCurrent() }
            for platform in GPUPlatform.allCases {
                do {
                    let context = try GLContext(platform: platform)
                    #expect(context.info.platform == platform)
                    context.releaseCurrent()
                } catch let error as GLError {
                    // Only hardware platforms may be missing; the reason names the platform.
                    #expect(platform != .surfaceless, "surfaceless failed: \(error)")
                    guard case .noDisplay(let reasons) = error else {
                        Issue.record("unexpected error \(error)")
                        continue
                    }
                    #expect(reasons.count == 1 && reasons[0].hasPrefix("\(platform.rawValue): "))
                    print("platform \(platform.rawValue) unavailable: \(error)")
                }
            }
        }
    }

    @Test("EGL and GL errors are reported by name")
    func errorNames() {
        #expect(GLError.egl(function: "eglCreateContext", error: "EGL_BAD_MATCH").description
            == "eglCreateContext failed: EGL_BAD_MATCH")
        #expect(GLError.gl(function: "glTexStorage3D", error: "GL_INVALID_VALUE").description
            == "glTexStorage3D failed: GL_INVALID_VALUE")
    }
}
