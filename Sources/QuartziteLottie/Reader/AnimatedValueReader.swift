import Foundation

/// Reads animated properties: `{"a": 0, "k": value}`, `{"a": 1, "k": [keyframes]}` (the
/// shape of `k` decides, as lottie-ios reads it, not `a`; current
/// Bodymovin: every keyframe has `s`; old Bodymovin: `s` and `e` per segment, the last keyframe
/// only `t`), a bare value where some exporters write one, with `i`/`o` easing per dimension,
/// `h` holds and `ti`/`to` spatial tangents.
struct AnimatedValueReader {
    let log: UnsupportedFeatureLog

    /// Reads a property whose values are numbers or arrays of numbers, as arrays.
    func vector(_ node: JSONNode) throws(LottieError) -> LottieAnimated<[Double]> {
        try animated(node) { (value: JSONNode) throws(LottieError) in try value.numbers() }
    }

    /// Reads a colour property: RGB(A) components 0–1, or 0–255 in files that write them so —
    /// lottie-ios's rule (`LottieColor`): a keyframe whose red, green and blue all exceed 1 is
    /// divided by 255. Decided per keyframe, before any interpolation, so an overshooting easing
    /// between two colours stays a colour near them.
    func color(_ node: JSONNode) throws(LottieError) -> LottieAnimated<[Double]> {
        try vector(node).map(Self.colorComponents)
    }

    /// `components` on the 0–1 scale (see ``color(_:)``).
    static func colorComponents(_ components: [Double]) -> [Double] {
        guard components.count >= 3, components.prefix(3).allSatisfy({ $0 > 1 }) else { return components }
        return components.enumerated().map { $0.offset < 3 ? $0.element / 255 : $0.element }
    }

    /// Reads a scalar property (a one-element array is accepted, as old files write `[10]`).
    func scalar(_ node: JSONNode) throws(LottieError) -> LottieAnimated<Double> {
        try animated(node) { (value: JSONNode) throws(LottieError) -> Double in
            let numbers = try value.numbers()
            guard let first = numbers.first else { throw value.error("expected a number, found an empty array") }
            return first
        }
    }

    /// Reads an animated property with `parse` for each value.
    func animated<Value>(
        _ node: JSONNode, _ parse: (JSONNode) throws(LottieError) -> Value
    ) throws(LottieError) -> LottieAnimated<Value> {
        guard node.object != nil else { return .constant(try parse(node)) }
        if node.has("x") { log.report("expressions (the expression is ignored; the keyframes play)", at: node.path("x")) }
        let k = try node.required("k")
        // What `k` holds decides, not the `a` flag: lottie-ios decodes `k` as a value, else as
        // keyframes, whatever `a` says (some exporters write keyframes under "a": 0).
        guard try isKeyframeArray(k) else { return .constant(try parse(k)) }
        return .keyframes(try keyframes(k, parse))
    }

    private func isKeyframeArray(_ k: JSONNode) throws(LottieError) -> Bool {
        guard k.isArray else { return false }
        let elements = try k.array()
        guard let first = elements.first else { return false }
        return first.object != nil && first.has("t")
    }

    private func keyframes<Value>(
        _ k: JSONNode, _ parse: (JSONNode) throws(LottieError) -> Value
    ) throws(LottieError) -> [LottieKeyframe<Value>] {
        let elements = try k.array()
        guard !elements.isEmpty else { throw k.error("expected at least one keyframe") }
        var result: [LottieKeyframe<Value>] = []
        var previousEnd: Value?
        for element in elements {
            guard element.object != nil else { throw element.error("expected a keyframe object, found \(element.kind)") }
            let frame = try element.number("t")
            if let last = result.last, frame < last.frame {
                throw element.error(at: "t", "keyframe times must not decrease (\(frame) after \(last.frame))")
            }
            let value: Value
            if let s = try element.optional("s") {
                value = try parse(s)
            } else if let previousEnd {
                value = previousEnd
            } else if let last = result.last {
                value = last.value
            } else {
                throw element.error("missing required key \"s\"")
            }
            previousEnd = try element.optional("e").map { (e: JSONNode) throws(LottieError) in try parse(e) }
            result.append(
                LottieKeyframe(
                    frame: frame, value: value, hold: try element.bool("h"),
                    outEase: try element.optional("o").map(handle), inEase: try element.optional("i").map(handle),
                    spatialOut: try element.optional("to")?.numbers(), spatialIn: try element.optional("ti")?.numbers(),
                    path: element.path))
        }
        // Old files: a keyframe with `e` and no following keyframe ends at its own frame.
        return result
    }

    private func handle(_ node: JSONNode) throws(LottieError) -> EasingHandle {
        EasingHandle(x: try node.required("x").numbers(), y: try node.required("y").numbers())
    }
}
