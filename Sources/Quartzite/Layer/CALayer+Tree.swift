import Foundation

extension CALayer {
    /// The base-class behaviour of ``addSublayer(_:)`` (the open method forwards here).
    func baseAddSublayer(_ layer: CALayer) {
        insert(layer, at: .index(sublayerList.count))
    }

    /// The base-class behaviour of ``insertSublayer(_:at:)`` (the open method forwards here).
    func baseInsertSublayer(_ layer: CALayer, at idx: UInt32) {
        insert(layer, at: .index(Int(idx)))
    }

    /// The base-class behaviour of ``insertSublayer(_:below:)`` (the open method forwards here).
    func baseInsertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, sibling.superlayerReference === self, sibling !== layer else {
            return insert(layer, at: .index(0))
        }
        insert(layer, at: .below(sibling))
    }

    /// The base-class behaviour of ``insertSublayer(_:above:)`` (the open method forwards here).
    func baseInsertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, sibling.superlayerReference === self, sibling !== layer else {
            return insert(layer, at: .index(sublayerList.count))
        }
        insert(layer, at: .above(sibling))
    }

    /// The base-class behaviour of ``replaceSublayer(_:with:)`` (the open method forwards here).
    func baseReplaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer else { return }
        guard let index = sublayerList.firstIndex(where: { $0 === oldLayer }) else {
            return LayerDiagnostics.report("replaceSublayer(_:with:): the old layer is not a sublayer")
        }
        guard !wouldCreateCycle(adding: newLayer) else { return reportCycle() }
        newLayer.removeFromSuperlayer()
        let position = sublayerList.firstIndex(where: { $0 === oldLayer }) ?? index
        oldLayer.detach()
        sublayerList[position] = newLayer
        newLayer.superlayerReference = self
        newLayer.recordChange()
        didChangeSublayers()
        oldLayer.runOrderAction("onOrderOut", parent: self)
        newLayer.runOrderAction("onOrderIn", parent: self)
    }

    /// The base-class behaviour of ``removeFromSuperlayer()`` (the open method forwards here).
    func baseRemoveFromSuperlayer() {
        if let owner = maskOwner {
            owner.mask = nil
            return
        }
        guard let parent = superlayerReference else { return }
        if let index = parent.sublayerList.firstIndex(where: { $0 === self }) {
            parent.sublayerList.remove(at: index)
        }
        detach()
        parent.didChangeSublayers()
        runOrderAction("onOrderOut", parent: parent)
    }

    // MARK: Internals

    /// Where ``insert(_:at:)`` puts a layer.
    private enum Placement {
        case index(Int)
        case below(CALayer)
        case above(CALayer)
    }

    /// Inserts after the cycle check; the place is resolved after `layer` left its old list.
    private func insert(_ layer: CALayer, at placement: Placement) {
        guard !wouldCreateCycle(adding: layer) else { return reportCycle() }
        layer.removeFromSuperlayer()
        let target: Int
        switch placement {
        case .index(let index):
            target = min(max(index, 0), sublayerList.count)
        case .below(let sibling):
            target = sublayerList.firstIndex { $0 === sibling } ?? 0
        case .above(let sibling):
            target = (sublayerList.firstIndex { $0 === sibling }).map { $0 + 1 } ?? sublayerList.count
        }
        if target == sublayerList.count {
            sublayerList.append(layer)
        } else {
            sublayerList.insert(layer, at: target)
        }
        layer.superlayerReference = self
        layer.recordChange()
        didChangeSublayers()
        layer.runOrderAction("onOrderIn", parent: self)
    }

    /// Replaces every sublayer (the `sublayers` setter).
    func replaceAllSublayers(with layers: [CALayer]) {
        for layer in sublayerList { layer.detach() }
        sublayerList.removeAll()
        didChangeSublayers()
        for layer in layers { addSublayer(layer) }
    }

    /// Sets the mask (the `mask` setter).
    func replaceMask(with newMask: CALayer?) {
        if newMask === maskLayer { return }
        if let newMask, newMask === self || wouldCreateCycle(adding: newMask) {
            return reportCycle()
        }
        if let old = maskLayer {
            old.maskOwner = nil
            old.recordChange()
        }
        newMask?.removeFromSuperlayer()
        maskLayer = newMask
        if let newMask {
            newMask.maskOwner = self
            newMask.recordChange()
        }
        recordChange()
    }

    /// Runs the action for `event` (`"onOrderIn"`, Apple's `kCAOnOrderIn`, when the layer
    /// joins a committed tree; `"onOrderOut"`, `kCAOnOrderOut`, when it leaves one) found by
    /// ``action(forKey:)``; nothing when `parent` has never been committed. CALayer has no
    /// default action for these events: the delegate, `actions` or `style` supply one.
    func runOrderAction(_ event: String, parent: CALayer) {
        guard parent.hasBeenCommitted, modelLayerReference == nil, let action = action(forKey: event) else {
            return
        }
        action.run(forKey: event, object: self, arguments: nil)
    }

    /// Clears the superlayer link of a layer leaving its parent.
    private func detach() {
        superlayerReference = nil
        recordChange()
    }

    /// Records the change of the sublayer list and asks for layout.
    private func didChangeSublayers() {
        recordChange()
        setNeedsLayout()
    }

    /// Whether adding `layer` below this one would make a cycle: `layer` is this layer or one
    /// of its ancestors (through superlayers and mask owners).
    func wouldCreateCycle(adding layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let node = current {
            if node === layer { return true }
            current = node.superlayerReference ?? node.maskOwner
        }
        return false
    }

    private func reportCycle() {
        LayerDiagnostics.report("refused to add a layer to its own subtree (it would make a cycle)")
    }

    /// The parent of the layer for geometry and time: its superlayer, else the layer it masks.
    var parentLayer: CALayer? { superlayerReference ?? maskOwner }
}
