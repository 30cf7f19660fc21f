import Foundation

/// A two-dimensional vector, as CoreGraphics' `CGVector` (Foundation on Linux has none):
/// a displacement or a velocity, `dx` along x and `dy` along y, in the units of the
/// coordinate space it is used in (points, or points per second for velocities).
public struct CGVector: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The vector (0, 0), as Apple's imported struct initialiser.
    public init() {
        dx = 0
        dy = 0
    }

    /// A vector from its components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector from integer components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector from `Double` components.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector (0, 0).
    public static let zero = CGVector()

    /// `(dx, dy)`, as Apple prints it.
    public var description: String { "(\(dx), \(dy))" }
}
