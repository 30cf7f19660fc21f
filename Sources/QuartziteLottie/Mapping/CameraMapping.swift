import Foundation
import Quartzite

/// How one composition's 3D layers are seen, and where they go while it is built.
///
/// After Effects draws a run of consecutive 3D layers together, sorted by depth, seen through
/// the composition's camera; a 2D layer between them starts a new run. Each run becomes
///
/// ```
///  projection   a plain layer, sublayerTransform = the camera's view and perspective (identity
///      │        without a camera: lottie-ios's orthographic view); it flattens the run
///  run          a CATransformLayer: the 3D layers' trees share its 3D space (depth sorted)
///      └ each 3D layer's transform layers (CATransformLayers) … its plane (content, opacity, masks)
/// ```
///
/// A 3D layer with a track matte or a blend mode gets a projection of its own (its matte's
/// too), so it is drawn in layer order, not sorted with its neighbours.
struct Stage3D {
    /// The sublayerTransform of the projection layers at the start of the played range.
    var projection = CATransform3DIdentity
    /// Its keyframes at each whole root frame when the camera moves (nil when it is still).
    var keys: [AnimationBuilder.Key]?
    /// The run layer that consecutive 3D layers are being added to.
    var run: CALayer?
}

extension LayerBuilder {
    /// The transform layers of `model` (a layer or one of its parents): 3D ones for 3D layers
    /// and for the parents of 3D layers (shared 3D space when `in3D`), else 2D ones.
    func makeTransformLayers(of model: LottieLayerModel, in3D: Bool, timeMap: TimeMap, name: String?) -> TransformLayers {
        var transform = model.transform
        if let camera = model.camera {
            // A camera's `a` is its point of interest, not an anchor.
            transform.anchor = .constant([0, 0, 0])
            if camera.pointOfInterest != nil {
                log.report("a layer parented to a two-node camera (its turn toward its point of interest is left out)", at: model.path)
            }
        }
        if in3D || model.is3D {
            return make3DTransformLayers(transform, timeMap: timeMap, autoOrient: model.autoOrient, name: name, shared: in3D)
        }
        return makeTransformLayers(transform, timeMap: timeMap, autoOrient: model.autoOrient, name: name)
    }

    /// The stage of a composition of `size` whose layers are `layers`: its camera's projection
    /// at every whole root frame of the played range (the top-most camera shown at that frame;
    /// none: identity), static when it never changes.
    func makeStage3D(for layers: [LottieLayerModel], byIndex: [Int: LottieLayerModel], size: CGSize, timeMap: TimeMap) -> Stage3D {
        let cameras = layers.filter { $0.camera != nil && !$0.isHidden }
        guard !cameras.isEmpty, layers.contains(where: \.is3D) else { return Stage3D() }
        let projection = { (root: Double) -> CATransform3D in
            let frame = timeMap.localFrame(root)
            guard let layer = cameras.first(where: { frame >= $0.inPoint && frame < $0.outPoint }), let camera = layer.camera else {
                return CATransform3DIdentity
            }
            var placement = Transform3DMatrix.camera(layer.transform, camera, atFrame: frame)
            var parentIndex = layer.parent, seen: Set<Int> = []
            while let index = parentIndex, let parent = byIndex[index], seen.insert(index).inserted {
                placement = CATransform3DConcat(placement, Transform3DMatrix.layer(parent.transform, atFrame: frame))
                parentIndex = parent.parent
            }
            let zoom = camera.zoom.value(atFrame: frame)
            return Transform3DMatrix.projection(view: CATransform3DInvert(placement), zoom: zoom, size: size)
        }
        let frames = AnimationBuilder.sampleFrames(from: animations.fromFrame, to: animations.toFrame)
        let values = frames.map(projection)
        var stage = Stage3D(projection: values[0])
        if values.contains(where: { !CATransform3DEqualToTransform($0, values[0]) }) {
            let linear = CubicBezierEasing(x1: 0, y1: 0, x2: 1, y2: 1)
            stage.keys = zip(frames, values).map { AnimationBuilder.Key(frame: $0, value: $1, hold: false, timing: linear) }
        }
        return stage
    }

    /// A projection layer of `stage`: a zero-size layer at the composition's origin whose
    /// sublayerTransform is the camera's projection.
    func makeProjection(_ stage: Stage3D, name: String) -> CALayer {
        let layer = makeContainer(name: name)
        layer.sublayerTransform = stage.projection
        if let keys = stage.keys { animations.add(keys: keys, to: layer, keyPath: "sublayerTransform") }
        return layer
    }

    /// `layer` (the tree of `model`) ready to go into a 2D container: a 3D layer's tree inside a
    /// projection of its own, a 2D layer's as it is.
    func projected(_ layer: CALayer, of model: LottieLayerModel, stage: Stage3D) -> CALayer {
        guard model.is3D else { return layer }
        let projection = makeProjection(stage, name: model.name.map { "\($0) (projection)" } ?? "3D layer (projection)")
        projection.addSublayer(layer)
        return projection
    }

    /// Adds the tree of `model` to its composition's `container`: a 3D layer without blend mode
    /// joins the current run of 3D layers (starting one when the layer below was not such a
    /// layer); anything else ends the run.
    func place(_ layer: CALayer, of model: LottieLayerModel, in container: CALayer, stage: inout Stage3D) {
        guard model.is3D, model.blendMode == nil else {
            stage.run = nil
            container.addSublayer(blended(projected(layer, of: model, stage: stage), model))
            return
        }
        if stage.run == nil {
            let projection = makeProjection(stage, name: "3D layers (projection)")
            let run = CATransformLayer()
            run.name = "3D layers"
            projection.addSublayer(run)
            container.addSublayer(projection)
            stage.run = run
        }
        stage.run?.addSublayer(layer)
    }
}
