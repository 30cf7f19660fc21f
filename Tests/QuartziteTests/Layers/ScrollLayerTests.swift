import Foundation
import Testing

@testable import Quartzite

extension LayerRuntimeTests {
    /// CAScrollLayer and CALayer's scrolling methods (CAScrollLayer.h): scrolling sets the
    /// scroll layer's bounds origin along the axes its scrollMode allows; a sublayer at any
    /// depth scrolls its closest ancestor scroll layer; visibleRect is what the scroll layers
    /// above a layer leave of its bounds.
    @Suite("CAScrollLayer")
    struct ScrollLayerTests {
        /// A scroll layer showing 100 × 50 points of a 400 × 300 content layer, with a row
        /// (400 × 40) at y = 200 of the content.
        private func makeTree() -> (scroll: CAScrollLayer, content: CALayer, row: CALayer) {
            let scroll = CAScrollLayer()
            scroll.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
            let content = CALayer()
            content.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
            let row = CALayer()
            row.frame = CGRect(x: 0, y: 200, width: 400, height: 40)
            content.addSublayer(row)
            scroll.addSublayer(content)
            return (scroll, content, row)
        }

        @Test("defaults: both axes, clips to bounds; Apple's mode names")
        func defaults() {
            let layer = CAScrollLayer()
            #expect(layer.scrollMode == .both)
            #expect(layer.masksToBounds)
            #expect(CAScrollLayer.defaultValue(forKey: "masksToBounds") as? Bool == true)
            #expect(CALayer.defaultValue(forKey: "masksToBounds") as? Bool == false)
            #expect(CALayer().masksToBounds == false)
            #expect(CAScrollLayer.propertyDescriptor(forKey: "scrollMode")?.isAnimatable == false)
            #expect(
                [CAScrollLayerScrollMode.none, .vertically, .horizontally, .both].map(\.rawValue)
                    == ["none", "vertically", "horizontally", "both"])
            layer.setValue("horizontally", forKey: "scrollMode")
            #expect(layer.scrollMode == .horizontally)
            #expect(CAScrollLayer(layer: layer).scrollMode == .horizontally)
        }

        @Test("scroll(to: point) sets the bounds origin along the allowed axes")
        func scrollToPoint() {
            let (scroll, _, _) = makeTree()
            scroll.scroll(to: CGPoint(x: 30, y: 20))
            #expect(scroll.bounds == CGRect(x: 30, y: 20, width: 100, height: 50))
            #expect(scroll.position == CGPoint(x: 60, y: 35))
            scroll.scrollMode = .horizontally
            scroll.scroll(to: CGPoint(x: 5, y: 90))
            #expect(scroll.bounds.origin == CGPoint(x: 5, y: 20))
            scroll.scrollMode = .vertically
            scroll.scroll(to: CGPoint(x: 70, y: 7))
            #expect(scroll.bounds.origin == CGPoint(x: 5, y: 7))
            scroll.scrollMode = .none
            scroll.scroll(to: CGPoint(x: 0, y: 0))
            #expect(scroll.bounds.origin == CGPoint(x: 5, y: 7))
        }

        @Test("scroll(to: rect) moves the origin as little as needed")
        func scrollToRect() {
            let (scroll, _, _) = makeTree()
            // Right of the bounds: its right edge comes to the right edge; y already visible.
            scroll.scroll(to: CGRect(x: 120, y: 10, width: 30, height: 20))
            #expect(scroll.bounds.origin == CGPoint(x: 50, y: 0))
            // Left of and below the bounds: left edge to the left, bottom edge to the bottom.
            scroll.scroll(to: CGRect(x: -20, y: 60, width: 10, height: 10))
            #expect(scroll.bounds.origin == CGPoint(x: -20, y: 20))
            // Already inside: nothing moves.
            scroll.scroll(to: CGRect(x: -10, y: 30, width: 20, height: 20))
            #expect(scroll.bounds.origin == CGPoint(x: -20, y: 20))
            // Wider than the bounds: its minimum edge is shown.
            scroll.scroll(to: CGRect(x: 10, y: 30, width: 300, height: 10))
            #expect(scroll.bounds.origin == CGPoint(x: 10, y: 20))
            // Only the allowed axis moves.
            scroll.scrollMode = .vertically
            scroll.scroll(to: CGRect(x: 500, y: 100, width: 10, height: 10))
            #expect(scroll.bounds.origin == CGPoint(x: 10, y: 60))
            scroll.scroll(to: .null)
            #expect(scroll.bounds.origin == CGPoint(x: 10, y: 60))
        }

        @Test("a sublayer scrolls its closest ancestor scroll layer")
        func sublayerScrolls() {
            let (scroll, content, row) = makeTree()
            row.scroll(CGPoint(x: 10, y: 5))
            #expect(scroll.bounds.origin == CGPoint(x: 10, y: 205))
            // The row's top (y 200 in the scroll layer) is above the bounds (205…255).
            row.scrollRectToVisible(CGRect(x: 0, y: 0, width: 50, height: 40))
            #expect(scroll.bounds.origin == CGPoint(x: 0, y: 200))
            content.scrollRectToVisible(CGRect(x: 300, y: 0, width: 20, height: 20))
            #expect(scroll.bounds.origin == CGPoint(x: 220, y: 0))
            // A scroll layer scrolls itself (GNUstep's tests, measured against Apple's
            // QuartzCore: scrollPoint: (50, 60) on the scroll layer gives bounds origin (50, 60)).
            scroll.scroll(CGPoint(x: 1, y: 1))
            #expect(scroll.bounds.origin == CGPoint(x: 1, y: 1))
            scroll.scrollRectToVisible(CGRect(x: 300, y: 0, width: 20, height: 20))
            #expect(scroll.bounds.origin == CGPoint(x: 220, y: 0))
            // A layer outside any scroll layer does nothing.
            let loose = CALayer()
            loose.scroll(CGPoint(x: 3, y: 3))
            #expect(scroll.bounds.origin == CGPoint(x: 220, y: 0))
            // Through a transformed sublayer: the point is converted into the scroll layer.
            content.transform = CATransform3DMakeScale(2, 2, 1)
            row.scroll(CGPoint(x: 0, y: 0))
            // content scaled 2× about its centre (200, 150): row's origin (0, 200) → (−200, 250).
            #expect(scroll.bounds.origin == CGPoint(x: -200, y: 250))
        }

        @Test("visibleRect is the bounds cut by the ancestor scroll layers")
        func visibleRect() {
            let (scroll, content, row) = makeTree()
            #expect(scroll.visibleRect == CGRect(x: 0, y: 0, width: 100, height: 50))
            #expect(content.visibleRect == CGRect(x: 0, y: 0, width: 100, height: 50))
            #expect(row.visibleRect.isNull)
            scroll.scroll(to: CGPoint(x: 30, y: 180))
            #expect(content.visibleRect == CGRect(x: 30, y: 180, width: 100, height: 50))
            #expect(row.visibleRect == CGRect(x: 30, y: 0, width: 100, height: 30))
            // Nested: an inner scroll layer inside the row shows only what the outer one does.
            let inner = CAScrollLayer()
            inner.frame = CGRect(x: 100, y: 10, width: 60, height: 30)
            let cell = CALayer()
            cell.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
            inner.addSublayer(cell)
            row.addSublayer(inner)
            // Outer shows row y 0…30 and x 30…130; inner spans row x 100…160, y 10…40.
            #expect(inner.visibleRect == CGRect(x: 0, y: 0, width: 30, height: 20))
            #expect(cell.visibleRect == CGRect(x: 0, y: 0, width: 30, height: 20))
            // A layer under no scroll layer: its bounds.
            #expect(CALayer().visibleRect == .zero)
        }

        @Test("scrolling a committed scroll layer animates its bounds implicitly")
        func scrollAnimatesImplicitly() throws {
            resetLayerRuntime()
            let (scroll, _, _) = makeTree()
            CATransaction.flush()
            scroll.scroll(to: CGPoint(x: 40, y: 0))
            let animation = try #require(scroll.animation(forKey: "bounds") as? CABasicAnimation)
            #expect(animation.duration == 0.25)
            CATransaction.flush()
            MediaClock.current.set(to: 100.125)
            // Half-way through 0.25 s of the default curve, from x = 0 to 40.
            let eased = Double(CAMediaTimingFunction(name: .default).solve(forInput: 0.5))
            #expect(close(Double(scroll.presentation()?.bounds.origin.x ?? -1), 40 * eased, 1e-3))
            #expect(scroll.presentation()?.bounds.size == CGSize(width: 100, height: 50))
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            scroll.scroll(to: CGPoint(x: 0, y: 10))
            CATransaction.commit()
            #expect(scroll.bounds.origin == CGPoint(x: 0, y: 10))
        }
    }
}
