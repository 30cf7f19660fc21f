/// The action event sent when a layer is added to a visible tree (it becomes a sublayer or a
/// mask), as Apple's `kCAOnOrderIn`.
public let kCAOnOrderIn = "onOrderIn"

/// The action event sent when a layer leaves a visible tree, as Apple's `kCAOnOrderOut`.
public let kCAOnOrderOut = "onOrderOut"
