import Foundation
import Quartzite
@testable import QuartziteRender
import Testing

/// A gradient layer's presentation values: bounds `(0, 0, width, height)` and the gradient
/// keys set through `CAGradientLayer`'s descriptors, as the snapshot holds them.
private func gradient(
    _ width: Double, _ height: Double, _ colors: [CGColor]?, locations: [Double]? = nil,
    start: CGPoint? = nil, end: CGPoint? = nil, type: CAGradientLayerType? = nil
) -> LayerProperties {
    var p = LayerProperties()
    p.bounds = CGRect(x: 0, y: 0, width: width, height: height)
    func set(_ key: String, _ value: Any?) {
        guard let value else { return }
        let accepted = CAGradientLayer.propertyDescriptor(forKey: key)?.set(&p, AnimationValue(value))
        precondition(accepted == true, "\(key) refused")
    }
    set("colors", colors)
    set("locations", locations)
    set("startPoint", start)
    set("endPoint", end)
    set("type", type)
    return p
}

/// The image a recipe for `p` at `scale` rasterizes to.
private func image(_ p: LayerProperties, scale: Double = 1) throws -> CGImage {
    let recipe = try #require(GradientRecipe(p, scale: scale))
    let content = try #require(recipe.rasterize())
    #expect(content.rect == p.bounds)
    return content.image
}

/// The pixel's premultiplied RGBA8 as an array, for comparisons.
private func bytes(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
    let p = image.pixel(x: x, y: y)
    return [p.red, p.green, p.blue, p.alpha]
}

/// The unit square's corners and centre, for start and end points.
private let topLeft = CGPoint(x: 0, y: 0)
private let topRight = CGPoint(x: 1, y: 0)
private let centre = CGPoint(x: 0.5, y: 0.5)

private enum Swatch {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
}

/// Expected colours are computed by hand in the comments: the pixel centre in the unit square
/// `u = ((i + 0.5) / w, (j + 0.5) / h)`, the position `t`, the straight colour, premultiplied,
/// × 255 rounded to nearest.
@Suite("Gradient recipe pixels")
struct GradientRecipeTests {
    /// Horizontal axis (0, 0.5) → (1, 0.5), red/green/blue at 0.2, 0.6, 1 on 10 × 4 points:
    /// t = u.x = (i + 0.5) / 10.
    @Test func axialWithLocations() throws {
        let img = try image(
            gradient(
                10, 4, [Swatch.red, Swatch.green, Swatch.blue], locations: [0.2, 0.6, 1],
                start: CGPoint(x: 0, y: 0.5), end: CGPoint(x: 1, y: 0.5)))
        #expect(img.width == 10 && img.height == 4)
        // i = 0: t = 0.05, before the first stop: red (pad).
        #expect(bytes(img, 0, 0) == [255, 0, 0, 255])
        // i = 1: t = 0.15, still before 0.2.
        #expect(bytes(img, 1, 3) == [255, 0, 0, 255])
        // i = 3: t = 0.35, (0.35 − 0.2) / 0.4 = 0.375 from red to green: 0.625·255 = 159.4, 0.375·255 = 95.6.
        #expect(bytes(img, 3, 1) == [159, 96, 0, 255])
        // i = 7: t = 0.75, 0.375 from green to blue.
        #expect(bytes(img, 7, 2) == [0, 159, 96, 255])
        // i = 9: t = 0.95, 0.875 from green to blue: 0.125·255 = 31.9, 0.875·255 = 223.1.
        #expect(bytes(img, 9, 0) == [0, 32, 223, 255])
    }

    /// Apple's default axis (0.5, 0) → (0.5, 1), colours evenly spaced (locations nil):
    /// black, white, black at t = 0, 0.5, 1; on 3 × 8 points t = (j + 0.5) / 8.
    @Test func defaultVerticalAxisEvenlySpaced() throws {
        let img = try image(gradient(3, 8, [Swatch.black, Swatch.white, Swatch.black]))
        // j = 1: t = 0.1875, 0.375 of the way to white: 95.6.
        #expect(bytes(img, 0, 1) == [96, 96, 96, 255])
        #expect(bytes(img, 2, 1) == [96, 96, 96, 255])
        // j = 3: t = 0.4375: 0.875 → 223.1.
        #expect(bytes(img, 1, 3) == [223, 223, 223, 255])
        // j = 6: t = 0.8125, 0.625 of the way back to black: 0.375 → 95.6.
        #expect(bytes(img, 1, 6) == [96, 96, 96, 255])
    }

    /// Locations inside 0…1: before the first stop the first colour, after the last the last
    /// colour (pad, as Core Animation fills the whole layer).
    @Test func padBeyondTheEnds() throws {
        let img = try image(
            gradient(10, 1, [Swatch.red, Swatch.blue], locations: [0.3, 0.5], start: topLeft, end: topRight))
        #expect(bytes(img, 0, 0) == [255, 0, 0, 255])  // t = 0.05
        #expect(bytes(img, 2, 0) == [255, 0, 0, 255])  // t = 0.25
        #expect(bytes(img, 3, 0) == [191, 0, 64, 255])  // t = 0.35: 0.25 of the way, 191.25 / 63.75
        #expect(bytes(img, 5, 0) == [0, 0, 255, 255])  // t = 0.55
        #expect(bytes(img, 9, 0) == [0, 0, 255, 255])  // t = 0.95
        // Reversed axis: the same, mirrored.
        let reversed = try image(
            gradient(10, 1, [Swatch.red, Swatch.blue], locations: [0.3, 0.5], start: topRight, end: topLeft))
        #expect(bytes(reversed, 6, 0) == [191, 0, 64, 255])
        #expect(bytes(reversed, 0, 0) == [0, 0, 255, 255])
    }

    /// Colours are interpolated on straight (unpremultiplied) components, then premultiplied:
    /// Core Animation's white → `UIColor.clear` (transparent *black*) gradient turns grey half
    /// way, which premultiplied interpolation would not do (StackOverflow question "Draw
    /// transparent-to-white gradient over white in iOS", both CGGradient and CAGradientLayer
    /// show grey over white; the answer: the middle of white → clear is white 0.5, alpha 0.5).
    @Test func alphaColoursInterpolateStraight() throws {
        let clear = CGColor(red: 0, green: 0, blue: 0, alpha: 0)
        let fade = try image(gradient(1, 2, [Swatch.white, clear]))
        // j = 0: t = 0.25: straight (0.75, 0.75, 0.75, 0.75), premultiplied 0.5625 → 143.4; alpha 191.25.
        #expect(bytes(fade, 0, 0) == [143, 143, 143, 191])
        // j = 1: t = 0.75: 0.25 → 0.0625 → 15.9; alpha 63.75.
        #expect(bytes(fade, 0, 1) == [16, 16, 16, 64])
        // Red → transparent blue over 4 points, t = 0.375: straight (0.625, 0, 0.375, 0.625),
        // premultiplied (0.39, 0, 0.23, 0.625) → (99.6, 0, 59.8, 159.4). Premultiplied
        // interpolation would have no blue at all.
        let clearBlue = CGColor(red: 0, green: 0, blue: 1, alpha: 0)
        let tinted = try image(gradient(4, 1, [Swatch.red, clearBlue], start: topLeft, end: topRight))
        #expect(bytes(tinted, 1, 0) == [100, 0, 60, 159])
    }

    /// One colour draws nothing, whatever the geometry: "and one colour is not enough either"
    /// (GNUstep's CAGradientLayer tests, measured against Apple's QuartzCore).
    @Test func oneColourDrawsNothing() {
        let tint = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        for type in [CAGradientLayerType.axial, .radial, .conic] {
            #expect(GradientRecipe(gradient(5, 3, [tint], type: type), scale: 1) == nil, "\(type.rawValue)")
            #expect(GradientRecipe(gradient(5, 3, [tint], start: .zero, end: .zero, type: type), scale: 1) == nil)
        }
    }

    /// Nothing is drawn (no recipe) for no colours, an empty list, only transparent colours,
    /// empty bounds, or a degenerate geometry with two colours or more.
    @Test func nothingToDraw() {
        #expect(GradientRecipe(gradient(10, 10, nil), scale: 1) == nil)
        #expect(GradientRecipe(gradient(10, 10, []), scale: 1) == nil)
        let transparent = [CGColor(red: 1, green: 0, blue: 0, alpha: 0), CGColor(red: 0, green: 0, blue: 1, alpha: 0)]
        #expect(GradientRecipe(gradient(10, 10, transparent), scale: 1) == nil)
        #expect(GradientRecipe(gradient(0, 10, [Swatch.red, Swatch.blue]), scale: 1) == nil)
        let two = [Swatch.red, Swatch.blue]
        #expect(GradientRecipe(gradient(10, 10, two, start: centre, end: centre), scale: 1) == nil)
        #expect(GradientRecipe(gradient(10, 10, two, start: centre, end: centre, type: .conic), scale: 1) == nil)
        // A radial gradient needs both radii: endPoint (0.5, 1) from (0.5, 0.5) has no width.
        #expect(
            GradientRecipe(gradient(10, 10, two, start: centre, end: CGPoint(x: 0.5, y: 1), type: .radial), scale: 1)
                == nil)
    }

    /// Radial (CAGradientLayer.h: "an ellipse with its center at 'startPoint' and its width and
    /// height defined by '(endPoint.x - startPoint.x) * 2' and '(endPoint.y - startPoint.y) * 2'"):
    /// centre (0.5, 0.5), end (1, 1) on 20 × 10 points — radii 10 and 5 points, the ellipse
    /// inscribed in the bounds; white at the centre to black on the ellipse and beyond.
    /// q = (u − 0.5) / 0.5, t = |q|.
    @Test func radialIsElliptical() throws {
        let img = try image(
            gradient(20, 10, [Swatch.white, Swatch.black], start: centre, end: CGPoint(x: 1, y: 1), type: .radial))
        // (10, 5): q = (0.05, 0.1), t = 0.1118, 0.8882 · 255 = 226.5.
        #expect(bytes(img, 10, 5) == [226, 226, 226, 255])
        // (14, 4): q = (0.45, −0.1), t = 0.4610 → 137.5 (137.45).
        #expect(bytes(img, 14, 4) == [137, 137, 137, 255])
        // (17, 4): q = (0.75, −0.1), t = 0.7566 → 62.1.
        #expect(bytes(img, 17, 4) == [62, 62, 62, 255])
        // (14, 7): 4.5 points right and 2.5 down of the centre: q = (0.45, 0.5), t = 0.6727 → 83.5 (83.47).
        #expect(bytes(img, 14, 7) == [83, 83, 83, 255])
        // (12, 9): q = (0.25, 0.9), t = 0.9341 → 16.8: nearly on the ellipse 4.5 points below
        // the centre, where a circle of radius 10 would still be light.
        #expect(bytes(img, 12, 9) == [17, 17, 17, 255])
        // (19, 9): q = (0.95, 0.9), t = 1.31: beyond the ellipse, the last colour.
        #expect(bytes(img, 19, 9) == [0, 0, 0, 255])
    }

    /// Conic (CAGradientLayer.h: "centered at 'startPoint' and its 0-degrees direction is
    /// defined by a vector spanned between 'startPoint' and 'endPoint' … The gradient's angle
    /// increases in the direction of rotation of positive x-axis towards positive y-axis"):
    /// centre (0.5, 0.5), end (1, 0.5), red → blue over the turn on 20 × 20 points. With y
    /// down (iOS) the angle grows clockwise on screen: a quarter turn is straight below the
    /// centre. t = atan2(q.y, q.x) / 2π mod 1, q = u − 0.5.
    @Test func conicTurnsFromEndPointTowardsPositiveY() throws {
        let img = try image(
            gradient(20, 20, [Swatch.red, Swatch.blue], start: centre, end: CGPoint(x: 1, y: 0.5), type: .conic))
        // (19, 10): just below the +x axis, t = 0.00837: red 252.9, blue 2.1.
        #expect(bytes(img, 19, 10) == [253, 0, 2, 255])
        // (10, 19): below the centre (+y), t = 0.2416: 193.4 / 61.6.
        #expect(bytes(img, 10, 19) == [193, 0, 62, 255])
        // (0, 9): left, t = 0.5084: 125.4 / 129.6.
        #expect(bytes(img, 0, 9) == [125, 0, 130, 255])
        // (10, 0): above the centre, t = 0.7584: 61.6 / 193.4.
        #expect(bytes(img, 10, 0) == [62, 0, 193, 255])
        // (19, 9): just above the +x axis, t = 0.9916: the seam between the last and first colour.
        #expect(bytes(img, 19, 9) == [2, 0, 253, 255])
        // endPoint (0.5, 0) starts the turn straight up: (10, 0) is now t = 0.0084.
        let up = try image(
            gradient(20, 20, [Swatch.red, Swatch.blue], start: centre, end: CGPoint(x: 0.5, y: 0), type: .conic))
        #expect(bytes(up, 10, 0) == [253, 0, 2, 255])
        // (19, 9): a quarter turn clockwise from straight up, t = 0.2416.
        #expect(bytes(up, 19, 9) == [193, 0, 62, 255])
    }

    /// Core Animation draws the gradient in the unit square and stretches it to the bounds, so
    /// the lines of one colour of a diagonal gradient on a non-square layer are not
    /// perpendicular to the axis in points (stackoverflow.com/a/43176174, observed on iOS:
    /// "First it converts the view to a square. Then it applies the gradient using start/end
    /// points. … Finally, it squishes the view down to the original size."). Black → white
    /// from (0, 0) to (1, 1) on 20 × 10 points: t = (u.x + u.y) / 2, so the two other corners
    /// are both near the middle grey.
    @Test func axialIsDrawnInTheUnitSquare() throws {
        let img = try image(gradient(20, 10, [Swatch.black, Swatch.white], start: .zero, end: CGPoint(x: 1, y: 1)))
        // (19, 0): u = (0.975, 0.05), t = 0.5125 → 130.7. In points it would be 0.79 (201).
        #expect(bytes(img, 19, 0) == [131, 131, 131, 255])
        // (0, 9): u = (0.025, 0.95), t = 0.4875 → 124.3.
        #expect(bytes(img, 0, 9) == [124, 124, 124, 255])
        // (0, 0): t = 0.0375 → 9.6; (19, 9): t = 0.9625 → 245.4.
        #expect(bytes(img, 0, 0) == [10, 10, 10, 255])
        #expect(bytes(img, 19, 9) == [245, 245, 245, 255])
    }

    /// At 2 pixels per point the image has twice the pixels and still covers the bounds; pixel
    /// centres are at (i + 0.5) / 2 points.
    @Test func rasterScale() throws {
        var p = gradient(5, 2, [Swatch.red, Swatch.blue], start: topLeft, end: topRight)
        p.bounds.origin = CGPoint(x: -3, y: 7)
        let img = try image(p, scale: 2)
        #expect(img.width == 10 && img.height == 4)
        // i = 3: 1.75 points of 5, t = 0.35 → 165.75 / 89.25.
        #expect(bytes(img, 3, 3) == [166, 0, 89, 255])
    }

    /// Fewer locations than colours draw nothing ("with fewer locations than colours nothing
    /// is drawn": GNUstep's tests, measured against Apple's QuartzCore); locations beyond the
    /// colours' count are ignored (react-native-linear-gradient's maintainers on iOS); decreasing
    /// locations are raised to the one before (Apple: "must be monotonically increasing"; what
    /// it draws otherwise is not documented — Quartzite's choice).
    @Test func locationsThatDoNotFit() throws {
        let three = [Swatch.black, Swatch.white, Swatch.red]
        #expect(GradientRecipe(gradient(4, 1, three, locations: [0.5], start: topLeft, end: topRight), scale: 1) == nil)
        // [0, 0.5, 1, 0.2] for three colours: the first three, black → white → red at 0…1.
        let extra = try image(gradient(4, 1, three, locations: [0, 0.5, 1, 0.2], start: topLeft, end: topRight))
        #expect(bytes(extra, 1, 0) == [191, 191, 191, 255])  // t = 0.375: 0.75 of the way to white
        // Empty, as nil: evenly spaced.
        #expect(CAGradientLayer.stopLocations(colorCount: 3, locations: []) == [0, 0.5, 1])
        // [0, 0.6, 0.4] reads as [0, 0.6, 0.6]: a hard step to the last colour at 0.6.
        let decreasing = try image(
            gradient(
                10, 1, [Swatch.black, Swatch.white, Swatch.red], locations: [0, 0.6, 0.4], start: topLeft,
                end: topRight))
        #expect(bytes(decreasing, 5, 0) == [234, 234, 234, 255])  // t = 0.55: 0.9167 → 233.75
        #expect(bytes(decreasing, 6, 0) == [255, 0, 0, 255])  // t = 0.65: past the step, red
    }

    /// Equal inputs make equal recipes (the cache's key); what changes the pixels changes it.
    @Test func recipesAreKeys() throws {
        let a = try #require(GradientRecipe(gradient(10, 10, [Swatch.red, Swatch.blue]), scale: 1))
        let b = try #require(GradientRecipe(gradient(10, 10, [Swatch.red, Swatch.blue]), scale: 1))
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a != GradientRecipe(gradient(10, 10, [Swatch.red, Swatch.green]), scale: 1))
        #expect(a != GradientRecipe(gradient(10, 10, [Swatch.red, Swatch.blue]), scale: 2))
        #expect(a != GradientRecipe(gradient(10, 10, [Swatch.red, Swatch.blue], type: .radial), scale: 1))
    }
}
