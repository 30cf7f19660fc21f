import Foundation
import Testing

@testable import Quartzite

extension LayerRuntimeTests {
    /// `render(in:)` paints the model tree into a context in the layer's space.
    @Suite("CALayer.render(in:)")
    struct RenderInContextTests {
        func fills(_ drawing: RecordedDrawing) -> [(CGRect, CGColor, CGFloat)] {
            drawing.commands.compactMap { command in
                guard case .fill(let path, _) = command.operation else { return nil }
                return (path.boundingBox, command.color, command.alpha)
            }
        }

        @Test func paintsBackgroundsSublayersAndBordersInOrder() {
            resetLayerRuntime()
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 100, height: 80)
            root.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            root.borderWidth = 2
            root.borderColor = CGColor(gray: 0, alpha: 1)
            let child = CALayer()
            child.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
            child.position = CGPoint(x: 50, y: 40)
            child.opacity = 0.5
            child.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            let hidden = CALayer()
            hidden.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
            hidden.backgroundColor = CGColor(gray: 1, alpha: 1)
            hidden.isHidden = true
            let turned = CALayer()
            turned.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
            turned.backgroundColor = CGColor(gray: 0.5, alpha: 1)
            turned.transform = CATransform3DMakeRotation(0.5, 0, 1, 0)
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
            shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 6), transform: nil)
            shape.zPosition = -1
            for layer in [child, hidden, turned, shape] { root.addSublayer(layer) }
            let ctx = CGContext(pixelWidth: 100, pixelHeight: 80)
            root.render(in: ctx)
            let drawing = ctx.makeDrawing()
            let painted = fills(drawing)
            #expect(painted.count == 3)
            #expect(painted[0].0 == CGRect(x: 0, y: 0, width: 100, height: 80))
            #expect(painted[0].1 == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            // The shape (zPosition −1) before the child; its path in root coordinates.
            #expect(painted[1].0 == CGRect(x: 10, y: 10, width: 4, height: 6))
            #expect(painted[1].1 == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
            #expect(painted[2].0 == CGRect(x: 40, y: 35, width: 20, height: 10))
            #expect(painted[2].1 == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            #expect(painted[2].2 == 0.5)
            guard case .stroke(let border, let stroke)? = drawing.commands.last?.operation else {
                Issue.record("the border is painted last")
                return
            }
            #expect(border.boundingBox == CGRect(x: 1, y: 1, width: 98, height: 78))
            #expect(stroke.lineWidth == 2)
        }
    }
}
