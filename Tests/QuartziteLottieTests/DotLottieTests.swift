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

    /// FuzzLottie's out-of-memory (issue 15): a 1,463-byte archive whose directory states
    /// entries of 738 MB and 4.2 GB; the reader allocated the stated size before inflating.
    @Test("entry sizes an archive cannot hold are refused before anything is allocated")
    func statedSizesAreBounded() throws {
        let crasher = Data(base64Encoded: [
            "UEsDBBQAAAAAAAAAIQD2eUidggAAAIIAAAANAAAAbWFuaWZlc3QuanNvbnsidmVyc2lvbiI6ICIxIiwgImdlbmVyYXRvciI6",
            "ICJoYW5kLXdyaXR0ZW4gZm9yIFF1YXJ0eml0ZSB0ZXN0cyIsICJhbmltYXRpb25zIjogW3siaWQiOiAiY2hlY2tlciJ9LCB7",
            "ImlkIjogImJhbGwiLCAibG9vcCI6IHRydWV9XX1QSwMEFAAAAAgA+H55XahGuHq9AAAAagEAABcAAABhbmltYXRpb25zL2No",
            "ZWNrZXIuanNvbl1OSQ6DMAz8y5wjCGul/KBvqDhEEBZRFiW0FUL5e51A1dKLR7N47A1PCGTBJUjBMA5EukE2ikitIRLO0M0Q",
            "BNO80xdEFBO2B1ZV5X1pjFoMxG1DV/maBj6d+izNB6mhbzchWdSHslVlr3Qwjy6sqMgWDHe5Kr1Xfdq7kTBiWFaI+Hj0WKZF",
            "rerr96bRPvr3t1k87al3w+SG3AUKc279Pz/aLecs5wXp8qzHLHaqOatRxjlzw3n65CXcWlvYN1BLAwQUAAAACAD4fnldV1rJ",
            "vE4CAACeCgAAFAAAAGFuaW1hdGlvbnMvYmFsbC5qc29utVbbcpswEP2VjvqqeiQhIOaxv5HJAwWc0GBgBInr8fDv3dUFG5Br",
            "J6HjkRftirNHWu0ZTuSdJCTcxBtJKKn3MPnZvNVZWT9/+5VWFTh3iiQBo6RsSQKmAROBPZBEMLAv1uZ5ruNp1xV9R5LHJ0r2",
            "qXotFE5OJEPsnYHs93ppDsg8HKgNqrIrbJCHYxRgqvToUFyWsgbLYfGRJNISt3w7pd3Oul2vp68AcyIN/qXGAYsZGyhREx96",
            "Wuvh2gPJDQQSgVeoZJQBOY31B3xsE4YwP+LjE7xengNb599EGOkbfKbm/b4cJ3gSvdm8S8JjOc/CRzA5SyNdfn5HlmCFrVgo",
            "uQZhixXNaQ34TjopzrgR0nlKxIMLNmZM+QTUDsfLoV0wi6kdjiCF30hyrJBg9OH/ZIh9m4Be4+7Mb+7ySgHjxZHLW7u5H8nD",
            "esAoSRvTOy9pW5hOxs4lz4pMm7fsz8GicsGsVFmF2mCavl3chsu7YL0S749lhmggABateeurska4bAa04dQMQXUL+XTiMPEF",
            "4KkARoD5DWZMtxvJqyL3pdriBRER/vHr2ZSrOGL2eFqLzf8QzN8inkMZi+LTu2X+QXffTHXFVHWhpHlz+JjuehRVfEWAXD9G",
            "X1GeYA0mcg0m0ZmJVr/WU8RYUPZRZbSwIaOhp80/deJX5edTR78GM7kqs2jBzOjZXMi0Vt2lS4DIxYUuaaHIPFW8IQrLxgxM",
            "Y3LbmLuqadStvuwgM/meP+RFscW17quuw886+a/vpcVmeRzddyWnWnRNj1B8/gJQSwMEFAAAAAgA+H55XXZTXVJQAAAAVAAA",
            "ABIAAABpbWFnZXMvY2hlY2tlci5wbmfrDPBz5+WS4mJgYOD19HAJAtIsIMzBBiRXfpxXB6SkPV0cQyrmJFeIJXyOP/zsSL3E",
            "2YYzjBd5WEIZGG4qqDxM7EQ3Aypj8HT1mVnnlNAEAFBLAQIUAxQAAAAAAAAAIQD2eUidggAAAIIAAAANAAAAAAAAAAAAAACA",
            "AQAAAABtYW5pZmVzdC5qc29uUEsBAhQDFAAAAAgA+H55XahGuHq9AAAAagEAABcAAAAAAAAAAAAAAIABrQAAAGFuaW1hdGlv",
            "bnMvY2hlY2tlci5qc29uUEsBAhQDFAAAAAgA+H55XVdaybxOAgAAngoALBQAAAAAAAAAAAAAAIABnwEAAGFuaW1hdGlvbnMv",
            "YmFsbC5qc29uUEsBAhQDFAAAAAgA+H55XXZTXVJQAAAAVAAA+RIAAAAAAAAAAAAAAIABHwQAAGltYWdlcy9jaGVja2VyLnBu",
            "Z1BLBQYAAAAABAAEAAIBAACfBAAAAAA=",
        ].joined())!
        #expect(crasher.count == 1463)
        // The animation is read; its image is reported with the reason.
        let animation = try LottieAnimation(dotLottieData: crasher)
        #expect(
            animation.unsupportedFeatures.map(\.description) == [
                "assets[0].p: not supported: an unreadable image file (/images/checker.png: images/checker.png: "
                    + "the archive states 4177526868 bytes; at most 268435456 are read)"
            ])
        // Within the cap, a size the compressed bytes cannot produce (DEFLATE yields at most
        // 1032 bytes a byte) is refused too.
        #expect(throws: Inflate.Failure(description: "the archive states 10000 bytes, more than its 2 compressed bytes can hold")) {
            try Inflate.decompress([0x03, 0x00], expectedSize: 10_000)
        }
        #expect(try Inflate.decompress([0x03, 0x00], expectedSize: 0) == [])
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
