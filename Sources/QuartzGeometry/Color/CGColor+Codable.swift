extension CGColor: Codable {
    /// Decodes a colour written as a hex string (`"#RGB"`, `"#RRGGBB"`, `"#RRGGBBAA"`), as an
    /// array `[r, g, b, a]` of components 0…1, or as `[gray, alpha]` (a gray colour), the
    /// forms of the scene format. Throws `DecodingError.dataCorrupted` naming the problem.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let string = try? container.decode(String.self) {
            do {
                self = try CGColor(validatingHexString: string)
            } catch {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: error.description)
            }
            return
        }
        guard let values = try? container.decode([Double].self) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "expected a color \"#RRGGBB\" or [r, g, b, a] with components 0…1")
        }
        guard values.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "color components must be numbers in 0…1")
        }
        switch values.count {
        case 4:
            self.init(red: values[0], green: values[1], blue: values[2], alpha: values[3])
        case 2:
            self.init(gray: values[0], alpha: values[1])
        default:
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "expected 4 color components [r, g, b, a], found \(values.count)")
        }
    }

    /// Encodes the colour as `[r, g, b, a]`, or `[gray, alpha]` for a gray colour.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if isGray {
            try container.encode([Double(red), Double(alpha)])
        } else {
            try container.encode([Double(red), Double(green), Double(blue), Double(alpha)])
        }
    }
}
