import Foundation
import QuartziteRender
import Testing

@testable import QuartziteExport

@Suite struct YUV420ConversionTests {
    /// A frame of `width` × `height` pixels with RGBA from `pixel(x, y)`.
    static func frame(width: Int, height: Int, _ pixel: (Int, Int) -> [UInt8]) -> Frame {
        var frame = Frame(width: 0, height: 0)
        frame.withUnsafeMutablePixels(resizingTo: PixelSize(width: width, height: height)) { p in
            for y in 0..<height {
                for x in 0..<width {
                    for (c, v) in pixel(x, y).enumerated() { p[(y * width + x) * 4 + c] = v }
                }
            }
        }
        return frame
    }

    /// Smooth gradients in the left half, hash noise (sharp edges everywhere) in the right.
    static func testFrame(width: Int, height: Int) -> Frame {
        frame(width: width, height: height) { x, y in
            if x < width / 2 {
                return [UInt8(x * 255 / max(1, width / 2)), UInt8(y * 255 / max(1, height - 1)), UInt8((x + y) % 256), 255]
            }
            var h = UInt32(truncatingIfNeeded: x &* 73_856_093 ^ y &* 19_349_663)
            h = (h ^ (h >> 13)) &* 0x5bd1_e995
            h ^= h >> 15
            return [UInt8(h & 0xFF), UInt8((h >> 8) & 0xFF), UInt8((h >> 16) & 0xFF), UInt8(h >> 24)]
        }
    }

    /// Odd sizes are padded to even; the planes are Y′ then Cb then Cr.
    @Test func layout() {
        #expect(YUV420Conversion.layout(width: 1920, height: 1080) == (1920, 1080, 1920 * 1080 * 3 / 2))
        #expect(YUV420Conversion.layout(width: 3, height: 5) == (4, 6, 24 + 2 * 6))
        #expect(YUV420Conversion.layout(width: 0, height: 7) == (0, 8, 0))
    }

    /// A uniform frame of colour (r, g, b): every Y′, Cb, Cr byte.
    private func uniform(_ rgb: [UInt8], _ matrix: YUVMatrix) -> (y: UInt8, cb: UInt8, cr: UInt8) {
        var out: [UInt8] = []
        YUV420Conversion.convert(Self.frame(width: 16, height: 2) { _, _ in rgb + [255] }, matrix: matrix, into: &out)
        #expect(Set(out[0..<32]).count == 1 && Set(out[32..<40]).count == 1 && Set(out[40..<48]).count == 1)
        return (out[0], out[32], out[40])
    }

    /// The textbook limited-range values: white (235, 128, 128), black (16, 128, 128), grey 128
    /// (126, 128, 128); red is (81, 90, 240) in BT.601 and (63, 102, 240) in BT.709, blue
    /// (41, 240, 110) and (32, 240, 118).
    @Test func knownColours() {
        for matrix in YUVMatrix.allCases {
            #expect(uniform([255, 255, 255], matrix) == (235, 128, 128))
            #expect(uniform([0, 0, 0], matrix) == (16, 128, 128))
            #expect(uniform([128, 128, 128], matrix) == (126, 128, 128))
        }
        #expect(uniform([255, 0, 0], .bt601) == (81, 90, 240))
        #expect(uniform([255, 0, 0], .bt709) == (63, 102, 240))
        #expect(uniform([0, 0, 255], .bt601) == (41, 240, 110))
        #expect(uniform([0, 0, 255], .bt709) == (32, 240, 118))
    }

    /// Chroma is the 2×2 block's mean: a block of two white and two black pixels has the
    /// chroma of grey, and the padding of an odd size is black.
    @Test func chromaIsTheBlockMeanAndPaddingIsBlack() {
        var out: [UInt8] = []
        let checker = Self.frame(width: 2, height: 2) { x, y in (x + y) % 2 == 0 ? [255, 0, 0, 255] : [0, 0, 0, 255] }
        YUV420Conversion.convert(checker, matrix: .bt709, into: &out)
        #expect(Array(out[0..<4]) == [63, 16, 16, 63])
        // Mean red 127.5: Cb = 128 − 0.5·26 = 115, Cr = 128 + 56 = 184.
        #expect(out[4] == 115 && out[5] == 184)

        let odd = Self.frame(width: 1, height: 1) { _, _ in [255, 255, 255, 255] }
        YUV420Conversion.convert(odd, matrix: .bt709, into: &out)
        #expect(out == [235, 16, 16, 16, 128, 128])
    }

    /// The SSE2 columns equal the scalar formulas bit for bit (widths with and without a
    /// scalar tail).
    @Test(arguments: [8, 37, 64])
    func vectorPathEqualsScalar(width: Int) {
        let height = 6
        let frame = Self.testFrame(width: width, height: height)
        var fast: [UInt8] = []
        YUV420Conversion.convert(frame, matrix: .bt709, into: &fast)
        let size = YUV420Conversion.layout(width: width, height: height)
        var scalar = [UInt8](repeating: 0, count: size.byteCount)
        let c = YUVCoefficients(.bt709)
        frame.pixels.withUnsafeBytes { src in
            scalar.withUnsafeMutableBufferPointer { out in
                let base = out.baseAddress!
                let luma = size.width * size.height
                let planes = YUVPlanes(
                    y: base, u: base + luma, v: base + luma + (size.width / 2) * (size.height / 2),
                    yStride: size.width, chromaStride: size.width / 2)
                for y in stride(from: 0, to: height, by: 2) {
                    let row0 = src.baseAddress! + y * width * 4
                    YUV420Conversion.convertRowPairScalar(
                        row0, row0 + width * 4, from: 0, width: width, paddedWidth: size.width, y: y, planes: planes, c)
                }
            }
        }
        #expect(fast == scalar)
    }

    /// Against ffmpeg's own conversion (swscale, `flags=area`: box-filtered chroma) of the same
    /// RGBA, padded to even sizes with black like the MP4 command: every byte within ±1.
    @Test(
        .enabled(if: FFmpegCommand.locate() != nil, "needs ffmpeg"),
        arguments: [(66, 34, YUVMatrix.bt709), (66, 34, .bt601), (33, 17, .bt709)])
    func matchesFFmpeg(size: (width: Int, height: Int, matrix: YUVMatrix)) throws {
        let frame = Self.testFrame(width: size.width, height: size.height)
        var ours: [UInt8] = []
        YUV420Conversion.convert(frame, matrix: size.matrix, into: &ours)
        let theirs = try ffmpegConversion(frame, matrix: size.matrix)
        #expect(theirs.count == ours.count)
        let worst = zip(ours, theirs).map { abs(Int($0) - Int($1)) }.max() ?? 99
        #expect(worst <= 1)
    }

    /// ffmpeg's `yuv420p` of `frame`'s RGBA (colour over black, as ours: alpha is ignored).
    private func ffmpegConversion(_ frame: Frame, matrix: YUVMatrix) throws -> [UInt8] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("quartzite-yuv-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // Opaque copy: ffmpeg's rgba → yuv420p drops alpha the same way.
        var opaque = frame.pixels
        for i in stride(from: 3, to: opaque.count, by: 4) { opaque[i] = 255 }
        let input = dir.appendingPathComponent("in.rgba")
        let output = dir.appendingPathComponent("out.yuv")
        try Data(opaque).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: FFmpegCommand.locate()!)
        process.arguments = [
            "-hide_banner", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgba",
            "-s", "\(frame.width)x\(frame.height)", "-i", input.path,
            "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2,scale=flags=area:out_color_matrix=\(matrix.rawValue),format=yuv420p",
            "-f", "rawvideo", "-y", output.path,
        ]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return [UInt8](try Data(contentsOf: output))
    }
}
