import Foundation
import Quartzite

/// After Effects' 3D transforms as Core Animation matrices (row vectors, `p' = p · M`,
/// applied left to right as `CATransform3DConcat` reads).
///
/// After Effects' space has y down and z into the screen (away from the viewer); Core
/// Animation's has y down and z toward the viewer. A value's z therefore changes sign
/// (`z_CA = −z_AE`), and so do the X and Y rotations (the mirror image of a turn about an axis
/// in the xy plane turns the other way); Z rotation keeps its sign (clockwise on screen). This
/// is lottie-web's mapping (`TransformProperty`: `translate(p.x, p.y, −p.z)`,
/// `rotateY(ry).rotateX(rx)` with its rotations' opposite signs).
///
/// A layer maps a point `q` of its content (After Effects' order, read right to left there):
///
/// ```
///  q · T(−anchor) · S(scale) · skew · Rz(rz) · Ry(−ry) · Rx(−rx) · Oz(or.z) · Oy(−or.y) · Ox(−or.x) · T(position)
///      └ anchorPointZ = −a.z            └ rotation: Z, then Y, then X ┘  └ orientation: Z, Y, X ┘  └ zPosition = −p.z
/// ```
enum Transform3DMatrix {
    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

    /// X, Y and Z Rotation in degrees (After Effects' signs): Z first, then Y, then X.
    static func rotation(x: Double, y: Double, z: Double) -> CATransform3D {
        let rz = CATransform3DMakeRotation(radians(z), 0, 0, 1)
        let ry = CATransform3DMakeRotation(radians(-y), 0, 1, 0)
        let rx = CATransform3DMakeRotation(radians(-x), 1, 0, 0)
        return CATransform3DConcat(CATransform3DConcat(rz, ry), rx)
    }

    /// Orientation `or` [x, y, z] in degrees: turned about z, then y, then x.
    static func orientation(_ degrees: [Double]) -> CATransform3D {
        let v = { (i: Int) in i < degrees.count ? degrees[i] : 0 }
        return rotation(x: v(0), y: v(1), z: v(2))
    }

    /// A point [x, y, z] of After Effects' space (z 0 when not given) in Core Animation's.
    static func point(_ v: [Double]) -> (x: Double, y: Double, z: Double) {
        (v.count > 0 ? v[0] : 0, v.count > 1 ? v[1] : 0, v.count > 2 ? -v[2] : 0)
    }

    /// The whole matrix of a 3D layer's transform at `frame` (the layer's frames), from its
    /// content to its parent's space — what the layers of ``LayerBuilder/make3DTransformLayers``
    /// compose to. Auto-orient is not included.
    static func layer(_ t: LottieTransformModel, atFrame frame: Double) -> CATransform3D {
        let anchor = point(t.anchor.value(atFrame: frame))
        let position: (x: Double, y: Double, z: Double)
        switch t.position {
        case .combined(let p):
            let xy = p.spatialValue(atFrame: frame), xyz = p.value(atFrame: frame)
            position = point([xy.count > 0 ? xy[0] : 0, xy.count > 1 ? xy[1] : 0, xyz.count > 2 ? xyz[2] : 0])
        case .split(let x, let y):
            position = point([x.value(atFrame: frame), y.value(atFrame: frame), t.positionZ.value(atFrame: frame)])
        }
        let s = t.scale.value(atFrame: frame)
        let scale = CATransform3DMakeScale(
            (s.count > 0 ? s[0] : 100) / 100, (s.count > 1 ? s[1] : s.first ?? 100) / 100, (s.count > 2 ? s[2] : 100) / 100)
        var m = CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchor.z)
        m = CATransform3DConcat(m, scale)
        m = CATransform3DConcat(m, LayerBuilder.skewTransform(skew: t.skew.value(atFrame: frame), axis: t.skewAxis.value(atFrame: frame)))
        m = CATransform3DConcat(
            m, rotation(x: t.rotationX.value(atFrame: frame), y: t.rotationY.value(atFrame: frame), z: t.rotation.value(atFrame: frame)))
        m = CATransform3DConcat(m, orientation(t.orientation.value(atFrame: frame)))
        return CATransform3DConcat(m, CATransform3DMakeTranslation(position.x, position.y, position.z))
    }

    /// The turn of a two-node camera at `position` toward `pointOfInterest` (After Effects'
    /// space): from looking straight into the screen to looking at the point — about y by the
    /// heading, then about x by the pitch (lottie-web's `HCameraElement`).
    static func lookAt(from position: [Double], to pointOfInterest: [Double]) -> CATransform3D {
        let p = point(position), a = point(pointOfInterest)
        // The direction from the point of interest to the camera, in After Effects' space.
        var d = (x: p.x - a.x, y: p.y - a.y, z: -(p.z - a.z))
        let length = (d.x * d.x + d.y * d.y + d.z * d.z).squareRoot()
        guard length > 0 else { return CATransform3DIdentity }
        d = (d.x / length, d.y / length, d.z / length)
        let pitch = atan2(d.y, (d.x * d.x + d.z * d.z).squareRoot())
        let heading = atan2(d.x, -d.z)
        return CATransform3DConcat(CATransform3DMakeRotation(-pitch, 1, 0, 0), CATransform3DMakeRotation(heading, 0, 1, 0))
    }

    /// The camera's placement (its view's inverse) at the camera layer's frame `frame`: rotation
    /// · orientation · turn toward the point of interest · T(position), as a layer's transform
    /// without anchor and scale.
    static func camera(_ t: LottieTransformModel, _ camera: LottieCamera, atFrame frame: Double) -> CATransform3D {
        let position: [Double]
        switch t.position {
        case .combined(let p): position = p.value(atFrame: frame)
        case .split(let x, let y): position = [x.value(atFrame: frame), y.value(atFrame: frame), t.positionZ.value(atFrame: frame)]
        }
        let p = point(position)
        var m = rotation(x: t.rotationX.value(atFrame: frame), y: t.rotationY.value(atFrame: frame), z: t.rotation.value(atFrame: frame))
        m = CATransform3DConcat(m, orientation(t.orientation.value(atFrame: frame)))
        if let poi = camera.pointOfInterest {
            m = CATransform3DConcat(m, lookAt(from: position, to: poi.value(atFrame: frame)))
        }
        return CATransform3DConcat(m, CATransform3DMakeTranslation(p.x, p.y, p.z))
    }

    /// The projection of a camera with zoom `zoom` whose view is `view` (the inverse of its
    /// placement in the composition) onto a composition of `size`: the view, then the eye
    /// `zoom` in front of the plane it sees at scale 1 (`m34 = −1 / zoom`), with the vanishing
    /// point at the composition's centre.
    static func projection(view: CATransform3D, zoom: Double, size: CGSize) -> CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / zoom
        var m = CATransform3DConcat(view, CATransform3DMakeTranslation(0, 0, zoom))
        m = CATransform3DConcat(m, perspective)
        return CATransform3DConcat(m, CATransform3DMakeTranslation(size.width / 2, size.height / 2, 0))
    }
}
