import Foundation
import Quartzite

/// A validated scene: the canvas, the frames, the layer tree, its animations and the events
/// that change it over time, with every value already typed (colours, transforms, paths,
/// images loaded). Read one with ``init(contentsOf:)`` or ``init(text:fileName:baseDirectory:)``;
/// play it with ``ScenePlayer``. The file format is described in the module's documentation
/// (`SceneFiles`) and SCENE-FORMAT.md.
public struct Scene: Sendable {
    /// The top-level `comment` (free text naming where the scene comes from), or nil.
    public var comment: String?
    /// The canvas the root layer is drawn on.
    public var canvas: SceneCanvas
    /// Frames per second. Default 60.
    public var fps: Double
    /// The length of the scene in seconds (required in files, positive).
    public var duration: Double
    /// The images named in `images`, loaded, by name.
    public var images: [String: CGImage]
    /// The root layer.
    public var root: SceneLayer
    /// The events, sorted by time (events with equal times keep their file order).
    public var events: [SceneEvent]

    /// Creates a scene from its parts (events are sorted by time, stably).
    public init(
        comment: String? = nil, canvas: SceneCanvas, fps: Double = 60, duration: Double,
        images: [String: CGImage] = [:], root: SceneLayer, events: [SceneEvent] = []
    ) {
        self.comment = comment
        self.canvas = canvas
        self.fps = fps
        self.duration = duration
        self.images = images
        self.root = root
        self.events = events.enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }

    /// The number of frames, `ceil(duration × fps)` (a product within 1e-9 of a whole number
    /// counts as that number, so 0.1 s at 30 fps is 3 frames).
    public var frameCount: Int {
        Int((duration * fps - 1e-9).rounded(.up))
    }

    /// The scene time of frame `index`, `index / fps` seconds.
    public func frameTime(_ index: Int) -> Double {
        Double(index) / fps
    }

    /// The scene times of all frames.
    public var frameTimes: [Double] {
        (0..<frameCount).map(frameTime)
    }

    /// The largest scene file read (256 MiB).
    public static let maximumFileBytes = 256 << 20

    /// Reads and validates the scene file at `url` (JSON, or YAML for `.yaml`/`.yml` — both
    /// are read the same way); images are loaded relative to the file's directory.
    /// - Throws: ``SceneError`` listing every problem, each prefixed with the file's path as
    ///   given in `url`.
    public init(contentsOf url: URL) throws(SceneError) {
        let name = url.isFileURL ? url.relativePath : url.absoluteString
        func refuse(_ reason: String) -> SceneError {
            SceneError(problems: [SceneProblem(file: name, path: "", message: "cannot read the file: \(reason)")])
        }
        let text: String
        if url.isFileURL {
            // A regular file only: a directory, device or FIFO gets its own reason.
            let data: Data
            do throws(RegularFile.Failure) {
                data = try RegularFile.contents(of: url.path, maximumBytes: Self.maximumFileBytes)
            } catch {
                throw refuse(error.reason)
            }
            guard let decoded = String(data: data, encoding: .utf8) else { throw refuse("it is not UTF-8 text") }
            text = decoded
        } else {
            do {
                text = try String(contentsOf: url, encoding: .utf8)
            } catch {
                throw refuse(error.localizedDescription)
            }
        }
        try self.init(text: text, fileName: name, baseDirectory: url.deletingLastPathComponent())
    }

    /// Reads and validates a scene from JSON or YAML text. `fileName` prefixes every problem;
    /// image files are looked up relative to `baseDirectory`.
    /// - Throws: ``SceneError`` listing every problem found.
    public init(text: String, fileName: String, baseDirectory: URL) throws(SceneError) {
        let document = try SceneValue(parsing: text, fileName: fileName)
        try self.init(document: document, fileName: fileName, baseDirectory: baseDirectory)
    }

    /// Validates a parsed document (see ``init(text:fileName:baseDirectory:)``).
    public init(document: SceneValue, fileName: String, baseDirectory: URL) throws(SceneError) {
        var reader = SceneReader(fileName: fileName, baseDirectory: baseDirectory)
        let scene = reader.readScene(document)
        guard reader.problems.isEmpty, let scene else {
            throw SceneError(problems: reader.problems)
        }
        self = scene
    }
}

/// The canvas a scene is drawn on: its size in points, the pixels per point and the colour
/// painted under the root layer.
public struct SceneCanvas: Sendable, Equatable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Pixels per point. Default 1.
    public var scale: Double
    /// Painted under the root layer; nil (the default) is transparent.
    public var background: CGColor?

    /// Creates a canvas.
    public init(width: Double, height: Double, scale: Double = 1, background: CGColor? = nil) {
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
    }

    /// The size in pixels, `width × scale` by `height × scale` rounded to the nearest whole
    /// number, as the flattener sizes the frame (a 100.4 × 50.6 canvas is 100 × 51 pixels).
    public var pixelWidth: Int { Int((width * scale).rounded()) }
    /// The height in pixels (see ``pixelWidth``).
    public var pixelHeight: Int { Int((height * scale).rounded(.up)) }
}
