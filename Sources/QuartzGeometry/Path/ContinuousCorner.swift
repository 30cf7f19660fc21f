/// Core Animation's continuous corner (`CALayerCornerCurve.continuous`): the rounded corner of
/// iOS 7's rounded rectangle, whose curvature grows from zero at the edges to a circle of the
/// corner radius around the diagonal, instead of jumping to it as a quarter circle does.
///
/// One corner, in corner units (multiples of the radius r): the corner point at the origin, the
/// two edges along the axes, the shape in the positive quadrant. The curve leaves the first
/// edge at (E, 0), E = 1.528665 (`CALayer.cornerCurveExpansionFactor(.continuous)`), and meets
/// the second at (0, E) through three cubic Béziers — the first and last easing off the edges,
/// the middle one close to the circle of radius 1 around (1, 1) — symmetric about the diagonal.
/// The control points are those of UIKit's `UIBezierPath(roundedRect:cornerRadius:)`, recorded
/// on iOS 14–17 (ChouTiUI's `NSBezierPath+RoundedRect`, "shape 1", which its author reports
/// matching `CALayer` corners drawn with `cornerCurve = .continuous`).
///
/// A corner needs E·r of each side it touches, so the radius is limited to
/// min(width, height) / (2E) (``limitedRadius(_:width:height:)``, UIKit's `limitedRadius`):
/// past that the corners meet mid-side and the shape stops growing rounder.
package enum ContinuousCorner {
    /// How far along each edge a corner of radius 1 bends (E).
    package static let expansion = 1.528665

    /// The three cubic Béziers (start, control 1, control 2, end) from (E, 0) to (0, E).
    package static let segments: [(CGPoint, CGPoint, CGPoint, CGPoint)] = [
        (
            CGPoint(x: 1.528665, y: 0), CGPoint(x: 1.088_492_957_618_529, y: 0),
            CGPoint(x: 0.868_406_944_063_002, y: 0), CGPoint(x: 0.631_493_792_830_992, y: 0.074_911_387_847_016)
        ),
        (
            CGPoint(x: 0.631_493_792_830_992, y: 0.074_911_387_847_016),
            CGPoint(x: 0.372_823_826_625_747, y: 0.169_059_556_044_370),
            CGPoint(x: 0.169_059_556_044_370, y: 0.372_823_826_625_747),
            CGPoint(x: 0.074_911_387_847_016, y: 0.631_493_792_830_992)
        ),
        (
            CGPoint(x: 0.074_911_387_847_016, y: 0.631_493_792_830_992), CGPoint(x: 0, y: 0.868_406_944_063_002),
            CGPoint(x: 0, y: 1.088_492_957_618_529), CGPoint(x: 0, y: 1.528665)
        ),
    ]

    /// The radius a continuous corner of `radius` is drawn with on a `width` × `height`
    /// rectangle: at most min(width, height) / (2E), so that each corner's curve fits in its
    /// half of every side; never negative.
    @inlinable
    package static func limitedRadius(_ radius: Double, width: Double, height: Double) -> Double {
        max(0, min(radius, min(width, height) / (2 * 1.528665)))
    }
}

extension PathData {
    /// Appends a layer's outline: `r` with the corners in `corners` (Core Animation's
    /// `CACornerMask` bits: 1 minX-minY, 2 maxX-minY, 4 minX-maxY, 8 maxX-maxY) rounded by
    /// `radius` — quarter circles (radius at most half the shorter side), or continuous corners
    /// (``ContinuousCorner``) when `continuous`. Starts on the minY edge and goes around through
    /// maxX, maxY, minX, closed. A null rectangle adds nothing.
    package mutating func appendLayerOutline(
        _ r: CGRect, radius: CGFloat, corners: UInt8, continuous: Bool, transform t: CGAffineTransform
    ) {
        guard !r.isNull else { return }
        let box = r.standardized
        let rounded = radius.isFinite ? Swift.max(0, radius) : 0
        let unit =
            continuous
            ? CGFloat(
                ContinuousCorner.limitedRadius(Double(rounded), width: Double(box.width), height: Double(box.height)))
            : Swift.min(rounded, box.width / 2, box.height / 2)
        guard unit > 0, corners & 15 != 0 else {
            appendRect(r, transform: t)
            return
        }
        // Each corner: its point, the unit vectors along the edge arriving at it (`inward`
        // points back along that edge) and along the edge leaving it.
        let path: [(corner: CGPoint, bit: UInt8, back: CGPoint, on: CGPoint)] = [
            (CGPoint(x: box.maxX, y: box.minY), 2, CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1)),
            (CGPoint(x: box.maxX, y: box.maxY), 8, CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0)),
            (CGPoint(x: box.minX, y: box.maxY), 4, CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1)),
            (CGPoint(x: box.minX, y: box.minY), 1, CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0)),
        ]
        // A point at `a` corner units back along the arriving edge and `b` along the leaving one.
        func point(_ c: (corner: CGPoint, bit: UInt8, back: CGPoint, on: CGPoint), _ a: CGFloat, _ b: CGFloat)
            -> CGPoint
        {
            CGPoint(
                x: c.corner.x + (c.back.x * a + c.on.x * b) * unit, y: c.corner.y + (c.back.y * a + c.on.y * b) * unit
            ).applying(t)
        }
        let start = path[3]
        if start.bit & corners != 0 {
            move(to: point(start, 0, continuous ? CGFloat(ContinuousCorner.expansion) : 1))
        } else {
            move(to: start.corner.applying(t))
        }
        for c in path {
            guard c.bit & corners != 0 else {
                addLine(to: c.corner.applying(t))
                continue
            }
            if continuous {
                // Corner units: x along the arriving edge back from the corner, y along the leaving one.
                let s = ContinuousCorner.segments
                addLine(to: point(c, s[0].0.x, s[0].0.y))
                for (_, c1, c2, end) in s {
                    addCurve(to: point(c, end.x, end.y), control1: point(c, c1.x, c1.y), control2: point(c, c2.x, c2.y))
                }
            } else {
                let k = 1 - PathData.kappa
                addLine(to: point(c, 1, 0))
                addCurve(to: point(c, 0, 1), control1: point(c, k, 0), control2: point(c, 0, k))
            }
        }
        closeSubpath()
    }
}

extension CGPath {
    /// A layer's outline as Core Animation draws its background: see
    /// ``PathData/appendLayerOutline(_:radius:corners:continuous:transform:)``.
    package static func layerOutline(
        _ rect: CGRect, radius: CGFloat, corners: UInt8, continuous: Bool, transform: CGAffineTransform = .identity
    ) -> CGPath {
        var d = PathData()
        d.appendLayerOutline(rect, radius: radius, corners: corners, continuous: continuous, transform: transform)
        return CGPath(pathData: d)
    }
}
