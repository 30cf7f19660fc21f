/// One clipping path of a recorded command; a command is clipped to the intersection of all
/// of its clips.
///
/// Not Apple API. `path` is in device pixels (y down, origin top-left of the canvas).
public struct DrawingClip: Sendable, Hashable {
    /// The clip area's outline in device pixels.
    public var path: PathData
    /// Which rule decides the inside of `path`.
    public var rule: CGPathFillRule
    /// An image whose coverage also limits painting inside `path` (`clip(to:mask:)`), or nil.
    public var mask: DrawingClipMask?

    /// Creates a clip.
    public init(path: PathData, rule: CGPathFillRule, mask: DrawingClipMask? = nil) {
        self.path = path
        self.rule = rule
        self.mask = mask
    }
}

/// An image a clip takes its coverage from, as `CGContext.clip(to:mask:)` uses one.
///
/// Not Apple API.
public struct DrawingClipMask: Sendable, Hashable {
    /// Where the image's coverage comes from.
    public enum Coverage: Sendable, Hashable {
        /// Its alpha (an image with transparency).
        case alpha
        /// Its luminance, white painting and black not (an opaque image: Core Graphics' gray
        /// masks).
        case luminance
    }

    /// The mask image.
    public var image: CGImage
    /// Image pixel coordinates (row 0 at the top, (0, 0) its top-left corner) → device pixels.
    public var transform: CGAffineTransform
    /// Where the coverage comes from.
    public var coverage: Coverage

    /// Creates a mask.
    public init(image: CGImage, transform: CGAffineTransform, coverage: Coverage) {
        self.image = image
        self.transform = transform
        self.coverage = coverage
    }

    /// Equal images (by identity), transforms and coverage.
    public static func == (lhs: DrawingClipMask, rhs: DrawingClipMask) -> Bool {
        lhs.image === rhs.image && lhs.transform == rhs.transform && lhs.coverage == rhs.coverage
    }

    /// Hashes the image's identity, the transform and the coverage.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(image))
        hasher.combine(transform)
        hasher.combine(coverage)
    }
}
