import Foundation

extension CALayer {
    /// Scrolls the closest ancestor ``CAScrollLayer`` so that `p`, a point in this layer's
    /// coordinates (points), becomes its bounds origin (its top-left corner): `p` converted
    /// into the scroll layer's coordinates is passed to its `scroll(to:)`, which honours its
    /// `scrollMode` (CAScrollLayer.h, CALayerScrolling). Does nothing when no ancestor is a
    /// scroll layer; the layer itself is not searched.
    public func scroll(_ p: CGPoint) {
        guard let scrollLayer = closestAncestorScrollLayer else { return }
        scrollLayer.scroll(to: convert(p, to: scrollLayer))
    }

    /// Scrolls the closest ancestor ``CAScrollLayer`` as little as needed for `r`, a rectangle
    /// in this layer's coordinates (points), to become visible: `r` converted into the scroll
    /// layer's coordinates (its bounding box) is passed to its `scroll(to:)`. Does nothing
    /// when no ancestor is a scroll layer.
    public func scrollRectToVisible(_ r: CGRect) {
        guard let scrollLayer = closestAncestorScrollLayer else { return }
        scrollLayer.scroll(to: convert(r, to: scrollLayer))
    }

    /// The part of the layer's bounds, in its own coordinates (points), that its ancestor
    /// scroll layers do not clip away: the bounds intersected with the visible rectangle of
    /// the closest ancestor ``CAScrollLayer`` converted into this layer (the bounding box when
    /// transforms rotate it), which in turn is that scroll layer's bounds cut by its own
    /// ancestors' scroll layers. The bounds when no ancestor is a scroll layer; `CGRect.null`
    /// when nothing is visible. Other clipping (`masksToBounds` of layers that are not scroll
    /// layers, hidden layers, the canvas) is not considered (CAScrollLayer.h: "the area not
    /// clipped by the containing scroll layer"). Model values, like `frame`.
    public var visibleRect: CGRect {
        guard let scrollLayer = closestAncestorScrollLayer else { return bounds }
        let visible = scrollLayer.visibleRect
        if visible.isNull { return .null }
        return bounds.intersection(convert(visible, from: scrollLayer))
    }

    /// The nearest superlayer (not this layer) that is a ``CAScrollLayer``, or nil.
    var closestAncestorScrollLayer: CAScrollLayer? {
        var layer = superlayer
        while let current = layer {
            if let scrollLayer = current as? CAScrollLayer { return scrollLayer }
            layer = current.superlayer
        }
        return nil
    }
}
