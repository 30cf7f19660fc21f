/// Why a hexadecimal colour string (`#RGB`, `#RRGGBB`, `#RRGGBBAA`) could not be read.
/// The description names the problem, e.g.
/// `invalid color "#12G": 'G' at offset 3 is not a hexadecimal digit`.
public struct ColorHexError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong.
    public enum Reason: Sendable, Equatable {
        /// The string does not start with `#`.
        case missingHash
        /// The number of hexadecimal digits after `#` is not 3, 6 or 8.
        case invalidLength(digits: Int)
        /// The character at `offset` (in characters from the start of the string, `#` is 0)
        /// is not a hexadecimal digit.
        case invalidDigit(Character, offset: Int)
    }

    /// The string that was read.
    public let input: String
    /// What was wrong with it.
    public let reason: Reason

    /// Creates an error for `input`.
    public init(input: String, reason: Reason) {
        self.input = input
        self.reason = reason
    }

    /// A one-line message naming the input and the problem.
    public var description: String {
        let quoted = "invalid color \"\(input)\": "
        switch reason {
        case .missingHash:
            return quoted + "expected '#' followed by 3, 6 or 8 hexadecimal digits"
        case .invalidLength(let n):
            return quoted + "expected 3, 6 or 8 hexadecimal digits after '#', found \(n)"
        case .invalidDigit(let c, let offset):
            return quoted + "'\(c)' at offset \(offset) is not a hexadecimal digit"
        }
    }
}
