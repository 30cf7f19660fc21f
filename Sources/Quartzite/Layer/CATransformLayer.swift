import Foundation

/// A layer that renders nothing of its own and keeps its sublayers in one 3D space: they are
/// not flattened into its plane, so they are depth-sorted against each other (split where they
/// intersect) under the transforms above it.
///
/// As with Apple, its background, contents, border, shadow, mask, `masksToBounds` and group
/// opacity are ignored; its `opacity` multiplies into each sublayer's. A `CATransformLayer`
/// inside another one shares the same 3D space.
open class CATransformLayer: CALayer {}
