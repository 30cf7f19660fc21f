/// Why SVG path data could not be read: the UTF-8 byte offset where reading stopped (equal to
/// the character offset for ASCII path data) and what was expected there. Its description
/// reads `invalid path data at offset 12: expected a number after 'L'`.
public struct SVGPathError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Offset of the offending character from the start of the string, 0-based.
    public let offset: Int
    /// What was expected, e.g. `expected a number after 'L'`.
    public let expected: String

    /// Creates an error.
    public init(offset: Int, expected: String) {
        self.offset = offset
        self.expected = expected
    }

    /// `invalid path data at offset N: <expected>`.
    public var description: String { "invalid path data at offset \(offset): \(expected)" }
}
