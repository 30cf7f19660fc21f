import CCairo

extension CairoPainter {
    /// Paints `command` (inside the path clips already applied) through the coverage of
    /// `masks` (`clip(to:mask:)`): the operation is painted into a group, the group is narrowed
    /// by each mask but the last in turn, and composited through the last with `operation`.
    func paintMasked(_ command: DrawingCommand, through masks: [DrawingClipMask], operation: cairo_operator_t) {
        cairo_push_group(cr)
        paintOperation(of: command)
        cairo_pop_group_to_source(cr)
        for (index, mask) in masks.enumerated() {
            guard let pattern = maskPattern(mask) else { return }
            defer { cairo_pattern_destroy(pattern) }
            if index == masks.count - 1 {
                cairo_set_operator(cr, operation)
                cairo_mask(cr, pattern)
            } else {
                cairo_push_group(cr)
                cairo_mask(cr, pattern)
                cairo_pop_group_to_source(cr)
            }
        }
    }

    /// A pattern whose alpha is `mask`'s coverage (its alpha — the image's surface, made once
    /// per painter like every image's — or its luminance in an alpha-only surface) placed by
    /// its transform, sampled bilinearly, its edge texels extended (the clip rectangle bounds
    /// it); nil when the surface cannot be made or the transform is not invertible.
    private func maskPattern(_ mask: DrawingClipMask) -> OpaquePointer? {
        guard var matrix = Self.invertibleMatrix(mask.transform) else { return nil }
        let pattern: OpaquePointer?
        switch mask.coverage {
        case .alpha:
            guard let surface = imageSurface(for: mask.image) else { return nil }
            pattern = cairo_pattern_create_for_surface(surface)
        case .luminance:
            guard let surface = Self.luminanceSurface(mask.image) else { return nil }
            pattern = cairo_pattern_create_for_surface(surface)
            cairo_surface_destroy(surface)  // the pattern holds it
        }
        guard let pattern else { return nil }
        cairo_matrix_invert(&matrix)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }

    /// An alpha-only surface of `image`'s luminance (``CGImage/maskLuminance(_:at:)``; its
    /// colour is straight since the image is opaque).
    private static func luminanceSurface(_ image: CGImage) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(image.width), Int32(image.height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        image.withUnsafeBytes { bytes in
            for y in 0..<image.height {
                for x in 0..<image.width {
                    data[y * stride + x] = CGImage.maskLuminance(bytes, at: (y * image.width + x) * 4)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
