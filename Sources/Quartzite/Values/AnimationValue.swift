import Foundation

/// The typed form of every value a layer property or an animation's `fromValue`, `toValue`,
/// `byValue` or `values` can hold, so evaluation never boxes values in `Any`.
///
/// Per type (REFERENCE 4.3 and 11): numbers, points, sizes and rects interpolate
/// component-wise; colours component-wise on straight sRGB RGBA; transforms by decomposition
/// (translation, scale, skew, perspective lerped, rotation slerped on the shortest arc); affine
/// transforms through their 3D form; paths point-wise when their elements match; arrays
/// element-wise when their counts match. Everything else — and any pair of different kinds —
/// changes discretely, see ``interpolated(to:fraction:)``.
///
/// Differs from Apple: a path is held as its `Sendable` ``PathData`` (a `CGPath` is a class
/// and not `Sendable` here); ``init(_:)`` and ``anyValue`` convert from and to `CGPath`.
public enum AnimationValue: Sendable, Equatable {
    /// A scalar (CGFloat, Double, Float, Int, NSNumber, …) in the property's units.
    case number(Double)
    /// A CGPoint in points.
    case point(CGPoint)
    /// A CGSize in points.
    case size(CGSize)
    /// A CGRect in points.
    case rect(CGRect)
    /// A colour (straight sRGB RGBA).
    case color(CGColor)
    /// A 3D transform (row-vector convention, translation in m41…m43).
    case transform(CATransform3D)
    /// A 2D affine transform.
    case affineTransform(CGAffineTransform)
    /// A path's elements, in the layer's coordinates.
    case path(PathData)
    /// An array of scalars (gradient `locations`, `lineDashPattern`, value-function inputs).
    case numbers([Double])
    /// An array of colours (gradient `colors`).
    case colors([CGColor])
    /// A Boolean property (`isHidden`, `masksToBounds`, …); changes discretely.
    case bool(Bool)
    /// Anything else (images, strings, enums); changes discretely.
    case other(OpaqueAnimationValue)
}
