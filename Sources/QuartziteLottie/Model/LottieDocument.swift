import Foundation
import Quartzite

/// A parsed Lottie document: the root composition, its assets and markers.
struct LottieDocument: Sendable {
    var version: String
    var name: String?
    var frameRate: Double
    var inPoint: Double
    var outPoint: Double
    var width: Double
    var height: Double
    var layers: [LottieLayerModel]
    var assets: [String: LottieAsset]
    var markers: [LottieMarker]
    /// `fonts.list`, by name (`fName`).
    var fonts: [String: LottieFont] = [:]
    /// `chars`: glyph outlines.
    var glyphs: [LottieGlyph] = []
}

/// An entry of `assets`: a precomposition (`layers`) or an image (`p`, `u`, `e`).
enum LottieAsset: Sendable {
    case precomposition(layers: [LottieLayerModel], path: String)
    case image(LottieImageAsset)
}

/// An image asset: its size and where its pixels are.
struct LottieImageAsset: Sendable {
    var width: Double
    var height: Double
    /// The decoded image, or nil when it could not be found or decoded (reported).
    var image: CGImage?
    var path: String
}

/// A layer of a composition (`layers[i]`).
struct LottieLayerModel: Sendable {
    enum Kind: Sendable {
        case precomposition(referenceID: String, width: Double, height: Double)
        case solid(color: CGColor, width: Double, height: Double)
        case image(referenceID: String)
        case null
        case shape([LottieShapeItem])
        case text(LottieText)
        /// A layer type that is not drawn (camera, audio, …): reported.
        case unsupported(type: Int)
    }

    var kind: Kind
    var name: String?
    /// `ind`: the number other layers name as `parent`.
    var index: Int?
    var parent: Int?
    var inPoint: Double
    var outPoint: Double
    var startTime: Double
    var timeStretch: Double
    var transform: LottieTransformModel
    var isHidden: Bool
    /// `td`: this layer is the matte of the layer below it; not drawn itself.
    var isMatteSource: Bool
    /// Whether the layer's type draws anything (not a null or an unsupported type).
    var drawsContent: Bool {
        switch kind {
        case .null, .unsupported: false
        default: true
        }
    }
    /// `tt`: how the layer above (or the layer `tp` names) mattes this one: 1 alpha,
    /// 2 inverted alpha, 3 luma, 4 inverted luma; nil for none.
    var matteMode: Int?
    /// `tp`: the index (`ind`) of the matte layer, in files that name it.
    var matteParent: Int?
    /// `masksProperties`, in order.
    var masks: [LottieMask]
    /// `tm`: a precomposition's time remap, seconds of its composition per layer frame.
    var timeRemap: LottieAnimated<Double>?
    /// A Drop Shadow effect (`ef` entry of type 25), or else a Drop Shadow layer style (`sy`
    /// entry of type 1) in the effect's terms, if the layer has one.
    var dropShadow: LottieDropShadow?
    /// A Fill effect (`ef` entry of type 21), the last one if the layer has several.
    var fill: LottieFillEffect? = nil
    var autoOrient: Bool
    var path: String
    /// `bm`: the layer's blend mode, 1 (multiply) … 15 (luminosity) in lottie-ios's order; nil
    /// for normal (0) and for modes that are not drawn (reported).
    var blendMode: Int? = nil
    /// `ddd`: a 3D layer, a plane placed in its composition's 3D space (``LottieTransformModel``'s
    /// z values and 3D rotations apply; seen through the composition's camera).
    var is3D = false
    /// A camera layer's own values (`ty` 13); its transform is ``transform``.
    var camera: LottieCamera? = nil
}

/// After Effects' Drop Shadow effect (`ef` type 25): its five values in order.
struct LottieDropShadow: Sendable {
    /// RGB(A), 0–1.
    var color: LottieAnimated<[Double]>
    /// 0–255.
    var opacity: LottieAnimated<Double>
    /// Degrees clockwise from straight up: 135 casts the shadow down and to the right.
    var direction: LottieAnimated<Double>
    /// Points.
    var distance: LottieAnimated<Double>
    var softness: LottieAnimated<Double>
}

/// After Effects' Fill effect (`ef` type 21): the layer's pixels painted one colour, their
/// alpha kept and scaled by the effect's opacity (lottie-web's and Skottie's reading).
struct LottieFillEffect: Sendable {
    /// RGB(A), 0–1.
    var color: LottieAnimated<[Double]>
    /// 0–1.
    var opacity: LottieAnimated<Double>
}

/// A mask of a layer (`masksProperties[i]`).
struct LottieMask: Sendable {
    /// `mode`: "a" add, "s" subtract, "i" intersect, "l" lighten, "d" darken, "f" difference,
    /// "n" none.
    var mode: String
    var shape: LottieAnimated<BezierShape>
    /// Percent.
    var opacity: LottieAnimated<Double>
    var inverted: Bool
    /// `x`: expansion in points.
    var expansion: LottieAnimated<Double>
    var path: String
}

/// A transform (`ks` of a layer, `tr` of a shape group).
struct LottieTransformModel: Sendable {
    enum Position: Sendable {
        case combined(LottieAnimated<[Double]>)
        case split(x: LottieAnimated<Double>, y: LottieAnimated<Double>)
    }

    var anchor: LottieAnimated<[Double]> = .constant([0, 0])
    var position: Position = .combined(.constant([0, 0]))
    /// Percent per axis.
    var scale: LottieAnimated<[Double]> = .constant([100, 100])
    /// Degrees, clockwise on screen (y down).
    var rotation: LottieAnimated<Double> = .constant(0)
    /// Percent.
    var opacity: LottieAnimated<Double> = .constant(100)
    /// Degrees.
    var skew: LottieAnimated<Double> = .constant(0)
    /// Degrees.
    var skewAxis: LottieAnimated<Double> = .constant(0)
    /// 3D layers: `rx`, `ry` in degrees (After Effects' X and Y Rotation; ``rotation`` is Z).
    var rotationX: LottieAnimated<Double> = .constant(0)
    var rotationY: LottieAnimated<Double> = .constant(0)
    /// 3D layers: `or`, After Effects' Orientation [x, y, z] in degrees.
    var orientation: LottieAnimated<[Double]> = .constant([0, 0, 0])
    /// 3D layers: `p.z` of a split position (a combined position carries z as its third value).
    var positionZ: LottieAnimated<Double> = .constant(0)
    var path: String = ""
}

/// A marker (`markers[i]`): a named frame or range.
public struct LottieMarker: Sendable, Hashable {
    /// The marker's name (`cm`).
    public var name: String
    /// The frame it starts at (`tm`), in the root composition's frames.
    public var frame: Double
    /// Its length in frames (`dr`), 0 for a point.
    public var duration: Double

    /// Creates a marker.
    public init(name: String, frame: Double, duration: Double) {
        self.name = name
        self.frame = frame
        self.duration = duration
    }
}
