// Evaluates the benchmark's 10,000 mixed animations without the benchmark harness, for
// deterministic instruction counts: `valgrind --tool=callgrind .build/release/AnimationProfile 10`
// (or `perf record`). The argument is the number of frames (default 10); each frame evaluates
// all 10,000 properties at a time 16 ms later. Prints a checksum (so nothing is optimised
// away) and a hash of the results' bit patterns (to compare two builds' results exactly).
import AnimationFixtures
import Quartzite

let frames = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 10 : 10
/// A second argument `bits` also hashes every result's bit pattern (slower; not for profiling).
let bitHash = CommandLine.arguments.count > 2 && CommandLine.arguments[2] == "bits"
let properties = tenThousandProperties
var checksum = 0.0
var bits: UInt64 = 0xcbf2_9ce4_8422_2325
/// Mixes the bit patterns of `xs` into `bits` (FNV-1a on 64-bit words).
@MainActor func mix(_ xs: CGFloat...) {
    for x in xs { bits = (bits ^ Double(x).bitPattern) &* 0x100_0000_01b3 }
}
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
        if bitHash {
            switch value {
            case .number(let x): mix(CGFloat(x))
            case .point(let q): mix(q.x, q.y)
            case .transform(let t):
                mix(t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                    t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44)
            case .color(let c): mix(c.red, c.green, c.blue, c.alpha)
            default: mix(.nan)
            }
        }
    }
}
print("frames: \(frames), checksum: \(checksum)" + (bitHash ? ", bits: \(String(bits, radix: 16))" : ""))
