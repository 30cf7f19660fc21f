/// Why a Lottie file could not be read: the JSON path of the value at fault and what is
/// wrong, written `layers[2].ks.p.k[0].s: expected a number, found "abc"`.
public struct LottieError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The JSON path of the value (`layers[2].ks.p.k[0].s`); empty for the whole document.
    public let path: String
    /// What is wrong.
    public let message: String

    /// Creates an error at `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message` (`message` alone when the path is empty).
    public var description: String {
        path.isEmpty ? message : "\(path): \(message)"
    }
}
