import Foundation
import QuartzGeometry
import QuartziteCompositor

/// One of the standard benchmark scenes of `../shared/BENCHMARKS.md` (S1 sprites, S2 cards3d,
/// S3 fullscreen), generated exactly as `../shared/bench-peers/README.md` defines them, as a
/// list of textured quads — and as a render plan.
public struct BenchmarkScene: Sendable {
    /// One textured quad: `matrix` maps texel coordinates (u, v, 0, 1), u in 0…texture width,
    /// to target pixels (row-vector convention, the transpose of the C harness's matrix).
    public struct Quad: Sendable, Hashable {
        /// Index into `textures`.
        public var texture: Int
        /// Texel space → target pixels.
        public var matrix: CATransform3D
        /// Multiplies the premultiplied texels, 0…1.
        public var opacity: Double
    }

    /// The scene's name ("S1-100", "S2", …).
    public let name: String
    /// Target width in pixels.
    public let width: Int
    /// Target height in pixels.
    public let height: Int
    /// The textures quads refer to.
    public let textures: [CGImage]
    /// The quads in drawing order.
    public let quads: [Quad]

    /// The clear colour of every scene: opaque (0x20, 0x20, 0x20).
    public static let clearColor = PremultipliedColor(red: 32 / 255, green: 32 / 255, blue: 32 / 255, alpha: 1)

    /// S1 "sprites": `count` quads (100, 1,000 or 10,000 in the standard set) of 16 sprite
    /// textures, seed 1; per quad `cx = U·width, cy = U·height, angle = U·2π,
    /// scale = 0.5 + 1.5U, opacity = 0.5 + 0.5U, tex = ⌊16U⌋` and
    /// `M = T(cx, cy) · Rz(angle) · S(scale) · T(−32, −32)` (column-vector order).
    public static func sprites(count: Int, width: Int = 1920, height: Int = 1080) -> BenchmarkScene {
        let textures = (0..<16).map { BenchmarkTextures.sprite($0) }
        var random = SplitMix64(seed: 1)
        var quads: [Quad] = []
        quads.reserveCapacity(count)
        for _ in 0..<count {
            let cx = random.nextUnit() * Double(width)
            let cy = random.nextUnit() * Double(height)
            let angle = random.nextUnit() * 2 * Double.pi
            let scale = 0.5 + 1.5 * random.nextUnit()
            let opacity = 0.5 + 0.5 * random.nextUnit()
            let texture = Int(random.nextUnit() * 16)
            let m = ColumnMatrix.translation(cx, cy, 0) * ColumnMatrix.rotationZ(angle)
                * ColumnMatrix.scale(scale) * ColumnMatrix.translation(-32, -32, 0)
            quads.append(Quad(texture: texture, matrix: m.transform, opacity: opacity))
        }
        return BenchmarkScene(name: "S1-\(count)", width: width, height: height, textures: textures, quads: quads)
    }

    /// S2 "cards3d": 200 cards of 16 textures 256×256, seed 2; per card `cx = U·width,
    /// cy = U·height, cz = −400U, θ = (2U − 1)·75°, tex = ⌊16U⌋`,
    /// `M = P · T(cx, cy, cz) · Ry(θ) · T(−128, −128, 0)` with
    /// `P = T(width/2, height/2) · Persp(m34 = −1/500) · T(−width/2, −height/2)`; sorted by cz
    /// ascending (stable), i.e. back to front.
    public static func cards(width: Int = 1920, height: Int = 1080) -> BenchmarkScene {
        let textures = (0..<16).map { BenchmarkTextures.card($0) }
        var random = SplitMix64(seed: 2)
        var perspective = ColumnMatrix.identity
        perspective.m[3][2] = -1.0 / 500
        let p = ColumnMatrix.translation(Double(width) / 2, Double(height) / 2, 0) * perspective
            * ColumnMatrix.translation(-Double(width) / 2, -Double(height) / 2, 0)
        var cards: [(depth: Double, quad: Quad)] = []
        for _ in 0..<200 {
            let cx = random.nextUnit() * Double(width)
            let cy = random.nextUnit() * Double(height)
            let cz = -400 * random.nextUnit()
            let theta = (2 * random.nextUnit() - 1) * 75 * Double.pi / 180
            let texture = Int(random.nextUnit() * 16)
            let m = p * ColumnMatrix.translation(cx, cy, cz) * ColumnMatrix.rotationY(theta)
                * ColumnMatrix.translation(-128, -128, 0)
            cards.append((cz, Quad(texture: texture, matrix: m.transform, opacity: 1)))
        }
        // The C harness sorts by depth, ties by texture (never equal in practice).
        let sorted = cards.enumerated().sorted { a, b in
            if a.element.depth != b.element.depth { return a.element.depth < b.element.depth }
            return a.offset < b.offset
        }
        return BenchmarkScene(
            name: "S2", width: width, height: height, textures: textures, quads: sorted.map { $0.element.quad })
    }

    /// S3 "fullscreen": 10 opaque full-frame textures, identity matrices, opacity 0.5.
    public static func fullscreen(width: Int = 1920, height: Int = 1080) -> BenchmarkScene {
        let textures = (0..<10).map { BenchmarkTextures.fullscreen($0, width: width, height: height) }
        let quads = (0..<10).map { Quad(texture: $0, matrix: CATransform3DIdentity, opacity: 0.5) }
        return BenchmarkScene(name: "S3", width: width, height: height, textures: textures, quads: quads)
    }

    /// Writes the scene into `plan` (emptied first, storage kept): one frame pass cleared to
    /// `clearColor`, one shared state and one quad per scene quad with the whole texture,
    /// bilinear filtering and no edge anti-aliasing (the textures' transparent borders
    /// anti-alias the edges, as in every peer).
    public func makePlan(into plan: inout RenderPlan) {
        plan.removeAll(keepingCapacity: true)
        for texture in textures { plan.addTexture(texture) }
        plan.beginPass(
            purpose: .frame, size: PixelSize(width: width, height: height), clearColor: Self.clearColor)
        for quad in quads {
            let image = textures[quad.texture]
            let state = plan.addSharedState(
                SharedQuadState(transform: quad.matrix, opacity: Float(quad.opacity), edgeAntialiasing: []))
            let rect = CGRect(x: 0, y: 0, width: image.width, height: image.height)
            plan.addQuad(
                DrawQuad(sharedStateIndex: state, rect: rect, uvRect: rect, content: .texture(quad.texture, filter: .linear)))
        }
    }
}
