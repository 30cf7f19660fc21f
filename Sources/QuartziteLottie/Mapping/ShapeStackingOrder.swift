import Foundation
import Quartzite

/// One thing a shape group level draws, in drawing order: a style over paths, or a sublayer
/// (a nested group or a repeater) built by a closure.
enum ShapeStep {
    /// `style` drawing `paths`, each with the trim that changes it.
    case style(LottieShapeItem, paths: [(LottieShapeItem, LottieShapeItem?)])
    case sublayer(() -> Void)

    /// `steps` (bottom to top) with each stroke drawn above the fill it shares its paths with,
    /// as lottie-ios's Core Animation engine draws them.
    ///
    /// lottie-ios draws a fill and a stroke of the same paths with one `CAShapeLayer` (stroke
    /// over fill, Core Animation's order) — or a solid stroke over a gradient fill, a gradient
    /// stroke over either fill, as sublayers of one layer — whichever is listed above the other.
    /// Only when the two opacities differ does it give each style its own layer, in the file's
    /// order (ShapeLayer's `shapeRenderGroups`). So a fill listed above a stroke of the same
    /// paths (drawn over the stroke's inner half in After Effects) is drawn under the whole
    /// stroke here too. Not when a trim applies: lottie-ios's Core Animation engine cannot trim
    /// fills and the main-thread engine draws such files in the file's order (a trim from 0 to
    /// 100 % that never moves does not count: lottie-ios ignores it).
    ///
    /// The first `fixedBottom` steps (styles handed down from enclosing groups) keep their place:
    /// lottie-ios hands a group's styles down to its nested groups only while the group draws
    /// no paths of its own, so styles handed down past such a group share no layer with the
    /// nested groups' styles there.
    static func strokesAboveFills(_ steps: [ShapeStep], fixedBottom: Int = 0) -> [ShapeStep] {
        var steps = steps
        var index = fixedBottom
        while index < steps.count {
            defer { index += 1 }
            guard case .style(let stroke, let strokePaths) = steps[index], stroke.strokes,
                  strokePaths.allSatisfy({ $0.1?.leavesPathsWhole ?? true }) else { continue }
            // The next fill above, over the same paths, with only styles over those paths between.
            var above = index + 1
            var fillIndex: Int?
            while above < steps.count, case .style(let style, let paths) = steps[above], samePaths(paths, strokePaths) {
                if style.fills {
                    if sameOpacity(style.styleOpacity, stroke.styleOpacity) { fillIndex = above }
                    break
                }
                above += 1
            }
            guard let fillIndex else { continue }
            let moved = steps.remove(at: index)
            steps.insert(moved, at: fillIndex)
            index -= 1  // the step now at `index` has not been looked at
        }
        return steps
    }

    private static func samePaths(_ a: [(LottieShapeItem, LottieShapeItem?)], _ b: [(LottieShapeItem, LottieShapeItem?)]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.0.path == $1.0.path && $0.1?.path == $1.1?.path }
    }

    /// Whether two opacities are the same value over time (lottie-ios compares the keyframes).
    private static func sameOpacity(_ a: LottieAnimated<Double>, _ b: LottieAnimated<Double>) -> Bool {
        if !a.isAnimated && !b.isAnimated { return a.initialValue == b.initialValue }
        let ka = a.keyframes, kb = b.keyframes
        return ka.count == kb.count && zip(ka, kb).allSatisfy { x, y in
            x.frame == y.frame && x.value == y.value && x.hold == y.hold && x.outEase == y.outEase && x.inEase == y.inEase
        }
    }
}

extension LottieShapeItem {
    /// Whether this is a trim that lottie-ios ignores (`Trim.isEmpty`): start 0 and end 100,
    /// neither keyed, whatever the offset.
    var leavesPathsWhole: Bool {
        guard case .trim(let start, let end, _, _) = kind else { return false }
        return !start.isAnimated && !end.isAnimated && start.initialValue == 0 && end.initialValue == 100
    }

    /// Whether this item strokes paths (a stroke or a gradient stroke).
    var strokes: Bool {
        switch kind {
        case .stroke: return true
        case .gradient(let gradient): return gradient.stroke != nil
        default: return false
        }
    }

    /// Whether this item fills paths (a fill or a gradient fill).
    var fills: Bool {
        switch kind {
        case .fill: return true
        case .gradient(let gradient): return gradient.stroke == nil
        default: return false
        }
    }

    /// A style's own opacity (`o`); 100 for other items.
    var styleOpacity: LottieAnimated<Double> {
        switch kind {
        case .fill(_, let opacity, _): return opacity
        case .stroke(let stroke): return stroke.opacity
        case .gradient(let gradient): return gradient.opacity
        default: return .constant(100)
        }
    }
}
