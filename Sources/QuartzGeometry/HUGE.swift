import Foundation

/// Darwin's `HUGE` from `<math.h>` (`#define HUGE MAXFLOAT`: `FLT_MAX`, 3.40282347e38, a
/// `Float`), which iOS code passes as `repeatCount` to mean "forever" (Core Animation treats
/// `FLT_MAX` as infinite). Glibc's header has no such macro, so Swift on Linux imports none.
public let HUGE: Float = .greatestFiniteMagnitude

/// Darwin's `MAXFLOAT` from `<math.h>` (`FLT_MAX`, 3.40282347e38, a `Float`), the other name
/// iOS code uses for "forever": `animation.repeatCount = MAXFLOAT` (Core Animation treats
/// `FLT_MAX` as infinite). Glibc defines the macro only for some feature sets, and Swift on
/// Linux imports none.
public let MAXFLOAT: Float = .greatestFiniteMagnitude
