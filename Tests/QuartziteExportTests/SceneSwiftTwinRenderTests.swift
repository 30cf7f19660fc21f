import Foundation
import Quartzite
import QuartziteRender
import Testing

@testable import QuartziteExport
@testable import quartzite_example

extension SceneRuntimeTests {
    /// A scene file of Examples/scenes/ and its Swift twin in Examples/SeedAnimations render
    /// identical frames: both trees are built at media time 0, each on its own clock (the
    /// player's, and a clock of the comparison for the twin) moved to the same times, and drawn
    /// by the CPU renderer at those times; the pixels must match exactly.
    @Suite struct SceneSwiftTwinRenderTests {
        /// Renders `file` with ScenePlayer and `twin` at `times`; returns the number of pixels
        /// that differ per time, and the number of distinct frames seen (to show they move).
        private func compare(_ file: String, _ twin: SeedExample, at times: [Double]) throws -> (differences: [Int], distinctFrames: Int) {
            let scene = try Scene(contentsOf: exampleScenesDirectory.appendingPathComponent(file))
            let size = CGSize(width: scene.canvas.width, height: scene.canvas.height)
            #expect(size == twin.size)
            #expect(scene.fps == twin.fps && scene.duration == twin.duration)
            let player = ScenePlayer(scene: scene)
            let twinClock = MediaClock(manualTime: 0)
            let twinRoot = MediaClock.withCurrent(twinClock) {
                let root = twin.build()
                CATransaction.flush()  // its animations start on its clock
                return root
            }
            let sceneRenderer = FrameRenderer(renderer: SoftwareRenderer())
            let twinRenderer = FrameRenderer(renderer: SoftwareRenderer())
            let white = CGColor.rgb(0xFFFFFF)
            var differences: [Int] = []
            var frames = Set<[UInt8]>()
            var nextStep = 0
            for t in times {
                player.advance(to: t)
                MediaClock.withCurrent(twinClock) { twin.advance(twinRoot, to: t, on: twinClock, nextStep: &nextStep) }
                let a = try sceneRenderer.render(layer: player.rootLayer, size: size, background: white, at: t)
                let b = try MediaClock.withCurrent(twinClock) {
                    try twinRenderer.render(layer: twinRoot, size: size, background: white, at: t)
                }
                #expect(a.width == Int(size.width) && a.height == Int(size.height))
                #expect(b.width == a.width && b.height == a.height)
                var count = 0
                for i in stride(from: 0, to: min(a.pixels.count, b.pixels.count), by: 4)
                where a.pixels[i..<i + 4] != b.pixels[i..<i + 4] {
                    count += 1
                }
                differences.append(count)
                frames.insert(a.pixels)
            }
            return (differences, frames.count)
        }

        @Test func navigationPushAndPopRenderIdentically() throws {
            // Before, during and after the push (0.5–1.5 s) and the pop (2.5–3.5 s).
            let times = [0.0, 0.5, 0.75, 1.0, 1.5, 2.0, 2.5, 2.9, 3.2, 3.6]
            let result = try compare("000-navigation-push-pop.json", Seed000.navigation, at: times)
            #expect(result.differences == Array(repeating: 0, count: times.count))
            // Page 1 alone (0, 0.5, 3.6), page 2 alone (1.5, 2, 2.5), and four in-between frames.
            #expect(result.distinctFrames == 6)
        }

        @Test func logoFlipRendersIdentically() throws {
            let times = [0.0, 0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 1.0, 1.15]
            let result = try compare("002-logo-flip.json", Seed002.logoFlip, at: times)
            #expect(result.differences == Array(repeating: 0, count: times.count))
            #expect(result.distinctFrames >= 8)
        }

        @Test func rainbowRendersIdentically() throws {
            let times = [0.0, 0.3, 0.667, 1.0, 1.5, 2.0, 2.7, 3.3, 3.9]
            let result = try compare("001-rainbow-keyframes.json", Seed001.rainbowKeyframes, at: times)
            #expect(result.differences == Array(repeating: 0, count: times.count))
            #expect(result.distinctFrames == times.count)
        }

        @Test func rotationAndNestedSpeedRenderIdentically() throws {
            let rotation = try compare("001-rotation-keyframes.json", Seed001.rotationKeyframes, at: [0, 0.4, 0.9, 1.3, 1.9])
            #expect(rotation.differences == [0, 0, 0, 0, 0])
            let speed = try compare("004-nested-speed.json", Seed004.nestedSpeed, at: [0, 1, 2.5, 4])
            #expect(speed.differences == [0, 0, 0, 0])
            #expect(speed.distinctFrames == 4)
        }

        @Test func seed000ShapeStrokeRendersIdentically() throws {
            let times = [0.0, 1.25, 2.5, 5.0, 6.0, 8.0, 9.9]  // 7.5 would equal 2.5 (autoreverse)
            let result = try compare("000-shape-stroke.json", Seed000.shapeStroke, at: times)
            #expect(result.differences == Array(repeating: 0, count: times.count))
            #expect(result.distinctFrames == times.count)
        }

        @Test func seed000TextFontSizeRendersIdentically() throws {
            let times = [0.0, 1.0, 2.5, 4.0, 4.9]
            let result = try compare("000-text-font-size.json", Seed000.textFontSize, at: times)
            #expect(result.differences == Array(repeating: 0, count: times.count))
            #expect(result.distinctFrames == times.count)
        }

        @Test func seed000TransitionPushRendersIdentically() throws {
            let times = [0.0, 0.4, 1.0, 1.6, 2.2]
            let result = try compare("000-transition-push.json", Seed000.transitionPush, at: times)
            #expect(result.differences == Array(repeating: 0, count: times.count))
            #expect(result.distinctFrames == times.count)
        }

        /// A `transformLayer` scene layer builds a `CATransformLayer`: the cube of
        /// Examples/scenes/transform-layer-cube.json equals the same tree written in Swift.
        @Test func transformLayerCubeRendersIdentically() throws {
            let cube = SeedExample(
                name: "transform-layer-cube", summary: "a CATransformLayer cube",
                size: CGSize(width: 300, height: 300), fps: 30, duration: 4
            ) {
                let root = CALayer()
                root.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
                root.position = CGPoint(x: 150, y: 150)
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 500
                root.sublayerTransform = perspective
                let cube = CATransformLayer()
                cube.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
                cube.position = CGPoint(x: 150, y: 150)
                let faces: [(UInt32, CGFloat, CGFloat, CGFloat)] = [
                    (0xFF3B30, 0, 0, 1), (0x34C759, .pi, 0, 1), (0x007AFF, .pi / 2, 0, 1),
                    (0xFF9500, -.pi / 2, 0, 1), (0xAF52DE, .pi / 2, 1, 0), (0x5AC8FA, -.pi / 2, 1, 0),
                ]
                for (rgb, angle, x, y) in faces {
                    let face = CALayer()
                    face.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
                    face.backgroundColor = CGColor.rgb(rgb).copy(alpha: 0xE6 / 255.0)
                    face.borderWidth = 2
                    face.borderColor = .rgb(0xFFFFFF)
                    let turn = angle == 0 ? CATransform3DIdentity : CATransform3DMakeRotation(angle, x, y, 0)
                    face.transform = CATransform3DTranslate(turn, 0, 0, 50)
                    cube.addSublayer(face)
                }
                root.addSublayer(cube)
                let spin = CABasicAnimation(keyPath: "transform.rotation.y")
                spin.fromValue = 0
                spin.toValue = 2 * Double.pi
                spin.duration = 4
                cube.add(spin, forKey: "spin")
                let tilt = CABasicAnimation(keyPath: "transform.rotation.x")
                tilt.fromValue = -0.5
                tilt.toValue = 0.5
                tilt.duration = 2
                tilt.autoreverses = true
                tilt.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                tilt.isAdditive = true
                cube.add(tilt, forKey: "tilt")
                return root
            }
            let times = [0.0, 0.33, 1.17, 2.0, 3.17]
            let result = try compare("transform-layer-cube.json", cube, at: times)
            #expect(result.differences == Array(repeating: 0, count: times.count))
            #expect(result.distinctFrames == times.count)
        }

        /// The keyframe block (the seed's own code) gives exactly the rainbow of the keyframe
        /// animation in the scene file: the same colours at the same key times, linearly.
        @Test func rainbowBlockMatchesTheKeyframeAnimation() throws {
            let times = [0.0, 0.5, 1.0, 2.2, 3.5]
            let result = try compare("001-rainbow-keyframes.json", Seed001.rainbowBlock, at: times)
            #expect(result.differences == Array(repeating: 0, count: times.count))
        }
    }
}
