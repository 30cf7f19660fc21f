import Testing
import Quartzite

@Suite struct AnimationKeyPathParsingTests {
    @Test func plainPropertiesHaveNoComponent() throws {
        let path = try AnimationKeyPath(parsing: "opacity")
        #expect(path.property == "opacity")
        #expect(path.component == nil)
        #expect(path.propertyKind == .unstructured)
        let custom = try AnimationKeyPath(parsing: "myCustomKey")
        #expect(custom.property == "myCustomKey")
    }

    @Test(arguments: [
        ("position.x", "position", AnimationKeyPath.Component.x),
        ("position.y", "position", .y),
        ("anchorPoint.x", "anchorPoint", .x),
        ("anchorPoint.y", "anchorPoint", .y),
        ("shadowOffset.width", "shadowOffset", .width),
        ("shadowOffset.height", "shadowOffset", .height),
        ("bounds.origin", "bounds", .origin),
        ("bounds.origin.x", "bounds", .originX),
        ("bounds.origin.y", "bounds", .originY),
        ("bounds.size", "bounds", .size),
        ("bounds.size.width", "bounds", .sizeWidth),
        ("bounds.size.height", "bounds", .sizeHeight),
        ("frame.origin.x", "frame", .originX),
        ("contentsRect.size.width", "contentsRect", .sizeWidth),
        ("contentsCenter.origin.y", "contentsCenter", .originY),
        ("transform.rotation", "transform", .rotationZ),
        ("transform.rotation.x", "transform", .rotationX),
        ("transform.rotation.y", "transform", .rotationY),
        ("transform.rotation.z", "transform", .rotationZ),
        ("transform.scale", "transform", .scale),
        ("transform.scale.x", "transform", .scaleX),
        ("transform.scale.y", "transform", .scaleY),
        ("transform.scale.z", "transform", .scaleZ),
        ("transform.scale.xy", "transform", .scaleXY),
        ("transform.translation", "transform", .translation),
        ("transform.translation.x", "transform", .translationX),
        ("transform.translation.y", "transform", .translationY),
        ("transform.translation.z", "transform", .translationZ),
        ("sublayerTransform.rotation.z", "sublayerTransform", .rotationZ),
        ("sublayerTransform.scale", "sublayerTransform", .scale),
        ("sublayerTransform.translation.x", "sublayerTransform", .translationX),
    ])
    func componentsParse(path: String, property: String, component: AnimationKeyPath.Component) throws {
        let parsed = try AnimationKeyPath(parsing: path)
        #expect(parsed.property == property)
        #expect(parsed.component == component)
        #expect(parsed.keyPath == path)
    }

    @Test func valueKinds() throws {
        #expect(try AnimationKeyPath(parsing: "bounds.origin").valueKind == .point)
        #expect(try AnimationKeyPath(parsing: "transform.translation").valueKind == .size)
        #expect(try AnimationKeyPath(parsing: "transform.rotation").valueKind == .unstructured)
        #expect(try AnimationKeyPath(parsing: "bounds").valueKind == .rect)
    }

    @Test func badComponentsNameThePathAndThePart() {
        #expect(throws: AnimationKeyPathError.unknownComponent(keyPath: "position.z", component: "z")) {
            try AnimationKeyPath(parsing: "position.z")
        }
        #expect(throws: AnimationKeyPathError.unknownComponent(keyPath: "bounds.size.depth", component: "depth")) {
            try AnimationKeyPath(parsing: "bounds.size.depth")
        }
        #expect(throws: AnimationKeyPathError.unknownComponent(keyPath: "transform.skew", component: "skew")) {
            try AnimationKeyPath(parsing: "transform.skew")
        }
        #expect(throws: AnimationKeyPathError.unknownComponent(keyPath: "shadowOffset.x", component: "x")) {
            try AnimationKeyPath(parsing: "shadowOffset.x")
        }
        #expect(throws: AnimationKeyPathError.propertyHasNoComponents(keyPath: "opacity.x", property: "opacity")) {
            try AnimationKeyPath(parsing: "opacity.x")
        }
        #expect(throws: AnimationKeyPathError.empty(keyPath: "position.")) {
            try AnimationKeyPath(parsing: "position.")
        }
        #expect(throws: AnimationKeyPathError.empty(keyPath: "")) { try AnimationKeyPath(parsing: "") }
    }

    @Test func errorMessagesNameThePath() {
        let error = AnimationKeyPathError.unknownComponent(keyPath: "bounds.size.depth", component: "depth")
        #expect(error.description == "key path \"bounds.size.depth\": \"depth\" is not a component of its property")
    }
}
