import Quartzite

/// Coverage images of shadow paths (nonzero winding, 4×4 samples a pixel), kept by path and
/// pixel scale across frames; the oldest are dropped beyond a few dozen.
final class SilhouetteCache {
    /// An image of a path's coverage (white, premultiplied) and the layer rectangle it covers.
    struct Silhouette {
        var image: CGImage
        var rect: CGRect
    }

    private struct Key: Hashable {
        var path: PathData
        var pixelsPerPoint: Double
    }

    private var entries: [Key: Silhouette] = [:]
    private var order: [Key] = []
    private let capacity = 32

    /// The silhouette of `path` (layer points) at `pixelsPerPoint`, or nil for an empty path.
    func silhouette(of path: PathData, pixelsPerPoint: Double) -> Silhouette? {
        let key = Key(path: path, pixelsPerPoint: pixelsPerPoint)
        if let hit = entries[key] { return hit }
        guard let made = Self.rasterize(path, pixelsPerPoint: pixelsPerPoint) else { return nil }
        if order.count >= capacity { entries[order.removeFirst()] = nil }
        entries[key] = made
        order.append(key)
        return made
    }

    private static func rasterize(_ path: PathData, pixelsPerPoint s: Double) -> Silhouette? {
        let box = path.boundingBoxOfPath
        guard !box.isNull, !box.isInfinite, box.width > 0 || box.height > 0, s > 0, s.isFinite else { return nil }
        // One pixel of margin keeps edge coverage inside the image.
        let origin = CGPoint(x: box.minX - 1 / s, y: box.minY - 1 / s)
        let w = Int(min(4096, (box.width * s).rounded(.up) + 2))
        let h = Int(min(4096, (box.height * s).rounded(.up) + 2))
        var edges: [(x0: Double, y0: Double, x1: Double, y1: Double)] = []
        for sub in path.flattened(tolerance: 0.1 / s) where sub.points.count > 1 {
            let pts = sub.points.map { CGPoint(x: (Double($0.x) - origin.x) * s, y: (Double($0.y) - origin.y) * s) }
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                if a.y != b.y { edges.append((a.x, a.y, b.x, b.y)) }
            }
        }
        var pixels = [UInt8](repeating: 0, count: w * h * 4)
        var crossings: [(x: Double, winding: Int)] = []
        var coverage = [Int](repeating: 0, count: w)
        for row in 0..<h {
            for i in 0..<w { coverage[i] = 0 }
            for sample in 0..<4 {
                let y = Double(row) + (Double(sample) + 0.5) / 4
                crossings.removeAll(keepingCapacity: true)
                for e in edges where (e.y0 <= y) != (e.y1 <= y) {
                    let t = (y - e.y0) / (e.y1 - e.y0)
                    crossings.append((e.x0 + t * (e.x1 - e.x0), e.y1 > e.y0 ? 1 : -1))
                }
                crossings.sort { $0.x < $1.x }
                var winding = 0
                for c in 0..<crossings.count {
                    let was = winding
                    winding += crossings[c].winding
                    guard was != 0, c > 0 else { continue }
                    // Inside over [previous x, this x]: add 4 horizontal samples a pixel.
                    let x0 = crossings[c - 1].x, x1 = crossings[c].x
                    // Clamped before the conversion: a path far larger than the image
                    // (coordinates of 1e308) crosses rows far outside it.
                    var k = Int(max(0, min(Double(w * 4), (x0 * 4 - 0.5).rounded(.up))))
                    while k < w * 4, (Double(k) + 0.5) / 4 < x1 {
                        coverage[k / 4] += 1
                        k += 1
                    }
                }
            }
            for i in 0..<w {
                let v = UInt8(min(255, (coverage[i] * 255 + 8) / 16))
                let o = (row * w + i) * 4
                pixels[o] = v
                pixels[o + 1] = v
                pixels[o + 2] = v
                pixels[o + 3] = v
            }
        }
        guard let image = try? CGImage(width: w, height: h, premultipliedRGBA: pixels) else { return nil }
        return Silhouette(
            image: image, rect: CGRect(x: origin.x, y: origin.y, width: Double(w) / s, height: Double(h) / s))
    }
}
