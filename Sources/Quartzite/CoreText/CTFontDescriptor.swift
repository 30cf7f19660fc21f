import Foundation

/// A description of a font by its attributes (Core Text's `CTFontDescriptor`): a PostScript or
/// family name, a style, a size and traits, from which ``CTFontCreateWithFontDescriptor(_:_:_:)``
/// makes a font.
///
/// Differs from Apple: the attributes kept are ``kCTFontNameAttribute``,
/// ``kCTFontFamilyNameAttribute``, ``kCTFontStyleNameAttribute``, ``kCTFontSizeAttribute`` and
/// ``kCTFontTraitsAttribute`` (its ``kCTFontSymbolicTrait`` and ``kCTFontWeightTrait``); others
/// are dropped. A font is matched by fontconfig, as ``CTFont`` names are, in two weights
/// (regular and bold) and two slants (upright and italic); a name, when given, decides the face
/// and the style and traits are not read.
public final class CTFontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// The PostScript or family name (``kCTFontNameAttribute``), as ``CTFont`` names take it.
    let name: String?
    /// The family (``kCTFontFamilyNameAttribute``).
    let familyName: String?
    /// The style (``kCTFontStyleNameAttribute``): `"Bold"`, `"Italic"`, `"Bold Italic"`…
    let styleName: String?
    /// The point size (``kCTFontSizeAttribute``).
    let size: CGFloat?
    /// The symbolic traits (``kCTFontSymbolicTrait`` of ``kCTFontTraitsAttribute``).
    let symbolicTraits: CTFontSymbolicTraits?
    /// The weight from -1 to 1, 0 regular, 0.4 bold (``kCTFontWeightTrait``).
    let weight: CGFloat?

    init(
        name: String? = nil, familyName: String? = nil, styleName: String? = nil, size: CGFloat? = nil,
        symbolicTraits: CTFontSymbolicTraits? = nil, weight: CGFloat? = nil
    ) {
        self.name = name
        self.familyName = familyName
        self.styleName = styleName
        self.size = size.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        self.symbolicTraits = symbolicTraits
        self.weight = weight.flatMap { $0.isFinite ? min(1, max(-1, $0)) : nil }
    }

    /// The descriptor of `attributes`, a dictionary keyed by Core Text's attribute names.
    convenience init(attributes: NSDictionary) {
        let traits = Self.dictionary(Self.value(attributes, kCTFontTraitsAttribute))
        self.init(
            name: Self.string(Self.value(attributes, kCTFontNameAttribute)),
            familyName: Self.string(Self.value(attributes, kCTFontFamilyNameAttribute)),
            styleName: Self.string(Self.value(attributes, kCTFontStyleNameAttribute)),
            size: Self.number(Self.value(attributes, kCTFontSizeAttribute)),
            symbolicTraits: Self.traits(traits.flatMap { Self.value($0, kCTFontSymbolicTrait) }),
            weight: Self.number(traits.flatMap { Self.value($0, kCTFontWeightTrait) }))
    }

    /// This descriptor with the attributes `other` gives replacing its own.
    func merging(_ other: CTFontDescriptor) -> CTFontDescriptor {
        CTFontDescriptor(
            name: other.name ?? name, familyName: other.familyName ?? familyName, styleName: other.styleName ?? styleName,
            size: other.size ?? size, symbolicTraits: other.symbolicTraits ?? symbolicTraits, weight: other.weight ?? weight)
    }

    /// The family, weight and slant the attributes ask for: the name's, or else the family
    /// (Helvetica when none is given) in the style, symbolic traits and weight given (bold from
    /// weight 0.3, semibold, up).
    var face: DrawingText.FontFace {
        if let name { return DrawingText.FontFace(named: name, fallback: CATextLayer.defaultFontName) }
        var face = DrawingText.FontFace(family: familyName ?? CATextLayer.defaultFontName)
        if let style = styleName?.lowercased() {
            face.bold = ["bold", "black", "heavy"].contains { style.contains($0) }
            face.italic = style.contains("italic") || style.contains("oblique")
        }
        if let symbolicTraits { face = face.setting(symbolicTraits, mask: [.traitBold, .traitItalic]) }
        if let weight, weight >= 0.3 { face.bold = true }
        return face
    }

    /// The attributes as Core Text's dictionary gives them (names and sizes as `NSString` and
    /// `NSNumber`), only those set.
    var attributes: [String: AnyObject] {
        var result: [String: AnyObject] = [:]
        if let name { result[kCTFontNameAttribute as String] = name as NSString }
        if let familyName { result[kCTFontFamilyNameAttribute as String] = familyName as NSString }
        if let styleName { result[kCTFontStyleNameAttribute as String] = styleName as NSString }
        if let size { result[kCTFontSizeAttribute as String] = NSNumber(value: Double(size)) }
        var traits: [String: AnyObject] = [:]
        if let symbolicTraits { traits[kCTFontSymbolicTrait as String] = NSNumber(value: symbolicTraits.rawValue) }
        if let weight { traits[kCTFontWeightTrait as String] = NSNumber(value: Double(weight)) }
        if !traits.isEmpty { result[kCTFontTraitsAttribute as String] = NSDictionary(dictionary: traits) }
        return result
    }

    /// Equal attributes.
    public static func == (lhs: CTFontDescriptor, rhs: CTFontDescriptor) -> Bool {
        lhs.name == rhs.name && lhs.familyName == rhs.familyName && lhs.styleName == rhs.styleName && lhs.size == rhs.size
            && lhs.symbolicTraits == rhs.symbolicTraits && lhs.weight == rhs.weight
    }

    /// Hashes the attributes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(familyName)
        hasher.combine(styleName)
        hasher.combine(size)
        hasher.combine(symbolicTraits)
        hasher.combine(weight)
    }

    /// The attributes set, as `key: value` pairs.
    public var description: String {
        var parts: [String] = []
        if let name { parts.append("name: \(name)") }
        if let familyName { parts.append("family: \(familyName)") }
        if let styleName { parts.append("style: \(styleName)") }
        if let size { parts.append("size: \(size)") }
        if let symbolicTraits { parts.append("symbolic traits: \(symbolicTraits.rawValue)") }
        if let weight { parts.append("weight: \(weight)") }
        return "CTFontDescriptor(\(parts.joined(separator: ", ")))"
    }

    /// The value of `key` in `dictionary`, whether its keys are strings or `NSString`s.
    private static func value(_ dictionary: NSDictionary, _ key: CFString) -> Any? {
        dictionary.object(forKey: key) ?? dictionary.object(forKey: key as String)
    }

    /// `value` as a string (a `String` or an `NSString`), nil for anything else or "".
    private static func string(_ value: Any?) -> String? {
        let string = (value as? String) ?? (value as? NSString).map { $0 as String }
        return string?.isEmpty == false ? string : nil
    }

    /// `value` as a number (an `NSNumber` or a Swift number).
    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let number as NSNumber: CGFloat(number.doubleValue)
        case let number as CGFloat: number
        case let number as Double: CGFloat(number)
        case let number as Float: CGFloat(number)
        case let number as Int: CGFloat(number)
        case let number as UInt32: CGFloat(number)
        default: nil
        }
    }

    /// `value` as symbolic traits (a number of their raw bits, or the option set itself).
    private static func traits(_ value: Any?) -> CTFontSymbolicTraits? {
        switch value {
        case let traits as CTFontSymbolicTraits: traits
        case let number as NSNumber: CTFontSymbolicTraits(rawValue: number.uint32Value)
        case let number as UInt32: CTFontSymbolicTraits(rawValue: number)
        case let number as Int: CTFontSymbolicTraits(rawValue: UInt32(truncatingIfNeeded: number))
        default: nil
        }
    }

    /// `value` as a dictionary (an `NSDictionary` or a Swift dictionary with string keys).
    private static func dictionary(_ value: Any?) -> NSDictionary? {
        switch value {
        case let dictionary as NSDictionary: dictionary
        case let dictionary as [String: Any]: NSDictionary(dictionary: dictionary)
        case let dictionary as [NSString: Any]:
            NSDictionary(dictionary: Dictionary(uniqueKeysWithValues: dictionary.map { ($0.key as String, $0.value) }))
        default: nil
        }
    }
}

/// Core Text's font name attribute (`"NSFontNameAttribute"`): a PostScript name (here any name
/// ``CTFont`` takes: `"Helvetica-Bold"`, `"LiberationSans-Bold"`, a family).
public var kCTFontNameAttribute: CFString { "NSFontNameAttribute" }

/// Core Text's font family attribute (`"NSFontFamilyAttribute"`): a family name, matched by
/// fontconfig (`"Helvetica"`: Liberation Sans).
public var kCTFontFamilyNameAttribute: CFString { "NSFontFamilyAttribute" }

/// Core Text's style name attribute (`"NSFontFaceAttribute"`): `"Regular"`, `"Bold"`,
/// `"Italic"`, `"Bold Italic"` (differs from Apple: read only for the words bold, black, heavy,
/// italic and oblique).
public var kCTFontStyleNameAttribute: CFString { "NSFontFaceAttribute" }

/// Core Text's font size attribute (`"NSFontSizeAttribute"`): a number, points.
public var kCTFontSizeAttribute: CFString { "NSFontSizeAttribute" }

/// Core Text's traits attribute (`"NSCTFontTraitsAttribute"`): a dictionary of
/// ``kCTFontSymbolicTrait`` and ``kCTFontWeightTrait``.
public var kCTFontTraitsAttribute: CFString { "NSCTFontTraitsAttribute" }

/// The symbolic traits in a traits dictionary (`"NSCTFontSymbolicTrait"`): a number of
/// ``CTFontSymbolicTraits`` bits (`CTFontSymbolicTraits.traitBold.rawValue`); bold and italic
/// are read.
public var kCTFontSymbolicTrait: CFString { "NSCTFontSymbolicTrait" }

/// The weight in a traits dictionary (`"NSCTFontWeightTrait"`): a number from -1 to 1, 0
/// regular, 0.4 bold (differs from Apple: from 0.3, semibold, up the bold face, below it the
/// regular one).
public var kCTFontWeightTrait: CFString { "NSCTFontWeightTrait" }

/// A descriptor of the font named `name` (a PostScript name, or any name ``CTFont`` takes) at
/// `size` points (no size attribute for 0).
public func CTFontDescriptorCreateWithNameAndSize(_ name: CFString, _ size: CGFloat) -> CTFontDescriptor {
    CTFontDescriptor(name: name as String, size: size)
}

/// A descriptor of the attributes in `attributes`, keyed by ``kCTFontNameAttribute``,
/// ``kCTFontFamilyNameAttribute``, ``kCTFontStyleNameAttribute``, ``kCTFontSizeAttribute`` and
/// ``kCTFontTraitsAttribute`` (differs from Apple: other attributes are not kept).
public func CTFontDescriptorCreateWithAttributes(_ attributes: CFDictionary) -> CTFontDescriptor {
    CTFontDescriptor(attributes: attributes)
}

/// `original` with the attributes in `attributes` added, replacing its own.
public func CTFontDescriptorCreateCopyWithAttributes(_ original: CTFontDescriptor, _ attributes: CFDictionary) -> CTFontDescriptor {
    original.merging(CTFontDescriptor(attributes: attributes))
}

/// `original`'s family and size with the traits of `symTraitMask` set as `symTraitValue` says
/// (bold and italic), its name replaced by its family; nil never (differs from Apple: a family
/// without the face gets fontconfig's nearest, or a synthesized one).
public func CTFontDescriptorCreateCopyWithSymbolicTraits(
    _ original: CTFontDescriptor, _ symTraitValue: CTFontSymbolicTraits, _ symTraitMask: CTFontSymbolicTraits
) -> CTFontDescriptor? {
    let face = original.face.setting(symTraitValue, mask: symTraitMask)
    return CTFontDescriptor(familyName: face.family, size: original.size, symbolicTraits: face.symbolicTraits)
}

/// The value of `attribute` in `descriptor` (an `NSString` name, an `NSNumber` size, an
/// `NSDictionary` of traits); nil when it is not set.
public func CTFontDescriptorCopyAttribute(_ descriptor: CTFontDescriptor, _ attribute: CFString) -> CFTypeRef? {
    descriptor.attributes[attribute as String]
}

/// The attributes set in `descriptor`, keyed by Core Text's attribute names.
public func CTFontDescriptorCopyAttributes(_ descriptor: CTFontDescriptor) -> CFDictionary {
    NSDictionary(dictionary: descriptor.attributes)
}

/// The font that `descriptor` describes, at `size` points (0: the descriptor's size, or 12
/// without one); `matrix` is ignored (differs from Apple: no transformed fonts). A name picks
/// the face as `CTFontCreateWithName` does; otherwise the family in the
/// style and traits given.
public func CTFontCreateWithFontDescriptor(
    _ descriptor: CTFontDescriptor, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont {
    let points = size > 0 && size.isFinite ? size : descriptor.size ?? 12
    if let name = descriptor.name { return CTFont(name: name, size: points) }
    return CTFont(face: descriptor.face, size: points)
}

/// The descriptor of `font`: its PostScript name (from the font file fontconfig finds),
/// family, style, size and traits (weight 0.4 for bold, 0 otherwise).
public func CTFontCopyFontDescriptor(_ font: CTFont) -> CTFontDescriptor {
    let file = font.file
    let traits = CTFontGetSymbolicTraits(font)
    return CTFontDescriptor(
        name: file?.postScriptName ?? font.name, familyName: CTFontCopyFamilyName(font) as String, styleName: file?.styleName,
        size: font.size, symbolicTraits: traits, weight: traits.contains(.traitBold) ? 0.4 : 0)
}

/// A font of `graphicsFont` at `size` points (0: 12), with the attributes of `attributes` when
/// given (as ``CTFontCreateCopyWithAttributes(_:_:_:_:)`` adds them); `matrix` is ignored
/// (differs from Apple: no transformed fonts).
@discardableResult
public func CTFontCreateWithGraphicsFont(
    _ graphicsFont: CGFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?, _ attributes: CTFontDescriptor?
) -> CTFont {
    let font = CTFont(name: graphicsFont.name, size: size)
    return attributes.map { CTFontCreateCopyWithAttributes(font, size, matrix, $0) } ?? font
}
