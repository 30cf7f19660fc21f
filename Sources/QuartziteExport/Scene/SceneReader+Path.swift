import Foundation
import Quartzite

extension SceneReader {
    /// The path operations of the list form.
    static let pathOperations = ["move", "line", "curve", "quadCurve", "arc", "rect", "ellipse", "close"]

    /// A path: SVG path data (`"M 0 0 L 10 0 Z"`) or a list of operations — `{"move": [x, y]}`,
    /// `{"line": [x, y]}`, `{"curve": {"to", "control1", "control2"}}`,
    /// `{"quadCurve": {"to", "control"}}`, `{"arc": {"center", "radius", "startAngle",
    /// "endAngle", "clockwise"}}`, `{"rect": [x, y, w, h]}`, `{"ellipse": [x, y, w, h]}`,
    /// `"close"` — applied as the `CGMutablePath` calls of the same names.
    /// Coordinates beyond ±``SceneLimits/maximumMagnitude`` are refused.
    mutating func path(_ value: SceneValue, at path: String) -> PathData? {
        switch value {
        case .string(let data):
            do {
                let parsed = try PathData(svgPathData: data)
                let box = parsed.boundingBoxOfPath
                let extreme = box.isNull ? 0 : [box.minX, box.minY, box.maxX, box.maxY].map { abs(Double($0)) }.max()!
                guard extreme <= SceneLimits.maximumMagnitude else {
                    report(
                        path,
                        "numbers in a scene lie within ±\(SceneLimits.magnitudeText), found a path coordinate of \(SceneValue.number(extreme).jsonText)")
                    return nil
                }
                return parsed
            } catch {
                report(path, error.description)
                return nil
            }
        case .array(let items):
            let result = CGMutablePath()
            var failed = false
            for (i, item) in items.enumerated() {
                if !append(item, to: result, at: "\(path)[\(i)]") { failed = true }
            }
            return failed ? nil : result.pathData
        default:
            mismatch(path, "a path (SVG path data or a list of operations)", value)
            return nil
        }
    }

    /// Appends one path operation; false after reporting a problem.
    private mutating func append(_ item: SceneValue, to result: CGMutablePath, at path: String) -> Bool {
        if case .string("close") = item {
            result.closeSubpath()
            return true
        }
        guard case .object(let entries) = item, entries.count == 1 else {
            mismatch(path, "one path operation (\"close\" or {\"move\"|\"line\"|\"curve\"|\"quadCurve\"|\"arc\"|\"rect\"|\"ellipse\": …})", item)
            return false
        }
        let key = entries[0].key
        let argument = entries[0].value
        let argumentPath = Self.join(path, key)
        switch key {
        case "move":
            guard let p = point(argument, at: argumentPath) else { return false }
            result.move(to: p)
        case "line":
            guard let p = point(argument, at: argumentPath) else { return false }
            result.addLine(to: p)
        case "rect":
            guard let r = rect(argument, at: argumentPath, nonNegativeSize: false) else { return false }
            result.addRect(r)
        case "ellipse":
            guard let r = rect(argument, at: argumentPath, nonNegativeSize: false) else { return false }
            result.addEllipse(in: r)
        case "curve":
            guard let f = object(argument, at: argumentPath, known: ["to", "control1", "control2"]) else { return false }
            guard let to = requiredPoint(f, "to", argumentPath), let c1 = requiredPoint(f, "control1", argumentPath),
                let c2 = requiredPoint(f, "control2", argumentPath)
            else { return false }
            result.addCurve(to: to, control1: c1, control2: c2)
        case "quadCurve":
            guard let f = object(argument, at: argumentPath, known: ["to", "control"]) else { return false }
            guard let to = requiredPoint(f, "to", argumentPath), let c = requiredPoint(f, "control", argumentPath)
            else { return false }
            result.addQuadCurve(to: to, control: c)
        case "arc":
            let keys = ["center", "radius", "startAngle", "endAngle", "clockwise"]
            guard let f = object(argument, at: argumentPath, known: keys) else { return false }
            guard let center = requiredPoint(f, "center", argumentPath) else { return false }
            var numbers: [Double] = []
            for key in ["radius", "startAngle", "endAngle"] {
                guard let v = f[key] else {
                    missing(key, in: argumentPath)
                    return false
                }
                let n = key == "radius" ? nonNegative(v, at: Self.join(argumentPath, key)) : number(v, at: Self.join(argumentPath, key))
                guard let n else { return false }
                numbers.append(n)
            }
            var clockwise = false
            if let v = f["clockwise"] {
                guard let b = bool(v, at: Self.join(argumentPath, "clockwise")) else { return false }
                clockwise = b
            }
            result.addArc(center: center, radius: numbers[0], startAngle: numbers[1], endAngle: numbers[2], clockwise: clockwise)
        default:
            reportUnknownKey(key, at: argumentPath, known: Self.pathOperations, noun: "path operation")
            return false
        }
        return true
    }

    /// The point under `key` of an operation's fields, reporting it missing or malformed.
    private mutating func requiredPoint(_ fields: [String: SceneValue], _ key: String, _ path: String) -> CGPoint? {
        guard let v = fields[key] else {
            missing(key, in: path)
            return nil
        }
        return point(v, at: Self.join(path, key))
    }
}
