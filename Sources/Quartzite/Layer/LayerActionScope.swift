import Foundation

/// Supplies actions for layer changes made while it is current — the hook an "animation
/// block" API (UIKit's `UIView.animate(withDuration:animations:)` style) uses to animate the
/// changes made inside its block. Not Apple API.
public protocol LayerActionProvider: AnyObject {
    /// The action for `event` on `layer`: nil lets the layer go on looking (delegate,
    /// `actions`, `style`, default), `NSNull()` means "no action", anything else is used.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

/// The per-thread stack of ``LayerActionProvider``s consulted first by
/// `CALayer.action(forKey:)` (after `CATransaction.disableActions()`). Not Apple API.
public enum LayerActionScope {
    /// Runs `body` with `provider` as the current provider of the calling thread, then
    /// restores the previous one (scopes nest).
    public static func withProvider<Result>(
        _ provider: any LayerActionProvider, _ body: () throws -> Result
    ) rethrows -> Result {
        let state = TransactionState.current
        state.actionProviders.append(provider)
        defer { state.actionProviders.removeLast() }
        return try body()
    }

    /// The innermost provider of the calling thread, or nil.
    public static var currentProvider: (any LayerActionProvider)? {
        TransactionState.current.actionProviders.last
    }
}
