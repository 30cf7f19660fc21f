// Core Foundation's names for the object types Core Animation and Core Text code casts to
// (`"Helvetica" as CFString`, `name as CFTypeRef`). On Apple's systems they are toll-free
// bridged to Foundation's; Foundation on Linux does not export them and cannot bridge a
// `String` to CoreFoundation's own `CFString`, so here they name the Foundation types the casts
// produce.

/// A Core Foundation string: `NSString`, to which a Swift `String` converts with `as CFString`.
public typealias CFString = NSString

/// Any Core Foundation object: `AnyObject`, as Swift imports Apple's `CFTypeRef`.
public typealias CFTypeRef = AnyObject

/// A Core Foundation array: `NSArray`, to which a Swift array converts with `as CFArray`.
public typealias CFArray = NSArray

/// A Core Foundation dictionary: `NSDictionary`.
public typealias CFDictionary = NSDictionary

/// Core Foundation data: `NSData`, to which `Data` converts with `as CFData`.
public typealias CFData = NSData

/// A Core Foundation URL: `NSURL`, to which `URL` converts with `as CFURL`.
public typealias CFURL = NSURL

/// Mutable Core Foundation data: `NSMutableData`.
public typealias CFMutableData = NSMutableData

/// A Core Foundation attributed string: `NSAttributedString`.
public typealias CFAttributedString = NSAttributedString

/// A Core Foundation Boolean: `NSNumber`, as Apple's `CFBoolean` is toll-free bridged to it.
public typealias CFBoolean = NSNumber

/// Core Foundation's true (`CATransaction.setValue(kCFBooleanTrue, forKey:
/// kCATransactionDisableActions)`): a Boolean `NSNumber` that casts to `Bool` as `true`.
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)

/// Core Foundation's false: a Boolean `NSNumber` that casts to `Bool` as `false`.
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)

/// A UTF-16 code unit (Core Foundation's `UniChar`).
public typealias UniChar = UInt16

/// A Core Foundation index or count.
public typealias CFIndex = Int

/// A range of a Core Foundation string or array: `length` items from `location` (for strings,
/// UTF-16 code units).
public struct CFRange: Sendable, Hashable {
    /// The first item.
    public var location: CFIndex
    /// The number of items.
    public var length: CFIndex

    /// The range of `length` items from `location`.
    public init(location: CFIndex, length: CFIndex) {
        self.location = location
        self.length = length
    }

    /// The empty range at 0.
    public init() {
        self.init(location: 0, length: 0)
    }
}

/// The range of `length` items from `location`.
public func CFRangeMake(_ location: CFIndex, _ length: CFIndex) -> CFRange {
    CFRange(location: location, length: length)
}
