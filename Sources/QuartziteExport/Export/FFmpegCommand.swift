import Foundation

/// The ffmpeg command line that encodes raw RGBA8 frames read from standard input into a
/// video format, with Quartzite's codec defaults:
/// - mp4: H.264 (libx264) `-preset veryfast`, `yuv420p`, odd sizes padded to even, faststart;
/// - webm: VP9 (libvpx-vp9) `yuva420p` (alpha kept), constant quality 32, row multithreading;
/// - gif: one palette for the whole animation (`palettegen`, then `paletteuse` with Bayer
///   dithering), looping forever;
/// - prores (`.mov`): ProRes 4444 (prores_ks, profile 4444) `yuva444p10le` with alpha.
/// To standard output, MP4 and MOV are written fragmented (a pipe cannot be rewound).
public struct FFmpegCommand: Sendable, Hashable {
    /// The format encoded (one of the video formats).
    public var format: ExportFormat
    /// Frame width in pixels.
    public var width: Int
    /// Frame height in pixels.
    public var height: Int
    /// Frames per second.
    public var fps: Double
    /// The output file, or nil for standard output.
    public var outputPath: String?

    /// Creates a command description.
    public init(format: ExportFormat, width: Int, height: Int, fps: Double, outputPath: String?) {
        self.format = format
        self.width = width
        self.height = height
        self.fps = fps
        self.outputPath = outputPath
    }

    /// The arguments after `ffmpeg`.
    public var arguments: [String] {
        var a = [
            "-hide_banner", "-nostdin", "-loglevel", "error", "-y",
            "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)",
            "-framerate", Self.rate(fps), "-i", "pipe:0",
        ]
        let toPipe = outputPath == nil
        switch format {
        case .mp4:
            a += ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p"]
            a += ["-movflags", toPipe ? "frag_keyframe+empty_moov" : "+faststart", "-f", "mp4"]
        case .webm:
            a += ["-c:v", "libvpx-vp9", "-pix_fmt", "yuva420p", "-crf", "32", "-b:v", "0", "-row-mt", "1",
                  "-deadline", "good", "-cpu-used", "4", "-f", "webm"]
        case .gif:
            a += ["-filter_complex", "[0:v]split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=bayer:bayer_scale=5",
                  "-loop", "0", "-f", "gif"]
        default:
            a += ["-c:v", "prores_ks", "-profile:v", "4444", "-pix_fmt", "yuva444p10le", "-vendor", "apl0"]
            if toPipe { a += ["-movflags", "frag_keyframe+empty_moov"] }
            a += ["-f", "mov"]
        }
        a.append(outputPath ?? "pipe:1")
        return a
    }

    /// A frame rate as ffmpeg reads it: whole rates as integers, others as thousandths.
    static func rate(_ fps: Double) -> String {
        fps == fps.rounded() ? String(Int(fps)) : "\(Int((fps * 1000).rounded()))/1000"
    }

    /// The full path of the executable `name` on the `PATH` of `environment`, or nil.
    public static func locate(
        _ name: String = "ffmpeg", environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = String(directory) + "/" + name
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
