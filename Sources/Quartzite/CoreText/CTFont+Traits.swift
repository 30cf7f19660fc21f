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

/// Whether `font` is bold and italic, as its name asks (`"Helvetica-Bold"`).
public func CTFontGetSymbolicTraits(_ font: CTFont) -> CTFontSymbolicTraits {
    var traits: CTFontSymbolicTraits = []
    if font.face.bold { traits.insert(.traitBold) }
    if font.face.italic { traits.insert(.traitItalic) }
    return traits
}

/// `font` with the traits of `symTraitMask` set as `symTraitValue` says (bold and italic) and
/// at `size` points (0: its own size); `matrix` is ignored.
public func CTFontCreateCopyWithSymbolicTraits(
    _ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?, _ symTraitValue: CTFontSymbolicTraits,
    _ symTraitMask: CTFontSymbolicTraits
) -> CTFont? {
    var face = font.face
    if symTraitMask.contains(.traitBold) { face.bold = symTraitValue.contains(.traitBold) }
    if symTraitMask.contains(.traitItalic) { face.italic = symTraitValue.contains(.traitItalic) }
    return CTFont(face: face, size: size > 0 ? size : font.size)
}

/// `font` at `size` points (0: its own size); `matrix` and `attributes` are ignored.
public func CTFontCreateCopyWithAttributes(
    _ font: CTFont, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?, _ attributes: AnyObject?
) -> CTFont {
    CTFont(name: font.name, size: size > 0 ? size : font.size)
}
