import QuartziteCompositor

/// The variant of the quad uber-shader a batch needs (STYLE 7): what it paints, how it samples,
/// which optional features its instances use, how it reads its mask and how it blends. Each key becomes a `#define` preamble; programs
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
    /// Which value of the mask pass multiplies coverage (with `.mask`); batches never mix two.
    var maskChannel: MaskChannel = .alpha
    /// The blend mode: a non-normal one reads the backdrop copied into `u_backdrop`, and its
    /// batch holds one quad.
    var blend: BlendMode = .normal

    /// Whether the variant is the lean one (`LEAN` in both stages): an affine hard-edged quad
    /// painting a colour or an array texture sampled nearest or bilinearly, with no mask,
    /// corner, border, nine-part, tile window or blend mode — the common case, whose fragments
    /// need only a texel coordinate and a tint.
    var isLean: Bool {
        (content == .solid || content == .array) && filter != .trilinear && features.isEmpty && blend == .normal
    }

    /// The `#define` names of the vertex stage: `LEAN` for the lean variant, else none.
    var vertexDefines: [String] { isLean ? ["LEAN"] : [] }

    /// The `#define` names of this variant.
    var defines: [String] {
        var d: [String] = isLean ? ["LEAN"] : []
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
        if features.contains(.mask) {
            if maskChannel == .luminance || maskChannel == .luminanceInverted { d.append("MASK_LUMINANCE") }
            if maskChannel.isInverted { d.append("MASK_INVERTED") }
        }
        if let name = Self.blendDefine(blend) { d.append(contentsOf: ["BLEND", name]) }
        return d
    }

    /// The `#define` that selects `mode`'s blend function in `Shaders/quad.frag`; nil for normal.
    static func blendDefine(_ mode: BlendMode) -> String? {
        switch mode {
        case .normal: nil
        case .multiply: "BLEND_MULTIPLY"
        case .screen: "BLEND_SCREEN"
        case .overlay: "BLEND_OVERLAY"
        case .darken: "BLEND_DARKEN"
        case .lighten: "BLEND_LIGHTEN"
        case .colorDodge: "BLEND_COLOR_DODGE"
        case .colorBurn: "BLEND_COLOR_BURN"
        case .hardLight: "BLEND_HARD_LIGHT"
        case .softLight: "BLEND_SOFT_LIGHT"
        case .difference: "BLEND_DIFFERENCE"
        case .exclusion: "BLEND_EXCLUSION"
        case .hue: "BLEND_HUE"
        case .saturation: "BLEND_SATURATION"
        case .color: "BLEND_COLOR"
        case .luminosity: "BLEND_LUMINOSITY"
        }
    }

    /// A readable name for error messages, e.g. "quad[CONTENT_ARRAY FILTER_LINEAR ROUNDED]".
    var name: String { "quad[\(defines.joined(separator: " "))]" }
}
