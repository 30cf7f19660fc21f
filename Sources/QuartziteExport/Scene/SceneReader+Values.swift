import Foundation
import Quartzite

/// The kinds of values a scene holds, as the reader expects them.
enum SceneValueKind: Sendable, Equatable {
    /// A number.
    case number
    /// `[x, y]`.
    case point
    /// `[width, height]`.
    case size
    /// `[x, y, width, height]`; `nonNegativeSize` refuses negative width or height.
    case rect(nonNegativeSize: Bool)
    /// A colour.
    case color
    /// A transform.
    case transform
    /// `true`/`false`.
    case bool
    /// A path.
    case path
    /// An image name.
    case image
    /// One of the given names.
    case name([String])
    /// A corner mask: a number or a list of `CACornerMask` corner names.
    case cornerMask
    /// An edge mask: a number or a list of `CAEdgeAntialiasingMask` edge names.
    case edgeMask
    /// An array of numbers (value-function inputs, dash patterns, gradient locations).
    case numbers
    /// An array of colours (gradient colours).
    case colors
    /// A string (a text layer's `string` and `font`).
    case string
    /// One of the given scene names, stored as its Core Animation raw value
    /// (`"evenOdd"` → `"even-odd"`).
    case rawName([String: String])
    /// An array of emitter cell objects (an emitter's `emitterCells`).
    case emitterCells
}

extension SceneReader {
    /// Reads a value of `kind`.
    mutating func value(_ value: SceneValue, at path: String, kind: SceneValueKind) -> AnimationValue? {
        switch kind {
        case .number: return number(value, at: path).map { .number($0) }
        case .point: return point(value, at: path).map { .point($0) }
        case .size: return size(value, at: path).map { .size($0) }
        case .rect(let nonNegative): return rect(value, at: path, nonNegativeSize: nonNegative).map { .rect($0) }
        case .color: return color(value, at: path).map { .color($0) }
        case .transform: return transform(value, at: path).map { .transform($0) }
        case .bool: return bool(value, at: path).map { .bool($0) }
        case .path: return self.path(value, at: path).map { .path($0) }
        case .image: return image(value, at: path).map { .other(OpaqueAnimationValue($0)) }
        case .name(let choices): return choice(value, at: path, among: choices, noun: "value").map { .other(OpaqueAnimationValue($0)) }
        case .cornerMask: return mask(value, at: path, names: Self.cornerNames).map { .number(Double($0)) }
        case .edgeMask: return mask(value, at: path, names: Self.edgeNames).map { .number(Double($0)) }
        case .numbers: return numbers(value, at: path, expected: "an array of numbers").map { .numbers($0) }
        case .colors:
            return array(value, at: path, what: "an array of colours") { reader, item, itemPath in
                reader.color(item, at: itemPath)
            }.map { .colors($0) }
        case .string: return string(value, at: path).map { .other(OpaqueAnimationValue($0)) }
        case .rawName(let names):
            let choices = names.keys.sorted()
            return choice(value, at: path, among: choices, noun: "value").map { .other(OpaqueAnimationValue(names[$0]!)) }
        case .emitterCells: return emitterCells(value, at: path).map { .other(OpaqueAnimationValue($0)) }
        }
    }

    /// `[x, y]`.
    mutating func point(_ value: SceneValue, at path: String) -> CGPoint? {
        guard let n = numbers(value, at: path, count: 2, expected: "a point [x, y]") else { return nil }
        return CGPoint(x: n[0], y: n[1])
    }

    /// `[width, height]`.
    mutating func size(_ value: SceneValue, at path: String) -> CGSize? {
        guard let n = numbers(value, at: path, count: 2, expected: "a size [width, height]") else { return nil }
        return CGSize(width: n[0], height: n[1])
    }

    /// `[x, y, width, height]`.
    mutating func rect(_ value: SceneValue, at path: String, nonNegativeSize: Bool) -> CGRect? {
        guard let n = numbers(value, at: path, count: 4, expected: "a rect [x, y, width, height]") else { return nil }
        if nonNegativeSize, n[2] < 0 || n[3] < 0 {
            report(path, "width and height must not be negative, found \(value.excerpt)")
            return nil
        }
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// `"#RGB"`, `"#RRGGBB"`, `"#RRGGBBAA"` or `[r, g, b, a]` with components in 0…1.
    mutating func color(_ value: SceneValue, at path: String) -> CGColor? {
        let expected = "a color (\"#RGB\", \"#RRGGBB\", \"#RRGGBBAA\" or [r, g, b, a])"
        switch value {
        case .string(let s):
            do {
                return try CGColor(validatingHexString: s)
            } catch {
                report(path, error.description)
                return nil
            }
        case .array:
            guard let n = numbers(value, at: path, count: 4, expected: expected) else { return nil }
            guard n.allSatisfy({ (0...1).contains($0) }) else {
                report(path, "color components must lie in 0…1, found \(value.excerpt)")
                return nil
            }
            return CGColor(red: n[0], green: n[1], blue: n[2], alpha: n[3])
        case .null:
            // YAML reads an unquoted `#FF0000` as a comment, leaving no value.
            report(path, "expected \(expected), found null (in YAML, quote colors: \"#FF0000\")")
            return nil
        default:
            mismatch(path, expected, value)
            return nil
        }
    }

    /// The image named `value` in the scene's `images`.
    mutating func image(_ value: SceneValue, at path: String) -> CGImage? {
        guard let name = string(value, at: path) else { return nil }
        guard imageNames.contains(name) else {
            reportUnknownKey(name, at: path, known: imageNames.sorted(), noun: "image")
            return nil
        }
        return images[name]
    }

    static let cornerNames = [
        "layerMinXMinYCorner", "layerMaxXMinYCorner", "layerMinXMaxYCorner", "layerMaxXMaxYCorner",
    ]
    static let edgeNames = ["layerLeftEdge", "layerRightEdge", "layerBottomEdge", "layerTopEdge"]

    /// An option set: a whole number (the raw value) or a list of member names (`names[i]` is
    /// bit `i`).
    mutating func mask(_ value: SceneValue, at path: String, names: [String]) -> Int? {
        if case .number = value {
            guard let raw = index(value, at: path) else { return nil }
            guard raw < 1 << names.count else {
                report(path, "expected a mask below \(1 << names.count), found \(value.excerpt)")
                return nil
            }
            return raw
        }
        guard let list = array(value, at: path, what: "a list of names or a number", { reader, item, itemPath in
            reader.choice(item, at: itemPath, among: names, noun: "name")
        }) else { return nil }
        return list.reduce(0) { $0 | 1 << names.firstIndex(of: $1)! }
    }

    // MARK: Timing functions

    static let timingFunctionNames = ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]

    /// A timing function: a name or `[c1x, c1y, c2x, c2y]`.
    mutating func timingFunction(_ value: SceneValue, at path: String) -> SceneAnimation.TimingFunction? {
        if case .array = value {
            guard let n = numbers(value, at: path, count: 4, expected: "a timing function name or [c1x, c1y, c2x, c2y]") else {
                return nil
            }
            guard (0...1).contains(n[0]), (0...1).contains(n[2]) else {
                report(path, "the control points' x must lie in 0…1, found \(value.excerpt)")
                return nil
            }
            return .controlPoints(Float(n[0]), Float(n[1]), Float(n[2]), Float(n[3]))
        }
        guard case .string = value else {
            mismatch(path, "a timing function name or [c1x, c1y, c2x, c2y]", value)
            return nil
        }
        return choice(value, at: path, among: Self.timingFunctionNames, noun: "timing function")
            .map { .named(CAMediaTimingFunctionName(rawValue: $0)) }
    }
}
