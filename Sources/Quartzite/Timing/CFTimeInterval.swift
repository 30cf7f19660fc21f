#if !canImport(Darwin)
/// A span or point of time in seconds, as CoreFoundation defines it (`typedef double CFTimeInterval`).
///
/// swift-corelibs-foundation on Linux does not export CoreFoundation's `CFTimeInterval`, so
/// Quartzite declares the same alias; on Apple platforms the system one is used.
public typealias CFTimeInterval = Double
#endif
