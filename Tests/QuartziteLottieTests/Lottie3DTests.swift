import Foundation
import Quartzite
import QuartziteTestClock
import Testing
@testable import QuartziteLottie

/// `(x, y, z, 1) · m`, divided by w.
private func apply(_ m: CATransform3D, _ x: Double, _ y: Double, _ z: Double) -> (x: Double, y: Double, z: Double) {
    let w = x * m.m14 + y * m.m24 + z * m.m34 + m.m44
    return (
        (x * m.m11 + y * m.m21 + z * m.m31 + m.m41) / w, (x * m.m12 + y * m.m22 + z * m.m32 + m.m42) / w,
        (x * m.m13 + y * m.m23 + z * m.m33 + m.m43) / w
    )
}

/// Whether every entry of `m` is within 1e-9 of `rows` (row by row, 4 × 4).
private func equal(_ m: CATransform3D, _ rows: [[Double]], tolerance: Double = 1e-9) -> Bool {
    let entries: [Double] = [
        m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44,
    ]
    return zip(entries, rows.flatMap { $0 }).allSatisfy { abs($0 - $1) <= tolerance }
}

private func equal(_ a: CATransform3D, _ b: CATransform3D, tolerance: Double = 1e-9) -> Bool {
    equal(a, [[b.m11, b.m12, b.m13, b.m14], [b.m21, b.m22, b.m23, b.m24], [b.m31, b.m32, b.m33, b.m34], [b.m41, b.m42, b.m43, b.m44]], tolerance: tolerance)
}

/// A layer's matrix to its superlayer for the zero-size layers the mapping makes (anchor
/// point (0, 0)): T(−bounds.origin, −anchorPointZ) · transform · T(position, zPosition).
private func matrix(of layer: CALayer) -> CATransform3D {
    let m = CATransform3DConcat(
        CATransform3DMakeTranslation(-layer.bounds.origin.x, -layer.bounds.origin.y, -layer.anchorPointZ), layer.transform)
    return CATransform3DConcat(m, CATransform3DMakeTranslation(layer.position.x, layer.position.y, layer.zPosition))
}

/// The transform (`ks`) of the first layer of a document.
private func firstTransform(_ json: String) throws -> LottieTransformModel {
    let document = try DocumentReader(log: UnsupportedFeatureLog(), imageData: nil).read(JSONNode.parse(Data(json.utf8)))
    return document.layers[0].transform
}

@Suite("Lottie 3D layers and cameras", .mediaClockPerTest)
struct Lottie3DTests {
    // MARK: Matrices, by hand

    @Test("rotations keep After Effects' signs: +y turns +x toward the viewer, +x turns +y away, +z is clockwise")
    func rotationSigns() {
        // Core Animation's z points at the viewer: a point turned toward the viewer gains z.
        let y90 = Transform3DMatrix.rotation(x: 0, y: 90, z: 0)
        #expect(equal(y90, [[0, 0, 1, 0], [0, 1, 0, 0], [-1, 0, 0, 0], [0, 0, 0, 1]]))
        let x90 = Transform3DMatrix.rotation(x: 90, y: 0, z: 0)
        #expect(equal(x90, [[1, 0, 0, 0], [0, 0, -1, 0], [0, 1, 0, 0], [0, 0, 0, 1]]))
        let z90 = Transform3DMatrix.rotation(x: 0, y: 0, z: 90)
        #expect(equal(z90, [[0, 1, 0, 0], [-1, 0, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]))
    }

    @Test("rotation order: Z, then Y, then X; orientation the same after them")
    func rotationOrder() {
        // +x → (Y 90) toward the viewer (0, 0, 1) → (X 90) down (0, 1, 0);
        // +y → (Y) unchanged → (X) away (0, 0, −1); +z → (Y) (−1, 0, 0) → (X) unchanged.
        let m = Transform3DMatrix.rotation(x: 90, y: 90, z: 0)
        #expect(equal(m, [[0, 1, 0, 0], [0, 0, -1, 0], [-1, 0, 0, 0], [0, 0, 0, 1]]))
        #expect(equal(Transform3DMatrix.orientation([90, 90, 0]), m))
        let s = sin(Double.pi / 6), c = cos(Double.pi / 6)
        #expect(equal(Transform3DMatrix.orientation([0, 0, 30]), [[c, s, 0, 0], [-s, c, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]))
    }

    @Test("a layer: −anchor (z mirrored), scale x y z, rotations, orientation, position (z mirrored)")
    func layerMatrix() throws {
        let ks = #""a": {"a": 0, "k": [10, 0, 5]}, "p": {"a": 0, "k": [50, 60, 20]}, "s": {"a": 0, "k": [200, 100, 300]}, "ry": {"a": 0, "k": 90}, "or": {"a": 0, "k": [0, 0, 90]}"#
        let m = Transform3DMatrix.layer(try firstTransform(document(layers: shapeLayer(name: "card", ks: ks, extra: #""ddd": 1"#))), atFrame: 0)
        // The anchor (10, 0, 5) lands on the position: (50, 60, −20) in Core Animation's space.
        let anchor = apply(m, 10, 0, -5)
        #expect(abs(anchor.x - 50) < 1e-9 && abs(anchor.y - 60) < 1e-9 && abs(anchor.z + 20) < 1e-9)
        // (20, 0, 5): 10 right of the anchor → ×2 = 20 → Y 90: toward the viewer (0, 0, 20) →
        // orientation Z 90: unchanged (on the z axis) → + position = (50, 60, 0).
        let right = apply(m, 20, 0, -5)
        #expect(abs(right.x - 50) < 1e-9 && abs(right.y - 60) < 1e-9 && abs(right.z - 0) < 1e-9)
        // (10, 10, 5): 10 below → Y: unchanged → Z 90: to the left (−10, 0, 0) → (40, 60, −20).
        let below = apply(m, 10, 10, -5)
        #expect(abs(below.x - 40) < 1e-9 && abs(below.y - 60) < 1e-9 && abs(below.z + 20) < 1e-9)
        // z scale ×3: (10, 0, 4) is 1 nearer the viewer than the anchor → 3 → Y 90: x −3 → Z 90: y −3.
        let near = apply(m, 10, 0, -4)
        #expect(abs(near.x - 50) < 1e-9 && abs(near.y - 57) < 1e-9 && abs(near.z + 20) < 1e-9)
    }

    @Test("the built layers compose to the layer's matrix: CATransformLayers down to a plain plane")
    func builtChain() throws {
        let ks = #""a": {"a": 0, "k": [10, 4, 5]}, "p": {"a": 0, "k": [50, 60, 20]}, "s": {"a": 0, "k": [200, 50, 300]}, "rx": {"a": 0, "k": 20}, "ry": {"a": 0, "k": 35}, "rz": {"a": 0, "k": -15}, "or": {"a": 0, "k": [10, 20, 30]}"#
        let json = document(layers: shapeLayer(name: "card", ks: ks, extra: #""ddd": 1"#))
        let animation = try load(json)
        #expect(animation.unsupportedFeatures.isEmpty)
        let root = committedRoot(animation)
        let plane = try #require(root.find("card (plane)"))
        #expect(!(plane is CATransformLayer) && plane.transform == CATransform3DIdentity)
        var composed = CATransform3DIdentity
        var layer: CALayer? = plane.superlayer
        var names: [String] = []
        while let current = layer, current is CATransformLayer, current.name != "3D layers" {
            composed = CATransform3DConcat(composed, matrix(of: current))
            names.insert(current.name ?? "", at: 0)
            layer = current.superlayer
        }
        #expect(names == ["card (position, orientation)", "card (x rotation)", "card (y rotation)", "card (z rotation)", "card (scale, anchor)"])
        #expect(equal(composed, Transform3DMatrix.layer(try firstTransform(json), atFrame: 0)))
        // No camera: the run's projection is the identity (orthographic, as lottie-ios draws).
        let projection = try #require(root.find("3D layers (projection)"))
        #expect(projection.sublayerTransform == CATransform3DIdentity && projection.superlayer === root)
    }

    // MARK: Animations

    @Test("X and Y rotation, z position and anchor z animate with their own keyframes; orientation slerps")
    func animations() throws {
        let ks = """
            "rx": {"a": 1, "k": [{"t": 0, "s": [0], \(linear)}, {"t": 10, "s": [90]}]},
            "ry": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0.5], "y": [0]}, "i": {"x": [0.5], "y": [1]}}, {"t": 10, "s": [60]}]},
            "p": {"a": 1, "k": [{"t": 0, "s": [50, 50, 0], \(linear)}, {"t": 10, "s": [50, 50, 100]}]},
            "a": {"a": 1, "k": [{"t": 0, "s": [0, 0, 0], \(linear)}, {"t": 10, "s": [0, 0, -40]}]},
            "or": {"a": 1, "k": [{"t": 0, "s": [0, 0, 0], \(linear)}, {"t": 10, "s": [0, 0, 90]}]}
            """
        let root = committedRoot(try load(document(layers: shapeLayer(name: "card", ks: ks, extra: #""ddd": 1"#))))
        let outer = try #require(root.find("card (position, orientation)"))
        let x = try #require(root.find("card (x rotation)")), y = try #require(root.find("card (y rotation)"))
        let inner = try #require(root.find("card (scale, anchor)"))
        // Frame 5 at 10 fps: X 45 (linear) → rotation about x by −45°.
        #expect(equal(presentation(x, at: 0.5).transform, CATransform3DMakeRotation(-.pi / 4, 1, 0, 0), tolerance: 1e-6))
        // Y eases (0.5, 0) → (0.5, 1): symmetric, so half way at half time: 30 → −30°.
        #expect(equal(presentation(y, at: 0.5).transform, CATransform3DMakeRotation(-.pi / 6, 0, 1, 0), tolerance: 1e-4))
        #expect(abs(presentation(outer, at: 0.5).zPosition + 50) < 1e-6)
        #expect(abs(presentation(inner, at: 0.5).anchorPointZ - 20) < 1e-6)
        #expect(equal(presentation(outer, at: 0.5).transform, CATransform3DMakeRotation(.pi / 4, 0, 0, 1), tolerance: 1e-6))
        #expect(abs(presentation(outer, at: 1.5).zPosition + 100) < 1e-9)
    }

    @Test("a 3D child of a 3D parent composes in 3D; a 2D layer stays out of the 3D run")
    func parenting() throws {
        let parent = #"{"ty": 3, "nm": "parent", "ind": 1, "ip": 0, "op": 20, "ddd": 1, "ks": {"p": {"a": 0, "k": [50, 50, 0]}, "ry": {"a": 0, "k": 60}}}"#
        let child = shapeLayer(name: "child", index: 2, ks: #""p": {"a": 0, "k": [20, 0, 0]}, "ry": {"a": 0, "k": -60}"#, extra: #""ddd": 1, "parent": 1"#)
        let flat = shapeLayer(name: "flat", index: 3)
        let root = committedRoot(try load(document(layers: [flat, child, parent].joined(separator: ", "))))
        let parentOuter = try #require(root.find("parent (parent) (position, orientation)"))
        #expect(parentOuter is CATransformLayer && parentOuter.superlayer?.name == "3D layers")
        #expect(root.find("child (position, orientation)")?.superlayer === root.find("parent (parent) (scale, anchor)"))
        // The 2D layer is the root's own sublayer, above the run.
        let flatOuter = try #require(root.find("flat (position, rotation)"))
        #expect(flatOuter.superlayer === root && !(flatOuter is CATransformLayer))
        #expect(root.sublayers?.last === flatOuter)
    }

    @Test("a 2D layer's 3D parent flattens it (plain layers); a matted or blended 3D layer gets a projection of its own")
    func flatChildAndMattes() throws {
        let parent = #"{"ty": 3, "nm": "parent", "ind": 1, "ip": 0, "op": 20, "ddd": 1, "ks": {"ry": {"a": 0, "k": 60}}}"#
        let flatChild = shapeLayer(name: "flat child", index: 2, extra: #""parent": 1"#)
        let matte = shapeLayer(name: "matte", index: 3, extra: #""ddd": 1, "td": 1"#)
        let matted = shapeLayer(name: "matted", index: 4, extra: #""ddd": 1, "tt": 1"#)
        let blended = shapeLayer(name: "blended", index: 5, extra: #""ddd": 1, "bm": 1"#)
        let root = committedRoot(try load(document(layers: [flatChild, matte, matted, blended, parent].joined(separator: ", "))))
        // The 2D child: its parent's 3D layers are plain, so the child is drawn on their plane.
        let parentOuter = try #require(root.find("parent (parent) (position, orientation)"))
        #expect(!(parentOuter is CATransformLayer) && parentOuter.superlayer === root)
        let y = try #require(root.find("parent (parent) (y rotation)"))
        #expect(y.transform == CATransform3DMakeRotation(-.pi / 3, 0, 1, 0))
        // Matted: wrapper → its projection → the layer; the matte's tree has its own projection.
        let wrapper = try #require(root.find("matted (matted)"))
        #expect(wrapper.sublayers?.first?.name == "matted (projection)")
        #expect(wrapper.mask?.sublayers?.first?.name == "matte (projection)")
        // Blended: the projection carries the compositing filter.
        let projection = try #require(root.find("blended (projection)"))
        #expect(projection.superlayer === root && projection.compositingFilter as? String == LayerBlendMode.multiply.rawValue)
        #expect(root.find("3D layers") == nil)
    }

    // MARK: Cameras

    /// A camera layer (JSON) at `p` looking at `a`, zoom `pe`.
    private func camera(index: Int, p: [Double], a: [Double]?, pe: Double = 200, ip: Double = 0) -> String {
        let poi = a.map { #""a": {"a": 0, "k": \#($0)}, "# } ?? ""
        return #"{"ty": 13, "nm": "camera \#(index)", "ind": \#(index), "ip": \#(ip), "op": 20, "pe": {"a": 0, "k": \#(pe)}, "ks": {\#(poi)"p": {"a": 0, "k": \#(p)}}}"#
    }

    @Test("a camera at the default distance (its zoom) sees the plane z = 0 at scale 1, perspective about the centre")
    func defaultCamera() throws {
        let card = shapeLayer(name: "card", index: 2, extra: #""ddd": 1"#)
        let json = document(layers: [camera(index: 1, p: [100, 100, -200], a: [100, 100, 0]), card].joined(separator: ", "), w: 200, h: 200)
        let root = committedRoot(try load(json))
        let projection = try #require(root.find("3D layers (projection)")).sublayerTransform
        // T(−100, −100, −200) · T(0, 0, 200) · m34 = −1/200 · T(100, 100, 0), by hand.
        #expect(equal(projection, [[1, 0, 0, 0], [0, 1, 0, 0], [-0.5, -0.5, 1, -0.005], [0, 0, 0, 1]]))
        // 100 behind the plane (z_AE = 100): 2/3 of the way from the centre.
        let far = apply(projection, 140, 100, -100)
        #expect(abs(far.x - (100 + 40 * 2 / 3)) < 1e-9 && abs(far.y - 100) < 1e-9)
    }

    @Test("a two-node camera turns toward its point of interest; a one-node camera looks into the screen")
    func pointOfInterest() throws {
        let card = shapeLayer(name: "card", index: 2, extra: #""ddd": 1"#)
        // From the left, 200 away, looking right at the centre: deeper points (+z) lie to its left.
        let side = document(layers: [camera(index: 1, p: [-100, 100, 0], a: [100, 100, 0]), card].joined(separator: ", "), w: 200, h: 200)
        let projection = try #require(committedRoot(try load(side)).find("3D layers (projection)")).sublayerTransform
        let centre = apply(projection, 100, 100, 0), deeper = apply(projection, 100, 100, -50)
        #expect(abs(centre.x - 100) < 1e-9 && abs(centre.y - 100) < 1e-9)
        #expect(abs(deeper.x - 50) < 1e-9 && abs(deeper.y - 100) < 1e-9)
        // One node, moved 100 right: the picture moves 100 left.
        let oneNode = document(layers: [camera(index: 1, p: [200, 100, -200], a: nil), card].joined(separator: ", "), w: 200, h: 200)
        let moved = try #require(committedRoot(try load(oneNode)).find("3D layers (projection)")).sublayerTransform
        let point = apply(moved, 100, 100, 0)
        #expect(abs(point.x - 0) < 1e-9 && abs(point.y - 100) < 1e-9)
    }

    @Test("several cameras: the top-most one shown at each frame; the 2D layers are not seen through it")
    func severalCameras() throws {
        let card = shapeLayer(name: "card", index: 3, extra: #""ddd": 1"#)
        let flat = shapeLayer(name: "flat", index: 4)
        let layers = [camera(index: 1, p: [200, 100, -200], a: nil, ip: 10), camera(index: 2, p: [100, 100, -200], a: nil), flat, card]
        let root = committedRoot(try load(document(layers: layers.joined(separator: ", "), w: 200, h: 200)))
        let projection = try #require(root.find("3D layers (projection)"))
        // Frames 0–9: camera 2 (at the centre); from frame 10 camera 1 (100 to the right).
        #expect(abs(apply(presentation(projection, at: 0.5).sublayerTransform, 100, 100, 0).x - 100) < 1e-6)
        #expect(abs(apply(presentation(projection, at: 1.2).sublayerTransform, 100, 100, 0).x - 0) < 1e-6)
        #expect(try #require(root.find("flat (position, rotation)")).superlayer === root)
    }

    @Test("a moving camera is sampled at each whole frame: exact there")
    func movingCamera() throws {
        let card = shapeLayer(name: "card", index: 2, extra: #""ddd": 1"#)
        let p = #"{"a": 1, "k": [{"t": 0, "s": [100, 100, -200], \#(linear)}, {"t": 10, "s": [200, 100, -200]}]}"#
        let camera = #"{"ty": 13, "nm": "camera", "ind": 1, "ip": 0, "op": 20, "pe": {"a": 0, "k": 200}, "ks": {"p": \#(p)}}"#
        let root = committedRoot(try load(document(layers: [camera, card].joined(separator: ", "), w: 200, h: 200)))
        let projection = try #require(root.find("3D layers (projection)"))
        for (time, x) in [(0.0, 100.0), (0.3, 70), (0.5, 50), (1.0, 0), (1.5, 0)] {
            #expect(abs(apply(presentation(projection, at: time).sublayerTransform, 100, 100, 0).x - x) < 1e-6)
        }
    }

    @Test("a camera without a positive zoom is reported and not used")
    func badZoom() throws {
        let card = shapeLayer(name: "card", index: 2, extra: #""ddd": 1"#)
        let animation = try load(document(layers: [camera(index: 1, p: [100, 100, -200], a: nil, pe: 0), card].joined(separator: ", ")))
        #expect(animation.unsupportedFeatures.map(\.path) == ["layers[0].pe"])
        #expect(committedRoot(animation).find("3D layers (projection)")?.sublayerTransform == CATransform3DIdentity)
    }
}
