import Foundation

// The geometry structs bridge to `NSValue` as on Apple's platforms (SE-0139): a value handed
// out as `Any` casts to the struct or to `NSValue` (`value(forKey: "position") as? CGPoint`,
// `as? NSValue`), and an `NSValue(cgPoint:)` casts back to `CGPoint`. A box of another type
// does not cast.

extension CGPoint: @retroactive _ObjectiveCBridgeable {
    /// `NSValue(cgPoint:)`.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgPoint: self) }
    /// The box's point (zero for another type).
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) {
        result = source.cgPointValue
    }
    /// The box's point when it holds one.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
        result = source.holds(GeometryBoxType.point) ? source.cgPointValue : nil
        return result != nil
    }
    /// The box's point, or zero.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint {
        source?.cgPointValue ?? .zero
    }
}

extension CGSize: @retroactive _ObjectiveCBridgeable {
    /// `NSValue(cgSize:)`.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgSize: self) }
    /// The box's size (zero for another type).
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) {
        result = source.cgSizeValue
    }
    /// The box's size when it holds one.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
        result = source.holds(GeometryBoxType.size) ? source.cgSizeValue : nil
        return result != nil
    }
    /// The box's size, or zero.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize {
        source?.cgSizeValue ?? .zero
    }
}

extension CGRect: @retroactive _ObjectiveCBridgeable {
    /// `NSValue(cgRect:)`.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgRect: self) }
    /// The box's rect (zero for another type).
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        result = source.cgRectValue
    }
    /// The box's rect when it holds one.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        result = source.holds(GeometryBoxType.rect) ? source.cgRectValue : nil
        return result != nil
    }
    /// The box's rect, or zero.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
        source?.cgRectValue ?? .zero
    }
}

extension CGVector: _ObjectiveCBridgeable {
    /// `NSValue(cgVector:)`.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgVector: self) }
    /// The box's vector (zero for another type).
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGVector?) {
        result = source.cgVectorValue
    }
    /// The box's vector when it holds one.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGVector?) -> Bool {
        result = source.holds(GeometryBoxType.vector) ? source.cgVectorValue : nil
        return result != nil
    }
    /// The box's vector, or zero.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGVector {
        source?.cgVectorValue ?? .zero
    }
}

extension CGAffineTransform: _ObjectiveCBridgeable {
    /// `NSValue(cgAffineTransform:)`.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgAffineTransform: self) }
    /// The box's transform (identity for another type).
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGAffineTransform?) {
        result = source.cgAffineTransformValue
    }
    /// The box's transform when it holds one.
    public static func _conditionallyBridgeFromObjectiveC(
        _ source: NSValue, result: inout CGAffineTransform?
    ) -> Bool {
        result = source.holds(GeometryBoxType.affineTransform) ? source.cgAffineTransformValue : nil
        return result != nil
    }
    /// The box's transform, or identity.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGAffineTransform {
        source?.cgAffineTransformValue ?? .identity
    }
}

extension CATransform3D: _ObjectiveCBridgeable {
    /// `NSValue(caTransform3D:)`.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(caTransform3D: self) }
    /// The box's transform (identity for another type).
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CATransform3D?) {
        result = source.caTransform3DValue
    }
    /// The box's transform when it holds one.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CATransform3D?) -> Bool {
        result = source.holds(GeometryBoxType.transform3D) ? source.caTransform3DValue : nil
        return result != nil
    }
    /// The box's transform, or identity.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CATransform3D {
        source?.caTransform3DValue ?? CATransform3DIdentity
    }
}
