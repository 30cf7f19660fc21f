import Foundation
import QuartziteCompositor
import Testing

@testable import QuartziteGL

@Suite("Shader programs", .serialized)
struct ShaderTests {
    @Test("a shader that fails to compile reports its name, the driver's log and numbered source")
    func compileFailureReportsLog() throws {
        try GLTestContext.withRenderer { _ in
            let source = "#version 300 es\nprecision highp float;\nout vec4 o;\nvoid main() { o = undefinedThing; }\n"
            do {
                _ = try ShaderCompiler.link(name: "broken", vertex: ShaderSources.fullscreenVert, fragment: source)
                Issue.record("a broken shader compiled")
            } catch let error as GLError {
                guard case .shaderCompile(let name, let log, let numbered) = error else {
                    Issue.record("unexpected error \(error)")
                    return
                }
                #expect(name == "broken.frag")
                #expect(log.contains("undefinedThing"))
                #expect(numbered.contains("   4: void main() { o = undefinedThing; }"))
                #expect(error.description.hasPrefix("shader broken.frag failed to compile:"))
            }
        }
    }

    @Test("the preamble goes after #version and keeps the body's line numbers")
    func preamble() {
        let s = ShaderCompiler.withPreamble("#version 300 es\nbody\n", defines: ["A", "B"])
        #expect(s == "#version 300 es\n#define A 1\n#define B 1\n#line 2\nbody\n")
    }

    @Test("every content × filter variant with every feature compiles and links on this driver")
    func variantsCompile() throws {
        try GLTestContext.withRenderer { _ in
            let cache = ProgramCache()
            defer { cache.deleteAll() }
            let all: QuadProgramKey.Features = [.perspective, .rounded, .border, .mask, .ninePart, .tiled, .antialiased]
            for content in [QuadProgramKey.Content.solid, .array, .pass, .passAlpha, .passMix] {
                for filter in [QuadProgramKey.Filter.nearest, .linear, .trilinear] {
                    for features in [QuadProgramKey.Features(), all] {
                        _ = try cache.quad(QuadProgramKey(content: content, filter: filter, features: features))
                    }
                }
            }
            _ = try cache.blur()
            #expect(cache.count == 5 * 3 * 2 + 1)
        }
    }

    @Test("the lean variant: affine hard-edged colour or array-texture quads with no other feature")
    func leanVariant() {
        let lean = QuadProgramKey(content: .array, filter: .linear, features: [])
        #expect(lean.isLean)
        #expect(lean.defines == ["LEAN", "CONTENT_ARRAY", "FILTER_LINEAR"])
        #expect(lean.vertexDefines == ["LEAN"])
        #expect(QuadProgramKey(content: .solid, filter: .linear, features: []).isLean)
        #expect(QuadProgramKey(content: .array, filter: .nearest, features: []).isLean)
        #expect(!QuadProgramKey(content: .array, filter: .trilinear, features: []).isLean)
        #expect(!QuadProgramKey(content: .pass, filter: .linear, features: []).isLean)
        for feature in [QuadProgramKey.Features.perspective, .rounded, .border, .mask, .ninePart, .tiled, .antialiased] {
            let key = QuadProgramKey(content: .array, filter: .linear, features: feature)
            #expect(!key.isLean && key.vertexDefines.isEmpty && !key.defines.contains("LEAN"))
        }
        #expect(!QuadProgramKey(content: .array, filter: .linear, features: [], blend: .multiply).isLean)
    }

    @Test("glslangValidator accepts every variant's preamble-expanded source (where installed)")
    func glslangAcceptsVariants() throws {
        let tool = ["/usr/bin/glslangValidator", "/usr/local/bin/glslangValidator"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let tool else {
            print("skipped: glslangValidator is not installed")
            return
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("QuartziteGLShaders-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let all: QuadProgramKey.Features = [.perspective, .rounded, .border, .mask, .ninePart, .tiled, .antialiased]
        var files: [String] = []
        for content in [QuadProgramKey.Content.solid, .array, .pass, .passAlpha, .passMix] {
            for filter in [QuadProgramKey.Filter.nearest, .linear, .trilinear] {
                // Every feature, and none (the lean variant where the content allows it).
                for (suffix, features) in [("all", all), ("none", QuadProgramKey.Features())] {
                    let key = QuadProgramKey(content: content, filter: filter, features: features)
                    let name = "\(content)-\(filter)-\(suffix)"
                    let fragment = dir.appendingPathComponent("\(name).frag")
                    try ShaderCompiler.withPreamble(ShaderSources.quadFrag, defines: key.defines)
                        .write(to: fragment, atomically: true, encoding: .utf8)
                    let vertex = dir.appendingPathComponent("\(name).vert")
                    try ShaderCompiler.withPreamble(ShaderSources.quadVert, defines: key.vertexDefines)
                        .write(to: vertex, atomically: true, encoding: .utf8)
                    files += [fragment.path, vertex.path]
                }
            }
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = files
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "glslangValidator: \(output)")
    }

    @Test("the shader's continuous-corner table and angle are PixelMath's")
    func continuousCornerTable() throws {
        let source = ShaderSources.quadFrag
        let angleLine = try #require(
            source.split(separator: "\n").first { $0.hasPrefix("const float CONTINUOUS_CORNER_MAX_ANGLE = ") })
        let angle = try #require(Double(angleLine.split(separator: "=")[1].trimmingCharacters(in: .init(charactersIn: " ;"))))
        #expect(abs(angle - PixelMath.continuousCornerMaximumAngle) < 1e-9)
        let start = try #require(source.range(of: "const float CONTINUOUS_CORNER_RADII[129] = float[129]("))
        let end = try #require(source.range(of: ");", range: start.upperBound..<source.endIndex))
        let values = source[start.upperBound..<end.lowerBound].split(separator: ",").compactMap {
            Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        #expect(values.count == PixelMath.continuousCornerRadii.count)
        for (shader, swift) in zip(values, PixelMath.continuousCornerRadii) {
            #expect(abs(shader - swift) < 1e-9)
        }
    }
}
