import Foundation

extension CALayer {
    /// Marks the layer's contents as needing to be redrawn; ``display()`` runs at the next
    /// commit (or ``displayIfNeeded()``).
    public func setNeedsDisplay() {
        guard modelLayerReference == nil else { return }
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
        guard modelLayerReference == nil else { return }
        needsLayoutFlag = true
        TransactionState.current.recordNeedsUpdate(self)
    }

    /// Whether the layer is marked as needing layout.
    public func needsLayout() -> Bool {
        needsLayoutFlag
    }

    /// Lays out the layer now if it is marked — its superlayers first (they may move it), then
    /// the layer (``layoutSublayers()``), then its marked sublayers.
    public func layoutIfNeeded() {
        if let parent = superlayerReference, parent.needsLayoutFlag {
            parent.layoutIfNeeded()
            return
        }
        layoutSubtreeIfNeeded()
    }

    /// Lays out this layer if marked, then its sublayers that are marked.
    private func layoutSubtreeIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for layer in sublayerList where layer.needsLayoutFlag || layer.hasMarkedSublayers {
            layer.layoutSubtreeIfNeeded()
        }
    }

    /// Whether any direct sublayer is marked as needing layout.
    private var hasMarkedSublayers: Bool {
        sublayerList.contains { $0.needsLayoutFlag }
    }
}
