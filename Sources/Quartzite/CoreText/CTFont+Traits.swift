import Foundation

/// A font's style traits (Core Text's `CTFontSymbolicTraits`): bold and italic are read and
/// set here; the others are Apple's bits, reported as not set.
public struct CTFontSymbolicTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let traitItalic = CTFontSymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = CTFontSymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = CTFontSymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = CTFontSymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = CTFontSymbolicTraits(rawValue: 1 << 10)
    public static let traitVertical = CTFontSymbolicTraits(rawValue: 1 << 11)
    public static let traitUIOptimized = CTFontSymbolicTraits(rawValue: 1 << 12)
    public static let traitColorGlyphs = CTFontSymbolicTraits(rawValue: 1 << 13)
    public static let traitComposite = CTFontSymbolicTraits(rawValue: 1 << 14)
}

extension CTFont {
    /// A font of `face` at `size` points, named as ``CTFont`` names a weight and slant
    /// (`"Family-Bold"`, `"Family-Italic"`, `"Family-BoldItalic"`).
    convenience init(face: DrawingText.FontFace, size: CGFloat) {
        let suffix =
            switch (face.bold, face.italic) {
            case (false, false): ""
            case (true, false): "-Bold"
            case (false, true): "-Italic"
            case (true, true): "-BoldItalic"
            }
        self.init(name: face.family + suffix, size: size)
    }
}

extension DrawingText.FontFace {
    /// Its weight and slant as Core Text's traits (bold and italic).
    var symbolicTraits: CTFontSymbolicTraits {
        var traits: CTFontSymbolicTraits = []
        if bold { traits.insert(.traitBold) }
        if italic { traits.insert(.traitItalic) }
        return traits
    }

    /// This face with the traits of `mask` set as `value` says (bold and italic; the others
    /// are not read).
    func setting(_ value: CTFontSymbolicTraits, mask: CTFontSymbolicTraits) -> Self {
        var face = self
        if mask.contains(.traitBold) { face.bold = value.contains(.traitBold) }
        if mask.contains(.traitItalic) { face.italic = value.contains(.traitItalic) }
        return face
    }
}

/// Whether `font` is bold and italic, as its name asks (`"Helvetica-Bold"`).
@discardableResult
public func CTFontGetSymbolicTraits(_ font: CTFont) -> CTFontSymbolicTraits {
    font.face.symbolicTraits
}

/// `font` with the traits of `symTraitMask` set as `symTraitValue` says (bold and italic) and
/// at `size` points (0: its own size); `matrix` is ignored.
@discardableResult
public func CTFontCreateCopyWithSymbolicTraits(
    _ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?, _ symTraitValue: CTFontSymbolicTraits,
    _ symTraitMask: CTFontSymbolicTraits
) -> CTFont? {
    CTFont(face: font.face.setting(symTraitValue, mask: symTraitMask), size: size > 0 ? size : font.size)
}

/// `font` at `size` points (0: the size in `attributes`, or else its own) with the attributes
/// of `attributes` replacing its own: a name picks another face; a family, style or traits
/// (bold and italic) change its family, weight or slant. `matrix` is ignored (differs from
/// Apple: no transformed fonts).
@discardableResult
public func CTFontCreateCopyWithAttributes(
    _ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?, _ attributes: CTFontDescriptor?
) -> CTFont {
    let points = size > 0 && size.isFinite ? size : attributes?.size ?? font.size
    guard let attributes else { return CTFont(name: font.name, size: points) }
    if let name = attributes.name { return CTFont(name: name, size: points) }
    guard attributes.familyName != nil || attributes.styleName != nil || attributes.symbolicTraits != nil || attributes.weight != nil
    else { return CTFont(name: font.name, size: points) }
    // The font's own weight and slant stand unless the attributes give a style or traits.
    let own = font.face
    let ownTraits = attributes.styleName == nil ? CTFontGetSymbolicTraits(font) : nil
    let merged = CTFontDescriptor(familyName: own.family, symbolicTraits: ownTraits).merging(attributes)
    return CTFont(face: merged.face, size: points)
}

/// The user-interface font kinds (Core Text's `CTFontUIFontType`, the common ones).
public enum CTFontUIFontType: UInt32, Sendable, Hashable {
    case none = 0xFFFF_FFFF
    case user = 0
    case userFixedPitch = 1
    case system = 2
    case emphasizedSystem = 3
    case smallSystem = 4
    case smallEmphasizedSystem = 5
    case miniSystem = 6
    case miniEmphasizedSystem = 7
    case views = 8
    case application = 9
}

/// The font a user interface of kind `uiType` uses, at `size` points (0: 12). Differs from
/// Apple: the system font is Helvetica (Liberation Sans here, Helvetica's metrics), bold for the
/// emphasized kinds; the fixed-pitch one Courier (Liberation Mono); `language` is not read.
/// Nil for `.none`.
@discardableResult
public func CTFontCreateUIFontForLanguage(_ uiType: CTFontUIFontType, _ size: CGFloat, _ language: CFString?) -> CTFont? {
    let points = size > 0 ? size : 12
    switch uiType {
    case .none: return nil
    case .userFixedPitch: return CTFont(name: "Courier", size: points)
    case .emphasizedSystem, .smallEmphasizedSystem, .miniEmphasizedSystem: return CTFont(name: "Helvetica-Bold", size: points)
    default: return CTFont(name: CATextLayer.defaultFontName, size: points)
    }
}
