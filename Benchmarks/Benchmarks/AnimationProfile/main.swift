// Evaluates the benchmark's 10,000 mixed animations without the benchmark harness, for
// deterministic instruction counts: `valgrind --tool=callgrind .build/release/AnimationProfile 10`
// (or `perf record`). The argument is the number of frames (default 10); each frame evaluates
// all 10,000 properties at a time 16 ms later. Prints a checksum so nothing is optimised away.
import AnimationFixtures
import Quartzite

let frames = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 10 : 10
let properties = tenThousandProperties
var checksum = 0.0
var time = 0.7
for _ in 0..<frames {
    time += 0.016
    for p in properties {
        let value = AnimationEvaluator.presentationValue(
            of: p.property, modelValue: p.model, animations: p.animations, atLayerTime: time)
        switch value {
        case .number(let x): checksum += x
        case .point(let q): checksum += Double(q.x + q.y)
        case .transform(let t): checksum += Double(t.m11 + t.m13 + t.m34 + t.m44)
        case .color(let c): checksum += Double(c.red + c.blue + c.alpha)
        default: break
        }
    }
}
print("frames: \(frames), checksum: \(checksum)")
