import Foundation
import Quartzite

/// Turns Lottie keyframes into `CAKeyframeAnimation`s in the root composition's time, wrapped
/// in the playback group (``LottiePlayback``).
///
/// ```
///  keyframes   k0 ────── k1 ══hold══ k2 ────── k3          (layer frames, mapped to root frames)
///  values      v0        v1      v1' v2        v3          (a hold repeats v1 just before k2)
///  keyTimes    0         …           …         1           (fractions of k0…k3)
///  timing      bezier(o₀,i₀)  linear  bezier(o₂,i₂)
/// ```
///
/// The animation's `beginTime` inside the group is `k0` in seconds from the played range's
/// start, its fill mode `.both`, so values hold before the first and after the last keyframe.
struct AnimationBuilder {
    let frameRate: Double
    /// The played range in root frames and the repetition settings.
    let fromFrame: Double
    let toFrame: Double
    let playback: LottiePlayback

    /// How far before a keyframe a hold's repeated value (or a visibility switch) is placed, in
    /// frames: small enough never to show at a whole or half frame.
    static let holdEpsilon = 1e-4

    /// At most this many samples per sampled animation: a longer range is sampled less often
    /// than once a frame (a file with an out point of 10⁹ must not build 10⁹ keyframes).
    static let maximumSamples = 10_000

    /// The frames `from`, `from + step`, … before `to`, then `to` itself: whole frames, or
    /// fewer when there would be more than ``maximumSamples``.
    static func sampleFrames(from: Double, to: Double) -> [Double] {
        let start = from.rounded(.down)
        let step = max(1, ((to - start) / Double(maximumSamples)).rounded(.up))
        var frames = Array(stride(from: start, to: to, by: step))
        frames.append(to)
        return frames
    }

    /// One keyframe ready for Core Animation: a root frame, a value, and how the segment
    /// after it runs.
    struct Key {
        var frame: Double
        var value: Any
        var hold: Bool
        var timing: CubicBezierEasing
    }

    /// Adds keyframe animation(s) of `keyPath` to `layer` when `animated` has more than one
    /// keyframe; `convert` makes the Core Animation value of a Lottie value. `dimension` picks
    /// the easing of one dimension (nil: dimension 0's, used when all dimensions ease alike).
    func add<Value: KeyframeValue>(
        _ animated: LottieAnimated<Value>, to layer: CALayer, keyPath: String, timeMap: TimeMap, dimension: Int? = nil,
        valueFunction: CAValueFunctionName? = nil, convert: (Value) -> Any
    ) {
        guard animated.isAnimated else { return }
        if timeMap.remap != nil {
            add(sampling: { animated.value(atFrame: $0) }, to: layer, keyPath: keyPath, timeMap: timeMap, valueFunction: valueFunction, convert: convert)
            return
        }
        let keys = animated.keyframes.map { k in
            Key(
                frame: timeMap.rootFrame(k.frame), value: convert(k.value), hold: k.hold,
                timing: CubicBezierEasing(out: k.outEase, in: k.inEase, dimension: dimension ?? 0))
        }
        add(keys: keys, to: layer, keyPath: keyPath, valueFunction: valueFunction)
    }

    /// Below a time remap: the value at every whole root frame of the played range (and its
    /// end), `value` evaluated at the local frame each shows, linear in between (`holding`: each
    /// value held until the next, for values that cannot be interpolated) — exact at whole
    /// frames.
    func add<Value>(
        sampling value: (Double) -> Value, to layer: CALayer, keyPath: String, timeMap: TimeMap,
        valueFunction: CAValueFunctionName? = nil, holding: Bool = false, convert: (Value) -> Any
    ) {
        let frames = Self.sampleFrames(from: fromFrame, to: toFrame)
        add(values: frames.map { convert(value(timeMap.localFrame($0))) }, atFrames: frames, to: layer, keyPath: keyPath,
            valueFunction: valueFunction, holding: holding)
    }

    /// `values` (Core Animation values) at root frames `frames` (``sampleFrames(from:to:)``),
    /// linear in between (`holding`: each held until the next).
    func add(
        values: [Any], atFrames frames: [Double], to layer: CALayer, keyPath: String, valueFunction: CAValueFunctionName? = nil,
        holding: Bool = false
    ) {
        let linear = CubicBezierEasing(x1: 0, y1: 0, x2: 1, y2: 1)
        let keys = zip(frames, values).map { Key(frame: $0, value: $1, hold: holding, timing: linear) }
        add(keys: keys, to: layer, keyPath: keyPath, valueFunction: valueFunction)
    }

    /// Adds a keyframe animation through `keys` (at least two, frames non-decreasing).
    func add(keys: [Key], to layer: CALayer, keyPath: String, valueFunction: CAValueFunctionName? = nil) {
        guard let first = keys.first, let last = keys.last, last.frame > first.frame else { return }
        var values: [Any] = []
        var frames: [Double] = []
        var timings: [CAMediaTimingFunction] = []
        for (index, key) in keys.enumerated() {
            values.append(key.value)
            frames.append(key.frame)
            guard index + 1 < keys.count else { break }
            let next = keys[index + 1]
            if key.hold {
                let before = max(key.frame, next.frame - Self.holdEpsilon)
                values.append(key.value)
                frames.append(before)
                timings.append(Self.linear)
                timings.append(Self.linear)
            } else {
                timings.append(Self.timingFunction(key.timing))
            }
        }
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = values
        let span = last.frame - first.frame
        animation.keyTimes = frames.map { NSNumber(value: ($0 - first.frame) / span) }
        // All-linear segments need no timing functions (and are then exact: timing functions
        // are evaluated in single precision, as Core Animation does).
        animation.timingFunctions = timings.allSatisfy { $0 == Self.linear } ? nil : timings
        if let valueFunction { animation.valueFunction = CAValueFunction(name: valueFunction) }
        attach(animation, to: layer, firstFrame: first.frame, lastFrame: last.frame, key: keyPath)
    }

    /// Adds a position animation along the spatial Bézier path through `keys`' points with
    /// out/in tangents `tangents[i]` (relative to the segment's ends) — Core Animation's
    /// `path` mode: inside a segment the point moves with the curve's parameter, as in
    /// lottie-ios's Core Animation engine (lottie-web moves by arc length).
    func addPath(
        keys: [Key], points: [CGPoint], tangents: [(out: CGPoint, in: CGPoint)], to layer: CALayer, keyPath: String,
        autoOrient: Bool
    ) {
        guard let first = keys.first, let last = keys.last, last.frame > first.frame, points.count == keys.count else { return }
        let path = CGMutablePath()
        path.move(to: points[0])
        var frames = [first.frame]
        var timings: [CAMediaTimingFunction] = []
        for index in 0..<(keys.count - 1) {
            let a = points[index], b = points[index + 1]
            if keys[index].hold {
                // Stay (a zero-length segment) until just before the next keyframe, then jump.
                path.addLine(to: a)
                frames.append(max(keys[index].frame, keys[index + 1].frame - Self.holdEpsilon))
                path.addLine(to: b)
                frames.append(keys[index + 1].frame)
                timings.append(Self.linear)
                timings.append(Self.linear)
                continue
            }
            let t = tangents[index]
            if t.out == .zero && t.in == .zero {
                path.addLine(to: b)
                frames.append(keys[index + 1].frame)
                timings.append(Self.timingFunction(keys[index].timing))
                continue
            }
            // A curve is walked by distance (SpatialCurve), which Core Animation's path
            // animations do not do (they move by the curve's parameter): the curve is cut at
            // every whole frame where the eased distance puts the layer, into exact pieces of
            // itself walked linearly between those frames.
            let curve = SpatialCurve(from: a, outTangent: t.out, inTangent: t.in, to: b)
            let from = keys[index].frame, to = keys[index + 1].frame
            let cuts = Array(stride(from: (from + 1).rounded(.down), to: to, by: 1)) + [to]
            var previous: CGFloat = 0
            for frame in cuts {
                let u = frame == to ? 1 : curve.parameter(atDistanceFraction: keys[index].timing.value(at: (frame - from) / (to - from)))
                let piece = curve.bezier.subcurve(previous, u)
                path.addCurve(to: frame == to ? b : piece.p3, control1: piece.p1, control2: piece.p2)
                frames.append(frame)
                timings.append(Self.linear)
                previous = u
            }
        }
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.path = path
        let span = last.frame - first.frame
        animation.keyTimes = frames.map { NSNumber(value: ($0 - first.frame) / span) }
        animation.timingFunctions = timings.allSatisfy { $0 == Self.linear } ? nil : timings
        if autoOrient { animation.rotationMode = .rotateAuto }
        attach(animation, to: layer, firstFrame: first.frame, lastFrame: last.frame, key: keyPath)
    }

    /// Adds a discrete animation of `keyPath` that takes `switches[i].value` from root frame
    /// `switches[i].frame` on, and `initial` before the first switch (visibility: `hidden`).
    func addSwitches(initial: Any, switches: [(frame: Double, value: Any)], to layer: CALayer, keyPath: String) {
        guard let firstSwitch = switches.first, let lastSwitch = switches.last else { return }
        let start = firstSwitch.frame - 1, end = lastSwitch.frame + 1
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.calculationMode = .discrete
        animation.values = [initial] + switches.map(\.value)
        let span = end - start
        animation.keyTimes = [NSNumber(value: 0)]
            + switches.map { NSNumber(value: ($0.frame - Self.holdEpsilon - start) / span) } + [NSNumber(value: 1)]
        attach(animation, to: layer, firstFrame: start, lastFrame: end, key: keyPath)
    }

    /// Wraps `animation` (spanning root frames `firstFrame…lastFrame`) in the playback group
    /// and adds it to `layer`.
    private func attach(_ animation: CAKeyframeAnimation, to layer: CALayer, firstFrame: Double, lastFrame: Double, key: String) {
        animation.duration = (lastFrame - firstFrame) / frameRate
        animation.beginTime = (firstFrame - fromFrame) / frameRate
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        let group = CAAnimationGroup()
        group.animations = [animation]
        group.duration = (toFrame - fromFrame) / frameRate
        group.repeatCount = playback.repeatCount
        group.autoreverses = playback.autoreverses
        group.speed = playback.speed
        group.fillMode = .both
        group.isRemovedOnCompletion = false
        var name = "lottie." + key
        var n = 2
        while layer.animation(forKey: name) != nil {
            name = "lottie.\(key).\(n)"
            n += 1
        }
        layer.add(group, forKey: name)
    }

    static let linear = CAMediaTimingFunction(name: .linear)

    static func timingFunction(_ easing: CubicBezierEasing) -> CAMediaTimingFunction {
        if easing.isLinear { return linear }
        return CAMediaTimingFunction(
            controlPoints: Float(easing.x1), Float(easing.y1), Float(easing.x2), Float(easing.y2))
    }
}
