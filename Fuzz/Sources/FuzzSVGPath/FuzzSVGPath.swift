import FuzzDriver
import QuartzGeometry

/// SVG path data: parsed, then measured and flattened as a shape layer's stroke would be.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVGPath(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    guard let path = try? PathData(svgPathData: text) else { return 0 }
    _ = path.boundingBoxOfPath
    _ = path.flattened(tolerance: 0.1)
    return 0
}

/// The entry point SwiftPM links as `main`: libFuzzer's driver, running the function above.
@_cdecl("FuzzSVGPath_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in data.map { fuzzSVGPath(UnsafeRawPointer($0), size) } ?? 0 }
}
