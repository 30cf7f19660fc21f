import Foundation

extension CALayer {
    /// The base-class behaviour of ``setNeedsDisplay()`` (the open method forwards here).
    func baseSetNeedsDisplay() {
        guard modelLayerReference == nil, !needsDisplayFlag else { return }
        needsDisplayFlag = true
        TransactionState.current.recordNeedsUpdate(self)
    }

    /// The base-class behaviour of ``setNeedsDisplay(_:)`` (the open method forwards here).
    func baseSetNeedsDisplay(_ r: CGRect) {
        setNeedsDisplay()
    }

    /// The base-class behaviour of ``needsDisplay()`` (the open method forwards here).
    func baseNeedsDisplay() -> Bool {
        needsDisplayFlag
    }

    /// The base-class behaviour of ``displayIfNeeded()`` (the open method forwards here).
    func baseDisplayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// The base-class behaviour of ``setNeedsLayout()`` (the open method forwards here).
    func baseSetNeedsLayout() {
        guard modelLayerReference == nil, !needsLayoutFlag else { return }
        needsLayoutFlag = true
        TransactionState.current.recordNeedsUpdate(self)
    }

    /// The base-class behaviour of ``needsLayout()`` (the open method forwards here).
    func baseNeedsLayout() -> Bool {
        needsLayoutFlag
    }

    /// The base-class behaviour of ``layoutIfNeeded()`` (the open method forwards here).
    func baseLayoutIfNeeded() {
        var top: CALayer = self
        var layer = superlayerReference
        while let current = layer {
            if current.needsLayoutFlag { top = current }
            layer = current.superlayerReference
        }
        top.layoutMarkedSubtree()
    }

    /// Lays out this layer if marked, then its marked sublayers (and theirs).
    private func layoutMarkedSubtree() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for layer in sublayerList where layer.needsLayoutFlag {
            layer.layoutMarkedSubtree()
        }
    }
}
