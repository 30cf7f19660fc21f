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
        case .descriptor: nil
        case .bounds: .rect(p.pointee.bounds)
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
        case .shadowOffset: .size(p.pointee.shadowOffset)
        case .shadowRadius: .number(Double(p.pointee.shadowRadius))
        case .contentsRect: .rect(p.pointee.contentsRect)
        }
    }

    /// Writes a (non-nil) value into the field; a value of the wrong kind changes nothing —
    /// the same as the descriptor's `set`. Never called for ``descriptor``.
    func set(_ p: inout LayerProperties, _ value: AnimationValue) {
        switch (self, value) {
        case (.bounds, .rect(let v)): p.bounds = v
        case (.position, .point(let v)): p.position = v
        case (.zPosition, .number(let v)): p.zPosition = CGFloat(v)
        case (.anchorPoint, .point(let v)): p.anchorPoint = v
        case (.anchorPointZ, .number(let v)): p.anchorPointZ = CGFloat(v)
        case (.transform, .transform(let v)): p.transform = v
        case (.transform, .affineTransform(let v)): p.transform = CATransform3DMakeAffineTransform(v)
        case (.sublayerTransform, .transform(let v)): p.sublayerTransform = v
        case (.sublayerTransform, .affineTransform(let v)):
            p.sublayerTransform = CATransform3DMakeAffineTransform(v)
        case (.backgroundColor, .color(let v)): p.backgroundColor = v
        case (.opacity, .number(let v)): p.opacity = Float(v)
        case (.cornerRadius, .number(let v)): p.cornerRadius = CGFloat(v)
        case (.borderWidth, .number(let v)): p.borderWidth = CGFloat(v)
        case (.borderColor, .color(let v)): p.borderColor = v
        case (.shadowColor, .color(let v)): p.shadowColor = v
        case (.shadowOpacity, .number(let v)): p.shadowOpacity = Float(v)
        case (.shadowOffset, .size(let v)): p.shadowOffset = v
        case (.shadowRadius, .number(let v)): p.shadowRadius = CGFloat(v)
        case (.contentsRect, .rect(let v)): p.contentsRect = v
        default: break
        }
    }
}
