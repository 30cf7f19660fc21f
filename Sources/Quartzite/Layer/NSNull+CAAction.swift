import Foundation

extension NSNull: CAAction {
    /// Does nothing: an `NSNull` returned as an action means "no action" (Apple's convention
    /// for `action(forKey:)`, the delegate and the `actions` dictionary).
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
