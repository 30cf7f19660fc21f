import QuartziteExport

/// Where video export finds ffmpeg.
enum FFmpegLocation {
    /// The ffmpeg on the `PATH`, or nil.
    static var path: String? { FFmpegCommand.locate() }
}
