import Foundation

/// Where a layer's `contents` image lands in its bounds and which part of the image it shows,
/// from `contentsRect`, `contentsGravity`, `contentsScale` and `contentsCenter`: what the
/// compositor draws and `render(in:)` paints.
///
/// Rectangles are in the layer's space (points, y down) except ``uvRect`` (image pixels).
/// Gravity follows Apple's naming with a y-up vertical axis (REFERENCE 9): when the contents
/// are not flipped "top" is the maxY edge of the bounds (on screen, the bottom edge of an
/// untransformed layer); when flipped, the minY edge. Left is always minX.
package struct ContentsPlacement: Sendable {
    /// The rectangle the image part covers, in layer points.
    package var rect: CGRect
    /// The image part shown (`contentsRect` in image pixels; may reach outside the image).
    package var uvRect: CGRect
    /// For a stretching gravity with a `contentsCenter` other than the unit square: the centre
    /// (unit rectangle of the image part) and the fixed margins it leaves, in layer points
    /// (left, top, right, bottom); else nil.
    package var center: (rect: CGRect, left: Double, top: Double, right: Double, bottom: Double)?

    /// The placement of an `imageWidth × imageHeight`-pixel image at `contentsScale` image
    /// pixels per point in a layer with values `p`; `flipped` is `contentsAreFlipped()`.
    package init(imageWidth: Int, imageHeight: Int, contentsScale: CGFloat, properties p: LayerProperties, flipped: Bool) {
        let cr = p.contentsRect
        let iw = Double(imageWidth), ih = Double(imageHeight)
        uvRect = CGRect(
            x: cr.origin.x * iw, y: cr.origin.y * ih, width: cr.size.width * iw, height: cr.size.height * ih)
        let scale = contentsScale > 0 && contentsScale.isFinite ? Double(contentsScale) : 1
        let natural = CGSize(width: abs(uvRect.size.width) / scale, height: abs(uvRect.size.height) / scale)
        let b = p.bounds
        let g = p.contentsGravity
        var stretches = false
        switch g {
        case .resizeAspect, .resizeAspectFill:
            stretches = true
            let sx = natural.width > 0 ? b.width / natural.width : 0
            let sy = natural.height > 0 ? b.height / natural.height : 0
            let s = g == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let w = natural.width * s, h = natural.height * s
            rect = CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        case .resize:
            stretches = true
            rect = b
        default:
            // The nine positions; a name Core Animation does not know is treated as center
            // (GNUstep's tests, measured against Apple's QuartzCore).
            let w = natural.width, h = natural.height
            let x: Double
            switch g {
            case .left, .topLeft, .bottomLeft: x = b.minX
            case .right, .topRight, .bottomRight: x = b.maxX - w
            default: x = b.midX - w / 2
            }
            // "top" is the maxY edge in y-up naming, the minY edge when the contents are flipped.
            let topEdgeIsMaxY = !flipped
            let y: Double
            switch g {
            case .top, .topLeft, .topRight: y = topEdgeIsMaxY ? b.maxY - h : b.minY
            case .bottom, .bottomLeft, .bottomRight: y = topEdgeIsMaxY ? b.minY : b.maxY - h
            default: y = b.midY - h / 2
            }
            rect = CGRect(x: x, y: y, width: w, height: h)
        }
        let cc = p.contentsCenter
        if stretches, cc != CGRect(x: 0, y: 0, width: 1, height: 1), cc.size.width >= 0, cc.size.height >= 0 {
            let uw = abs(uvRect.size.width), uh = abs(uvRect.size.height)
            center = (
                cc, cc.minX * uw / scale, cc.minY * uh / scale, (1 - cc.maxX) * uw / scale, (1 - cc.maxY) * uh / scale
            )
        } else {
            center = nil
        }
    }
}
