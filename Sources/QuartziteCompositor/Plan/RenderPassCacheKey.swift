/// Names a render pass whose output a renderer may keep between frames (Chromium caches render
/// passes by id the same way): `id` says which pass it is from frame to frame, `version` which
/// content it holds. A renderer that kept the output of `id` at the same `version` and size
/// reuses it instead of drawing the pass; a new version replaces the kept output. Outputs not
/// used by a frame are dropped after it.
///
/// Whoever builds plans must give each distinct content of a pass its own version (the
/// flattener draws a `shouldRasterize` layer's subtree into such a pass, versioned by its
/// committed snapshot), so reusing is invisible: the pixels are those the quads would draw.
public struct RenderPassCacheKey: Sendable, Hashable {
    /// Which pass this is, from frame to frame.
    public var id: UInt64
    /// Which content it holds; a different version means different pixels.
    public var version: UInt64

    /// Creates a key.
    public init(id: UInt64, version: UInt64) {
        self.id = id
        self.version = version
    }
}
