import Foundation
import Quartzite
import QuartziteRender
import Testing

/// Text snapshots of flattened plans (STYLE 12) for small trees, with every number derived by
/// hand in the comments.
@Suite("Flattened plan dumps")
struct PlanDumpTests {
    /// (`folds`: whether masked vector content may be drawn as one image instead of passes.)
    func dump(_ root: CALayer, width: Double = 100, height: Double = 80, scale: Double = 1, folds: Bool = true) -> String {
        let (_, renderer) = renderLayer(root, width: width, height: height, scale: scale, foldsMaskedContent: folds)
        return renderer.plan.textDump
    }

    @Test("one layer at scale 2: matrix = T(−anchor·size) · T(position) · S(2); background and border in one quad")
    func singleLayer() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.position = CGPoint(x: 30, y: 25)
        layer.backgroundColor = color(1, 0, 0)
        layer.borderWidth = 2
        layer.borderColor = color(0, 0, 1, 0.5)
        layer.cornerRadius = 4
        // (x, y) ↦ ((x − 20 + 30)·2, (y − 10 + 25)·2) = (2x + 20, 2y + 30). Corners round → every
        // edge anti-aliased; the half-transparent blue border is premultiplied (0, 0, 0.5, 0.5).
        #expect(
            dump(layer, scale: 2) == """
                plan passes=1 quads=1 states=1 textures=0
                pass 0 frame 200x160 clear=(0,0,0,0) quads=0..<1
                  state 0 matrix=[2 0 0 0; 0 2 0 0; 0 0 1 0; 20 30 0 1] opacity=1 aa=15
                    quad 0 state=0 rect=(0,0,40,20) solid(1,0,0,1) radius=4 corners=15 border=2 (0,0,0.5,0.5)

                """)
    }

    @Test("group opacity: the sublayers go to a pass composited once at the parent's opacity")
    func groupOpacity() {
        let parent = solidLayer(CGRect(x: 10, y: 10, width: 50, height: 40), nil)
        parent.opacity = 0.5
        parent.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), color(0, 1, 0)))
        parent.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), color(0, 0, 1)))
        // Pass 0 (group) holds the children at parent origin (10, 10) + child centre −
        // half size; the frame composites pass 0 at opacity 0.5 (the overlap shows blue only),
        // only where the children drew: (10, 10)–(40, 40) and a pixel of margin each side.
        #expect(
            dump(parent) == """
                plan passes=2 quads=3 states=3 textures=0
                pass 0 groupOpacity 100x80 clear=(0,0,0,0) quads=0..<2
                  state 0 matrix=[1 0 0 0; 0 1 0 0; 0 0 1 0; 10 10 0 1] opacity=1 aa=0
                    quad 0 state=0 rect=(0,0,20,20) solid(0,1,0,1)
                  state 1 matrix=[1 0 0 0; 0 1 0 0; 0 0 1 0; 20 20 0 1] opacity=1 aa=0
                    quad 1 state=1 rect=(0,0,20,20) solid(0,0,1,1)
                pass 1 frame 100x80 clear=(0,0,0,0) quads=2..<3
                  state 2 matrix=[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1] opacity=1 aa=0
                    quad 2 state=2 rect=(9,9,32,32) pass0 nearest uv=(9,9,32,32) opacity=0.5

                """)
    }

    @Test("a mask: the composite covers what both the content and the mask drew; inverted, the content's")
    func maskedCompositeBounds() {
        let layer = solidLayer(CGRect(x: 10, y: 10, width: 60, height: 50), color(1, 0, 0))
        let mask = solidLayer(CGRect(x: 20, y: 5, width: 20, height: 60), color(0, 0, 0))
        layer.mask = mask
        // Content (10, 10)–(70, 60) → (9, 9)–(71, 61); mask at layer origin (10, 10) + (20, 5):
        // (30, 15)–(50, 75) → (29, 14)–(51, 76). Where the mask drew nothing it hides
        // everything: the composite is the intersection (29, 14)–(51, 61).
        // (The passes are the subject here: a solid masked by a solid would otherwise be drawn
        // as one image, see MaskedContentFoldTests.)
        let text = dump(layer, folds: false)
        #expect(text.contains("pass 2 frame 100x80"))
        #expect(text.contains("rect=(29,14,22,47) pass0 nearest uv=(29,14,22,47)"))
        // Inverted, the content shows where the mask drew nothing: the content's bounds.
        mask.maskMode = .alphaInverted
        #expect(dump(layer, folds: false).contains("rect=(9,9,62,52) pass0 nearest uv=(9,9,62,52)"))
    }

    @Test("a blurred shadow pass is composited over what was drawn, widened by the blur's reach")
    func shadowCompositeBounds() {
        let layer = solidLayer(CGRect(x: 30, y: 20, width: 20, height: 20), color(0, 0, 1))
        layer.shadowOpacity = 1
        layer.shadowRadius = 2
        layer.shadowOffset = CGSize(width: 3, height: 4)
        // The silhouette (30, 20)–(50, 40) → (29, 19)–(51, 41), widened by the kernel's radius
        // ⌈3σ⌉ = 6: (23, 13)–(57, 47); the composite moves it by the offset (3, 4).
        let text = dump(layer)
        #expect(text.contains("blur=2"))
        #expect(text.contains("matrix=[1 0 0 0; 0 1 0 0; 0 0 1 0; 3 4 0 1]"))
        #expect(text.contains("rect=(23,13,34,34) passAlpha0"))
    }

    @Test("group opacity over a single quad: no pass, the quad takes the group's opacity")
    func groupOpacityOfOneQuad() {
        let parent = solidLayer(CGRect(x: 10, y: 10, width: 50, height: 40), nil)
        parent.opacity = 0.5
        let child = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), color(0, 1, 0))
        child.opacity = 0.5
        parent.addSublayer(child)
        // One quad over transparent, faded by the group, is the quad faded: its own 0.5 (the
        // state's) × the group's 0.5 (the quad's).
        #expect(
            dump(parent) == """
                plan passes=1 quads=1 states=2 textures=0
                pass 0 frame 100x80 clear=(0,0,0,0) quads=0..<1
                  state 1 matrix=[1 0 0 0; 0 1 0 0; 0 0 1 0; 10 10 0 1] opacity=0.5 aa=0
                    quad 0 state=1 rect=(0,0,20,20) solid(0,1,0,1) opacity=0.5

                """)
    }

    @Test("axis-aligned masksToBounds: a scissor in the frame pass, no offscreen pass")
    func scissor() {
        let parent = solidLayer(CGRect(x: 10.4, y: 20, width: 30, height: 30), nil)
        parent.masksToBounds = true
        parent.addSublayer(solidLayer(CGRect(x: -10, y: -10, width: 60, height: 20), color(0, 0, 1)))
        // Bounds (10.4, 20)–(40.4, 50) round to whole pixels (10, 20, 30×30). The child lands
        // at (0.4, 10).
        let text = dump(parent)
        #expect(text.contains("pass 0 frame 100x80"))
        #expect(text.contains("scissor=(10,20,30,30)"))
        #expect(text.contains("matrix=[1 0 0 0; 0 1 0 0; 0 0 1 0; 0.4 10 0 1] opacity=1 aa=0 scissor=(10,20,30,30)"))
        #expect(!text.contains("pass 1"))
    }

    @Test("a flat layer's sublayer is projected onto its plane: the z row of the parent's matrix is dropped")
    func flattening() {
        let parent = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
        parent.transform = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
        let child = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), color(1, 1, 1))
        child.zPosition = 10
        parent.addSublayer(child)
        // Rotating 90° about x maps y to z: the parent (and its flattened child, whose z = 10
        // is dropped before the parent's matrix) collapse to the line y = 20. Rows: m11 = 1,
        // m22 = cos = 0 (printed as ~6e-17); the parent's z row and column are zeroed (m23 = 0),
        // so only the child's own z offset (m43 = 10) is left in the unused z column.
        let text = dump(parent)
        #expect(text.contains("plan passes=1 quads=1 states=1"))
        #expect(text.contains("state 0 matrix=[1 0 0 0; 0 6.12323e-17 0 0; 0 0 1 0; 0 20 10 1]"))
    }
}
