import Foundation

/// What one layer class answers for the keys its typed setters change, asked once per class
/// (per thread) instead of on every property change: whether a change needs display
/// (`needsDisplay(forKey:)`) and whether it looks up an action (registered animatable keys,
/// and keys the class says need display), plus the class's name for snapshot nodes.
///
/// The class functions it asks (`needsDisplay(forKey:)`, `propertyDescriptor(forKey:)`) must
/// give the same answer every time for a class, as Apple's property metadata does.
final class LayerClassTraits: Sendable {
    /// The unqualified class name (`"CALayer"`, `"CAShapeLayer"`).
    let className: String
    /// `needsDisplay(forKey:)` of each key of ``LayerKey/names``, by ``LayerKey/index``.
    let needsDisplay: [Bool]
    /// Whether a change of each key of ``LayerKey/names`` looks up an action, by index.
    let triggersActions: [Bool]

    /// Asks `layerClass` about every key of ``LayerKey/names``.
    init(_ layerClass: CALayer.Type) {
        className = String(describing: layerClass)
        needsDisplay = LayerKey.names.map { layerClass.needsDisplay(forKey: $0) }
        triggersActions = LayerKey.names.map { layerClass.keyTriggersActions($0) }
    }
}
