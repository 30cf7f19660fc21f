/// What one recorded command paints. Paths are in device pixels (y down, origin top-left of
/// the canvas).
///
/// Not Apple API.
public enum DrawingOperation: Sendable, Hashable {
    /// Fills `path` with the command's colour by `rule`.
    case fill(PathData, rule: CGPathFillRule)
    /// Strokes `path` with the command's colour and `stroke` parameters.
    case stroke(PathData, DrawingStroke)
    /// Draws `image`; `transform` maps image pixel coordinates (row 0 at the top, (0, 0) its
    /// top-left corner) to device pixels. Sampled bilinearly; the image's edges are sharp.
    case image(CGImage, transform: CGAffineTransform)
    /// Tiles the plane inside the clips with `image`: one copy through `transform` (as
    /// ``image(_:transform:)``), repeated every image width and height.
    case tiledImage(CGImage, transform: CGAffineTransform)
    /// Paints only the command's shadow, cast by `path` filled by `rule` in opaque black (the
    /// path itself is not painted): a layer's `shadowPath`.
    case shadowShape(PathData, rule: CGPathFillRule)
    /// Makes the pixels inside `path` (non-zero winding) fully transparent.
    case clear(PathData)
    /// Fills `path` by `rule` with `gradient` (its alpha times the command's).
    case gradientFill(PathData, rule: CGPathFillRule, DrawingGradient)
    /// Strokes `path` with `stroke` parameters, painting it with `gradient`.
    case gradientStroke(PathData, DrawingStroke, DrawingGradient)
    /// Paints `commands` onto a transparent canvas of their own and composites the result as
    /// one image (with the command's alpha, blend mode, shadow and clips): a transparency layer.
    case transparencyLayer([DrawingCommand])
    /// Draws `text` in its runs' colours (their alpha times the command's); `transform` maps
    /// the text's box space (origin top-left, y down) to device pixels. Clipped to the box.
    case text(DrawingText, transform: CGAffineTransform)

    /// Equality: images compare by identity, everything else by value.
    public static func == (lhs: DrawingOperation, rhs: DrawingOperation) -> Bool {
        switch (lhs, rhs) {
        case (.fill(let p, let r), .fill(let q, let s)): return p == q && r == s
        case (.stroke(let p, let a), .stroke(let q, let b)): return p == q && a == b
        case (.image(let i, let t), .image(let j, let u)): return i === j && t == u
        case (.tiledImage(let i, let t), .tiledImage(let j, let u)): return i === j && t == u
        case (.shadowShape(let p, let r), .shadowShape(let q, let s)): return p == q && r == s
        case (.clear(let p), .clear(let q)): return p == q
        case (.gradientFill(let p, let r, let g), .gradientFill(let q, let s, let h)): return p == q && r == s && g == h
        case (.gradientStroke(let p, let a, let g), .gradientStroke(let q, let b, let h)): return p == q && a == b && g == h
        case (.transparencyLayer(let a), .transparencyLayer(let b)): return a == b
        case (.text(let a, let t), .text(let b, let u)): return a == b && t == u
        default: return false
        }
    }

    /// Hashes the case and its values (images by identity).
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .fill(let p, let r): hasher.combine(0); hasher.combine(p); hasher.combine(r)
        case .stroke(let p, let s): hasher.combine(1); hasher.combine(p); hasher.combine(s)
        case .image(let i, let t): hasher.combine(2); hasher.combine(ObjectIdentifier(i)); hasher.combine(t)
        case .clear(let p): hasher.combine(3); hasher.combine(p)
        case .gradientFill(let p, let r, let g): hasher.combine(4); hasher.combine(p); hasher.combine(r); hasher.combine(g)
        case .gradientStroke(let p, let s, let g): hasher.combine(5); hasher.combine(p); hasher.combine(s); hasher.combine(g)
        case .transparencyLayer(let commands): hasher.combine(6); hasher.combine(commands)
        case .text(let text, let t): hasher.combine(7); hasher.combine(text); hasher.combine(t)
        case .tiledImage(let i, let t): hasher.combine(8); hasher.combine(ObjectIdentifier(i)); hasher.combine(t)
        case .shadowShape(let p, let r): hasher.combine(9); hasher.combine(p); hasher.combine(r)
        }
    }
}
