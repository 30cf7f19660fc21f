@testable import QuartziteCompositor
import QuartzGeometry
import Testing

@Suite("Sampling")
struct SamplingTests {
    /// Texel 0 transparent, texel 1 (200, 100, 50, 255).
    let texels: [UInt8] = [0, 0, 0, 0, 200, 100, 50, 255]

    func bilinear(_ u: Double) -> SIMD4<Float> {
        texels.withUnsafeBufferPointer { PixelMath.sampleBilinear($0.baseAddress!, width: 2, height: 1, u: u, v: 0.5) }
    }

    func nearest(_ u: Double) -> SIMD4<Float> {
        texels.withUnsafeBufferPointer { PixelMath.sampleNearest($0.baseAddress!, width: 2, height: 1, u: u, v: 0.5) }
    }

    @Test("bilinear returns texels exactly at their centres and mixes between them")
    func bilinearValues() {
        #expect(bilinear(0.5) == .zero)
        #expect(bilinear(1.5) == SIMD4(200, 100, 50, 255))
        #expect(bilinear(1.0) == SIMD4(100, 50, 25, 127.5))
        #expect(bilinear(1.25) == SIMD4(150, 75, 37.5, 191.25))
    }

    @Test("bilinear clamps to the edge texels outside the centres")
    func bilinearClamp() {
        #expect(bilinear(0.25) == .zero)
        #expect(bilinear(-3) == .zero)
        #expect(bilinear(1.75) == SIMD4(200, 100, 50, 255))
        #expect(bilinear(9) == SIMD4(200, 100, 50, 255))
    }

    @Test("nearest takes the texel whose square holds the point")
    func nearestValues() {
        #expect(nearest(0.99) == .zero)
        #expect(nearest(1.0) == SIMD4(200, 100, 50, 255))
        #expect(nearest(-0.5) == .zero)
        #expect(nearest(7) == SIMD4(200, 100, 50, 255))
    }

    @Test("level of detail is log2 of the larger texel step per pixel")
    func levelOfDetail() {
        #expect(PixelMath.levelOfDetail(dudX: 4, dvdX: 0, dudY: 0, dvdY: 4) == 2)
        #expect(PixelMath.levelOfDetail(dudX: 3, dvdX: 4, dudY: 0, dvdY: 1) == log2(5))
        #expect(PixelMath.levelOfDetail(dudX: 0.5, dvdX: 0, dudY: 0, dvdY: 0.5) == -1)
    }

    @Test("mip levels halve the size (floor) and box-filter 2×2 texels rounding half up")
    func mipLevels() throws {
        // 3×2: the odd last column is dropped at level 1.
        let image = try CGImage(
            width: 3, height: 2,
            premultipliedRGBA: [10, 0, 0, 255, 11, 0, 0, 255, 99, 99, 99, 99, 12, 0, 0, 255, 13, 1, 0, 255, 99, 99, 99, 99])
        let entry = TextureStore.Entry(image: image)
        entry.buildMipLevels()
        #expect(entry.levelCount == 2)
        let level = entry.levels[1]
        #expect(level.width == 1 && level.height == 1)
        let t = level.texels!
        // (10+11+12+13+2)/4 = 12, (0+0+0+1+2)/4 = 0.
        #expect([t[0], t[1], t[2], t[3]] == [12, 0, 0, 255])
    }

    @Test("nine-part units: fixed ends, stretched centre, ends shrink when they do not fit")
    func ninePart() {
        func unit(_ t: Double, _ length: Double) -> Double {
            PixelMath.ninePartUnit(t: t, length: length, startInset: 10, endInset: 10, centerStart: 1.0 / 3, centerEnd: 2.0 / 3)
        }
        #expect(abs(unit(5, 100) - 1.0 / 6) < 1e-12)
        #expect(abs(unit(50, 100) - 0.5) < 1e-12)
        #expect(abs(unit(95, 100) - 5.0 / 6) < 1e-12)
        #expect(abs(unit(2.5, 10) - 1.0 / 6) < 1e-12)
        #expect(abs(unit(7.5, 10) - 5.0 / 6) < 1e-12)
    }

    @Test("the Gaussian kernel has radius ⌈3σ⌉, sums to 1 and falls off as exp(−k²/2σ²)")
    func gaussian() {
        var weights = [Float](repeating: 0, count: 7)
        let radius = weights.withUnsafeMutableBufferPointer { PixelMath.gaussianKernel(sigma: 1, into: $0) }
        #expect(radius == 3)
        #expect(abs(weights.reduce(0, +) - 1) < 1e-6)
        #expect(weights[2] == weights[4])
        #expect(abs(weights[3] / weights[4] - Float(exp(0.5))) < 1e-5)
        #expect(PixelMath.gaussianRadius(sigma: 0) == 0)
        #expect(PixelMath.gaussianRadius(sigma: 2.1) == 7)
    }
}
