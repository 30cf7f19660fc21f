/// A gradient's colours at locations 0…1, as Core Graphics defines one for
/// `CGContext.drawLinearGradient(_:start:end:options:)` and
/// `drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`.
///
/// Between two locations the colour is interpolated on straight (not premultiplied) components
/// and alpha; between 0 and the first location the first colour holds, between the last and 1
/// the last. Differs from Apple: colours are sRGB whatever the colour space (see
/// ``CGColorSpace``).
public final class CGGradient: Sendable {
    /// The colours, in order of location.
    public let colors: [CGColor]
    /// The locations, 0…1, non-decreasing, one per colour.
    public let locations: [Double]

    /// A gradient of `colors` (`CGColor`s, for example `[top, bottom] as CFArray`) at
    /// `locations` (one per colour, 0…1; nil spreads the colours evenly from 0 to 1); nil
    /// when `colors` holds no colour or something other than `CGColor`s. `space` is not used
    /// (every colour is sRGB).
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        var list: [CGColor] = []
        for element in colors {
            guard let color = element as? CGColor else { return nil }
            list.append(color)
        }
        self.init(list, locations: locations)
    }

    /// A gradient of `count` colours whose components (`space.numberOfComponents` colour
    /// components then alpha, each 0…1) follow one another at `components`, at `locations`
    /// (one per colour, 0…1; nil spreads them evenly); nil when `count` < 1.
    public convenience init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count >= 1 else { return nil }
        let stride = space.numberOfComponents + 1
        let list = (0..<count).map { i -> CGColor in
            let c = components + i * stride
            return stride == 2 ? CGColor(gray: c[0], alpha: c[1]) : CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        }
        self.init(list, locations: locations)
    }

    /// `colors` at `locations` (one per colour; nil: evenly spread), clamped to 0…1 and put in
    /// order of location (colours at equal locations keep their order); nil without colours.
    private init?(_ colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else { return nil }
        let count = colors.count
        let given = (0..<count).map { i -> Double in
            if let locations {
                let location = Double(locations[i])
                return location.isNaN ? 0 : min(max(location, 0), 1)
            }
            return count == 1 ? 0 : Double(i) / Double(count - 1)
        }
        let order = given.indices.sorted { given[$0] < given[$1] || (given[$0] == given[$1] && $0 < $1) }
        self.colors = order.map { colors[$0] }
        self.locations = order.map { given[$0] }
    }
}

/// Whether a gradient is painted beyond its start and end (Core Graphics' option set).
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32

    /// Creates the option set with `rawValue`'s bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Before the start (a linear gradient's side of the start point; inside a radial one's
    /// start circle) the first colour is painted, instead of nothing.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Past the end the last colour is painted, instead of nothing.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
