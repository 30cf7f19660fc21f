extension CALayer {
    /// How a value set as ``compositingFilter`` is kept in the layer's properties: a string
    /// as it is, nil as nil, anything else by its description (drawn normally and logged by the
    /// renderer, which knows only the names of ``LayerBlendMode``).
    static func compositingFilterName(of value: Any?) -> String? {
        guard let value else { return nil }
        if let name = value as? String { return name }
        return String(describing: value)
    }
}
