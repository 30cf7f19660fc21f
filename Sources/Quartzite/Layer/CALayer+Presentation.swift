import Foundation

extension CALayer {
    /// The base-class behaviour of ``presentation()`` (the open method forwards here).
    func basePresentation() -> Self? {
        if modelLayerReference != nil { return self }
        guard let node = committedNode else { return nil }
        let copy = type(of: self).init(presentationCopyOf: self)
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

    /// The base-class behaviour of ``model()`` (the open method forwards here).
    func baseModel() -> Self {
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
