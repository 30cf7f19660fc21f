/// The shape particles are emitted from (Apple's `kCAEmitterLayerPoint` … `kCAEmitterLayerSphere`),
/// centred on `emitterPosition` (and `emitterZPosition`) and sized by `emitterSize` and
/// `emitterDepth`.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the shape.
    public let rawValue: String
    /// Creates a shape from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A single point. The default.
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// A horizontal line `emitterSize.width` long. Its cells' emission angles are measured
    /// across it: `emissionLongitude` 0 emits towards −y, π towards +y (down on iOS).
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// A rectangle of `emitterSize`.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A box of `emitterSize` × `emitterDepth`.
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// A circle of radius `emitterSize.width`.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// A sphere of radius `emitterSize.width`.
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Which part of the emitter shape particles are born on (Apple's `kCAEmitterLayerPoints` …
/// `kCAEmitterLayerVolume`).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the mode.
    public let rawValue: String
    /// Creates a mode from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The shape's centre (`emitterPosition`).
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// The outline: a rectangle's or cuboid's edges, a circle's circumference, a sphere's
    /// surface, a line.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// The surface: a rectangle's or circle's area, a cuboid's faces, a sphere's surface.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// Anywhere inside the shape. The default.
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// The order particles are drawn in, and how (Apple's `kCAEmitterLayerUnordered` …
/// `kCAEmitterLayerAdditive`).
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the mode.
    public let rawValue: String
    /// Creates a mode from its raw string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Cell by cell in `emitterCells` order, each cell's particles oldest first. The default.
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// All particles oldest first (the oldest at the back).
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// All particles youngest first (the oldest in front).
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// All particles by their z position, the most distant first.
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Like `unordered`, each particle's colour added to what is below it.
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}
