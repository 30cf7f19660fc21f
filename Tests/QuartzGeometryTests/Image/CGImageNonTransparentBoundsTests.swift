import Foundation
import Synchronization
import Testing

@testable import QuartzGeometry

@Suite("CGImage non-transparent bounds")
struct CGImageNonTransparentBoundsTests {
    /// A `width` × `height` premultiplied image, transparent but for `texels` (x, y, RGBA).
    private func image(
        _ width: Int, _ height: Int, _ texels: [(x: Int, y: Int, rgba: [UInt8])]
    ) throws -> CGImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for t in texels {
            for c in 0..<4 { bytes[(t.y * width + t.x) * 4 + c] = t.rgba[c] }
        }
        return try CGImage(width: width, height: height, premultipliedRGBA: bytes)
    }

    @Test("transparent margins of different widths on each side")
    func margins() throws {
        // Non-zero texels at x = 2 (row 1), x = 6 (row 3) and row 4 (x = 3): margins left 2,
        // right 9 − 7 = 2, top 1, bottom 7 − 5 = 2.
        let img = try image(9, 7, [(2, 1, [10, 0, 0, 10]), (6, 3, [0, 0, 0, 1]), (3, 4, [255, 255, 255, 255])])
        #expect(img.nonTransparentBounds == CGRect(x: 2, y: 1, width: 5, height: 4))
    }

    @Test("a single texel, in the middle and in each corner")
    func singleTexel() throws {
        #expect(try image(5, 4, [(3, 2, [1, 2, 3, 4])]).nonTransparentBounds == CGRect(x: 3, y: 2, width: 1, height: 1))
        for (x, y) in [(0, 0), (4, 0), (0, 3), (4, 3)] {
            let img = try image(5, 4, [(x, y, [0, 0, 0, 255])])
            #expect(img.nonTransparentBounds == CGRect(x: x, y: y, width: 1, height: 1), "corner (\(x), \(y))")
        }
        #expect(try image(1, 1, [(0, 0, [0, 0, 0, 9])]).nonTransparentBounds == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test("a fully transparent image has null bounds")
    func fullyTransparent() throws {
        #expect(try image(7, 3, []).nonTransparentBounds.isNull)
        #expect(try image(1, 1, []).nonTransparentBounds.isNull)
        #expect(try image(7, 3, []).nonTransparentTexelBounds.isEmpty)
    }

    @Test("a fully opaque image's bounds are the whole image")
    func fullyOpaque() throws {
        let img = try CGImage(width: 6, height: 5, premultipliedRGBA: [UInt8](repeating: 255, count: 6 * 5 * 4))
        #expect(img.nonTransparentBounds == CGRect(x: 0, y: 0, width: 6, height: 5))
    }

    @Test("alpha 0 with a non-zero colour counts as non-transparent (premultiplied data may carry it)")
    func zeroAlphaColour() throws {
        for channel in 0..<3 {
            var rgba: [UInt8] = [0, 0, 0, 0]
            rgba[channel] = 1
            let img = try image(4, 4, [(1, 2, rgba)])
            #expect(img.nonTransparentBounds == CGRect(x: 1, y: 2, width: 1, height: 1), "channel \(channel)")
        }
    }

    @Test("matches a texel-by-texel scan on random sparse images of odd and even widths")
    func randomAgainstNaive() throws {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<300 {
            let w = Int.random(in: 1...23, using: &rng)
            let h = Int.random(in: 1...9, using: &rng)
            let count = Int.random(in: 0...3, using: &rng)
            var texels: [(x: Int, y: Int, rgba: [UInt8])] = []
            for _ in 0..<count {
                var rgba: [UInt8] = [0, 0, 0, 0]
                rgba[Int.random(in: 0...3, using: &rng)] = UInt8.random(in: 1...255, using: &rng)
                texels.append((Int.random(in: 0..<w, using: &rng), Int.random(in: 0..<h, using: &rng), rgba))
            }
            let img = try image(w, h, texels)
            var expected = CGRect.null
            for t in texels {
                expected = expected.union(CGRect(x: t.x, y: t.y, width: 1, height: 1))
            }
            #expect(img.nonTransparentBounds == expected, "\(w)×\(h) \(texels.map { ($0.x, $0.y) })")
        }
    }

    @Test("computed once and read concurrently")
    func concurrentReads() async throws {
        let img = try image(300, 200, [(17, 33, [0, 0, 0, 1]), (250, 180, [5, 0, 0, 5])])
        let results = await withTaskGroup(of: CGRect.self) { group in
            for _ in 0..<8 { group.addTask { img.nonTransparentBounds } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == CGRect(x: 17, y: 33, width: 234, height: 148) })
        #expect(img.nonTransparentBoundsCache.load(ordering: .relaxed) != TexelBounds.unknown)
    }
}
