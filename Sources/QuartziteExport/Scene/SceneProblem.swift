/// One problem found in a scene file: the file, the JSON path of the value at fault and what
/// is wrong, written `scene.json: root.sublayers[2].opacity: expected a number, found "abc"`.
public struct SceneProblem: Sendable, Equatable, CustomStringConvertible {
    /// The scene file's name as given to the reader.
    public let file: String
    /// The JSON path of the value (`root.sublayers[2].animations[0].toValue`); empty for the
    /// whole document.
    public let path: String
    /// What is wrong.
    public let message: String

    /// Creates a problem.
    public init(file: String, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    /// `file: path: message` (`file: message` when the path is empty).
    public var description: String {
        path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
    }
}

/// Why a scene could not be used: every problem found, in reading order. A scene with
/// problems builds nothing.
public struct SceneError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The problems, at least one.
    public let problems: [SceneProblem]

    /// Creates an error from its problems.
    public init(problems: [SceneProblem]) {
        self.problems = problems
    }

    /// One problem per line.
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
