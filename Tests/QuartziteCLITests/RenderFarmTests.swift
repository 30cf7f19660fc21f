import Foundation
import Testing
import Yams

/// The render-farm examples of Examples/renderfarm/: the Kubernetes Indexed Job, the Slurm job
/// array and the segment join, run for real on the built binary (CPU backend).
@Suite struct RenderFarmTests {
    private let fm = FileManager.default

    /// The repository root (three levels above this file).
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let farm = root.appendingPathComponent("Examples/renderfarm")

    /// Runs `executable arguments` in `directory` with `environment` added to the test's own,
    /// and returns its exit status, standard output and standard error.
    private func run(
        _ executable: String, _ arguments: [String], in directory: URL, environment: [String: String] = [:]
    ) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    /// The Job parses as YAML, is an Indexed Job of 8 completions, and its container runs the
    /// command line that both READMEs show.
    @Test func kubernetesJobIsIndexedAndRunsTheDocumentedCommand() throws {
        let text = try String(contentsOf: Self.farm.appendingPathComponent("k8s-indexed-job.yaml"), encoding: .utf8)
        let job = try #require(try Yams.load(yaml: text) as? [String: Any])
        #expect(job["kind"] as? String == "Job")
        #expect(job["apiVersion"] as? String == "batch/v1")
        let spec = try #require(job["spec"] as? [String: Any])
        #expect(spec["completionMode"] as? String == "Indexed")
        #expect(spec["completions"] as? Int == 8)
        #expect(spec["parallelism"] as? Int == 8)
        let pod = try #require((spec["template"] as? [String: Any])?["spec"] as? [String: Any])
        let container = try #require((pod["containers"] as? [[String: Any]])?.first)
        let command = try #require(container["command"] as? [String])
        #expect(command.prefix(2) == ["/bin/sh", "-c"])
        let line = "quartzite render scene.json --shard $JOB_COMPLETION_INDEX/8 --out /out/shard-$JOB_COMPLETION_INDEX.mp4"
        #expect(command.last == line)
        for readme in ["README.md", "Examples/renderfarm/README.md"] {
            let doc = try String(contentsOf: Self.root.appendingPathComponent(readme), encoding: .utf8)
            #expect(doc.contains(line), "\(readme) does not show the Job's command")
        }
    }

    /// The Slurm script's array covers indices 0…7, matching its default shard count, and its
    /// command line is the one both READMEs show.
    @Test func slurmScriptRunsTheDocumentedCommand() throws {
        let text = try String(contentsOf: Self.farm.appendingPathComponent("slurm-array.sbatch"), encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains("#SBATCH --array=0-7"))
        #expect(lines.contains("SHARDS=${SHARDS:-8}"))
        let commands = lines.filter { $0.hasPrefix("quartzite render") }
        #expect(commands.count == 1)
        let line = try #require(commands.first)
        #expect(line.contains(#"--shard "$SLURM_ARRAY_TASK_ID/$SHARDS""#))
        for readme in ["README.md", "Examples/renderfarm/README.md"] {
            let doc = try String(contentsOf: Self.root.appendingPathComponent(readme), encoding: .utf8)
            #expect(doc.contains(line), "\(readme) does not show the Slurm command")
        }
    }

    /// Four shards rendered to H.264 segments, joined by join.sh with the concat demuxer and
    /// stream copy: the joined video has all 23 frames at the scene's size.
    @Test func mp4SegmentsJoinToTheFullFrameCount() throws {
        let dir = try CLI.sceneDirectory(width: 32, height: 18, frames: 23)
        defer { try? fm.removeItem(at: dir) }
        for k in 0..<4 {
            let shard = try CLI.run(
                ["render", "scene.json", "--shard", "\(k)/4", "--out", "segments/shard-\(k).mp4", "--backend", "cpu", "--quiet"],
                in: dir)
            #expect(shard.status == 0, "\(shard.stderr)")
        }
        let join = try run("bash", [Self.farm.appendingPathComponent("join.sh").path, "segments", "4", "joined.mp4"], in: dir)
        #expect(join.status == 0, "\(join.err)")
        let probe = try run(
            "ffprobe",
            ["-v", "error", "-count_frames", "-select_streams", "v:0",
             "-show_entries", "stream=nb_read_frames,width,height,codec_name", "-of", "csv=p=0", "joined.mp4"],
            in: dir)
        #expect(probe.out.trimmingCharacters(in: .whitespacesAndNewlines) == "h264,32,18,23")
    }

    /// join.sh refuses a missing segment instead of writing a short video.
    @Test func joinRefusesAMissingSegment() throws {
        let dir = try CLI.sceneDirectory()
        defer { try? fm.removeItem(at: dir) }
        let join = try run("bash", [Self.farm.appendingPathComponent("join.sh").path, "segments", "2", "joined.mp4"], in: dir)
        #expect(join.status == 1)
        #expect(join.err.contains("segments/shard-0.mp4 is missing or empty (did shard 0 fail?)"))
        #expect(!fm.fileExists(atPath: dir.path + "/joined.mp4"))
    }

    /// The Slurm script run with bash for SLURM_ARRAY_TASK_ID = 0…3 (SHARDS=4) writes the same
    /// PNG files, byte for byte, as one single-machine render.
    @Test func slurmArrayEqualsASingleRender() throws {
        let dir = try CLI.sceneDirectory(frames: 13)
        defer { try? fm.removeItem(at: dir) }
        let single = try CLI.run(["render", "scene.json", "--out", "single/", "--backend", "cpu"], in: dir)
        #expect(single.status == 0, "\(single.stderr)")
        let path = CLI.productsDirectory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        for k in 0..<4 {
            let task = try run(
                "bash", [Self.farm.appendingPathComponent("slurm-array.sbatch").path], in: dir,
                environment: [
                    "PATH": path, "SLURM_ARRAY_TASK_ID": "\(k)", "SHARDS": "4", "SCENE": "scene.json",
                    "OUT": "farm/", "BACKEND": "cpu",
                ])
            #expect(task.status == 0, "task \(k): \(task.err)")
        }
        let names = try fm.contentsOfDirectory(atPath: dir.path + "/single").sorted()
        #expect(names == (0..<13).map { String(format: "%05d.png", $0) })
        #expect(try fm.contentsOfDirectory(atPath: dir.path + "/farm").sorted() == names)
        for name in names {
            let a = try Data(contentsOf: dir.appendingPathComponent("single/" + name))
            let b = try Data(contentsOf: dir.appendingPathComponent("farm/" + name))
            #expect(a == b, "\(name) differs")
        }
    }
}
