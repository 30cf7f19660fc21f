/// A file name pattern with one printf-style integer conversion (`%d`, `%5d` or `%05d`), as
/// ffmpeg's image sequences use: `frames/%05d.png` names frame 7 `frames/00007.png`. `%%`
/// stands for a literal percent sign.
public struct FrameNamePattern: Sendable, Hashable, CustomStringConvertible {
    /// The text before the conversion (with `%%` already turned into `%`).
    public let prefix: String
    /// The text after the conversion (with `%%` already turned into `%`).
    public let suffix: String
    /// The minimum number of digits (0 or 1: as many as needed).
    public let width: Int
    /// Whether the number is padded with zeros rather than spaces.
    public let zeroPadded: Bool

    /// Creates a pattern from its parts: `prefix`, the number padded to `width` digits (with
    /// zeros when `zeroPadded`, else spaces), `suffix`.
    public init(prefix: String, width: Int, zeroPadded: Bool, suffix: String) {
        self.prefix = prefix
        self.width = max(0, width)
        self.zeroPadded = zeroPadded
        self.suffix = suffix
    }

    /// Parses `pattern`; nil unless it holds exactly one integer conversion and no other `%`
    /// conversion.
    public init?(_ pattern: String) {
        var before = ""
        var after = ""
        var found: (width: Int, zero: Bool)?
        var characters = Array(pattern)[...]
        while let c = characters.popFirst() {
            guard c == "%" else {
                if found == nil { before.append(c) } else { after.append(c) }
                continue
            }
            if characters.first == "%" {
                characters.removeFirst()
                if found == nil { before.append("%") } else { after.append("%") }
                continue
            }
            guard found == nil else { return nil }
            var zero = false
            if characters.first == "0" {
                zero = true
                characters.removeFirst()
            }
            var digits = ""
            while let d = characters.first, d.isASCII, d.isNumber {
                digits.append(d)
                characters.removeFirst()
            }
            guard characters.popFirst() == "d", digits.count <= 2 else { return nil }
            found = (Int(digits) ?? 0, zero)
        }
        guard let found else { return nil }
        prefix = before
        suffix = after
        width = found.width
        zeroPadded = found.zero
    }

    /// Whether `text` contains a `%` conversion (so it is meant as a pattern).
    public static func looksLikePattern(_ text: String) -> Bool {
        text.replacingOccurrences(of: "%%", with: "").contains("%")
    }

    /// The file name of frame `number`.
    public func name(for number: Int) -> String {
        var digits = String(number.magnitude)
        let sign = number < 0 ? "-" : ""
        let padding = max(0, width - digits.count - sign.count)
        if zeroPadded {
            digits = sign + String(repeating: "0", count: padding) + digits
        } else {
            digits = String(repeating: " ", count: padding) + sign + digits
        }
        return prefix + digits + suffix
    }

    /// The pattern in printf form.
    public var description: String {
        let escape = { (s: String) in s.replacingOccurrences(of: "%", with: "%%") }
        let conversion = "%" + (zeroPadded ? "0" : "") + (width > 0 ? String(width) : "") + "d"
        return escape(prefix) + conversion + escape(suffix)
    }
}
