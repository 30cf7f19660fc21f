import Foundation

extension CGPath {
    /// A rounded rectangle as Core Animation outlines a layer (a Quartzite extension): `rect`
    /// with the corners in `maskedCorners` rounded by `cornerRadius` points — quarter circles
    /// (the radius at most half the shorter side) for ``CALayerCornerCurve/circular``, Core
    /// Animation's continuous corners for ``CALayerCornerCurve/continuous`` (bending 1.528665 ×
    /// the radius along each edge, the radius at most the shorter side / 3.05733). Closed,
    /// starting on the minY edge.
    ///
    /// With `.continuous` this is the path UIKit's `UIBezierPath(roundedRect:cornerRadius:)`
    /// and `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` make since iOS 7 (their
    /// corners are continuous), and the outline of a layer with the same properties — a mask
    /// or shadow path that lines up with the layer's own rounded corners.
    public convenience init(
        roundedRect rect: CGRect, cornerRadius: CGFloat, maskedCorners: CACornerMask = [
            .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
        ], cornerCurve: CALayerCornerCurve
    ) {
        var d = PathData()
        d.appendLayerOutline(
            rect, radius: cornerRadius, corners: UInt8(truncatingIfNeeded: maskedCorners.rawValue & 15),
            continuous: cornerCurve == .continuous, transform: .identity)
        self.init(pathData: d)
    }
}
