import Foundation
import Quartzite

/// The layers that carry one Lottie transform (a layer's `ks` or a group's `tr`), outermost
/// first. Lottie maps a point `q` of the layer to `((q − anchor) · scale · skew · rotation) +
/// position`; each factor that animates gets its own zero-size layer (anchor point (0, 0)) so
/// that every animation drives one plain key path and scale may pass through 0:
///
/// ```
///  outer   position (or position.x / position.y), transform = rotation (valueFunction rotateZ)
///  skew    transform = skew (only when the transform has one)
///  inner   transform = scale (valueFunction scale, or scaleX and scaleY layers when the two
///          axes ease differently), bounds.origin = anchor  ← content and opacity go here
/// ```
///
/// Factors that cannot change share a layer (`outer` and `inner` may be one layer): still
/// rotation and scale (no skew, no auto-orient) are one layer with transform = scale ·
/// rotation, the position and anchor on it; a still zero rotation puts the position on the
/// first scale layer; a still unit scale puts the anchor on the outer layer.
struct TransformLayers {
    let outer: CALayer
    let inner: CALayer
}

extension LayerBuilder {
    func makeTransformLayers(_ t: LottieTransformModel, timeMap: TimeMap, autoOrient: Bool, name: String?) -> TransformLayers {
        let skews = t.skew.isAnimated || t.skew.initialValue != 0
        let scale = t.scale
        let scaleValue = { (v: [Double]) -> [Double] in
            [(v.count > 0 ? v[0] : 100) / 100, (v.count > 1 ? v[1] : v.first ?? 100) / 100, 1]
        }
        let initialScale = scaleValue(scale.initialValue)
        let radians = { (degrees: Double) in degrees * .pi / 180 }
        let initialRotation = CATransform3DMakeRotation(radians(t.rotation.initialValue), 0, 0, 1)
        // Fewer layers where a factor cannot change (a tree's size is what every frame visits):
        // still rotation and scale make one layer whose transform is their product; a still
        // zero rotation lets the position move onto the scale layer; a still unit scale lets
        // the anchor move onto the position layer. The same matrices.
        if !skews, !autoOrient, !t.rotation.isAnimated, !scale.isAnimated {
            let layer = makeContainer(name: name.map { "\($0) (position, rotation, scale, anchor)" })
            addPosition(t, to: layer, timeMap: timeMap, autoOrient: false)
            layer.transform = CATransform3DConcat(
                CATransform3DMakeScale(initialScale[0], initialScale[1], 1), initialRotation)
            addAnchor(t, to: layer, timeMap: timeMap)
            return TransformLayers(outer: layer, inner: layer)
        }
        let positionOnScale = !skews && !autoOrient && !t.rotation.isAnimated && t.rotation.initialValue == 0
        let anchorOnOuter = !positionOnScale && !skews && !scale.isAnimated && initialScale[0] == 1 && initialScale[1] == 1
        var outer: CALayer?
        var last: CALayer?
        if !positionOnScale {
            let factors = anchorOnOuter ? "position, rotation, scale, anchor" : "position, rotation"
            let layer = makeContainer(name: name.map { "\($0) (\(factors))" })
            addPosition(t, to: layer, timeMap: timeMap, autoOrient: autoOrient)
            // Rotation (degrees, clockwise on screen = positive z rotation with y down).
            layer.transform = initialRotation
            animations.add(t.rotation, to: layer, keyPath: "transform", timeMap: timeMap, valueFunction: .rotateZ) {
                radians($0)
            }
            outer = layer
            last = layer
        }
        // Skew: about the axis at `sa` degrees, by `sk` degrees.
        if skews {
            let skewLayer = makeContainer(name: name.map { "\($0) (skew)" })
            skewLayer.transform = Self.skewTransform(skew: t.skew.initialValue, axis: t.skewAxis.initialValue)
            addSkewAnimation(t, to: skewLayer, timeMap: timeMap)
            last?.addSublayer(skewLayer)
            last = skewLayer
        }
        if anchorOnOuter, let outer {
            addAnchor(t, to: outer, timeMap: timeMap)
            return TransformLayers(outer: outer, inner: outer)
        }
        // Scale (percent) and anchor.
        let uniformEasing = scale.keyframes.allSatisfy { ($0.outEase?.isUniform ?? true) && ($0.inEase?.isUniform ?? true) }
        let inner: CALayer
        let first: CALayer
        // The first scale layer carries the position too when there is no rotation layer.
        let moved = positionOnScale ? "position, " : ""
        if uniformEasing {
            inner = makeContainer(name: name.map { "\($0) (\(moved)scale, anchor)" })
            inner.transform = CATransform3DMakeScale(initialScale[0], initialScale[1], 1)
            animations.add(scale, to: inner, keyPath: "transform", timeMap: timeMap, valueFunction: .scale) {
                scaleValue($0).map { NSNumber(value: $0) }
            }
            first = inner
        } else {
            let scaleX = makeContainer(name: name.map { "\($0) (\(moved)scale x)" })
            scaleX.transform = CATransform3DMakeScale(initialScale[0], 1, 1)
            animations.add(scale, to: scaleX, keyPath: "transform", timeMap: timeMap, dimension: 0, valueFunction: .scaleX) {
                scaleValue($0)[0]
            }
            inner = makeContainer(name: name.map { "\($0) (scale y, anchor)" })
            inner.transform = CATransform3DMakeScale(1, initialScale[1], 1)
            animations.add(scale, to: inner, keyPath: "transform", timeMap: timeMap, dimension: 1, valueFunction: .scaleY) {
                scaleValue($0)[1]
            }
            scaleX.addSublayer(inner)
            first = scaleX
        }
        if positionOnScale { addPosition(t, to: first, timeMap: timeMap, autoOrient: false) }
        last?.addSublayer(first)
        addAnchor(t, to: inner, timeMap: timeMap)
        return TransformLayers(outer: outer ?? first, inner: inner)
    }

    /// Whether a group's transform `t` does nothing, now or ever: still, at the origin, unscaled,
    /// unturned, unskewed, opaque (its group then needs no layer of its own).
    static func isStillIdentity(_ t: LottieTransformModel) -> Bool {
        func still(_ a: LottieAnimated<Double>, _ value: Double) -> Bool { !a.isAnimated && a.initialValue == value }
        func still(_ a: LottieAnimated<[Double]>, _ value: Double) -> Bool {
            !a.isAnimated && a.initialValue.prefix(2).allSatisfy { $0 == value }
        }
        let position: Bool
        switch t.position {
        case .combined(let p): position = still(p, 0)
        case .split(let x, let y): position = still(x, 0) && still(y, 0)
        }
        return position && still(t.anchor, 0) && still(t.scale, 100) && still(t.rotation, 0) && still(t.skew, 0)
            && still(t.opacity, 100)
    }

    /// Sets `layer`'s position to the transform's and adds its animation.
    private func addPosition(_ t: LottieTransformModel, to layer: CALayer, timeMap: TimeMap, autoOrient: Bool) {
        switch t.position {
        case .combined(let p):
            let initial = p.initialValue
            layer.position = CGPoint(x: initial.count > 0 ? initial[0] : 0, y: initial.count > 1 ? initial[1] : 0)
            addPositionAnimation(p, to: layer, timeMap: timeMap, autoOrient: autoOrient)
        case .split(let x, let y):
            layer.position = CGPoint(x: x.initialValue, y: y.initialValue)
            animations.add(x, to: layer, keyPath: "position.x", timeMap: timeMap) { $0 }
            animations.add(y, to: layer, keyPath: "position.y", timeMap: timeMap) { $0 }
            if autoOrient { log.report("auto-orient with split position", at: t.path + ".p") }
        }
    }

    /// Puts the transform's anchor at `layer`'s origin (`bounds.origin`, a zero-size layer
    /// anchored at (0, 0)) and adds its animation.
    private func addAnchor(_ t: LottieTransformModel, to layer: CALayer, timeMap: TimeMap) {
        let anchor = t.anchor.initialValue
        layer.bounds = CGRect(x: anchor.count > 0 ? anchor[0] : 0, y: anchor.count > 1 ? anchor[1] : 0, width: 0, height: 0)
        addPointAnimation(t.anchor, to: layer, keyPath: "bounds.origin", timeMap: timeMap)
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

    /// Animates the `transform` of `layer`, `t`'s skew layer, when the skew or its axis is
    /// keyframed: the skew matrix of the skew and axis of the moment at every frame, as After
    /// Effects draws them. lottie-ios keys its combined transform at the keyframes and lets
    /// Core Animation interpolate the matrices, which is not the skew in between (an axis
    /// turning from 0° to 360° gives equal matrices at both ends, so nothing moves:
    /// lottie-android's StarSkew test), so Quartzite samples instead.
    func addSkewAnimation(_ t: LottieTransformModel, to layer: CALayer, timeMap: TimeMap) {
        let skew = t.skew, axis = t.skewAxis
        let inputs = sampled([skew.map { [$0] }, axis.map { [$0] }]) { [skew.value(atFrame: $0), axis.value(atFrame: $0)] }
        animations.add(inputs, to: layer, keyPath: "transform", timeMap: timeMap) {
            Self.skewTransform(skew: $0[0], axis: $0[1])
        }
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
