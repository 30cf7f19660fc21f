// The M1 workload of RenderBenchmarks without the benchmark harness (no malloc interposer), for
// deterministic instruction counts: `valgrind --tool=callgrind .build/release/M1Profile 4`
// (see m1profile.sh). Builds the same 10,101-layer tree with one running animation per leaf,
// flattens one warm-up frame, then the given number of frames (default 10) 16 ms apart, and
// prints the plan's quad count and a hash of its text dump (to compare builds exactly). A second
// argument `static` leaves the animations out (the "flatten alone" benchmark).
import Quartzite
import QuartziteRender

let frames = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 10 : 10
let animated = !(CommandLine.arguments.count > 2 && CommandLine.arguments[2] == "static")
let leafColor = CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)

MediaClock.shared.useManualTime(start: 1_000)
let root = CALayer()
root.bounds = CGRect(x: 0, y: 0, width: 1000, height: 1000)
root.position = CGPoint(x: 500, y: 500)
for c in 0..<100 {
    let container = CALayer()
    container.bounds = CGRect(x: 0, y: 0, width: 1000, height: 10)
    container.position = CGPoint(x: 500, y: CGFloat(c) * 10 + 5)
    for l in 0..<100 {
        let leaf = CALayer()
        leaf.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        leaf.position = CGPoint(x: CGFloat(l) * 10 + 5, y: 5)
        leaf.backgroundColor = leafColor
        leaf.cornerRadius = 2
        leaf.opacity = 0.9
        leaf.transform = CATransform3DMakeRotation(CGFloat(l) * 0.01, 0, 0, 1)
        container.addSublayer(leaf)
    }
    root.addSublayer(container)
}
CATransaction.flush()
if animated {
    var index = 0
    for container in root.sublayers ?? [] {
        for leaf in container.sublayers ?? [] {
            let x = CGFloat(index % 100)
            let animation: CABasicAnimation
            switch index % 4 {
            case 0:
                animation = CABasicAnimation(keyPath: "position")
                animation.fromValue = CGPoint(x: x, y: 0)
                animation.toValue = CGPoint(x: x + 100, y: 200)
            case 1:
                animation = CABasicAnimation(keyPath: "opacity")
                animation.fromValue = 0.0
                animation.toValue = 1.0
                animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            case 2:
                animation = CABasicAnimation(keyPath: "transform")
                animation.fromValue = CATransform3DIdentity
                var end = CATransform3DMakeRotation(.pi / 2 + x / 100, 0, 1, 0)
                end.m34 = -1 / 500
                animation.toValue = end
            default:
                animation = CABasicAnimation(keyPath: "backgroundColor")
                animation.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
                animation.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            }
            animation.duration = 2
            animation.repeatCount = .infinity
            leaf.add(animation, forKey: "bench")
            index += 1
        }
    }
    CATransaction.flush()
}
guard let snapshot = root.committedSnapshot else { fatalError("no snapshot") }
let flattener = LayerTreeFlattener()
var plan = RenderPlan()
let canvas = CGSize(width: 1000, height: 1000)
var time = 1_000.7
flattener.flatten(snapshot, at: time, canvasSize: canvas, into: &plan)
var checksum = 0.0
for _ in 0..<frames {
    time += 0.016
    flattener.flatten(snapshot, at: time, canvasSize: canvas, into: &plan)
    checksum += Double(plan.quads.count)
}
/// FNV-1a of the last plan's text dump: equal hashes mean identical plans (to compare builds).
var hash: UInt64 = 0xcbf2_9ce4_8422_2325
for byte in plan.textDump.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
print("frames: \(frames), visited: \(flattener.statistics.layersVisited), quads: \(plan.quads.count), checksum: \(checksum), plan: \(String(hash, radix: 16))")
