import FuzzDriver
import Foundation
import QuartzGeometry

/// PNG bytes, decoded (sizes are checked against the limits before pixels are allocated).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    if let image = try? CGImage(pngData: data) { _ = image.nonTransparentBounds }
    return 0
}

/// The entry point SwiftPM links as `main`: libFuzzer's driver, running the function above.
@_cdecl("FuzzPNG_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in data.map { fuzzPNG(UnsafeRawPointer($0), size) } ?? 0 }
}
