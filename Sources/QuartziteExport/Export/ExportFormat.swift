/// What an export writes: an image sequence, a raw stream or a video encoded by ffmpeg.
public enum ExportFormat: String, Sendable, CaseIterable, Hashable {
    /// One PNG file per frame (straight alpha).
    case png
    /// A YUV4MPEG2 stream: 4:4:4 BT.601 limited range, no alpha (colour over black).
    case y4m
    /// Raw pixels: straight-alpha RGBA8, row 0 at the top, frames back to back.
    case rgba
    /// Raw pixels as the renderers make them: premultiplied RGBA8, row 0 at the top, frames
    /// back to back, without conversion (for pipelines that composite premultiplied pixels;
    /// `--format rgba-premultiplied`, no file extension names it).
    case rgbaPremultiplied = "rgba-premultiplied"
    /// H.264 (libx264, yuv420p BT.709, `-preset ultrafast -crf 23` unless chosen otherwise) in
    /// an MP4 file, no alpha.
    case mp4
    /// VP9 (libvpx-vp9, yuva420p, with alpha) in a WebM file.
    case webm
    /// An animated GIF with an optimised palette (palettegen + paletteuse).
    case gif
    /// ProRes 4444 with alpha (prores_ks, yuva444p10le) in a QuickTime file.
    case prores

    /// The format a file extension names (`png`, `y4m`, `rgba`/`raw`, `mp4`, `webm`, `gif`,
    /// `mov`), case-insensitive; nil for any other extension.
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "png": self = .png
        case "y4m": self = .y4m
        case "rgba", "raw": self = .rgba
        case "mp4", "m4v": self = .mp4
        case "webm": self = .webm
        case "gif": self = .gif
        case "mov": self = .prores
        default: return nil
        }
    }

    /// Whether ffmpeg encodes this format.
    public var isVideo: Bool {
        switch self {
        case .png, .y4m, .rgba, .rgbaPremultiplied: false
        case .mp4, .webm, .gif, .prores: true
        }
    }

    /// Whether the format keeps alpha (un-premultiplied for all but `rgbaPremultiplied`);
    /// formats without alpha get the premultiplied colour, which is the frame composited over
    /// black.
    public var keepsAlpha: Bool {
        switch self {
        case .png, .rgba, .rgbaPremultiplied, .webm, .gif, .prores: true
        case .y4m, .mp4: false
        }
    }
}
