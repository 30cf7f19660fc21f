import Foundation
import Quartzite

/// Validates a ``SceneValue`` document into a ``Scene``, collecting every problem instead of
/// stopping at the first. Each `read…` function reports what is wrong at its path and returns
/// nil; callers go on with the rest of the document.
struct SceneReader {
    /// The file name that prefixes problems.
    let fileName: String
    /// The directory image paths are relative to.
    let baseDirectory: URL
    /// The problems found so far, in reading order.
    var problems: [SceneProblem] = []
    /// The images loaded from `images`, by name.
    var images: [String: CGImage] = [:]
    /// The names of `images`, including those that failed to load (so layers naming them
    /// report only the load failure).
    var imageNames: Set<String> = []
    /// Layer names seen so far, with the path where each was first given.
    var layerNames: [String: String] = [:]

    init(fileName: String, baseDirectory: URL) {
        self.fileName = fileName
        self.baseDirectory = baseDirectory
    }

    /// Records a problem at `path`.
    mutating func report(_ path: String, _ message: String) {
        problems.append(SceneProblem(file: fileName, path: Self.printable(path), message: Self.printable(message)))
    }

    /// `text` with control characters written as `\u{…}` escapes, so that a key or value from
    /// the file cannot send escape sequences to the terminal that shows the message.
    static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// `path.key`, or `key` at the top level.
    static func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    /// Records "expected …, found …" (a `NaN` or `Infinity` written where a number goes: as
    /// written, named as not finite).
    mutating func mismatch(_ path: String, _ expected: String, _ found: SceneValue) {
        if found.isNonFiniteSpelling, case .string(let text) = found {
            report(path, "expected \(expected), found \(text) (numbers must be finite)")
            return
        }
        report(path, "expected \(expected), found \(found.excerpt)")
    }

    // MARK: Objects

    /// The entries of the object at `path`, checking that every key is one of `known`
    /// (unknown keys are reported, with the closest known key when one is close) and that no
    /// key appears twice. Returns nil (after reporting) when the value is not an object.
    mutating func object(_ value: SceneValue, at path: String, known: [String], what: String = "an object")
        -> [String: SceneValue]?
    {
        guard case .object(let entries) = value else {
            mismatch(path, what, value)
            return nil
        }
        var result: [String: SceneValue] = [:]
        for entry in entries {
            let entryPath = Self.join(path, entry.key)
            guard known.contains(entry.key) else {
                reportUnknownKey(entry.key, at: entryPath, known: known)
                continue
            }
            guard result[entry.key] == nil else {
                report(entryPath, "duplicate key \"\(entry.key)\"")
                continue
            }
            result[entry.key] = entry.value
        }
        return result
    }

    /// Reports `key` as unknown, suggesting the closest of `known`.
    mutating func reportUnknownKey(_ key: String, at path: String, known: [String], noun: String = "key") {
        if let suggestion = KeySuggestion.closest(to: key, among: known) {
            report(path, "unknown \(noun) \"\(key)\" (did you mean \"\(suggestion)\"?)")
        } else {
            report(path, "unknown \(noun) \"\(key)\"")
        }
    }

    /// Reports a missing required key of the object at `path`.
    mutating func missing(_ key: String, in path: String) {
        report(path.isEmpty ? key : path, "missing required key \"\(key)\"")
    }

    // MARK: Scalars

    /// A finite number within ±``SceneLimits/maximumMagnitude`` (any size with `unbounded`,
    /// for values the caller bounds with messages of its own).
    mutating func number(_ value: SceneValue, at path: String, unbounded: Bool = false) -> Double? {
        guard case .number(let n) = value else {
            mismatch(path, "a number", value)
            return nil
        }
        guard n.isFinite else {
            mismatch(path, "a finite number", value)
            return nil
        }
        guard unbounded || abs(n) <= SceneLimits.maximumMagnitude else {
            reportMagnitude(path, value)
            return nil
        }
        return n
    }

    /// Reports a number beyond ±``SceneLimits/maximumMagnitude``.
    mutating func reportMagnitude(_ path: String, _ found: SceneValue) {
        report(path, "numbers in a scene lie within ±\(SceneLimits.magnitudeText), found \(found.excerpt)")
    }

    /// A finite number that is ≥ 0 (`strictly`: > 0).
    mutating func nonNegative(_ value: SceneValue, at path: String, strictly: Bool = false, unbounded: Bool = false)
        -> Double?
    {
        guard let n = number(value, at: path, unbounded: unbounded) else { return nil }
        if strictly ? n <= 0 : n < 0 {
            mismatch(path, strictly ? "a positive number" : "a non-negative number", value)
            return nil
        }
        return n
    }

    /// A whole number ≥ 0.
    mutating func index(_ value: SceneValue, at path: String) -> Int? {
        guard case .number(let n) = value, n.isFinite, n >= 0, n == n.rounded(), n < 1e9 else {
            mismatch(path, "a whole number ≥ 0", value)
            return nil
        }
        return Int(n)
    }

    /// A Boolean.
    mutating func bool(_ value: SceneValue, at path: String) -> Bool? {
        guard case .bool(let b) = value else {
            mismatch(path, "true or false", value)
            return nil
        }
        return b
    }

    /// A string.
    mutating func string(_ value: SceneValue, at path: String) -> String? {
        guard case .string(let s) = value else {
            mismatch(path, "a string", value)
            return nil
        }
        return s
    }

    /// A string that is one of `choices` (reported with a suggestion otherwise).
    mutating func choice(_ value: SceneValue, at path: String, among choices: [String], noun: String) -> String? {
        guard let s = string(value, at: path) else { return nil }
        guard choices.contains(s) else {
            let list = choices.map { "\"\($0)\"" }.joined(separator: ", ")
            if let suggestion = KeySuggestion.closest(to: s, among: choices) {
                report(path, "unknown \(noun) \"\(s)\" (did you mean \"\(suggestion)\"?); expected one of \(list)")
            } else {
                report(path, "unknown \(noun) \"\(s)\"; expected one of \(list)")
            }
            return nil
        }
        return s
    }

    /// An array of finite numbers (`count` of them when given).
    mutating func numbers(_ value: SceneValue, at path: String, count: Int? = nil, expected: String) -> [Double]? {
        guard case .array(let items) = value, items.count == count ?? items.count else {
            mismatch(path, expected, value)
            return nil
        }
        var result: [Double] = []
        for item in items {
            guard case .number(let n) = item else {
                mismatch(path, item.isNonFiniteSpelling ? "finite numbers" : expected, value)
                return nil
            }
            guard n.isFinite else {
                mismatch(path, "finite numbers", value)
                return nil
            }
            guard abs(n) <= SceneLimits.maximumMagnitude else {
                reportMagnitude(path, value)
                return nil
            }
            result.append(n)
        }
        return result
    }

    /// An array, each element read by `element` at `path[i]`; nil when the value is not an array
    /// or any element failed.
    mutating func array<T>(
        _ value: SceneValue, at path: String, what: String,
        _ element: (inout SceneReader, SceneValue, String) -> T?
    ) -> [T]? {
        guard case .array(let items) = value else {
            mismatch(path, what, value)
            return nil
        }
        var result: [T] = []
        var failed = false
        for (i, item) in items.enumerated() {
            if let v = element(&self, item, "\(path)[\(i)]") { result.append(v) } else { failed = true }
        }
        return failed ? nil : result
    }
}
