import Foundation
import Quartzite
import QuartziteRender

/// One seed example written against the API: a canvas, a frame rate and a length, and a
/// builder that makes the layer tree and adds its animations. Each one is the Swift twin of a
/// scene file in Examples/scenes/ (or, for the block-animation examples, of the code in the
/// seed), rendered to PNG frames with the CPU renderer.
struct SeedExample: Sendable {
    /// The subcommand that renders it, e.g. `seed002-logo-flip`.
    let name: String
    /// One line saying what it shows.
    let summary: String
    /// The canvas in points (rendered at 1 pixel per point).
    let size: CGSize
    /// Frames per second.
    let fps: Double
    /// Length in seconds.
    let duration: Double
    /// Builds the tree with the current media clock at 0, commits it, adds the animations and
    /// returns the root layer (placed in the canvas by its position and bounds).
    let build: @Sendable () -> CALayer
    /// Changes made later, in time order, as a scene file's events: each runs with the clock
    /// at its time (seconds) and is committed then.
    var steps: [Step] = []

    /// A change at a time: `run` receives the root layer.
    struct Step: Sendable {
        let time: Double
        let run: @Sendable (CALayer) -> Void
    }

    /// The number of frames: as for a scene file, ⌈duration × fps⌉.
    var frameCount: Int { Int((duration * fps - 1e-9).rounded(.up)) }

    /// The scene time of frame `index`, seconds.
    func frameTime(_ index: Int) -> Double { Double(index) / fps }

    /// Renders every frame over white into `directory` as 00000.png, 00001.png, … and returns
    /// the number of frames written. The example plays on its own manual clock, from 0 s.
    func render(to directory: URL) throws -> Int {
        let clock = MediaClock(manualTime: 0)
        return try MediaClock.withCurrent(clock) {
            let root = build()
            let renderer = FrameRenderer(renderer: SoftwareRenderer())
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var nextStep = 0
            for index in 0..<frameCount {
                let t = frameTime(index)
                advance(root, to: t, on: clock, nextStep: &nextStep)
                let image = try renderer.image(layer: root, size: size, background: .rgb(0xFFFFFF), at: t)
                try image.writePNG(to: directory.appendingPathComponent(String(format: "%05d.png", index)))
            }
            return frameCount
        }
    }
}

extension CGColor {
    /// An opaque colour from `0xRRGGBB`, each channel byte / 255 (as scene files read `#RRGGBB`).
    static func rgb(_ value: UInt32) -> CGColor {
        CGColor(
            red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255, alpha: 1)
    }
}

extension SeedExample {
    /// Moves `clock` (current) to `t`, first running the steps due by then (from `nextStep`
    /// on) each with the clock at its own time and committing it, as `ScenePlayer` runs events.
    func advance(_ root: CALayer, to t: Double, on clock: MediaClock, nextStep: inout Int) {
        while nextStep < steps.count, steps[nextStep].time <= t {
            clock.set(to: steps[nextStep].time)
            steps[nextStep].run(root)
            CATransaction.flush()
            nextStep += 1
        }
        clock.set(to: t)
        CATransaction.flush()
    }
}

extension CALayer {
    /// The layer named `name` in this layer's subtree (this layer included), or nil.
    func descendant(named name: String) -> CALayer? {
        if self.name == name { return self }
        for sublayer in sublayers ?? [] {
            if let found = sublayer.descendant(named: name) { return found }
        }
        return nil
    }
}

/// A root layer of `size` points at the origin of the canvas, as the scene files' `root`.
func makeRoot(_ size: CGSize) -> CALayer {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
    root.position = CGPoint(x: size.width / 2, y: size.height / 2)
    return root
}
