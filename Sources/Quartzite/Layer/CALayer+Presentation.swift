import Foundation

extension CALayer {
    /// A copy of the layer holding the values shown at the current media time — the committed
    /// model values with the committed animations applied, evaluated from the layer's
    /// ``committedSnapshot`` by the same path the renderers use — or nil when the layer has
    /// never been committed. Called on a presentation copy it returns that copy.
    ///
    /// The copy's sublayers are the presentation copies of the layer's committed sublayers, so
    /// `presentation()?.sublayers` walks the presentation tree as on Apple's systems.
    ///
    /// Differs from Apple: the copy of the layer asked has no superlayer (ask the superlayer
    /// for its presentation), and its `contents` is the presentation image or drawing.
    public func presentation() -> Self? {
        if modelLayerReference != nil { return self }
        guard let node = committedNode else { return nil }
        let copy = type(of: self).init(layer: self)
        copy.storage = node.presentationProperties(atLocalTime: convertTime(CACurrentMediaTime(), from: nil))
        if copy.storage.contents !== (contentsObject as? CGImage)
            || copy.storage.contentsDrawing != (contentsObject as? RecordedDrawing)
        {
            copy.contentsObject = copy.storage.contentsValue
        }
        copy.modelLayerReference = self
        let children = sublayerList.compactMap { $0.presentation() }
        for child in children { child.superlayerReference = copy }
        copy.sublayerList = children
        return copy
    }

    /// The model layer of a presentation copy; the layer itself for a model layer.
    public func model() -> Self {
        (modelLayerReference as? Self) ?? self
    }

    /// The node the last commit that included this layer produced — an immutable `Sendable`
    /// value the renderers evaluate at any time — or nil before the first commit. Not Apple API.
    public var committedSnapshot: LayerSnapshot? {
        committedNode
    }

    /// The presentation value of `key` now (for the implicit animation's `fromValue`): from
    /// the committed node when there is one, else the model value.
    func presentationValue(forKey key: String) -> AnimationValue? {
        guard let node = committedNode else {
            return type(of: self).resolvedDescriptor(forKey: key).get(storage)
        }
        let descriptor = type(of: self).resolvedDescriptor(forKey: key)
        if !node.animatedProperties.contains(where: { $0.key == key }) {
            return descriptor.get(node.properties)
        }
        return node.presentationValue(forKey: key, atLocalTime: convertTime(CACurrentMediaTime(), from: nil))
    }

    /// The descriptor of `key`: the registered one, or one for a custom key stored in
    /// `extensions`.
    class func resolvedDescriptor(forKey key: String) -> LayerPropertyDescriptor {
        propertyDescriptor(forKey: key)
            ?? LayerPropertyDescriptor(key: key, kind: .other, defaultValue: nil, isAnimatable: false)
    }
}
