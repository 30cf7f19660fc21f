import Foundation

/// A `.lottie` file (dotLottie): a ZIP archive with `manifest.json` listing its animations,
/// the animations as Lottie JSON under `animations/` (`a/` in dotLottie 2) and their images
/// under `images/` (`i/`).
struct DotLottieArchive {
    let archive: ZipArchive
    /// The animations' ids, in manifest order.
    let animationIDs: [String]

    init(_ data: Data) throws(LottieError) {
        do {
            archive = try ZipArchive(data)
        } catch {
            throw LottieError(path: "", message: "not a readable .lottie archive: \(error.description)")
        }
        guard let manifestData = try Self.entry(archive, "manifest.json") else {
            throw LottieError(path: "", message: "a .lottie archive needs a manifest.json")
        }
        let manifest = try JSONNode.parse(manifestData, document: "manifest.json")
        var ids: [String] = []
        for animation in try manifest.required("animations").array() {
            guard let id = try animation.required("id").stringOrNumber() else { continue }
            ids.append(id)
        }
        guard !ids.isEmpty else { throw LottieError(path: "manifest.json: animations", message: "the manifest lists no animation") }
        animationIDs = ids
    }

    private static func entry(_ archive: ZipArchive, _ name: String) throws(LottieError) -> Data? {
        do {
            return try archive.data(name)
        } catch {
            throw LottieError(path: "", message: "a damaged .lottie archive: \(error.description)")
        }
    }

    /// The JSON of animation `id`.
    func animationData(_ id: String) throws(LottieError) -> Data {
        for name in ["animations/\(id).json", "a/\(id).json"] {
            if let data = try Self.entry(archive, name) { return data }
        }
        throw LottieError(path: "", message: "the .lottie archive has no animations/\(id).json")
    }

    /// The bytes of an image an animation's asset names (`u` directory, `p` name); nil when the
    /// archive has no such entry. Throws why an entry that is there cannot be read (damaged, or
    /// stating a size it cannot hold).
    func imageData(directory: String, name: String) throws(ZipArchive.Failure) -> Data? {
        var trimmed = directory
        while trimmed.hasPrefix("/") { trimmed.removeFirst() }
        for candidate in [trimmed + name, "images/" + name, "i/" + name] {
            if let data = try archive.data(candidate) { return data }
        }
        return nil
    }
}
