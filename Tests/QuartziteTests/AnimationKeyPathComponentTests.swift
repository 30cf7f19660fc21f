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
