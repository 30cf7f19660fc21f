import Foundation
import Quartzite

extension SceneReader {
    /// How each key of an emitter cell object is read: Apple's `CAEmitterCell` property names.
    static let emitterCellKeys: [(key: String, kind: SceneValueKind)] = [
        ("name", .string), ("isEnabled", .bool), ("birthRate", .number), ("lifetime", .number),
        ("lifetimeRange", .number), ("emissionLongitude", .number), ("emissionLatitude", .number),
        ("emissionRange", .number), ("velocity", .number), ("velocityRange", .number), ("xAcceleration", .number),
        ("yAcceleration", .number), ("zAcceleration", .number), ("scale", .number), ("scaleRange", .number),
        ("scaleSpeed", .number), ("spin", .number), ("spinRange", .number), ("color", .color), ("redRange", .number),
        ("greenRange", .number), ("blueRange", .number), ("alphaRange", .number), ("redSpeed", .number),
        ("greenSpeed", .number), ("blueSpeed", .number), ("alphaSpeed", .number), ("contents", .image),
        ("contentsRect", .rect(nonNegativeSize: false)), ("contentsScale", .number),
        ("minificationFilter", .name(["linear", "nearest", "trilinear"])),
        ("magnificationFilter", .name(["linear", "nearest", "trilinear"])), ("beginTime", .number),
        ("duration", .number), ("emitterCells", .emitterCells),
    ]

    /// Cell keys whose numbers must not be negative, and those that must be positive.
    static let nonNegativeCellKeys: Set<String> = ["birthRate", "lifetime", "duration", "beginTime"]
    static let positiveCellKeys: Set<String> = ["contentsScale"]

    /// The deepest nesting of `emitterCells` a scene may have.
    static let maximumCellDepth = 8

    /// An array of emitter cell objects (with their own `emitterCells`), frozen into the list
    /// an emitter layer's `emitterCells` takes; nil after reporting problems.
    mutating func emitterCells(_ value: SceneValue, at path: String, depth: Int = 1) -> EmitterCellList? {
        guard depth <= Self.maximumCellDepth else {
            report(path, "emitter cells nest deeper than \(Self.maximumCellDepth) levels")
            return nil
        }
        let cells = array(value, at: path, what: "an array of emitter cells") { reader, item, itemPath in
            reader.emitterCell(item, at: itemPath, depth: depth)
        }
        return cells.map(EmitterCellList.init)
    }

    /// One emitter cell object; nil after reporting problems.
    private mutating func emitterCell(_ value: SceneValue, at path: String, depth: Int) -> CAEmitterCell? {
        let known = Self.emitterCellKeys.map(\.key)
        guard let fields = object(value, at: path, known: known, what: "an emitter cell object") else { return nil }
        let cell = CAEmitterCell()
        var failed = false
        for (key, kind) in Self.emitterCellKeys {
            guard let v = fields[key] else { continue }
            let keyPath = Self.join(path, key)
            if key == "emitterCells" {
                guard let list = emitterCells(v, at: keyPath, depth: depth + 1) else {
                    failed = true
                    continue
                }
                cell.emitterCells = list.objects
                continue
            }
            let read: AnimationValue?
            if Self.nonNegativeCellKeys.contains(key) {
                read = nonNegative(v, at: keyPath).map { .number($0) }
            } else if Self.positiveCellKeys.contains(key) {
                read = nonNegative(v, at: keyPath, strictly: true).map { .number($0) }
            } else {
                read = self.value(v, at: keyPath, kind: kind)
            }
            guard let read else {
                failed = true
                continue
            }
            Self.set(read, forKey: key, of: cell)
        }
        return failed ? nil : cell
    }

    /// Sets a value read for cell key `key`.
    private static func set(_ value: AnimationValue, forKey key: String, of cell: CAEmitterCell) {
        switch (key, value) {
        case ("name", .other(let o)): cell.name = o.base as? String
        case ("isEnabled", .bool(let b)): cell.isEnabled = b
        case ("color", .color(let c)): cell.color = c
        case ("contents", .other(let o)): cell.contents = o.base
        case ("contentsRect", .rect(let r)): cell.contentsRect = r
        case ("minificationFilter", .other(let o)): cell.minificationFilter = o.base as? String ?? "linear"
        case ("magnificationFilter", .other(let o)): cell.magnificationFilter = o.base as? String ?? "linear"
        case (_, .number(let n)): setNumber(n, forKey: key, of: cell)
        default: break
        }
    }

    private static func setNumber(_ n: Double, forKey key: String, of cell: CAEmitterCell) {
        let f = Float(n)
        let g = CGFloat(n)
        switch key {
        case "birthRate": cell.birthRate = f
        case "lifetime": cell.lifetime = f
        case "lifetimeRange": cell.lifetimeRange = f
        case "emissionLongitude": cell.emissionLongitude = g
        case "emissionLatitude": cell.emissionLatitude = g
        case "emissionRange": cell.emissionRange = g
        case "velocity": cell.velocity = g
        case "velocityRange": cell.velocityRange = g
        case "xAcceleration": cell.xAcceleration = g
        case "yAcceleration": cell.yAcceleration = g
        case "zAcceleration": cell.zAcceleration = g
        case "scale": cell.scale = g
        case "scaleRange": cell.scaleRange = g
        case "scaleSpeed": cell.scaleSpeed = g
        case "spin": cell.spin = g
        case "spinRange": cell.spinRange = g
        case "redRange": cell.redRange = f
        case "greenRange": cell.greenRange = f
        case "blueRange": cell.blueRange = f
        case "alphaRange": cell.alphaRange = f
        case "redSpeed": cell.redSpeed = f
        case "greenSpeed": cell.greenSpeed = f
        case "blueSpeed": cell.blueSpeed = f
        case "alphaSpeed": cell.alphaSpeed = f
        case "contentsScale": cell.contentsScale = g
        case "beginTime": cell.beginTime = n
        case "duration": cell.duration = n
        default: break
        }
    }
}
