import Foundation
import Quartzite
@testable import QuartziteRender
import QuartziteTestClock
import Testing

/// Trees built by code, not read from scene files (which refuse them): the flattener draws
/// what lies within its limits and skips the rest instead of overflowing the stack or running
/// without end (issue 15).
@Suite("Flattener limits", .mediaClockPerTest)
struct FlattenerLimitTests {
    /// A chain of `depth` layers, each the only sublayer (or the mask, with `masks`) of the one
    /// above, each drawing a 10-point square.
    private func chain(depth: Int, masks: Bool = false, transformLayers: Bool = false) -> CALayer {
        let root = transformLayers ? CATransformLayer() : solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), color(1, 0, 0))
        var parent = root
        for _ in 1..<depth {
            let layer =
                transformLayers ? CATransformLayer() : solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), color(1, 0, 0))
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            if masks { parent.mask = layer } else { parent.addSublayer(layer) }
            parent = layer
        }
        if transformLayers { parent.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), color(1, 0, 0))) }
        return root
    }

    @Test("a sublayer chain 2,000 deep: the first 256 levels are drawn, the layer below them is skipped and counted")
    func deepSublayers() {
        let (frame, renderer) = renderLayer(chain(depth: 2000), width: 20, height: 20)
        let statistics = renderer.flattener.statistics
        if SanitizerEnvironment.isSanitized {
            // AddressSanitizer's larger frames exhaust the stack a few levels short of the limit
            // (FlattenerStackTests): stopped there, as cleanly.
            #expect(statistics.layersVisited > 200 && statistics.layersVisited <= LayerTreeFlattener.maximumDepth)
        } else {
            #expect(statistics.layersVisited == LayerTreeFlattener.maximumDepth)
        }
        #expect(statistics.layersBeyondLimits == 1)
        #expect(renderer.flattener.problems.messages.count == 1)
        #expect(frame.pixel(x: 5, y: 5) == SIMD4<UInt8>(255, 0, 0, 255))
    }

    @Test("a mask chain 1,000 deep and nested transform layers 1,000 deep end at the depth limit")
    func deepMasksAndContexts() {
        let (_, masked) = renderLayer(chain(depth: 1000, masks: true), width: 20, height: 20)
        #expect(masked.flattener.statistics.layersBeyondLimits == 1)
        let (_, contexts) = renderLayer(chain(depth: 1000, transformLayers: true), width: 20, height: 20)
        #expect(contexts.flattener.statistics.layersBeyondLimits == 1)
    }

    @Test("instanceCount = Int.max, and replicators nested three deep: the frame stops at the visit limit")
    func hugeReplicators() throws {
        /// Flattens `layer` with a limit of 10,000 visits (the real one takes seconds in a
        /// debug build).
        func flatten(_ layer: CALayer) -> LayerTreeFlattener {
            CATransaction.flush()
            let flattener = LayerTreeFlattener()
            flattener.layerVisitLimit = 10_000
            var plan = RenderPlan()
            if let snapshot = layer.committedSnapshot {
                flattener.flatten(snapshot, at: 0, canvasSize: CGSize(width: 20, height: 20), into: &plan)
            }
            return flattener
        }
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        replicator.instanceCount = .max
        replicator.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 1, height: 1), color(0, 0, 1)))
        let single = flatten(replicator)
        #expect(single.statistics.layersVisited <= 10_000)
        #expect(single.statistics.layersBeyondLimits >= 1)
        #expect(single.problems.messages == ["a frame visits more than 10000 layers (replicator copies counted)"])

        // 10⁶ × 10⁶ × 10⁶ copies of a transparent layer: culled, but each instance still counts.
        var inner: CALayer = solidLayer(CGRect(x: 0, y: 0, width: 1, height: 1), color(0, 0, 1, 0))
        for _ in 0..<3 {
            let outer = CAReplicatorLayer()
            outer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            outer.instanceCount = 1_000_000
            outer.addSublayer(inner)
            inner = outer
        }
        #expect(flatten(inner).statistics.layersBeyondLimits >= 1)
    }

    @Test("depth sorting 2,000 stacked planes (nearest first) back to front without recursion")
    func manyPlanes() {
        let planes = (0..<2_000).map { i in
            let z = Double(2_000 - i)  // nearest first: the worst order for a BSP tree
            return DepthPolygon(item: i, points: [SIMD3(0, 0, z), SIMD3(1, 0, z), SIMD3(1, 1, z), SIMD3(0, 1, z)])
        }
        var out: [DepthPolygon] = []
        #expect(DepthSorter.order(planes, into: &out) == 0)
        #expect(out.map(\.item) == Array((0..<2_000).reversed()))
    }
}

/// Values a scene file refuses but code may set: drawn (or left out) without trapping on an
/// integer conversion or allocating by the value (issue 15).
@Suite("Flattener: huge values", .mediaClockPerTest)
struct FlattenerHugeValueTests {
    @Test("shadowRadius 1e308, rasterizationScale 1e18, a 1e308 shadowPath, bounds of 1e300: a frame, no trap")
    func hugeValues() {
        let root = rootLayer(20, 20, color(1, 1, 1))
        let shadowed = solidLayer(CGRect(x: 2, y: 2, width: 8, height: 8), color(1, 0, 0))
        shadowed.shadowOpacity = 1
        shadowed.shadowRadius = 1e308
        let pathShadow = solidLayer(CGRect(x: 2, y: 2, width: 8, height: 8), color(1, 0, 0))
        pathShadow.shadowOpacity = 1
        pathShadow.shadowPath = CGPath(rect: CGRect(x: -1e308, y: 0, width: 1e308, height: 1e308), transform: nil)
        let rasterized = solidLayer(CGRect(x: 2, y: 2, width: 8, height: 8), color(0, 1, 0))
        rasterized.shouldRasterize = true
        rasterized.rasterizationScale = 1e18
        let huge = solidLayer(CGRect(x: -1e300, y: -1e300, width: 1e300, height: 1e300), color(0, 0, 1))
        huge.masksToBounds = true
        huge.cornerRadius = 1e300
        huge.borderWidth = 1e300
        for layer in [shadowed, pathShadow, rasterized, huge] { root.addSublayer(layer) }
        let (frame, _) = renderLayer(root, width: 20, height: 20)
        #expect(frame.width == 20 && frame.height == 20)
    }

    @Test("path arithmetic on 1e308: SVG arcs with huge radii or rotation, arcs of 1e308 radians, huge curves")
    func hugePaths() throws {
        for data in ["M 0 0 A 1e308 1e308 0 1 1 10 10", "M 0 0 A 5 3 1e308 1 1 10 10", "M 0 0 C 1e308 0 0 1e308 10 10"] {
            let path = try PathData(svgPathData: data)
            _ = path.flattened(tolerance: 1e-300)
        }
        let arc = CGMutablePath()
        arc.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: 1e308)
        #expect(!arc.isEmpty)
    }

    @Test("an emitter with more particles alive than the limit draws the oldest and names itself in the log")
    func particleLimitNamesTheEmitter() throws {
        let dot = try CGImage(width: 1, height: 1, premultipliedRGBA: [255, 255, 255, 255])
        func emitter(_ name: String?) -> CAEmitterLayer {
            let cell = CAEmitterCell()
            cell.contents = dot
            cell.birthRate = 1000
            cell.lifetime = 10
            let layer = CAEmitterLayer()
            layer.name = name
            layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            layer.emitterCells = [cell]
            return layer
        }
        let root = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), color(0, 0, 0))
        root.addSublayer(emitter("burst"))
        root.addSublayer(emitter(nil))
        CATransaction.flush()
        let flattener = LayerTreeFlattener()
        flattener.particleLimit = 500
        var plan = RenderPlan()
        // One second in: 1,001 particles alive in each.
        flattener.flatten(try #require(root.committedSnapshot), at: 1, canvasSize: CGSize(width: 20, height: 20), into: &plan)
        #expect(flattener.statistics.particlesDrawn == 1000)
        #expect(
            flattener.problems.messages == [
                #"the emitter "burst" has more than 500 particles alive"#, "an emitter has more than 500 particles alive",
            ])
    }
}
