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
        ("magnificationFilter", .name(["linear", "nearest", "trilinear"])), ("minificationFilterBias", .number),
        ("beginTime", .number), ("duration", .number), ("speed", .number), ("timeOffset", .number),
        ("repeatCount", .number), ("repeatDuration", .number), ("emitterCells", .emitterCells),
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
            // The cell's own key-value coding (`enabled` is `isEnabled`'s key).
            cell.setValue(read.anyValue, forKey: key == "isEnabled" ? "enabled" : key)
        }
        return failed ? nil : cell
    }
}
