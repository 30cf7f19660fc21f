extension CATransform3D {
    /// Maps the point `(x, y, z)` through the matrix with the row-vector convention
    /// `(x, y, z, 1) · M` and returns the homogeneous result `(x', y', z', w)` without dividing
    /// by w. Coordinates are in the transform's input space; the result is in its output space
    /// once divided by `w`. A `w ≤ 0` means the point is at or behind the eye of a perspective
    /// transform; callers that clip should test it before dividing. Allocation-free.
    @inlinable
    public func mapPoint(x: Double, y: Double, z: Double) -> SIMD4<Double> {
        x * r1 + y * r2 + z * r3 + r4
    }

    /// Maps the point `(point.x, point.y, 0)` through the matrix and returns its x and y
    /// after the perspective divide (`x'/w`, `y'/w`), i.e. where the point lands in the output
    /// plane. The caller handles `w ≤ 0` (see `mapPoint(x:y:z:)`); with `w == 0` the result is
    /// infinite or NaN. Allocation-free.
    @inlinable
    public func projectPoint(_ point: CGPoint) -> CGPoint {
        let h = Double(point.x) * r1 + Double(point.y) * r2 + r4
        let inverseW = 1 / h.w
        return CGPoint(x: h.x * inverseW, y: h.y * inverseW)
    }
}
