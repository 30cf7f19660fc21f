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
        func refuse(_ message: String) -> SceneError {
            SceneError(problems: [SceneProblem(file: fileName, path: "", message: message)])
        }
        if let problem = Self.nestingProblem(in: text) { throw refuse(problem) }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw SceneError(problems: [SceneProblem(file: fileName, path: "", message: Self.message(of: error))])
        } catch {
            throw SceneError(problems: [SceneProblem(file: fileName, path: "", message: "\(error)")])
        }
        guard let node else { throw refuse("the document is empty") }
        var budget = Self.maximumValues
        do throws(ConversionProblem) {
            self = try Self.convert(node, budget: &budget, depth: 1)
        } catch {
            // Aliases nesting one another build a composed tree as deep as the chain (20,000
            // anchors each holding the one before), which Swift would free by recursion as deep
            // (a stack overflow). A refused tree is left allocated instead: its memory is
            // bounded by the text's size, and the refusal ends the reading.
            if case .complexKey = error {} else { LeakedNode.keep(node) }
            switch error {
            case .tooManyValues:
                throw refuse(
                    "the document expands to more than \(Self.maximumValues) values (YAML aliases repeating one another?)")
            case .complexKey(let place, let kind):
                throw refuse("\(place)a key must be a name, found \(kind) (YAML complex keys are not supported)")
            case .tooDeep:
                throw refuse("the document nests more than \(Self.maximumNesting) levels deep once its YAML aliases are expanded")
            }
        }
    }

    /// The most values a document may hold once its YAML aliases are expanded.
    static let maximumValues = 1_000_000
    /// The deepest nesting of arrays and objects a document may have (the readers and the
    /// layer-tree walks recurse once per level).
    static let maximumNesting = 512

    /// Why `text` nests too deeply to be read safely, or nil: flow brackets (`[` `{`, JSON and
    /// YAML flow style) outside quoted strings, and YAML block indentation.
    static func nestingProblem(in text: String) -> String? {
        var depth = 0
        var deepest = 0
        var quote: UInt8? = nil
        var escaped = false
        var lineStart = true
        var indent = 0
        for byte in text.utf8 {
            if let q = quote {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\"), q == UInt8(ascii: "\"") {
                    escaped = true
                } else if byte == q {
                    quote = nil
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
            if byte == UInt8(ascii: "\n") {
                lineStart = true
                indent = 0
            } else if lineStart, byte == UInt8(ascii: " ") {
                indent += 1
            } else if lineStart {
                lineStart = false
                // Two spaces a level at the least.
                deepest = max(deepest, indent / 2)
            }
            if deepest > maximumNesting {
                return "the document nests more than \(maximumNesting) levels deep"
            }
        }
        return nil
    }

    /// Why a composed YAML document has no scene value.
    private enum ConversionProblem: Error {
        /// Aliases expand past the budget.
        case tooManyValues
        /// Aliases nest one another deeper than ``SceneValue/maximumNesting`` (the text's own
        /// nesting is checked before parsing).
        case tooDeep
        /// A mapping key that is a list or a mapping (YAML's `? [a, b]`): where it is
        /// (`line L, column C: `) and what it is.
        case complexKey(String, String)
    }

    /// Converts a composed YAML node, spending `budget` one per value (aliases expand into
    /// copies); throws once the budget is spent, or for a key that is not a scalar. Quoted
    /// scalars are strings; plain ones are null, Booleans or numbers when they read as one
    /// (YAML core schema), else strings.
    private static func convert(_ node: Node, budget: inout Int, depth: Int) throws(ConversionProblem) -> SceneValue {
        budget -= 1
        guard budget >= 0 else { throw .tooManyValues }
        guard depth <= maximumNesting else { throw .tooDeep }
        switch node {
        case .scalar(let scalar):
            return scalar.style == .plain ? Self.plain(scalar.string) : .string(scalar.string)
        case .sequence(let sequence):
            var items: [SceneValue] = []
            for item in sequence {
                items.append(try convert(item, budget: &budget, depth: depth + 1))
            }
            return .array(items)
        case .mapping(let mapping):
            var entries: [Entry] = []
            for (key, item) in mapping {
                guard case .scalar(let name) = key else {
                    let place = key.mark.map { "line \($0.line), column \($0.column): " } ?? ""
                    throw .complexKey(place, key.sequence != nil ? "a list" : "a mapping")
                }
                entries.append(Entry(key: name.string, value: try convert(item, budget: &budget, depth: depth + 1)))
            }
            return .object(entries)
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
        // Only decimal numbers (YAML core schema, JSON): Swift's Double(_:) also reads "NaN",
        // "Infinity", "inf" and hexadecimal floats, which JSON does not have; they stay text, and
        // a number expected there is reported with the spelling the file used.
        if isDecimal(text), let number = Double(text) { return .number(number) }
        return .string(text)
    }

    /// Whether `text` is `[-+]?(digits[.digits?]|.digits)([eE][-+]?digits)?`.
    private static func isDecimal(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        func digits() -> Int {
            let count = bytes.prefix(while: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }).count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        var mantissa = digits()
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }

    /// Whether the text is a spelling of a non-finite number that JSON lacks (`NaN`,
    /// `Infinity`, `-inf`, …), for messages.
    var isNonFiniteSpelling: Bool {
        guard case .string(let text) = self else { return false }
        var word = text.lowercased()
        if word.hasPrefix("-") || word.hasPrefix("+") { word.removeFirst() }
        return ["nan", "inf", "infinity"].contains(word)
    }

    /// A one-line message for a YAML/JSON syntax error: `line L, column C: problem`.
    private static func message(of error: YamlError) -> String {
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let prefix = context.map { "\($0.description) " } ?? ""
            return "line \(mark.line), column \(mark.column): \(prefix)\(problem)"
        case .reader(let problem, let offset, let value, _):
            // libyaml's reader: a character it refuses (a control character, invalid UTF-8),
            // named by its code rather than echoed raw (an escape sequence would reach the
            // terminal).
            let problem = problem.trimmingCharacters(in: CharacterSet(charactersIn: ": "))
            let code = value >= 0 ? String(format: " (U+%04X)", value) : ""
            return "byte \(offset.map(String.init) ?? "?"): \(problem)\(code)"
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

    /// The value as compact JSON (non-finite numbers as `.nan`, `.inf`, `-.inf`, YAML's
    /// spellings; `NaN` and `Infinity` read as text, unquoted).
    var jsonText: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n):
            if n.isNaN { return ".nan" }
            if n.isInfinite { return n > 0 ? ".inf" : "-.inf" }
            if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
            return String(n)
        // NaN, Infinity: shown as the file wrote them, which is not as a JSON string.
        case .string(let s): return isNonFiniteSpelling ? s : "\"\(s)\""
        case .array(let items): return "[" + items.map(\.jsonText).joined(separator: ", ") + "]"
        case .object(let entries):
            return "{" + entries.map { "\"\($0.key)\": \($0.value.jsonText)" }.joined(separator: ", ") + "}"
        }
    }
}

/// Keeps composed YAML trees that are never freed (see `SceneValue.init(parsing:fileName:)`).
private final class LeakedNode {
    let node: Node
    private init(_ node: Node) { self.node = node }

    static func keep(_ node: Node) {
        _ = Unmanaged.passRetained(LeakedNode(node))
    }
}
