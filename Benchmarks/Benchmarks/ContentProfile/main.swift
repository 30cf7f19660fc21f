// ContentProfile: issue 13's content scenes at 1920×1080, without the harness (one scene per
// process, so the peak memory is the scene's):
//   shapes   200 CAShapeLayers, every strokeEnd animating (each frame re-rasterizes them all)
//   text     100 CATextLayers with static text, moving (nothing re-rasterizes after frame 1)
//   images   the text scene with each layer's text replaced by an image of the same size
//   replicator  a CAReplicatorLayer of 1,000 copies of a small animated layer (issue 14)
//   emitter  two CAEmitterLayers keeping 10,000 particles alive (issue 14): 2,000 sparks a
//            second living 4 s from a fountain, 500 confetti pieces a second living 4 s
//            falling from the top edge, turning; frames from t = 10 s (steady state)
// Usage (from Benchmarks/): `swift build -c release --product ContentProfile`, then
// `.build/release/ContentProfile shapes|text|images|replicator|emitter [cpu|gl] [frames]`.
// Prints the median and minimum ms per frame (evaluate + flatten + rasterize + draw; GL with
// readback), the median of the flattening part (evaluate + flatten + rasterize), the median
// rasterization ms per frame (for the emitter: the particle simulation's), and the process's
// peak resident memory.
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

/// A soft 16 × 16 dot and an 8 × 14 bar, white (the cells' colours tint them).
func particleImage(width: Int, height: Int, soft: Bool) -> CGImage {
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
        for x in 0..<width {
            let dx = (Double(x) + 0.5) / Double(width) * 2 - 1
            let dy = (Double(y) + 0.5) / Double(height) * 2 - 1
            let a = soft ? max(0, 1 - (dx * dx + dy * dy).squareRoot()) : 1
            let v = UInt8(a * 255)
            for c in 0..<4 { pixels[(y * width + x) * 4 + c] = v }
        }
    }
    return try! CGImage(width: width, height: height, premultipliedRGBA: pixels)
}

/// 10,000 live particles: a fountain of 8,000 sparks and a curtain of 2,000 confetti pieces.
func emitterScene() -> CALayer {
    let root = CALayer()
    root.frame = CGRect(origin: .zero, size: canvas)
    root.backgroundColor = CGColor(red: 0.1, green: 0.1, blue: 0.15, alpha: 1)
    let spark = CAEmitterCell()
    spark.contents = particleImage(width: 16, height: 16, soft: true)
    spark.birthRate = 2000
    spark.lifetime = 4
    spark.velocity = 500
    spark.velocityRange = 150
    spark.emissionLongitude = -.pi / 2
    spark.emissionRange = 1
    spark.yAcceleration = 250
    spark.scaleSpeed = -0.2
    spark.color = CGColor(red: 1, green: 0.6, blue: 0.2, alpha: 1)
    spark.alphaSpeed = -0.2
    let fountain = CAEmitterLayer()
    fountain.frame = root.bounds
    fountain.emitterPosition = CGPoint(x: 960, y: 1000)
    fountain.emitterCells = [spark]
    let piece = CAEmitterCell()
    piece.contents = particleImage(width: 8, height: 14, soft: false)
    piece.birthRate = 500
    piece.lifetime = 4
    piece.velocity = 250
    piece.velocityRange = 80
    piece.emissionLongitude = .pi / 2
    piece.emissionRange = 0.5
    piece.spin = 2
    piece.spinRange = 4
    piece.color = CGColor(red: 0.3, green: 0.7, blue: 1, alpha: 1)
    piece.redRange = 0.5
    let confetti = CAEmitterLayer()
    confetti.frame = root.bounds
    confetti.emitterShape = .line
    confetti.emitterPosition = CGPoint(x: 960, y: 0)
    confetti.emitterSize = CGSize(width: 1920, height: 0)
    confetti.emitterCells = [piece]
    root.addSublayer(fountain)
    root.addSublayer(confetti)
    return root
}

let root: CALayer
switch sceneName {
case "emitter": root = emitterScene()
case "replicator": root = replicatorScene()
case "shapes": root = shapesScene()
case "text": root = labelsScene(images: false)
case "images": root = labelsScene(images: true)
default:
    FileHandle.standardError.write(Data("unknown scene \(sceneName) (shapes, text, images, replicator, emitter)\n".utf8))
    exit(2)
}
CATransaction.flush()
guard let snapshot = root.committedSnapshot else { fatalError("no snapshot") }

let renderer: any Renderer =
    backend == "gl" ? try GLRenderer() : SoftwareRenderer()
let frameRenderer = FrameRenderer(renderer: renderer)
var frame = Frame(width: 0, height: 0)
var times: [Double] = []
var flattening: [Double] = []
var setup: [Double] = []
var raster: [Double] = []
var rasterization: [Double] = []
var rasterized = 0
let clock = ContinuousClock()
for i in 0..<(frames + 3) {
    let t = (sceneName == "emitter" ? 10 : 0.25) + Double(i) / 30
    let start = clock.now
    frameRenderer.makePlan(snapshot: snapshot, size: canvas, at: t)
    let flattened = clock.now
    let report = try renderer.render(frameRenderer.plan, into: &frame)
    let elapsed = clock.now - start
    guard i >= 3 else { continue }
    let ms = { (d: Duration) in Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15 }
    times.append(ms(elapsed))
    flattening.append(ms(flattened - start))
    setup.append(ms(report.setupTime))
    raster.append(ms(report.rasterTime))
    let statistics = frameRenderer.flattener.statistics
    rasterization.append(
        ms(sceneName == "emitter" ? statistics.particleSimulationTime : statistics.contentRasterizationTime))
    rasterized += sceneName == "emitter" ? statistics.particlesDrawn : statistics.contentRasterizations
}
var usage = rusage()
getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
let median = { (v: [Double]) in v.sorted()[v.count / 2] }
let (workName, countName) =
    sceneName == "emitter" ? ("particle simulation", "particles") : ("rasterization", "rasterizations")
print(
    String(
        format: "%@ %@: %.2f ms/frame median (min %.2f; flatten %.2f), %@ %.2f ms/frame median, %.1f %@/frame, peak memory %.0f MiB",
        sceneName, backend, median(times), times.min() ?? 0, median(flattening), workName, median(rasterization),
        Double(rasterized) / Double(frames), countName, Double(usage.ru_maxrss) / 1024)
        + String(format: "; renderer setup %.2f, raster %.2f ms median", median(setup), median(raster)))
