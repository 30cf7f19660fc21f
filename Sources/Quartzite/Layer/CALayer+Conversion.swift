import Foundation

extension CALayer {
    /// The matrix from this layer's coordinates to its parent's (REFERENCE 7.2): through its
    /// superlayer's `sublayerTransform` when it has a superlayer; a mask maps straight into
    /// the coordinates of the layer it masks; a root into the plane its position is given in.
    /// A geometry-flipped layer's coordinates are upside down in its bounds ("geometry values
    /// for the layer are interpreted using the … flipped coordinate system", Apple's
    /// documentation), as the compositor shows its sublayers and what it draws.
    var matrixToParent: CATransform3D {
        let toSuperlayer = LayerGeometry.matrixToSuperlayer(of: storage, superlayer: superlayerReference?.storage)
        guard storage.isGeometryFlipped else { return toSuperlayer }
        return CATransform3DConcat(CATransform3DMakeAffineTransform(Self.geometryFlip(of: storage.bounds)), toSuperlayer)
    }

    /// The base-class behaviour of ``convert(_:from:)`` (the open method forwards here).
    func baseConvert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        CALayer.convert(p, from: l, to: self)
    }

    /// The base-class behaviour of ``convert(_:to:)`` (the open method forwards here).
    func baseConvert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        CALayer.convert(p, from: self, to: l)
    }

    /// The base-class behaviour of ``convert(_:from:)`` (the open method forwards here).
    func baseConvert(_ r: CGRect, from l: CALayer?) -> CGRect {
        CALayer.convert(r, from: l, to: self)
    }

    /// The base-class behaviour of ``convert(_:to:)`` (the open method forwards here).
    func baseConvert(_ r: CGRect, to l: CALayer?) -> CGRect {
        CALayer.convert(r, from: self, to: l)
    }

    // MARK: Internals

    private static func convert(_ r: CGRect, from source: CALayer?, to destination: CALayer?) -> CGRect {
        let s = r.standardized
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for corner in 0..<4 {
            let p = convert(
                CGPoint(x: corner & 1 == 0 ? s.minX : s.maxX, y: corner & 2 == 0 ? s.minY : s.maxY),
                from: source, to: destination)
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private static func convert(_ p: CGPoint, from source: CALayer?, to destination: CALayer?) -> CGPoint {
        if source === destination { return p }
        let ancestor = commonAncestor(source, destination)
        var point = p
        var layer = source
        while let current = layer, current !== ancestor {
            point = LayerGeometry.flatten(point, through: current.matrixToParent)
            layer = current.parentLayer
        }
        return unflatten(point, from: ancestor, downTo: destination)
    }

    /// Maps `point` from the coordinates of `ancestor` (nil: the root's parent plane) down to
    /// `layer`, outermost level first.
    private static func unflatten(_ point: CGPoint, from ancestor: CALayer?, downTo layer: CALayer?) -> CGPoint {
        guard let layer, layer !== ancestor else { return point }
        let above = unflatten(point, from: ancestor, downTo: layer.parentLayer)
        guard above.x.isFinite, above.y.isFinite,
            let local = LayerGeometry.unflatten(above, through: layer.matrixToParent)
        else { return CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
        return local
    }

    /// The nearest layer that is `a` or an ancestor of `a` and also `b` or an ancestor of `b`;
    /// nil when they are in different trees (or either is nil).
    static func commonAncestor(_ a: CALayer?, _ b: CALayer?) -> CALayer? {
        var candidate = a
        while let current = candidate {
            var other = b
            while let node = other {
                if node === current { return current }
                other = node.parentLayer
            }
            candidate = current.parentLayer
        }
        return nil
    }

    /// The hit test behind ``hitTest(_:)``.
    func performHitTest(_ p: CGPoint) -> CALayer? {
        if storage.isHidden { return nil }
        guard let local = LayerGeometry.unflatten(p, through: matrixToParent) else { return nil }
        let inside = contains(local)
        if storage.masksToBounds && !inside { return nil }
        if let hit = hitTestSublayers(local) { return hit }
        return inside ? self : nil
    }

    /// Tries the sublayers front to back: higher zPosition first, later siblings first among
    /// equals. `p` is in this layer's coordinates.
    private func hitTestSublayers(_ p: CGPoint) -> CALayer? {
        let list = sublayerList
        guard let first = list.first else { return nil }
        if list.allSatisfy({ $0.storage.zPosition == first.storage.zPosition }) {
            for layer in list.reversed() {
                if let hit = layer.hitTest(p) { return hit }
            }
            return nil
        }
        let order = list.indices.sorted { a, b in
            let za = list[a].storage.zPosition, zb = list[b].storage.zPosition
            return za != zb ? za > zb : a > b
        }
        for index in order {
            if let hit = list[index].hitTest(p) { return hit }
        }
        return nil
    }
}
