// The M1 workload of RenderBenchmarks without the benchmark harness (no malloc interposer), for
// deterministic instruction counts: `valgrind --tool=callgrind .build/release/M1Profile 4`
// (see m1profile.sh). Builds the same 10,101-layer tree with one running animation per leaf,
// flattens one warm-up frame, then the given number of frames (default 10) 16 ms apart, and
// prints the plan's quad count and a hash of its text dump (to compare builds). Further
// arguments: `static` leaves the animations out (the "flatten alone" benchmark); `exact` also
// prints hashes of every value of the plan printed exactly; `time` prints the minimum and
// median wall-clock time per frame.
import Foundation
import LayerTreeFixtures
import Quartzite
import QuartziteRender

let frames = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 10 : 10
let animated = !CommandLine.arguments.dropFirst(2).contains("static")
let printsExactHashes = CommandLine.arguments.dropFirst(2).contains("exact")
let printsTimes = CommandLine.arguments.dropFirst(2).contains("time")

MediaClock.shared.useManualTime(start: 1_000)
let root = BenchmarkTree.make()
CATransaction.flush()
if animated {
    BenchmarkTree.addAnimations(to: root)
    CATransaction.flush()
}
guard let snapshot = root.committedSnapshot else { fatalError("no snapshot") }
let flattener = LayerTreeFlattener()
var plan = RenderPlan()
let canvas = CGSize(width: 1000, height: 1000)
var time = 1_000.7
flattener.flatten(snapshot, at: time, canvasSize: canvas, into: &plan)
var checksum = 0.0
var frameTimes: [Double] = []
frameTimes.reserveCapacity(frames)
for _ in 0..<frames {
    time += 0.016
    let start = ContinuousClock.now
    flattener.flatten(snapshot, at: time, canvasSize: canvas, into: &plan)
    frameTimes.append(Double((ContinuousClock.now - start) / .microseconds(1)) / 1000)
    checksum += Double(plan.quads.count)
}
/// FNV-1a of a string, as hexadecimal.
func fnv1a(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return String(hash, radix: 16)
}
// The plan's text dump (numbers to 6 digits), and every value of its passes, states and quads
// printed exactly (shortest round-trip form): equal hashes mean identical plans. `exact` tells
// −0 from 0; `exact±0` does not (a matrix entry's zero sign is the one change that can never
// show in a rendering).
// Printed only when asked (argument `exact`): they cost more than a frame.
var line = "frames: \(frames), visited: \(flattener.statistics.layersVisited), quads: \(plan.quads.count),"
line += " checksum: \(checksum), plan: \(fnv1a(plan.textDump))"
if printsExactHashes {
    let exact = "\(plan.passes)\(plan.sharedStates)\(plan.quads)"
    line += ", exact: \(fnv1a(exact)), exact±0: \(fnv1a(exact.replacing(#/-0\.0(?![0-9])/#, with: "0.0")))"
}
print(line)
// `time`: the wall-clock milliseconds per frame (minimum, median) on stderr, beside the
// instruction counts (valgrind's) that compare builds independently of the machine's load.
if printsTimes, !frameTimes.isEmpty {
    frameTimes.sort()
    let median = frameTimes[frameTimes.count / 2]
    FileHandle.standardError.write(
        "ms per frame: min \(String(format: "%.3f", frameTimes[0])), median \(String(format: "%.3f", median))\n"
            .data(using: .utf8)!)
}
