import Foundation

extension CALayer {
    /// The base-class behaviour of ``scroll(_:)`` (the open method forwards here).
    func baseScroll(_ p: CGPoint) {
        guard let scrollLayer = closestScrollLayer else { return }
        scrollLayer.scroll(to: convert(p, to: scrollLayer))
    }

    /// The base-class behaviour of ``scrollRectToVisible(_:)``.
    func baseScrollRectToVisible(_ r: CGRect) {
        guard let scrollLayer = closestScrollLayer else { return }
        scrollLayer.scroll(to: convert(r, to: scrollLayer))
    }

    /// The layer itself when it is a ``CAScrollLayer`` (a scroll layer scrolls itself: GNUstep's
    /// tests, measured against Apple's QuartzCore), else the nearest superlayer that is one.
    var closestScrollLayer: CAScrollLayer? {
        (self as? CAScrollLayer) ?? closestAncestorScrollLayer
    }

    /// The base-class behaviour of ``visibleRect``.
    var baseVisibleRect: CGRect {
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
