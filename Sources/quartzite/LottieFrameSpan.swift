import ArgumentParser
import QuartziteLottie

/// The stretch of a Lottie file's frames that `quartzite render` plays: its in point to its
/// out point, or the span of one of its markers (`--marker`), as lottie-ios plays a marker:
/// from the marker's frame for its duration.
struct LottieFrameSpan: Equatable {
    /// The first frame played, in the file's frames.
    let start: Double
    /// Where the span ends (not played), in the file's frames; `start` for a marker without a
    /// duration, which is one frame.
    let end: Double

    /// The whole animation: ip … op.
    init(_ animation: LottieAnimation) {
        start = animation.inPoint
        end = animation.outPoint
    }

    /// The span of the marker named `name` (its `cm`), within ip … op. Throws a validation
    /// error naming the markers the file has when there is no such marker, or when it lies
    /// outside the animation.
    init(_ animation: LottieAnimation, marker name: String) throws(ValidationError) {
        guard let marker = animation.marker(named: name) else {
            let names = animation.markers.map { "\"\($0.name)\"" }
            throw ValidationError(
                "--marker \(name): the animation has no marker of that name "
                    + (names.isEmpty ? "(it has no markers)" : "(its markers: \(names.joined(separator: ", ")))"))
        }
        let from = max(marker.frame, animation.inPoint)
        let to = min(marker.frame + max(0, marker.duration), animation.outPoint)
        guard marker.frame < animation.outPoint, to >= from else {
            throw ValidationError(
                "--marker \(name): the marker (frame \(marker.frame), \(marker.duration) frames) lies outside the animation's frames \(animation.inPoint)…\(animation.outPoint)")
        }
        start = from
        end = to
    }

    /// The file's frame numbers played at its own rate: ⌈start⌉ … ⌈end⌉ − 1 (⌈start⌉ alone for
    /// a span of no length or shorter than a frame).
    var frameNumbers: ClosedRange<Int> {
        let first = Int(start.rounded(.up))
        return first...max(first, Int(end.rounded(.up)) - 1)
    }

    /// The span's length in seconds at `frameRate` file frames per second.
    func duration(frameRate: Double) -> Double { (end - start) / frameRate }
}
