/// Writes `data` to the file at `url` atomically: into a temporary file in the same directory,
/// then renamed over `url`. On failure nothing is left under the final name (an existing file
/// there is untouched) and the temporary file is removed.
func writeAtomically(_ data: Data, to url: URL) throws(CGImageError) {
    guard url.isFileURL else {
        throw .writeFailed(path: url.absoluteString, reason: "not a file URL")
    }
    let path = url.path
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
        ".\(url.lastPathComponent).\(UUID().uuidString).tmp", isDirectory: false)
    do {
        try data.write(to: temporary, options: .withoutOverwriting)
    } catch {
        try? FileManager.default.removeItem(at: temporary)
        throw .writeFailed(path: path, reason: (error as NSError).localizedDescription)
    }
    if rename(temporary.path, path) != 0 {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(at: temporary)
        throw .writeFailed(path: path, reason: reason)
    }
}
