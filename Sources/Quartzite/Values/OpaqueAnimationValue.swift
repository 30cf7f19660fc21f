import Foundation

/// A value an animation or layer property can hold that Core Animation does not interpolate:
/// an image, a string, an enum, an array of mixed objects. It changes discretely.
///
/// Two opaque values are equal when both are `Hashable` and equal as `AnyHashable`, or when both
/// are the same class instance. The wrapped value is treated as immutable: `@unchecked
/// Sendable` because Apple-style `Any` values cannot be checked for `Sendable` at run time, and
/// Core Animation, like Quartzite, never mutates a value it was given.
public struct OpaqueAnimationValue: @unchecked Sendable, Equatable, CustomStringConvertible {
    /// The wrapped value.
    public let base: Any

    /// Wraps `base`.
    public init(_ base: Any) {
        self.base = base
    }

    /// Equality as described on the type.
    public static func == (lhs: OpaqueAnimationValue, rhs: OpaqueAnimationValue) -> Bool {
        if let a = lhs.base as? AnyHashable, let b = rhs.base as? AnyHashable {
            return a == b
        }
        if type(of: lhs.base) is AnyClass, type(of: rhs.base) is AnyClass {
            return (lhs.base as AnyObject) === (rhs.base as AnyObject)
        }
        return false
    }

    /// The wrapped value's description.
    public var description: String { String(describing: base) }
}
