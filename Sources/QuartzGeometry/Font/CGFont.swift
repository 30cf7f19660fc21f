/// A font by name, as Core Graphics' `CGFont` names one: what ``CATextLayer/font`` also
/// accepts (the layer's `fontSize` gives the size).
///
/// Differs from Apple: only the name is kept (no glyphs, no metrics) and the font is found when
/// text is drawn, by fontconfig, which substitutes its closest match for a family the system
/// lacks; so `init(_:)` fails only for an empty name.
public final class CGFont: Hashable, Sendable, CustomStringConvertible {
    /// The name the font was created with.
    public let name: String

    /// A font named `name` (a family such as `"Helvetica"`, optionally with a PostScript style
    /// suffix such as `"Helvetica-Bold"`); nil for an empty name.
    public init?(_ name: CFString) {
        guard name.length > 0 else { return nil }
        self.name = name as String
    }

    /// The name the font was created with (differs from Apple: not looked up).
    public var postScriptName: CFString? { name as CFString }

    /// The name the font was created with (differs from Apple: not looked up).
    public var fullName: CFString? { name as CFString }

    /// Equal names.
    public static func == (lhs: CGFont, rhs: CGFont) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// The name.
    public var description: String { name }
}

/// A glyph's index in its font (Core Graphics' `CGGlyph`).
public typealias CGGlyph = UInt16
