import Foundation

/// Core Text's paragraph style: the same class as ``NSParagraphStyle`` (Core Text reads either
/// under ``kCTParagraphStyleAttributeName``).
public typealias CTParagraphStyle = NSParagraphStyle

/// Core Text's name of the paragraph style attribute (`"NSParagraphStyle"`, the key of
/// `NSAttributedString.Key.paragraphStyle`).
public var kCTParagraphStyleAttributeName: CFString { "NSParagraphStyle" }

/// How lines are placed across the width, with Core Text's raw values (which differ from
/// ``NSTextAlignment``'s).
public enum CTTextAlignment: UInt8, Sendable, Hashable {
    case left = 0
    case right = 1
    case center = 2
    case justified = 3
    case natural = 4
}

/// What happens to a line longer than its width, with Core Text's raw values.
public enum CTLineBreakMode: UInt8, Sendable, Hashable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

/// A paragraph's writing direction, with Core Text's raw values.
public enum CTWritingDirection: Int8, Sendable, Hashable {
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// Which value a ``CTParagraphStyleSetting`` sets, and the type its value points to:
/// `CTTextAlignment` for `alignment`, `CTLineBreakMode` for `lineBreakMode`,
/// `CTWritingDirection` for `baseWritingDirection`, `CGFloat` for the others read here.
public enum CTParagraphStyleSpecifier: UInt32, Sendable, Hashable {
    case alignment = 0
    case firstLineHeadIndent = 1
    case headIndent = 2
    case tailIndent = 3
    /// A `CFArray` of tab stops. Not read here (tab stops are not modelled).
    case tabStops = 4
    case defaultTabInterval = 5
    case lineBreakMode = 6
    case lineHeightMultiple = 7
    case maximumLineHeight = 8
    case minimumLineHeight = 9
    /// Deprecated by Apple for `lineSpacingAdjustment`; both set the line spacing.
    case lineSpacing = 10
    case paragraphSpacing = 11
    case paragraphSpacingBefore = 12
    case baseWritingDirection = 13
    case maximumLineSpacing = 14
    case minimumLineSpacing = 15
    case lineSpacingAdjustment = 16
    /// `CTLineBoundsOptions`. Not read here.
    case lineBoundsOptions = 17
    case count = 18
}

/// One value of a paragraph style being created: which one, and a pointer to `valueSize`
/// bytes of it.
public struct CTParagraphStyleSetting {
    /// Which value.
    public var spec: CTParagraphStyleSpecifier
    /// The size of the value pointed to, bytes.
    public var valueSize: Int
    /// The value.
    public var value: UnsafeRawPointer

    /// A setting of `spec` to the `valueSize` bytes at `value`.
    public init(spec: CTParagraphStyleSpecifier, valueSize: Int, value: UnsafeRawPointer) {
        self.spec = spec
        self.valueSize = valueSize
        self.value = value
    }
}

/// A paragraph style of the `settingCount` settings at `settings` (the defaults for the rest,
/// as ``NSParagraphStyle``'s). A setting whose size does not match its specifier's type, or an
/// invalid enumeration value, is skipped, as is a specifier not read here (tab stops, line
/// bounds options); a later setting of the same specifier wins.
@discardableResult
public func CTParagraphStyleCreate(
    _ settings: UnsafePointer<CTParagraphStyleSetting>?, _ settingCount: Int
) -> CTParagraphStyle {
    var values = ParagraphStyleValues()
    if let settings, settingCount > 0 {
        for setting in UnsafeBufferPointer(start: settings, count: settingCount) {
            values.apply(setting)
        }
    }
    return NSParagraphStyle(values: values)
}

/// An immutable copy of `paragraphStyle`.
@discardableResult
public func CTParagraphStyleCreateCopy(_ paragraphStyle: CTParagraphStyle) -> CTParagraphStyle {
    NSParagraphStyle(values: paragraphStyle.values)
}

/// Writes the value of `spec` into the `valueBufferSize` bytes at `valueBuffer`; false when the
/// buffer's size is not the value's or the specifier is not read here.
@discardableResult
public func CTParagraphStyleGetValueForSpecifier(
    _ paragraphStyle: CTParagraphStyle, _ spec: CTParagraphStyleSpecifier, _ valueBufferSize: Int,
    _ valueBuffer: UnsafeMutableRawPointer
) -> Bool {
    let v = paragraphStyle.values
    func write<T>(_ value: T) -> Bool {
        guard valueBufferSize == MemoryLayout<T>.size else { return false }
        valueBuffer.storeBytes(of: value, as: T.self)
        return true
    }
    switch spec {
    case .alignment: return write(v.alignment.coreText)
    case .lineBreakMode: return write(CTLineBreakMode(rawValue: UInt8(v.lineBreakMode.rawValue)) ?? .byWordWrapping)
    case .baseWritingDirection: return write(CTWritingDirection(rawValue: Int8(v.baseWritingDirection.rawValue)) ?? .natural)
    case .tabStops, .lineBoundsOptions, .count: return false
    default:
        guard let keyPath = ParagraphStyleValues.points(spec) else { return false }
        return write(v[keyPath: keyPath])
    }
}

extension NSTextAlignment {
    /// The same alignment with Core Text's raw value.
    var coreText: CTTextAlignment {
        switch self {
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        case .natural: .natural
        }
    }

    /// The alignment of Core Text's `alignment`.
    init(_ alignment: CTTextAlignment) {
        switch alignment {
        case .left: self = .left
        case .right: self = .right
        case .center: self = .center
        case .justified: self = .justified
        case .natural: self = .natural
        }
    }
}

extension ParagraphStyleValues {
    /// The `CGFloat` value of `spec`, or nil when it is not one.
    static func points(_ spec: CTParagraphStyleSpecifier) -> WritableKeyPath<ParagraphStyleValues, CGFloat>? {
        switch spec {
        case .firstLineHeadIndent: \.firstLineHeadIndent
        case .headIndent: \.headIndent
        case .tailIndent: \.tailIndent
        case .defaultTabInterval: \.defaultTabInterval
        case .lineHeightMultiple: \.lineHeightMultiple
        case .maximumLineHeight: \.maximumLineHeight
        case .minimumLineHeight: \.minimumLineHeight
        case .lineSpacing, .lineSpacingAdjustment: \.lineSpacing
        case .paragraphSpacing: \.paragraphSpacing
        case .paragraphSpacingBefore: \.paragraphSpacingBefore
        case .maximumLineSpacing: \.maximumLineSpacing
        case .minimumLineSpacing: \.minimumLineSpacing
        case .alignment, .tabStops, .lineBreakMode, .baseWritingDirection, .lineBoundsOptions, .count: nil
        }
    }

    /// Sets the value `setting` gives, when its size and value are valid.
    mutating func apply(_ setting: CTParagraphStyleSetting) {
        func read<T>(_: T.Type) -> T? {
            setting.valueSize == MemoryLayout<T>.size ? setting.value.loadUnaligned(as: T.self) : nil
        }
        switch setting.spec {
        case .alignment:
            if let raw = read(UInt8.self), let value = CTTextAlignment(rawValue: raw) { alignment = NSTextAlignment(value) }
        case .lineBreakMode:
            if let raw = read(UInt8.self), let value = NSLineBreakMode(rawValue: Int(raw)) { lineBreakMode = value }
        case .baseWritingDirection:
            if let raw = read(Int8.self), let value = NSWritingDirection(rawValue: Int(raw)) { baseWritingDirection = value }
        case .tabStops, .lineBoundsOptions, .count:
            break
        default:
            if let keyPath = Self.points(setting.spec), let value = read(CGFloat.self) { self[keyPath: keyPath] = value }
        }
    }
}
