extension CGContext {
    /// The current transformation matrix: user space → device pixels (includes the base
    /// scale; a bitmap context's device space has its origin at the bottom-left, y up).
    public var ctm: CGAffineTransform { state.ctm.concatenating(reportedDeviceSpace) }

    /// The transform from user space to device pixels (the CTM).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

    /// Moves the user-space origin by (`tx`, `ty`) user units.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        state.ctm = state.ctm.translatedBy(x: tx, y: ty)
    }

    /// Scales user space by `sx`, `sy`.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        state.ctm = state.ctm.scaledBy(x: sx, y: sy)
    }

    /// Rotates user space by `angle` radians (from +x toward +y: clockwise on the y-down
    /// canvas).
    public func rotate(by angle: CGFloat) {
        state.ctm = state.ctm.rotated(by: angle)
    }

    /// Applies `transform` to user space before the CTM (CTM = transform × CTM).
    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
    }

    /// Maps `point` from user space to device pixels.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint {
        point.applying(ctm)
    }

    /// Maps `point` from device pixels to user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint {
        point.applying(ctm.inverted())
    }

    /// Maps `size` (a vector) from user space to device pixels.
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize {
        size.applying(ctm)
    }

    /// Maps `size` (a vector) from device pixels to user space.
    public func convertToUserSpace(_ size: CGSize) -> CGSize {
        size.applying(ctm.inverted())
    }

    /// The device-pixel bounding box of `rect` (user space).
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect {
        rect.applying(ctm)
    }

    /// The user-space bounding box of `rect` (device pixels).
    public func convertToUserSpace(_ rect: CGRect) -> CGRect {
        rect.applying(ctm.inverted())
    }
}
