extension CompiledAnimation {
    /// The animation with every property animation whose key-path head `isAnimatable` refuses
    /// made inert (groups keep their timing and their other children), and the heads refused;
    /// `self` and no heads when nothing is refused.
    ///
    /// Core Animation's render server animates only animatable properties: an explicit
    /// animation of another key — `frame`, derived from `bounds` and `position` (Technical
    /// Q&A QA1620), or `geometryFlipped` — changes nothing on screen.
    func inertExceptAnimatable(_ isAnimatable: (String) -> Bool) -> (CompiledAnimation, refused: [String]) {
        switch kind {
        case .property(let animation):
            guard !isAnimatable(animation.keyPath.property) else { return (self, []) }
            return (rebuilt(kind: .inert), [animation.keyPath.property])
        case .group(let children):
            var refused: [String] = []
            var kept: [CompiledAnimation] = []
            for child in children {
                let (result, childRefused) = child.inertExceptAnimatable(isAnimatable)
                kept.append(result)
                refused += childRefused
            }
            return refused.isEmpty ? (self, []) : (rebuilt(kind: .group(kept)), refused)
        case .transition, .inert:
            return (self, [])
        }
    }

    /// The animation with the same timing and a different kind.
    private func rebuilt(kind: Kind) -> CompiledAnimation {
        CompiledAnimation(
            timing: timing, timingFunction: timingFunction, isRemovedOnCompletion: isRemovedOnCompletion, kind: kind)
    }
}
