import Foundation
import Quartzite
import QuartziteRender

extension SceneReader {
    static let sceneKeys = ["comment", "canvas", "fps", "duration", "images", "root", "events"]

    /// Reads the whole document; nil when anything is wrong (problems hold why).
    mutating func readScene(_ document: SceneValue) -> Scene? {
        guard let f = object(document, at: "", known: Self.sceneKeys, what: "a scene object") else { return nil }
        var comment: String?
        if let v = f["comment"] { comment = string(v, at: "comment") }

        var canvas = SceneCanvas(width: 0, height: 0)
        if let v = f["canvas"], let c = object(v, at: "canvas", known: ["width", "height", "scale", "background"]) {
            // Bounded by checkLimits, with messages of their own.
            if let w = c["width"] { canvas.width = nonNegative(w, at: "canvas.width", strictly: true, unbounded: true) ?? 0 } else { missing("width", in: "canvas") }
            if let h = c["height"] { canvas.height = nonNegative(h, at: "canvas.height", strictly: true, unbounded: true) ?? 0 } else { missing("height", in: "canvas") }
            if let s = c["scale"] { canvas.scale = nonNegative(s, at: "canvas.scale", strictly: true, unbounded: true) ?? 1 }
            if let b = c["background"] { canvas.background = color(b, at: "canvas.background") }
        } else if f["canvas"] == nil {
            missing("canvas", in: "")
        }
        var fps = 60.0
        if let v = f["fps"] { fps = nonNegative(v, at: "fps", strictly: true, unbounded: true) ?? 60 }
        var duration = 0.0
        if let v = f["duration"] { duration = nonNegative(v, at: "duration", strictly: true, unbounded: true) ?? 0 } else { missing("duration", in: "") }
        checkLimits(canvas: canvas, fps: fps, duration: duration)

        if let v = f["images"] {
            if case .object(let entries) = v {
                for entry in entries { loadImage(entry, at: Self.join("images", entry.key)) }
            } else {
                mismatch("images", "an object of name: file", v)
            }
        }

        var tree = SceneTreeModel()
        var root: SceneLayer?
        if let v = f["root"] { root = readLayer(v, at: "root", parent: nil, tree: &tree) } else { missing("root", in: "") }

        var events: [SceneEvent] = []
        if let v = f["events"] {
            if case .array(let items) = v {
                // Follow the tree through the events in the order they run.
                let order = items.indices.sorted { eventTime(items[$0]) < eventTime(items[$1]) || (eventTime(items[$0]) == eventTime(items[$1]) && $0 < $1) }
                for i in order {
                    if let event = readEvent(items[i], at: "events[\(i)]", tree: &tree) { events.append(event) }
                }
            } else {
                mismatch("events", "an array of events", v)
            }
        }
        guard problems.isEmpty, let root else { return nil }
        return Scene(comment: comment, canvas: canvas, fps: fps, duration: duration, images: images, root: root, events: events)
    }

    /// The `time` of an event object, for ordering (0 when missing or malformed).
    private func eventTime(_ value: SceneValue) -> Double {
        guard case .object(let entries) = value, case .number(let t)? = entries.first(where: { $0.key == "time" })?.value, t.isFinite else {
            return 0
        }
        return t
    }

    /// Loads one entry of `images`, relative to the scene's directory.
    private mutating func loadImage(_ entry: SceneValue.Entry, at path: String) {
        imageNames.insert(entry.key)
        guard let file = string(entry.value, at: path) else { return }
        let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : baseDirectory.appendingPathComponent(file)
        do {
            images[entry.key] = try CGImage(contentsOf: url)
        } catch {
            report(path, "cannot load image \"\(file)\" (tried \(url.standardizedFileURL.path)): \(Self.reason(error))")
        }
    }

    /// The part of an image error after the file's path.
    private static func reason(_ error: CGImageError) -> String {
        switch error {
        case .readFailed(_, let reason): return reason
        default:
            let text = error.description
            guard let range = text.range(of: ": ") else { return text }
            return String(text[range.upperBound...])
        }
    }

    /// The bounds a scene is held to before anything is allocated for it: at most
    /// ``SceneLimits/maximumFPS`` frames a second and ``SceneLimits/maximumFrames`` frames, and
    /// a frame of at most `CGImage.maximumDimension` pixels a side (canvas points × scale).
    mutating func checkLimits(canvas: SceneCanvas, fps: Double, duration: Double) {
        if fps > SceneLimits.maximumFPS { report("fps", "at most \(Int(SceneLimits.maximumFPS)) frames per second, found \(fps)") }
        let frames = duration * fps
        if fps > 0, frames > Double(SceneLimits.maximumFrames) {
            report("duration", "\(duration) s at \(fps) frames per second is more than \(SceneLimits.maximumFrames) frames")
        } else if fps > 0, duration > 0, frames <= 1e-9 {
            // fps 1e-300: a positive rate and duration that make no frame (frameCount 0).
            report("fps", "\(duration) s at \(fps) frames per second is less than one frame")
        }
        if canvas.scale > SceneLimits.maximumScale {
            report("canvas.scale", "at most \(Int(SceneLimits.maximumScale)) pixels per point, found \(canvas.scale)")
        } else {
            for (key, points) in [("width", canvas.width), ("height", canvas.height)] where points > 0 {
                let pixels = (points * canvas.scale).rounded()
                if pixels > Double(CGImage.maximumDimension) {
                    report(
                        "canvas.\(key)",
                        "\(points) points at \(canvas.scale) pixels per point is more than \(CGImage.maximumDimension) pixels")
                } else if pixels < 1 {
                    // It rounds to no pixel (height 0.3, or scale 0.004): nothing could be drawn.
                    report(
                        "canvas.\(key)",
                        "\(points) points at \(canvas.scale) pixels per point is less than 1 pixel")
                }
            }
        }
    }
}

/// The bounds scene files are held to (see ``SceneReader/checkLimits(canvas:fps:duration:)``).
public enum SceneLimits {
    /// Frames per second.
    public static let maximumFPS = 1000.0
    /// Frames in a scene (`duration × fps`).
    public static let maximumFrames = 10_000_000
    /// Pixels per point.
    public static let maximumScale = 64.0
    /// Levels of a layer tree: the root is at level 1, its sublayers and mask at level 2, and
    /// so on (layers inserted by events included). The same as the flattener draws
    /// (``LayerTreeFlattener/maximumDepth``).
    public static let maximumLayerDepth = LayerTreeFlattener.maximumDepth
    /// Copies of a layer that the replicators above it draw together (the product of their
    /// `instanceCount`s): the layer visits the flattener makes in a frame
    /// (``LayerTreeFlattener/maximumLayerVisits``).
    public static let maximumReplicatorCopies = LayerTreeFlattener.maximumLayerVisits

    /// The largest magnitude of any number in a scene (points, seconds, matrix entries, path
    /// coordinates) that no narrower range below bounds: far beyond any canvas or duration a
    /// scene can have, and small enough that no arithmetic on it overflows.
    public static let maximumMagnitude = 1e9
    static let magnitudeText = "1e9"

    /// The largest value of each layer key that has a narrower bound than
    /// ``maximumMagnitude``, as a layer's value, an event's `set` or an animation's value of that
    /// key path. (Their lower bounds: 0, or above 0 for the scales.)
    public static let maximumValues: [String: Double] = [
        "shadowRadius": 10_000, "cornerRadius": 1_000_000, "borderWidth": 1_000_000,
        "lineWidth": 1_000_000, "miterLimit": 1_000_000, "fontSize": 10_000,
        "contentsScale": maximumScale, "rasterizationScale": maximumScale,
        "instanceCount": 100_000,
    ]
}
