/// The transaction key of the animation duration (`CATransaction.setValue(_:forKey:)`), as
/// Apple's `kCATransactionAnimationDuration`: a `CFTimeInterval` in seconds.
public let kCATransactionAnimationDuration = "animationDuration"

/// The transaction key that disables actions, as Apple's `kCATransactionDisableActions`: a
/// `Bool`.
public let kCATransactionDisableActions = "disableActions"

/// The transaction key of the timing function of implicit animations, as Apple's
/// `kCATransactionAnimationTimingFunction`: a `CAMediaTimingFunction`.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"

/// The transaction key of the completion block, as Apple's `kCATransactionCompletionBlock`:
/// a `() -> Void`.
public let kCATransactionCompletionBlock = "completionBlock"
