import Foundation
import Quartzite
import QuartziteRender

/// A new layer with `frame` (superlayer points) and background `color` (nil: none).
public func solidLayer(_ frame: CGRect, _ color: CGColor?) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
}

/// An sRGB colour from components 0…1.
public func color(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> CGColor {
    CGColor(red: r, green: g, blue: b, alpha: a)
}

/// A root layer of `w`×`h` points at the canvas origin with a background colour.
public func rootLayer(
    _ w: Double = 160, _ h: Double = 120, _ background: CGColor? = color(0.92, 0.92, 0.92)
) -> CALayer {
    solidLayer(CGRect(x: 0, y: 0, width: w, height: h), background)
}

/// Identity with `m34 = −1/d`.
public func perspectiveTransform(_ d: Double) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m34 = -1 / d
    return t
}

/// A 16×12 "arrow" image: red top row band, blue left column, green elsewhere, a yellow
/// top-left texel — shows orientation and flips.
public func orientationImage() -> CGImage {
    TestTextures.make(16, 12) { x, y in
        if x < 2 && y < 2 { return SIMD4(255, 220, 0, 255) }
        if y < 3 { return SIMD4(220, 30, 30, 255) }
        if x < 3 { return SIMD4(30, 60, 220, 255) }
        return SIMD4(40, 170, 70, 255)
    }
}
