extension CAValueFunction {
    /// The transform for inputs `x`, `y`, `z`: the one-input functions read `x` (an angle in
    /// radians, a scale factor, or a distance in points); ``CAValueFunctionName/scale`` and
    /// ``CAValueFunctionName/translate`` read all three. Rotations turn +x toward +y for
    /// positive angles about z (clockwise on screen, y down). Not Apple API (Apple's is
    /// private); allocation-free.
    public func transform(x: Double, y: Double, z: Double) -> CATransform3D {
        switch name {
        case .rotateX: return CATransform3DMakeRotation(CGFloat(x), 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(CGFloat(x), 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(CGFloat(x), 0, 0, 1)
        case .scale: return CATransform3DMakeScale(CGFloat(x), CGFloat(y), CGFloat(z))
        case .scaleX: return CATransform3DMakeScale(CGFloat(x), 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, CGFloat(x), 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, CGFloat(x))
        case .translate: return CATransform3DMakeTranslation(CGFloat(x), CGFloat(y), CGFloat(z))
        case .translateX: return CATransform3DMakeTranslation(CGFloat(x), 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, CGFloat(x), 0)
        default: return CATransform3DMakeTranslation(0, 0, CGFloat(x))
        }
    }

    /// The transform for a list of inputs: missing inputs of the three-input functions are
    /// filled in (a single number scales uniformly; a missing translation is 0), extra inputs
    /// are ignored, and no inputs give the identity. Quartzite's choice where Apple does not
    /// document short arrays.
    public func transform(inputs: [Double]) -> CATransform3D {
        guard let first = inputs.first else { return CATransform3DIdentity }
        if name == .scale {
            let y = inputs.count > 1 ? inputs[1] : first
            let z = inputs.count > 2 ? inputs[2] : (inputs.count > 1 ? 1 : first)
            return transform(x: first, y: y, z: z)
        }
        let y = inputs.count > 1 ? inputs[1] : 0
        let z = inputs.count > 2 ? inputs[2] : 0
        return transform(x: first, y: y, z: z)
    }
}
