import Foundation

/// A field of ``LayerProperties`` that the snapshot reads and writes with typed code while it
/// evaluates a frame, instead of through its descriptor's `get`/`set` closures (key paths). Each
/// case reads and writes exactly as the `CALayer` registry's descriptor of its key does; keys
/// without a case (and subclass keys) go through their descriptor (``descriptor``). Every
/// case's field is plain data (no references): `LayerSnapshot` evaluates slots in a bitwise
/// copy whose references it does not own, so a case for a field with references must not be
/// added.
enum PresentationSlot: UInt8, Sendable {
    case descriptor
    case bounds, position, zPosition, anchorPoint, anchorPointZ, transform, sublayerTransform
    case backgroundColor, opacity, cornerRadius, borderWidth, borderColor
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius, contentsRect

    /// The slot of a registry key, or ``descriptor`` for any other key.
    init(key: String) {
        switch key {
        case "bounds": self = .bounds
        case "position": self = .position
        case "zPosition": self = .zPosition
        case "anchorPoint": self = .anchorPoint
        case "anchorPointZ": self = .anchorPointZ
        case "transform": self = .transform
        case "sublayerTransform": self = .sublayerTransform
        case "backgroundColor": self = .backgroundColor
        case "opacity": self = .opacity
        case "cornerRadius": self = .cornerRadius
        case "borderWidth": self = .borderWidth
        case "borderColor": self = .borderColor
        case "shadowColor": self = .shadowColor
        case "shadowOpacity": self = .shadowOpacity
        case "shadowOffset": self = .shadowOffset
        case "shadowRadius": self = .shadowRadius
        case "contentsRect": self = .contentsRect
        default: self = .descriptor
        }
    }

    /// The stored value of the field (nil for an absent colour); the same as the descriptor's
    /// `get`. Never called for ``descriptor``.
    func get(_ p: LayerProperties) -> AnimationValue? {
        withUnsafePointer(to: p) { get($0) }
    }

    /// ``get(_:)`` of the values at `p`, reading the one field in place.
    func get(_ p: UnsafePointer<LayerProperties>) -> AnimationValue? {
        switch self {
        case .bounds: .rect(p.pointee.bounds)
        case .shadowOffset: .size(p.pointee.shadowOffset)
        case .contentsRect: .rect(p.pointee.contentsRect)
        default: plainValue(p)?.animationValue
        }
    }

    /// The type of the field when it is a ``PlainAnimationValue`` type, else nil.
    var plainKind: PlainValueKind? {
        switch self {
        case .descriptor, .bounds, .shadowOffset, .contentsRect: nil
        case .position, .anchorPoint: .point
        case .transform, .sublayerTransform: .transform
        case .backgroundColor, .borderColor, .shadowColor: .color
        case .zPosition, .anchorPointZ, .opacity, .cornerRadius, .borderWidth, .shadowOpacity, .shadowRadius:
            .number
        }
    }

    /// The stored value of a field of a ``plainKind`` at `p`, read in place (nil for an
    /// absent colour, and for the other fields).
    func plainValue(_ p: UnsafePointer<LayerProperties>) -> PlainAnimationValue? {
        switch self {
        case .descriptor, .bounds, .shadowOffset, .contentsRect: nil
        case .position: .point(p.pointee.position)
        case .zPosition: .number(Double(p.pointee.zPosition))
        case .anchorPoint: .point(p.pointee.anchorPoint)
        case .anchorPointZ: .number(Double(p.pointee.anchorPointZ))
        case .transform: .transform(p.pointee.transform)
        case .sublayerTransform: .transform(p.pointee.sublayerTransform)
        case .backgroundColor: p.pointee.backgroundColor.map { .color($0) }
        case .opacity: .number(Double(p.pointee.opacity))
        case .cornerRadius: .number(Double(p.pointee.cornerRadius))
        case .borderWidth: .number(Double(p.pointee.borderWidth))
        case .borderColor: p.pointee.borderColor.map { .color($0) }
        case .shadowColor: p.pointee.shadowColor.map { .color($0) }
        case .shadowOpacity: .number(Double(p.pointee.shadowOpacity))
        case .shadowRadius: .number(Double(p.pointee.shadowRadius))
        }
    }

    /// Writes a (non-nil) value into the field; a value of the wrong kind changes nothing —
    /// the same as the descriptor's `set`. Never called for ``descriptor``.
    func set(_ p: inout LayerProperties, _ value: AnimationValue) {
        switch value {
        case .rect(let v):
            if self == .bounds { p.bounds = v } else if self == .contentsRect { p.contentsRect = v }
        case .size(let v):
            if self == .shadowOffset { p.shadowOffset = v }
        case .affineTransform(let v):
            set(&p, plain: .transform(CATransform3DMakeAffineTransform(v)))
        default:
            if let plain = PlainAnimationValue(value) { set(&p, plain: plain) }
        }
    }

    /// ``set(_:_:)`` of a plain value.
    func set(_ p: inout LayerProperties, plain value: PlainAnimationValue) {
        switch (self, value) {
        case (.position, .point(let v)): p.position = v
        case (.zPosition, .number(let v)): p.zPosition = CGFloat(v)
        case (.anchorPoint, .point(let v)): p.anchorPoint = v
        case (.anchorPointZ, .number(let v)): p.anchorPointZ = CGFloat(v)
        case (.transform, .transform(let v)): p.transform = v
        case (.sublayerTransform, .transform(let v)): p.sublayerTransform = v
        case (.backgroundColor, .color(let v)): p.backgroundColor = v
        case (.opacity, .number(let v)): p.opacity = Float(v)
        case (.cornerRadius, .number(let v)): p.cornerRadius = CGFloat(v)
        case (.borderWidth, .number(let v)): p.borderWidth = CGFloat(v)
        case (.borderColor, .color(let v)): p.borderColor = v
        case (.shadowColor, .color(let v)): p.shadowColor = v
        case (.shadowOpacity, .number(let v)): p.shadowOpacity = Float(v)
        case (.shadowRadius, .number(let v)): p.shadowRadius = CGFloat(v)
        default: break
        }
    }
}
