/// Converts the interpolated number (or numbers) of a property animation into a
/// `CATransform3D` (Apple's `CAValueFunction`, REFERENCE 4.3).
///
/// The animation interpolates its inputs — so a rotation from 0 to 4π turns twice, which
/// interpolating matrices cannot do — and the function builds the matrix from the result.
/// Immutable.
///
/// Differs from Apple: not an `NSObject`/`NSSecureCoding` class.
public final class CAValueFunction: Sendable {
    /// The function's name.
    public let name: CAValueFunctionName

    /// Creates the predefined function `name`, or nil when `name` is not one of
    /// ``CAValueFunctionName``'s constants.
    public init?(name: CAValueFunctionName) {
        guard CAValueFunctionName.all.contains(name) else { return nil }
        self.name = name
    }

    /// How many inputs the function reads: 3 for ``CAValueFunctionName/scale`` and
    /// ``CAValueFunctionName/translate``, 1 for the others. Not Apple API.
    public var inputCount: Int {
        name == .scale || name == .translate ? 3 : 1
    }
}
