/// Checks that an animation's values have the type its key path animates: a CGPoint for
/// `position`, a number for `position.x`, a CATransform3D for `transform`, a number or array
/// of numbers when a value function is set; for properties of unknown type, that all values
/// are of the same type as the first one.
struct AnimationValueChecker {
    let keyPath: AnimationKeyPath
    let valueFunction: CAValueFunction?
    /// The type of the first value seen, for key paths whose type is not known.
    private var firstKind: AnimationValue.KindName?

    init(keyPath: AnimationKeyPath, valueFunction: CAValueFunction?) {
        self.keyPath = keyPath
        self.valueFunction = valueFunction
    }

    /// Returns `value` when it is acceptable (nil stays nil).
    mutating func check(_ value: AnimationValue?, name: String) throws(AnimationCompilationError)
        -> AnimationValue?
    {
        guard let value else { return nil }
        let found = value.kindName
        let expected: [AnimationValue.KindName]
        if valueFunction != nil {
            expected = [.number, .numbers]
        } else {
            switch keyPath.valueKind {
            case .point: expected = [.point]
            case .size: expected = [.size]
            case .rect: expected = [.rect]
            case .transform: expected = [.transform]
            case .unstructured:
                if keyPath.component != nil {
                    expected = [.number]
                } else if let firstKind {
                    expected = [firstKind]
                } else {
                    firstKind = found
                    return value
                }
            }
        }
        guard expected.contains(found) else {
            throw .wrongValueType(
                keyPath: keyPath.keyPath, value: name,
                expected: expected.map(\.rawValue).joined(separator: " or "), found: found.rawValue)
        }
        return value
    }
}

extension AnimationValue {
    /// The name of a value's type, for error messages.
    enum KindName: String {
        case number = "a number", point = "a CGPoint", size = "a CGSize", rect = "a CGRect"
        case color = "a CGColor", transform = "a CATransform3D"
        case affineTransform = "a CGAffineTransform", path = "a path"
        case numbers = "an array of numbers", colors = "an array of colors"
        case bool = "a Bool", other = "an uninterpolated value"
    }

    /// The name of this value's type.
    var kindName: KindName {
        switch self {
        case .number: .number
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .color: .color
        case .transform: .transform
        case .affineTransform: .affineTransform
        case .path: .path
        case .numbers: .numbers
        case .colors: .colors
        case .bool: .bool
        case .other: .other
        }
    }
}
