import Testing

@testable import QuartzGeometry

@Suite("Image premultiplication")
struct PremultiplicationTests {
    @Test("Straight → premultiplied uses (c·a + 127) / 255")
    func premultiplyValues() {
        #expect(premultiplyComponent(255, alpha: 128) == 128)  // 32767 / 255 = 128.498 → 128
        #expect(premultiplyComponent(200, alpha: 128) == 100)  // 25727 / 255 = 100.9 → 100
        #expect(premultiplyComponent(1, alpha: 128) == 1)  // 255 / 255 = 1
        #expect(premultiplyComponent(1, alpha: 127) == 0)  // 254 / 255 = 0
        #expect(premultiplyComponent(77, alpha: 0) == 0)
        #expect(premultiplyComponent(77, alpha: 255) == 77)
    }

    @Test("Premultiplied → straight uses a == 0 ? 0 : min(255, (p·255 + a/2) / a)")
    func unpremultiplyValues() {
        #expect(unpremultiplyComponent(100, alpha: 128) == 199)  // 25564 / 128 = 199.7 → 199
        #expect(unpremultiplyComponent(64, alpha: 128) == 128)  // 16384 / 128 = 128
        #expect(unpremultiplyComponent(1, alpha: 3) == 85)  // 256 / 3 = 85.3 → 85
        #expect(unpremultiplyComponent(2, alpha: 3) == 170)  // 511 / 3 = 170.3 → 170
        #expect(unpremultiplyComponent(9, alpha: 0) == 0)
        #expect(unpremultiplyComponent(200, alpha: 100) == 255)  // invalid input clamps
    }

    @Test("The fast paths equal the integer formulas for every component and alpha")
    func exhaustive() {
        var premultiplyMismatches = 0
        var unpremultiplyMismatches = 0
        var roundTripMismatches = 0
        for a in 0...255 {
            for c in 0...255 {
                let p = (c * a + 127) / 255
                if Int(premultiplyComponent(UInt8(c), alpha: UInt8(a))) != p {
                    premultiplyMismatches += 1
                }
                let straight = a == 0 ? 0 : min(255, (c * 255 + a / 2) / a)
                if Int(unpremultiplyComponent(UInt8(c), alpha: UInt8(a))) != straight {
                    unpremultiplyMismatches += 1
                }
                // A valid premultiplied value survives un-premultiplying and premultiplying.
                if c <= a {
                    let back = premultiplyComponent(
                        unpremultiplyComponent(UInt8(c), alpha: UInt8(a)), alpha: UInt8(a))
                    if back != UInt8(c) { roundTripMismatches += 1 }
                }
            }
        }
        #expect(premultiplyMismatches == 0)
        #expect(unpremultiplyMismatches == 0)
        #expect(roundTripMismatches == 0)
    }

    @Test("Buffer conversions treat alpha 0 and 255 specially and keep alpha")
    func buffers() {
        var pixels: [UInt8] = [200, 100, 50, 128, 10, 20, 30, 0, 1, 2, 3, 255]
        pixels.withUnsafeMutableBytes { premultiplyRGBA($0.baseAddress!, pixelCount: 3) }
        #expect(pixels == [100, 50, 25, 128, 0, 0, 0, 0, 1, 2, 3, 255])
        var straight = [UInt8](repeating: 9, count: 12)
        pixels.withUnsafeBytes { source in
            straight.withUnsafeMutableBytes { destination in
                unpremultiplyRGBA(
                    from: source.baseAddress!, to: destination.baseAddress!, pixelCount: 3)
            }
        }
        // 100·255 + 64 = 25564 / 128 = 199; 50 → 12814 / 128 = 100; 25 → 6439 / 128 = 50.
        #expect(straight == [199, 100, 50, 128, 0, 0, 0, 0, 1, 2, 3, 255])
    }

    @Test("Runs of opaque and transparent pixels convert like single pixels, at every offset")
    func blocks() {
        // Blocks of four opaque, four transparent (colour bytes not zero, as invalid input may
        // have), and mixed pixels, shifted by 0–4 pixels so blocks straddle the four-pixel steps
        // and the tail.
        let opaque: [UInt8] = [9, 8, 7, 255]
        let clear: [UInt8] = [5, 6, 7, 0]
        let half: [UInt8] = [100, 50, 25, 128]
        let runs: [[UInt8]] = [opaque, opaque, opaque, opaque, clear, clear, clear, clear,
                               opaque, half, clear, opaque, half, half, opaque, opaque, clear]
        for shift in 0...4 {
            let pixels = Array((Array(repeating: half, count: shift) + runs).joined())
            let count = pixels.count / 4
            var converted = [UInt8](repeating: 1, count: pixels.count)
            pixels.withUnsafeBytes { source in
                converted.withUnsafeMutableBytes { destination in
                    unpremultiplyRGBA(
                        from: source.baseAddress!, to: destination.baseAddress!, pixelCount: count)
                }
            }
            let expected = (0..<count).flatMap { p -> [UInt8] in
                let a = pixels[p * 4 + 3]
                return (0..<3).map { unpremultiplyComponent(pixels[p * 4 + $0], alpha: a) } + [a]
            }
            #expect(converted == expected, "shift \(shift)")
        }
    }

    @Test("The buffer conversion gives the component formula for every value and alpha")
    func bufferExhaustive() {
        // Pixel (p, p, p, a) for every p and a: 65,536 pixels through the buffer kernel.
        let pixels = (0..<256).flatMap { a in (0..<256).flatMap { p in [UInt8(p), UInt8(p), UInt8(p), UInt8(a)] } }
        var converted = [UInt8](repeating: 0, count: pixels.count)
        pixels.withUnsafeBytes { source in
            converted.withUnsafeMutableBytes { destination in
                unpremultiplyRGBA(from: source.baseAddress!, to: destination.baseAddress!, pixelCount: 65_536)
            }
        }
        var mismatches = 0
        for a in 0..<256 {
            for p in 0..<256 {
                let i = (a * 256 + p) * 4
                let expected = unpremultiplyComponent(UInt8(p), alpha: UInt8(a))
                if converted[i] != expected || converted[i + 2] != expected || converted[i + 3] != UInt8(a) {
                    mismatches += 1
                }
            }
        }
        #expect(mismatches == 0)
    }
}
