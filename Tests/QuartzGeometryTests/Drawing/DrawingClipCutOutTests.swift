import Foundation
import QuartzGeometry
import Testing

/// An outline clip and "rings" (a frame with a hole, a Lottie subtract mask) merge into one
/// even-odd clip only where the region is the same.
@Suite("Drawing clips: cut-outs merged into their outline")
struct DrawingClipCutOutTests {
    private let box = CGRect(x: 0, y: 0, width: 100, height: 100)

    private func square(_ path: inout PathData, _ x: CGFloat, _ y: CGFloat, _ size: CGFloat) {
        path.move(to: CGPoint(x: x, y: y))
        path.addLine(to: CGPoint(x: x + size, y: y))
        path.addLine(to: CGPoint(x: x + size, y: y + size))
        path.addLine(to: CGPoint(x: x, y: y + size))
        path.closeSubpath()
    }

    /// A circle of `radius` about (cx, cy) in four cubic quarters.
    private func circle(_ path: inout PathData, _ cx: CGFloat, _ cy: CGFloat, _ radius: CGFloat) {
        let k = 0.5523 * radius
        path.move(to: CGPoint(x: cx + radius, y: cy))
        path.addCurve(to: CGPoint(x: cx, y: cy + radius), control1: CGPoint(x: cx + radius, y: cy + k), control2: CGPoint(x: cx + k, y: cy + radius))
        path.addCurve(to: CGPoint(x: cx - radius, y: cy), control1: CGPoint(x: cx - k, y: cy + radius), control2: CGPoint(x: cx - radius, y: cy + k))
        path.addCurve(to: CGPoint(x: cx, y: cy - radius), control1: CGPoint(x: cx - radius, y: cy - k), control2: CGPoint(x: cx - k, y: cy - radius))
        path.addCurve(to: CGPoint(x: cx + radius, y: cy), control1: CGPoint(x: cx + k, y: cy - radius), control2: CGPoint(x: cx + radius, y: cy - k))
        path.closeSubpath()
    }

    private func outline(_ build: (inout PathData) -> Void) -> DrawingClip {
        var path = PathData()
        build(&path)
        return DrawingClip(path: path, rule: .evenOdd)
    }

    /// A subtract mask as the Lottie mapping draws it: a frame around everything, the hole cut.
    private func ring(_ hole: (inout PathData) -> Void) -> DrawingClip {
        var path = PathData()
        square(&path, -20, -20, 140)
        hole(&path)
        return DrawingClip(path: path, rule: .evenOdd)
    }

    /// Whether `point` is inside every clip.
    private func inside(_ clips: [DrawingClip], _ point: CGPoint) -> Bool {
        clips.allSatisfy { $0.path.contains(point, using: $0.rule) }
    }

    /// The clips leave the same pixels (centres on a grid over the box), before and after.
    private func sameRegion(_ a: [DrawingClip], _ b: [DrawingClip]) -> Bool {
        stride(from: 0.5, to: 100, by: 1).allSatisfy { y in
            stride(from: 0.5, to: 100, by: 1).allSatisfy { x in
                inside(a, CGPoint(x: x, y: y)) == inside(b, CGPoint(x: x, y: y))
            }
        }
    }

    @Test("holes inside the outline and apart: one even-odd clip of the three outlines, the same region")
    func holesMerge() {
        let clips = [
            outline { circle(&$0, 50, 50, 45) },
            ring { square(&$0, 30, 30, 15) },
            ring { circle(&$0, 60, 65, 10) },
        ]
        let merged = DrawingClip.mergingCutOuts(clips, within: box)
        #expect(merged.count == 1)
        #expect(merged.first?.rule == .evenOdd)
        #expect(sameRegion(clips, merged))
        #expect(inside(merged, CGPoint(x: 20, y: 50)))
        #expect(!inside(merged, CGPoint(x: 37, y: 37)))
        #expect(!inside(merged, CGPoint(x: 60, y: 65)))
        #expect(!inside(merged, CGPoint(x: 2, y: 2)))
    }

    @Test("other clips are kept before the merged one")
    func othersKept() {
        let other = DrawingClip(path: CGPath(rect: CGRect(x: 10, y: 10, width: 80, height: 80), transform: nil).pathData, rule: .winding)
        let clips = [other, outline { circle(&$0, 50, 50, 45) }, ring { square(&$0, 30, 30, 15) }]
        let merged = DrawingClip.mergingCutOuts(clips, within: box)
        #expect(merged.count == 2)
        #expect(merged.first == other)
        #expect(sameRegion(clips, merged))
    }

    @Test(
        "no merge where the region would change: a hole crossing the outline, holes overlapping, a hole outside it, the outline's own hole inside a cut-out, two outlines",
        arguments: 0..<5)
    func unchanged(_ example: Int) {
        let clips: [DrawingClip]
        switch example {
        case 0: clips = [outline { circle(&$0, 50, 50, 30) }, ring { square(&$0, 70, 40, 20) }]
        case 1: clips = [outline { square(&$0, 5, 5, 90) }, ring { square(&$0, 20, 20, 30) }, ring { square(&$0, 40, 40, 30) }]
        case 2: clips = [outline { circle(&$0, 30, 30, 20) }, ring { square(&$0, 70, 70, 20) }]
        case 3:
            clips = [
                outline {
                    square(&$0, 5, 5, 90)
                    square(&$0, 40, 40, 10)
                },
                ring { square(&$0, 30, 30, 30) },
            ]
        default: clips = [outline { square(&$0, 5, 5, 90) }, outline { circle(&$0, 50, 50, 40) }, ring { square(&$0, 40, 40, 10) }]
        }
        #expect(DrawingClip.mergingCutOuts(clips, within: box) == clips)
    }

    @Test("a frame that does not hold the box, or a clip filled by non-zero winding, is not a ring")
    func notRings() {
        var small = PathData()
        square(&small, 10, 10, 50)
        square(&small, 20, 20, 10)
        let notAround = [outline { circle(&$0, 50, 50, 45) }, DrawingClip(path: small, rule: .evenOdd)]
        #expect(DrawingClip.mergingCutOuts(notAround, within: box) == notAround)
        var winding = ring { square(&$0, 30, 30, 15) }
        winding.rule = .winding
        let nonZero = [outline { circle(&$0, 50, 50, 45) }, winding]
        #expect(DrawingClip.mergingCutOuts(nonZero, within: box) == nonZero)
    }
}
