import Foundation
import Quartzite

extension LayerBuilder {
    /// The geometry of a path item (`rc`, `el`, `sr`, `sh`) as an animated shape in the
    /// item's own frames. When one parameter is animated (or all animated ones share their
    /// keyframes), the shape's keyframes are that parameter's, with the same easing: the
    /// shapes' points are linear in their parameters, so Core Animation's point-by-point path
    /// interpolation gives Lottie's shape at every time. Otherwise (parameters with different
    /// keyframes, star point counts) the shape is sampled at every frame between the first and
    /// last keyframe, exact at whole frames.
    func shapeGeometry(_ item: LottieShapeItem) -> LottieAnimated<BezierShape>? {
        switch item.kind {
        case .path(let shape):
            return item.reversed ? shape.map { $0.reversedKeepingStart() } : shape
        case .rectangle(let position, let size, let roundness):
            let rounded = roundness.isAnimated
            return combine([position, size, roundness.map { [$0] }]) { frame in
                ShapeGeometry.rectangle(
                    center: position.value(atFrame: frame), size: size.value(atFrame: frame),
                    roundness: roundness.map { [$0] }.value(atFrame: frame)[0], reversed: item.reversed, alwaysRounded: rounded)
            }
        case .ellipse(let position, let size):
            return combine([position, size]) { frame in
                ShapeGeometry.ellipse(center: position.value(atFrame: frame), size: size.value(atFrame: frame), reversed: item.reversed)
            }
        case .star(let star):
            if (star.points.keyframes.map(\.value) + [star.points.initialValue]).contains(where: { $0 > Double(ShapeGeometry.maximumStarPoints) }) {
                log.report("stars with more than \(ShapeGeometry.maximumStarPoints) points (drawn with \(ShapeGeometry.maximumStarPoints))", at: item.path + ".pt")
            }
            let scalar = { (a: LottieAnimated<Double>) in a.map { [$0] } }
            let parameters = [
                star.position, scalar(star.rotation), scalar(star.outerRadius), scalar(star.outerRoundness),
                scalar(star.innerRadius), scalar(star.innerRoundness),
            ]
            let make = { (frame: Double) in
                ShapeGeometry.star(
                    isPolygon: star.isPolygon, center: star.position.value(atFrame: frame),
                    points: scalar(star.points).value(atFrame: frame)[0], rotation: scalar(star.rotation).value(atFrame: frame)[0],
                    outerRadius: scalar(star.outerRadius).value(atFrame: frame)[0],
                    outerRoundness: scalar(star.outerRoundness).value(atFrame: frame)[0],
                    innerRadius: scalar(star.innerRadius).value(atFrame: frame)[0],
                    innerRoundness: scalar(star.innerRoundness).value(atFrame: frame)[0], reversed: item.reversed)
            }
            if star.points.isAnimated { return sampled([scalar(star.points)] + parameters, make) }
            return combine(parameters, make)
        default:
            return nil
        }
    }

    /// A value made from parameters (a shape, a matrix's inputs): constant, keyed like the single
    /// animated parameter (or several with the same keyframes and easing), else sampled per
    /// frame — as lottie-ios combines keyframes.
    func combine<Value>(_ parameters: [LottieAnimated<[Double]>], _ make: (Double) -> Value) -> LottieAnimated<Value> {
        let animated = parameters.filter(\.isAnimated)
        guard let driver = animated.first else { return .constant(make(0)) }
        let sameKeys = animated.allSatisfy { other in
            other.keyframes.count == driver.keyframes.count
                && zip(other.keyframes, driver.keyframes).allSatisfy {
                    $0.frame == $1.frame && $0.hold == $1.hold && $0.outEase == $1.outEase && $0.inEase == $1.inEase
                }
        }
        let uniform = animated.allSatisfy { a in
            a.keyframes.allSatisfy { ($0.outEase?.isUniform ?? true) && ($0.inEase?.isUniform ?? true) }
        }
        guard sameKeys, uniform else { return sampled(parameters, make) }
        return .keyframes(driver.keyframes.map { k in
            LottieKeyframe(
                frame: k.frame, value: make(k.frame), hold: k.hold, outEase: k.outEase, inEase: k.inEase, spatialOut: nil,
                spatialIn: nil, path: k.path)
        })
    }

    /// The shape at every whole frame from the first to the last keyframe of any parameter,
    /// linear in between.
    func sampled<Value>(_ parameters: [LottieAnimated<[Double]>], _ make: (Double) -> Value) -> LottieAnimated<Value> {
        let frames = parameters.flatMap { $0.keyframes.map(\.frame) }
        guard let first = frames.min(), let last = frames.max(), last > first else { return .constant(make(frames.min() ?? 0)) }
        let path = parameters.first(where: \.isAnimated)?.keyframes.first?.path ?? ""
        let keys = AnimationBuilder.sampleFrames(from: first, to: last).map { frame in
            LottieKeyframe(frame: frame, value: make(frame), hold: false, outEase: nil, inEase: nil, spatialOut: nil, spatialIn: nil, path: path)
        }
        return .keyframes(keys)
    }
}
