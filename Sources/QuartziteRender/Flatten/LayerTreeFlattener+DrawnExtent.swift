import Quartzite

extension LayerTreeFlattener {
    /// The rectangle of the layer's own plane (its bounds' coordinates) that bounds what a
    /// flat layer draws there: its bounds, its contents rectangle, and the extents of its
    /// visible sublayers flattened into its plane — clipped to the bounds when
    /// `masksToBounds`. A `CATransformLayer` context depth-sorts a sublayer by this rectangle,
    /// so a container with empty bounds still sorts by the sublayers it shows. Sublayer
    /// corners behind the eye (w ≤ 0) leave that sublayer out. `flipped`: whether the layer's
    /// contents are flipped (`contentsAreFlipped()`). `levels`: how many levels of the subtree
    /// to enter (the flattener's ``maximumDepth`` less the depth of the layer); `budget`: the
    /// sublayers and replicator instances it may still evaluate (spent as it goes; what lies
    /// beyond either is left out of the extent).
    static func drawnExtent(
        _ node: LayerSnapshot, _ p: LayerProperties, localTime: CFTimeInterval, flipped: Bool, levels: Int,
        budget: inout Int
    ) -> CGRect {
        var extent = p.bounds
        if p.masksToBounds { return extent }
        if let contents = ContentsLayout.image(of: p) {
            let layout = ContentsLayout(
                image: contents.image, contentsScale: contents.scale, properties: p, flipped: flipped)
            if layout.rect.width > 0, layout.rect.height > 0 { extent = extent.union(layout.rect) }
        }
        guard !node.sublayers.isEmpty, levels > 1 else { return extent }
        let space = PlaneMatrix.sublayerSpace(of: p)
        let childFlipped = flipped != p.isGeometryFlipped
        // A replicator's instances: each with its transform and time (see
        // ``drawReplicatorInstances(_:_:_:_:_:)``).
        let replicator = node.isReplicator ? ReplicatorInstances(p) : nil
        let instances = replicator?.count ?? 1
        let delay = replicator?.delay ?? 0
        let step = replicator?.step ?? CATransform3DIdentity
        var accumulated = CATransform3DIdentity
        for i in 0..<instances {
            guard budget > 0 else { break }
            budget -= 1
            if i > 0 { accumulated = CATransform3DConcat(accumulated, step) }
            let time = localTime - Double(i) * delay
            let instanceSpace = i == 0 ? space : CATransform3DConcat(accumulated, space)
            for sublayer in node.sublayers {
                guard budget > 0 else { break }
                budget -= 1
                let sp = sublayer.presentationProperties(atParentTime: time)
                guard !sp.isHidden, sp.opacity > 0 else { continue }
                let child = drawnExtent(
                    sublayer, sp, localTime: sublayer.localTime(fromParentTime: time), flipped: childFlipped,
                    levels: levels - 1, budget: &budget)
                let toPlane = CATransform3DConcat(LayerGeometry.matrixToParentPlane(of: sp), instanceSpace)
                if let projected = PlaneMatrix.projectedBounds(child, toPlane) { extent = extent.union(projected) }
            }
        }
        return extent
    }
}
