import Foundation
import Quartzite
@testable import QuartziteLottie

/// The folder of the small Lottie files the tests draw.
let lottieFiles = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Files")

/// Reads `Files/<name>.json`.
func loadFile(_ name: String) throws -> LottieAnimation {
    try LottieAnimation(contentsOf: lottieFiles.appendingPathComponent("\(name).json"))
}

/// Reads a Lottie document from JSON text.
func load(_ json: String) throws(LottieError) -> LottieAnimation {
    try LottieAnimation(data: Data(json.utf8))
}

/// A document at `fr` frames per second from frame 0 to `op`, `w` × `h`, with `layers` (JSON
/// text of the array's elements) and `assets`.
func document(layers: String, fr: Double = 10, op: Double = 20, w: Double = 100, h: Double = 100, assets: String = "") -> String {
    """
    {"v": "5.7.4", "fr": \(fr), "ip": 0, "op": \(op), "w": \(w), "h": \(h), "assets": [\(assets)], "layers": [\(layers)]}
    """
}

/// A shape layer named `name` with transform `ks` (JSON object members) and shapes.
func shapeLayer(
    name: String = "L", index: Int = 1, ks: String = "", shapes: String = #"{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [10, 10]}}, {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}}"#,
    extra: String = "", ip: Double = 0, op: Double = 20
) -> String {
    """
    {"ty": 4, "nm": "\(name)", "ind": \(index), "ip": \(ip), "op": \(op), "st": 0, "ks": {\(ks)}, "shapes": [\(shapes)]\(extra.isEmpty ? "" : ", " + extra)}
    """
}

/// Linear handles for a keyframe: `"o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}`.
let linear = #""o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}"#

/// Builds the animation's tree and commits it on the current (test) media clock (flushing
/// the implicit transaction that reading the file opened).
func committedRoot(_ animation: LottieAnimation, playback: LottiePlayback = LottiePlayback()) -> CALayer {
    CATransaction.flush()
    CATransaction.begin()
    let root = animation.makeRootLayer(playback: playback)
    CATransaction.commit()
    return root
}

extension CALayer {
    /// The first layer in this tree (depth first, this layer included) whose name is `name`;
    /// for a transform layer's name, `"base (factor, factor…)"`, the first layer of that base
    /// carrying every factor named (still factors share a layer: "box (scale, anchor)" finds
    /// "box (position, rotation, scale, anchor)").
    func find(_ name: String) -> CALayer? {
        if let exact = first(where: { $0.name == name }) { return exact }
        guard let (base, factors) = Self.transformFactors(name) else { return nil }
        return first { layer in
            guard let (b, f) = layer.name.flatMap(Self.transformFactors) else { return false }
            return b == base && factors.isSubset(of: f)
        }
    }

    /// The first layer in this tree (depth first, this layer included) that `test` accepts.
    private func first(where test: (CALayer) -> Bool) -> CALayer? {
        if test(self) { return self }
        for sublayer in sublayers ?? [] {
            if let found = sublayer.first(where: test) { return found }
        }
        return nil
    }

    /// The base and the factors of a transform layer's name `"base (a, b…)"`.
    private static func transformFactors(_ name: String) -> (String, Set<String>)? {
        guard name.hasSuffix(")"), let open = name.range(of: " (", options: .backwards) else { return nil }
        let list = name[open.upperBound..<name.index(before: name.endIndex)]
        return (String(name[..<open.lowerBound]), Set(list.components(separatedBy: ", ")))
    }

    /// The first layer in this tree of type `T`.
    func first<T: CALayer>(_ type: T.Type) -> T? {
        if let match = self as? T { return match }
        for sublayer in sublayers ?? [] {
            if let found = sublayer.first(type) { return found }
        }
        return nil
    }

    /// Every layer in this tree of type `T`, depth first.
    func all<T: CALayer>(_ type: T.Type) -> [T] {
        (self as? T).map { [$0] } ?? [] + (sublayers ?? []).flatMap { $0.all(type) }
    }
}

/// The presentation of `layer` at media time `t` seconds on the current clock.
func presentation<T: CALayer>(_ layer: T, at t: Double) -> T {
    MediaClock.current.set(to: t)
    return layer.presentation()!
}

/// The cubic Bézier easing y(x) from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2):
/// Newton's method on x(s), then y(s) — written independently of the module's solver.
func bezierEase(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    func curve(_ s: Double, _ a: Double, _ b: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    func slope(_ s: Double, _ a: Double, _ b: Double) -> Double {
        3 * (1 - s) * (1 - s) * a + 6 * (1 - s) * s * (b - a) + 3 * s * s * (1 - b)
    }
    var s = x
    for _ in 0..<50 {
        let error = curve(s, x1, x2) - x
        if abs(error) < 1e-14 { break }
        s -= error / slope(s, x1, x2)
    }
    return curve(s, y1, y2)
}

/// The error of reading `json` as a Lottie file (nil when it reads).
func error(_ json: String) -> LottieError? {
    do {
        _ = try load(json)
        return nil
    } catch {
        return error
    }
}
