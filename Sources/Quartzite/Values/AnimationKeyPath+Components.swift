import Foundation

extension AnimationKeyPath {
    /// The part of `base` (a value of the whole ``property``) this key path names: `base`
    /// itself without a component; a number, point or size for a component (see
    /// ``Component``); `nil` when `base` is not of the property's type. Transform components
    /// are read from the matrix's decomposition.
    public func component(of base: AnimationValue) -> AnimationValue? {
        guard let component else { return base }
        switch (component, base) {
        case (.x, .point(let p)): return .number(Double(p.x))
        case (.y, .point(let p)): return .number(Double(p.y))
        case (.width, .size(let s)): return .number(Double(s.width))
        case (.height, .size(let s)): return .number(Double(s.height))
        case (.origin, .rect(let r)): return .point(r.origin)
        case (.originX, .rect(let r)): return .number(Double(r.origin.x))
        case (.originY, .rect(let r)): return .number(Double(r.origin.y))
        case (.size, .rect(let r)): return .size(r.size)
        case (.sizeWidth, .rect(let r)): return .number(Double(r.size.width))
        case (.sizeHeight, .rect(let r)): return .number(Double(r.size.height))
        case (_, .transform(let t)): return Self.transformComponent(component, of: t)
        default: return nil
        }
    }

    /// `base` (a value of the whole ``property``) with this key path's component replaced by
    /// `value`; `value` itself without a component. `nil` when `base` or `value` has the wrong
    /// kind (a component that is a number takes ``AnimationValue/number(_:)``; `origin` a
    /// point; `size` and transform `translation` a size). Transform components recompose the
    /// matrix from its decomposition with the one component changed.
    public func replacingComponent(of base: AnimationValue, with value: AnimationValue) -> AnimationValue? {
        guard let component else { return value }
        switch (component, base, value) {
        case (.x, .point(var p), .number(let v)): p.x = CGFloat(v); return .point(p)
        case (.y, .point(var p), .number(let v)): p.y = CGFloat(v); return .point(p)
        case (.width, .size(var s), .number(let v)): s.width = CGFloat(v); return .size(s)
        case (.height, .size(var s), .number(let v)): s.height = CGFloat(v); return .size(s)
        case (.origin, .rect(var r), .point(let p)): r.origin = p; return .rect(r)
        case (.originX, .rect(var r), .number(let v)): r.origin.x = CGFloat(v); return .rect(r)
        case (.originY, .rect(var r), .number(let v)): r.origin.y = CGFloat(v); return .rect(r)
        case (.size, .rect(var r), .size(let s)): r.size = s; return .rect(r)
        case (.sizeWidth, .rect(var r), .number(let v)): r.size.width = CGFloat(v); return .rect(r)
        case (.sizeHeight, .rect(var r), .number(let v)): r.size.height = CGFloat(v); return .rect(r)
        case (_, .transform(let t), _):
            return Self.replacingTransformComponent(component, of: t, with: value).map { .transform($0) }
        default: return nil
        }
    }
}
