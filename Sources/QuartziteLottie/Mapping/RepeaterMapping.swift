import Foundation
import Quartzite

extension LayerBuilder {
    /// Repeaters draw at most this many copies (more are reported).
    static let maximumRepeaterCopies = 10_000

    /// A repeater (`rp`) as a `CAReplicatorLayer` holding the items above it. Lottie moves copy
    /// `k` by its transform `k` times about the anchor `a`: a point `q` of one copy goes to
    /// `a + (q − a) · scale · rotation + position` in the next, which is the replicator's
    /// `instanceTransform` (scale · rotation · translation by `p`) about its anchor point, put
    /// at `a` (zero-size bounds with origin `a`, position `a`). Copy opacity runs from `so` to
    /// `eo` through `instanceColor`'s alpha and `instanceAlphaOffset`. A whole-number offset
    /// `o` moves every copy by the transform `o` times more (a layer around the items).
    /// Animated transforms, offsets and opacities are sampled at every frame (exact at whole
    /// frames); the number of copies keeps its own keyframes.
    ///
    /// Reported: copies drawn below the previous (`m: 2`), fractional offsets (rounded).
    func makeReplicator(_ repeater: LottieRepeater, item: LottieShapeItem, timeMap: TimeMap) -> TransformLayers {
        let t = repeater.transform
        if repeater.composite == 2 { log.report("repeaters drawing each copy below the previous (drawn above)", at: item.path + ".m") }
        let positionAnimated: Bool
        switch t.position {
        case .combined(let p): positionAnimated = p.isAnimated
        case .split(let x, let y): positionAnimated = x.isAnimated || y.isAnimated
        }
        let moves = positionAnimated || t.scale.isAnimated || t.rotation.isAnimated || t.anchor.isAnimated
            || repeater.offset.isAnimated
        let fades = repeater.startOpacity.isAnimated || repeater.endOpacity.isAnimated
            || (repeater.copies.isAnimated && repeater.startOpacity.initialValue != repeater.endOpacity.initialValue)
        if repeater.offset.keyframes.map(\.value).contains(where: { $0 != $0.rounded() })
            || repeater.offset.initialValue != repeater.offset.initialValue.rounded()
        {
            log.report("fractional repeater offsets (rounded)", at: item.path + ".o")
        }

        let replicator = CAReplicatorLayer()
        replicator.name = item.name.map { "\($0) (repeater)" }
        replicator.anchorPoint = .zero
        let inner = makeContainer(name: item.name.map { "\($0) (repeated items)" })
        let geometry = { (frame: Double) in RepeaterGeometry(repeater, atFrame: frame) }
        let initial = RepeaterGeometry(repeater, atFrame: nil)
        replicator.bounds = CGRect(origin: initial.anchor, size: .zero)
        replicator.position = initial.anchor
        replicator.instanceTransform = initial.step
        inner.transform = initial.offsetTransform
        if moves {
            animations.add(sampling: geometry, to: replicator, keyPath: "instanceTransform", timeMap: timeMap) {
                NSValue(caTransform3D: $0.step)
            }
            animations.add(sampling: geometry, to: replicator, keyPath: "bounds", timeMap: timeMap) {
                NSValue(cgRect: CGRect(origin: $0.anchor, size: .zero))
            }
            animations.add(sampling: geometry, to: replicator, keyPath: "position", timeMap: timeMap) { NSValue(cgPoint: $0.anchor) }
            animations.add(sampling: geometry, to: inner, keyPath: "transform", timeMap: timeMap) {
                NSValue(caTransform3D: $0.offsetTransform)
            }
        }

        let limit = Double(Self.maximumRepeaterCopies)
        if (repeater.copies.keyframes.map(\.value) + [repeater.copies.initialValue]).contains(where: { $0 > limit }) {
            log.report("repeaters with more than \(Self.maximumRepeaterCopies) copies (drawn with \(Self.maximumRepeaterCopies))", at: item.path + ".c")
        }
        let clampCopies = { (c: Double) in min(limit, max(0, c.rounded(.down))) }
        replicator.instanceCount = Int(clampCopies(repeater.copies.initialValue))
        animations.add(repeater.copies, to: replicator, keyPath: "instanceCount", timeMap: timeMap) { clampCopies($0) }
        replicator.instanceColor = initial.firstCopyColor
        replicator.instanceAlphaOffset = initial.alphaStep(copies: clampCopies(repeater.copies.initialValue))
        if fades {
            animations.add(sampling: geometry, to: replicator, keyPath: "instanceColor", timeMap: timeMap) { $0.firstCopyColor }
            animations.add(
                sampling: { (geometry($0), clampCopies(repeater.copies.value(atFrame: $0))) }, to: replicator,
                keyPath: "instanceAlphaOffset", timeMap: timeMap
            ) { NSNumber(value: $0.0.alphaStep(copies: $0.1)) }
        }
        replicator.addSublayer(inner)
        return TransformLayers(outer: replicator, inner: inner)
    }
}

/// A repeater's transform, offset and opacity ramp at one frame (or its first values).
struct RepeaterGeometry {
    /// The anchor `a` (the replicator's position and bounds origin).
    var anchor: CGPoint
    /// One copy to the next: scale · rotation · translation by `p`.
    var step: CATransform3D
    /// The items moved by the step `o` times (rounded), about the anchor.
    var offsetTransform: CATransform3D
    /// Opacity of the first and the last copy, 0…1.
    var startOpacity: Double
    var endOpacity: Double

    init(_ repeater: LottieRepeater, atFrame frame: Double?) {
        let t = repeater.transform
        func value(_ a: LottieAnimated<Double>) -> Double { frame.map { a.value(atFrame: $0) } ?? a.initialValue }
        func vector(_ a: LottieAnimated<[Double]>) -> [Double] { frame.map { a.value(atFrame: $0) } ?? a.initialValue }
        let anchorValue = vector(t.anchor)
        anchor = CGPoint(x: anchorValue.count > 0 ? anchorValue[0] : 0, y: anchorValue.count > 1 ? anchorValue[1] : 0)
        let position: CGPoint
        switch t.position {
        case .combined(let p):
            let v = vector(p)
            position = CGPoint(x: v.count > 0 ? v[0] : 0, y: v.count > 1 ? v[1] : 0)
        case .split(let x, let y):
            position = CGPoint(x: value(x), y: value(y))
        }
        let scale = vector(t.scale)
        var step = CATransform3DMakeScale((scale.count > 0 ? scale[0] : 100) / 100, (scale.count > 1 ? scale[1] : 100) / 100, 1)
        step = CATransform3DConcat(step, CATransform3DMakeRotation(value(t.rotation) * .pi / 180, 0, 0, 1))
        step = CATransform3DConcat(step, CATransform3DMakeTranslation(position.x, position.y, 0))
        self.step = step
        let times = Int(max(-1_000, min(1_000, value(repeater.offset).rounded())))
        if times == 0 {
            offsetTransform = CATransform3DIdentity
        } else {
            var moved = CATransform3DIdentity
            let single = times > 0 ? step : CATransform3DInvert(step)
            for _ in 0..<abs(times) { moved = CATransform3DConcat(moved, single) }
            // About the anchor: q → a + (q − a) · moved.
            offsetTransform = CATransform3DConcat(
                CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0), moved),
                CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
        }
        startOpacity = value(repeater.startOpacity) / 100
        endOpacity = value(repeater.endOpacity) / 100
    }

    /// White at the first copy's opacity (`instanceColor`).
    var firstCopyColor: CGColor { CGColor(red: 1, green: 1, blue: 1, alpha: min(max(startOpacity, 0), 1)) }

    /// The change of opacity from one copy to the next (`instanceAlphaOffset`).
    func alphaStep(copies: Double) -> Float {
        copies > 1 ? Float((endOpacity - startOpacity) / (copies - 1)) : 0
    }
}
