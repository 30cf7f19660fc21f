import Foundation
import Quartzite

extension SceneReader {
    /// The transform operations, in the order a single object with several of them applies
    /// them.
    static let transformOperations = ["perspective", "translate", "rotate", "scale"]

    /// A transform: 16 numbers `[m11, m12, …, m44]`, a list of one-key operation objects, or
    /// one object with several operations (read as perspective, translate, rotate, scale).
    /// Operations compose like successive `CATransform3D…(t, …)` calls from the identity, so
    /// the first is the outermost.
    mutating func transform(_ value: SceneValue, at path: String) -> CATransform3D? {
        let expected = "a transform (16 numbers or a list of operations)"
        switch value {
        case .array(let items):
            if items.allSatisfy({ if case .number = $0 { return true } else { return false } }), !items.isEmpty {
                guard let m = numbers(value, at: path, count: 16, expected: expected) else { return nil }
                return CATransform3D(
                    m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                    m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
            }
            var t = CATransform3DIdentity
            var failed = false
            for (i, item) in items.enumerated() {
                let itemPath = "\(path)[\(i)]"
                guard case .object(let entries) = item, entries.count == 1 else {
                    mismatch(itemPath, "one operation {\"translate\"|\"scale\"|\"rotate\"|\"perspective\": …}", item)
                    failed = true
                    continue
                }
                if let next = apply(entries[0], to: t, at: itemPath) { t = next } else { failed = true }
            }
            return failed ? nil : t
        case .object:
            guard let fields = object(value, at: path, known: Self.transformOperations) else { return nil }
            var t = CATransform3DIdentity
            var failed = false
            for operation in Self.transformOperations {
                guard let argument = fields[operation] else { continue }
                let entry = SceneValue.Entry(key: operation, value: argument)
                if let next = apply(entry, to: t, at: path) { t = next } else { failed = true }
            }
            return failed ? nil : t
        default:
            mismatch(path, expected, value)
            return nil
        }
    }

    /// Applies one operation to `t` (`t = CATransform3D<Op>(t, …)`); `path` is the operation's
    /// object.
    private mutating func apply(_ entry: SceneValue.Entry, to t: CATransform3D, at path: String) -> CATransform3D? {
        let argumentPath = Self.join(path, entry.key)
        switch entry.key {
        case "translate":
            guard let v = numbers(entry.value, at: argumentPath, count: 3, expected: "[x, y, z]") else { return nil }
            return CATransform3DTranslate(t, v[0], v[1], v[2])
        case "scale":
            guard let v = numbers(entry.value, at: argumentPath, count: 3, expected: "[x, y, z]") else { return nil }
            return CATransform3DScale(t, v[0], v[1], v[2])
        case "rotate":
            guard let v = numbers(entry.value, at: argumentPath, count: 4, expected: "[angle, x, y, z]") else { return nil }
            return CATransform3DRotate(t, v[0], v[1], v[2], v[3])
        case "perspective":
            guard let d = number(entry.value, at: argumentPath) else { return nil }
            guard d != 0 else {
                report(argumentPath, "the perspective distance must not be 0")
                return nil
            }
            var p = CATransform3DIdentity
            p.m34 = -1 / d
            return CATransform3DConcat(p, t)
        default:
            reportUnknownKey(entry.key, at: argumentPath, known: Self.transformOperations, noun: "transform operation")
            return nil
        }
    }
}
