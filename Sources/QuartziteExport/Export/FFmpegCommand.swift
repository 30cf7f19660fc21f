import Foundation

/// The ffmpeg command line that encodes raw frames read from standard input into a video
/// format, with Quartzite's codec defaults:
/// - mp4: H.264 (libx264) at `-preset` ``x264Preset`` (default ``defaultX264Preset``) and
///   `-crf` ``crf`` (default 23, x264's), from `yuv420p` frames that Quartzite converts itself
///   (``YUV420Conversion``, BT.709 limited range, odd sizes padded to even with black), so
///   ffmpeg does no pixel conversion; the stream is tagged BT.709; faststart;
/// - webm: VP9 (libvpx-vp9) `yuva420p` (alpha kept), constant quality 32, row multithreading;
/// - gif: one palette for the whole animation (`palettegen`, then `paletteuse` with Bayer
///   dithering), looping forever;
/// - prores (`.mov`): ProRes 4444 (prores_ks, profile 4444) `yuva444p10le` with alpha.
/// The other formats read straight-alpha RGBA8 (`-pix_fmt rgba`). To standard output, MP4 and
/// MOV are written fragmented (a pipe cannot be rewound).
public struct FFmpegCommand: Sendable, Hashable {
    /// The x264 preset of MP4 export unless one is given: `ultrafast`, the cheapest, since on a
    /// machine where rendering and encoding share the cores every millisecond of encoding is
    /// a millisecond less for rendering. Larger files than slower presets at the same `crf`.
    public static let defaultX264Preset = "ultrafast"
    /// The presets x264 knows, fastest first.
    public static let x264Presets = [
        "ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow", "placebo",
    ]
    /// The colour matrix of MP4 frames.
    public static let mp4Matrix = YUVMatrix.bt709

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
    /// The x264 preset (MP4 only), one of ``x264Presets``.
    public var x264Preset: String
    /// x264's constant rate factor (MP4 only): 0 (lossless) to 51, lower is better; 23 is
    /// x264's default, 18 visually lossless.
    public var crf: Int

    /// Creates a command description.
    public init(
        format: ExportFormat, width: Int, height: Int, fps: Double, outputPath: String?,
        x264Preset: String = FFmpegCommand.defaultX264Preset, crf: Int = 23
    ) {
        self.format = format
        self.width = width
        self.height = height
        self.fps = fps
        self.outputPath = outputPath
        self.x264Preset = x264Preset
        self.crf = crf
    }

    /// The pixel format ffmpeg reads: `yuv420p` for MP4, `rgba` otherwise.
    public var inputPixelFormat: String { format == .mp4 ? "yuv420p" : "rgba" }

    /// The size of the frames ffmpeg reads: MP4's padded to even numbers.
    public var inputSize: (width: Int, height: Int) {
        guard format == .mp4 else { return (width, height) }
        let padded = YUV420Conversion.layout(width: width, height: height)
        return (padded.width, padded.height)
    }

    /// The arguments after `ffmpeg`.
    public var arguments: [String] {
        let size = inputSize
        var a = [
            "-hide_banner", "-nostdin", "-loglevel", "error", "-y",
            "-f", "rawvideo", "-pix_fmt", inputPixelFormat, "-s", "\(size.width)x\(size.height)",
            "-framerate", Self.rate(fps), "-i", "pipe:0",
        ]
        let toPipe = outputPath == nil
        switch format {
        case .mp4:
            let matrix = Self.mp4Matrix.ffmpegName
            a += ["-c:v", "libx264", "-preset", x264Preset, "-crf", String(crf), "-pix_fmt", "yuv420p"]
            a += ["-colorspace", matrix, "-color_primaries", matrix, "-color_trc", matrix, "-color_range", "tv"]
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
