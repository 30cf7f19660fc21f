import Foundation
import Quartzite
import Synchronization

/// A Lottie animation (Bodymovin JSON, or one animation of a `.lottie` archive) read into memory: its size, frame rate, in and out
/// points and markers, what it uses that Quartzite does not draw, and the `CALayer` tree that
/// plays it.
///
/// ```swift
/// let animation = try LottieAnimation(contentsOf: URL(fileURLWithPath: "loader.json"))
/// let layer = animation.makeRootLayer(playback: .loop)     // frames ip…op, forever
/// view.layer.addSublayer(layer)                              // plays from the next commit
/// for feature in animation.unsupportedFeatures { print(feature) }
/// ```
///
/// Frames: Lottie counts time in frames at ``frameRate``; the animation shows frames
/// ``inPoint`` up to (not including) ``outPoint``. Sizes are in points (one Lottie pixel is
/// one point).
public final class LottieAnimation: Sendable {
    /// The Bodymovin version that wrote the file (`v`), e.g. `"5.7.4"`.
    public let version: String
    /// The animation's name (`nm`), if it has one.
    public let name: String?
    /// The composition's size in points (`w`, `h`).
    public let size: CGSize
    /// Frames per second (`fr`).
    public let frameRate: Double
    /// The first frame shown (`ip`).
    public let inPoint: Double
    /// The frame the animation ends at (`op`); the last frame shown is just before it.
    public let outPoint: Double
    /// The markers (`markers`), in file order.
    public let markers: [LottieMarker]
    /// What the file uses that Quartzite does not draw, with the JSON path of each use, in
    /// reading order (the reader's findings, then those found when building the layer tree).
    /// Known once a tree has been built with the default playback (``makeRootLayer(playback:)``);
    /// reading it before builds one to find them.
    public var unsupportedFeatures: [LottieUnsupportedFeature] {
        if let known = mappingFeatures.withLock({ $0 }) { return readerFeatures + known }
        let log = UnsupportedFeatureLog()
        // The layers are discarded; like any new layers they join the calling thread's implicit
        // transaction until it is committed.
        _ = LayerBuilder(document: document, log: log, playback: LottiePlayback()).makeRoot()
        let found = mappingFeatures.withLock { known in
            if known == nil { known = log.features }
            return known ?? []
        }
        return readerFeatures + found
    }

    /// The parsed document (immutable once read).
    private let document: LottieDocument
    /// What the reader found unsupported.
    private let readerFeatures: [LottieUnsupportedFeature]
    /// What building a tree with the default playback found unsupported, once one was built.
    private let mappingFeatures = Mutex<[LottieUnsupportedFeature]?>(nil)

    /// The length of the in…out range in seconds: `(outPoint − inPoint) / frameRate`.
    public var duration: Double { (outPoint - inPoint) / frameRate }

    /// The number of frames from the in point to the out point, `⌈outPoint − inPoint⌉`.
    public var frameCount: Int { Int((outPoint - inPoint - 1e-9).rounded(.up)) }

    /// Reads a Lottie JSON file, or a `.lottie` archive (told apart by content: a ZIP archive
    /// is read as dotLottie). External images of a JSON file (`u` + `p` of image assets) are
    /// looked up relative to the file's directory; a `.lottie` file's come from the archive.
    /// `animationID` picks one of a `.lottie` file's animations (default: the first in its
    /// manifest); JSON files ignore it.
    /// - Throws: ``LottieError`` naming the JSON path of the first problem (an I/O or archive
    ///   problem has an empty path).
    public convenience init(contentsOf url: URL, animationID: String? = nil) throws(LottieError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw LottieError(path: "", message: "cannot read \(url.path): \(error.localizedDescription)")
        }
        if ZipArchive.looksLikeZip(data) {
            try self.init(dotLottieData: data, animationID: animationID)
        } else {
            try self.init(data: data, baseDirectory: url.deletingLastPathComponent())
        }
    }

    /// Reads a Lottie JSON document from `data`; external images are looked up in
    /// `baseDirectory` (nil: none are, and each is reported).
    /// - Throws: ``LottieError`` naming the JSON path of the first problem.
    public convenience init(data: Data, baseDirectory: URL? = nil) throws(LottieError) {
        try self.init(json: data, images: Self.images(in: baseDirectory))
    }

    /// Reads `data` when it is a Lottie document (what ``isLottie(_:)`` tells), parsing it once
    /// where ``isLottie(_:)`` and then ``init(data:baseDirectory:)`` parse it twice: nil when it
    /// is not one (a scene file, say), else the animation — a JSON document as
    /// ``init(data:baseDirectory:)`` reads it (external images from `baseDirectory`), a `.lottie`
    /// archive as ``init(dotLottieData:animationID:)`` (its first animation).
    /// - Throws: ``LottieError`` when it is a Lottie document with a problem, naming its JSON path.
    public convenience init?(ifLottie data: Data, baseDirectory: URL? = nil) throws(LottieError) {
        if ZipArchive.looksLikeZip(data) {
            guard Self.isLottie(data) else { return nil }
            try self.init(dotLottieData: data)
            return
        }
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
            Self.looksLikeLottie(object)
        else { return nil }
        try self.init(root: JSONNode(JSONValue(object), path: ""), images: Self.images(in: baseDirectory))
    }

    /// Reads external images (`folder`, `name`) from `directory`; nil for none.
    private static func images(in directory: URL?) -> ((String, String) throws -> Data?)? {
        directory.map { directory in
            { (folder: String, name: String) -> Data? in
                try? Data(contentsOf: directory.appendingPathComponent(folder).appendingPathComponent(name))
            }
        }
    }

    /// Reads animation `animationID` (default: the first in the manifest) of a `.lottie`
    /// archive (dotLottie: a ZIP archive with `manifest.json`, the animations under
    /// `animations/` or `a/`, their images under `images/` or `i/`; stored or deflated entries).
    /// - Throws: ``LottieError``: a damaged archive, a missing manifest or animation, or the
    ///   animation's first problem with its JSON path.
    public convenience init(dotLottieData data: Data, animationID: String? = nil) throws(LottieError) {
        let archive = try DotLottieArchive(data)
        let id = animationID ?? archive.animationIDs[0]
        guard archive.animationIDs.contains(id) else {
            throw LottieError(
                path: "", message: "the .lottie archive has no animation \"\(id)\" (it has \(archive.animationIDs.joined(separator: ", ")))")
        }
        try self.init(json: try archive.animationData(id), images: { try archive.imageData(directory: $0, name: $1) })
    }

    /// The ids of the animations in a `.lottie` archive's manifest, in order.
    /// - Throws: ``LottieError`` for a damaged archive or manifest.
    public static func animationIDs(inDotLottie data: Data) throws(LottieError) -> [String] {
        try DotLottieArchive(data).animationIDs
    }

    private convenience init(json data: Data, images: ((String, String) throws -> Data?)?) throws(LottieError) {
        try self.init(root: JSONNode.parse(data), images: images)
    }

    /// Reads the parsed document `root` (a JSON object).
    private init(root: JSONNode, images: ((String, String) throws -> Data?)?) throws(LottieError) {
        let log = UnsupportedFeatureLog()
        let document = try DocumentReader(log: log, imageData: images).read(root)
        readerFeatures = log.features
        self.document = document
        version = document.version
        name = document.name
        size = CGSize(width: document.width, height: document.height)
        frameRate = document.frameRate
        inPoint = document.inPoint
        outPoint = document.outPoint
        markers = document.markers
    }

    /// Whether `data` looks like a Lottie document: a JSON object with `v`, `fr`, `ip`, `op`
    /// and `layers`, or a ZIP archive with a `manifest.json` (a `.lottie` file) — what the
    /// command-line tool checks to tell Lottie files from scene files.
    public static func isLottie(_ data: Data) -> Bool {
        if ZipArchive.looksLikeZip(data) {
            return (try? ZipArchive(data))?.names.contains("manifest.json") ?? false
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) else { return false }
        return looksLikeLottie(object)
    }

    /// Whether a parsed JSON value is a Lottie document: an object with `v`, `fr`, `ip`, `op`
    /// and an array of `layers`.
    private static func looksLikeLottie(_ value: Any) -> Bool {
        guard let object = value as? [String: Any] else { return false }
        return ["v", "fr", "ip", "op", "layers"].allSatisfy { object[$0] != nil } && object["layers"] is [Any]
    }

    /// The marker named `name`, or nil.
    public func marker(named name: String) -> LottieMarker? {
        markers.first { $0.name == name }
    }

    /// Builds a new layer tree that plays the animation: a layer of ``size`` (bounds origin
    /// (0, 0), anchor point (0, 0), position (0, 0) — set `position` or `frame` to place it,
    /// `transform` to scale it) that clips to its bounds, with every Lottie layer below it and
    /// every keyframe as a `CAKeyframeAnimation` wrapped in a group carrying `playback`.
    ///
    /// The animations begin when the tree is committed (their `beginTime` is 0) and show
    /// `playback.fromFrame` (default ``inPoint``) then; at speed 1 frame `f` shows
    /// `(f − fromFrame) / frameRate` seconds later. After the last repetition the tree holds
    /// the frame it ended on; a layer whose out point is at or after the end stays visible.
    /// Change speed, pause or scrub through the returned layer's `CAMediaTiming`
    /// (`speed`, `timeOffset`, `beginTime`): to pause, set `speed = 0` and `timeOffset` to the
    /// layer's current local time (Apple's recipe), then move `timeOffset` to scrub. Each call
    /// makes an independent tree.
    ///
    /// Differs from lottie-ios: inside a spatial (curved) position segment, the point moves
    /// with the Bézier parameter (Core Animation's path animation), not by arc length.
    public func makeRootLayer(playback: LottiePlayback = LottiePlayback()) -> CALayer {
        let log = UnsupportedFeatureLog()
        let root = LayerBuilder(document: document, log: log, playback: playback).makeRoot()
        if playback == LottiePlayback() {
            mappingFeatures.withLock { known in if known == nil { known = log.features } }
        }
        return root
    }
}
