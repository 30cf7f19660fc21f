import FuzzDriver
import Foundation
import Quartzite
import QuartziteLottie

/// One Lottie document, Bodymovin JSON or a `.lottie` archive (told apart by content, as the
/// command-line tool does): read, mapped to a layer tree, and the tree committed. Refusals are
/// the expected outcome; a crash, a hang or unbounded memory is a finding. No base directory,
/// so external images are reported, never read.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLottie(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let animation: LottieAnimation?
    if data.starts(with: [0x50, 0x4B]) {
        animation = try? LottieAnimation(dotLottieData: data)
    } else {
        animation = try? LottieAnimation(data: data)
    }
    if let animation {
        _ = (animation.frameCount, animation.duration, animation.unsupportedFeatures.count)
        _ = animation.makeRootLayer(playback: .loop)
    }
    // The layers built join this thread's implicit transaction: commit them, so runs do not
    // accumulate them.
    CATransaction.flush()
    return 0
}

/// The entry point SwiftPM links as `main`: libFuzzer's driver, running the function above.
@_cdecl("FuzzLottie_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { data, size in data.map { fuzzLottie(UnsafeRawPointer($0), size) } ?? 0 }
}
