import Quartzite

extension LayerTreeFlattener {
    /// The blend mode a layer's `compositingFilter` asks for: `.normal` without one, and for a
    /// name Quartzite does not know (logged once per name; the layer is drawn normally).
    @inline(__always)
    func blendMode(of node: LayerSnapshot, _ p: LayerProperties) -> BlendMode {
        node.hasCompositingFilter ? compositingBlendMode(p.compositingFilterName) : .normal
    }

    /// The blend mode of the compositing filter named `name` (see ``LayerBlendMode``).
    @inline(never)
    func compositingBlendMode(_ name: String?) -> BlendMode {
        guard let name else { return .normal }
        guard let mode = LayerBlendMode(rawValue: name) else {
            problems.log(
                "compositingFilter \"\(name)\" is not a blend mode Quartzite draws",
                consequence: "the layer is composited normally")
            return .normal
        }
        return Self.blendMode(mode)
    }

    /// The plan's blend mode for a layer blend mode.
    static func blendMode(_ mode: LayerBlendMode) -> BlendMode {
        switch mode {
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        }
    }

    /// Which value of a mask layer's rendering masks: its ``LayerMaskMode`` (a model value, as
    /// the property is not animatable).
    static func maskChannel(of mask: LayerSnapshot) -> MaskChannel {
        switch mask.properties.maskMode {
        case .alpha: .alpha
        case .alphaInverted: .alphaInverted
        case .luminance: .luminance
        case .luminanceInverted: .luminanceInverted
        }
    }
}
