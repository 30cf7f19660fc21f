/// One particle of an emitter at one time, in the emitter layer's coordinates.
package struct EmitterParticle: Sendable, Equatable {
    /// The centre, in points (z towards the viewer).
    package var position: SIMD3<Double>
    /// The image's scale (the cell's, with its range and speed, times the layer's), ≥ 0.
    package var scale: Double
    /// The rotation, in radians (from the x axis towards the y axis).
    package var rotation: Double
    /// Straight red, green, blue, alpha, each 0…1.
    package var color: SIMD4<Double>
    /// When it was born, in seconds of emitter time (since emission started).
    package var birthTime: Double
    /// Its cell's index in ``EmitterSimulation/cells``.
    package var cell: Int
}
