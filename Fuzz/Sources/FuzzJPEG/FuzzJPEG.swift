import FuzzDriver
import Foundation
import QuartzGeometry

/// JPEG bytes, decoded (sizes are checked against the limits before pixels are allocated).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    if let image = try? CGImage(jpegData: data) { _ = image.width }
    return 0
}

/// The entry point SwiftPM links as `main`: libFuzzer's driver, running the function above.
@_cdecl("FuzzJPEG_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in data.map { fuzzJPEG(UnsafeRawPointer($0), size) } ?? 0 }
}
