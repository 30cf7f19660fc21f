extension CATransform3D {
    /// The transform `fraction` of the way from `from` to `to`, by decomposing both
    /// (`DecomposedTransform`), interpolating the parts and recomposing — how Core Animation
    /// animates a whole `transform` (REFERENCE.md 4.3, 11.2). Rotations take the shorter arc,
    /// so identity → rotation(2π) does not move.
    ///
    /// When either endpoint cannot be decomposed (`m44 == 0` or a singular 3×3 block, such as
    /// a scale of 0), the result is discrete, as CSS specifies: `from` for `fraction < 0.5`,
    /// `to` otherwise. Animations evaluated every frame should decompose the endpoints once
    /// and call `DecomposedTransform.interpolated(to:fraction:)` instead.
    public static func interpolate(
        from: CATransform3D, to: CATransform3D, fraction: Double
    ) -> CATransform3D {
        guard let start = DecomposedTransform(from), let end = DecomposedTransform(to) else {
            return fraction < 0.5 ? from : to
        }
        return start.interpolated(to: end, fraction: fraction).transform
    }
}
