/// The number inside `value` however Swift or Foundation boxed it (`Double`, `CGFloat`,
/// `Float`, any integer or floating-point type, `NSNumber`), or nil for anything else: how
/// key-value and attribute dictionaries' numbers are read.
package func unboxedNumber(_ value: Any?) -> Double? {
    switch value {
    case let v as Double: v
    case let v as CGFloat: Double(v)
    case let v as Float: Double(v)
    case let v as Int: Double(v)
    case let v as any BinaryInteger: Double(v)
    case let v as any BinaryFloatingPoint: Double(v)
    case let v as NSNumber: v.doubleValue
    default: nil
    }
}
