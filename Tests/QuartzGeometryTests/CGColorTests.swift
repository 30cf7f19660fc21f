import Foundation
import Testing
@testable import QuartzGeometry

@Suite struct CGColorTests {
    @Test func parsesThreeDigitForm() throws {
        let c = try #require(CGColor(hexString: "#F80"))
        #expect(c.components == [1, CGFloat(0x88) / 255, 0, 1])
        #expect(c.numberOfComponents == 4)
    }

    @Test func parsesSixAndEightDigitFormsCaseInsensitively() throws {
        let c = try #require(CGColor(hexString: "#ff8000"))
        #expect(c.red == 1 && c.green == CGFloat(0x80) / 255 && c.blue == 0 && c.alpha == 1)
        let d = try #require(CGColor(hexString: "#00Ff0080"))
        #expect(d.green == 1 && d.alpha == CGFloat(0x80) / 255)
    }

    @Test func rejectsBadStringsWithReasons() {
        #expect(CGColor(hexString: "FF8000") == nil)
        #expect(CGColor(hexString: "#FF80") == nil)
        #expect(throws: ColorHexError(input: "#12G", reason: .invalidDigit("G", offset: 3))) {
            try CGColor(validatingHexString: "#12G")
        }
        #expect(throws: ColorHexError(input: "#1234", reason: .invalidLength(digits: 4))) {
            try CGColor(validatingHexString: "#1234")
        }
        #expect(throws: ColorHexError(input: "", reason: .missingHash)) {
            try CGColor(validatingHexString: "")
        }
        let message = ColorHexError(input: "#12G", reason: .invalidDigit("G", offset: 3)).description
        #expect(message == "invalid color \"#12G\": 'G' at offset 3 is not a hexadecimal digit")
    }

    @Test func grayColorsHaveTwoComponents() {
        let g = CGColor(gray: 0.25, alpha: 0.5)
        #expect(g.numberOfComponents == 2)
        #expect(g.components == [0.25, 0.5])
        #expect(g.red == 0.25 && g.green == 0.25 && g.blue == 0.25)
        #expect(CGColor.black.components == [0, 1])
        #expect(CGColor.clear.alpha == 0)
        #expect(g != CGColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5))
    }

    @Test func copyWithAlphaKeepsColorSpace() throws {
        let g = try #require(CGColor.white.copy(alpha: 0.3))
        #expect(g.components == [1, 0.3])
        let c = try #require(CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1).copy(alpha: 2))
        #expect(c.components == [0.1, 0.2, 0.3, 1])
    }

    @Test func premultipliedBytesRoundAfterMultiplying() {
        let c = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        let p = c.rgba8Premultiplied
        // 0.5·255 = 127.5 → 128; 0.25·255 = 63.75 → 64.
        #expect(p.red == 128 && p.green == 64 && p.blue == 0 && p.alpha == 128)
        #expect(CGColor(red: 2, green: -1, blue: .nan, alpha: 1).rgba8 == (255, 0, 0, 255))
    }

    @Test func interpolationIsStraightAlpha() {
        let mid = CGColor.clear.interpolated(to: .white, fraction: 0.5)
        #expect(mid.red == 0.5 && mid.alpha == 0.5 && mid.isGray)
    }

    @Test func codableRoundTripAndHexDecoding() throws {
        let c = CGColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
        let data = try JSONEncoder().encode([c, CGColor.black])
        #expect(String(decoding: data, as: UTF8.self) == "[[0.25,0.5,0.75,1],[0,1]]")
        #expect(try JSONDecoder().decode([CGColor].self, from: data) == [c, .black])
        let hex = try JSONDecoder().decode([CGColor].self, from: Data("[\"#00F\"]".utf8))
        #expect(hex == [CGColor(red: 0, green: 0, blue: 1, alpha: 1)])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([CGColor].self, from: Data("[\"#XYZ\"]".utf8))
        }
        #expect(c.hexString == "#4080BFFF")
    }
}
