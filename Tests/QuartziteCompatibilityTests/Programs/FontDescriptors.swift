// Fonts made from Core Text font descriptors, as public iOS code makes them:
// - an icon-font view's `draw(_:)` (a generated "IconView" for a custom icon font): a
//   descriptor of a PostScript name and a size, `CTFontCreateWithFontDescriptor`, the attributes
//   keyed by `kCTFontAttributeName` and `kCTForegroundColorAttributeName`, the glyph centred by
//   the framesetter's suggested size and drawn with `CTLineDraw`;
// - a `UIFont` helper (CustomizedFonts, HussainShabbir) building a descriptor of a family, a style
//   name and a size keyed `as NSString`;
// - the listings of Apple's Core Text Programming Guide, chapter "Common Font Manipulations", in
//   Swift: a descriptor of a name and size (3-1), of a family and a traits dictionary (3-2), of
//   family, style and size (3-3), a bold copy by symbolic traits (3-4) and a font saved as its
//   descriptor's attributes and made again from them (3-6, 3-7; the property-list step left out).
// Ported: UIView → a CALayer drawing in `draw(in:)`, UIColor → CGColor, the icon font → a
// system font ("Helvetica-Bold"), a UIFont result → the CTFont; `CFAttributedStringCreate`
// with a CFDictionary → `NSAttributedString(string:attributes:)` keyed by `kCT… as
// NSAttributedString.Key`; the helper's dictionary gets the `as CFDictionary` Swift 5 asks for.
#if canImport(QuartzCore)
import QuartzCore
#else
import Quartzite
#endif
import Foundation

/// The icon view's drawing, in a layer: one character of `fontName` at half the layer's
/// shorter side, centred.
final class IconLabelLayer: CALayer {
    var fontName = "Helvetica-Bold"
    var iconString = "W"
    var iconColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

    override func draw(in context: CGContext) {
        let rect = bounds

        // Initialize the context
        context.textMatrix = .identity
        context.translateBy(x: 0, y: bounds.size.height)
        context.scaleBy(x: 1, y: -1)

        // Initialize the string and font
        let fontSize: CGFloat = min(rect.size.width, rect.size.height) / 2

        let fontDescriptor = CTFontDescriptorCreateWithNameAndSize(fontName as CFString, fontSize)
        let font = CTFontCreateWithFontDescriptor(fontDescriptor, fontSize, nil)

        let attributes: [NSAttributedString.Key: Any] = [
            kCTFontAttributeName as NSAttributedString.Key: font,
            kCTForegroundColorAttributeName as NSAttributedString.Key: iconColor,
        ]

        // Build the font string
        let attrString = NSAttributedString(string: iconString, attributes: attributes)

        let line = CTLineCreateWithAttributedString(attrString)

        let framesetter = CTFramesetterCreateWithAttributedString(attrString)
        var range: CFRange = CFRange()
        let constraints = rect.size
        let coreTextSize = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRangeMake(0, 1), nil, constraints, &range)

        // Set text position and draw the line into the graphics context
        context.textPosition = CGPoint(x: (rect.size.width - coreTextSize.width) / 2, y: (rect.size.height - coreTextSize.height) / 2)
        CTLineDraw(line, context)
    }
}

/// The CustomizedFonts helper: a font of a family in a style ("Bold", "Italic") at a size.
func createFontWithFamily(familyName: String, fontSize: CGFloat, fontTrait: String) -> CTFont {
    let attriButes: [NSString: Any] = [
        kCTFontFamilyNameAttribute as NSString: familyName, kCTFontStyleNameAttribute as NSString: fontTrait,
        kCTFontSizeAttribute as NSString: fontSize,
    ]
    let descriptor = CTFontDescriptorCreateWithAttributes(attriButes as CFDictionary)
    let font = CTFontCreateWithFontDescriptor(descriptor, fontSize, nil)
    return font
}

/// The Core Text Programming Guide's font listings.
enum CoreTextGuideFonts {
    /// Listing 3-1: a descriptor from a PostScript name and a point size.
    static func createFontDescriptorFromName(_ postScriptName: CFString, _ size: CGFloat) -> CTFontDescriptor {
        CTFontDescriptorCreateWithNameAndSize(postScriptName, size)
    }

    /// Listing 3-2: a descriptor from a family and symbolic traits, the traits in their own
    /// dictionary inside the attributes.
    static func createFontDescriptorFromFamilyAndTraits(
        _ familyName: String, _ symbolicTraits: CTFontSymbolicTraits, _ size: CGFloat
    ) -> CTFontDescriptor {
        var attributes: [String: Any] = [:]
        attributes[kCTFontFamilyNameAttribute as String] = familyName

        // The attributes dictionary contains another dictionary, the traits dictionary,
        // which in this example specifies only the symbolic traits.
        var traits: [String: Any] = [:]
        traits[kCTFontSymbolicTrait as String] = NSNumber(value: symbolicTraits.rawValue)

        attributes[kCTFontTraitsAttribute as String] = traits
        attributes[kCTFontSizeAttribute as String] = NSNumber(value: Float(size))

        return CTFontDescriptorCreateWithAttributes(attributes as CFDictionary)
    }

    /// Listing 3-3: a font from a descriptor of family, style and size (Courier Bold 16).
    static func createCourierBold() -> CTFont {
        let fontAttributes: NSDictionary = [
            kCTFontFamilyNameAttribute as String: "Courier",
            kCTFontStyleNameAttribute as String: "Bold",
            kCTFontSizeAttribute as String: NSNumber(value: Float(16.0)),
        ]
        // Create a descriptor.
        let descriptor = CTFontDescriptorCreateWithAttributes(fontAttributes)

        // Create a font using the descriptor.
        return CTFontCreateWithFontDescriptor(descriptor, 0.0, nil)
    }

    /// Listing 3-4: the font made bold or not bold; nil when the family lacks the style.
    static func createBoldFont(_ font: CTFont, _ makeBold: Bool) -> CTFont? {
        var desiredTrait: CTFontSymbolicTraits = []

        // If requesting that the font be bold, set the desired trait to be bold.
        if makeBold { desiredTrait = .traitBold }

        // Mask off the bold trait to indicate that it is the only trait to be modified.
        let traitMask: CTFontSymbolicTraits = .traitBold

        return CTFontCreateCopyWithSymbolicTraits(font, 0.0, nil, desiredTrait, traitMask)
    }

    /// Listing 3-6, up to the property list: the attributes that recreate the font.
    static func createFlattenedFontAttributes(_ font: CTFont) -> CFDictionary {
        // Get the font descriptor for the font, then its attributes: enough information to
        // recreate the descriptor and the font later.
        let descriptor = CTFontCopyFontDescriptor(font)
        return CTFontDescriptorCopyAttributes(descriptor)
    }

    /// Listing 3-7, from the property list on: the font of saved attributes, at the size and
    /// matrix they hold.
    static func createFontFromFlattenedAttributes(_ attributes: CFDictionary) -> CTFont {
        let descriptor = CTFontDescriptorCreateWithAttributes(attributes)
        return CTFontCreateWithFontDescriptor(descriptor, 0.0, nil)
    }
}
