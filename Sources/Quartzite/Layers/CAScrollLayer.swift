import Foundation

/// A layer that shows a part of content larger than its bounds (Apple's `CAScrollLayer`):
/// scrolling sets `bounds.origin`, which moves every sublayer the other way, and the layer
/// clips its sublayers to its bounds.
///
/// `scroll(to:)` with a point makes it the bounds origin; with a rectangle it moves the
/// origin as little as needed to show the rectangle; both change only the axes
/// ``scrollMode`` allows. Sublayers at any depth scroll their closest ancestor scroll layer
/// with `CALayer.scroll(_:)` and `scrollRectToVisible(_:)`, and `visibleRect` tells them
/// what of them it shows (CAScrollLayer.h). The new origin is set through ``bounds``, so a
/// scroll of a committed layer animates implicitly like any bounds change (0.25 s by
/// default) unless actions are disabled. There is no user interaction and no scroll bar.
///
/// `masksToBounds` defaults to true for this class (Matt Neuburg, *Programming iOS*: "By
/// default, a CAScrollLayer's masksToBounds property is YES"). `scrollMode` is not animatable.
open class CAScrollLayer: CALayer {
    /// Creates a scroll layer with Apple's defaults: scrolls along both axes and clips its
    /// sublayers to its bounds.
    public override init() {
        super.init()
        storage.masksToBounds = true
    }

    /// Creates a copy of `layer`'s properties (see `CALayer.init(layer:)`); the scroll mode is
    /// copied with the others.
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    /// The axes along which the scroll methods may change the bounds origin. Default
    /// ``CAScrollLayerScrollMode/both``.
    open var scrollMode: CAScrollLayerScrollMode {
        get { storage.extensionName(Key.scrollMode, default: .both) }
        set { setValue(newValue, forKey: Key.scrollMode) }
    }

    /// Makes `p` (a point in the layer's own coordinates, points) the bounds origin, along
    /// the axes ``scrollMode`` allows; the other coordinate keeps its value.
    open func scroll(to p: CGPoint) {
        let mode = scrollMode
        var origin = bounds.origin
        if mode.scrollsHorizontally { origin.x = p.x }
        if mode.scrollsVertically { origin.y = p.y }
        guard origin != bounds.origin else { return }
        bounds.origin = origin
    }

    /// Moves the bounds origin as little as needed for `r` (in the layer's own coordinates,
    /// points) to lie inside the bounds, along the axes ``scrollMode`` allows. On an axis
    /// where `r` is longer than the bounds, its minimum edge is shown (the edge it would
    /// reach first). Nothing moves when `r` is already inside, or is null or not finite.
    open func scroll(to r: CGRect) {
        guard !r.isNull, r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
        let rect = r.standardized
        let b = bounds
        scroll(
            to: CGPoint(
                x: Self.minimalOrigin(b.minX, length: b.width, showing: rect.minX, rect.maxX),
                y: Self.minimalOrigin(b.minY, length: b.height, showing: rect.minY, rect.maxY)))
    }

    /// The origin nearest `origin` on one axis for which `[low, high]` lies in
    /// `[origin, origin + length]`, or starts there when it is longer.
    static func minimalOrigin(_ origin: CGFloat, length: CGFloat, showing low: CGFloat, _ high: CGFloat) -> CGFloat {
        var result = origin
        if high > result + length { result = high - length }
        if low < result { result = low }
        return result
    }

    open override class func propertyDescriptor(forKey key: String) -> LayerPropertyDescriptor? {
        Self.descriptors[key] ?? super.propertyDescriptor(forKey: key)
    }

    /// The keys, as Apple spells them.
    package enum Key {
        package static let scrollMode = "scrollMode"
    }

    private static let descriptors: [String: LayerPropertyDescriptor] = {
        var table = [Key.scrollMode: ExtensionKeys.name(Key.scrollMode, CAScrollLayerScrollMode.both)]
        if let clip = LayerPropertyRegistry.descriptor(forKey: "masksToBounds") {
            table[clip.key] = LayerPropertyDescriptor(
                key: clip.key, kind: clip.kind, defaultValue: .bool(true), isAnimatable: clip.isAnimatable,
                needsDisplay: clip.needsDisplay, get: clip.get, set: clip.set)
        }
        return table
    }()
}
