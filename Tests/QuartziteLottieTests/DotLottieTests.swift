import Foundation
import Quartzite
import QuartziteRender
import QuartziteTestClock
import Testing
@testable import QuartziteLottie

@Suite(".lottie archives", .mediaClockPerTest)
struct DotLottieTests {
    /// Raw DEFLATE streams made by zlib (Python, `wbits = −15`) and what they hold.
    @Test("DEFLATE: dynamic, fixed and stored blocks decompress to zlib's input")
    func inflate() throws {
        func inflate(_ base64: String, size: Int) throws -> [UInt8] {
            try Inflate.decompress([UInt8](Data(base64Encoded: base64)!), expectedSize: size)
        }
        let dynamic = try inflate(
            "CyxNLCqpyixJVUgpSiwvVvDJLynJTNVTCBwVHxUfFR/04gyMTMwsrGzsHJxc3Dy8fPwCgkLCIqJi4hKSUtIysnLyCopKyiqqauoamlraOrp6+gaGRsYmpmbmFpZW1ja2dvYOjk7OLq5u7h6eXt4+vn7+AYFBwSGhYeERkVHRMbFx8QmJSckpqWnpGZlZ2Tm5efkFhUXFJaVl5RWVVdU1tXX1DY1NzS2tbe0dnV3dPb19/RMmTpo8Zeq06TNmzpo9Z+68+QsWLlq8ZOmy5StWrlq9Zu269Rs2btq8Zeu27Tt27tq9Z+++/QcOHjp85Oix4ydOnjp95uy58xcuXrp85eq16zdu3rp95+69+w8ePnr85Omz5y9evnr95u279x8+fvr85eu37z9+/vr95++//wA=",
            size: 1216)
        #expect(dynamic == Array(String(repeating: "Quartzite draws Lottie. ", count: 40).utf8) + (0...255).map { UInt8($0) })
        #expect(try inflate("S0xKTkRCChmpOTn5EBIA", size: 27) == Array("abcabcabcabcabc hello hello".utf8))
        #expect(try inflate("ASMA3P9zdG9yZWQgYmxvY2s6IG5vIGNvbXByZXNzaW9uIGF0IGFsbA==", size: 35) == Array("stored block: no compression at all".utf8))
        // Damage is an error, never a crash or a read past the end.
        #expect(throws: Inflate.Failure.self) { try inflate("S0xKTkRCChmp", size: 27) }
        #expect(throws: Inflate.Failure.self) { try inflate("S0xKTkRCChmpOTn5EBIA", size: 10) }
        #expect(throws: Inflate.Failure.self) { try Inflate.decompress([0xFF, 0xFF, 0xFF], expectedSize: 100) }
        #expect(ZipArchive.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
    }

    private var archive: Data {
        get throws { try Data(contentsOf: lottieFiles.appendingPathComponent("image.lottie")) }
    }

    @Test("the manifest's animations, the first by default, images from the archive")
    func animations() throws {
        let data = try archive
        #expect(LottieAnimation.isLottie(data))
        #expect(try LottieAnimation.animationIDs(inDotLottie: data) == ["checker", "ball"])
        let checker = try LottieAnimation(dotLottieData: data)
        #expect(checker.unsupportedFeatures.isEmpty)
        #expect((committedRoot(checker).find("checker (image)")?.contents as? CGImage)?.width == 4)
        let ball = try LottieAnimation(dotLottieData: data, animationID: "ball")
        #expect(ball.markers.map(\.name) == ["fall", "rise"] && ball.frameRate == 30)
        let byURL = try LottieAnimation(contentsOf: lottieFiles.appendingPathComponent("image.lottie"), animationID: "ball")
        #expect(byURL.size == CGSize(width: 200, height: 200))
    }

    @Test("an animation from the archive draws as the same JSON file beside it")
    func sameAsJSON() throws {
        let fromArchive = try renderFrame(try LottieAnimation(dotLottieData: try archive), frame: 0).makeImage().pixels
        let fromJSON = try renderFrame(try loadFile("image"), frame: 0).makeImage().pixels
        #expect(fromArchive == fromJSON)
    }

    @Test("bad archives: clear errors")
    func errors() throws {
        let data = try archive
        #expect(throws: LottieError(path: "", message: "the .lottie archive has no animation \"intro\" (it has checker, ball)")) {
            try LottieAnimation(dotLottieData: data, animationID: "intro")
        }
        do {
            _ = try LottieAnimation(dotLottieData: data.prefix(data.count - 30))
            Issue.record("a truncated archive was read")
        } catch {
            #expect(error.message.hasPrefix("not a readable .lottie archive"))
        }
        var damaged = [UInt8](data)
        // Flip a byte inside the first deflated entry (the checker animation's JSON).
        let signature: [UInt8] = [0x50, 0x4B, 0x03, 0x04]
        var headers: [Int] = []
        for index in 0..<(damaged.count - 4) where Array(damaged[index..<(index + 4)]) == signature { headers.append(index) }
        let start = try #require(headers.dropFirst().first)
        damaged[start + 60] ^= 0x55
        do {
            _ = try LottieAnimation(dotLottieData: Data(damaged))
            Issue.record("a damaged archive was read")
        } catch {
            #expect(error.message.contains("animations/checker.json"))
        }
    }
}
