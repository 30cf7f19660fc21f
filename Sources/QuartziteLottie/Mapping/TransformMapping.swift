import Foundation
import Quartzite

/// The layers that carry one Lottie transform (a layer's `ks` or a group's `tr`), outermost
/// first. Lottie maps a point `q` of the layer to `((q − anchor) · scale · skew · rotation) +
/// position`; each factor gets its own zero-size layer (anchor point (0, 0)) so that every
/// animation drives one plain key path and scale may pass through 0:
///
/// ```
///  outer   position (or position.x / position.y), transform = rotation (valueFunction rotateZ)
///  skew    transform = skew (only when the transform has one)
///  inner   transform = scale (valueFunction scale, or scaleX and scaleY layers when the two
///          axes ease differently), bounds.origin = anchor  ← content and opacity go here
/// ```
struct TransformLayers {
    let outer: CALayer
    let inner: CALayer
}

extension LayerBuilder {
    func makeTransformLayers(_ t: LottieTransformModel, timeMap: TimeMap, autoOrient: Bool, name: String?) -> TransformLayers {
        let outer = makeContainer(name: name.map { "\($0) (position, rotation)" })
        // Position.
        switch t.position {
        case .combined(let p):
            let initial = p.initialValue
            outer.position = CGPoint(x: initial.count > 0 ? initial[0] : 0, y: initial.count > 1 ? initial[1] : 0)
            addPositionAnimation(p, to: outer, timeMap: timeMap, autoOrient: autoOrient)
        case .split(let x, let y):
            outer.position = CGPoint(x: x.initialValue, y: y.initialValue)
            animations.add(x, to: outer, keyPath: "position.x", timeMap: timeMap) { $0 }
            animations.add(y, to: outer, keyPath: "position.y", timeMap: timeMap) { $0 }
            if autoOrient { log.report("auto-orient with split position", at: t.path + ".p") }
        }
        // Rotation (degrees, clockwise on screen = positive z rotation with y down).
        let radians = { (degrees: Double) in degrees * .pi / 180 }
        outer.transform = CATransform3DMakeRotation(radians(t.rotation.initialValue), 0, 0, 1)
        animations.add(t.rotation, to: outer, keyPath: "transform", timeMap: timeMap, valueFunction: .rotateZ) {
            radians($0)
        }
        var last = outer
        // Skew: about the axis at `sa` degrees, by `sk` degrees.
        if t.skew.isAnimated || t.skew.initialValue != 0 {
            if t.skew.isAnimated || t.skewAxis.isAnimated { log.report("animated skew (the first value is used)", at: t.path + ".sk") }
            let skewLayer = makeContainer(name: name.map { "\($0) (skew)" })
            skewLayer.transform = Self.skewTransform(skew: t.skew.initialValue, axis: t.skewAxis.initialValue)
            last.addSublayer(skewLayer)
            last = skewLayer
        }
        // Scale (percent) and anchor.
        let scale = t.scale
        let uniformEasing = scale.keyframes.allSatisfy { ($0.outEase?.isUniform ?? true) && ($0.inEase?.isUniform ?? true) }
        let scaleValue = { (v: [Double]) -> [Double] in
            [(v.count > 0 ? v[0] : 100) / 100, (v.count > 1 ? v[1] : v.first ?? 100) / 100, 1]
        }
        let initialScale = scaleValue(scale.initialValue)
        let inner: CALayer
        if uniformEasing {
            inner = makeContainer(name: name.map { "\($0) (scale, anchor)" })
            inner.transform = CATransform3DMakeScale(initialScale[0], initialScale[1], 1)
            animations.add(scale, to: inner, keyPath: "transform", timeMap: timeMap, valueFunction: .scale) {
                scaleValue($0).map { NSNumber(value: $0) }
            }
            last.addSublayer(inner)
        } else {
            let scaleX = makeContainer(name: name.map { "\($0) (scale x)" })
            scaleX.transform = CATransform3DMakeScale(initialScale[0], 1, 1)
            animations.add(scale, to: scaleX, keyPath: "transform", timeMap: timeMap, dimension: 0, valueFunction: .scaleX) {
                scaleValue($0)[0]
            }
            inner = makeContainer(name: name.map { "\($0) (scale y, anchor)" })
            inner.transform = CATransform3DMakeScale(1, initialScale[1], 1)
            animations.add(scale, to: inner, keyPath: "transform", timeMap: timeMap, dimension: 1, valueFunction: .scaleY) {
                scaleValue($0)[1]
            }
            last.addSublayer(scaleX)
            scaleX.addSublayer(inner)
        }
        let anchor = t.anchor.initialValue
        inner.bounds = CGRect(x: anchor.count > 0 ? anchor[0] : 0, y: anchor.count > 1 ? anchor[1] : 0, width: 0, height: 0)
        addPointAnimation(t.anchor, to: inner, keyPath: "bounds.origin", timeMap: timeMap)
        return TransformLayers(outer: outer, inner: inner)
    }

    /// Lottie's skew as lottie-ios draws it (`CATransform3D.makeSkew(−sk, sa)`): rotate by
    /// −axis, shear x by tan(−skew), rotate back by the axis (row vectors, applied in that
    /// order). lottie-web turns the other way about the axis; the two agree when the axis is
    /// 0° or 90°.
    static func skewTransform(skew: Double, axis: Double) -> CATransform3D {
        let a = axis * .pi / 180, k = tan(-skew * .pi / 180)
        let rotate = CGAffineTransform(rotationAngle: -a)
        let shear = CGAffineTransform(a: 1, b: 0, c: k, d: 1, tx: 0, ty: 0)
        let affine = rotate.concatenating(shear).concatenating(rotate.inverted())
        return CATransform3DMakeAffineTransform(affine)
    }

    /// A position animation: along the spatial Bézier path when the keyframes have tangents,
    /// else as values (split into x and y when they ease differently).
    func addPositionAnimation(_ p: LottieAnimated<[Double]>, to layer: CALayer, timeMap: TimeMap, autoOrient: Bool) {
        guard p.isAnimated else { return }
        let keys = p.keyframes
        let point = { (v: [Double]) in CGPoint(x: v.count > 0 ? v[0] : 0, y: v.count > 1 ? v[1] : 0) }
        if timeMap.remap != nil {
            if autoOrient { log.report("auto-orient below a time remap", at: keys[0].path) }
            animations.add(sampling: { p.spatialValue(atFrame: $0) }, to: layer, keyPath: "position", timeMap: timeMap, convert: point)
            return
        }
        let hasTangents = keys.dropLast().contains { k in
            (k.spatialOut ?? []).contains { $0 != 0 } || (k.spatialIn ?? []).contains { $0 != 0 }
        }
        let uniform = keys.allSatisfy { ($0.outEase?.isUniform ?? true) && ($0.inEase?.isUniform ?? true) }
        if hasTangents || autoOrient {
            if !uniform { log.report("a spatial position whose axes ease differently (eased as x)", at: keys[0].path) }
            let tangentPoint = { (v: [Double]?) in CGPoint(x: v.map { $0.count > 0 ? $0[0] : 0 } ?? 0, y: v.map { $0.count > 1 ? $0[1] : 0 } ?? 0) }
            animations.addPath(
                keys: keys.map {
                    AnimationBuilder.Key(
                        frame: timeMap.rootFrame($0.frame), value: point($0.value), hold: $0.hold,
                        timing: CubicBezierEasing(out: $0.outEase, in: $0.inEase, dimension: 0))
                },
                points: keys.map { point($0.value) },
                tangents: keys.map { (tangentPoint($0.spatialOut), tangentPoint($0.spatialIn)) }, to: layer,
                keyPath: "position", autoOrient: autoOrient)
        } else {
            addPointAnimation(p, to: layer, keyPath: "position", timeMap: timeMap)
        }
    }

    /// A point animation (`position`, `bounds.origin`): one animation when both axes ease
    /// alike, else one per axis (`.x`/`.y` sub-keys).
    func addPointAnimation(_ p: LottieAnimated<[Double]>, to layer: CALayer, keyPath: String, timeMap: TimeMap) {
        guard p.isAnimated else { return }
        let uniform = p.keyframes.allSatisfy { ($0.outEase?.isUniform ?? true) && ($0.inEase?.isUniform ?? true) }
        if uniform {
            animations.add(p, to: layer, keyPath: keyPath, timeMap: timeMap) {
                CGPoint(x: $0.count > 0 ? $0[0] : 0, y: $0.count > 1 ? $0[1] : 0)
            }
        } else {
            animations.add(p, to: layer, keyPath: keyPath + ".x", timeMap: timeMap, dimension: 0) { $0.count > 0 ? $0[0] : 0 }
            animations.add(p, to: layer, keyPath: keyPath + ".y", timeMap: timeMap, dimension: 1) { $0.count > 1 ? $0[1] : 0 }
        }
    }
}
