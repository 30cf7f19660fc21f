import Foundation

extension DocumentReader {
    /// After Effects' layer style names by `ty`, for reports.
    static let layerStyleNames = [
        0: "stroke layer styles", 2: "inner shadow layer styles", 3: "outer glow layer styles", 4: "inner glow layer styles",
        5: "bevel and emboss layer styles", 6: "satin layer styles", 7: "colour overlay layer styles",
        8: "gradient overlay layer styles",
    ]

    /// The first Drop Shadow layer style of `styles` (a layer's `sy`, entries of `ty` 1) in
    /// the Drop Shadow effect's terms, as lottie-ios maps the style: opacity `o` (0–100) × 2.55,
    /// direction = angle `a` + 90° (the style's angle turns from the x axis toward y: 90° casts
    /// the shadow straight down), distance `d`, and softness = size `s` × 2.5 (lottie-ios:
    /// `shadowRadius` = size / 2, the effect's softness / 5). Nil when there is none, or when
    /// the layer has a Drop Shadow effect (`hasEffect`), which lottie-ios draws instead.
    /// Reports what is not drawn: other styles, a second drop shadow, the style beside an
    /// effect, and a spread (`ch`) or noise (`no`) other than 0.
    func dropShadowStyle(_ styles: JSONNode?, hasEffect: Bool) throws(LottieError) -> LottieDropShadow? {
        guard let styles else { return nil }
        var shadow: LottieDropShadow?
        for style in try styles.array() {
            let type = try style.optionalInteger("ty")
            guard type == 1 else {
                log.report(Self.layerStyleNames[type ?? -1] ?? "layer styles", at: style.path)
                continue
            }
            guard shadow == nil, !hasEffect else {
                log.report(
                    hasEffect ? "a drop shadow layer style beside a Drop Shadow effect (the effect is drawn)" : "a second drop shadow",
                    at: style.path)
                continue
            }
            for (key, name) in [("ch", "the spread of a drop shadow layer style"), ("no", "the noise of a drop shadow layer style")] {
                guard let value = try style.optional(key) else { continue }
                let amount = try values.scalar(value)
                if amount.initialValue != 0 || amount.keyframes.contains(where: { $0.value != 0 }) {
                    log.report(name, at: value.path)
                }
            }
            shadow = LottieDropShadow(
                color: try values.color(style.required("c")),
                opacity: try values.scalar(style.required("o")).map { $0 * 2.55 },
                direction: try values.scalar(style.required("a")).map { $0 + 90 },
                distance: try values.scalar(style.required("d")),
                softness: try values.scalar(style.required("s")).map { $0 * 2.5 })
        }
        return shadow
    }
}
