import Foundation

/// Darwin's `HUGE` from `<math.h>` (`#define HUGE MAXFLOAT`: `FLT_MAX`, 3.40282347e38, a
/// `Float`), which iOS code passes as `repeatCount` to mean "forever" (Core Animation treats
/// `FLT_MAX` as infinite). Glibc's header has no such macro, so Swift on Linux imports none.
public let HUGE: Float = .greatestFiniteMagnitude
