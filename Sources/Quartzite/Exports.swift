// `import Quartzite` stands in for `import QuartzCore`: it brings the geometry types
// (CATransform3D, CGPath, CGColor, CGImage, CGAffineTransform) with it, as QuartzCore does.
@_exported import QuartzGeometry
