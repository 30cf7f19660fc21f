/// Something a Lottie file uses that Quartzite does not draw (yet): the feature and the JSON
/// path where it appears, e.g. `merge paths` at `layers[3].shapes[1].ty`. The rest of the
/// animation is still built; the feature is left out or approximated as the feature's words
/// say (a mask not applied, an effect not drawn, a first value used), and `quartzite
/// validate` lists it, `quartzite render` warns about it.
public struct LottieUnsupportedFeature: Sendable, Hashable, CustomStringConvertible {
    /// The feature, in words, with what is drawn instead when something is (`"merge paths"`,
    /// `"subtract masks (drawn unmasked)"`).
    public let feature: String
    /// The JSON path of the value that uses it (`layers[3].shapes[1].ty`).
    public let path: String

    /// Creates a report entry.
    public init(feature: String, path: String) {
        self.feature = feature
        self.path = path
    }

    /// `path: not supported: feature`.
    public var description: String { "\(path): not supported: \(feature)" }
}

/// Collects unsupported features while a file is read and mapped, once per feature and path.
final class UnsupportedFeatureLog {
    private(set) var features: [LottieUnsupportedFeature] = []
    private var seen: Set<LottieUnsupportedFeature> = []

    func report(_ feature: String, at path: String) {
        let entry = LottieUnsupportedFeature(feature: feature, path: path)
        if seen.insert(entry).inserted { features.append(entry) }
    }
}
