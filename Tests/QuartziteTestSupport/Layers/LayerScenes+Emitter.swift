import Foundation
import Quartzite
import QuartziteRender

extension LayerScene {
    /// A 9 × 9 soft white dot: alpha 1 − d/4.5 (d: distance from the centre in texels).
    static let particleDot = TestTextures.make(9, 9) { x, y in
        let d = ((Double(x) - 4) * (Double(x) - 4) + (Double(y) - 4) * (Double(y) - 4)).squareRoot()
        let a = UInt8(max(0, 1 - d / 4.5) * 255)
        return SIMD4(a, a, a, a)
    }

    /// A 6 × 10 opaque white bar with a red top row (turning shows).
    static let particleBar = TestTextures.make(6, 10) { _, y in
        y == 0 ? SIMD4(255, 0, 0, 255) : SIMD4(255, 255, 255, 255)
    }

    /// An emitter filling `frame` with `cells`, configured by `configure`.
    static func emitter(
        _ frame: CGRect, _ cells: [CAEmitterCell], _ configure: (CAEmitterLayer) -> Void = { _ in }
    ) -> CAEmitterLayer {
        let emitter = CAEmitterLayer()
        emitter.frame = frame
        emitter.emitterCells = cells
        configure(emitter)
        return emitter
    }

    /// A cell of `image` born `rate` times a second, living `lifetime` seconds.
    static func particleCell(_ image: CGImage, rate: Float, lifetime: Float, _ configure: (CAEmitterCell) -> Void)
        -> CAEmitterCell
    {
        let cell = CAEmitterCell()
        cell.contents = image
        cell.birthRate = rate
        cell.lifetime = lifetime
        configure(cell)
        return cell
    }

    /// A fountain: sparks shot up within ±0.4 rad of vertical at 60 ± 15 pt/s, falling at
    /// 60 pt/s², shrinking, turning orange to red and fading, at time `t`; `additive` adds
    /// them.
    static func fountain(at t: CFTimeInterval, additive: Bool) -> LayerScene {
        LayerScene(name: "emitter-fountain\(additive ? "-additive" : "")-\(Int(t * 1000))ms", time: t) {
            let root = rootLayer(160, 120, color(0.1, 0.1, 0.2))
            let spark = particleCell(particleDot, rate: 40, lifetime: 1.5) {
                $0.velocity = 60
                $0.velocityRange = 15
                $0.emissionLongitude = -.pi / 2
                $0.emissionRange = 0.8
                $0.yAcceleration = 60
                $0.scale = 1.2
                $0.scaleSpeed = -0.4
                $0.color = color(1, 0.6, 0.2)
                $0.greenSpeed = -0.4
                $0.alphaSpeed = -0.5
            }
            root.addSublayer(emitter(CGRect(x: 0, y: 0, width: 160, height: 120), [spark]) {
                $0.emitterPosition = CGPoint(x: 80, y: 110)
                $0.seed = 11
                if additive { $0.renderMode = .additive }
            })
            return root
        }
    }

    /// Still particles on a sphere's surface in an emitter turned 1 rad about y under
    /// perspective: with `preservesDepth` they keep their depth and fill an ellipse; flattened
    /// they lie in the layer's plane, squashed into a narrow one.
    static func sphere(preservesDepth: Bool) -> LayerScene {
        LayerScene(name: "emitter-sphere\(preservesDepth ? "-depth" : "-flat")", time: 1) {
            let root = rootLayer()
            root.sublayerTransform = perspectiveTransform(400)
            let dot = particleCell(particleDot, rate: 150, lifetime: 10) { $0.color = color(0.8, 0.2, 0.4) }
            let e = emitter(CGRect(x: 30, y: 10, width: 100, height: 100), [dot]) {
                $0.emitterShape = .sphere
                $0.emitterMode = .surface
                $0.emitterPosition = CGPoint(x: 50, y: 50)
                $0.emitterSize = CGSize(width: 40, height: 40)  // radius 40
                $0.preservesDepth = preservesDepth
                $0.renderMode = .backToFront
                $0.seed = 2
                $0.borderWidth = 1
                $0.borderColor = color(0, 0, 0)
            }
            e.transform = CATransform3DMakeRotation(1, 0, 1, 0)
            root.addSublayer(e)
            return root
        }
    }

    /// Emitters: every shape and mode (still particles), a fountain over time and additive,
    /// turning bars in the three ordered render modes, and a two-level firework.
    public static let emitters: [LayerScene] = [
        // Six still emitters, 41 dots each after a second (the point one lives a millisecond:
        // one dot): a point, a line, a rectangle's outline, a rectangle's area, a circle's
        // outline, a circle's area.
        LayerScene(name: "emitter-shapes", time: 1) {
            let root = rootLayer()
            let still = particleCell(particleDot, rate: 40, lifetime: 10) { $0.color = color(0.1, 0.3, 0.8) }
            let shapes: [(CAEmitterLayerEmitterShape, CAEmitterLayerEmitterMode)] = [
                (.point, .volume), (.line, .outline), (.rectangle, .outline),
                (.rectangle, .surface), (.circle, .outline), (.circle, .volume),
            ]
            for (i, (shape, mode)) in shapes.enumerated() {
                root.addSublayer(emitter(CGRect(x: 4 + 52 * Double(i % 3), y: 4 + 56 * Double(i / 3), width: 48, height: 52), [still]) {
                    $0.emitterShape = shape
                    $0.emitterMode = mode
                    $0.emitterPosition = CGPoint(x: 24, y: 26)
                    // A circle's radius is the width (Apple): 20, as the others' half-width.
                    $0.emitterSize = CGSize(width: shape == .circle ? 20 : 40, height: 30)
                    $0.seed = UInt32(i)
                    // Forty dots on one point would only show how 8-bit blending rounds: one.
                    if shape == .point { $0.lifetime = 0.001 }
                })
            }
            return root
        },
        sphere(preservesDepth: true),
        sphere(preservesDepth: false),
        // A comet: the emitter moves along a circle of radius 40 (one turn in 2 s, from t = 10)
        // and its still, fading dots stay where they were born — a trail a quarter turn long
        // behind the head at 1.5 s into the turn (the dots live 0.5 s).
        LayerScene(name: "emitter-comet-trail", time: 11.5) {
            let root = rootLayer(160, 120, color(0.05, 0.05, 0.15))
            let dot = particleCell(particleDot, rate: 60, lifetime: 0.5) {
                $0.color = color(0.6, 0.9, 1)
                $0.alphaSpeed = -2
                $0.scaleSpeed = -1.6
            }
            let e = emitter(CGRect(x: 0, y: 0, width: 160, height: 120), [dot]) { $0.emitterPosition = CGPoint(x: 120, y: 60) }
            let path = CGMutablePath()
            path.addArc(center: CGPoint(x: 80, y: 60), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            let orbit = CAKeyframeAnimation(keyPath: "emitterPosition")
            orbit.path = path
            orbit.duration = 2
            orbit.beginTime = 10
            orbit.repeatCount = .infinity
            orbit.isRemovedOnCompletion = false
            e.add(orbit, forKey: "orbit")
            root.addSublayer(e)
            return root
        },
        fountain(at: 0.5, additive: false),
        fountain(at: 2, additive: false),
        fountain(at: 2, additive: true),
        // Turning bars from a line, drawn oldest last (the first born on top), over the
        // emitter's sublayer and border ("drawn above the layer's background color and
        // border", Apple).
        LayerScene(name: "emitter-bars-oldest-last", time: 1.5) {
            let root = rootLayer()
            let bar = particleCell(particleBar, rate: 12, lifetime: 3) {
                $0.velocity = 40
                // Down: a line's longitude is measured across it, 0 towards −y.
                $0.emissionLongitude = .pi
                $0.spin = 2
                $0.spinRange = 1
                $0.color = color(0.2, 0.7, 0.3)
                $0.redRange = 0.5
            }
            let e = emitter(CGRect(x: 10, y: 10, width: 140, height: 100), [bar]) {
                $0.emitterShape = .line
                $0.emitterPosition = CGPoint(x: 70, y: 10)
                $0.emitterSize = CGSize(width: 120, height: 0)
                $0.renderMode = .oldestLast
                $0.borderWidth = 2
                $0.borderColor = color(0, 0, 0)
                $0.backgroundColor = color(0.9, 0.9, 0.85)
            }
            e.addSublayer(solidLayer(CGRect(x: 50, y: 60, width: 40, height: 20), color(0.8, 0.2, 0.2, 0.8)))
            root.addSublayer(e)
            return root
        },
        // A firework: rockets (no image) shot up every 0.8 s; from 0.9 s of age each bursts into
        // 30 sparks in every direction (the first a period, 1/300 s, into the burst's window),
        // falling and fading; trails from 0.05 s of age. At 1.6 s the first burst is open and the
        // second rocket about to burst.
        LayerScene(name: "emitter-firework", time: 1.6) {
            let root = rootLayer(160, 120, color(0, 0, 0.1))
            let spark = particleCell(particleDot, rate: 300, lifetime: 1.2) {
                $0.beginTime = 0.9
                $0.duration = 0.1
                $0.velocity = 40
                $0.velocityRange = 10
                $0.emissionRange = 2 * .pi
                $0.yAcceleration = 30
                $0.scale = 0.8
                $0.color = color(1, 0.9, 0.4)
                $0.alphaSpeed = -0.6
            }
            let trail = particleCell(particleDot, rate: 20, lifetime: 0.3) {
                $0.scale = 0.4
                $0.color = color(1, 1, 1, 0.7)
                $0.alphaSpeed = -2
            }
            let rocket = CAEmitterCell()
            rocket.birthRate = 1.25
            rocket.lifetime = 1
            rocket.velocity = 90
            rocket.emissionLongitude = -.pi / 2
            rocket.emitterCells = [spark, trail]
            root.addSublayer(emitter(CGRect(x: 0, y: 0, width: 160, height: 120), [rocket]) {
                $0.emitterPosition = CGPoint(x: 80, y: 118)
                $0.seed = 5
            })
            return root
        },
    ]
}
