import Foundation
import Quartzite
import QuartziteRender

extension LayerScene {
    /// A text layer with `frame`, `string` at `fontSize` in `foreground` over `background`.
    public static func textLayer(
        _ frame: CGRect, _ string: Any, fontSize: Double = 16, foreground: CGColor = color(1, 1, 1),
        background: CGColor? = color(0.15, 0.15, 0.2)
    ) -> CATextLayer {
        let layer = CATextLayer()
        layer.frame = frame
        layer.string = string
        layer.fontSize = fontSize
        layer.foregroundColor = foreground
        layer.backgroundColor = background
        return layer
    }

    /// Seed 000's CATextLayer: black "一串字符串" in a 300×60 frame (moved from y 300 to 10 to
    /// fit the canvas) over white, its fontSize animated from 10 to 30 over 5 s (linear, from
    /// t = 10); shown `t` seconds in.
    static func seed000Text(at t: CFTimeInterval) -> LayerScene {
        LayerScene(name: "text-seed000-font-size-\(Int(t * 1000))ms", width: 320, height: 80, time: 10 + t) {
            let root = rootLayer(320, 80, color(1, 1, 1))
            let text = CATextLayer()
            text.foregroundColor = color(0, 0, 0)
            text.string = "一串字符串"
            text.frame = CGRect(x: 10, y: 10, width: 300, height: 60)
            root.addSublayer(text)
            CATransaction.flush()
            let animation = CABasicAnimation(keyPath: "fontSize")
            animation.duration = 5
            animation.fromValue = 10
            animation.toValue = 30
            animation.beginTime = 10
            // Kept after it ends: the real clock is far past t = 15.
            animation.isRemovedOnCompletion = false
            text.add(animation, forKey: "text")
            return root
        }
    }

    static let paragraph =
        "Core Animation composites layer trees. A text layer lays out its string in its bounds and wraps it at word boundaries."

    /// CATextLayer: alignments, wrapping, truncation, seed 000's CJK string with its animated
    /// fontSize, right-to-left scripts, attributed runs and the backing store's contentsScale.
    public static let texts: [LayerScene] = [
        // Each alignment on one line ("Quartzite 16pt", white on slate, Liberation Sans for
        // Helvetica): natural (= left for Latin), left, right, centre; then a wrapped
        // paragraph justified (lines flush on both sides but the last, which is natural).
        LayerScene(name: "text-alignments", width: 240, height: 210) {
            let root = rootLayer(240, 210)
            let modes: [CATextLayerAlignmentMode] = [.natural, .left, .right, .center]
            for (i, mode) in modes.enumerated() {
                let layer = textLayer(CGRect(x: 10, y: 8 + Double(i) * 28, width: 220, height: 22), "Quartzite \(mode.rawValue)")
                layer.alignmentMode = mode
                root.addSublayer(layer)
            }
            let justified = textLayer(CGRect(x: 10, y: 122, width: 220, height: 80), paragraph, fontSize: 13)
            justified.isWrapped = true
            justified.alignmentMode = .justified
            root.addSublayer(justified)
            return root
        },
        // The same paragraph wrapped (natural: ragged right) in dark grey on white, with more
        // lines than fit: the sixth is cut through at the bounds' bottom edge (clipped, not
        // truncated).
        LayerScene(name: "text-wrapped-paragraph") {
            let root = rootLayer()
            let layer = textLayer(
                CGRect(x: 10, y: 10, width: 140, height: 88), paragraph, fontSize: 14, foreground: color(0.1, 0.1, 0.1),
                background: color(1, 1, 1))
            layer.isWrapped = true
            root.addSublayer(layer)
            return root
        },
        // A long line truncated at the end, in the middle and at the start (each ellipsized to
        // the 140-point width), and wrapped with end truncation: the last line that fits the
        // 40-point height ends with the ellipsis.
        LayerScene(name: "text-truncation", width: 160, height: 150) {
            let root = rootLayer(160, 150)
            let line = "The quick brown fox jumps over the lazy dog"
            let modes: [CATextLayerTruncationMode] = [.end, .middle, .start]
            for (i, mode) in modes.enumerated() {
                let layer = textLayer(CGRect(x: 10, y: 8 + Double(i) * 26, width: 140, height: 20), line, fontSize: 14)
                layer.truncationMode = mode
                root.addSublayer(layer)
            }
            let wrapped = textLayer(CGRect(x: 10, y: 90, width: 140, height: 40), paragraph, fontSize: 14)
            wrapped.isWrapped = true
            wrapped.truncationMode = .end
            root.addSublayer(wrapped)
            return root
        },
        seed000Text(at: 1),
        seed000Text(at: 4),
        // Right to left: Arabic (joined letters, DejaVu Sans) and Hebrew at natural alignment
        // (flush right), then Hebrew aligned left explicitly, and a mixed line (Latin and
        // digits inside Hebrew keep their order).
        LayerScene(name: "text-right-to-left", width: 200, height: 130) {
            let root = rootLayer(200, 130)
            let lines: [(String, CATextLayerAlignmentMode)] = [
                ("مرحبا بالعالم", .natural), ("שלום עולם", .natural), ("שלום עולם", .left), ("גרסה 2.0 של Quartzite", .natural),
            ]
            for (i, (string, mode)) in lines.enumerated() {
                let layer = textLayer(CGRect(x: 10, y: 8 + Double(i) * 30, width: 180, height: 26), string, fontSize: 18)
                layer.alignmentMode = mode
                root.addSublayer(layer)
            }
            return root
        },
        // An attributed string of two runs: orange Helvetica-Bold 22 then sky-blue Helvetica 12
        // (the layer's own white 36-point font does not apply to attributed strings); a third
        // run without attributes takes Core Text's defaults (Helvetica 12, black).
        LayerScene(name: "text-attributed-runs", width: 240, height: 60) {
            let root = rootLayer(240, 60)
            let string = NSMutableAttributedString(
                string: "Bold orange ",
                attributes: [.font: CTFontCreateWithName("Helvetica-Bold", 22, nil), .foregroundColor: color(0.95, 0.5, 0.1)])
            string.append(
                NSAttributedString(
                    string: "small blue ",
                    attributes: [.font: CTFontCreateWithName("Helvetica", 12, nil), .foregroundColor: color(0.2, 0.6, 1)]))
            string.append(NSAttributedString(string: "plain"))
            root.addSublayer(textLayer(CGRect(x: 10, y: 10, width: 220, height: 40), string, background: color(1, 1, 1)))
            return root
        },
        // A 2× frame: the left layer keeps contentsScale 1 (its 80×24-pixel backing store is
        // magnified: soft glyphs, as on a Retina screen), the right one has contentsScale 2
        // (one backing-store pixel per frame pixel: crisp).
        LayerScene(name: "text-contents-scale", width: 180, height: 40, scale: 2) {
            let root = rootLayer(180, 40)
            for (i, scale) in [1.0, 2.0].enumerated() {
                let layer = textLayer(CGRect(x: 5 + Double(i) * 90, y: 8, width: 80, height: 24), "Text \(Int(scale))x")
                layer.contentsScale = scale
                root.addSublayer(layer)
            }
            return root
        },
    ]
}
