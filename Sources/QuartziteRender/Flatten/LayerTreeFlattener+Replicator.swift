import Quartzite

extension LayerTreeFlattener {
    /// Draws a `CAReplicatorLayer`'s sublayers once per instance, back (instance 0) to front:
    /// instance i with `instanceTransform` applied i times about the centre of the bounds (in
    /// the sublayer space, before `sublayerTransform`), its sublayers evaluated at `localTime` −
    /// i × `instanceDelay`, and its colours multiplied by `instanceColor` + i × the offsets
    /// (clamped to 0…1): alpha through the context's opacity, red, green and blue through
    /// ``tint``. No allocation per instance.
    func drawReplicatorInstances(
        _ node: LayerSnapshot, _ p: LayerProperties, _ layerToPass: CATransform3D, _ localTime: CFTimeInterval,
        _ context: DrawContext
    ) {
        let space = PlaneMatrix.sublayerSpace(of: p)
        forEachReplicatorInstance(p, localTime, opacity: context.opacity) { i, accumulated, time, opacity in
            var instance = context
            instance.opacity = opacity
            drawSublayers(
                node, p, layerToPass, time, instance, space: i == 0 ? space : CATransform3DConcat(accumulated, space))
        }
    }

    /// Calls `body` for each instance of the replicator with presentation values `p` that can
    /// show, back to front, with its index, its accumulated `instanceTransform`, its time
    /// (`localTime` − i × `instanceDelay`) and its opacity (`opacity` × its alpha multiplier),
    /// the flattener's ``tint`` set to its colour multiplier meanwhile (restored after).
    func forEachReplicatorInstance(
        _ p: LayerProperties, _ localTime: CFTimeInterval, opacity: Float,
        _ body: (Int, CATransform3D, CFTimeInterval, Float) -> Void
    ) {
        let instances = ReplicatorInstances(p)
        guard instances.count > 0 else { return }
        let savedTint = tint
        let savedTinted = isTinted
        defer {
            tint = savedTint
            isTinted = savedTinted
        }
        var accumulated = CATransform3DIdentity
        for i in 0..<instances.count {
            // Each instance counts as a visit, so a huge count ends even where no copy is drawn.
            guard visitsLeft > 0 else { return skipBeyondLimits() }
            visitsLeft -= 1
            if i > 0 { accumulated = CATransform3DConcat(accumulated, instances.step) }
            let m = instances.multiplier(i)
            let instanceOpacity = opacity * Float(m.w)
            guard instanceOpacity > 0 else { continue }
            tint = savedTint * SIMD3<Float>(Float(m.x), Float(m.y), Float(m.z))
            isTinted = tint != SIMD3<Float>(1, 1, 1)
            body(i, accumulated, i == 0 ? localTime : localTime - Double(i) * instances.delay, instanceOpacity)
        }
    }
}

/// A `CAReplicatorLayer`'s instances as its presentation values describe them: how many, the
/// delay and transform step between two, and each one's colour multiplier.
struct ReplicatorInstances {
    /// Instances drawn (`instanceCount` rounded down; 0 for none).
    let count: Int
    /// Seconds between two instances' times.
    let delay: Double
    /// `instanceTransform` about the centre of the bounds: instance i gets it i times.
    let step: CATransform3D
    private let base: SIMD4<Double>
    private let offset: SIMD4<Double>

    /// The instances of a replicator with presentation values `p`.
    init(_ p: LayerProperties) {
        typealias Key = CAReplicatorLayer.Key
        count = CAReplicatorLayer.count(p.extensionNumber(Key.instanceCount, default: 1))
        delay = p.extensionNumber(Key.instanceDelay, default: 0)
        step = LayerGeometry.aboutCentre(p.extensionTransform(Key.instanceTransform, default: CATransform3DIdentity), of: p)
        let color = p.extensionColor(Key.instanceColor, default: nil)
        base = SIMD4(
            color.map { Double($0.red) } ?? 1, color.map { Double($0.green) } ?? 1,
            color.map { Double($0.blue) } ?? 1, color.map { Double($0.alpha) } ?? 1)
        offset = SIMD4(
            p.extensionNumber(Key.instanceRedOffset, default: 0), p.extensionNumber(Key.instanceGreenOffset, default: 0),
            p.extensionNumber(Key.instanceBlueOffset, default: 0), p.extensionNumber(Key.instanceAlphaOffset, default: 0))
    }

    /// Instance i's colour multiplier (red, green, blue, alpha): `instanceColor` + i × the
    /// offsets, clamped to 0…1.
    func multiplier(_ i: Int) -> SIMD4<Double> {
        (base + Double(i) * offset).clamped(lowerBound: .zero, upperBound: .one)
    }
}
