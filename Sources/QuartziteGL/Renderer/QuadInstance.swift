/// The per-instance data of one quad as the quad vertex shader reads it (attributes 0…15, one
/// `vec4` each, in this order); see `Shaders/quad.vert` for the meaning of each field.
struct QuadInstance {
    var forward0 = SIMD4<Float>.zero
    var forward1 = SIMD4<Float>.zero
    var forward2 = SIMD4<Float>.zero
    var inverse0 = SIMD4<Float>.zero
    var inverse1 = SIMD4<Float>.zero
    var inverse2 = SIMD4<Float>.zero
    var rect = SIMD4<Float>.zero
    var uvMap = SIMD4<Float>.zero
    var color = SIMD4<Float>.zero
    var borderColor = SIMD4<Float>.zero
    var shape = SIMD4<Float>.zero
    var flags = SIMD4<Float>.zero
    var uvClamp = SIMD4<Float>.zero
    var extra0 = SIMD4<Float>.zero
    var extra1 = SIMD4<Float>.zero
    /// 1 / the sampled texture's width and height, and trilinear sampling's level-of-detail bias.
    var texScale = SIMD4<Float>.zero

    /// The number of `vec4` attributes.
    static let attributeCount = 16
    /// Bytes per instance.
    static let stride = MemoryLayout<QuadInstance>.stride
}
