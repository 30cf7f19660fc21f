extension CGColor {
    /// Reads a colour written `#RGB`, `#RRGGBB` or `#RRGGBBAA` (hexadecimal digits in either
    /// case; `#RGB` doubles each digit, so `#F80` is `#FF8800`; without alpha digits the colour
    /// is opaque). Returns nil for anything else; `init(validatingHexString:)` says why.
    public init?(hexString: String) {
        guard let color = try? CGColor(validatingHexString: hexString) else { return nil }
        self = color
    }

    /// Reads a colour written `#RGB`, `#RRGGBB` or `#RRGGBBAA` (see `init?(hexString:)`),
    /// throwing a `ColorHexError` that names the problem when the string is not one of these.
    public init(validatingHexString string: String) throws(ColorHexError) {
        var digits: [UInt8] = []
        digits.reserveCapacity(8)
        var offset = 0
        var sawHash = false
        for c in string {
            if offset == 0 {
                guard c == "#" else { throw ColorHexError(input: string, reason: .missingHash) }
                sawHash = true
            } else {
                guard let v = c.hexDigitValue, c.isASCII else {
                    throw ColorHexError(input: string, reason: .invalidDigit(c, offset: offset))
                }
                digits.append(UInt8(v))
            }
            offset += 1
        }
        guard sawHash else { throw ColorHexError(input: string, reason: .missingHash) }
        func pair(_ i: Int) -> CGFloat { CGFloat(digits[i] * 16 + digits[i + 1]) / 255 }
        func single(_ i: Int) -> CGFloat { CGFloat(digits[i] * 17) / 255 }
        switch digits.count {
        case 3:
            self.init(red: single(0), green: single(1), blue: single(2), alpha: 1)
        case 6:
            self.init(red: pair(0), green: pair(2), blue: pair(4), alpha: 1)
        case 8:
            self.init(red: pair(0), green: pair(2), blue: pair(4), alpha: pair(6))
        default:
            throw ColorHexError(input: string, reason: .invalidLength(digits: digits.count))
        }
    }

    /// The colour written `#RRGGBBAA` in upper-case hexadecimal (channels rounded as in
    /// `rgba8`), which `init(hexString:)` reads back.
    public var hexString: String {
        let (r, g, b, a) = rgba8
        var s = "#"
        for byte in [r, g, b, a] {
            let hex = String(byte, radix: 16, uppercase: true)
            if hex.count == 1 { s += "0" }
            s += hex
        }
        return s
    }
}
