import Foundation

/// Writes `text` and a newline to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// Whether standard error is a terminal (progress is shown only there).
var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
