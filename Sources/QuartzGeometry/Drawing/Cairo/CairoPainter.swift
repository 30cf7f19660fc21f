import CCairo

/// Paints ``DrawingCommand``s on a cairo context whose device space is the drawing's canvas
/// (pixels, origin top-left, y down). Images are turned into cairo surfaces once per painter.
///
/// The content rasterizers paint cairo's own pixels (`ARGB32`); the CPU renderer paints into
/// its premultiplied RGBA8 passes through the same surfaces with red and blue exchanged in
/// every colour and image it paints (`Channels.rgba`): source-over and the separable blend
/// modes treat the three colour channels alike, so the bytes come out in RGBA order.
package final class CairoPainter {
    /// The byte order of the pixels the context's target holds.
    package enum Channels {
        /// cairo's `ARGB32`: one native-endian word a pixel (B, G, R, A bytes on little-endian
        /// machines).
        case cairo
        /// Quartzite's premultiplied RGBA8 bytes, seen by cairo as `ARGB32` (little-endian
        /// machines only: cairo's red then lands in the blue byte and is painted with blue).
        case rgba
    }

    /// The cairo context (`cairo_t`).
    let cr: OpaquePointer
    /// The byte order of the target's pixels.
    let channels: Channels
    /// Multiplies the alpha of every colour and image painted (a quad's opacity, 0…1).
    package var alphaScale = 1.0
    /// cairo surfaces of the images drawn so far, by image identity.
    private var imageSurfaces: [ObjectIdentifier: OpaquePointer] = [:]
    /// The images of `imageSurfaces`, kept alive so their identifiers stay unique.
    private var images: [CGImage] = []
    /// Where gradients' colours are written before they are composited.
    let gradientScratch = GradientScratch()

    /// Wraps `cr` (not retained; the caller destroys it after the painter), painting pixels
    /// in `channels` order.
    package init(cr: OpaquePointer, channels: Channels = .cairo) {
        self.cr = cr
        self.channels = channels
    }

    deinit {
        for surface in imageSurfaces.values { cairo_surface_destroy(surface) }
    }

    /// Paints `command` (its shadow first, when it has one) inside its clips.
    package func paint(_ command: DrawingCommand) {
        if let shadow = command.shadow, shadow.color.alpha > 0 {
            paintShadow(of: command, shadow: shadow)
        }
        if case .shadowShape = command.operation { return }
        cairo_save(cr)
        // The clips' edges are antialiased as the paint's are (Core Graphics' shouldAntialias
        // covers clipping too).
        cairo_set_antialias(cr, command.antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        applyClips(command.clips)
        let operation = command.blendMode.cairoOperator ?? CAIRO_OPERATOR_OVER
        let masks = command.clips.compactMap(\.mask)
        if masks.isEmpty {
            cairo_set_operator(cr, operation)
            paintOperation(of: command)
        } else {
            paintMasked(command, through: masks, operation: operation)
        }
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
    package func applyClips(_ clips: [DrawingClip]) {
        for clip in clips {
            cairo_new_path(cr)
            appendPath(clip.path)
            cairo_set_fill_rule(cr, clip.rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
        }
    }

    /// Paints the operation of `command` with the current operator and clip.
    func paintOperation(of command: DrawingCommand) {
        cairo_set_antialias(cr, command.antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        switch command.operation {
        case .fill(let path, let rule):
            setSource(command.color, alpha: Double(command.alpha))
            cairo_new_path(cr)
            appendPath(path)
            cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        case .stroke(let path, let stroke):
            setSource(command.color, alpha: Double(command.alpha))
            strokePath(path, stroke)
        case .image(let image, let transform):
            drawImage(image, transform: transform, alpha: command.alpha, quality: command.imageQuality)
        case .shadowShape(let path, let rule):
            // Only the shadow's silhouette is painted through here (see `paint`).
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_new_path(cr)
            appendPath(path)
            cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        case .tiledImage(let image, let transform):
            drawImage(
                image, transform: transform, alpha: command.alpha, quality: command.imageQuality, tiled: true)
        case .gradientFill(let path, let rule, let gradient):
            let fillRule = rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
            cairo_new_path(cr)
            appendPath(path)
            cairo_set_fill_rule(cr, fillRule)
            var box = (0.0, 0.0, 0.0, 0.0)
            cairo_fill_extents(cr, &box.0, &box.1, &box.2, &box.3)
            withGradientSource(gradient, alpha: Double(command.alpha), within: box) {
                cairo_new_path(cr)
                appendPath(path)
                cairo_set_fill_rule(cr, fillRule)
                cairo_fill(cr)
            }
            cairo_new_path(cr)
        case .gradientStroke(let path, let stroke, let gradient):
            // (The stroke's extents would cost a stroke: the clip bounds it.)
            let huge = Double(Int32.max)
            withGradientSource(gradient, alpha: Double(command.alpha), within: (-huge, -huge, huge, huge)) {
                strokePath(path, stroke)
            }
        case .transparencyLayer(let commands):
            // The layer's commands on a transparent group the size of the clip, at full
            // strength; then the group through the command's operator at its alpha.
            let scale = alphaScale
            alphaScale = 1
            cairo_push_group(cr)
            for inner in commands { paint(inner) }
            cairo_pop_group_to_source(cr)
            alphaScale = scale
            cairo_paint_with_alpha(cr, Double(command.alpha) * scale)
        case .text(let text, let transform):
            let ink = TextPainter.Ink(alpha: Double(command.alpha) * alphaScale, swapsRedAndBlue: channels == .rgba)
            TextPainter.shared.draw(text, transform: transform, ink: ink, clipsToBox: true, cr: cr)
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
    /// its pixels sampled as `quality` asks (see ``DrawingCommand/imageQuality``); `tiled`,
    /// repeated across the clip.
    private func drawImage(
        _ image: CGImage, transform: CGAffineTransform, alpha: CGFloat, quality: CGInterpolationQuality, tiled: Bool = false
    ) {
        guard var matrix = Self.invertibleMatrix(transform), let surface = imageSurface(for: image) else { return }
        cairo_set_matrix(cr, &matrix)
        cairo_new_path(cr)
        if !tiled {
            cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
            cairo_clip(cr)
        }
        cairo_set_source_surface(cr, surface, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_extend(pattern, tiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        let filter: cairo_filter_t =
            switch quality {
            case .none: CAIRO_FILTER_NEAREST
            // cairo's GOOD filter averages the covered area when minifying, bilinear otherwise.
            case .medium, .high: CAIRO_FILTER_GOOD
            case .default, .low: CAIRO_FILTER_BILINEAR
            }
        cairo_pattern_set_filter(pattern, filter)
        cairo_paint_with_alpha(cr, Double(alpha) * alphaScale)
        cairo_identity_matrix(cr)
    }

    /// Makes `color`, its alpha times `alpha` and ``alphaScale``, the source, in the target's
    /// channel order.
    func setSource(_ color: CGColor, alpha: Double) {
        let a = Double(color.alpha) * alpha * alphaScale
        switch channels {
        case .cairo: cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), a)
        case .rgba: cairo_set_source_rgba(cr, Double(color.blue), Double(color.green), Double(color.red), a)
        }
    }

    /// The cairo surface of `image`, made on first use.
    func imageSurface(for image: CGImage) -> OpaquePointer? {
        let key = ObjectIdentifier(image)
        if let surface = imageSurfaces[key] { return surface }
        guard let surface = Self.surface(from: image, channels: channels) else { return nil }
        imageSurfaces[key] = surface
        images.append(image)
        return surface
    }

    /// Appends the device path `path` to cairo's current path (the CTM must be the identity).
    /// Quadratic curves become the equivalent cubics.
    package func appendPath(_ path: PathData) {
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

    /// A cairo image surface holding `image`'s pixels in `channels` order, in memory it owns;
    /// nil when cairo refuses the size. The caller destroys it.
    static func surface(from image: CGImage, channels: Channels) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        image.withUnsafeBytes { bytes in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                let source = y * image.width * 4
                for x in 0..<image.width {
                    let i = source + x * 4
                    // cairo's word: alpha, red, green, blue from the top byte down.
                    let (r, b) = channels == .cairo ? (bytes[i], bytes[i + 2]) : (bytes[i + 2], bytes[i])
                    row[x] = UInt32(bytes[i + 3]) << 24 | UInt32(r) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(b)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// `t` as a cairo matrix, or nil when it is singular or not finite.
    package static func invertibleMatrix(_ t: CGAffineTransform) -> cairo_matrix_t? {
        let det = t.a * t.d - t.b * t.c
        guard det != 0, det.isFinite, t.tx.isFinite, t.ty.isFinite else { return nil }
        return cairo_matrix_t(
            xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
    }
}
