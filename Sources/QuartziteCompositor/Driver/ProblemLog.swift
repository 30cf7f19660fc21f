import Foundation

/// The problems a renderer met (content it could not draw, passes beyond its limits), each
/// logged once per renderer on standard error so gaps are visible (STYLE 4).
package final class ProblemLog {
    /// Who logs: the prefix of each line on standard error.
    let source: String
    private var seen = Set<String>()
    /// The messages logged so far, in order, each once.
    package private(set) var messages: [String] = []

    private let writesToStandardError: Bool

    /// Creates an empty log whose lines start with `source`; with `writesToStandardError`
    /// false it only collects the messages.
    package init(source: String, writesToStandardError: Bool = true) {
        self.source = source
        self.writesToStandardError = writesToStandardError
    }

    /// Logs `message` followed by `consequence` once (later calls with the same message do nothing).
    package func log(_ message: String, consequence: String = "drawn magenta") {
        guard seen.insert(message).inserted else { return }
        messages.append(message)
        guard writesToStandardError else { return }
        let tail = consequence.isEmpty ? "" : "; \(consequence)"
        FileHandle.standardError.write(Data("\(source): \(message)\(tail)\n".utf8))
    }
}
