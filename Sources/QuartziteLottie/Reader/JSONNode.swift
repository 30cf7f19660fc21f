import Foundation

/// A value of a parsed JSON document with the path it was found at, and typed accessors that
/// throw ``LottieError`` naming that path. Documents come from `JSONSerialization`: objects
/// are `[String: Any]`, arrays `[Any]`, numbers `NSNumber`/`Int`/`Double`, booleans `Bool`.
struct JSONNode {
    let value: Any
    let path: String

    init(_ value: Any, path: String) {
        self.value = value
        self.path = path
    }

    /// Parses `data` as a JSON document; the root must be an object. `document` names a
    /// document other than the animation (`manifest.json`) at the start of every path.
    static func parse(_ data: Data, document: String? = nil) throws(LottieError) -> JSONNode {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw LottieError(path: document ?? "", message: "not valid JSON: \(Self.describe(error))")
        }
        let root = JSONNode(object, path: document.map { "\($0):" } ?? "")
        guard object is [String: Any] else { throw root.error("expected a JSON object at the top level, found \(root.kind)") }
        return root
    }

    private static func describe(_ error: Error) -> String {
        let ns = error as NSError
        if let detail = ns.userInfo[NSDebugDescriptionErrorKey] as? String { return detail }
        return ns.localizedDescription
    }

    func error(_ message: String) -> LottieError {
        LottieError(path: path, message: message)
    }

    /// An error about member `key` of this object.
    func error(at key: String, _ message: String) -> LottieError {
        LottieError(path: path(key), message: message)
    }

    /// The path of member `key` of this object.
    func path(_ key: String) -> String {
        if path.isEmpty { return key }
        return path.hasSuffix(":") ? "\(path) \(key)" : "\(path).\(key)"
    }

    /// A short name of the JSON type of the value, for messages.
    var kind: String {
        switch value {
        case is String: return "a string \"\(value)\""
        case is Bool: return "a boolean"
        case is NSNumber, is Int, is Double: return "the number \(value)"
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        case is NSNull: return "null"
        default: return "\(type(of: value))"
        }
    }

    var isNull: Bool { value is NSNull }

    // MARK: Objects

    var object: [String: Any]? { value as? [String: Any] }

    /// Member `key`, or nil when absent or null. Throws when this is not an object.
    func optional(_ key: String) throws(LottieError) -> JSONNode? {
        guard let object else { throw error("expected an object, found \(kind)") }
        guard let member = object[key], !(member is NSNull) else { return nil }
        return JSONNode(member, path: path(key))
    }

    /// Member `key`; throws when absent.
    func required(_ key: String) throws(LottieError) -> JSONNode {
        guard let node = try optional(key) else { throw error("missing required key \"\(key)\"") }
        return node
    }

    func has(_ key: String) -> Bool {
        guard let member = object?[key] else { return false }
        return !(member is NSNull)
    }

    var keys: [String] { object.map { Array($0.keys) } ?? [] }

    // MARK: Arrays

    /// The elements, each with its indexed path; throws when this is not an array.
    func array() throws(LottieError) -> [JSONNode] {
        guard let array = value as? [Any] else { throw error("expected an array, found \(kind)") }
        return array.enumerated().map { JSONNode($0.element, path: "\(path)[\($0.offset)]") }
    }

    var isArray: Bool { value is [Any] }

    // MARK: Scalars

    /// A finite number (booleans count as 0 and 1, as some exporters write flags that way).
    /// Within ±``maximumMagnitude``, so that no arithmetic on it overflows or traps.
    func number() throws(LottieError) -> Double {
        guard let v = Self.number(value) else { throw error("expected a number, found \(kind)") }
        guard v.isFinite else { throw error("expected a finite number, found \(v)") }
        guard abs(v) <= Self.maximumMagnitude else {
            throw error("numbers in a Lottie file lie within ±1e9, found \(v)")
        }
        return v
    }

    /// The largest magnitude of any number read (points, frames, degrees, percentages): far
    /// beyond what an animation uses, and small enough that frame counts, sizes and their
    /// products stay exact and convert to `Int` without trapping (1e300 frames did).
    static let maximumMagnitude = 1e9

    static func number(_ value: Any) -> Double? {
        switch value {
        // JSONSerialization's numbers and booleans are all NSNumber (a boolean's doubleValue is
        // 0 or 1): a class check, where casting one to Bool, Int or Double first bridges it
        // (three bridging casts for a fractional number: a fifth of reading a file).
        case let n as NSNumber: return n.doubleValue
        case let b as Bool: return b ? 1 : 0
        case let i as Int: return Double(i)
        case let d as Double: return d
        default: return nil
        }
    }

    func integer() throws(LottieError) -> Int {
        let v = try number()
        guard v == v.rounded(), abs(v) < 1e15 else { throw error("expected a whole number, found \(v)") }
        return Int(v)
    }

    /// A flag written as a boolean or as 0/1.
    func bool() throws(LottieError) -> Bool {
        if let b = value as? Bool { return b }
        return try number() != 0
    }

    func string() throws(LottieError) -> String {
        guard let s = value as? String else { throw error("expected a string, found \(kind)") }
        return s
    }

    /// A number or an array of numbers, as an array.
    func numbers() throws(LottieError) -> [Double] {
        if isArray {
            var result: [Double] = []
            for element in try array() { result.append(try element.number()) }
            return result
        }
        return [try number()]
    }

    // MARK: Convenience

    func number(_ key: String) throws(LottieError) -> Double { try required(key).number() }
    func number(_ key: String, default value: Double) throws(LottieError) -> Double {
        try optional(key)?.number() ?? value
    }
    func integer(_ key: String) throws(LottieError) -> Int { try required(key).integer() }
    func integer(_ key: String, default value: Int) throws(LottieError) -> Int {
        try optional(key)?.integer() ?? value
    }
    func optionalInteger(_ key: String) throws(LottieError) -> Int? { try optional(key)?.integer() }
    func string(_ key: String) throws(LottieError) -> String? { try optional(key)?.string() }
    func bool(_ key: String, default value: Bool = false) throws(LottieError) -> Bool {
        try optional(key)?.bool() ?? value
    }
}
