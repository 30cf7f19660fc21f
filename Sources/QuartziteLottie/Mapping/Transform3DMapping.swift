import Foundation
import Quartzite

extension LayerBuilder {
    /// The layers that carry a 3D layer's transform (``Transform3DMatrix/layer(_:atFrame:)``),
    /// outermost first, each driving plain key paths so that every value keeps its own
    /// keyframes and easing:
    ///
    /// ```
    ///  outer   position (x, y), zPosition = −z, transform = orientation (a matrix; animated
    ///          orientations slerp, as After Effects' and lottie-web's do)
    ///  x       transform = rotation about x by −rx (valueFunction rotateX)   ┐ only when the
    ///  y       transform = rotation about y by −ry (valueFunction rotateY)   ┘ rotation is used
    ///  z       transform = rotation about z by rz (valueFunction rotateZ)
    ///  skew    transform = skew (only when the transform has one)
    ///  inner   transform = scale x, y, z (valueFunction scale, or one layer per axis when the
    ///          axes ease differently), bounds.origin = anchor x, y, anchorPointZ = −anchor z
    /// ```
    ///
    /// With `shared` the layers are `CATransformLayer`s: the layer and its children stay in the
    /// 3D space of their composition (a 3D layer's own chain and its parents'); without, plain
    /// layers, which flatten what they hold (a 2D layer's 3D parents).
    func make3DTransformLayers(_ t: LottieTransformModel, timeMap: TimeMap, autoOrient: Bool, name: String?, shared: Bool) -> TransformLayers {
        let make = { (role: String) -> CALayer in
            let layer = shared ? CATransformLayer() : CALayer()
            layer.name = name.map { "\($0) (\(role))" }
            layer.anchorPoint = .zero
            layer.bounds = .zero
            layer.position = .zero
            return layer
        }
        let outer = make("position, orientation")
        addPosition3D(t, to: outer, timeMap: timeMap, autoOrient: autoOrient)
        outer.transform = Transform3DMatrix.orientation(t.orientation.initialValue)
        if t.orientation.isAnimated {
            if t.orientation.keyframes.contains(where: { !($0.outEase?.isUniform ?? true) || !($0.inEase?.isUniform ?? true) }) {
                log.report("an orientation whose axes ease differently (eased as x)", at: t.path + ".or")
            }
            animations.add(t.orientation, to: outer, keyPath: "transform", timeMap: timeMap) { Transform3DMatrix.orientation($0) }
        }
        var last = outer
        let radians = Transform3DMatrix.radians
        let rotations: [(LottieAnimated<Double>, String, CAValueFunctionName, Double, (Double) -> CATransform3D)] = [
            (t.rotationX, "x rotation", .rotateX, -1, { CATransform3DMakeRotation(radians(-$0), 1, 0, 0) }),
            (t.rotationY, "y rotation", .rotateY, -1, { CATransform3DMakeRotation(radians(-$0), 0, 1, 0) }),
            (t.rotation, "z rotation", .rotateZ, 1, { CATransform3DMakeRotation(radians($0), 0, 0, 1) }),
        ]
        for (value, role, function, sign, matrix) in rotations {
            if function != .rotateZ && !value.isAnimated && value.initialValue == 0 { continue }
            let layer = make(role)
            layer.transform = matrix(value.initialValue)
            animations.add(value, to: layer, keyPath: "transform", timeMap: timeMap, valueFunction: function) { sign * radians($0) }
            last.addSublayer(layer)
            last = layer
        }
        if t.skew.isAnimated || t.skew.initialValue != 0 {
            let skewLayer = make("skew")
            skewLayer.transform = Self.skewTransform(skew: t.skew.initialValue, axis: t.skewAxis.initialValue)
            addSkewAnimation(t, to: skewLayer, timeMap: timeMap)
            last.addSublayer(skewLayer)
            last = skewLayer
        }
        let inner = addScale3D(t.scale, below: last, make: make, timeMap: timeMap)
        let anchor = Transform3DMatrix.point(t.anchor.initialValue)
        inner.bounds = CGRect(x: anchor.x, y: anchor.y, width: 0, height: 0)
        inner.anchorPointZ = anchor.z
        addPointAnimation(t.anchor, to: inner, keyPath: "bounds.origin", timeMap: timeMap)
        addZAnimation(t.anchor, to: inner, keyPath: "anchorPointZ", timeMap: timeMap)
        return TransformLayers(outer: outer, inner: inner)
    }

    /// A plain layer inside a 3D layer's inner transform layer: the plane its content, opacity
    /// and masks are drawn on.
    func makePlane(in inner: CALayer, name: String?) -> CALayer {
        let plane = makeContainer(name: name.map { "\($0) (plane)" })
        inner.addSublayer(plane)
        return plane
    }

    /// Position x and y as a 2D layer's (spatial paths, split axes), z as `zPosition` (its own
    /// easing: the third dimension's).
    private func addPosition3D(_ t: LottieTransformModel, to outer: CALayer, timeMap: TimeMap, autoOrient: Bool) {
        switch t.position {
        case .combined(let p):
            let initial = Transform3DMatrix.point(p.initialValue)
            outer.position = CGPoint(x: initial.x, y: initial.y)
            outer.zPosition = initial.z
            addPositionAnimation(p, to: outer, timeMap: timeMap, autoOrient: autoOrient)
            addZAnimation(p, to: outer, keyPath: "zPosition", timeMap: timeMap)
            let z = { (tangent: [Double]?) -> Double in
                guard let tangent, tangent.count > 2 else { return 0 }
                return tangent[2]
            }
            let curvedZ = p.keyframes.dropLast().contains { z($0.spatialOut) != 0 || z($0.spatialIn) != 0 }
            if curvedZ { log.report("spatial tangents in z (z moves straight)", at: t.path + ".p") }
        case .split(let x, let y):
            outer.position = CGPoint(x: x.initialValue, y: y.initialValue)
            outer.zPosition = -t.positionZ.initialValue
            animations.add(x, to: outer, keyPath: "position.x", timeMap: timeMap) { $0 }
            animations.add(y, to: outer, keyPath: "position.y", timeMap: timeMap) { $0 }
            animations.add(t.positionZ, to: outer, keyPath: "zPosition", timeMap: timeMap) { -$0 }
            if autoOrient { log.report("auto-orient with split position", at: t.path + ".p") }
        }
    }

    /// Animates `keyPath` with the negated z (third value) of `value`, eased as its third
    /// dimension, when z changes.
    private func addZAnimation(_ value: LottieAnimated<[Double]>, to layer: CALayer, keyPath: String, timeMap: TimeMap) {
        let z = { (v: [Double]) in v.count > 2 ? v[2] : 0 }
        guard value.isAnimated, Set(value.keyframes.map { z($0.value) }).count > 1 else { return }
        animations.add(value, to: layer, keyPath: keyPath, timeMap: timeMap, dimension: 2) { -z($0) }
    }

    /// Scale x, y and z (percent) below `last`: one layer (valueFunction scale) when the axes
    /// ease alike, else one per axis; returns the innermost.
    private func addScale3D(_ scale: LottieAnimated<[Double]>, below last: CALayer, make: (String) -> CALayer, timeMap: TimeMap) -> CALayer {
        let value = { (v: [Double]) -> [Double] in
            [(v.count > 0 ? v[0] : 100) / 100, (v.count > 1 ? v[1] : v.first ?? 100) / 100, (v.count > 2 ? v[2] : 100) / 100]
        }
        let initial = value(scale.initialValue)
        let uniform = scale.keyframes.allSatisfy { ($0.outEase?.isUniform ?? true) && ($0.inEase?.isUniform ?? true) }
        if uniform {
            let inner = make("scale, anchor")
            inner.transform = CATransform3DMakeScale(initial[0], initial[1], initial[2])
            animations.add(scale, to: inner, keyPath: "transform", timeMap: timeMap, valueFunction: .scale) {
                value($0).map { NSNumber(value: $0) }
            }
            last.addSublayer(inner)
            return inner
        }
        var parent = last
        let axes: [(String, CAValueFunctionName)] = [("scale x", .scaleX), ("scale y", .scaleY), ("scale z, anchor", .scaleZ)]
        for (axis, (role, function)) in axes.enumerated() {
            let layer = make(role)
            var factors = [1.0, 1.0, 1.0]
            factors[axis] = initial[axis]
            layer.transform = CATransform3DMakeScale(factors[0], factors[1], factors[2])
            animations.add(scale, to: layer, keyPath: "transform", timeMap: timeMap, dimension: axis, valueFunction: function) {
                value($0)[axis]
            }
            parent.addSublayer(layer)
            parent = layer
        }
        return parent
    }
}
