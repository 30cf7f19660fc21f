import Foundation

/// A camera layer (`ty` 13): After Effects' camera, seen through by the 3D layers of its
/// composition. Its position, orientation and rotations are the layer's transform (`ks`); a
/// two-node camera also has a point of interest (`ks.a`) it turns toward.
struct LottieCamera: Sendable {
    /// `pe`: the zoom, the distance in points from the camera to the plane drawn at scale 1
    /// (perspective `m34 = −1 / zoom`).
    var zoom: LottieAnimated<Double>
    /// `ks.a`, when given: the point of interest (composition coordinates, z into the screen).
    var pointOfInterest: LottieAnimated<[Double]>?
}
