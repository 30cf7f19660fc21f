import Foundation

/// `CGFloat` bridges to `NSNumber` as it does on Apple's platforms (SE-0139), so a number
/// handed out as `Any` — by key-value coding, or an `NSNumber` in `fromValue` or `values` —
/// casts with `as? CGFloat`, `as? Double`, `as? Float` and `as? NSNumber` alike.
///
/// Foundation on Linux bridges `Double`, `Float` and the integer types to `NSNumber` but not
/// `CGFloat`; without this, `NSNumber(value: 1.5) as Any as? CGFloat` is nil.
extension CGFloat: @retroactive _ObjectiveCBridgeable {
    /// The number as an `NSNumber` holding a `Double`.
    public func _bridgeToObjectiveC() -> NSNumber {
        NSNumber(value: Double(self))
    }

    /// The number's `doubleValue`.
    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }

    /// The number's `doubleValue` (every `NSNumber` converts, as on Apple's platforms for
    /// floating-point targets).
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }

    /// The number's `doubleValue`, or 0 for nil.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}
