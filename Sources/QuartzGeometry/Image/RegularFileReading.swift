#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reads whole input files (scene files, images) for the package, refusing what is not a
/// regular file with a reason a person can act on: Foundation's readers block forever on a
/// FIFO, read `/dev/zero` until memory runs out, and report a directory, a device or a loop of
/// symbolic links as "You don't have permission" or "NSCocoaErrorDomain error 256".
package enum RegularFile {
    /// Why a file could not be read, as a phrase: "it is a directory".
    package struct Failure: Error, Sendable {
        package let reason: String
    }

    /// The bytes of the regular file at `path`, at most `maximumBytes` of them. The file is
    /// opened without blocking and checked after opening (so it cannot be swapped for a FIFO
    /// between a check and the read).
    package static func contents(of path: String, maximumBytes: Int) throws(Failure) -> Data {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(reason: reason(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure(reason: reason(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Failure(reason: "it is a directory, not a file")
        default: throw Failure(reason: "it is not a regular file (a device, FIFO or socket)")
        }
        let size = Int(info.st_size)
        guard size <= maximumBytes else {
            throw Failure(reason: "it is \(size) bytes, more than the \(maximumBytes) allowed")
        }
        // Read to the end (the size may have changed since fstat), never past the limit.
        var data = Data(count: size + 1)
        var filled = 0
        while true {
            if filled == data.count {
                guard data.count <= maximumBytes else {
                    throw Failure(reason: "it grew past the \(maximumBytes) bytes allowed while being read")
                }
                data.count = min(maximumBytes + 1, data.count * 2)
            }
            let n = data.withUnsafeMutableBytes { buffer in
                read(fd, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw Failure(reason: reason(errno))
            }
            if n == 0 { break }
            filled += n
        }
        data.count = filled
        return data
    }

    /// The phrase for an `open`/`read` error number.
    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied"
        case ELOOP: return "too many levels of symbolic links (a link loop?)"
        case ENOTDIR: return "a component of the path is not a directory"
        case EISDIR: return "it is a directory, not a file"
        default: return String(cString: strerror(code)).lowercased()
        }
    }
}
