import Foundation

/// One animatable property of one layer changed inside an animation block: the values
/// before the change and the model value after the last change, plus the keyframes set in
/// `addKeyframe` blocks.
final class RecordedLayerChange {
    /// A value set inside `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
    struct Keyframe {
        /// The relative start time (0…1 of the block's duration).
        var start: Double
        /// The relative duration (0…1).
        var duration: Double
        /// The model value set.
        var value: AnimationValue
    }

    let layer: CALayer
    let key: String
    /// The value shown before the first change (live presentation value).
    let presentationBefore: AnimationValue?
    /// The model value before the first change.
    let modelBefore: AnimationValue?
    /// The model value after the last change.
    var modelAfter: AnimationValue?
    /// The keyframes, in the order they were set.
    var keyframes: [Keyframe] = []

    init(layer: CALayer, key: String) {
        self.layer = layer
        self.key = key
        presentationBefore = layer.livePresentationValue(forKey: key)
        modelBefore = layer.modelValue(forKey: key)
    }
}

/// The action provider of an animation block (``LayerActionProvider``): it returns, for every
/// animatable property change of a committed layer, an action that records the change
/// instead of animating it; the block's owner builds the animations once the block has run.
/// With ``suppressesActions`` it returns `NSNull` for everything (`performWithoutAnimation`).
final class LayerChangeRecorder: LayerActionProvider {
    /// The parameters the block animates with (inherited by nested blocks).
    let parameters: BlockAnimationParameters?
    /// Whether the recorder stands for `performWithoutAnimation` (no action at all).
    let suppressesActions: Bool
    /// The changes, in first-change order.
    private(set) var changes: [RecordedLayerChange] = []
    /// The keyframe being recorded (`addKeyframe`), as relative start and duration.
    var currentKeyframe: (start: Double, duration: Double)?
    /// Whether changes are recorded as keyframes (an `animateKeyframes` block).
    let recordsKeyframes: Bool

    init(
        parameters: BlockAnimationParameters?, recordsKeyframes: Bool = false, suppressesActions: Bool = false
    ) {
        self.parameters = parameters
        self.recordsKeyframes = recordsKeyframes
        self.suppressesActions = suppressesActions
    }

    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        if suppressesActions { return NSNull() }
        guard let descriptor = type(of: layer).propertyDescriptor(forKey: event), descriptor.isAnimatable
        else { return nil }
        let change: RecordedLayerChange
        if let existing = changes.first(where: { $0.layer === layer && $0.key == event }) {
            change = existing
        } else {
            change = RecordedLayerChange(layer: layer, key: event)
            changes.append(change)
        }
        return RecordingAction(recorder: self, change: change)
    }

    /// Stores the model value of `change` after the layer applied it.
    fileprivate func record(_ change: RecordedLayerChange) {
        let value = change.layer.modelValue(forKey: change.key)
        change.modelAfter = value
        guard recordsKeyframes, let value else { return }
        let frame = currentKeyframe ?? (start: 0, duration: 1)
        change.keyframes.append(.init(start: frame.start, duration: frame.duration, value: value))
    }
}

/// The action a ``LayerChangeRecorder`` hands out: run after the layer stored the new value,
/// it records that value.
private struct RecordingAction: CAAction {
    let recorder: LayerChangeRecorder
    let change: RecordedLayerChange

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        recorder.record(change)
    }
}

extension CALayer {
    /// The model value of `key` as an ``AnimationValue`` (nil when the property has none).
    func modelValue(forKey key: String) -> AnimationValue? {
        type(of: self).resolvedDescriptor(forKey: key).get(storage)
    }

    /// The value of `key` shown now, evaluated from the current model value and every attached
    /// animation that is committed or has an explicit begin time — unlike
    /// ``presentationValue(forKey:)`` it does not wait for a commit, so animators can read
    /// what their own just-added animations show.
    func livePresentationValue(forKey key: String) -> AnimationValue? {
        let model: AnimationValue
        if let value = modelValue(forKey: key) {
            model = value
        } else if type(of: self).propertyDescriptor(forKey: key)?.kind == .color {
            model = .color(CGColor(red: 0, green: 0, blue: 0, alpha: 0))
        } else {
            return nil
        }
        let compiled = attachedAnimations.compactMap { attached in
            attached.isCommitted || attached.animation.beginTime != 0 ? attached.compiled : nil
        }
        if compiled.isEmpty { return model }
        return AnimationEvaluator.presentationValue(
            of: key, modelValue: model, animations: compiled,
            atLayerTime: convertTime(CACurrentMediaTime(), from: nil))
    }

    /// Sets the model value of `key` without running any action.
    func setModelValueWithoutActions(_ value: AnimationValue?, forKey key: String) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        setValue(value?.anyValue, forKey: key)
        CATransaction.commit()
    }
}
