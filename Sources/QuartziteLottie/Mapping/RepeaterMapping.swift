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
    ///
    /// Reported: copies drawn below the previous (`m: 2`), animated repeater transforms,
    /// offsets and opacities (the first value is used), fractional offsets (rounded).
    func makeReplicator(_ repeater: LottieRepeater, item: LottieShapeItem, timeMap: TimeMap) -> TransformLayers {
        let t = repeater.transform
        if repeater.composite == 2 { log.report("repeaters drawing each copy below the previous (drawn above)", at: item.path + ".m") }
        let animatedParts: [(Bool, String)] = [
            (t.scale.isAnimated, "s"), (t.rotation.isAnimated, "r"), (t.anchor.isAnimated, "a"),
            (repeater.offset.isAnimated, "o"), (repeater.startOpacity.isAnimated, "so"), (repeater.endOpacity.isAnimated, "eo"),
        ]
        if case .combined(let p) = t.position, p.isAnimated {
            log.report("animated repeater transforms (the first value is used)", at: item.path + ".tr.p")
        }
        for (animated, key) in animatedParts where animated {
            let at = ["o"].contains(key) ? item.path + ".o" : item.path + ".tr.\(key)"
            log.report("animated repeater transforms (the first value is used)", at: at)
        }
        let anchor = t.anchor.initialValue
        let a = CGPoint(x: anchor.count > 0 ? anchor[0] : 0, y: anchor.count > 1 ? anchor[1] : 0)
        let position: CGPoint
        switch t.position {
        case .combined(let p):
            let v = p.initialValue
            position = CGPoint(x: v.count > 0 ? v[0] : 0, y: v.count > 1 ? v[1] : 0)
        case .split(let x, let y):
            position = CGPoint(x: x.initialValue, y: y.initialValue)
        }
        let scale = t.scale.initialValue
        var step = CATransform3DMakeScale((scale.count > 0 ? scale[0] : 100) / 100, (scale.count > 1 ? scale[1] : 100) / 100, 1)
        step = CATransform3DConcat(step, CATransform3DMakeRotation(t.rotation.initialValue * .pi / 180, 0, 0, 1))
        step = CATransform3DConcat(step, CATransform3DMakeTranslation(position.x, position.y, 0))

        let replicator = CAReplicatorLayer()
        replicator.name = item.name.map { "\($0) (repeater)" }
        replicator.anchorPoint = .zero
        replicator.bounds = CGRect(origin: a, size: .zero)
        replicator.position = a
        replicator.instanceTransform = step
        let limit = Double(Self.maximumRepeaterCopies)
        if (repeater.copies.keyframes.map(\.value) + [repeater.copies.initialValue]).contains(where: { $0 > limit }) {
            log.report("repeaters with more than \(Self.maximumRepeaterCopies) copies (drawn with \(Self.maximumRepeaterCopies))", at: item.path + ".c")
        }
        let clampCopies = { (c: Double) in min(limit, max(0, c.rounded(.down))) }
        let copies = clampCopies(repeater.copies.initialValue)
        replicator.instanceCount = Int(copies)
        animations.add(repeater.copies, to: replicator, keyPath: "instanceCount", timeMap: timeMap) { clampCopies($0) }
        let start = repeater.startOpacity.initialValue / 100, end = repeater.endOpacity.initialValue / 100
        replicator.instanceColor = CGColor(red: 1, green: 1, blue: 1, alpha: min(max(start, 0), 1))
        replicator.instanceAlphaOffset = copies > 1 ? Float((end - start) / (copies - 1)) : 0

        // The offset: every copy moved by the transform `o` times more, about the anchor.
        let offset = repeater.offset.initialValue
        if offset != offset.rounded() { log.report("fractional repeater offsets (rounded)", at: item.path + ".o") }
        let inner = makeContainer(name: item.name.map { "\($0) (repeated items)" })
        let times = Int(offset.rounded())
        if times != 0 {
            var moved = CATransform3DIdentity
            let single = times > 0 ? step : CATransform3DInvert(step)
            for _ in 0..<min(abs(times), 1_000) { moved = CATransform3DConcat(moved, single) }
            // About the anchor: q → a + (q − a) · moved.
            inner.transform = CATransform3DConcat(
                CATransform3DConcat(CATransform3DMakeTranslation(-a.x, -a.y, 0), moved), CATransform3DMakeTranslation(a.x, a.y, 0))
        }
        replicator.addSublayer(inner)
        return TransformLayers(outer: replicator, inner: inner)
    }
}
