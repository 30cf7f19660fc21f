import Foundation
import Testing

/// The shaders are compiled into the binary from a generated Swift file of string constants,
/// `Sources/QuartziteGL/Shaders/ShaderSources.swift`, committed beside `Shaders/`. This test
/// regenerates it from `Shaders/*.vert|*.frag` and fails when the committed file differs; run
/// with `QUARTZITE_UPDATE_SHADERS=1` to rewrite it.
@Suite("Shader embedding")
struct ShaderEmbeddingTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let generated = root.appendingPathComponent("Sources/QuartziteGL/Shaders/ShaderSources.swift")

    /// "quad.frag" → "quadFrag".
    static func constantName(_ file: String) -> String {
        let parts = file.split(separator: ".")
        return parts.enumerated().map { i, part in i == 0 ? String(part) : part.prefix(1).uppercased() + part.dropFirst() }
            .joined()
    }

    static func render() throws -> String {
        let folder = root.appendingPathComponent("Shaders")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".vert") || $0.hasSuffix(".frag") }.sorted()
        var out = "// Generated from Shaders/ by ShaderEmbeddingTests; do not edit. Regenerate with\n"
        out += "// QUARTZITE_UPDATE_SHADERS=1 swift test --filter ShaderEmbeddingTests\n\n"
        out += "/// The GLSL ES sources of `Shaders/`, embedded at build time (nothing is read at run time).\n"
        out += "enum ShaderSources {\n"
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            out += "    /// Shaders/\(file)\n"
            out += "    static let \(constantName(file)) = #\"\"\"\n\(text)\"\"\"#\n\n"
        }
        out += "    /// Every shader by file name.\n"
        out += "    static let all: [(name: String, source: String)] = [\n"
        for file in files { out += "        (\"\(file)\", \(constantName(file))),\n" }
        out += "    ]\n}\n"
        return out
    }

    @Test("the embedded shader constants match Shaders/")
    func embeddedSourcesAreCurrent() throws {
        let expected = try Self.render()
        let actual = (try? String(contentsOf: Self.generated, encoding: .utf8)) ?? ""
        if ProcessInfo.processInfo.environment["QUARTZITE_UPDATE_SHADERS"] == "1", actual != expected {
            try expected.write(to: Self.generated, atomically: true, encoding: .utf8)
            Issue.record("rewrote \(Self.generated.path); rebuild and run again")
            return
        }
        #expect(actual == expected, "ShaderSources.swift is out of date with Shaders/; run with QUARTZITE_UPDATE_SHADERS=1")
    }
}
