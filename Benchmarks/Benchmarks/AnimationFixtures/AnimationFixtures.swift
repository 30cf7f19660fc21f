// The 10,000 mixed animations of issue 3, shared by the AnimationBenchmarks harness and the
// AnimationProfile executable (which evaluates them without the harness, for callgrind/perf).
import Quartzite

/// One property of one layer: its model value and the compiled animations attached to it.
public struct AnimatedProperty: Sendable {
    /// The layer property (key-path head).
    public var property: String
    /// The property's model value.
    public var model: AnimationValue
    /// The compiled animations attached to the layer.
    public var animations: [CompiledAnimation]
}

/// 10,000 properties cycling through six kinds of animation: basic position, opacity with
/// easeInEaseOut, transform rotation (decomposed endpoints), colour, three-value keyframe
/// position, and a spring on position.x.
public func makeProperties(count: Int) throws -> [AnimatedProperty] {
    var result: [AnimatedProperty] = []
    result.reserveCapacity(count)
    for i in 0..<count {
        let x = CGFloat(i % 100)
        let animation: CAPropertyAnimation
        let property: String
        let model: AnimationValue
        switch i % 6 {
        case 0:
            let a = CABasicAnimation(keyPath: "position")
            a.fromValue = CGPoint(x: x, y: 0)
            a.toValue = CGPoint(x: x + 100, y: 200)
            (animation, property, model) = (a, "position", .point(CGPoint(x: x, y: 0)))
        case 1:
            let a = CABasicAnimation(keyPath: "opacity")
            a.fromValue = 0.0
            a.toValue = 1.0
            a.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            (animation, property, model) = (a, "opacity", .number(1))
        case 2:
            let a = CABasicAnimation(keyPath: "transform")
            a.fromValue = CATransform3DIdentity
            var end = CATransform3DMakeRotation(.pi / 2 + x / 100, 0, 1, 0)
            end.m34 = -1 / 500
            a.toValue = end
            (animation, property, model) = (a, "transform", .transform(CATransform3DIdentity))
        case 3:
            let a = CABasicAnimation(keyPath: "backgroundColor")
            a.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            a.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            (animation, property, model) = (a, "backgroundColor", .color(.black))
        case 4:
            let a = CAKeyframeAnimation(keyPath: "position")
            a.values = [CGPoint(x: x, y: 0), CGPoint(x: x + 50, y: 80), CGPoint(x: x, y: 160)]
            (animation, property, model) = (a, "position", .point(.zero))
        default:
            let a = CASpringAnimation(keyPath: "position.x")
            a.fromValue = x
            a.toValue = x + 300
            (animation, property, model) = (a, "position", .point(CGPoint(x: x, y: 10)))
        }
        animation.duration = 2
        animation.beginTime = Double(i % 7) * 0.01
        animation.repeatCount = .infinity
        result.append(AnimatedProperty(
            property: property, model: model,
            animations: [try CompiledAnimation(animation)]))
    }
    return result
}

/// Built once: compiling is not what this benchmark measures.
public let tenThousandProperties: [AnimatedProperty] = {
    do { return try makeProperties(count: 10_000) } catch {
        fatalError("benchmark animations must compile: \(error)")
    }
}()
