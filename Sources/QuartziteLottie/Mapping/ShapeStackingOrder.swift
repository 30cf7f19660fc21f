import Foundation
import Quartzite

/// One thing a shape group level draws, in drawing order: a style over paths, or a sublayer
/// (a nested group or a repeater) built by a closure.
///
/// Steps are drawn in the file's order — a fill listed above a stroke of the same paths covers
/// the stroke's inner half — as After Effects draws them and as lottie-ios's Core Animation
/// engine does since its PR 1903 (it shares one `CAShapeLayer` between a fill and a stroke only
/// when the stroke is listed above, which is `CAShapeLayer`'s own order; before that it drew
/// every stroke over its fill).
enum ShapeStep {
    /// `style` drawing `paths`, each with the trim that changes it.
    case style(LottieShapeItem, paths: [(LottieShapeItem, LottieShapeItem?)])
    case sublayer(() -> Void)
}
