import Foundation
import Quartzite
import QuartziteRender

/// Seed 000 (03a173b5f2ed6cf5), section UIViewPropertyAnimator (interactiveAnimations): a round
/// orange button at (200, 100, 100, 100) scales to 0.1 in a paused 5 s ease-out animator, and a
/// pan gesture sets `fractionComplete`. Here the gesture is replaced by fixed fractions, one
/// frame each: 0, 0.25, 0.5, 0.75 and 1 (scrubbing is linear, UIKit's default).
enum Seed000Scrubbing {
    /// The fractions rendered, one frame each, in this order.
    static let fractions: [CGFloat] = [0, 0.25, 0.5, 0.75, 1]

    /// Renders one frame per fraction over white into `directory` (00000.png …) and returns
    /// the number of frames written. It plays on its own manual clock, held at 0 s.
    static func render(to directory: URL) throws -> Int {
        try MediaClock.withCurrent(MediaClock(manualTime: 0)) { try renderFrames(to: directory) }
    }

    /// ``render(to:)`` with the example's clock current.
    private static func renderFrames(to directory: URL) throws -> Int {
        let size = CGSize(width: 400, height: 300)
        let root = makeRoot(size)
        let button = CALayer()
        button.frame = CGRect(x: 200, y: 100, width: 100, height: 100)
        button.cornerRadius = button.bounds.size.width / 2
        button.masksToBounds = true
        button.backgroundColor = .rgb(0xFF8000)
        root.addSublayer(button)
        CATransaction.flush()

        let animator = PropertyAnimator(duration: 5, curve: .easeOut) {
            button.setAffineTransform(CGAffineTransform(scaleX: 0.1, y: 0.1))
        }
        animator.startAnimation()
        animator.pauseAnimation()
        CATransaction.flush()

        let renderer = FrameRenderer(renderer: SoftwareRenderer())
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (index, fraction) in fractions.enumerated() {
            animator.fractionComplete = fraction
            let image = try renderer.image(layer: root, size: size, background: .rgb(0xFFFFFF))
            try image.writePNG(to: directory.appendingPathComponent(String(format: "%05d.png", index)))
        }
        return fractions.count
    }
}
