import Quartzite
import QuartziteRender
import Testing

@testable import QuartziteExport

@Suite struct Y4MEncodingTests {
    @Test func header() {
        #expect(Y4MEncoding.header(width: 40, height: 30, fps: 30) == "YUV4MPEG2 W40 H30 F30:1 Ip A1:1 C444\n")
        #expect(Y4MEncoding.header(width: 2, height: 2, fps: 29.97) == "YUV4MPEG2 W2 H2 F29970:1000 Ip A1:1 C444\n")
    }

    /// BT.601 limited range: white (235, 128, 128), black (16, 128, 128), red (82, 90, 240);
    /// half-transparent white (premultiplied 128) is mid-grey over black.
    @Test func bt601Values() throws {
        let image = try CGImage(
            width: 4, height: 1,
            premultipliedRGBA: [255, 255, 255, 255, 0, 0, 0, 255, 255, 0, 0, 255, 128, 128, 128, 128])
        var frame = Frame(width: 0, height: 0)
        frame.withUnsafeMutablePixels(resizingTo: PixelSize(width: 4, height: 1)) { p in
            for i in 0..<16 { p[i] = image.pixels[i] }
        }
        let bytes = Y4MEncoding.frame(frame)
        #expect(Array(bytes[0..<6]) == Array("FRAME\n".utf8))
        #expect(Array(bytes[6..<10]) == [235, 16, 82, 126])
        #expect(Array(bytes[10..<14]) == [128, 128, 90, 128])
        #expect(Array(bytes[14..<18]) == [128, 128, 240, 128])
    }
}
