import Foundation
import Quartzite

/// A trim path's start `s` and end `e` (percent) and offset `o` (degrees) as Core Animation's
/// `strokeStart`/`strokeEnd`.
///
/// Lottie draws from the smaller of start and end to the larger, moved along the path by
/// offset / 360 of its length and wrapping past its end. `strokeStart`/`strokeEnd` cannot wrap,
/// so a trim that crosses the path's end is drawn on the path repeated twice (as lottie-ios's
/// Core Animation engine does), with both fractions halved:
///
/// ```
///  path       |0 ─────────────── 1|
///  trim              [s+o ─────────── e+o]      e+o > 1: wraps
///  doubled    |0 ────── ½ ─────── 1|            strokeStart (s+o)/2, strokeEnd (e+o)/2
/// ```
struct TrimRange: Equatable {
    /// Fractions of the path's length, `start` in 0..<1 and `end` in `start`…`start + 1`.
    var start: Double
    var end: Double

    init(start: Double, end: Double) {
        self.start = start
        self.end = end
    }

    /// The range drawn for start and end in percent and offset in degrees.
    init(startPercent: Double, endPercent: Double, offsetDegrees: Double) {
        let clamp = { (v: Double) in min(max(v / 100, 0), 1) }
        let low = clamp(min(startPercent, endPercent)), high = clamp(max(startPercent, endPercent))
        let turns = offsetDegrees.isFinite ? offsetDegrees / 360 : 0
        var shift = turns - turns.rounded(.down)
        if high - low >= 1 { shift = 0 }  // the whole path, wherever it starts
        var start = low + shift, end = high + shift
        if start >= 1 {
            start -= 1
            end -= 1
        }
        self.init(start: start, end: end)
    }

    /// Whether the range crosses the path's end (needs the path twice).
    var wraps: Bool { end > 1 }

    /// `strokeStart`/`strokeEnd` on the path, or on the path repeated twice when `doubled`.
    func strokeFractions(doubled: Bool) -> (start: Double, end: Double) {
        doubled ? (start / 2, end / 2) : (start, end)
    }
}

extension LayerBuilder {
    /// Whether `trim` needs its paths drawn twice: its range crosses the path's end at some
    /// frame of the played range (or always, when nothing animates).
    func trimNeedsDoubledPath(_ trim: LottieShapeItem?, timeMap: TimeMap) -> Bool {
        guard let trim, case .trim(let start, let end, let offset, _) = trim.kind else { return false }
        if !start.isAnimated && !end.isAnimated && !offset.isAnimated {
            return TrimRange(startPercent: start.initialValue, endPercent: end.initialValue, offsetDegrees: offset.initialValue).wraps
        }
        return AnimationBuilder.sampleFrames(from: animations.fromFrame, to: animations.toFrame).contains { root in
            let frame = timeMap.localFrame(root)
            return TrimRange(
                startPercent: start.value(atFrame: frame), endPercent: end.value(atFrame: frame),
                offsetDegrees: offset.value(atFrame: frame)
            ).wraps
        }
    }

    /// Sets and animates `strokeStart`/`strokeEnd` of `layer` from `trim`. Start and end keep
    /// their own keyframes and easing when neither the offset nor a crossing of start and end
    /// gets in the way; otherwise both are sampled at every frame (exact at whole frames).
    func applyTrim(_ trim: LottieShapeItem?, to layer: CAShapeLayer, doubled: Bool, timeMap: TimeMap) {
        guard let trim, case .trim(let start, let end, let offset, _) = trim.kind else { return }
        let initial = TrimRange(
            startPercent: start.initialValue, endPercent: end.initialValue, offsetDegrees: offset.initialValue
        ).strokeFractions(doubled: doubled)
        layer.strokeStart = initial.start
        layer.strokeEnd = initial.end
        guard start.isAnimated || end.isAnimated || offset.isAnimated else { return }

        let crosses = start.keyframes.contains { k in end.value(atFrame: k.frame) < k.value }
            || end.keyframes.contains { k in start.value(atFrame: k.frame) > k.value }
            || start.initialValue > end.initialValue
        let offsetMoves = offset.isAnimated || offset.initialValue.truncatingRemainder(dividingBy: 360) != 0
        if !crosses && !offsetMoves && !doubled {
            // Start and end as they are, each with its own keyframes: the model values too
            // (TrimRange turns an empty range at the path's end, 100 %…100 %, into 0…0, which
            // would leave a static end at 0 under a start animated from 100 % down: a
            // draw-on that never draws).
            let clamp = { (v: Double) in min(max(v / 100, 0), 1) }
            layer.strokeStart = clamp(start.initialValue)
            layer.strokeEnd = clamp(end.initialValue)
            animations.add(start, to: layer, keyPath: "strokeStart", timeMap: timeMap) { clamp($0) }
            animations.add(end, to: layer, keyPath: "strokeEnd", timeMap: timeMap) { clamp($0) }
            return
        }
        let range = { (frame: Double) in
            TrimRange(
                startPercent: start.value(atFrame: frame), endPercent: end.value(atFrame: frame),
                offsetDegrees: offset.value(atFrame: frame)
            ).strokeFractions(doubled: doubled)
        }
        animations.add(sampling: { range($0).start }, to: layer, keyPath: "strokeStart", timeMap: timeMap) { $0 }
        animations.add(sampling: { range($0).end }, to: layer, keyPath: "strokeEnd", timeMap: timeMap) { $0 }
    }
}

/// The fill of a trimmed shape: After Effects fills the part of the path that a trim keeps,
/// each open piece closed by a straight line back to its start (lottie-ios's Core Animation
/// engine cannot trim fills and hands such files to its main-thread engine, which fills the
/// trimmed path the same way).
enum TrimmedFill {
    /// `path` cut to `range` (fractions of its whole length). A range that crosses the path's
    /// end keeps its end and then its beginning: on a closed path the two pieces meet where the
    /// path closes and are one piece (one closing chord), as the trim runs on round the shape.
    static func path(_ path: CGPath, range: TrimRange) -> CGPath {
        if range.end - range.start >= 1 { return path }
        if !range.wraps { return path.trimmed(fromFraction: range.start, toFraction: range.end) }
        let tail = path.trimmed(fromFraction: range.start, toFraction: 1)
        let head = path.trimmed(fromFraction: 0, toFraction: range.end - 1)
        let out = CGMutablePath()
        out.addPath(tail)
        let seamless = out.currentPoint == head.elements.points.first
        var first = true
        head.applyWithBlock { element in
            let e = element.pointee
            defer { first = false }
            switch e.type {
            case .moveToPoint:
                if !(first && seamless) { out.move(to: e.points[0]) }
            case .addLineToPoint: out.addLine(to: e.points[0])
            case .addQuadCurveToPoint: out.addQuadCurve(to: e.points[1], control: e.points[0])
            case .addCurveToPoint: out.addCurve(to: e.points[2], control1: e.points[0], control2: e.points[1])
            case .closeSubpath: out.closeSubpath()
            @unknown default: break
            }
        }
        return out
    }
}
