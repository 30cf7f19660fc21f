extension CompiledAnimation {
    /// Compiles `animation` as it is now (REFERENCE 1.2, 4, 5, 6, 8): resolves the timing
    /// (`duration ≤ 0` becomes `defaultDuration`, in seconds — the transaction's animation
    /// duration, 0.25 s by default), parses the key path, converts and checks the values, and
    /// prepares keyframe timelines. Group children are compiled with the group's resolved
    /// duration as their default. The result does not change when `animation` does.
    ///
    /// - Throws: ``AnimationCompilationError`` naming the key path and the problem: a missing
    ///   or unparseable key path, or a value of the wrong type.
    ///
    /// Differs from Apple: Core Animation accepts such animations and silently shows nothing
    /// (or something undefined); Quartzite reports them when the animation is added.
    public init(
        _ animation: CAAnimation,
        defaultDuration: CFTimeInterval = MediaTimingParameters.defaultAnimationDuration
    ) throws(AnimationCompilationError) {
        let timing = MediaTimingParameters(animation, defaultDuration: defaultDuration)
        let kind: Kind
        switch animation {
        case let group as CAAnimationGroup:
            var children: [CompiledAnimation] = []
            for child in group.animations ?? [] {
                children.append(try CompiledAnimation(child, defaultDuration: timing.duration))
            }
            kind = .group(children)
        case let transition as CATransition:
            kind = .transition(
                TransitionParameters(
                    type: transition.type, subtype: transition.subtype,
                    startProgress: transition.startProgress, endProgress: transition.endProgress))
        case let basic as CABasicAnimation:
            let spring = (basic as? CASpringAnimation)?.springParameters
            kind = try Self.compileBasic(basic, spring: spring)
        case let keyframe as CAKeyframeAnimation:
            kind = try Self.compileKeyframe(keyframe)
        default:
            kind = .inert
        }
        self.init(
            timing: timing, timingFunction: animation.timingFunction,
            isRemovedOnCompletion: animation.isRemovedOnCompletion, kind: kind)
    }

    private static func parseKeyPath(_ animation: CAPropertyAnimation) throws(AnimationCompilationError)
        -> AnimationKeyPath
    {
        guard let keyPath = animation.keyPath else { throw .missingKeyPath }
        do {
            return try AnimationKeyPath(parsing: keyPath)
        } catch {
            throw .invalidKeyPath(error)
        }
    }

    private static func compileBasic(_ animation: CABasicAnimation, spring: SpringParameters?)
        throws(AnimationCompilationError) -> Kind
    {
        let keyPath = try parseKeyPath(animation)
        var checker = AnimationValueChecker(keyPath: keyPath, valueFunction: animation.valueFunction)
        let from = try checker.check(AnimationValue(animation.fromValue), name: "fromValue")
        let to = try checker.check(AnimationValue(animation.toValue), name: "toValue")
        let by = try checker.check(AnimationValue(animation.byValue), name: "byValue")
        let endpoints: BasicAnimationEndpoints
        switch (from, to, by) {
        case (let from?, let to?, _): endpoints = .fixed(from: from, to: to)
        case (let from?, nil, let by?): endpoints = .fixed(from: from, to: by.added(to: from))
        case (nil, let to?, let by?): endpoints = .fixed(from: by.multiplied(by: -1).added(to: to), to: to)
        case (let from?, nil, nil): endpoints = .fromToModel(from)
        case (nil, let to?, nil): endpoints = .underlyingTo(to)
        case (nil, nil, let by?): endpoints = .underlyingBy(by)
        case (nil, nil, nil): return .inert
        }
        return .property(
            CompiledPropertyAnimation(
                keyPath: keyPath, values: .basic(endpoints, spring: spring),
                isAdditive: animation.isAdditive, isCumulative: animation.isCumulative,
                valueFunction: animation.valueFunction))
    }

    private static func compileKeyframe(_ animation: CAKeyframeAnimation)
        throws(AnimationCompilationError) -> Kind
    {
        let keyPath = try parseKeyPath(animation)
        let mode = animation.calculationMode
        let paced = mode == .paced || mode == .cubicPaced
        let keyTimes = validKeyTimes(animation.keyTimes?.map(\.doubleValue))
        let segmentTiming = KeyframeTimingFunctions(animation.timingFunctions ?? [])
        let values: CompiledPropertyAnimation.Values
        if let path = animation.path {
            guard keyPath.valueKind == .point, animation.valueFunction == nil else {
                throw .wrongValueType(
                    keyPath: keyPath.keyPath, value: "path", expected: "a CGPoint key path",
                    found: "a path")
            }
            let timeline = PathKeyframeTimeline(
                path: path, keyTimes: paced ? nil : keyTimes, calculationMode: mode)
            values = .path(timeline, segmentTiming: segmentTiming, rotationMode: animation.rotationMode)
        } else {
            var checker = AnimationValueChecker(keyPath: keyPath, valueFunction: animation.valueFunction)
            var converted: [AnimationValue] = []
            for (index, value) in (animation.values ?? []).enumerated() {
                guard let typed = try checker.check(AnimationValue(value), name: "values[\(index)]") else {
                    continue
                }
                converted.append(typed)
            }
            guard !converted.isEmpty else { return .inert }
            let timeline = KeyframeTimeline(
                values: converted, keyTimes: paced ? nil : keyTimes, calculationMode: mode,
                tensionValues: animation.tensionValues?.map(\.doubleValue) ?? [],
                continuityValues: animation.continuityValues?.map(\.doubleValue) ?? [],
                biasValues: animation.biasValues?.map(\.doubleValue) ?? [])
            values = .keyframes(timeline, segmentTiming: segmentTiming)
        }
        return .property(
            CompiledPropertyAnimation(
                keyPath: keyPath, values: values, isAdditive: animation.isAdditive,
                isCumulative: animation.isCumulative, valueFunction: animation.valueFunction))
    }

    /// The key times to use: `keyTimes` when each lies in 0…1 and none is smaller than the
    /// one before (Apple's documented requirements), else nil — Apple: "If the values in this
    /// array are invalid or inappropriate for the current calculation mode, they are ignored",
    /// so the keyframes are then spaced evenly. Their count is not checked: as on Apple's
    /// platforms, an animation whose key times and keyframes differ in number still runs,
    /// pairing them up to the shorter of the two (discrete: up to one more key time than
    /// values) — see ``KeyframeTimeline``.
    private static func validKeyTimes(_ keyTimes: [Double]?) -> [Double]? {
        guard let keyTimes else { return nil }
        var previous = 0.0
        for time in keyTimes {
            guard time >= previous, time <= 1 else { return nil }
            previous = time
        }
        return keyTimes
    }
}
