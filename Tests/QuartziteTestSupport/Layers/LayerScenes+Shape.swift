import Foundation
import Quartzite
import QuartziteRender

extension LayerScene {
    /// A five-pointed star (self-intersecting), centred at `c` with outer radius `r`.
    static func star(_ c: CGPoint, _ r: Double) -> CGPath {
        let path = CGMutablePath()
        for k in 0..<5 {
            let a = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
            let p = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a))
            if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }

    /// A shape layer over the whole canvas drawing `path`.
    static func shapeLayer(_ path: CGPath, fill: CGColor?, stroke: CGColor? = nil, width: CGFloat = 1) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 160, height: 120)
        shape.path = path
        shape.fillColor = fill
        shape.strokeColor = stroke
        shape.lineWidth = width
        return shape
    }

    /// Seed 000's CAShapeLayer: two tangent circles in one path (the second arc starts where
    /// the first ends), stroked red over a white fill, `strokeStart` 0 → 0.6 and `strokeEnd`
    /// 0.4 → 1 over 5 s in an autoreversing group from t = 10; the canvas is the seed's
    /// 320 × 420 points at half scale.
    static func seedShape(at t: CFTimeInterval) -> LayerScene {
        LayerScene(name: "seed000-shape-\(Int(t * 1000))ms", width: 320, height: 420, scale: 0.5, time: 10 + t) {
            let root = rootLayer(320, 420)
            let shape = CAShapeLayer()
            shape.frame = root.bounds
            let path = CGMutablePath()
            path.addArc(center: CGPoint(x: 100, y: 300), radius: 100, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            path.addArc(center: CGPoint(x: 150, y: 300), radius: 50, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            shape.path = path
            shape.strokeColor = color(1, 0, 0)
            shape.fillColor = color(1, 1, 1)
            shape.lineWidth = 4
            let start = CABasicAnimation(keyPath: "strokeStart")
            start.duration = 5
            start.fromValue = 0
            start.toValue = 0.6
            let end = CABasicAnimation(keyPath: "strokeEnd")
            end.duration = 5
            end.fromValue = 0.4
            end.toValue = 1
            let group = CAAnimationGroup()
            group.animations = [start, end]
            group.duration = 5
            group.autoreverses = true
            group.beginTime = 10
            // Kept after it ends: the real clock is far past t = 20.
            group.isRemovedOnCompletion = false
            shape.add(group, forKey: "runningLine")
            root.addSublayer(shape)
            return root
        }
    }

    /// The shape layer scenes (issue 13).
    public static let shapes: [LayerScene] = [
        // The same star filled with each rule: non-zero fills the centre, even-odd leaves it.
        LayerScene(name: "shape-fill-rules") {
            let root = rootLayer()
            let nonZero = shapeLayer(star(CGPoint(x: 42, y: 62), 38), fill: color(0.1, 0.4, 0.9))
            let evenOdd = shapeLayer(star(CGPoint(x: 118, y: 62), 38), fill: color(0.9, 0.3, 0.1))
            evenOdd.fillRule = .evenOdd
            root.addSublayer(nonZero)
            root.addSublayer(evenOdd)
            return root
        },
        // Thick open zig-zags, one per cap (butt, round, square) with joins miter, round, bevel.
        LayerScene(name: "shape-caps-joins") {
            let root = rootLayer()
            let caps: [CAShapeLayerLineCap] = [.butt, .round, .square]
            let joins: [CAShapeLayerLineJoin] = [.miter, .round, .bevel]
            for i in 0..<3 {
                let x = 20 + Double(i) * 48
                let path = CGMutablePath()
                path.move(to: CGPoint(x: x, y: 100))
                path.addLine(to: CGPoint(x: x + 14, y: 30))
                path.addLine(to: CGPoint(x: x + 28, y: 100))
                let shape = shapeLayer(path, fill: nil, stroke: color(0.15, 0.15, 0.15, 0.85), width: 10)
                shape.lineCap = caps[i]
                shape.lineJoin = joins[i]
                root.addSublayer(shape)
            }
            return root
        },
        // A dashed circle (phase 5) and a miter limit that bevels a sharp corner.
        LayerScene(name: "shape-dashes-miter") {
            let root = rootLayer()
            let circle = shapeLayer(
                CGPath(ellipseIn: CGRect(x: 12, y: 20, width: 80, height: 80), transform: nil), fill: color(1, 0.9, 0.6),
                stroke: color(0.2, 0.3, 0.8), width: 4)
            circle.lineDashPattern = [12, 6, 2, 6]
            circle.lineDashPhase = 5
            root.addSublayer(circle)
            let sharp = CGMutablePath()
            sharp.move(to: CGPoint(x: 105, y: 100))
            sharp.addLine(to: CGPoint(x: 125, y: 25))
            sharp.addLine(to: CGPoint(x: 145, y: 100))
            let beveled = shapeLayer(sharp, fill: nil, stroke: color(0.7, 0.1, 0.3), width: 8)
            beveled.miterLimit = 2
            root.addSublayer(beveled)
            return root
        },
        // strokeStart 0.2 … strokeEnd 0.7 of a path of two subpaths (a square and a circle),
        // measured along both in order; the fill is the whole path.
        LayerScene(name: "shape-trim-subpaths") {
            let root = rootLayer()
            let path = CGMutablePath()
            path.addRect(CGRect(x: 15, y: 20, width: 60, height: 60))
            path.addEllipse(in: CGRect(x: 90, y: 30, width: 55, height: 55))
            let shape = shapeLayer(path, fill: color(0.85, 0.95, 0.85), stroke: color(0.1, 0.5, 0.2), width: 5)
            shape.strokeStart = 0.2
            shape.strokeEnd = 0.7
            shape.lineCap = .round
            root.addSublayer(shape)
            return root
        },
        // Paint order: contents, then the shape, then a sublayer, then the border; the shape
        // reaches outside the bounds (not clipped) and the layer is rotated.
        LayerScene(name: "shape-paint-order") {
            let root = rootLayer()
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 40, y: 25, width: 80, height: 70)
            shape.backgroundColor = color(0.8, 0.85, 1)
            shape.contents = TestTextures.checker(size: 32, cell: 4)
            shape.contentsGravity = .center
            shape.path = CGPath(ellipseIn: CGRect(x: -15, y: 10, width: 110, height: 50), transform: nil)
            shape.fillColor = color(1, 0.5, 0, 0.8)
            shape.borderWidth = 3
            shape.borderColor = color(0.1, 0.1, 0.1)
            shape.addSublayer(solidLayer(CGRect(x: 30, y: 25, width: 20, height: 20), color(0.2, 0.6, 0.3)))
            shape.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
            root.addSublayer(shape)
            return root
        },
        // A path morph half way (same structure: two triangles' points blend) and a fill and
        // line width animated with it, at t = 10.5 of a 1 s linear animation.
        LayerScene(name: "shape-morph-500ms", time: 10.5) {
            let root = rootLayer()
            let from = CGMutablePath()
            from.move(to: CGPoint(x: 20, y: 100))
            from.addLine(to: CGPoint(x: 80, y: 20))
            from.addLine(to: CGPoint(x: 140, y: 100))
            from.closeSubpath()
            let to = CGMutablePath()
            to.move(to: CGPoint(x: 20, y: 20))
            to.addLine(to: CGPoint(x: 140, y: 20))
            to.addLine(to: CGPoint(x: 80, y: 100))
            to.closeSubpath()
            let shape = shapeLayer(from, fill: color(0.2, 0.4, 0.9), stroke: color(0, 0, 0), width: 2)
            let morph = CABasicAnimation(keyPath: "path")
            morph.fromValue = from
            morph.toValue = to
            let fill = CABasicAnimation(keyPath: "fillColor")
            fill.fromValue = color(0.2, 0.4, 0.9)
            fill.toValue = color(0.9, 0.2, 0.2)
            let width = CABasicAnimation(keyPath: "lineWidth")
            width.fromValue = 2
            width.toValue = 10
            for a in [morph, fill, width] {
                a.duration = 1
                a.beginTime = 10
                a.timingFunction = CAMediaTimingFunction(name: .linear)
                a.isRemovedOnCompletion = false
                shape.add(a, forKey: a.keyPath)
            }
            root.addSublayer(shape)
            return root
        },
        seedShape(at: 1.25), seedShape(at: 5), seedShape(at: 7.5),
    ]
}
