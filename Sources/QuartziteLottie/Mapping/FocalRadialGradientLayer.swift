import Foundation
import Quartzite

/// A radial gradient whose first colour starts at a focal point inside the circle rather than
/// at its centre: what a Lottie radial gradient with a highlight (`h`, `a`) draws, as After
/// Effects, lottie-web and Skottie draw it (Core Animation's radial `CAGradientLayer` has no
/// focal point). The colour at t lies on the circle whose centre goes from `focalPoint` (t 0,
/// radius 0) to `startPoint` (t 1, the radius `endPoint.x − startPoint.x` of the bounds'
/// width), the end colours held beyond.
///
/// Its keys are custom animatable keys (each redraws the layer): `startPoint`, `endPoint` and
/// `focalPoint` (unit coordinates of the bounds, as `CAGradientLayer`'s points), `colors`
/// (`[CGColor]`) and `locations` (`[NSNumber]`).
final class FocalRadialGradientLayer: CALayer {
    static let drawingKeys: Set<String> = ["startPoint", "endPoint", "focalPoint", "colors", "locations"]

    override class func needsDisplay(forKey key: String) -> Bool {
        drawingKeys.contains(key) || super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        let size = bounds.size
        guard size.width > 0, size.height > 0,
            let start = value(forKey: "startPoint") as? CGPoint, let end = value(forKey: "endPoint") as? CGPoint,
            let focal = value(forKey: "focalPoint") as? CGPoint, let colors = value(forKey: "colors") as? [CGColor],
            !colors.isEmpty
        else { return }
        let given = (value(forKey: "locations") as? [NSNumber])?.map { CGFloat($0.doubleValue) }
        let locations = given?.count == colors.count ? given : nil
        let gradient =
            if let locations {
                locations.withUnsafeBufferPointer { CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: $0.baseAddress) }
            } else {
                CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: nil)
            }
        guard let gradient else { return }
        let origin = bounds.origin
        let point = { (unit: CGPoint) in CGPoint(x: origin.x + unit.x * size.width, y: origin.y + unit.y * size.height) }
        let radius = abs(end.x - start.x) * size.width
        guard radius > 0 else { return }
        ctx.drawRadialGradient(
            gradient, startCenter: point(focal), startRadius: 0, endCenter: point(start), endRadius: radius,
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    }
}
