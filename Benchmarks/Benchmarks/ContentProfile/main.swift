// ContentProfile: issue 13's content scenes at 1920×1080, without the harness (one scene per
// process, so the peak memory is the scene's):
//   shapes   200 CAShapeLayers, every strokeEnd animating (each frame re-rasterizes them all)
//   text     100 CATextLayers with static text, moving (nothing re-rasterizes after frame 1)
//   images   the text scene with each layer's text replaced by an image of the same size
//   replicator  a CAReplicatorLayer of 1,000 copies of a small animated layer (issue 14)
// Usage (from Benchmarks/): `swift build -c release --product ContentProfile`, then
// `.build/release/ContentProfile shapes|text|images [cpu|gl] [frames]`. Prints the median and
// minimum ms per frame (evaluate + flatten + rasterize + draw; GL with readback), the median
// rasterization ms per frame, and the process's peak resident memory.
import Foundation
import Quartzite
import QuartziteGL
import QuartziteRender

#if canImport(Glibc)
    import Glibc
#endif

let arguments = CommandLine.arguments.dropFirst()
let sceneName = arguments.first ?? "shapes"
let backend = arguments.dropFirst().first ?? "cpu"
let frames = arguments.dropFirst(2).first.flatMap(Int.init) ?? 60
let canvas = CGSize(width: 1920, height: 1080)

/// A deterministic generator for the layouts.
struct Layout {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    mutating func next() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / Double(1 << 53)
    }
}

/// A 1 s linear animation of `key` from t = 0, repeating, kept.
func animation(_ key: String, from: Any, to: Any, duration: Double = 2) -> CABasicAnimation {
    let a = CABasicAnimation(keyPath: key)
    a.fromValue = from
    a.toValue = to
    a.duration = duration
    a.beginTime = 1e-9
    a.repeatCount = .infinity
    a.autoreverses = true
    a.isRemovedOnCompletion = false
    return a
}

func shapesScene() -> CALayer {
    let root = CALayer()
    root.frame = CGRect(origin: .zero, size: canvas)
    root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    var layout = Layout()
    for i in 0..<200 {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 20 + Double(i % 20) * 94, y: 20 + Double(i / 20) * 104, width: 90, height: 90)
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 5, y: 5, width: 80, height: 80))
        path.addRect(CGRect(x: 25 + 10 * layout.next(), y: 25, width: 30, height: 40))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = CGColor(red: layout.next(), green: 0.3, blue: 0.8, alpha: 1)
        shape.lineWidth = 4
        shape.lineCap = .round
        shape.add(animation("strokeEnd", from: 0.0, to: 1.0, duration: 1.5 + layout.next()), forKey: "draw")
        root.addSublayer(shape)
    }
    return root
}

/// 100 labels of 240 × 40 points; each a text layer, or (images) a layer showing an image of
/// that size, moving along x.
func labelsScene(images: Bool) -> CALayer {
    let root = CALayer()
    root.frame = CGRect(origin: .zero, size: canvas)
    root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    var layout = Layout()
    for i in 0..<100 {
        let frame = CGRect(x: 20 + Double(i % 5) * 370, y: 20 + Double(i / 5) * 52, width: 240, height: 40)
        let label: CALayer
        if images {
            label = CALayer()
            label.contents = labelImage(Int(layout.next() * 1_000_000))
        } else {
            let text = CATextLayer()
            text.string = "Label \(Int(layout.next() * 1_000_000))"
            text.fontSize = 28
            text.foregroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
            label = text
        }
        label.frame = frame
        label.add(
            animation("position.x", from: frame.midX, to: frame.midX + 100, duration: 1 + layout.next()), forKey: "move")
        root.addSublayer(label)
    }
    return root
}

/// A 240 × 40 image standing in for a label (dark stripes on transparency).
func labelImage(_ seed: Int) -> CGImage {
    var pixels = [UInt8](repeating: 0, count: 240 * 40 * 4)
    for y in 8..<32 {
        for x in 4..<(120 + seed % 100) where (x / 3 + seed) % 4 != 0 {
            let i = (y * 240 + x) * 4
            pixels[i] = 25
            pixels[i + 1] = 25
            pixels[i + 2] = 25
            pixels[i + 3] = 255
        }
    }
    return try! CGImage(width: 240, height: 40, premultipliedRGBA: pixels)
}

/// A replicator of 1,000 copies of a 12 × 12 square whose opacity animates, each copy turned
/// about the centre and moved a little (eight times round a ring), with a colour step per copy.
func replicatorScene() -> CALayer {
    let root = CALayer()
    root.frame = CGRect(origin: .zero, size: canvas)
    root.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    let replicator = CAReplicatorLayer()
    replicator.frame = root.bounds
    replicator.instanceCount = 1000
    replicator.instanceDelay = 0.002
    replicator.instanceTransform = CATransform3DRotate(CATransform3DMakeTranslation(0.45, 0, 0), 0.05, 0, 0, 1)
    replicator.instanceRedOffset = -0.001
    let square = CALayer()
    square.frame = CGRect(x: 960, y: 200, width: 12, height: 12)
    square.backgroundColor = CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)
    square.add(animation("opacity", from: 1.0, to: 0.2, duration: 0.8), forKey: "pulse")
    replicator.addSublayer(square)
    root.addSublayer(replicator)
    return root
}

let root: CALayer
switch sceneName {
case "replicator": root = replicatorScene()
case "shapes": root = shapesScene()
case "text": root = labelsScene(images: false)
case "images": root = labelsScene(images: true)
default:
    FileHandle.standardError.write(Data("unknown scene \(sceneName) (shapes, text, images, replicator)\n".utf8))
    exit(2)
}
CATransaction.flush()
guard let snapshot = root.committedSnapshot else { fatalError("no snapshot") }

let renderer: any Renderer =
    backend == "gl" ? try GLRenderer() : SoftwareRenderer()
let frameRenderer = FrameRenderer(renderer: renderer)
var frame = Frame(width: 0, height: 0)
var times: [Double] = []
var rasterization: [Double] = []
var rasterized = 0
let clock = ContinuousClock()
for i in 0..<(frames + 3) {
    let t = 0.25 + Double(i) / 30
    let start = clock.now
    try frameRenderer.render(snapshot: snapshot, size: canvas, at: t, into: &frame)
    let elapsed = clock.now - start
    guard i >= 3 else { continue }
    let ms = { (d: Duration) in Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15 }
    times.append(ms(elapsed))
    rasterization.append(ms(frameRenderer.flattener.statistics.contentRasterizationTime))
    rasterized += frameRenderer.flattener.statistics.contentRasterizations
}
var usage = rusage()
getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
let median = { (v: [Double]) in v.sorted()[v.count / 2] }
print(
    String(
        format: "%@ %@: %.2f ms/frame median (min %.2f), rasterization %.2f ms/frame median, %.1f rasterizations/frame, peak memory %.0f MiB",
        sceneName, backend, median(times), times.min() ?? 0, median(rasterization),
        Double(rasterized) / Double(frames), Double(usage.ru_maxrss) / 1024))
