import Foundation

/// One layer as the last commit that included it left it: an immutable, `Sendable` node of
/// the committed layer tree — the renderers' input (DESIGN: "layer snapshot").
///
/// A node holds the layer's model values (``properties``), its compiled animations in the
/// order they were added (``animations``), its sublayer and mask nodes, and what renderers
/// need to recognise it. It never refers back to `CALayer` objects, so frames at different
/// times can be evaluated on any thread (``presentationProperties(atLocalTime:)``).
///
/// Committing rebuilds only the nodes of changed layers and their ancestors: an unchanged
/// subtree keeps the very same node object, so snapshotting an unchanged tree costs nothing.
/// Get the node of a tree's root with `CALayer.committedSnapshot` after
/// `CATransaction.flush()`.
public final class LayerSnapshot: Sendable {
    /// An animation attached to the layer.
    public struct Animation: Sendable {
        /// The key it was added under.
        public let key: String
        /// The compiled animation; its timing is in the layer's local time.
        public let animation: CompiledAnimation
        /// For a transition: the layer's node before the transition was added (the old
        /// rendering it starts from); nil for other animations, and for a transition added to
        /// a layer no commit had included yet, which starts from nothing (transparent), as
        /// Core Animation's does (seed 000: without its explicit transaction the push starts
        /// from a blank picture).
        public let transitionSource: LayerSnapshot?
    }

    /// The layer's model values at the commit.
    public let properties: LayerProperties
    /// The committed animations, in the order they were added (and are applied).
    public let animations: [Animation]
    /// The nodes of the sublayers, back to front.
    public let sublayers: [LayerSnapshot]
    /// The node of the mask layer, or nil.
    public let mask: LayerSnapshot?
    /// The layer's name, or nil.
    public let name: String?
    /// The name of the layer's class (`"CALayer"`, `"CAShapeLayer"`, …), so renderers know
    /// which extension keys to read.
    public let layerClassName: String
    /// The identity of the layer object (stable across commits), for renderers' caches.
    public let layerIdentifier: ObjectIdentifier
    /// Whether the layer is a `CATransformLayer` (or a subclass), or a `CAReplicatorLayer` whose
    /// `preservesDepth` is true ("treated similarly to a transform layer", CAReplicatorLayer.h):
    /// its sublayers share its 3D space instead of being flattened into its plane, and it draws
    /// nothing of its own.
    public let preservesDepth: Bool
    /// Whether the layer is a `CAReplicatorLayer` (or a subclass): the flattener draws its
    /// sublayers once per instance, with the instance's transform, time and colour.
    package let isReplicator: Bool
    /// For a `CAEmitterLayer`: when it started emitting and its birth-rate changes since (the
    /// flattener draws its particles); nil for other layers.
    package let emission: EmissionHistory?
    /// The content the layer's class draws itself (a shape, text, a gradient), from its
    /// presentation values.
    package let contentKind: LayerContentKind
    /// Whether the class draws content of its own (`contentKind` is not `.none`), read per layer
    /// per frame by the flattener.
    package let drawsContent: Bool
    /// Whether an animation may change that content: one of the class's own keys, `bounds` or
    /// `contentsScale` is animated. When false the content is the same at every time.
    package let animatesContent: Bool
    /// Whether an animation moves the layer (and its sublayers) on screen by its placement: one
    /// of `position`, `anchorPoint`, `bounds` or `sublayerTransform` is animated. The flattener
    /// then keeps vector content in the layer's own space instead of the pass's pixel grid,
    /// which a moving layer would leave every frame. (An animated `transform` — a zoom or a
    /// turn — does not count: a zoom rasterizes content again either way, and a turn is not
    /// drawn on the grid.)
    package let animatesGeometry: Bool
    /// Whether any of ``animations`` is a transition.
    public let hasTransitions: Bool
    /// Whether the layer has a ``CALayer/compositingFilter`` (read per layer per frame by the
    /// flattener, which then reads the filter's name from the values).
    package let hasCompositingFilter: Bool
    /// The descriptors of the properties the animations change, resolved at commit.
    let animatedProperties: [LayerPropertyDescriptor]
    /// The compiled animations alone, in order (the evaluator's allocation-free array form).
    let compiledAnimations: [CompiledAnimation]
    /// For each of ``animatedProperties``, the typed field it is read and written through.
    let animatedSlots: [PresentationSlot]
    /// Bit i set: the animations of ``animatedProperties``[i] (i < 64) can all be evaluated as
    /// plain values (``PlainAnimationValue``) straight into its typed slot — each is a
    /// property animation of that whole property with a fast form of the slot's type.
    let plainSlotMask: UInt64
    /// The index of `zPosition` in ``animatedProperties``, or −1 when it is not animated.
    let zPositionIndex: Int
    /// Whether every animated property has a typed slot: then only plain-data fields (no
    /// references) change, and ``lendPresentationProperties(atParentTime:into:)`` evaluates
    /// into a bitwise copy of ``properties`` instead of a counted copy.
    let animatesSlotsOnly: Bool
    /// For a layer that draws itself and has an animation of a key its class marks with
    /// `needsDisplay(forKey:)`: the redraw that gives each frame's presentation values their
    /// own drawing (``LayerProperties/contentsDrawing``), else nil.
    public let presentationRedraw: PresentationRedraw?

    /// Builds the node of `layer` from its current (committed) state.
    init(layer: CALayer, sublayers: [LayerSnapshot], mask: LayerSnapshot?) {
        properties = layer.storage
        var animations: [Animation] = []
        var animated: [LayerPropertyDescriptor] = []
        for attached in layer.attachedAnimations where attached.isCommitted {
            animations.append(
                Animation(
                    key: attached.key, animation: attached.compiled,
                    transitionSource: attached.transitionSource))
            for property in attached.compiled.animatedProperties
            where !animated.contains(where: { $0.key == property }) {
                animated.append(type(of: layer).resolvedDescriptor(forKey: property))
            }
        }
        self.animations = animations
        self.compiledAnimations = animations.map(\.animation)
        self.animatedProperties = animated
        self.animatedSlots = animated.map { descriptor in
            // A subclass that redescribes a CALayer key keeps its own accessors.
            let slot = PresentationSlot(key: descriptor.key)
            return LayerPropertyRegistry.descriptor(forKey: descriptor.key)?.kind == descriptor.kind
                ? slot : .descriptor
        }
        self.plainSlotMask = Self.plainSlotMask(animatedSlots, animated, compiledAnimations)
        self.zPositionIndex = animated.firstIndex { $0.key == "zPosition" } ?? -1
        let redraws = layer.delegate == nil && animated.contains { type(of: layer).needsDisplay(forKey: $0.key) }
        presentationRedraw = redraws ? PresentationRedraw(copying: layer) : nil
        self.animatesSlotsOnly = !animatedSlots.contains(.descriptor) && !redraws
        self.sublayers = sublayers
        self.mask = mask
        name = layer.name
        layerClassName = layer.classTraits.className
        layerIdentifier = ObjectIdentifier(layer)
        preservesDepth = layer is CATransformLayer || (layer as? CAReplicatorLayer)?.preservesDepth == true
        isReplicator = layer is CAReplicatorLayer
        emission = layer.emissionHistoryForSnapshot()
        contentKind = type(of: layer).contentKind
        drawsContent = contentKind != .none
        animatesContent =
            contentKind != .none
            && animated.contains {
                LayerPropertyRegistry.descriptor(forKey: $0.key) == nil || $0.key == "bounds" || $0.key == "contentsScale"
            }
        animatesGeometry = animated.contains { Self.geometryKeys.contains($0.key) }
        hasCompositingFilter = properties.compositingFilterName != nil
        hasTransitions = animations.contains {
            if case .transition = $0.animation.kind { return true }
            return false
        }
    }

    /// The keys of ``animatesGeometry``.
    static let geometryKeys: Set<String> = [
        "position", "anchorPoint", "bounds", "sublayerTransform",
    ]

    /// Whether an animation of the node changes one of `keys`.
    package func animates(anyOf keys: Set<String>) -> Bool {
        animatedProperties.contains { keys.contains($0.key) }
    }

    /// Whether an animation of a key for which `isMatch` is true is attached.
    package func animatesKey(where isMatch: (String) -> Bool) -> Bool {
        animatedProperties.contains { isMatch($0.key) }
    }

    /// The layer's time map (`beginTime`, `speed`, `timeOffset`, …).
    public var timing: MediaTimingParameters { properties.timing }

    /// Maps a time of the superlayer (absolute media time for a root) to this layer's local
    /// time, in seconds: `(t − beginTime) × speed + timeOffset`.
    public func localTime(fromParentTime t: CFTimeInterval) -> CFTimeInterval {
        properties.timing.localTime(fromParentTime: t)
    }

    /// The presentation values at `t`, a time of the superlayer (absolute media time for a
    /// root), in seconds. See ``presentationProperties(atLocalTime:)``.
    public func presentationProperties(atParentTime t: CFTimeInterval) -> LayerProperties {
        presentationProperties(atLocalTime: localTime(fromParentTime: t))
    }

    /// The presentation values at the layer's local time `t` (seconds): the model values with
    /// every animation applied in order by THE evaluation entry point
    /// (`AnimationEvaluator.presentationValue(of:modelValue:animations:atLayerTime:)`) — the
    /// same path `CALayer.presentation()` takes. A property whose model value is nil (no
    /// background colour) is animated from transparent for colours, else left as is.
    public func presentationProperties(atLocalTime t: CFTimeInterval) -> LayerProperties {
        var result = properties
        var index = 0
        while index < animatedSlots.count {
            let slot = animatedSlots[index]
            if slot == .descriptor {
                let descriptor = animatedProperties[index]
                if let value = presentationValue(of: descriptor, atLocalTime: t) {
                    _ = descriptor.set(&result, value)
                }
            } else if let value = presentationValue(of: slot, index: index, model: slot.get(properties), atLocalTime: t) {
                slot.set(&result, value)
            }
            index += 1
        }
        if let presentationRedraw { result.contentsDrawing = presentationRedraw.drawing(at: result) }
        return result
    }

    /// Calls `body` with the presentation values at `t`, a time of the superlayer (absolute
    /// media time for a root), in seconds — the same values as
    /// ``presentationProperties(atParentTime:)``: ``properties`` for a layer without
    /// animations, else a scratch copy (see ``lendPresentationProperties(atParentTime:into:)``)
    /// or a full evaluation. `body` must not keep the values beyond the call except by copying
    /// them. (A renderer that visits many layers per frame calls
    /// ``lendPresentationProperties(atParentTime:into:)`` itself with scratch memory of its
    /// own: calling a closure with values in scratch memory costs the closure a counted copy.)
    package func withPresentationProperties(
        atParentTime t: CFTimeInterval, _ body: (borrowing LayerProperties) -> Void
    ) {
        if animatedSlots.isEmpty { return body(properties) }
        guard animatesSlotsOnly else { return body(presentationProperties(atParentTime: t)) }
        withUnsafeTemporaryAllocation(of: LayerProperties.self, capacity: 1) { buffer in
            let scratch = buffer.baseAddress!
            _ = lendPresentationProperties(atParentTime: t, into: scratch)
            // Moved out into a constant (which `body` borrows) and back, never destroyed: the
            // lent references are not the scratch copy's to release.
            let presented = scratch.move()
            body(presented)
            scratch.initialize(to: consume presented)
        }
    }

    /// Writes the presentation values at `t` (a time of the superlayer, seconds) into
    /// `scratch` without a counted copy, when every animated property of the layer is a plain
    /// field (geometry, opacity, colours, …), and returns true; returns false and leaves
    /// `scratch` alone otherwise (then read ``presentationProperties(atParentTime:)``, or
    /// ``properties`` when ``hasAnimatedProperties`` is false).
    ///
    /// `scratch` must point to memory for one `LayerProperties`, initialized or not: it is
    /// overwritten bitwise, never deinitialized. The values written there lend this node's
    /// references (images, drawings, paths) without owning them: read them, or copy them
    /// (`let kept = scratch.pointee`), only while this node lives, and never deinitialize,
    /// move out of or assign to `scratch.pointee`. Allocation-free.
    package func lendPresentationProperties(
        atParentTime t: CFTimeInterval, into scratch: UnsafeMutablePointer<LayerProperties>
    ) -> Bool {
        guard animatesSlotsOnly, !animatedSlots.isEmpty else { return false }
        // A bitwise copy of `properties`: its references stay owned by `properties`. The
        // slots then write their plain fields in place.
        withUnsafePointer(to: properties) { committed in
            UnsafeMutableRawPointer(scratch).copyMemory(from: committed, byteCount: MemoryLayout<LayerProperties>.size)
        }
        let local = localTime(fromParentTime: t)
        var index = 0
        while index < animatedSlots.count {
            // Each key has its own field: the committed values hold its model value.
            let slot = animatedSlots[index]
            if index < 64 && plainSlotMask & (1 << UInt64(index)) != 0 {
                evaluatePlain(slot, key: animatedProperties[index].key, into: scratch, atLocalTime: local)
            } else if let value = presentationValue(
                of: slot, index: index, model: slot.get(scratch), atLocalTime: local)
            {
                slot.set(&scratch.pointee, value)
            }
            index += 1
        }
        return true
    }

    /// Evaluates the animations of the plain slot `slot` (its key `key`) at the layer's local
    /// time `t` in the slot's own type, reading the model value from and writing the
    /// presentation value to `scratch`: the same steps and results as ``AnimationEvaluator``'s
    /// fast path, without ``AnimationValue``s.
    private func evaluatePlain(
        _ slot: PresentationSlot, key: String, into scratch: UnsafeMutablePointer<LayerProperties>,
        atLocalTime t: CFTimeInterval
    ) {
        guard let model = slot.plainValue(scratch) ?? (slot.plainKind == .color ? .color(Self.absentColorModel) : nil)
        else { return }
        switch model {
        case .number(let x):
            slot.set(&scratch.pointee, plain: .number(compose(key, x, t) { $0.fastNumber(model: $1, fraction: $2, duration: $3) }))
        case .point(let p):
            slot.set(&scratch.pointee, plain: .point(compose(key, p, t) { $0.fastPoint(model: $1, fraction: $2, duration: $3) }))
        case .color(let c):
            slot.set(&scratch.pointee, plain: .color(compose(key, c, t) { $0.fastColor(model: $1, fraction: $2, duration: $3) }))
        case .transform(let m):
            slot.set(
                &scratch.pointee,
                plain: .transform(compose(key, m, t) { $0.fastTransform(model: $1, fraction: $2, duration: $3) }))
        }
    }

    /// The presentation value of `key`, whose model value is `model`, at the layer's local
    /// time `t`: every animation of the key applied in order through `fast` (the typed fast
    /// form of the property animation, at the model value, eased fraction and duration).
    @inline(__always)
    private func compose<Value: FastAnimatable>(
        _ key: String, _ model: Value, _ t: CFTimeInterval,
        _ fast: (CompiledPropertyAnimation, Value, Double, CFTimeInterval) -> FastResult<Value>
    ) -> Value {
        var value = model
        var index = 0
        while index < compiledAnimations.count {
            // The array keeps the storage alive during the call: borrow it without a retain.
            Unmanaged.passUnretained(compiledAnimations[index].storage)._withUnsafeGuaranteedRef { storage in
                guard storage.animates(key), let progress = AnimationEvaluator.easedProgress(of: storage, atParentTime: t),
                    let animation = storage.unmanagedPropertyAnimation
                else { return }
                animation._withUnsafeGuaranteedRef { animation in
                    if case .value(let animated) = fast(animation, model, progress.fraction, storage.timing.duration) {
                        value = animation.fastStore == .add ? animated.adding(value) : animated
                    }
                }
            }
            index += 1
        }
        return value
    }

    /// The model value an animation of an absent colour (nil) starts from: transparent black.
    private static let absentColorModel = CGColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// ``plainSlotMask`` for animations `animations` of the properties `descriptors` through
    /// `slots`.
    private static func plainSlotMask(
        _ slots: [PresentationSlot], _ descriptors: [LayerPropertyDescriptor], _ animations: [CompiledAnimation]
    ) -> UInt64 {
        var mask: UInt64 = 0
        for (index, slot) in slots.enumerated() where index < 64 {
            guard let kind = slot.plainKind else { continue }
            let key = descriptors[index].key
            let plain = animations.allSatisfy { animation in
                guard animation.animates(key) else { return true }
                guard let property = animation.storage.propertyAnimation else { return false }
                return property.keyPath.property == key && property.fastStore != .component
                    && property.fastValueKind == kind
            }
            if plain { mask |= 1 << UInt64(index) }
        }
        return mask
    }

    /// Whether any of the layer's own properties is animated: when false, the presentation
    /// values at every time are ``properties``, and renderers may read those directly.
    package var hasAnimatedProperties: Bool { !animatedSlots.isEmpty }

    /// The presentation value of `zPosition` at `t`, a time of the superlayer (seconds), in
    /// points — the same as `presentationProperties(atParentTime: t).zPosition`, without
    /// evaluating the other properties.
    package func presentationZPosition(atParentTime t: CFTimeInterval) -> CGFloat {
        guard zPositionIndex >= 0 else { return properties.zPosition }
        guard animatedSlots[zPositionIndex] == .zPosition else {
            return presentationProperties(atParentTime: t).zPosition
        }
        guard case .number(let z)? = presentationValue(
                of: PresentationSlot.zPosition, index: zPositionIndex, model: .number(Double(properties.zPosition)),
                atLocalTime: localTime(fromParentTime: t))
        else { return properties.zPosition }
        return CGFloat(z)
    }

    /// The presentation value of `key` at the layer's local time `t` (seconds), or nil when
    /// the key has no value. Keys that are not animated read their model value.
    public func presentationValue(forKey key: String, atLocalTime t: CFTimeInterval) -> AnimationValue? {
        if let descriptor = animatedProperties.first(where: { $0.key == key }) {
            return presentationValue(of: descriptor, atLocalTime: t)
        }
        if let descriptor = LayerPropertyRegistry.descriptor(forKey: key) {
            return descriptor.get(properties)
        }
        return properties.extensions[key]
    }

    /// ``presentationValue(of:atLocalTime:)`` for a property read through a typed slot;
    /// `index` is its index in ``animatedProperties``, `stored` its stored value (the slot's
    /// `get` of the model values).
    private func presentationValue(
        of slot: PresentationSlot, index: Int, model stored: AnimationValue?, atLocalTime t: CFTimeInterval
    ) -> AnimationValue? {
        let model: AnimationValue
        if let value = stored {
            model = value
        } else if animatedProperties[index].kind == .color {
            model = .color(Self.absentColorModel)
        } else {
            return nil
        }
        return AnimationEvaluator.presentationValue(
            of: animatedProperties[index].key, modelValue: model, animations: compiledAnimations,
            atLayerTime: t)
    }

    /// The first value the first animation of the whole property `key` among `animations`
    /// (groups searched in order) names: a basic animation's from value (else its to or by
    /// value), a keyframe animation's first value; nil when none animates it.
    static func sampleValue(forKey key: String, in animations: [CompiledAnimation]) -> AnimationValue? {
        for animation in animations {
            switch animation.kind {
            case .property(let property) where property.keyPath.property == key && property.keyPath.component == nil:
                switch property.values {
                case .basic(let endpoints, _):
                    switch endpoints {
                    case .fixed(let from, _), .fromToModel(let from): return from
                    case .underlyingTo(let value), .underlyingBy(let value): return value
                    }
                case .keyframes(let timeline, _):
                    if let first = timeline.values.first { return first }
                case .path:
                    return .point(.zero)
                }
            case .group(let children):
                if let value = sampleValue(forKey: key, in: children) { return value }
            case .property, .transition, .inert:
                break
            }
        }
        return nil
    }

    private func presentationValue(of descriptor: LayerPropertyDescriptor, atLocalTime t: CFTimeInterval)
        -> AnimationValue?
    {
        let model: AnimationValue
        if let value = descriptor.get(properties) {
            model = value
        } else if descriptor.kind == .color {
            model = .color(Self.absentColorModel)
        } else if let sample = Self.sampleValue(forKey: descriptor.key, in: compiledAnimations) {
            // A custom key never set (a layer subclass's `@NSManaged` property before its
            // first assignment) still animates, as on Apple's platforms: the animation's own
            // value stands in for the missing model value.
            model = sample
        } else {
            return nil
        }
        return AnimationEvaluator.presentationValue(
            of: descriptor.key, modelValue: model, animations: compiledAnimations,
            atLayerTime: t)
    }
}
