import Foundation

/// A parsed JSON value in Swift's own types, converted once from what `JSONSerialization`
/// returns (bridged `NSDictionary`/`NSArray`/`NSNumber` objects, which a cast converts again
/// at every access: most of the time reading a file took).
enum JSONValue {
    case object([String: JSONValue])
    case array([JSONValue])
    case number(Double)
    case boolean(Bool)
    case string(String)
    case null

    /// The value of a `JSONSerialization` result (anything else reads as null): Swift
    /// dictionaries, arrays and strings, `NSNumber` numbers and booleans, and `NSNull`. Each is
    /// recognised by its exact type first, so that no cast fails through the runtime's
    /// bridging and conformance searches (most of the time reading a file took).
    init(_ any: Any) {
        let type = Swift.type(of: any)
        if type == [String: Any].self {
            let object = any as! [String: Any]
            var converted = [String: JSONValue](minimumCapacity: object.count)
            for (key, value) in object { converted[key] = JSONValue(value) }
            self = .object(converted)
        } else if type == [Any].self {
            let array = any as! [Any]
            var converted: [JSONValue] = []
            converted.reserveCapacity(array.count)
            for element in array { converted.append(JSONValue(element)) }
            self = .array(converted)
        } else if type == String.self {
            self = .string(any as! String)
        } else if type == Bool.self {
            self = .boolean(any as! Bool)
        } else if type == NSNull.self {
            self = .null
        } else if let number = any as? NSNumber {
            // A JSON boolean is a boolean NSNumber (of the `char` type, "c"); numbers are "i",
            // "q" or "d".
            self = number.objCType.pointee == UInt8(ascii: "c") ? .boolean(number.boolValue) : .number(number.doubleValue)
        } else {
            switch any {
            case let object as [String: Any]: self = JSONValue(object as Any)
            case let object as [AnyHashable: Any]:
                var converted = [String: JSONValue](minimumCapacity: object.count)
                for (key, value) in object { if let key = key.base as? String { converted[key] = JSONValue(value) } }
                self = .object(converted)
            case let array as [Any]: self = .array(array.map(JSONValue.init))
            case let string as String: self = .string(string)
            case let i as Int: self = .number(Double(i))
            case let d as Double: self = .number(d)
            default: self = .null
            }
        }
    }
}

/// A value of a parsed JSON document with the path it was found at, and typed accessors that
/// throw ``LottieError`` naming that path.
struct JSONNode {
    let value: JSONValue
    let path: String

    init(_ value: JSONValue, path: String) {
        self.value = value
        self.path = path
    }

    /// The node of a `JSONSerialization` result (see ``JSONValue/init(_:)``).
    init(_ value: Any, path: String) {
        self.init(JSONValue(value), path: path)
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
        let root = JSONNode(JSONValue(object), path: document.map { "\($0):" } ?? "")
        guard root.object != nil else { throw root.error("expected a JSON object at the top level, found \(root.kind)") }
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
        case .string(let s): return "a string \"\(s)\""
        case .boolean: return "a boolean"
        case .number(let n): return "the number \(Self.describe(n))"
        case .array: return "an array"
        case .object: return "an object"
        case .null: return "null"
        }
    }

    /// A number as JSON writes it: whole numbers without a fraction.
    private static func describe(_ n: Double) -> String {
        n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
    }

    var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    // MARK: Objects

    var object: [String: JSONValue]? {
        if case .object(let o) = value { return o }
        return nil
    }

    /// Member `key`, or nil when absent or null. Throws when this is not an object.
    func optional(_ key: String) throws(LottieError) -> JSONNode? {
        guard case .object(let object) = value else { throw error("expected an object, found \(kind)") }
        guard let member = object[key] else { return nil }
        if case .null = member { return nil }
        return JSONNode(member, path: path(key))
    }

    /// Member `key`; throws when absent.
    func required(_ key: String) throws(LottieError) -> JSONNode {
        guard let node = try optional(key) else { throw error("missing required key \"\(key)\"") }
        return node
    }

    func has(_ key: String) -> Bool {
        guard let member = object?[key] else { return false }
        if case .null = member { return false }
        return true
    }

    var keys: [String] { object.map { Array($0.keys) } ?? [] }

    // MARK: Arrays

    /// The elements, each with its indexed path; throws when this is not an array.
    func array() throws(LottieError) -> [JSONNode] {
        guard case .array(let array) = value else { throw error("expected an array, found \(kind)") }
        return array.enumerated().map { JSONNode($0.element, path: "\(path)[\($0.offset)]") }
    }

    var isArray: Bool {
        if case .array = value { return true }
        return false
    }

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

    /// A number, or a boolean as 0 or 1; nil for anything else.
    static func number(_ value: JSONValue) -> Double? {
        switch value {
        case .number(let n): return n
        case .boolean(let b): return b ? 1 : 0
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
        if case .boolean(let b) = value { return b }
        return try number() != 0
    }

    func string() throws(LottieError) -> String {
        guard case .string(let s) = value else { throw error("expected a string, found \(kind)") }
        return s
    }

    /// A number or an array of numbers, as an array.
    func numbers() throws(LottieError) -> [Double] {
        guard case .array(let elements) = value else { return [try number()] }
        var result: [Double] = []
        result.reserveCapacity(elements.count)
        for (i, element) in elements.enumerated() {
            // Element nodes (and their paths) are made only for an error.
            if case .number(let n) = element, n.isFinite, abs(n) <= Self.maximumMagnitude {
                result.append(n)
            } else {
                result.append(try JSONNode(element, path: "\(path)[\(i)]").number())
            }
        }
        return result
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
