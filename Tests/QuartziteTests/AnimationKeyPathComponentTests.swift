import Testing
import Quartzite

@Suite struct AnimationKeyPathComponentTests {
    func path(_ string: String) throws -> AnimationKeyPath { try AnimationKeyPath(parsing: string) }

    @Test func pointComponents() throws {
        let position = AnimationValue.point(CGPoint(x: 250, y: 420))
        #expect(try path("position.x").component(of: position) == .number(250))
        #expect(try path("position.y").component(of: position) == .number(420))
        #expect(try path("position.y").replacingComponent(of: position, with: .number(7)) == .point(CGPoint(x: 250, y: 7)))
        let anchor = AnimationValue.point(CGPoint(x: 0.5, y: 0.25))
        #expect(try path("anchorPoint.x").replacingComponent(of: anchor, with: .number(1)) == .point(CGPoint(x: 1, y: 0.25)))
    }

    @Test func sizeComponents() throws {
        let offset = AnimationValue.size(CGSize(width: 3, height: -3))
        #expect(try path("shadowOffset.width").component(of: offset) == .number(3))
        #expect(try path("shadowOffset.height").replacingComponent(of: offset, with: .number(9)) == .size(CGSize(width: 3, height: 9)))
    }

    @Test func rectComponents() throws {
        let bounds = AnimationValue.rect(CGRect(x: 1, y: 2, width: 30, height: 40))
        #expect(try path("bounds.origin").component(of: bounds) == .point(CGPoint(x: 1, y: 2)))
        #expect(try path("bounds.origin.x").component(of: bounds) == .number(1))
        #expect(try path("bounds.origin.y").component(of: bounds) == .number(2))
        #expect(try path("bounds.size").component(of: bounds) == .size(CGSize(width: 30, height: 40)))
        #expect(try path("bounds.size.width").component(of: bounds) == .number(30))
        #expect(try path("bounds.size.height").component(of: bounds) == .number(40))
        #expect(try path("bounds.size.width").replacingComponent(of: bounds, with: .number(5))
            == .rect(CGRect(x: 1, y: 2, width: 5, height: 40)))
        #expect(try path("frame.origin").replacingComponent(of: bounds, with: .point(CGPoint(x: 9, y: 8)))
            == .rect(CGRect(x: 9, y: 8, width: 30, height: 40)))
        #expect(try path("contentsRect.size").replacingComponent(of: bounds, with: .size(CGSize(width: 1, height: 1)))
            == .rect(CGRect(x: 1, y: 2, width: 1, height: 1)))
        #expect(try path("contentsCenter.origin.y").replacingComponent(of: bounds, with: .number(0.5))
            == .rect(CGRect(x: 1, y: 0.5, width: 30, height: 40)))
    }

    @Test func wrongKindsGiveNil() throws {
        #expect(try path("position.x").component(of: .number(3)) == nil)
        #expect(try path("bounds.origin").replacingComponent(of: .rect(.zero), with: .number(1)) == nil)
        #expect(try path("opacity").replacingComponent(of: .number(1), with: .number(0.5)) == .number(0.5))
    }
}

@Suite struct AnimationKeyPathTransformComponentTests {
    func path(_ string: String) throws -> AnimationKeyPath { try AnimationKeyPath(parsing: string) }

    static func number(_ value: AnimationValue?) -> Double {
        if case .number(let v)? = value { return v }
        return .nan
    }

    /// A matrix of scale (2, 3, 4), then rotation π/6 about z, then translation (10, 20, 30).
    /// (Row vectors: `Concat(a, b)` applies a first.)
    static let model = AnimationValue.transform(CATransform3DConcat(
        CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), CATransform3DMakeRotation(.pi / 6, 0, 0, 1)),
        CATransform3DMakeTranslation(10, 20, 30)))

    @Test func readingComponentsFromTheDecomposition() throws {
        let m = Self.model
        #expect(abs(Self.number(try path("transform.rotation").component(of: m)) - .pi / 6) < 1e-9)
        #expect(abs(Self.number(try path("transform.rotation.z").component(of: m)) - .pi / 6) < 1e-9)
        #expect(abs(Self.number(try path("transform.rotation.x").component(of: m))) < 1e-9)
        #expect(abs(Self.number(try path("transform.rotation.y").component(of: m))) < 1e-9)
        #expect(abs(Self.number(try path("transform.scale.x").component(of: m)) - 2) < 1e-9)
        #expect(abs(Self.number(try path("transform.scale.y").component(of: m)) - 3) < 1e-9)
        #expect(abs(Self.number(try path("transform.scale.z").component(of: m)) - 4) < 1e-9)
        #expect(abs(Self.number(try path("transform.scale").component(of: m)) - 3) < 1e-9)
        #expect(abs(Self.number(try path("transform.scale.xy").component(of: m)) - 2.5) < 1e-9)
        #expect(abs(Self.number(try path("transform.translation.x").component(of: m)) - 10) < 1e-9)
        #expect(abs(Self.number(try path("transform.translation.y").component(of: m)) - 20) < 1e-9)
        #expect(abs(Self.number(try path("transform.translation.z").component(of: m)) - 30) < 1e-9)
        guard case .size(let translation)? = try path("transform.translation").component(of: m) else {
            Issue.record("not a size")
            return
        }
        #expect(abs(translation.width - 10) < 1e-9 && abs(translation.height - 20) < 1e-9)
        #expect(try path("sublayerTransform.scale.x").component(of: m).map(Self.number).map { abs($0 - 2) < 1e-9 } == true)
    }

    @Test func settingComponentsRecomposes() throws {
        let identity = AnimationValue.transform(CATransform3DIdentity)
        guard case .transform(let scaled)? = try path("transform.scale").replacingComponent(of: identity, with: .number(2)) else {
            Issue.record("not a transform")
            return
        }
        #expect(scaled == CATransform3DMakeScale(2, 2, 2))
        guard case .transform(let xy)? = try path("transform.scale.xy").replacingComponent(of: identity, with: .number(3)) else {
            Issue.record("not a transform")
            return
        }
        #expect(xy == CATransform3DMakeScale(3, 3, 1))
        guard case .transform(let moved)? = try path("sublayerTransform.translation")
            .replacingComponent(of: identity, with: .size(CGSize(width: 5, height: -7))) else {
            Issue.record("not a transform")
            return
        }
        #expect(moved == CATransform3DMakeTranslation(5, -7, 0))
        guard case .transform(let turned)? = try path("transform.rotation.x").replacingComponent(of: identity, with: .number(.pi / 2)) else {
            Issue.record("not a transform")
            return
        }
        #expect(abs(turned.m22) < 1e-12 && abs(turned.m23 - 1) < 1e-12)
        #expect(try path("transform.translation").replacingComponent(of: identity, with: .number(1)) == nil)
    }
}
