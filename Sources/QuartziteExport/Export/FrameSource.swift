import Foundation
import Quartzite

/// What ``FrameExporter`` renders: for each requested time, the committed snapshot of a layer
/// tree and the media time to evaluate it at. Called on the exporting thread only, with the
/// requests' times in order (a source may restart when a time lies before the previous one).
public protocol FrameSource: AnyObject {
    /// The snapshot to render at `time` (seconds from the start of the export's timeline)
    /// and the media time to evaluate it at; nil when the tree was not committed.
    func frame(at time: Double) -> (snapshot: LayerSnapshot, mediaTime: CFTimeInterval)?
}

/// A scene played by a ``ScenePlayer`` (forward-only time; a new player when a requested
/// time lies before the current one): the scene's events run as time passes.
public final class SceneFrameSource: FrameSource {
    private let scene: Scene
    private var player: ScenePlayer?

    /// A source playing `scene` from scene time 0.
    public init(scene: Scene) {
        self.scene = scene
    }

    /// Plays the scene to `time` (a new player when `time` lies before the current one) and
    /// returns the committed root snapshot at media time `startMediaTime + time`.
    public func frame(at time: Double) -> (snapshot: LayerSnapshot, mediaTime: CFTimeInterval)? {
        let current: ScenePlayer
        if let player, time >= player.currentTime {
            current = player
        } else {
            current = ScenePlayer(scene: scene)
            player = current
        }
        current.advance(to: time)
        guard let snapshot = current.rootLayer.committedSnapshot else { return nil }
        return (snapshot, current.startMediaTime + time)
    }
}

/// A layer tree that does not change after it is built (all its motion is in its
/// animations, as a Lottie animation's is): built and committed once on its own manual media
/// clock at media time 0, so time `t` is media time `t` and any time can be rendered in any
/// order from the one snapshot.
public final class StaticTreeFrameSource: FrameSource {
    /// The committed root layer.
    public let rootLayer: CALayer
    private let snapshot: LayerSnapshot?

    /// Builds the tree with `makeRoot` inside a transaction on a fresh manual clock at media
    /// time 0 (so animations with a `beginTime` of 0 begin at 0) and commits it.
    public init(makeRoot: () -> CALayer) {
        let clock = MediaClock(manualTime: 0)
        CATransaction.flush()
        rootLayer = MediaClock.withCurrent(clock) {
            CATransaction.begin()
            let root = makeRoot()
            CATransaction.commit()
            return root
        }
        snapshot = rootLayer.committedSnapshot
    }

    /// The one committed snapshot, at media time `time`.
    public func frame(at time: Double) -> (snapshot: LayerSnapshot, mediaTime: CFTimeInterval)? {
        snapshot.map { ($0, time) }
    }
}
