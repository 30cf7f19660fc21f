import Foundation
import QuartzGeometry

extension RenderPlan {
    /// A stable, line-oriented text description of the plan for tests and debugging: a header,
    /// the texture table (sizes), the drawing table (command counts), then each pass (`cached` when it has a cache key) with its
    /// quads and the shared states they use.
    /// Numbers print with up to 6 significant digits (`-0` as `0`), so the dump is the same on
    /// every platform.
    public var textDump: String {
        var out = "plan passes=\(passes.count) quads=\(quads.count) states=\(sharedStates.count)"
        out += " textures=\(textures.count)\n"
        for (i, image) in textures.enumerated() {
            out += "texture \(i) \(image.width)x\(image.height)\n"
        }
        for (i, drawing) in drawings.enumerated() {
            out += "drawing \(i) \(drawing.commands.count) commands\n"
        }
        for (p, pass) in passes.enumerated() {
            out += "pass \(p) \(pass.purpose.rawValue) \(pass.size.width)x\(pass.size.height)"
            out += " clear=\(Self.dump(pass.clearColor))"
            if pass.blurSigma > 0 { out += " blur=\(Self.number(pass.blurSigma))" }
            // Only whether a key is set: versions differ from run to run.
            if pass.cacheKey != nil { out += " cached" }
            out += " quads=\(pass.quadRange.lowerBound)..<\(pass.quadRange.upperBound)\n"
            var lastState = -1
            for q in pass.quadRange {
                let quad = quads[q]
                if quad.sharedStateIndex != lastState, sharedStates.indices.contains(quad.sharedStateIndex) {
                    lastState = quad.sharedStateIndex
                    out += "  state \(lastState) \(Self.dump(sharedStates[lastState]))\n"
                }
                out += "    quad \(q) \(Self.dump(quad))\n"
            }
        }
        return out
    }

    static func number(_ v: Double) -> String {
        if v == 0 { return "0" }
        return String(format: "%.6g", v)
    }

    static func dump(_ c: PremultipliedColor) -> String {
        "(\(number(Double(c.red))),\(number(Double(c.green))),\(number(Double(c.blue))),\(number(Double(c.alpha))))"
    }

    static func dump(_ r: CGRect) -> String {
        "(\(number(r.origin.x)),\(number(r.origin.y)),\(number(r.size.width)),\(number(r.size.height)))"
    }

    static func dump(_ filter: TextureFilter) -> String {
        switch filter {
        case .nearest: "nearest"
        case .linear: "linear"
        case .trilinear: "trilinear"
        }
    }

    static func dump(_ s: SharedQuadState) -> String {
        let t = s.transform
        let rows = [
            [t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24],
            [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44],
        ]
        let matrix = rows.map { $0.map { number(Double($0)) }.joined(separator: " ") }.joined(separator: "; ")
        var out = "matrix=[\(matrix)] opacity=\(number(Double(s.opacity)))"
        out += " aa=\(s.edgeAntialiasing.rawValue)"
        if let r = s.clip.scissor { out += " scissor=(\(r.x),\(r.y),\(r.width),\(r.height))" }
        if let m = s.clip.maskPass {
            out += " mask=pass\(m)"
            if s.clip.maskChannel != .alpha { out += " maskChannel=\(s.clip.maskChannel)" }
        }
        return out
    }

    static func dump(_ q: DrawQuad) -> String {
        var out = "state=\(q.sharedStateIndex) rect=\(dump(q.rect))"
        switch q.content {
        case .solid(let c): out += " solid\(dump(c))"
        case .texture(let i, let f): out += " texture\(i) \(dump(f)) uv=\(dump(q.uvRect))"
        case .tintedTexture(let i, let t, let f): out += " texture\(i) \(dump(f)) tint=\(dump(t)) uv=\(dump(q.uvRect))"
        case .pass(let i, let f): out += " pass\(i) \(dump(f)) uv=\(dump(q.uvRect))"
        case .passAlpha(let i, let c, let f):
            out += " passAlpha\(i) \(dump(f)) color=\(dump(c)) uv=\(dump(q.uvRect))"
        case .passMix(let a, let b, let p, let f):
            out += " passMix\(a),\(b) \(dump(f)) progress=\(p) uv=\(dump(q.uvRect))"
        case .drawing(let i): out += " drawing\(i)"
        }
        if q.opacity != 1 { out += " opacity=\(number(Double(q.opacity)))" }
        if q.blendMode != .normal { out += " blend=\(q.blendMode)" }
        if q.cornerRadius > 0 {
            out += " radius=\(number(q.cornerRadius)) corners=\(q.maskedCorners.rawValue)"
            if q.cornerCurve == .continuous { out += " continuous" }
        }
        if q.borderWidth > 0 { out += " border=\(number(q.borderWidth)) \(dump(q.borderColor))" }
        if let n = q.ninePart {
            let i = n.insets
            out += " ninePart center=\(dump(n.center)) insets=(\(number(i.left)),\(number(i.top)),"
            out += "\(number(i.right)),\(number(i.bottom)))"
        }
        return out
    }
}
