/// Why an animation could not be compiled into a ``CompiledAnimation``: each case names the
/// key path (as written) and the problem, so the layer and scene layers can report it.
public enum AnimationCompilationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A property animation has no key path.
    case missingKeyPath
    /// The key path could not be parsed.
    case invalidKeyPath(AnimationKeyPathError)
    /// A value (`"fromValue"`, `"values[2]"`, `"path"`, …) is not of the type the key path
    /// animates; `expected` and `found` name the types.
    case wrongValueType(keyPath: String, value: String, expected: String, found: String)

    /// A one-line message naming the key path and the problem.
    public var description: String {
        switch self {
        case .missingKeyPath:
            return "property animation has no key path"
        case .invalidKeyPath(let error):
            return error.description
        case .wrongValueType(let keyPath, let value, let expected, let found):
            return "animation of \"\(keyPath)\": \(value) is \(found), expected \(expected)"
        }
    }
}
