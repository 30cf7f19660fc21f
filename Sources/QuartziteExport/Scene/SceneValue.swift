import Foundation
import Yams

/// A scene document as read from JSON or YAML, before validation: JSON's value types, with the
/// keys of every object kept in document order (so events' `set` entries apply in the order
/// written, and problems are reported in reading order).
public enum SceneValue: Sendable, Equatable {
    /// `null` (JSON) or `~`/`null`/empty (YAML).
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number (YAML's `.nan` and `.inf` read as numbers and are refused by validation).
    case number(Double)
    /// A string (quoted, or a YAML plain scalar that is not a number, Boolean or null).
    case string(String)
    /// An array.
    case array([SceneValue])
    /// An object, its entries in document order (duplicate keys kept, and reported by
    /// validation).
    case object([Entry])

    /// One key and value of an object.
    public struct Entry: Sendable, Equatable {
        /// The key.
        public let key: String
        /// The value.
        public let value: SceneValue

        /// Creates an entry.
        public init(key: String, value: SceneValue) {
            self.key = key
            self.value = value
        }
    }

    /// Reads a JSON or YAML document (JSON is read as the YAML it is a subset of, through
    /// Yams). Throws a ``SceneError`` with one problem naming the line and column when the
    /// text is not well formed; `fileName` prefixes the message.
    public init(parsing text: String, fileName: String) throws(SceneError) {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw SceneError(problems: [SceneProblem(file: fileName, path: "", message: Self.message(of: error))])
        } catch {
            throw SceneError(problems: [SceneProblem(file: fileName, path: "", message: "\(error)")])
        }
        guard let node else {
            throw SceneError(problems: [SceneProblem(file: fileName, path: "", message: "the document is empty")])
        }
        self = Self(node)
    }

    /// Converts a composed YAML node. Quoted scalars are strings; plain ones are null, Booleans
    /// or numbers when they read as one (YAML core schema), else strings.
    private init(_ node: Node) {
        switch node {
        case .scalar(let scalar):
            self = scalar.style == .plain ? Self.plain(scalar.string) : .string(scalar.string)
        case .sequence(let sequence):
            self = .array(sequence.map { Self($0) })
        case .mapping(let mapping):
            self = .object(mapping.map { Entry(key: $0.key.string ?? "\($0.key)", value: Self($0.value)) })
        }
    }

    /// The value of a plain (unquoted) scalar.
    private static func plain(_ text: String) -> SceneValue {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".nan", ".NaN", ".NAN": return .number(.nan)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .number(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .number(-.infinity)
        default: break
        }
        if let number = Double(text) { return .number(number) }
        return .string(text)
    }

    /// A one-line message for a YAML/JSON syntax error: `line L, column C: problem`.
    private static func message(of error: YamlError) -> String {
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let prefix = context.map { "\($0.description) " } ?? ""
            return "line \(mark.line), column \(mark.column): \(prefix)\(problem)"
        default:
            return "\(error)".split(separator: "\n").first.map(String.init) ?? "unreadable document"
        }
    }

    /// The value written compactly as JSON, shortened to about 60 characters, for messages.
    public var excerpt: String {
        let text = jsonText
        guard text.count > 60 else { return text }
        return String(text.prefix(57)) + "…"
    }

    /// The value as compact JSON (non-finite numbers as `.nan`, `.inf`, `-.inf`).
    var jsonText: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n):
            if n.isNaN { return ".nan" }
            if n.isInfinite { return n > 0 ? ".inf" : "-.inf" }
            if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
            return String(n)
        case .string(let s): return "\"\(s)\""
        case .array(let items): return "[" + items.map(\.jsonText).joined(separator: ", ") + "]"
        case .object(let entries):
            return "{" + entries.map { "\"\($0.key)\": \($0.value.jsonText)" }.joined(separator: ", ") + "}"
        }
    }
}
