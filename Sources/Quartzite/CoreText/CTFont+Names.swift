import Foundation

// A font's names, units per em and bounding box (Core Text's `CTFontCopy…Name`,
// `CTFontGetUnitsPerEm`, `CTFontGetBoundingBox`), from the file of the font fontconfig finds
// for the name (Liberation Sans for Helvetica): its `name` and `head` tables.

extension CTFont {
    /// What the font's file says of it; nil when the font cannot be loaded.
    var file: FontFileInfo? { TextPainter.shared.fontFile(face: face) }
}

/// The PostScript name of the font that stands for `font` (fontconfig's match, from its file:
/// `"LiberationSans-Bold"` for `"Helvetica-Bold"`, `"LiberationSans"` for `"Helvetica"`); a
/// name `CTFontCreateWithName` finds the same font by. The name `font`
/// was created with when no font can be loaded.
@discardableResult
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString {
    (font.file?.postScriptName).flatMap { $0.isEmpty ? nil : $0 } as NSString? ?? font.name as NSString
}

/// The family name of the font that stands for `font` (fontconfig's match: `"Liberation Sans"`
/// for `"Helvetica"`).
@discardableResult
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString { font.measurements.familyName as NSString }

/// The full name of the font that stands for `font`, from its file (`"Liberation Sans Bold"`
/// for `"Helvetica-Bold"`); its family name when the file has none.
@discardableResult
public func CTFontCopyFullName(_ font: CTFont) -> CFString {
    (font.file?.fullName).flatMap { $0.isEmpty ? nil : $0 } as NSString? ?? CTFontCopyFamilyName(font)
}

/// The name to show for `font`: its full name (differs from Apple: English, not localized).
@discardableResult
public func CTFontCopyDisplayName(_ font: CTFont) -> CFString { CTFontCopyFullName(font) }

/// The font units in an em of the font that stands for `font` (its `head` table's
/// `unitsPerEm`: 2048 for Liberation Sans); 0 when no font can be loaded.
@discardableResult
public func CTFontGetUnitsPerEm(_ font: CTFont) -> UInt32 {
    font.file.map { UInt32($0.unitsPerEm) } ?? 0
}

/// The box every glyph of `font` fits in (its `head` table's `xMin`, `yMin`, `xMax`, `yMax`)
/// scaled to its size, points, y up from the baseline origin; `CGRect.null` when no font can
/// be loaded.
@discardableResult
public func CTFontGetBoundingBox(_ font: CTFont) -> CGRect {
    guard let file = font.file, file.unitsPerEm > 0 else { return .null }
    let scale = font.size / CGFloat(file.unitsPerEm)
    let box = file.boundingBox
    return CGRect(x: box.minX * scale, y: box.minY * scale, width: box.width * scale, height: box.height * scale)
}
