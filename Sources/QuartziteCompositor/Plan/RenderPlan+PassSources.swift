extension RenderPlan {
    /// Why a quad of pass `passIndex` cannot read the output of pass `first` (and of pass
    /// `second`, for a mix) with `filter`, or nil when it can: each must be an earlier pass, a
    /// pass output has no mip levels to sample trilinearly, mixed passes must have one size,
    /// and an empty pass has nothing to sample. Renderers log the reason and skip the quad.
    public func passSourceProblem(_ first: Int, _ second: Int? = nil, filter: TextureFilter, inPass passIndex: Int)
        -> String?
    {
        let earlier = 0..<passIndex
        if !earlier.contains(first) { return "pass \(first) is not an earlier pass of pass \(passIndex)" }
        if let second, !earlier.contains(second) { return "pass \(second) is not an earlier pass of pass \(passIndex)" }
        if filter == .trilinear { return "trilinear sampling of a pass output (passes have no mip levels)" }
        let size = passes[first].size
        if let second, passes[second].size != size { return "mixed passes \(first) and \(second) differ in size" }
        if size.width <= 0 || size.height <= 0 { return "an empty source image" }
        return nil
    }
}
