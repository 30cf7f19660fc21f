/// Which 8 × 8 cells of a texture hold any texel that is not transparent black, as a summed-area
/// table: the bilinear span kernels skip a group of pixels whose texels all lie in empty cells
/// (sampling them would blend a zero source, leaving the pixels as they are), so the empty
/// parts of a turned or moved image — a ring's hole, a stroke's surroundings — cost a lookup.
final class TexelOccupancy {
    /// log2 of the cell size in texels.
    static let cellShift = 3

    let cellsWide: Int
    let cellsHigh: Int
    /// `(cellsWide + 1) × (cellsHigh + 1)` counts: entry (cx, cy) is the number of non-empty
    /// cells with column < cx and row < cy.
    let table: UnsafeMutablePointer<UInt32>

    /// Scans the `width × height` premultiplied RGBA8 texels at `texels` (one pass).
    init(texels: UnsafePointer<UInt8>, width: Int, height: Int) {
        let shift = Self.cellShift
        cellsWide = (width + (1 << shift) - 1) >> shift
        cellsHigh = (height + (1 << shift) - 1) >> shift
        let stride = cellsWide + 1
        table = .allocate(capacity: stride * (cellsHigh + 1))
        table.initialize(repeating: 0, count: stride * (cellsHigh + 1))
        // Mark non-empty cells at (cx + 1, cy + 1), then sum in place.
        let raw = UnsafeRawPointer(texels)
        for y in 0..<height {
            let cy = y >> shift
            let rowStart = y &* width
            for cx in 0..<cellsWide where table[(cy + 1) &* stride &+ cx &+ 1] == 0 {
                let x0 = cx << shift
                let x1 = min(width, x0 + (1 << shift))
                var any: UInt64 = 0
                var x = x0
                while x + 2 <= x1 {
                    any |= raw.loadUnaligned(fromByteOffset: (rowStart &+ x) &* 4, as: UInt64.self)
                    x += 2
                }
                if x < x1 { any |= UInt64(raw.loadUnaligned(fromByteOffset: (rowStart &+ x) &* 4, as: UInt32.self)) }
                if any != 0 { table[(cy + 1) &* stride &+ cx &+ 1] = 1 }
            }
        }
        for cy in 1...cellsHigh {
            var rowSum: UInt32 = 0
            for cx in 1...cellsWide {
                rowSum &+= table[cy &* stride &+ cx]
                table[cy &* stride &+ cx] = table[(cy - 1) &* stride &+ cx] &+ rowSum
            }
        }
    }

    deinit { table.deallocate() }

    /// The number of non-empty cells among those holding texel columns `u0...u1` and rows
    /// `v0...v1` (clamped to the texture).
    func nonEmptyCells(u0: Int, u1: Int, v0: Int, v1: Int) -> Int {
        let shift = Self.cellShift
        let cx0 = max(0, min(cellsWide - 1, u0 >> shift)), cx1 = max(0, min(cellsWide - 1, u1 >> shift)) + 1
        let cy0 = max(0, min(cellsHigh - 1, v0 >> shift)), cy1 = max(0, min(cellsHigh - 1, v1 >> shift)) + 1
        let stride = cellsWide + 1
        return Int(table[cy1 * stride + cx1] &- table[cy0 * stride + cx1] &- table[cy1 * stride + cx0] &+ table[cy0 * stride + cx0])
    }
}
