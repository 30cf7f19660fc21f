import Foundation

/// Where the layer model reports refused operations that Apple answers with an exception
/// (a value of the wrong type for a key, adding a layer to its own subtree, an animation that
/// cannot be compiled): one line on standard error, prefixed `Quartzite:`, and nothing
/// changes. Not Apple API.
enum LayerDiagnostics {
    /// Writes `message` as one line on standard error.
    static func report(_ message: String) {
        FileHandle.standardError.write(Data("Quartzite: \(message)\n".utf8))
    }
}
