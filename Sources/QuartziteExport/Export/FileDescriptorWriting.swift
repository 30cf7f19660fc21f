import Foundation

/// Writes all of `bytes` to the file descriptor `fd`, retrying short writes and `EINTR`.
/// Returns 0, or the `errno` of the failed write (`EPIPE` when a pipe's reader has gone, with
/// `SIGPIPE` ignored).
func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32 {
    guard var base = bytes.baseAddress else { return 0 }
    var left = bytes.count
    while left > 0 {
        let n = write(fd, base, left)
        if n < 0 {
            if errno == EINTR { continue }
            return errno
        }
        base += n
        left -= n
    }
    return 0
}

/// Makes writes to a pipe whose reader has gone fail with `EPIPE` instead of killing the
/// process (sinks that write to pipes call it before their first write).
func ignoreBrokenPipeSignals() {
    signal(SIGPIPE, SIG_IGN)
}

/// A temporary name beside `path` (same directory, so a rename moves it into place):
/// `.NAME.quartzite-PID-N.tmp`.
func temporaryPath(besides path: String, serial: Int) -> String {
    let url = URL(fileURLWithPath: path)
    let name = ".\(url.lastPathComponent).quartzite-\(getpid())-\(serial).tmp"
    return url.deletingLastPathComponent().appendingPathComponent(name).path
}

/// Creates the directory holding `path` (and its parents) when missing.
func createParentDirectory(of path: String) throws(ExportError) {
    let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
    do {
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
    } catch {
        throw .writeFailed(path: parent, reason: (error as NSError).localizedDescription)
    }
}

/// `strerror` as a Swift string.
func errorText(_ code: Int32) -> String {
    String(cString: strerror(code))
}
