import Foundation

extension DocumentReader {
    /// A camera layer's zoom (`pe`) and point of interest (`ks.a`, two-node cameras). A camera
    /// without a positive zoom is reported and not used.
    func camera(_ node: JSONNode) throws(LottieError) -> LottieCamera? {
        let values = AnimatedValueReader(log: log)
        guard let pe = try node.optional("pe") else {
            log.report("a camera without a zoom (pe; not used)", at: node.path("pe"))
            return nil
        }
        let zoom = try values.scalar(pe)
        let zooms = zoom.isAnimated ? zoom.keyframes.map(\.value) : [zoom.initialValue]
        guard zooms.allSatisfy({ $0 > 0 && $0.isFinite }) else {
            log.report("a camera zoom that is not positive (the camera is not used)", at: pe.path)
            return nil
        }
        let ks = try node.optional("ks")
        let pointOfInterest = try ks?.optional("a").map(values.vector)
        return LottieCamera(zoom: zoom, pointOfInterest: pointOfInterest)
    }

    /// Reports the 3D values of a 2D layer's transform (z of position or anchor, X and Y
    /// rotation, orientation), which After Effects ignores on 2D layers too.
    func report3DValues(of t: LottieTransformModel) {
        let nonZero = { (a: LottieAnimated<Double>) in
            a.isAnimated ? a.keyframes.contains { $0.value != 0 } : a.initialValue != 0
        }
        let nonZeroZ = { (a: LottieAnimated<[Double]>) in
            (a.isAnimated ? a.keyframes.map(\.value) : [a.initialValue]).contains { $0.count > 2 && $0[2] != 0 }
        }
        let nonZeroAny = { (a: LottieAnimated<[Double]>) in
            (a.isAnimated ? a.keyframes.map(\.value) : [a.initialValue]).contains { $0.contains { $0 != 0 } }
        }
        var keys: [String] = []
        switch t.position {
        case .combined(let p): if nonZeroZ(p) { keys.append("p") }
        case .split: if nonZero(t.positionZ) { keys.append("p.z") }
        }
        if nonZeroZ(t.anchor) { keys.append("a") }
        if nonZero(t.rotationX) { keys.append("rx") }
        if nonZero(t.rotationY) { keys.append("ry") }
        if nonZeroAny(t.orientation) { keys.append("or") }
        for key in keys { log.report("3D values on a 2D layer (ignored, as After Effects does)", at: t.path + "." + key) }
    }
}
