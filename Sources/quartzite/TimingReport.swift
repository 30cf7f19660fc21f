import Foundation
import QuartziteExport

/// The `--timings` table: per stage of the export pipeline, wall and CPU milliseconds per
/// frame, then the process's and ffmpeg's CPU time.
func timingReport(_ timing: ExportTimingReport, frames: Int) -> String {
    let n = Double(max(1, frames))
    var lines = ["stage                       runs   wall ms/frame   CPU ms/frame"]
    var stagesCPU = 0.0
    for stage in ExportStage.allCases {
        let t = timing[stage]
        guard t.count > 0 else { continue }
        stagesCPU += t.cpu.seconds
        lines.append(
            String(
                format: "%@ %6d %15.2f %14.2f", stage.name.padding(toLength: 24, withPad: " ", startingAt: 0), t.count,
                t.wall.seconds * 1000 / n, t.cpu.seconds * 1000 / n))
    }
    let work = timing.work
    if work.frames > 0 {
        let f = Double(work.frames)
        lines.append(
            String(
                format: "  in evaluate + flatten: %.1f shapes/text/gradients rasterized a frame, %.2f ms/frame",
                Double(work.contentRasterizations) / f, work.contentRasterizationTime.seconds * 1000 / f))
        lines.append(
            String(
                format: "  in draw: %.1f quads, %.1f offscreen passes (%.2f Mpixels) and %.2f Mpixels composited from them a frame",
                Double(work.quads) / f, Double(work.offscreenPasses) / f, Double(work.offscreenPassPixels) / f / 1e6,
                Double(work.compositedPixels) / f / 1e6))
    }
    let process = timing.processCPU.seconds
    lines.append(
        String(
            format: "process CPU %.2f s (%.2f ms/frame); outside the stages (GL driver threads, start-up, …) %.2f ms/frame",
            process, process * 1000 / n, max(0, process - stagesCPU) * 1000 / n))
    if timing.childCPU > .zero {
        lines.append(
            String(format: "ffmpeg CPU %.2f s (%.2f ms/frame)", timing.childCPU.seconds, timing.childCPU.seconds * 1000 / n))
    }
    lines.append("Stages run on different threads at once: wall times overlap; the slowest stage sets the pace.")
    return lines.joined(separator: "\n")
}
