import Quartzite

extension LayerTreeFlattener {
    /// Draws a `CAReplicatorLayer`'s sublayers once per instance, back (instance 0) to front:
    /// instance i with `instanceTransform` applied i times about the anchor point (in the
    /// sublayer space, before `sublayerTransform`), its sublayers evaluated at `localTime` −
    /// i × `instanceDelay`, and its colours multiplied by `instanceColor` + i × the offsets
    /// (clamped to 0…1): alpha through the context's opacity, red, green and blue through
    /// ``tint`` (solid colours only). No allocation per instance.
    func drawReplicatorInstances(
        _ node: LayerSnapshot, _ p: LayerProperties, _ layerToPass: CATransform3D, _ localTime: CFTimeInterval,
        _ context: DrawContext
    ) {
        typealias Key = CAReplicatorLayer.Key
        let count = CAReplicatorLayer.count(p.extensionNumber(Key.instanceCount, default: 1))
        guard count > 0 else { return }
        let delay = p.extensionNumber(Key.instanceDelay, default: 0)
        let step = Self.aboutAnchor(p.extensionTransform(Key.instanceTransform, default: CATransform3DIdentity), of: p)
        let color = p.extensionColor(Key.instanceColor, default: nil)
        let base = SIMD4<Double>(
            color.map { Double($0.red) } ?? 1, color.map { Double($0.green) } ?? 1,
            color.map { Double($0.blue) } ?? 1, color.map { Double($0.alpha) } ?? 1)
        let offset = SIMD4<Double>(
            p.extensionNumber(Key.instanceRedOffset, default: 0), p.extensionNumber(Key.instanceGreenOffset, default: 0),
            p.extensionNumber(Key.instanceBlueOffset, default: 0), p.extensionNumber(Key.instanceAlphaOffset, default: 0))
        let space = PlaneMatrix.sublayerSpace(of: p)
        let savedTint = tint
        let savedTinted = isTinted
        defer {
            tint = savedTint
            isTinted = savedTinted
        }
        var accumulated = CATransform3DIdentity
        for i in 0..<count {
            if i > 0 { accumulated = CATransform3DConcat(accumulated, step) }
            var m = base + Double(i) * offset
            m = m.clamped(lowerBound: .zero, upperBound: .one)
            let opacity = context.opacity * Float(m.w)
            guard opacity > 0 else { continue }
            var instance = context
            instance.opacity = opacity
            tint = savedTint * SIMD3<Float>(Float(m.x), Float(m.y), Float(m.z))
            isTinted = tint != SIMD3<Float>(1, 1, 1)
            let time = i == 0 ? localTime : localTime - Double(i) * delay
            drawSublayers(
                node, p, layerToPass, time, instance, space: i == 0 ? space : CATransform3DConcat(accumulated, space))
        }
    }

    /// `m` applied about a layer's anchor point in its bounds (as `sublayerTransform` is).
    static func aboutAnchor(_ m: CATransform3D, of p: LayerProperties) -> CATransform3D {
        if CATransform3DIsIdentity(m) { return m }
        let b = p.bounds
        let cx = b.origin.x + p.anchorPoint.x * b.size.width
        let cy = b.origin.y + p.anchorPoint.y * b.size.height
        return CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(-cx, -cy, 0), m), CATransform3DMakeTranslation(cx, cy, 0))
    }
}
