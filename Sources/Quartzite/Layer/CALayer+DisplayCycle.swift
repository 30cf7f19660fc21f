import Foundation

extension CALayer {
    /// Marks the layer's contents as needing to be redrawn; ``display()`` runs at the next
    /// commit (or ``displayIfNeeded()``).
    public func setNeedsDisplay() {
        guard modelLayerReference == nil, !needsDisplayFlag else { return }
        needsDisplayFlag = true
        TransactionState.current.recordNeedsUpdate(self)
    }

    /// Marks the region `r` (layer coordinates) as needing redraw. Quartzite redraws the
    /// whole layer, so this is ``setNeedsDisplay()``.
    public func setNeedsDisplay(_ r: CGRect) {
        setNeedsDisplay()
    }

    /// Whether the layer is marked as needing display.
    public func needsDisplay() -> Bool {
        needsDisplayFlag
    }

    /// Calls ``display()`` now when the layer is marked as needing display, and clears the mark.
    public func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// Marks the layer as needing layout; ``layoutSublayers()`` runs at the next commit (or
    /// ``layoutIfNeeded()``).
    public func setNeedsLayout() {
        guard modelLayerReference == nil, !needsLayoutFlag else { return }
        needsLayoutFlag = true
        TransactionState.current.recordNeedsUpdate(self)
    }

    /// Whether the layer is marked as needing layout.
    public func needsLayout() -> Bool {
        needsLayoutFlag
    }

    /// Lays out the layer now if it is marked: from its outermost marked ancestor down (they
    /// may move it), each marked layer runs ``layoutSublayers()``, then its marked sublayers.
    public func layoutIfNeeded() {
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
