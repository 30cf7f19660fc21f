import Foundation
import QuartzGeometry
import Testing

/// The image, colour space and path attributes code reads from Core Graphics objects.
@Suite("Core Graphics attributes")
struct CGImageAttributesTests {
    @Test func imageAttributesAndCopies() throws {
        let image = try CGImage(width: 2, height: 1, premultipliedRGBA: [255, 0, 0, 255, 0, 0, 128, 128])
        #expect(!image.isMask && image.shouldInterpolate && image.renderingIntent == .defaultIntent)
        #expect(image.decode == nil && image.utType == nil && image.byteOrderInfo == .orderDefault)
        let copy = try #require(image.copy())
        #expect(copy !== image && copy.pixels == image.pixels && copy.width == 2)
        #expect(image.copy(colorSpace: CGColorSpaceCreateDeviceRGB())?.pixels == image.pixels)
        #expect(image.copy(colorSpace: CGColorSpaceCreateDeviceGray()) == nil)
        #expect(CGColorSpaceCreateDeviceGray().model == .monochrome && CGColorSpace(name: CGColorSpace.sRGB)?.model == .rgb)
    }

    @Test func flattenedPathsStayWithinTheThreshold() {
        let circle = CGPath(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100), transform: nil)
        let coarse = circle.flattened(threshold: 0.5)
        let fine = circle.flattened(threshold: 0.01)
        var points: [CGPoint] = []
        var closes = 0, curves = 0
        coarse.applyWithBlock { element in
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: points.append(element.pointee.points[0])
            case .closeSubpath: closes += 1
            default: curves += 1
            }
        }
        #expect(curves == 0 && closes == 1 && points.count > 8)
        // Every vertex lies on the curves (four cubics, within 0.014 of the true circle at
        // this radius); every chord's middle within 0.5 of them.
        for (a, b) in zip(points, points.dropFirst()) {
            #expect(abs(hypot(a.x, a.y) - 50) < 0.014)
            let middle = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            #expect(50 - hypot(middle.x, middle.y) <= 0.5 + 0.014)
        }
        var finePoints = 0
        fine.applyWithBlock { _ in finePoints += 1 }
        #expect(finePoints > 3 * points.count)
    }
}
