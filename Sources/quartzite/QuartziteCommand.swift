import ArgumentParser
import CMemoryHints

/// `quartzite`: renders Core Animation scene files to images and video.
@main
struct QuartziteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "quartzite",
        abstract: "Render Core Animation scene files (JSON/YAML) to PNG, Y4M, raw RGBA or video.",
        version: ToolVersion.current,
        subcommands: [RenderCommand.self, ValidateCommand.self, InfoCommand.self, BenchCommand.self])

    /// Runs the command, the allocator first set to keep freed memory: an export allocates and
    /// frees megabytes of transient pixels every frame (shapes, masks, passes), and fresh
    /// mappings for them were faulted in and zeroed by the kernel each time (a fifth of
    /// like.json's CPU time; its 50 frames 63 → 47 ms in process). Blocks up to 256 MiB are
    /// reused from the heap; free memory beyond 512 MiB at its top goes back to the system.
    static func main() {
        qz_keep_freed_memory(256 << 20, 512 << 20)
        main(nil)
    }
}

/// The tool's version.
enum ToolVersion {
    /// The version printed by `--version` and `quartzite info`.
    static let current = "0.1.0"
}

/// Exit statuses (sysexits.h where one fits).
enum ExitStatus {
    /// A scene file with problems (EX_DATAERR).
    static let sceneProblems: Int32 = 65
    /// An export that failed while rendering or writing.
    static let exportFailed: Int32 = 1
    /// Interrupted by SIGINT (128 + 2, as shells report it); SIGTERM and SIGHUP exit with 143
    /// and 129.
    static let interrupted: Int32 = 130
}
