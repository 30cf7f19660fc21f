import Foundation
import Quartzite
import Testing

extension CompatibilityTests {
    @Suite("Path and timing idioms from Swift libraries")
    struct PathAndTimingIdiomsTests {
        /// Ease-in-ease-out is (0.42, 0), (0.58, 1) (Apple's documented control points); a
        /// custom curve reads back its own, in Float precision, both ways.
        @Test func timingFunctionsReadBackTheirControlPoints() {
            let ease = CAMediaTimingFunction(name: .easeInEaseOut)
            #expect(ease.unitBezier == UnitBezier(firstX: Double(Float(0.42)), firstY: 0, secondX: Double(Float(0.58)), secondY: 1))
            #expect(ease.unitBezierFromPointers == ease.unitBezier)
            let custom = CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)
            #expect(custom.unitBezier == UnitBezier(
                firstX: Double(Float(0.25)), firstY: Double(Float(0.1)), secondX: Double(Float(0.25)), secondY: 1))
        }

        /// applyWithBlock hands over each element with its points in Core Graphics' order
        /// (control points first, end point last).
        @Test func pathWalksSeeEveryElement() {
            let path = CGMutablePath()
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 10, y: 0))
            path.addQuadCurve(to: CGPoint(x: 20, y: 10), control: CGPoint(x: 20, y: 0))
            path.addCurve(to: CGPoint(x: 0, y: 30), control1: CGPoint(x: 20, y: 30), control2: CGPoint(x: 10, y: 30))
            path.closeSubpath()
            var elements: [PathElement] = []
            path.apply { elements.append($0) }
            #expect(elements == [
                .move(to: .zero), .line(to: CGPoint(x: 10, y: 0)),
                .quadCurve(to: CGPoint(x: 20, y: 10), via: CGPoint(x: 20, y: 0)),
                .cubicCurve(to: CGPoint(x: 0, y: 30), v1: CGPoint(x: 20, y: 30), v2: CGPoint(x: 10, y: 30)), .close,
            ])
            #expect(path.points == [CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 10), CGPoint(x: 0, y: 30)])
        }

        /// A 90° slice from 0° of radius 40 about (50, 50) covers the square (50, 50, 40, 40)
        /// (its curve's control points too), ends back at its start after closing, and holds
        /// a point in the quarter but not beyond the arc or in another quarter.
        @Test func pieSliceGeometry() {
            let slice = pieSlicePath(center: CGPoint(x: 50, y: 50), radius: 40, startAngleOuter: 0, sweepAngleOuter: 90)
            #expect(rectNear(slice.boundingBoxOfPath, CGRect(x: 50, y: 50, width: 40, height: 40)))
            #expect(rectNear(slice.boundingBox, CGRect(x: 50, y: 50, width: 40, height: 40)))
            #expect(near(slice.currentPoint, CGPoint(x: 90, y: 50), 1e-9))
            #expect(slice.contains(CGPoint(x: 70, y: 70)))
            #expect(!slice.contains(CGPoint(x: 80, y: 80)))  // 42.4 from the centre
            #expect(!slice.contains(CGPoint(x: 30, y: 70), using: .evenOdd))
            #expect(!slice.isEmpty)
            // Negative sweep: the other way round, below the x axis.
            let below = pieSlicePath(center: CGPoint(x: 50, y: 50), radius: 40, startAngleOuter: 0, sweepAngleOuter: -90)
            #expect(rectNear(below.boundingBoxOfPath, CGRect(x: 50, y: 10, width: 40, height: 40)))
        }

        /// The popup's corners are rounded by radius 10: the rectangle's corner is outside,
        /// a point 10 in from both edges is inside, the outline's box is the rectangle.
        @Test func tangentArcsRoundThePopup() {
            let popup = popupPath(in: CGRect(x: 0, y: 0, width: 60, height: 80), radius: 10)
            #expect(rectNear(popup.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 60, height: 80)))
            #expect(!popup.contains(CGPoint(x: 59, y: 79)) && !popup.contains(CGPoint(x: 1, y: 79)))
            #expect(popup.contains(CGPoint(x: 50, y: 70)) && popup.contains(CGPoint(x: 30, y: 40)))
            // The arc's midpoint: 10 − 10/√2 from each edge.
            #expect(popup.contains(CGPoint(x: 60 - 3.2, y: 80 - 3.2)) && !popup.contains(CGPoint(x: 60 - 2.6, y: 80 - 2.6)))
        }

        /// The ship starts at the path's start turned along its first tangent (straight up the
        /// y axis: 90°) at scale 1, and ends — held by the fill mode — at the path's end, turned
        /// along the last tangent ((45, -55), -50.7°) at scale 4.
        @Test func shipFollowsThePathTurnedAlongIt() throws {
            startClock()
            let ship = CALayer()
            ship.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
            CATransaction.flush()
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 50, y: 50))
            path.addCurve(to: CGPoint(x: 150, y: 150), control1: CGPoint(x: 50, y: 120), control2: CGPoint(x: 75, y: 145))
            path.addQuadCurve(to: CGPoint(x: 300, y: 100), control: CGPoint(x: 255, y: 155))
            flyShip(ship, along: path)
            CATransaction.flush()
            var start = try #require(ship.presentation())
            #expect(near(start.position, CGPoint(x: 50, y: 50), 1e-9))
            #expect(near(start.transform.m11, 0, 1e-9) && near(start.transform.m12, 1, 1e-9))
            setClock(20)
            start = try #require(ship.presentation())
            #expect(near(start.position, CGPoint(x: 300, y: 100), 1e-9))
            let angle = atan2(-55.0, 45.0)
            #expect(near(start.transform.m11, 4 * cos(angle), 1e-9) && near(start.transform.m12, 4 * sin(angle), 1e-9))
            #expect(ship.animationKeys()?.count == 1)
        }

        /// The transaction's duration and timing function go to the implicit opacity animation
        /// (not to the explicit one, which keeps its own); the delegate hears the start once
        /// time runs, and the stop at the end.
        @Test func transactionTimingReachesImplicitAnimations() throws {
            startClock()
            let layer = CALayer()
            CATransaction.flush()
            let delegate = FadeDelegate()
            fade(layer, delegate: delegate)
            #expect(layer.animationKeys() == ["opacity", "pulse"])
            let implicit = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
            #expect(implicit.duration == 2)
            #expect(implicit.timingFunction == CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1))
            #expect(layer.animation(forKey: "pulse")?.duration == 1)
            setClock(10.5)
            #expect(delegate.started == 1)
            #expect(near(presented(layer, "transform.scale.x"), 1.5, 1e-9))
            // Opacity 1 → 0.5 on the custom curve: the curve's y at the x of half-time.
            let progress = Double(CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1).solve(forInput: 0.25))
            #expect(near(presented(layer, "opacity"), 1 - 0.5 * progress, 1e-4))
            setClock(11.5)
            #expect(delegate.stopped == [true])
        }
    }
}

/// Whether two rectangles agree to within `tolerance` in every edge.
func rectNear(_ a: CGRect, _ b: CGRect, _ tolerance: Double = 1e-6) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance && abs(a.maxX - b.maxX) <= tolerance
        && abs(a.maxY - b.maxY) <= tolerance
}
