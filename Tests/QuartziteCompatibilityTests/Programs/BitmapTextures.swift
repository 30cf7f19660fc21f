// Images made the way iOS code makes them without UIKit: Core Graphics bitmap contexts. A soft
// particle dot for an emitter cell, a checkerboard written pixel by pixel through the context's
// memory with a ring stroked over it, a snapshot of a layer tree drawn with `render(in:)` under
// the UIKit flip, and the colour of one pixel read by drawing an image into a 1×1 context.
#if canImport(QuartzCore)
import QuartzCore
#else
import Quartzite
#endif
import Foundation

enum BitmapTextures {
    /// A white dot of `diameter` pixels fading out from its centre: the usual particle image.
    static func particleDot(diameter: Int) -> CGImage? {
        let space = CGColorSpaceCreateDeviceRGB()
        guard
            let ctx = CGContext(
                data: nil, width: diameter, height: diameter, bitsPerComponent: 8, bytesPerRow: 0, space: space,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { return nil }
        let colors = [CGColor(red: 1, green: 1, blue: 1, alpha: 1), CGColor(red: 1, green: 1, blue: 1, alpha: 0)] as CFArray
        guard let gradient = CGGradient(colorsSpace: space, colors: colors, locations: [0, 1]) else { return nil }
        let center = CGPoint(x: CGFloat(diameter) / 2, y: CGFloat(diameter) / 2)
        ctx.drawRadialGradient(
            gradient, startCenter: center, startRadius: 0, endCenter: center, endRadius: CGFloat(diameter) / 2,
            options: [])
        return ctx.makeImage()
    }

    /// An emitter of sparks whose cell draws `particleDot`.
    static func sparkEmitter() -> CAEmitterLayer {
        let cell = CAEmitterCell()
        cell.contents = particleDot(diameter: 32)
        cell.birthRate = 40
        cell.lifetime = 2
        cell.velocity = 80
        cell.scale = 0.5
        cell.color = CGColor(red: 1, green: 0.6, blue: 0.2, alpha: 1)
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        emitter.emitterPosition = CGPoint(x: 100, y: 100)
        emitter.emitterCells = [cell]
        return emitter
    }

    /// A `size`-pixel checkerboard of `cell`-pixel squares, white in the top-left corner,
    /// written as 32-bit words into the context's memory, with a red ring 2 pixels wide
    /// stroked over it 2 pixels inside the edges.
    static func checkerboard(size: Int, cell: Int) -> CGImage? {
        let bitmapInfo = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        guard
            let ctx = CGContext(
                data: nil, width: size, height: size, bitsPerComponent: 8, bytesPerRow: size * 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo),
            let data = ctx.data
        else { return nil }
        // Little-endian words hold A, R, G, B from the high byte down.
        let pixels = data.bindMemory(to: UInt32.self, capacity: size * size)
        for y in 0..<size {
            for x in 0..<size {
                pixels[y * size + x] = (x / cell + y / cell) % 2 == 0 ? 0xFFFF_FFFF : 0xFF00_0000
            }
        }
        ctx.setStrokeColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        ctx.setLineWidth(2)
        ctx.strokeEllipse(in: CGRect(x: 2, y: 2, width: size - 4, height: size - 4))
        return ctx.makeImage()
    }

    /// `layer`'s tree as an image of `scale` pixels a point, drawn with `render(in:)` in a
    /// context set up as UIKit sets one up (origin top-left, y down).
    static func snapshot(of layer: CALayer, scale: CGFloat) -> CGImage? {
        let width = Int((layer.bounds.width * scale).rounded(.up))
        let height = Int((layer.bounds.height * scale).rounded(.up))
        guard
            let ctx = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        ctx.translateBy(x: 0, y: CGFloat(height))
        ctx.scaleBy(x: scale, y: -scale)
        layer.render(in: ctx)
        return ctx.makeImage()
    }

    /// The premultiplied red, green, blue and alpha of `image`'s pixel in column `x`, row `y`
    /// (row 0 at the top), read by drawing the image into a 1×1 context so that the pixel
    /// lands on it; nil outside the image.
    static func color(of image: CGImage, x: Int, y: Int) -> [UInt8]? {
        guard x >= 0, y >= 0, x < image.width, y < image.height else { return nil }
        var pixel: [UInt8] = [0, 0, 0, 0]
        let drawn = pixel.withUnsafeMutableBytes { buffer -> Bool in
            guard
                let ctx = CGContext(
                    data: buffer.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            else { return false }
            ctx.setBlendMode(.copy)
            // The context's y counts from the bottom, image rows from the top.
            ctx.draw(
                image, in: CGRect(x: -x, y: y - image.height + 1, width: image.width, height: image.height))
            return true
        }
        return drawn ? pixel : nil
    }

    /// The bytes of `image` as its data provider gives them.
    static func bytes(of image: CGImage) -> [UInt8] {
        guard let data = image.dataProvider?.data else { return [] }
        return [UInt8](data as Data)
    }
}
