import Foundation
import Quartzite

/// Reads a Lottie JSON document into the typed model, reporting what it uses that Quartzite
/// does not draw. Errors name the JSON path of the value at fault.
struct DocumentReader {
    /// After Effects' expression control effects (`mn` of an effect group, `ty` 5).
    static let expressionControls: Set<String> = [
        "ADBE Slider Control", "ADBE Checkbox Control", "ADBE Color Control", "ADBE Point Control",
        "ADBE Point3D Control", "ADBE Angle Control", "ADBE Layer Control", "ADBE Dropdown Control",
    ]

    let log: UnsupportedFeatureLog
    /// The bytes of an external image (`u` directory, `p` name), or nil when there is none;
    /// nil: only embedded images are read (each external one is reported).
    let imageData: ((_ directory: String, _ name: String) throws -> Data?)?
    var values: AnimatedValueReader { AnimatedValueReader(log: log) }

    func read(_ root: JSONNode) throws(LottieError) -> LottieDocument {
        for key in ["v", "fr", "ip", "op", "layers"] where !root.has(key) {
            throw root.error("missing required key \"\(key)\" (a Lottie file has v, fr, ip, op, w, h and layers)")
        }
        let frameRate = try root.number("fr")
        guard frameRate >= LottieLimits.minimumFrameRate, frameRate <= LottieLimits.maximumFrameRate else {
            throw root.error(
                at: "fr",
                "the frame rate must be \(LottieLimits.minimumFrameRate) to \(Int(LottieLimits.maximumFrameRate)) frames per second, found \(frameRate)")
        }
        let inPoint = try root.number("ip"), outPoint = try root.number("op")
        guard outPoint > inPoint else {
            throw root.error(at: "op", "the out point (\(outPoint)) must come after the in point (\(inPoint))")
        }
        guard outPoint - inPoint <= Double(LottieLimits.maximumFrames) else {
            throw root.error(
                at: "op", "the animation is \(outPoint - inPoint) frames long (ip \(inPoint) to op \(outPoint)); at most \(LottieLimits.maximumFrames)")
        }
        let width = try root.number("w"), height = try root.number("h")
        guard width > 0, height > 0 else { throw root.error("the size (w × h) must be positive, found \(width) × \(height)") }

        var assets: [String: LottieAsset] = [:]
        if let assetArray = try root.optional("assets") {
            for asset in try assetArray.array() {
                guard let id = try asset.required("id").stringOrNumber() else { continue }
                if asset.has("layers") {
                    assets[id] = .precomposition(layers: try layers(asset.required("layers")), path: asset.path)
                } else if asset.has("p") {
                    assets[id] = .image(try image(asset))
                }
            }
        }
        var markers: [LottieMarker] = []
        if let markerArray = try root.optional("markers") {
            for marker in try markerArray.array() {
                markers.append(
                    LottieMarker(
                        name: try marker.string("cm") ?? "", frame: try marker.number("tm"),
                        duration: try marker.number("dr", default: 0)))
            }
        }
        let fonts = try fonts(root.optional("fonts")), glyphs = try glyphs(root.optional("chars"))
        var document = LottieDocument(
            version: try root.optional("v")?.stringOrNumber() ?? "", name: try root.string("nm"), frameRate: frameRate,
            inPoint: inPoint, outPoint: outPoint, width: width, height: height,
            layers: try layers(root.required("layers")), assets: assets, markers: markers)
        (document.fonts, document.glyphs) = (fonts, glyphs)
        return document
    }

    // MARK: Assets

    private func image(_ asset: JSONNode) throws(LottieError) -> LottieImageAsset {
        let name = try asset.required("p").string()
        // A data URI is embedded whatever `e` says (lottie-ios decides by the prefix); `e: 1` with a
        // plain name is a path of its own (lottie-web's rule), not under `u`.
        let directory = try asset.bool("e") ? "" : try asset.string("u") ?? ""
        var image: CGImage?
        if name.hasPrefix("data:") {
            guard let comma = name.firstIndex(of: ","), name[..<comma].hasSuffix(";base64"),
                let data = Data(base64Encoded: String(name[name.index(after: comma)...]), options: .ignoreUnknownCharacters)
            else { throw asset.error(at: "p", "expected a base64 data URI (data:image/png;base64,…)") }
            image = decodeImage(data)
            if image == nil { log.report("an image that is not PNG or JPEG", at: asset.path("p")) }
        } else if let imageData {
            do {
                if let data = try imageData(directory, name) {
                    image = decodeImage(data)
                    if image == nil { log.report("an image that is not PNG or JPEG", at: asset.path("p")) }
                } else {
                    log.report("a missing image file (\(directory)\(name))", at: asset.path("p"))
                }
            } catch {
                log.report("an unreadable image file (\(directory)\(name): \(error))", at: asset.path("p"))
            }
        } else {
            log.report("an external image file (\(directory)\(name)) with no directory to look in", at: asset.path("p"))
        }
        return LottieImageAsset(
            width: try asset.number("w", default: Double(image?.width ?? 0)),
            height: try asset.number("h", default: Double(image?.height ?? 0)), image: image, path: asset.path)
    }

    private func decodeImage(_ data: Data) -> CGImage? {
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return try? CGImage(pngData: data) }
        if data.starts(with: [0xFF, 0xD8]) { return try? CGImage(jpegData: data) }
        return nil
    }

    // MARK: Layers

    private func layers(_ node: JSONNode) throws(LottieError) -> [LottieLayerModel] {
        var result: [LottieLayerModel] = []
        for layer in try node.array() { result.append(try self.layer(layer)) }
        return result
    }

    private func layer(_ node: JSONNode) throws(LottieError) -> LottieLayerModel {
        guard node.object != nil else { throw node.error("expected a layer object, found \(node.kind)") }
        let type = try node.integer("ty")
        let kind: LottieLayerModel.Kind
        switch type {
        case 0:
            kind = .precomposition(
                referenceID: try node.required("refId").stringOrNumber() ?? "", width: try node.number("w", default: 0),
                height: try node.number("h", default: 0))
        case 1:
            let colorNode = try node.required("sc")
            let color = try Self.hexColor(colorNode) ?? {
                // lottie-ios draws a colour it cannot read as black; so does Quartzite, and says so.
                log.report("a solid colour that is not #RRGGBB (drawn black)", at: colorNode.path)
                return CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            }()
            kind = .solid(color: color, width: try node.number("sw"), height: try node.number("sh"))
        case 2: kind = .image(referenceID: try node.required("refId").stringOrNumber() ?? "")
        case 3: kind = .null
        case 4: kind = .shape(try shapeItems(node.optional("shapes")))
        case 5: kind = .text(try text(node.required("t")))
        case 13: kind = .unsupported(type: 13)  // a camera: draws nothing, read below
        default:
            let names = [6: "audio layers", 7: "video placeholder layers",
                         8: "image sequence layers", 9: "video layers", 10: "image placeholder layers", 11: "guide layers",
                         12: "adjustment layers", 15: "data layers"]
            log.report(names[type] ?? "layer type \(type)", at: node.path("ty"))
            kind = .unsupported(type: type)
        }
        var masks: [LottieMask] = []
        if let list = try node.optional("masksProperties") {
            for mask in try list.array() {
                // Feather (`f`, a blur of the mask's edge in x and y): lottie-ios draws masks sharp too.
                if try mask.string("mode") != "n", let feather = try mask.optional("f") {
                    let f = try values.vector(feather)
                    if f.isAnimated || f.initialValue.contains(where: { $0 != 0 }) {
                        log.report("mask feather (the mask is drawn sharp)", at: feather.path)
                    }
                }
                masks.append(
                    LottieMask(
                        mode: try mask.string("mode") ?? "a", shape: try values.animated(mask.required("pt"), bezierShape),
                        opacity: try mask.optional("o").map(values.scalar) ?? .constant(100), inverted: try mask.bool("inv"),
                        expansion: try mask.optional("x").map(values.scalar) ?? .constant(0), path: mask.path))
            }
        }
        if try node.bool("mb") { log.report("motion blur (drawn sharp)", at: node.path("mb")) }
        let matteMode = try node.optionalInteger("tt")
        var dropShadow: LottieDropShadow?
        var fill: LottieFillEffect?
        if let effects = try node.optional("ef") {
            for effect in try effects.array() {
                if try !effect.bool("en", default: true) { continue }
                let type = try effect.optionalInteger("ty")
                // Expression controls (sliders, checkboxes, colour, point, angle, layer and
                // menu controls) only feed expressions: they draw nothing themselves.
                if type == 5, let name = try effect.string("mn"), Self.expressionControls.contains(name) { continue }
                if type == 21, let effectFill = try fillEffect(effect) {
                    if fill != nil { log.report("several fill effects (the last one is drawn)", at: effect.path) }
                    fill = effectFill
                    continue
                }
                guard type == 25, dropShadow == nil, let entries = try effect.optional("ef")?.array(), entries.count >= 5 else {
                    let names = [5: "custom effects", 20: "tint effects", 21: "fill effects", 22: "stroke effects", 23: "tritone effects",
                                 24: "pro levels effects", 25: "a second drop shadow", 26: "radial wipe effects", 27: "displacement map effects",
                                 28: "matte3 effects", 29: "gaussian blur effects", 31: "mesh warp effects", 32: "wavy effects",
                                 33: "spherize effects", 34: "puppet effects"]
                    log.report(names[type ?? -1] ?? "layer effects", at: effect.path)
                    continue
                }
                let value = { (index: Int) throws(LottieError) -> JSONNode in try entries[index].required("v") }
                dropShadow = LottieDropShadow(
                    color: try values.color(value(0)), opacity: try values.scalar(value(1)), direction: try values.scalar(value(2)),
                    distance: try values.scalar(value(3)), softness: try values.scalar(value(4)))
            }
        }
        // Blend modes 1–15 map to compositing filters; 16 (add) and 17 (hard mix) are not drawn.
        var blendMode = try node.optionalInteger("bm")
        if let blend = blendMode, !(1...15).contains(blend) {
            if blend != 0 { log.report("blend mode \(blend) (drawn normally)", at: node.path("bm")) }
            blendMode = nil
        }
        var timeRemap: LottieAnimated<Double>?
        if let tm = try node.optional("tm") {
            if type == 0 { timeRemap = try values.scalar(tm) } else { log.report("time remapping of a layer that is not a precomposition", at: tm.path) }
        }
        if let style = try dropShadowStyle(node.optional("sy"), hasEffect: dropShadow != nil) { dropShadow = style }
        let stretch = try node.number("sr", default: 1)
        if stretch <= 0 { log.report("a time stretch that is not positive (played at 1)", at: node.path("sr")) }
        let autoOrient = try node.bool("ao")
        let transform = try transform(node.optional("ks"), layer: true)
        let is3D = try node.bool("ddd")
        if !is3D && type != 13 { report3DValues(of: transform) }
        var layer = LottieLayerModel(
            kind: kind, name: try node.string("nm"), index: try node.optionalInteger("ind"),
            parent: try node.optionalInteger("parent"), inPoint: try node.number("ip"), outPoint: try node.number("op"),
            startTime: try node.number("st", default: 0), timeStretch: stretch > 0 ? stretch : 1,
            transform: transform, isHidden: try node.bool("hd"),
            isMatteSource: try node.bool("td"), matteMode: matteMode == 0 ? nil : matteMode,
            matteParent: try node.optionalInteger("tp"), masks: masks, timeRemap: timeRemap, dropShadow: dropShadow, autoOrient: autoOrient, path: node.path,
            blendMode: blendMode)
        layer.is3D = is3D
        layer.fill = fill
        if type == 13 { layer.camera = try camera(node) }
        return layer
    }

    /// `#RRGGBB` (solid layers' `sc`).
    static func hexColor(_ node: JSONNode) throws(LottieError) -> CGColor? {
        let text = try node.string().trimmingCharacters(in: .whitespaces)
        var hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
        if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
        guard hex.count == 6 || hex.count == 8, let value = UInt64(hex, radix: 16) else { return nil }
        let shift = hex.count == 8 ? 8 : 0
        let c = { (s: Int) in CGFloat((value >> UInt64(s + shift)) & 0xFF) / 255 }
        return CGColor(red: c(16), green: c(8), blue: c(0), alpha: 1)
    }

    // MARK: Transforms

    func transform(_ node: JSONNode?, layer: Bool) throws(LottieError) -> LottieTransformModel {
        var model = LottieTransformModel()
        guard let node else { return model }
        model.path = node.path
        if let a = try node.optional("a") { model.anchor = try values.vector(a) }
        if let p = try node.optional("p") {
            if try p.bool("s") {
                model.position = .split(x: try values.scalar(p.required("x")), y: try values.scalar(p.required("y")))
                if let z = try p.optional("z") { model.positionZ = try values.scalar(z) }
            } else {
                model.position = .combined(try values.vector(p))
            }
        }
        if let s = try node.optional("s") { model.scale = try values.vector(s) }
        if let r = try node.optional("r") {
            model.rotation = try values.scalar(r)
        } else if let rz = try node.optional("rz") {
            model.rotation = try values.scalar(rz)
        }
        if layer {
            if let rx = try node.optional("rx") { model.rotationX = try values.scalar(rx) }
            if let ry = try node.optional("ry") { model.rotationY = try values.scalar(ry) }
            if let or = try node.optional("or") { model.orientation = try values.vector(or) }
        } else {
            for key in ["rx", "ry", "or"] where node.has(key) { log.report("3D rotation of a shape group", at: node.path(key)) }
        }
        if let o = try node.optional("o") { model.opacity = try values.scalar(o) }
        if let sk = try node.optional("sk") { model.skew = try values.scalar(sk) }
        if let sa = try node.optional("sa") { model.skewAxis = try values.scalar(sa) }
        return model
    }

    // MARK: Shapes

    func shapeItems(_ node: JSONNode?) throws(LottieError) -> [LottieShapeItem] {
        guard let node else { return [] }
        var items: [LottieShapeItem] = []
        for element in try node.array() { items.append(try shapeItem(element)) }
        return items
    }

    private func shapeItem(_ node: JSONNode) throws(LottieError) -> LottieShapeItem {
        guard node.object != nil else { throw node.error("expected a shape object, found \(node.kind)") }
        let type = try node.required("ty").string()
        let kind: LottieShapeItem.Kind
        switch type {
        case "gr":
            var items = try shapeItems(node.optional("it"))
            var transform = LottieTransformModel()
            if let index = items.lastIndex(where: { if case .transform = $0.kind { return true } else { return false } }),
                case .transform(let t) = items[index].kind
            {
                transform = t
                items.remove(at: index)
            }
            kind = .group(items: items, transform: transform)
        case "tr": kind = .transform(try transform(node, layer: false))
        case "rc":
            kind = .rectangle(
                position: try values.vector(node.required("p")), size: try values.vector(node.required("s")),
                roundness: try node.optional("r").map(values.scalar) ?? .constant(0))
        case "el": kind = .ellipse(position: try values.vector(node.required("p")), size: try values.vector(node.required("s")))
        case "sh": kind = .path(try values.animated(node.required("ks"), bezierShape))
        case "sr":
            let starType = try node.integer("sy", default: 1)
            kind = .star(
                LottieStar(
                    isPolygon: starType == 2, position: try values.vector(node.required("p")),
                    points: try values.scalar(node.required("pt")),
                    rotation: try node.optional("r").map(values.scalar) ?? .constant(0),
                    outerRadius: try values.scalar(node.required("or")),
                    outerRoundness: try node.optional("os").map(values.scalar) ?? .constant(0),
                    innerRadius: starType == 2 ? .constant(0) : try values.scalar(node.required("ir")),
                    innerRoundness: try node.optional("is").map(values.scalar) ?? .constant(0)))
        case "fl":
            kind = .fill(
                color: try values.color(node.required("c")), opacity: try node.optional("o").map(values.scalar) ?? .constant(100),
                evenOdd: try node.integer("r", default: 1) == 2)
        case "st": kind = .stroke(try stroke(node))
        case "gf", "gs":
            let g = try node.required("g")
            let gradientType = try node.integer("t", default: 1)
            // A radial gradient's highlight: length `h` (percent of the radius) at angle `a`
            // (degrees from the start–end axis); none when the length is always 0.
            var highlight: LottieGradient.Highlight?
            if gradientType == 2, let h = try node.optional("h") {
                let length = try values.scalar(h)
                if length.isAnimated || length.initialValue != 0 {
                    highlight = LottieGradient.Highlight(
                        length: length, angle: try node.optional("a").map(values.scalar) ?? .constant(0))
                }
            }
            kind = .gradient(
                LottieGradient(
                    type: gradientType, colorStopCount: try g.integer("p"), stops: try values.vector(g.required("k")),
                    start: try values.vector(node.required("s")), end: try values.vector(node.required("e")),
                    opacity: try node.optional("o").map(values.scalar) ?? .constant(100),
                    evenOdd: try node.integer("r", default: 1) == 2,
                    stroke: type == "gs" ? try stroke(node, colorless: true) : nil, highlight: highlight))
        case "tm":
            kind = .trim(
                start: try values.scalar(node.required("s")), end: try values.scalar(node.required("e")),
                offset: try node.optional("o").map(values.scalar) ?? .constant(0),
                individually: try node.integer("m", default: 1) == 2)
        case "rp":
            let tr = try node.required("tr")
            kind = .repeater(
                LottieRepeater(
                    copies: try values.scalar(node.required("c")),
                    offset: try node.optional("o").map(values.scalar) ?? .constant(0), composite: try node.integer("m", default: 1),
                    transform: try transform(tr, layer: false),
                    startOpacity: try tr.optional("so").map(values.scalar) ?? .constant(100),
                    endOpacity: try tr.optional("eo").map(values.scalar) ?? .constant(100)))
        case "rd":
            kind = .roundedCorners(radius: try values.scalar(node.required("r")))
        case "pb":
            kind = .puckerBloat(amount: try values.scalar(node.required("a")))
        case "mm" where try node.integer("mm", default: 1) == 1:
            // Merge mode "merge" makes one compound path of the paths above it, which is how
            // they are drawn anyway (one path per style, the style's fill rule).
            kind = .unsupported
        case "mm":
            let modes = [2: "add", 3: "subtract", 4: "intersect", 5: "exclude intersections"]
            let mode = try node.integer("mm", default: 1)
            log.report("merge paths in \(modes[mode] ?? "mode \(mode)") mode (drawn as one compound path)", at: node.path("mm"))
            kind = .unsupported
        default:
            let names = ["tw": "twist", "op": "offset paths", "zz": "zig zag", "no": "shape type no"]
            log.report(names[type] ?? "shape type \"\(type)\"", at: node.path("ty"))
            kind = .unsupported
        }
        if let blend = try node.optionalInteger("bm"), blend != 0 {
            log.report("blend modes of shape items (drawn normally)", at: node.path("bm"))
        }
        // `d` is a path's direction (3: reversed), but a stroke's dash array.
        var reversed = false
        if ["rc", "el", "sr", "sh"].contains(type) { reversed = try node.integer("d", default: 1) == 3 }
        return LottieShapeItem(
            kind: kind, name: try node.string("nm"), isHidden: try node.bool("hd"), reversed: reversed, path: node.path)
    }

    private func bezierShape(_ node: JSONNode) throws(LottieError) -> BezierShape {
        // Old files wrap the shape in a one-element array.
        var node = node
        if node.isArray, let first = try node.array().first { node = first }
        func points(_ key: String) throws(LottieError) -> [CGPoint] {
            var result: [CGPoint] = []
            for point in try node.required(key).array() {
                let xy = try point.numbers()
                guard xy.count >= 2 else { throw point.error("expected a point [x, y], found \(xy.count) number(s)") }
                result.append(CGPoint(x: xy[0], y: xy[1]))
            }
            return result
        }
        let vertices = try points("v")
        let inTangents = try points("i"), outTangents = try points("o")
        guard inTangents.count == vertices.count, outTangents.count == vertices.count else {
            throw node.error("\"v\", \"i\" and \"o\" must have the same length (\(vertices.count), \(inTangents.count), \(outTangents.count))")
        }
        return BezierShape(vertices: vertices, inTangents: inTangents, outTangents: outTangents, closed: try node.bool("c"))
    }

    private func stroke(_ node: JSONNode, colorless: Bool = false) throws(LottieError) -> LottieStroke {
        var dashes: [LottieAnimated<Double>] = []
        var offset: LottieAnimated<Double>?
        if let d = try node.optional("d") {
            for entry in try d.array() {
                let n = try entry.string("n") ?? ""
                let value = try values.scalar(entry.required("v"))
                if n == "o" { offset = value } else { dashes.append(value) }
            }
        }
        return LottieStroke(
            color: colorless ? .constant([0, 0, 0, 1]) : try values.color(node.required("c")),
            opacity: try node.optional("o").map(values.scalar) ?? .constant(100),
            width: try values.scalar(node.required("w")), cap: try node.integer("lc", default: 2),
            join: try node.integer("lj", default: 2), miterLimit: try node.number("ml", default: 4), dashes: dashes,
            dashOffset: offset)
    }
}

extension JSONNode {
    /// A string, or a number written as a string (`id`s and versions).
    func stringOrNumber() throws(LottieError) -> String? {
        if case .string(let s) = value { return s }
        if let n = JSONNode.number(value) { return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n) }
        throw error("expected a string, found \(kind)")
    }
}
