// CGFloat, CGPoint, CGSize and CGRect come from Foundation on Linux, as from CoreGraphics on
// Apple's systems; re-exporting it lets `import QuartzGeometry` stand in for `import CoreGraphics`.
@_exported import Foundation
