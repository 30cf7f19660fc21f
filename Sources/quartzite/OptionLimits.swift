import ArgumentParser
import QuartzGeometry
import QuartziteExport

/// The bounds the command line holds its options (and the canvas they make) to, so that a
/// large number gives a clear usage error instead of a trap or an allocation of exabytes.
enum OptionLimits {
    /// Frames per second (as in scene files).
    static let maximumFPS = SceneLimits.maximumFPS
    /// Pixels per point (as in scene files).
    static let maximumScale = SceneLimits.maximumScale
    /// Render threads.
    static let maximumThreads = 1024
    /// Samples per pixel for multisampling.
    static let maximumSamples = 64

    /// Checks that a canvas of `width × height` points at `scale` pixels per point is finite and
    /// at most `CGImage.maximumDimension` pixels a side (and `CGImage.maximumByteCount` in all);
    /// `option` names what set it in the error.
    static func checkPixels(width: Double, height: Double, scale: Double, option: String) throws {
        let w = (width * scale).rounded()
        let h = (height * scale).rounded()
        let limit = Double(CGImage.maximumDimension)
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= limit, h <= limit,
            w * h * 4 <= Double(CGImage.maximumByteCount)
        else {
            throw ValidationError(
                "\(option) gives \(describe(width)) × \(describe(height)) points at \(describe(scale)) pixels per point: "
                    + "the frame must be 1 to \(CGImage.maximumDimension) pixels a side and at most "
                    + "\(CGImage.maximumByteCount >> 20) MiB")
        }
    }

    private static func describe(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
