import Foundation
import Quartzite

extension LayerBuilder {
    /// Applies text animators to the whole text, as lottie-ios does: each animator's position,
    /// anchor, scale, rotation and skew become transform layers around the text (``TransformLayers``,
    /// the way a layer transform maps), its opacity the opacity of a layer inside them; its fill
    /// colour, stroke colour and stroke width replace the documents' and its tracking adds to
    /// theirs (the returned ``TextStyle``). Returns the layer the documents go into.
    ///
    /// After Effects applies an animator to each character its range selector picks, by the
    /// selector's amount: a selector that does not pick the whole text at full amount at every
    /// frame is reported (the animator applies to the whole text), and so is a scale, rotation
    /// or skew of text with more than one character (it turns the text as one, about the
    /// animator's anchor, not each character about its own).
    func buildTextAnimators(
        _ animators: [LottieTextAnimator], maximumLength: Int, into content: CALayer, timeMap: TimeMap, name: String?
    ) -> (target: CALayer, style: TextStyle) {
        var target = content
        var style = TextStyle()
        for (index, animator) in animators.enumerated() {
            let partial = !animator.selectsAll || (animator.indexEnd.map { $0 < Double(maximumLength) } ?? false)
            if partial {
                log.report("text animator range selectors (the animator applies to the whole text)", at: animator.path + ".s")
            }
            let label = name.map { "\($0) (animator \(index))" }
            if animator.hasTransform {
                let turns = { (value: LottieAnimated<Double>?) in value.map { $0.isAnimated || $0.initialValue != 0 } ?? false }
                let scales = animator.scale.map { s in s.isAnimated || s.initialValue.prefix(2).contains { $0 != 100 } } ?? false
                if maximumLength > 1 && (scales || turns(animator.rotation) || turns(animator.skew)) {
                    log.report(
                        "text animator scale, rotation and skew (applied to the whole text about the animator's anchor, not to each character)",
                        at: animator.path + ".a")
                }
                var transform = LottieTransformModel()
                transform.anchor = animator.anchor ?? .constant([0, 0])
                transform.position = .combined(animator.position ?? .constant([0, 0]))
                transform.scale = animator.scale ?? .constant([100, 100])
                transform.rotation = animator.rotation ?? .constant(0)
                transform.skew = animator.skew ?? .constant(0)
                transform.skewAxis = animator.skewAxis ?? .constant(0)
                transform.path = animator.path + ".a"
                let chain = makeTransformLayers(transform, timeMap: timeMap, autoOrient: false, name: label)
                target.addSublayer(chain.outer)
                target = chain.inner
            }
            if let opacity = animator.opacity {
                let layer = makeContainer(name: label.map { "\($0) opacity" })
                layer.opacity = Float(opacity.initialValue / 100)
                animations.add(opacity, to: layer, keyPath: "opacity", timeMap: timeMap) { $0 / 100 }
                target.addSublayer(layer)
                target = layer
            }
            if let fill = animator.fillColor { style.fillColor = fill }
            if let stroke = animator.strokeColor { style.strokeColor = stroke }
            if let width = animator.strokeWidth { style.strokeWidth = width }
            if let tracking = animator.tracking {
                if tracking.isAnimated { log.report("animated text animator tracking (the first value is used)", at: animator.path + ".a.t") }
                style.extraTracking += tracking.initialValue
            }
        }
        return (target, style)
    }
}
