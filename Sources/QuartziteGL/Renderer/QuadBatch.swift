import QuartziteCompositor

/// A run of consecutive quads of one pass drawn by one instanced draw: same program content
/// and filter, same texture binding, mask (and mask channel) and scissor. Optional shader
/// features are the union of its quads' (a quad without a feature draws the same through a
/// program with it). A quad with a blend mode other than normal is a batch of its own: the
/// pixels under it (`backdrop`) are copied before it is drawn.
struct QuadBatch {
    /// What the batch samples.
    enum Binding: Equatable {
        case none
        case array(GLTextureName)
        case pass(Int)
        /// Two passes: the first on unit 1, the second on unit 3 (a mix).
        case passPair(Int, Int)
    }

    var key: QuadProgramKey
    var binding: Binding
    var maskPass: Int
    var scissor: PixelRect?
    var firstInstance: Int
    var instanceCount: Int
    /// For a blended quad: the pass pixels to copy into the backdrop texture before drawing it
    /// (its bounds, inside the pass and scissor); nil otherwise.
    var backdrop: PixelRect? = nil

    /// Whether a quad with these properties can join the batch.
    func accepts(
        content: QuadProgramKey.Content, filter: QuadProgramKey.Filter, binding: Binding, maskPass: Int,
        maskChannel: MaskChannel, blend: BlendMode, scissor: PixelRect?
    ) -> Bool {
        key.content == content && key.filter == filter && self.binding == binding && self.maskPass == maskPass
            && self.scissor == scissor && key.maskChannel == maskChannel && key.blend == .normal && blend == .normal
    }
}

/// A GL texture object name.
typealias GLTextureName = UInt32
