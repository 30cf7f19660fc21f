import CPixelKernels
@testable import QuartziteCompositor
import Testing

@Suite("Row blends")
struct RowBlendTests {
    /// Every (source, destination) byte pair of an opaque row, blended by `blendRow` (with
    /// `kernels`' inner loop), against `PixelMath.sourceOver` pixel by pixel; the row is blended
    /// but for its last five pixels (251 = 15 × 16 + 8 + 3: every vector width's tail), which
    /// must stay as they were.
    func check(alpha: Float, opaqueSource: Bool, kernels: CPUKernels) {
        var source = [UInt8](repeating: 0, count: 256 * 4)
        for v in 0..<256 {
            let a = opaqueSource ? 255 : v
            source[v * 4] = UInt8(v * a / 255)
            source[v * 4 + 1] = UInt8((255 - v) * a / 255)
            source[v * 4 + 2] = UInt8(v / 2 * a / 255)
            source[v * 4 + 3] = UInt8(a)
        }
        var mismatches = 0
        for d in 0..<256 {
            var row = [UInt8](repeating: UInt8(d), count: 256 * 4)
            source.withUnsafeBytes { s in
                row.withUnsafeMutableBufferPointer { QuadRasterizer.blendRow(s.baseAddress!, $0.baseAddress!, 251, alpha, kernels: kernels) }
            }
            for v in 0..<256 {
                let sv = SIMD4<Float>(Float(source[v * 4]), Float(source[v * 4 + 1]), Float(source[v * 4 + 2]), Float(source[v * 4 + 3]))
                let expected =
                    v < 251
                    ? PixelMath.sourceOver(source: sv, alpha: alpha, destination: SIMD4(repeating: UInt8(d)))
                    : SIMD4(repeating: UInt8(d))
                if SIMD4(row[v * 4], row[v * 4 + 1], row[v * 4 + 2], row[v * 4 + 3]) != expected { mismatches += 1 }
            }
        }
        #expect(mismatches == 0, "alpha \(alpha), opaque \(opaqueSource), kernels \(kernels)")
    }

    @Test("row blends equal the per-pixel formula for every byte pair", arguments: [0.5, 0.25, 0.75, 200.0 / 256, 0.3, 0.7, 1])
    func rowsMatchPixels(alpha: Float) {
        for kernels in [CPUKernels.portable, .avx2, .avx512vl] where kernels <= .best {
            check(alpha: alpha, opaqueSource: true, kernels: kernels)
            check(alpha: alpha, opaqueSource: false, kernels: kernels)
        }
    }

    @Test(
        "the C masked row blend equals the per-pixel formula at the quad alpha times each mask alpha",
        arguments: [0.27, 0.5, 0.999, 0.01] as [Float])
    func maskedRowMatchesPixels(alpha: Float) {
        #if arch(x86_64)
            // Texels of every alpha (premultiplied), masks of every alpha, destinations of every
            // byte value: 256 × 256 pixels per destination row set.
            let count = 256 * 256
            var source = [UInt8](repeating: 0, count: count * 4)
            var mask = [UInt8](repeating: 0, count: count * 4)
            var destination = [UInt8](repeating: 0, count: count * 4)
            for i in 0..<count {
                let a = i % 256, m = i / 256
                source[i * 4] = UInt8(a * 200 / 255)
                source[i * 4 + 1] = UInt8(a * 37 / 255)
                source[i * 4 + 2] = UInt8(a)
                source[i * 4 + 3] = UInt8(a)
                mask[i * 4 + 3] = UInt8(m)
                destination[i * 4] = UInt8((i * 7) % 256)
                destination[i * 4 + 1] = UInt8((i * 13) % 256)
                destination[i * 4 + 2] = UInt8((i * 29) % 256)
                destination[i * 4 + 3] = UInt8((i * 31) % 256)
            }
            var row = destination
            row.withUnsafeMutableBufferPointer { r in
                qz_masked_blend_row(source, mask, r.baseAddress!, count, alpha)
            }
            var mismatches = 0
            for i in 0..<count {
                let d = SIMD4(destination[i * 4], destination[i * 4 + 1], destination[i * 4 + 2], destination[i * 4 + 3])
                var expected = d
                let m = mask[i * 4 + 3]
                let t = SIMD4(source[i * 4], source[i * 4 + 1], source[i * 4 + 2], source[i * 4 + 3])
                if m != 0 && t != .zero {
                    expected = PixelMath.sourceOver(source: PixelMath.floats(t), alpha: alpha * (Float(m) / 255), destination: d)
                }
                if SIMD4(row[i * 4], row[i * 4 + 1], row[i * 4 + 2], row[i * 4 + 3]) != expected { mismatches += 1 }
            }
            #expect(mismatches == 0, "alpha \(alpha)")
        #endif
    }

    @Test("the integer path applies only where the float blend is exact")
    func exactAlpha() {
        #expect(QuadRasterizer.exactByteAlpha(0.5) == 128)
        #expect(QuadRasterizer.exactByteAlpha(0.25) == 64)
        #expect(QuadRasterizer.exactByteAlpha(0.3) == nil)
        #expect(QuadRasterizer.exactByteAlpha(1) == nil)
        #expect(QuadRasterizer.exactByteAlpha(0) == nil)
    }
}
