import Foundation
import Testing

@testable import Quartzite

/// A committed layer at `position` (and the clock at 100 s, manual).
func committedLayer(position: CGPoint = .zero) -> CALayer {
    resetLayerRuntime()
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    layer.position = position
    CATransaction.flush()
    return layer
}

/// The presentation position x of `layer` at media time `time` (the clock is set there).
func presentedX(_ layer: CALayer, at time: CFTimeInterval) -> Double {
    MediaClock.current.set(to: time)
    return Double(layer.presentation()?.position.x ?? .nan)
}

/// The RGBA components of `color` (nil → NaNs).
func rgba(_ color: CGColor?) -> [Double] {
    guard let color else { return [.nan, .nan, .nan, .nan] }
    return [color.red, color.green, color.blue, color.alpha].map(Double.init)
}

/// Component-wise closeness of two RGBA arrays.
func close(_ a: [Double], _ b: [Double], _ tolerance: Double = 1e-4) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

/// A delegate that answers `NSNull` for every event, as a UIView does outside animation
/// blocks (seed 003).
final class NullActionDelegate: CALayerDelegate {
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }
}
