import Foundation

extension CALayer {
    /// Converts `t` from the local time of `l` (nil: absolute media time, the time of
    /// `CACurrentMediaTime()`) to this layer's local time, in seconds (REFERENCE 1.10): up
    /// from `l` to the common ancestor with the inverse maps, then down to this layer with
    /// `(t − beginTime) × speed + timeOffset` per level. A mask's time parent is the layer it
    /// masks. The inverse through a layer with speed 0 is undefined (non-finite).
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        CALayer.convertTime(t, from: l, to: self)
    }

    /// Converts `t` from this layer's local time to the local time of `l` (nil: absolute
    /// media time), in seconds. See ``convertTime(_:from:)``.
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        CALayer.convertTime(t, from: self, to: l)
    }

    private static func convertTime(_ t: CFTimeInterval, from source: CALayer?, to destination: CALayer?)
        -> CFTimeInterval
    {
        if source === destination { return t }
        let ancestor = commonTimeAncestor(source, destination)
        var time = t
        var layer = source
        while let current = layer, current !== ancestor {
            time = current.storage.timing.parentTime(fromLocalTime: time)
            layer = current.parentLayer
        }
        return localTime(time, from: ancestor, downTo: destination)
    }

    /// Maps `t` from the time of `ancestor` (nil: absolute) down to `layer`.
    private static func localTime(_ t: CFTimeInterval, from ancestor: CALayer?, downTo layer: CALayer?)
        -> CFTimeInterval
    {
        guard let layer, layer !== ancestor else { return t }
        let above = localTime(t, from: ancestor, downTo: layer.parentLayer)
        return layer.storage.timing.localTime(fromParentTime: above)
    }

    private static func commonTimeAncestor(_ a: CALayer?, _ b: CALayer?) -> CALayer? {
        var candidate = a
        while let current = candidate {
            var other = b
            while let node = other {
                if node === current { return current }
                other = node.parentLayer
            }
            candidate = current.parentLayer
        }
        return nil
    }
}
