/// The texture units the renderer's programs sample, fixed at link time (as Weston names its
/// units): each sampler of `Shaders/` has its own unit, and uploads use one no program reads,
/// so an upload never disturbs a draw's bindings.
enum GLTextureUnit: Int, CaseIterable {
    /// `u_array`: the plan's textures (pages of the texture cache's 2D arrays).
    case planTextures = 0
    /// `u_pass`, and the blur's `u_source`: a pass output read by a quad or blurred.
    case passSource = 1
    /// `u_mask`: the mask pass whose alpha multiplies coverage.
    case mask = 2
    /// `u_pass2`: the second pass of a mix.
    case secondPassSource = 3
    /// `u_weights`: the blur's Gaussian weights.
    case blurWeights = 4
    /// Texture uploads and target creation.
    case upload = 5
    /// `u_backdrop`: the copy of the pass's pixels under a blended quad.
    case backdrop = 6

    /// The `GLint` value a sampler uniform is set to.
    var sampler: Int32 { Int32(rawValue) }
}
