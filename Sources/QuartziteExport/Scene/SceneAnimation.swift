import Quartzite

/// An animation of a scene, as a value: its class and every field the file sets (nil = the
/// class's default). ``makeAnimation()`` creates the `CAAnimation`.
public struct SceneAnimation: Sendable {
    /// The animation class.
    public enum AnimationType: String, Sendable, CaseIterable {
        /// `CABasicAnimation`.
        case basic
        /// `CAKeyframeAnimation`.
        case keyframe
        /// `CASpringAnimation`.
        case spring
        /// `CAAnimationGroup`.
        case group
        /// `CATransition`.
        case transition
    }

    /// A timing function: one of Core Animation's named curves or a cubic Bézier.
    public enum TimingFunction: Sendable, Equatable {
        /// `CAMediaTimingFunction(name:)`.
        case named(CAMediaTimingFunctionName)
        /// `CAMediaTimingFunction(controlPoints:_:_:_:)`: c1x, c1y, c2x, c2y.
        case controlPoints(Float, Float, Float, Float)

        /// The `CAMediaTimingFunction`.
        public func makeFunction() -> CAMediaTimingFunction {
            switch self {
            case .named(let name): return CAMediaTimingFunction(name: name)
            case .controlPoints(let a, let b, let c, let d): return CAMediaTimingFunction(controlPoints: a, b, c, d)
            }
        }
    }

    /// The class.
    public var type: AnimationType
    /// The key it is added under (`add(_:forKey:)`), or nil.
    public var key: String?

    // CAMediaTiming and CAAnimation
    /// `beginTime`; in the file, scene seconds for animations of layers (see ``ScenePlayer``).
    public var beginTime: Double?
    /// `timeOffset`, seconds.
    public var timeOffset: Double?
    /// `duration`, seconds.
    public var duration: Double?
    /// `speed`.
    public var speed: Float?
    /// `repeatCount`.
    public var repeatCount: Float?
    /// `repeatDuration`, seconds.
    public var repeatDuration: Double?
    /// `autoreverses`.
    public var autoreverses: Bool?
    /// `fillMode`.
    public var fillMode: CAMediaTimingFillMode?
    /// `isRemovedOnCompletion` (`removedOnCompletion` in the file).
    public var removedOnCompletion: Bool?
    /// `timingFunction`.
    public var timingFunction: TimingFunction?

    // CAPropertyAnimation
    /// `keyPath`.
    public var keyPath: String?
    /// `isAdditive` (`additive` in the file).
    public var additive: Bool?
    /// `isCumulative` (`cumulative` in the file).
    public var cumulative: Bool?
    /// `valueFunction`'s name.
    public var valueFunction: CAValueFunctionName?

    // CABasicAnimation and CASpringAnimation
    /// `fromValue`.
    public var fromValue: AnimationValue?
    /// `toValue`.
    public var toValue: AnimationValue?
    /// `byValue`.
    public var byValue: AnimationValue?
    /// `mass`.
    public var mass: Double?
    /// `stiffness`.
    public var stiffness: Double?
    /// `damping`.
    public var damping: Double?
    /// `initialVelocity`.
    public var initialVelocity: Double?
    /// `allowsOverdamping`.
    public var allowsOverdamping: Bool?

    // CAKeyframeAnimation
    /// `values`.
    public var values: [AnimationValue]?
    /// `keyTimes`.
    public var keyTimes: [Double]?
    /// `timingFunctions`.
    public var timingFunctions: [TimingFunction]?
    /// `path`.
    public var path: PathData?
    /// `calculationMode`.
    public var calculationMode: CAAnimationCalculationMode?
    /// `rotationMode`.
    public var rotationMode: CAAnimationRotationMode?
    /// `tensionValues`.
    public var tensionValues: [Double]?
    /// `continuityValues`.
    public var continuityValues: [Double]?
    /// `biasValues`.
    public var biasValues: [Double]?

    // CAAnimationGroup
    /// `animations`.
    public var animations: [SceneAnimation]?

    // CATransition
    /// The transition's `type` (`transitionType` here, since `type` names the class).
    public var transitionType: CATransitionType?
    /// `subtype`.
    public var subtype: CATransitionSubtype?
    /// `startProgress`.
    public var startProgress: Float?
    /// `endProgress`.
    public var endProgress: Float?

    /// An animation of class `type` with every field unset.
    public init(type: AnimationType, key: String? = nil) {
        self.type = type
        self.key = key
    }

    /// Creates the `CAAnimation` with the fields that are set; `beginTime` is taken as given
    /// (the player converts scene seconds before calling this).
    public func makeAnimation() -> CAAnimation {
        let animation: CAAnimation
        switch type {
        case .basic, .spring:
            let basic = type == .spring ? CASpringAnimation() : CABasicAnimation()
            basic.fromValue = fromValue?.anyValue
            basic.toValue = toValue?.anyValue
            basic.byValue = byValue?.anyValue
            if let spring = basic as? CASpringAnimation {
                if let mass { spring.mass = CGFloat(mass) }
                if let stiffness { spring.stiffness = CGFloat(stiffness) }
                if let damping { spring.damping = CGFloat(damping) }
                if let initialVelocity { spring.initialVelocity = CGFloat(initialVelocity) }
                if let allowsOverdamping { spring.allowsOverdamping = allowsOverdamping }
            }
            animation = basic
        case .keyframe:
            let keyframe = CAKeyframeAnimation()
            keyframe.values = values?.map(\.anyValue)
            keyframe.keyTimes = keyTimes?.map { NSNumber(value: $0) }
            keyframe.timingFunctions = timingFunctions?.map { $0.makeFunction() }
            keyframe.path = path.map { CGPath(pathData: $0) }
            if let calculationMode { keyframe.calculationMode = calculationMode }
            keyframe.rotationMode = rotationMode
            keyframe.tensionValues = tensionValues?.map { NSNumber(value: $0) }
            keyframe.continuityValues = continuityValues?.map { NSNumber(value: $0) }
            keyframe.biasValues = biasValues?.map { NSNumber(value: $0) }
            animation = keyframe
        case .group:
            let group = CAAnimationGroup()
            group.animations = animations?.map { $0.makeAnimation() }
            animation = group
        case .transition:
            let transition = CATransition()
            if let transitionType { transition.type = transitionType }
            transition.subtype = subtype
            if let startProgress { transition.startProgress = startProgress }
            if let endProgress { transition.endProgress = endProgress }
            animation = transition
        }
        if let property = animation as? CAPropertyAnimation {
            property.keyPath = keyPath
            if let additive { property.isAdditive = additive }
            if let cumulative { property.isCumulative = cumulative }
            property.valueFunction = valueFunction.flatMap { CAValueFunction(name: $0) }
        }
        if let beginTime { animation.beginTime = beginTime }
        if let timeOffset { animation.timeOffset = timeOffset }
        if let duration { animation.duration = duration }
        if let speed { animation.speed = speed }
        if let repeatCount { animation.repeatCount = repeatCount }
        if let repeatDuration { animation.repeatDuration = repeatDuration }
        if let autoreverses { animation.autoreverses = autoreverses }
        if let fillMode { animation.fillMode = fillMode }
        if let removedOnCompletion { animation.isRemovedOnCompletion = removedOnCompletion }
        animation.timingFunction = timingFunction?.makeFunction()
        return animation
    }
}
