import Foundation

extension CALayer {
    /// How much larger than `cornerRadius` the corners drawn with `curve` reach along each
    /// edge (Apple's `cornerCurveExpansionFactor(_:)`): 1 for ``CALayerCornerCurve/circular``,
    /// 1.528665 for ``CALayerCornerCurve/continuous`` (the continuous curve starts bending
    /// that far from the corner). Unknown curves give 1.
    public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528665 : 1
    }
}
