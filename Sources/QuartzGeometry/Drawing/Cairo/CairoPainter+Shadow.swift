import CCairo

extension CairoPainter {
    /// Paints the shadow of `command`: its shape, drawn alone on a transparent surface padded
    /// by the blur's reach and the offset, blurred with a Gaussian of σ = blur / 2 (the
    /// compositor's kernel, `GaussianBlur.kernel`), then used as the mask of the shadow
    /// colour at the offset, inside the command's clips and with its blend mode.
    func paintShadow(of command: DrawingCommand, shadow: DrawingShadow) {
        // The canvas part that can show: the clip's extents (the whole target without a
        // clip), in the drawing's space.
        var extents = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr, &extents.0, &extents.1, &extents.2, &extents.3)
        guard extents.0.isFinite, extents.1.isFinite, extents.2.isFinite, extents.3.isFinite,
            abs(extents.0) < 1e6, abs(extents.1) < 1e6, abs(extents.2) < 1e6, abs(extents.3) < 1e6
        else { return }
        let x0 = Int(extents.0.rounded(.down)), y0 = Int(extents.1.rounded(.down))
        let width = Int(extents.2.rounded(.up)) - x0
        let height = Int(extents.3.rounded(.up)) - y0
        guard width > 0, height > 0 else { return }
        let sigma = Double(shadow.blur) / 2
        let reach = GaussianBlur.radius(sigma: sigma)
        let margin = reach + Int(max(abs(shadow.offset.width), abs(shadow.offset.height)).rounded(.up))
        let w = width + 2 * margin, h = height + 2 * margin
        guard w > 0, h > 0, w <= 32_767, h <= 32_767, w * h <= CGImage.maximumByteCount / 4,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))
        else { return }
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_offset(surface, Double(margin - x0), Double(margin - y0))
        guard let shapeContext = cairo_create(surface) else { return }
        CairoPainter(cr: shapeContext, channels: channels).paintShape(of: command)
        cairo_destroy(shapeContext)
        cairo_surface_flush(surface)
        cairo_surface_set_device_offset(surface, 0, 0)
        if reach > 0, let data = cairo_image_surface_get_data(surface) {
            Self.blur(data, width: w, height: h, stride: Int(cairo_image_surface_get_stride(surface)), sigma: sigma)
            cairo_surface_mark_dirty(surface)
        }
        cairo_save(cr)
        applyClips(command.clips)
        cairo_set_operator(cr, command.blendMode.cairoOperator ?? CAIRO_OPERATOR_OVER)
        setSource(shadow.color, alpha: 1)
        cairo_mask_surface(
            cr, surface, Double(shadow.offset.width) - Double(margin - x0),
            Double(shadow.offset.height) - Double(margin - y0))
        cairo_restore(cr)
    }

    /// Blurs the 4-byte pixels at `data` in place with a separable Gaussian of `sigma` pixels.
    private static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let radius = GaussianBlur.radius(sigma: sigma)
        let weights = UnsafeMutableBufferPointer<Float>.allocate(capacity: 2 * radius + 1)
        defer { weights.deallocate() }
        _ = GaussianBlur.kernel(sigma: sigma, into: weights)
        // GaussianBlur reads tightly packed rows; ARGB32 rows are width × 4 bytes (stride).
        precondition(stride == width * 4, "ARGB32 rows are packed")
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height * 4)
        defer { scratch.deallocate() }
        guard let w = weights.baseAddress else { return }
        GaussianBlur.horizontal(
            source: data, destination: scratch, width: width, rows: 0..<height, weights: w, radius: radius)
        GaussianBlur.vertical(
            source: scratch, destination: data, width: width, height: height, rows: 0..<height, weights: w,
            radius: radius)
    }
}
