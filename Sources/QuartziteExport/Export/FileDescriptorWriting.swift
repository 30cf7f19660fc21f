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

/// Creates the directory holding `path` (and its parents) when missing. The error names the
/// directory that could not be made and why, in the system's words ("Permission denied",
/// "Not a directory" where a file stands in the way, "Read-only file system").
func createParentDirectory(of path: String) throws(ExportError) {
    let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var missing: [String] = []
    var current = parent
    var info = stat()
    // Walk up to the nearest component that exists, then create the missing ones top-down.
    while stat(current, &info) != 0 {
        guard errno == ENOENT else {
            throw .writeFailed(path: path, reason: "cannot reach the directory \(current): \(errorText(errno))")
        }
        missing.append(current)
        let up = (current as NSString).deletingLastPathComponent
        guard up != current, !up.isEmpty else { break }
        current = up
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
        throw .writeFailed(path: path, reason: "\(current) is not a directory")
    }
    for directory in missing.reversed() where mkdir(directory, 0o777) != 0 && errno != EEXIST {
        throw .writeFailed(path: path, reason: "cannot create the directory \(directory): \(errorText(errno))")
    }
}

/// Whether standard output is a pipe or socket whose reader has gone (a closed `| head`):
/// polling it reports an error condition.
func standardOutputReaderHasGone() -> Bool {
    var descriptor = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
    guard poll(&descriptor, 1, 0) == 1 else { return false }
    return descriptor.revents & Int16(POLLERR) != 0
}

/// `strerror` as a Swift string.
func errorText(_ code: Int32) -> String {
    String(cString: strerror(code))
}
