// Key-value coding the way iOS code uses it on layers: sub-key-path reads cast to whatever
// number type the caller uses, boxed values written with `setValue(_:forKey:)`, boxed
// values in `fromValue`/`toValue`.
#if canImport(QuartzCore)
import QuartzCore
#else
import Quartzite
#endif

struct LayerReadings {
    var rotation: Double
    var rotationCGFloat: CGFloat
    var scale: NSNumber?
    var x: CGFloat
    var opacity: Float
    var position: CGPoint
    var positionBox: NSValue?
}

enum KeyValueProgram {
    /// Reads a layer's (or its presentation's) state the way iOS code does.
    static func readings(of layer: CALayer) -> LayerReadings {
        LayerReadings(
            rotation: layer.value(forKeyPath: "transform.rotation.z") as! Double,
            rotationCGFloat: layer.value(forKeyPath: "transform.rotation.z") as! CGFloat,
            scale: layer.value(forKeyPath: "transform.scale") as? NSNumber,
            x: layer.value(forKeyPath: "position.x") as! CGFloat,
            opacity: layer.value(forKey: "opacity") as! Float,
            position: layer.value(forKey: "position") as! CGPoint,
            positionBox: layer.value(forKey: "position") as? NSValue)
    }

    /// Configures a layer with boxed values only.
    static func configure(_ layer: CALayer) {
        layer.setValue(NSValue(cgRect: CGRect(x: 0, y: 0, width: 80, height: 40)), forKey: "bounds")
        layer.setValue(NSValue(cgPoint: CGPoint(x: 100, y: 50)), forKey: "position")
        layer.setValue(NSNumber(value: 0.5), forKey: "opacity")
        layer.setValue(NSNumber(value: Double.pi / 2), forKeyPath: "transform.rotation.z")
    }

    /// Turns the layer with a boxed transform animation and moves it with a boxed point.
    static func animate(_ layer: CALayer) {
        let turn = CABasicAnimation(keyPath: "transform")
        turn.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        turn.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
        turn.duration = 1
        layer.add(turn, forKey: "grow")

        let move = CABasicAnimation(keyPath: "position")
        move.toValue = NSValue(cgPoint: CGPoint(x: 200, y: 50))
        move.duration = 1
        layer.add(move, forKey: "move")

        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [NSNumber(value: 0), NSNumber(value: 1), NSNumber(value: 0.5)]
        fade.duration = 1
        layer.add(fade, forKey: "fade")
    }
}
