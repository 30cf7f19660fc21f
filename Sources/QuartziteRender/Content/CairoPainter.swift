import CCairo
import Quartzite

/// Paints ``DrawingCommand``s on a cairo context whose device space is the drawing's canvas
/// (pixels, origin top-left, y down). Images are turned into cairo surfaces once per painter.
final class CairoPainter {
    /// The cairo context (`cairo_t`).
    let cr: OpaquePointer
    /// cairo surfaces of the images drawn so far, by image identity.
    private var imageSurfaces: [ObjectIdentifier: OpaquePointer] = [:]
    /// The images of `imageSurfaces`, kept alive so their identifiers stay unique.
    private var images: [CGImage] = []

    /// Wraps `cr` (not retained; the caller destroys it after the painter).
    init(cr: OpaquePointer) {
        self.cr = cr
    }

    deinit {
        for surface in imageSurfaces.values { cairo_surface_destroy(surface) }
    }

    /// Paints `command` (its shadow first, when it has one) inside its clips.
    func paint(_ command: DrawingCommand) {
        if let shadow = command.shadow, shadow.color.alpha > 0 {
            paintShadow(of: command, shadow: shadow)
        }
        cairo_save(cr)
        applyClips(command.clips)
        cairo_set_operator(cr, command.blendMode.cairoOperator ?? CAIRO_OPERATOR_OVER)
        paintOperation(of: command)
        cairo_restore(cr)
    }

    /// Paints the shape of `command` alone, with the `OVER` operator and no clip: the
    /// operation itself, without shadow or blend mode (used for shadows).
    func paintShape(of command: DrawingCommand) {
        cairo_save(cr)
        paintOperation(of: command)
        cairo_restore(cr)
    }

    /// Intersects the clip with each of `clips` (device paths).
    func applyClips(_ clips: [DrawingClip]) {
        for clip in clips {
            cairo_new_path(cr)
            appendPath(clip.path)
            cairo_set_fill_rule(cr, clip.rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
        }
    }

    /// Paints the operation of `command` with the current operator and clip.
    private func paintOperation(of command: DrawingCommand) {
        cairo_set_antialias(cr, command.antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        let c = command.color
        switch command.operation {
        case .fill(let path, let rule):
            cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha * command.alpha))
            cairo_new_path(cr)
            appendPath(path)
            cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        case .stroke(let path, let stroke):
            cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha * command.alpha))
            strokePath(path, stroke)
        case .image(let image, let transform):
            drawImage(image, transform: transform, alpha: command.alpha)
        case .clear(let path):
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_new_path(cr)
            appendPath(path)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        }
    }

    /// Strokes the device path `path` with `stroke`, whose lengths are in the user space of
    /// `stroke.transform`; a singular transform paints nothing.
    private func strokePath(_ path: PathData, _ stroke: DrawingStroke) {
        cairo_new_path(cr)
        appendPath(path)
        cairo_set_line_cap(cr, cairo_line_cap_t(UInt32(stroke.lineCap.rawValue)))
        cairo_set_line_join(cr, cairo_line_join_t(UInt32(stroke.lineJoin.rawValue)))
        cairo_set_miter_limit(cr, Double(max(stroke.miterLimit, 1)))
        if stroke.lineWidth == 0 {
            // Core Graphics' thinnest line: one device pixel, dashes in device pixels.
            cairo_set_line_width(cr, 1)
        } else {
            guard let matrix = Self.invertibleMatrix(stroke.transform) else {
                cairo_new_path(cr)
                return
            }
            var m = matrix
            cairo_set_matrix(cr, &m)
            cairo_set_line_width(cr, Double(stroke.lineWidth))
        }
        if !stroke.dashLengths.isEmpty {
            let lengths = stroke.dashLengths.map { Double($0) }
            lengths.withUnsafeBufferPointer { buffer in
                cairo_set_dash(cr, buffer.baseAddress, Int32(buffer.count), Double(stroke.dashPhase))
            }
        }
        cairo_stroke(cr)
        cairo_identity_matrix(cr)
    }

    /// Draws `image` through `transform` (image pixels → device pixels), its edges sharp,
    /// its pixels sampled bilinearly.
    private func drawImage(_ image: CGImage, transform: CGAffineTransform, alpha: CGFloat) {
        guard var matrix = Self.invertibleMatrix(transform), let surface = imageSurface(for: image) else { return }
        cairo_set_matrix(cr, &matrix)
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
        cairo_clip(cr)
        cairo_set_source_surface(cr, surface, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_paint_with_alpha(cr, Double(alpha))
        cairo_identity_matrix(cr)
    }

    /// The cairo surface of `image`, made on first use.
    private func imageSurface(for image: CGImage) -> OpaquePointer? {
        let key = ObjectIdentifier(image)
        if let surface = imageSurfaces[key] { return surface }
        guard let surface = CairoPixels.surface(from: image) else { return nil }
        imageSurfaces[key] = surface
        images.append(image)
        return surface
    }

    /// Appends the device path `path` to cairo's current path (the CTM must be the identity).
    /// Quadratic curves become the equivalent cubics.
    func appendPath(_ path: PathData) {
        var current = CGPoint.zero
        for element in path {
            switch element {
            case .moveTo(let p):
                cairo_move_to(cr, Double(p.x), Double(p.y))
                current = p
            case .lineTo(let p):
                cairo_line_to(cr, Double(p.x), Double(p.y))
                current = p
            case .quadCurveTo(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .curveTo(let p, let c1, let c2):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .closeSubpath:
                cairo_close_path(cr)
                var point = (0.0, 0.0)
                cairo_get_current_point(cr, &point.0, &point.1)
                current = CGPoint(x: point.0, y: point.1)
            }
        }
    }

    /// `t` as a cairo matrix, or nil when it is singular or not finite.
    static func invertibleMatrix(_ t: CGAffineTransform) -> cairo_matrix_t? {
        let det = t.a * t.d - t.b * t.c
        guard det != 0, det.isFinite, t.tx.isFinite, t.ty.isFinite else { return nil }
        return cairo_matrix_t(
            xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
    }
}
