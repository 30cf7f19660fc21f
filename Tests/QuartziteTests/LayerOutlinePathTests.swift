import Foundation
import Testing

@testable import Quartzite

/// `CGPath(roundedRect:cornerRadius:maskedCorners:cornerCurve:)`: with continuous corners, the
/// path UIKit's `UIBezierPath(roundedRect:cornerRadius:)` makes on iOS.
@Suite("Layer outline paths")
struct LayerOutlinePathTests {
    /// The path's cubic segments as (end, control 1, control 2), and its first point.
    func curves(_ path: CGPath) -> (start: CGPoint?, curves: [(CGPoint, CGPoint, CGPoint)]) {
        var start: CGPoint?
        var curves: [(CGPoint, CGPoint, CGPoint)] = []
        path.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint: start = e.points[0]
            case .addCurveToPoint: curves.append((e.points[2], e.points[0], e.points[1]))
            default: break
            }
        }
        return (start, curves)
    }

    @Test("continuous corners: UIKit's rounded rectangle {60, 30} radius 8, as recorded on iOS")
    func matchesUIKit() throws {
        // UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 60, height: 30), cornerRadius: 8)
        // on iOS (its CurveTo elements: end point, then the two control points), from the
        // listing in ChouTiUI's NSBezierPath+RoundedRect.swift.
        let uikit: [((Double, Double), (Double, Double), (Double, Double))] = [
            ((54.948049657352058, 0.59929110277612807), (51.292056339051769, 0), (53.052744447495982, 0)),
            ((59.400708897223872, 5.0519503426479417), (57.017409386994025, 1.3524764483549596), (58.647523551645044, 2.9825906130059776)),
            ((60, 12.229319877836661), (60, 6.9472555525040187), (60, 8.7079436609482332)),
            ((59.400708897223872, 24.948049657352058), (60, 21.292056339051769), (60, 23.052744447495982)),
            ((54.948049657352058, 29.400708897223872), (58.647523551645044, 27.017409386994022), (57.017409386994025, 28.64752355164504)),
            ((47.770680122163341, 30), (53.052744447495982, 30), (51.292056339051769, 30)),
            ((5.05195034264794, 29.400708897223872), (8.7079436609482332, 30), (6.9472555525040187, 30)),
            ((0.59929110277612807, 24.948049657352058), (2.9825906130059758, 28.64752355164504), (1.3524764483549592, 27.017409386994022)),
            ((0, 17.770680122163341), (0, 23.052744447495982), (0, 21.292056339051769)),
            ((0.59929110277612718, 5.05195034264794), (0, 8.7079436609482332), (0, 6.9472555525040187)),
            ((5.0519503426479417, 0.59929110277612718), (1.3524764483549583, 2.9825906130059745), (2.9825906130059763, 1.3524764483549581)),
            ((12.229319877836661, 0), (6.9472555525040187, 0), (8.7079436609482332, 0)),
        ]
        let path = CGPath(
            roundedRect: CGRect(x: 0, y: 0, width: 60, height: 30), cornerRadius: 8, cornerCurve: .continuous)
        let (start, ours) = curves(path)
        #expect(abs(try #require(start).x - 12.22932) < 1e-5 && start?.y == 0)
        #expect(ours.count == uikit.count)
        for (index, (mine, theirs)) in zip(ours, uikit).enumerated() {
            for (p, q) in [(mine.0, theirs.0), (mine.1, theirs.1), (mine.2, theirs.2)] {
                #expect(abs(p.x - q.0) < 1e-5 && abs(p.y - q.1) < 1e-5, "curve \(index): \(p) ≠ \(q)")
            }
        }
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 60, height: 30))
    }

    @Test("circular corners are quarter circles; unmasked corners are square; the radius is limited per curve")
    func circularAndMasked() {
        let circular = CGPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10, cornerCurve: .circular)
        #expect(curves(circular).curves.count == 4)
        #expect(circular.contains(CGPoint(x: 1, y: 25)) && !circular.contains(CGPoint(x: 1, y: 1)))
        let oneCorner = CGPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 10,
            maskedCorners: [.layerMaxXMaxYCorner], cornerCurve: .continuous)
        #expect(curves(oneCorner).curves.count == 3)
        #expect(oneCorner.contains(CGPoint(x: 0.5, y: 0.5)) && !oneCorner.contains(CGPoint(x: 99.5, y: 49.5)))
        // A continuous radius of 25 on a 50-point side is limited to 50 / 3.05733: the corners
        // meet mid-side, where the edges are straight.
        let limited = CGPath(
            roundedRect: CGRect(x: 0, y: 0, width: 50, height: 50), cornerRadius: 25, cornerCurve: .continuous)
        let first = curves(limited).curves[0]
        #expect(abs(first.0.x - (50 - 0.631493792830992 * 50 / 3.05733)) < 1e-9)
        #expect(abs(curves(limited).start!.x - 25) < 1e-4)
    }
}
