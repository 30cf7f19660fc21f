import Foundation

extension CALayer {
    /// The base-class behaviour of ``convertTime(_:from:)`` (the open method forwards here).
    func baseConvertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        CALayer.convertTime(t, from: l, to: self)
    }

    /// The base-class behaviour of ``convertTime(_:to:)`` (the open method forwards here).
    func baseConvertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        CALayer.convertTime(t, from: self, to: l)
    }

    private static func convertTime(_ t: CFTimeInterval, from source: CALayer?, to destination: CALayer?)
        -> CFTimeInterval
    {
        if source === destination { return t }
        let ancestor = commonAncestor(source, destination)
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
}
