/// The variant of the quad uber-shader a batch needs (STYLE 7): what it paints, how it samples,
/// and which optional features its instances use. Each key becomes a `#define` preamble; programs
/// are compiled once per context and key.
struct QuadProgramKey: Hashable {
    enum Content: UInt8 {
        case solid, array, pass, passAlpha, passMix
    }

    enum Filter: UInt8 {
        case nearest, linear, trilinear
    }

    struct Features: OptionSet, Hashable {
        let rawValue: UInt8
        static let perspective = Features(rawValue: 1)
        static let rounded = Features(rawValue: 2)
        static let border = Features(rawValue: 4)
        static let mask = Features(rawValue: 8)
        static let ninePart = Features(rawValue: 16)
        static let tiled = Features(rawValue: 32)
        static let antialiased = Features(rawValue: 64)
    }

    var content: Content
    var filter: Filter
    var features: Features

    /// The `#define` names of this variant.
    var defines: [String] {
        var d: [String] = []
        switch content {
        case .solid: d.append("CONTENT_SOLID")
        case .array: d.append("CONTENT_ARRAY")
        case .pass: d.append("CONTENT_PASS")
        case .passAlpha: d.append("CONTENT_PASS_ALPHA")
        case .passMix: d.append("CONTENT_PASS_MIX")
        }
        switch filter {
        case .nearest: d.append("FILTER_NEAREST")
        case .linear: d.append("FILTER_LINEAR")
        case .trilinear: d.append("FILTER_TRILINEAR")
        }
        if features.contains(.perspective) { d.append("PERSPECTIVE") }
        if features.contains(.rounded) { d.append("ROUNDED") }
        if features.contains(.border) { d.append("BORDER") }
        if features.contains(.mask) { d.append("MASK") }
        if features.contains(.ninePart) { d.append("NINE_PART") }
        if features.contains(.tiled) { d.append("TILED") }
        if features.contains(.antialiased) { d.append("ANTIALIAS") }
        return d
    }

    /// A readable name for error messages, e.g. "quad[CONTENT_ARRAY FILTER_LINEAR ROUNDED]".
    var name: String { "quad[\(defines.joined(separator: " "))]" }
}
