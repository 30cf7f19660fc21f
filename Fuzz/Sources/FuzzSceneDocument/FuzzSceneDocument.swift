import FuzzDriver
import Foundation
import QuartziteExport

/// Images named by an input are looked up here: an empty directory, so none loads (the image
/// decoders have targets of their own) and nothing outside is read.
let imageDirectory: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("quartzite-fuzz-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()

/// One scene document, JSON or YAML: parsed and validated whole. Refusals are the expected
/// outcome; a crash, a hang or unbounded memory is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSceneDocument(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    do {
        let scene = try Scene(text: text, fileName: "fuzz.json", baseDirectory: imageDirectory)
        _ = scene.frameCount
        _ = (scene.canvas.pixelWidth, scene.canvas.pixelHeight)
    } catch {
        for problem in error.problems { _ = problem.description }
    }
    return 0
}

/// The entry point SwiftPM links as `main`: libFuzzer's driver, running the function above.
@_cdecl("FuzzSceneDocument_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in data.map { fuzzSceneDocument(UnsafeRawPointer($0), size) } ?? 0 }
}
