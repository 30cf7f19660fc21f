import QuartzGeometry

/// A quad of a render plan after `RenderDriver` has checked and clamped it: what a
/// `RendererBackend` draws. Every reference is valid and every number is usable, so backends
/// draw without checking again.
///
/// - `rect` is standardized, finite and has a positive area; the shared state's transform is
///   invertible on the z = 0 plane (`inverse` holds it and its inverse).
/// - `alpha` is the quad's opacity times its shared state's, each clamped to 0…1 (NaN as 0),
///   and is greater than 0.
/// - `scissor`, when set, lies inside the pass and is not empty; nil means the whole pass.
/// - `maskPass` is an earlier pass; texture indices are in the plan's texture table and name
///   non-empty images; pass sources are earlier, non-empty passes (mixed passes of one size,
///   never sampled trilinearly); a mix's progress is clamped to 0…1 (NaN as 0); drawing
///   indices are in the plan's drawing table, under a whole-pixel translation.
/// - `cornerRadius` is finite and ≥ 0; `borderWidth` is finite and > 0, or 0 for none.
package struct ValidatedQuad {
    /// The quad's index in `RenderPlan.quads`.
    package var index: Int
    /// The quad in layer units.
    package var rect: CGRect
    /// The source rectangle of textured content, in the source's pixels (see `DrawQuad.uvRect`).
    package var uvRect: CGRect
    /// Layer space to pass pixels (`SharedQuadState.transform`) on the z = 0 plane, forward
    /// (`a1`, `a2`, `a3`) and inverse (`h1`, `h2`, `h3`).
    package var inverse: InverseHomography
    /// Quad opacity × shared opacity, in (0, 1].
    package var alpha: Float
    /// The anti-aliased edges, after the renderer's `AntialiasingPolicy`.
    package var edgeAntialiasing: EdgeAntialiasing
    /// Only pixels inside this rectangle are touched; nil for the whole pass.
    package var scissor: PixelRect?
    /// The earlier pass whose alpha (or other `maskChannel`) multiplies coverage, or nil.
    package var maskPass: Int?
    /// Which value of the mask pass's pixel multiplies coverage (`.alpha` without a mask).
    package var maskChannel: MaskChannel
    /// What the quad paints (references valid, progress clamped).
    package var content: QuadContent
    /// Corner radius in layer units, finite, ≥ 0.
    package var cornerRadius: Double
    /// Which corners `cornerRadius` rounds.
    package var maskedCorners: CornerMask
    /// The curve of the rounded corners.
    package var cornerCurve: CornerCurve
    /// Border width in layer units, finite; 0 for none.
    package var borderWidth: Double
    /// Border colour, premultiplied.
    package var borderColor: PremultipliedColor
    /// A nine-part mapping of `uvRect` onto `rect`, or nil.
    package var ninePart: NinePartGrid?
    /// How the quad combines with the pass's pixels (`.normal`: source-over).
    package var blendMode: BlendMode
    /// Added to trilinear sampling's level of detail, finite.
    package var levelOfDetailBias: Float

    /// A quad to overwrite (the driver's reusable storage).
    @usableFromInline static let placeholder = ValidatedQuad(
        index: 0, rect: .zero, uvRect: .zero,
        inverse: InverseHomography(CATransform3DIdentity)!, alpha: 0, edgeAntialiasing: [], scissor: nil,
        maskPass: nil, maskChannel: .alpha, content: .solid(.clear), cornerRadius: 0, maskedCorners: [],
        cornerCurve: .circular, borderWidth: 0, borderColor: .clear, ninePart: nil, blendMode: .normal,
        levelOfDetailBias: 0)

    /// The whole-pixel translation (x, y) of a quad whose transform is one (the offset a
    /// `.drawing` is painted at), else nil.
    package var drawingOffset: SIMD2<Int>? {
        let (a1, a2, a3) = (inverse.a1, inverse.a2, inverse.a3)
        guard a1 == SIMD3(1, 0, 0), a2 == SIMD3(0, 1, 0), a3.z == 1, a3.x == a3.x.rounded(), a3.y == a3.y.rounded(),
            abs(a3.x) < 1e9, abs(a3.y) < 1e9
        else { return nil }
        return SIMD2(Int(a3.x), Int(a3.y))
    }

    /// The pass pixels a drawing quad can paint: its rectangle moved by its whole-pixel
    /// translation (`offset`), rounded outward, within the pass of `passSize` and the scissor;
    /// nil when none.
    package func drawingRegion(offset: SIMD2<Int>, passSize: PixelSize) -> PixelRect? {
        @inline(__always) func pixel(_ v: Double, _ rounding: FloatingPointRoundingRule) -> Int {
            Int(min(max(v, -1e9), 1e9).rounded(rounding))
        }
        let r = rect
        var x0 = max(0, pixel(r.minX, .down) + offset.x), y0 = max(0, pixel(r.minY, .down) + offset.y)
        var x1 = min(passSize.width, pixel(r.maxX, .up) + offset.x)
        var y1 = min(passSize.height, pixel(r.maxY, .up) + offset.y)
        if let s = scissor {
            x0 = max(x0, s.x)
            y0 = max(y0, s.y)
            x1 = min(x1, s.x + s.width)
            y1 = min(y1, s.y + s.height)
        }
        guard x0 < x1, y0 < y1 else { return nil }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the quad samples a texture or pass trilinearly.
    package var isTrilinear: Bool {
        switch content {
        case .texture(_, .trilinear), .tintedTexture(_, _, .trilinear): true
        default: false
        }
    }
}

/// A pass of a render plan as `RenderDriver` hands it to a `RendererBackend`.
package struct ValidatedPass {
    /// The pass's index in `RenderPlan.passes`.
    package var index: Int
    /// The pass as planned.
    package var pass: RenderPass
    /// The size to draw: the planned size, or 0 × 0 when that exceeds the backend's limits.
    package var size: PixelSize
    /// Whether this is the frame (the plan's last pass).
    package var isFrame: Bool

    /// The Gaussian blur after the quads, in pass pixels (0 for none).
    package var blurSigma: Double { pass.blurSigma.isFinite && pass.blurSigma > 0 ? pass.blurSigma : 0 }
}

/// What a backend did with a validated quad.
package enum QuadDrawOutcome {
    /// Drawn (or encoded to be drawn).
    case drawn
    /// Drawn by a fast path that gives the same pixels as the general one.
    case drawnByFastPath
    /// Nothing of it can show in this backend (outside the pass or scissor, behind the eye,
    /// empty after pixel snapping).
    case culled
    /// The backend cannot draw this content (a limit of its own); the driver logs `reason`
    /// once and draws the quad magenta instead.
    case unsupported(reason: String)
}
