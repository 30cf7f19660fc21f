extension PathData {
    /// Reads SVG path data (the `d` attribute; SVG 1.1 grammar): M m L l H h V v C c S s Q q
    /// T t A a Z z, absolute and relative, implicit repeated commands (extra pairs after M are
    /// lines), numbers such as `1e-3`, `.5.5` (two numbers), `-1-2`, commas or whitespace
    /// between arguments, and arc flags written without separators (`a1 1 0 00 1 1`). Arcs
    /// become cubic Béziers. Empty or all-whitespace data gives an empty path. Throws an
    /// `SVGPathError` with the offset and what was expected.
    public init(svgPathData string: String) throws(SVGPathError) {
        var parser = SVGPathParser(bytes: Array(string.utf8))
        self = try parser.parse()
    }
}

extension CGPath {
    /// A path read from SVG path data (see `PathData.init(svgPathData:)`).
    public convenience init(svgPathData string: String) throws(SVGPathError) {
        self.init(pathData: try PathData(svgPathData: string))
    }
}

/// Recursive-descent reader over the UTF-8 bytes of SVG path data.
struct SVGPathParser {
    let bytes: [UInt8]
    var i = 0
    var path = PathData()

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x0C {
            i += 1
        }
    }

    mutating func skipSeparator() {
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: ",") {
            i += 1
            skipSpace()
        }
    }

    /// Whether a number can start here (after separators were skipped).
    func atNumber() -> Bool {
        guard i < bytes.count else { return false }
        let c = bytes[i]
        return (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
    }

    mutating func number(after command: UInt8) throws(SVGPathError) -> CGFloat {
        let expected = "expected a number after '\(Character(Unicode.Scalar(command)))'"
        let start = i
        var j = i
        func isDigit(_ k: Int) -> Bool { k < bytes.count && bytes[k] >= 0x30 && bytes[k] <= 0x39 }
        if j < bytes.count, bytes[j] == UInt8(ascii: "-") || bytes[j] == UInt8(ascii: "+") { j += 1 }
        var digits = 0
        while isDigit(j) { j += 1; digits += 1 }
        if j < bytes.count, bytes[j] == UInt8(ascii: ".") {
            j += 1
            while isDigit(j) { j += 1; digits += 1 }
        }
        guard digits > 0 else { throw SVGPathError(offset: start, expected: expected) }
        if j < bytes.count, bytes[j] == UInt8(ascii: "e") || bytes[j] == UInt8(ascii: "E") {
            var k = j + 1
            if k < bytes.count, bytes[k] == UInt8(ascii: "-") || bytes[k] == UInt8(ascii: "+") { k += 1 }
            if isDigit(k) {
                while isDigit(k) { k += 1 }
                j = k
            }
        }
        let text = String(decoding: bytes[start..<j], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw SVGPathError(offset: start, expected: "expected a finite number after '\(Character(Unicode.Scalar(command)))'")
        }
        i = j
        skipSeparator()
        return CGFloat(value)
    }

    mutating func flag(after command: UInt8) throws(SVGPathError) -> Bool {
        guard i < bytes.count, bytes[i] == UInt8(ascii: "0") || bytes[i] == UInt8(ascii: "1") else {
            throw SVGPathError(offset: i, expected: "expected a flag (0 or 1) after '\(Character(Unicode.Scalar(command)))'")
        }
        let value = bytes[i] == UInt8(ascii: "1")
        i += 1
        skipSeparator()
        return value
    }

    mutating func parse() throws(SVGPathError) -> PathData {
        skipSpace()
        var command: UInt8 = 0
        var lastControl: CGPoint? = nil  // reflected for S/T
        var lastWasCubic = false, lastWasQuad = false
        var first = true
        while i < bytes.count {
            let c = bytes[i]
            let commandOffset = i
            if Self.isCommand(c) {
                command = c
                i += 1
                skipSpace()
            } else if command == 0 || !atNumber() {
                let found = Character(Unicode.Scalar(c))
                throw SVGPathError(offset: i, expected: first
                    ? "expected 'M' or 'm' at the start of path data, found '\(found)'"
                    : "expected a command letter or a number, found '\(found)'")
            } else if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                throw SVGPathError(offset: i, expected: "expected a command letter after 'Z'")
            }
            if first && command != UInt8(ascii: "M") && command != UInt8(ascii: "m") {
                throw SVGPathError(offset: commandOffset, expected: "expected 'M' or 'm' at the start of path data")
            }
            first = false
            let relative = command >= UInt8(ascii: "a")
            let cur = path.currentPoint ?? .zero
            func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
                relative ? CGPoint(x: cur.x + x, y: cur.y + y) : CGPoint(x: x, y: y)
            }
            var isCubic = false, isQuad = false
            switch command | 0x20 {  // lower-case
            case UInt8(ascii: "m"):
                let x = try number(after: command), y = try number(after: command)
                path.move(to: pt(x, y))
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")  // implicit lines follow
            case UInt8(ascii: "l"):
                let x = try number(after: command), y = try number(after: command)
                path.addLine(to: pt(x, y))
            case UInt8(ascii: "h"):
                let x = try number(after: command)
                path.addLine(to: CGPoint(x: relative ? cur.x + x : x, y: cur.y))
            case UInt8(ascii: "v"):
                let y = try number(after: command)
                path.addLine(to: CGPoint(x: cur.x, y: relative ? cur.y + y : y))
            case UInt8(ascii: "c"):
                let c1 = pt(try number(after: command), try number(after: command))
                let c2 = pt(try number(after: command), try number(after: command))
                let e = pt(try number(after: command), try number(after: command))
                path.addCurve(to: e, control1: c1, control2: c2)
                lastControl = c2
                isCubic = true
            case UInt8(ascii: "s"):
                let c1 = lastWasCubic ? reflect(lastControl, about: cur) : cur
                let c2 = pt(try number(after: command), try number(after: command))
                let e = pt(try number(after: command), try number(after: command))
                path.addCurve(to: e, control1: c1, control2: c2)
                lastControl = c2
                isCubic = true
            case UInt8(ascii: "q"):
                let c1 = pt(try number(after: command), try number(after: command))
                let e = pt(try number(after: command), try number(after: command))
                path.addQuadCurve(to: e, control: c1)
                lastControl = c1
                isQuad = true
            case UInt8(ascii: "t"):
                let c1 = lastWasQuad ? reflect(lastControl, about: cur) : cur
                let e = pt(try number(after: command), try number(after: command))
                path.addQuadCurve(to: e, control: c1)
                lastControl = c1
                isQuad = true
            case UInt8(ascii: "a"):
                let rx = try number(after: command), ry = try number(after: command)
                let rotation = try number(after: command)
                let large = try flag(after: command), sweep = try flag(after: command)
                let e = pt(try number(after: command), try number(after: command))
                path.appendSVGArc(radii: CGPoint(x: rx, y: ry), xAxisRotation: rotation, largeArc: large, sweep: sweep, to: e)
            default:  // z
                path.closeSubpath()
                skipSeparator()
            }
            lastWasCubic = isCubic
            lastWasQuad = isQuad
        }
        return path
    }

    /// `control` mirrored through `point` (the implied control point of S and T).
    func reflect(_ control: CGPoint?, about point: CGPoint) -> CGPoint {
        guard let control else { return point }
        return CGPoint(x: 2 * point.x - control.x, y: 2 * point.y - control.y)
    }

    static func isCommand(_ c: UInt8) -> Bool {
        switch c | 0x20 {
        case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"),
            UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"),
            UInt8(ascii: "a"), UInt8(ascii: "z"):
            return true
        default:
            return false
        }
    }
}
