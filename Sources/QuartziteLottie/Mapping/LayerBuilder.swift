import Foundation
import Quartzite

/// Builds the `CALayer` tree of a Lottie document, the way lottie-ios's Core Animation engine
/// maps it: every Lottie layer becomes its transform layers (``TransformLayers``) holding its
/// content, its parents' transforms are repeated as layers around it (a parent's transform
/// moves its children, its opacity and visibility do not), and all keyframes become
/// `CAKeyframeAnimation`s in the root composition's frame time (``AnimationBuilder``).
///
/// Layers are added bottom to top (Lottie lists the top layer first). A layer is shown from
/// its in point to its out point (a discrete `hidden` animation); one that lasts to the end of
/// the played range stays visible on the last frame.
final class LayerBuilder {
    let document: LottieDocument
    let log: UnsupportedFeatureLog
    let animations: AnimationBuilder
    /// The precomposition assets being built, outermost first (to stop a cycle at once).
    private var openAssets: [String] = []
    /// Lottie layers built so far, and the most built for one tree: precompositions used many
    /// times inside each other multiply, and a hostile file must not build 10³⁰ layers.
    private var builtLayers = 0
    static let maximumLayers = 20_000
    /// Paths drawn by a style so far, counting each style a path gets (its group's and those
    /// handed down from the groups around it), and the most for one animation: n styles over
    /// n paths draw n² of them, and a file of 2,000 items asked for 3 GB of shape layers.
    private var styledPaths = 0
    static let maximumStyledPaths = 100_000
    /// Character-frames sampled so far by text animated character by character (each
    /// character's layer keeps its opacity and offset for every sampled frame), and the most
    /// an animation may sample.
    private var characterFrames = 0
    static let maximumCharacterFrames = 500_000
    /// Repeaters being built around the shape items being built, and the most nested: each
    /// repeater of a shape list repeats the ones above it, so a list of 3,000 repeaters nested
    /// 3,000 deep and overflowed the stack.
    var repeaterDepth = 0
    static let maximumRepeaterDepth = 32
    /// Precompositions deeper than this are not built (a file whose assets refer to each
    /// other in a cycle).
    static let maximumDepth = 32

    init(document: LottieDocument, log: UnsupportedFeatureLog, playback: LottiePlayback) {
        self.document = document
        self.log = log
        let from = playback.fromFrame ?? document.inPoint
        let to = max(playback.toFrame ?? document.outPoint, from + 1e-6)
        animations = AnimationBuilder(frameRate: document.frameRate, fromFrame: from, toFrame: to, playback: playback)
    }

    /// Counts `count` more styled paths for the item at `path`: false (reported the first
    /// time) when that would pass ``maximumStyledPaths``, and the style or the styles handed
    /// down there are left out.
    func spendStyledPaths(_ count: Int, at path: String) -> Bool {
        guard styledPaths <= Self.maximumStyledPaths - count else {
            if styledPaths <= Self.maximumStyledPaths {
                log.report("more than \(Self.maximumStyledPaths) paths drawn by fills, strokes and gradients (the rest are left out)", at: path)
                styledPaths = Self.maximumStyledPaths + 1
            }
            return false
        }
        styledPaths += count
        return true
    }

    /// Counts `count` more character-frames for the text animators at `path`: false (and
    /// reported) when that would pass ``maximumCharacterFrames``; those animators are then
    /// applied to the whole text.
    func spendCharacterFrames(_ count: Int, at path: String) -> Bool {
        guard count <= Self.maximumCharacterFrames - characterFrames else {
            log.report(
                "text animated character by character over more than \(Self.maximumCharacterFrames) character-frames in all (applied to the whole text instead)",
                at: path)
            return false
        }
        characterFrames += count
        return true
    }

    /// The root: a layer of the composition's size (anchor point (0, 0), position (0, 0)),
    /// clipping to its bounds, holding the layers.
    func makeRoot() -> CALayer {
        let root = CALayer()
        root.name = document.name ?? "Lottie"
        root.anchorPoint = .zero
        root.bounds = CGRect(x: 0, y: 0, width: document.width, height: document.height)
        root.position = .zero
        root.masksToBounds = true
        build(document.layers, into: root, timeMap: TimeMap(), depth: 0)
        return root
    }

    /// A zero-size layer with anchor point (0, 0) at (0, 0): its sublayers' coordinates are
    /// its superlayer's, moved by its transform.
    func makeContainer(name: String?) -> CALayer {
        let layer = CALayer()
        layer.name = name
        layer.anchorPoint = .zero
        layer.bounds = .zero
        layer.position = .zero
        return layer
    }

    // MARK: Compositions

    /// Builds `layers` (one composition, top first) into `container`; `timeMap` maps the
    /// composition's frames to the root's.
    func build(_ layers: [LottieLayerModel], into container: CALayer, timeMap: TimeMap, depth: Int) {
        var byIndex: [Int: LottieLayerModel] = [:]
        for layer in layers { if let index = layer.index { byIndex[index] = layer } }
        var stage = makeStage3D(for: layers, byIndex: byIndex, size: container.bounds.size, timeMap: timeMap)
        for (position, model) in layers.enumerated().reversed() {
            if model.isHidden || model.isMatteSource { continue }
            guard let layer = makeLayer(model, byIndex: byIndex, count: layers.count, timeMap: timeMap, depth: depth) else { continue }
            guard let mode = model.matteMode else {
                place(layer, of: model, in: container, stage: &stage)
                continue
            }
            stage.run = nil
            // Track matte: the matte is the layer `tp` names, else the one listed just above —
            // with `td` or without it (a matte that is drawn itself too, as a chained matte is:
            // Skottie, lottie-web and lottie-ios all take the layer above), its content without
            // its own matte, as Skottie builds it. A null or unsupported layer is no matte.
            let matte = model.matteParent.flatMap { byIndex[$0] } ?? (position > 0 ? layers[position - 1] : nil)
            let maskModes: [Int: LayerMaskMode] = [1: .alpha, 2: .alphaInverted, 3: .luminance, 4: .luminanceInverted]
            guard let maskMode = maskModes[mode], let matte, matte.isMatteSource || model.matteParent != nil || matte.drawsContent
            else {
                let problem = maskModes[mode] == nil ? "track matte mode \(mode)" : "a track matte without its matte layer"
                log.report("\(problem) (drawn without the matte)", at: model.path + ".tt")
                place(layer, of: model, in: container, stage: &stage)
                continue
            }
            // The matte layer's tree (with its parents, timing and visibility) masks a wrapper
            // around this layer's tree, both in the composition's space, through its alpha or
            // luminance (inverted: the layer shows wherever the matte draws nothing).
            let wrapper = makeContainer(name: model.name.map { "\($0) (matted)" })
            wrapper.addSublayer(projected(layer, of: model, stage: stage))
            let maskRoot = makeContainer(name: matte.name.map { "\($0) (matte)" })
            maskRoot.maskMode = maskMode
            // A hidden matte layer (`hd`) draws nothing, so masks everything out (inverted: nothing),
            // as in lottie-ios's Core Animation engine, which makes hidden layers empty.
            if !matte.isHidden, let matteLayer = makeLayer(matte, byIndex: byIndex, count: layers.count, timeMap: timeMap, depth: depth) {
                maskRoot.addSublayer(projected(matteLayer, of: matte, stage: stage))
            }
            wrapper.mask = maskRoot
            container.addSublayer(blended(wrapper, model))
        }
    }

    /// `layer` (the outermost layer of `model`'s tree, matted or not) with `model`'s blend
    /// mode as its `compositingFilter`, lottie-ios's filter names: it blends with the layers
    /// below it in its composition.
    func blended(_ layer: CALayer, _ model: LottieLayerModel) -> CALayer {
        if let mode = model.blendMode { layer.compositingFilter = Self.blendFilterNames[mode] }
        return layer
    }

    /// lottie-ios's `compositingFilter` names of Lottie's blend modes `bm` 1–15.
    static let blendFilterNames: [Int: String] = [
        1: LayerBlendMode.multiply.rawValue, 2: LayerBlendMode.screen.rawValue, 3: LayerBlendMode.overlay.rawValue,
        4: LayerBlendMode.darken.rawValue, 5: LayerBlendMode.lighten.rawValue, 6: LayerBlendMode.colorDodge.rawValue,
        7: LayerBlendMode.colorBurn.rawValue, 8: LayerBlendMode.hardLight.rawValue, 9: LayerBlendMode.softLight.rawValue,
        10: LayerBlendMode.difference.rawValue, 11: LayerBlendMode.exclusion.rawValue, 12: LayerBlendMode.hue.rawValue,
        13: LayerBlendMode.saturation.rawValue, 14: LayerBlendMode.color.rawValue, 15: LayerBlendMode.luminosity.rawValue,
    ]

    /// The layers of one Lottie layer: its parents' transform layers (outermost first) around
    /// its own, with its opacity, visibility, masks and content; nil for a layer that draws
    /// nothing (null and unsupported types, or one never shown).
    private func makeLayer(
        _ model: LottieLayerModel, byIndex: [Int: LottieLayerModel], count: Int, timeMap: TimeMap, depth: Int
    ) -> CALayer? {
        switch model.kind {
        case .null, .unsupported: return nil
        default: break
        }
        builtLayers += 1
        if builtLayers > Self.maximumLayers {
            if builtLayers == Self.maximumLayers + 1 {
                log.report("more than \(Self.maximumLayers) layers once precompositions are expanded (the rest are left out)", at: model.path)
            }
            return nil
        }
        if timeMap.remap == nil && timeMap.rootFrame(model.outPoint) <= timeMap.rootFrame(model.inPoint) { return nil }
        // Parents, outermost first.
        var ancestors: [LottieLayerModel] = []
        var parentIndex = model.parent
        while let index = parentIndex {
            guard let parent = byIndex[index], ancestors.count < count else {
                log.report("a parent index (\(index)) that no layer of the composition has", at: model.path + ".parent")
                break
            }
            if ancestors.contains(where: { $0.index == parent.index }) || parent.index == model.index {
                log.report("parenting in a cycle", at: model.path + ".parent")
                break
            }
            ancestors.insert(parent, at: 0)
            parentIndex = parent.parent
        }
        var outermost: CALayer?
        var attach: CALayer?
        for ancestor in ancestors {
            let chain = makeTransformLayers(
                of: ancestor, in3D: model.is3D, timeMap: timeMap,
                name: ancestor.name.map { "\($0) (parent)" })
            attach?.addSublayer(chain.outer)
            outermost = outermost ?? chain.outer
            attach = chain.inner
        }
        // A layer's own keyframes (transform, opacity, masks, content) run in its composition's
        // time, as in lottie-ios's Core Animation engine (and rlottie): its start time `st`
        // and stretch `sr` shift only a precomposition's children.
        let layerMap = timeMap
        let chain = makeTransformLayers(of: model, in3D: model.is3D, timeMap: layerMap, name: model.name)
        attach?.addSublayer(chain.outer)
        let content = model.is3D ? makePlane(in: chain.inner, name: model.name) : chain.inner
        content.opacity = Float(model.transform.opacity.initialValue / 100)
        animations.add(model.transform.opacity, to: content, keyPath: "opacity", timeMap: layerMap) { $0 / 100 }
        addVisibility(to: content, model: model, timeMap: timeMap)
        var target = addMasks(model.masks, to: content, contentRect: contentRect(of: model), timeMap: layerMap)
        if let fill = model.fill { target = addFill(fill, to: target, contentRect: contentRect(of: model), timeMap: layerMap) }
        if let shadow = model.dropShadow { addDropShadow(shadow, to: content, timeMap: layerMap) }
        addContent(of: model, to: target, timeMap: timeMap, layerMap: layerMap, depth: depth)
        return outermost ?? chain.outer
    }

    /// Shown from the layer's in point to its out point (frames of its composition): a
    /// discrete `hidden` animation switching at those root frames, unless the played range
    /// lies inside; below a time remap, switching where the shown frame crosses them, found
    /// frame by frame.
    private func addVisibility(to layer: CALayer, model: LottieLayerModel, timeMap: TimeMap) {
        let from = animations.fromFrame, to = animations.toFrame
        guard timeMap.remap != nil else {
            let inFrame = timeMap.rootFrame(model.inPoint), outFrame = timeMap.rootFrame(model.outPoint)
            var switches: [(frame: Double, value: Any)] = []
            let hiddenAtStart = inFrame > from
            if hiddenAtStart { switches.append((inFrame, false)) }
            if outFrame < to { switches.append((outFrame, true)) }
            if outFrame <= from || inFrame >= to {
                layer.isHidden = true
                return
            }
            guard !switches.isEmpty else { return }
            layer.isHidden = hiddenAtStart
            animations.addSwitches(initial: hiddenAtStart, switches: switches, to: layer, keyPath: "hidden")
            return
        }
        let hidden = { (root: Double) -> Bool in
            let local = timeMap.localFrame(root)
            return !(local >= model.inPoint && local < model.outPoint)
        }
        let frames = AnimationBuilder.sampleFrames(from: from, to: to)
        let initial = hidden(frames[0])
        var switches: [(frame: Double, value: Any)] = []
        var current = initial
        // The end frame keeps the last whole frame's state (as the other layers stay shown).
        for frame in frames.dropFirst().dropLast() where hidden(frame) != current {
            current.toggle()
            switches.append((frame, current))
        }
        layer.isHidden = initial
        animations.addSwitches(initial: initial, switches: switches, to: layer, keyPath: "hidden")
    }

    /// The rectangle a layer's content fills in its own coordinates, where it has one (solid,
    /// image and precomposition layers); nil for shape layers.
    private func contentRect(of model: LottieLayerModel) -> CGRect? {
        switch model.kind {
        case .solid(_, let width, let height), .precomposition(_, let width, let height):
            return CGRect(x: 0, y: 0, width: width, height: height)
        case .image(let id):
            guard case .image(let asset)? = document.assets[id] else { return nil }
            return CGRect(x: 0, y: 0, width: asset.width, height: asset.height)
        default:
            return nil
        }
    }

    private func addContent(of model: LottieLayerModel, to content: CALayer, timeMap: TimeMap, layerMap: TimeMap, depth: Int) {
        switch model.kind {
        case .solid(let color, let width, let height):
            let solid = CALayer()
            solid.name = model.name.map { "\($0) (solid)" }
            solid.anchorPoint = .zero
            solid.bounds = CGRect(x: 0, y: 0, width: width, height: height)
            solid.position = .zero
            solid.backgroundColor = color
            content.addSublayer(solid)
        case .image(let id):
            guard case .image(let asset)? = document.assets[id] else {
                log.report("an image layer whose asset \"\(id)\" is not an image in assets", at: model.path + ".refId")
                return
            }
            guard let image = asset.image else { return }  // reported when read
            let layer = CALayer()
            layer.name = model.name.map { "\($0) (image)" }
            layer.anchorPoint = .zero
            layer.bounds = CGRect(x: 0, y: 0, width: asset.width, height: asset.height)
            layer.position = .zero
            layer.contents = image
            content.addSublayer(layer)
        case .precomposition(let id, let width, let height):
            guard case .precomposition(let layers, _)? = document.assets[id] else {
                log.report("a precomposition layer whose asset \"\(id)\" is not a precomposition in assets", at: model.path + ".refId")
                return
            }
            guard !openAssets.contains(id) else {
                log.report("a precomposition that contains itself (\"\(id)\")", at: model.path + ".refId")
                return
            }
            guard depth < Self.maximumDepth else {
                log.report("precompositions nested deeper than \(Self.maximumDepth) (a cycle?)", at: model.path + ".refId")
                return
            }
            let precomp = CALayer()
            precomp.name = model.name.map { "\($0) (precomposition)" }
            precomp.anchorPoint = .zero
            precomp.bounds = CGRect(x: 0, y: 0, width: width, height: height)
            precomp.position = .zero
            precomp.masksToBounds = width > 0 && height > 0
            content.addSublayer(precomp)
            let childMap = model.timeRemap.map {
                timeMap.timeRemapped(remap: $0, frameRate: document.frameRate)
            } ?? timeMap.precomposition(startTime: model.startTime, stretch: model.timeStretch)
            openAssets.append(id)
            build(layers, into: precomp, timeMap: childMap, depth: depth + 1)
            openAssets.removeLast()
        case .shape(let items):
            buildShapes(modifyingPaths(items), into: content, inherited: [], timeMap: layerMap)
        case .text(let text):
            buildText(text, into: content, timeMap: layerMap, name: model.name)
        case .null, .unsupported:
            break
        }
    }
}
