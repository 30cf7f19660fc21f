/// An animation between two values of one layer property (Apple's `CABasicAnimation`).
///
/// Which values are used (REFERENCE 4.1; ``fromValue`` F, ``toValue`` T, ``byValue`` B):
///
/// | set     | from                            | to                 |
/// |---------|---------------------------------|--------------------|
/// | F, T    | F                               | T                  |
/// | F, B    | F                               | F + B              |
/// | T, B    | T − B                           | T                  |
/// | F       | F                               | the model value    |
/// | T       | the underlying value            | T                  |
/// | B       | the underlying value            | underlying + B     |
///
/// The underlying value is the property's model value with the animations added before this
/// one applied. With all three set, B is ignored; with none, the animation has no effect.
/// Values are Apple-style: `CGFloat`/`Double`/`NSNumber`, `CGPoint`, `CGSize`, `CGRect`,
/// `CGColor`, `CATransform3D`, `CGAffineTransform`, `CGPath`, arrays of numbers or colours.
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value, or nil.
    open var fromValue: Any?
    /// The end value, or nil.
    open var toValue: Any?
    /// The change relative to the start (or end) value, or nil.
    open var byValue: Any?

    /// Creates an animation with Apple's defaults (all values nil).
    public override init() {
        super.init()
    }

    /// Copies every property of `animation`, including the values when it is a
    /// ``CABasicAnimation``.
    override func copyProperties(from animation: CAAnimation) {
        super.copyProperties(from: animation)
        if let animation = animation as? CABasicAnimation {
            fromValue = animation.fromValue
            toValue = animation.toValue
            byValue = animation.byValue
        }
    }
}
