import Foundation

extension AnimationValue {
    /// Converts an Apple-style property or animation value.
    ///
    /// Numbers (`CGFloat`, `Double`, `Float`, any integer type, `NSNumber`) become ``number(_:)``;
    /// `Bool` becomes ``bool(_:)``; `CGPoint`, `CGSize`, `CGRect`, `CGColor`, `CATransform3D`,
    /// `CGAffineTransform` their own case; a `CGPath` or `PathData` ``path(_:)``; an array
    /// whose elements are all numbers ``numbers(_:)``, all colours ``colors(_:)``; an
    /// `AnimationValue` itself; anything else ``other(_:)``. `nil` gives `nil`. Boxed values
    /// are unwrapped as Apple's do: `NSNumber` and `NSValue(cgPoint:)`, `(cgSize:)`,
    /// `(cgRect:)`, `(cgAffineTransform:)`, `(caTransform3D:)` (they bridge to their structs).
    public init?(_ value: Any?) {
        guard let value else { return nil }
        if let v = value as? AnimationValue {
            self = v
        } else if type(of: value) == Bool.self, let v = value as? Bool {
            // An exact type check: Foundation on Linux bridges NSNumber 0/1 to Bool.
            self = .bool(v)
        } else if let v = Self.number(value) {
            self = .number(v)
        } else if let v = value as? CGPoint {
            self = .point(v)
        } else if let v = value as? CGSize {
            self = .size(v)
        } else if let v = value as? CGRect {
            self = .rect(v)
        } else if let v = value as? CGColor {
            self = .color(v)
        } else if let v = value as? CATransform3D {
            self = .transform(v)
        } else if let v = value as? CGAffineTransform {
            self = .affineTransform(v)
        } else if let v = value as? CGPath {
            self = .path(v.pathData)
        } else if let v = value as? PathData {
            self = .path(v)
        } else if let v = value as? [CGColor] {
            self = .colors(v)
        } else if let array = value as? [Any], let v = Self.numbers(array) {
            self = .numbers(v)
        } else if let array = value as? [Any], let v = Self.colors(array) {
            self = .colors(v)
        } else {
            self = .other(OpaqueAnimationValue(value))
        }
    }

    /// The value as Apple's key-value coding hands it out: numbers as `NSNumber` (so they
    /// cast to `CGFloat`, `Double`, `Float` and `NSNumber`, as on Apple's platforms), arrays
    /// of numbers as `[NSNumber]`, paths as a new `CGPath`, Booleans as `Bool`, geometry,
    /// colours and transforms as their structs (which cast to `NSValue` too), opaque values
    /// unwrapped.
    public var anyValue: Any {
        switch self {
        case .number(let v): return NSNumber(value: v)
        case .point(let v): return v
        case .size(let v): return v
        case .rect(let v): return v
        case .color(let v): return v
        case .transform(let v): return v
        case .affineTransform(let v): return v
        case .path(let v): return CGPath(pathData: v)
        case .numbers(let v): return v.map { NSNumber(value: $0) }
        case .colors(let v): return v
        case .bool(let v): return v
        case .other(let v): return v.base
        }
    }

    /// The scalar inside a number-like value, or `nil`.
    private static func number(_ value: Any) -> Double? {
        unboxedNumber(value)
    }

    /// The scalars of an array whose elements are all number-like, or `nil`.
    private static func numbers(_ array: [Any]) -> [Double]? {
        var result: [Double] = []
        result.reserveCapacity(array.count)
        for element in array {
            guard type(of: element) != Bool.self, let v = number(element) else { return nil }
            result.append(v)
        }
        return result
    }

    /// The colours of a non-empty array whose elements are all colours, or `nil`.
    private static func colors(_ array: [Any]) -> [CGColor]? {
        guard !array.isEmpty else { return nil }
        var result: [CGColor] = []
        result.reserveCapacity(array.count)
        for element in array {
            guard let v = element as? CGColor else { return nil }
            result.append(v)
        }
        return result
    }
}
