import Foundation

/// A layer's contents part-way through an animation of `contents` from one image (or drawing)
/// to another: Core Animation cross-dissolves the two (how the implicit animation of a contents
/// change looks). Animation evaluation produces it for fractions strictly between 0 and 1;
/// the layer's ``LayerProperties/contents`` then holds the nearer of the two, for readers that
/// draw one image.
public struct ContentsCrossfade: Sendable {
    /// Contents a layer can hold.
    public enum Source: Sendable {
        /// A bitmap.
        case image(CGImage)
        /// A recorded custom drawing.
        case drawing(RecordedDrawing)

        /// The source `value` is (a `CGImage` or a `RecordedDrawing`), or nil.
        init?(_ value: Any) {
            if let image = value as? CGImage {
                self = .image(image)
            } else if let drawing = value as? RecordedDrawing {
                self = .drawing(drawing)
            } else {
                return nil
            }
        }

        /// The wrapped image or drawing.
        var base: Any {
            switch self {
            case .image(let image): image
            case .drawing(let drawing): drawing
            }
        }
    }

    /// The contents the animation comes from.
    public let from: Source
    /// The contents the animation goes to.
    public let to: Source
    /// How far the dissolve is: the weight of ``to``, strictly between 0 and 1.
    public let fraction: Double
}
