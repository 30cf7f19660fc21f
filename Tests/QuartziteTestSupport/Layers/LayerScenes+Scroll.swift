import Foundation
import Quartzite
import QuartziteRender

extension LayerScene {
    /// A `columns × rows` grid of 40-point cells, each a distinct colour with a white dot in
    /// its top-left corner (so the scroll offset reads off the picture).
    static func cellGrid(columns: Int, rows: Int) -> CALayer {
        let grid = CALayer()
        grid.frame = CGRect(x: 0, y: 0, width: 40 * columns, height: 40 * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                let cell = solidLayer(
                    CGRect(x: 40 * column, y: 40 * row, width: 40, height: 40),
                    color(0.2 + 0.2 * Double(column), 0.15 + 0.2 * Double(row), 0.6))
                cell.name = "cell-\(column)-\(row)"
                cell.addSublayer(solidLayer(CGRect(x: 4, y: 4, width: 8, height: 8), color(1, 1, 1)))
                grid.addSublayer(cell)
            }
        }
        return grid
    }

    /// CAScrollLayer: a 100 × 80 window on a 4 × 4 grid of 40-point cells, scrolled to
    /// (30, 50) — the cells move up and left by that much and the scroll layer clips them
    /// (its masksToBounds defaults to true).
    static let scrollToPoint = LayerScene(name: "scroll-to-point") {
        let root = rootLayer()
        let scroll = CAScrollLayer()
        scroll.frame = CGRect(x: 30, y: 20, width: 100, height: 80)
        scroll.backgroundColor = color(1, 1, 1)
        scroll.addSublayer(cellGrid(columns: 4, rows: 4))
        scroll.scroll(to: CGPoint(x: 30, y: 50))
        root.addSublayer(scroll)
        return root
    }

    /// Scroll modes and scrolling from a sublayer: two 60 × 80 windows on the same grid. The
    /// left one scrolls only horizontally: cell (3, 3) asks to be made visible, and only x
    /// moves (to 100, its right edge at the window's). The right one scrolls only vertically:
    /// cell (2, 1) asks for its point (10, 20) to be the origin, and only y moves (to 60).
    static let scrollModes = LayerScene(name: "scroll-modes-from-sublayers") {
        let root = rootLayer()
        for (index, mode) in [CAScrollLayerScrollMode.horizontally, .vertically].enumerated() {
            let scroll = CAScrollLayer()
            scroll.frame = CGRect(x: 15 + 75 * index, y: 20, width: 60, height: 80)
            scroll.scrollMode = mode
            let grid = cellGrid(columns: 4, rows: 4)
            scroll.addSublayer(grid)
            root.addSublayer(scroll)
            let cells = grid.sublayers ?? []
            if mode == .horizontally {
                cells.first { $0.name == "cell-3-3" }?.scrollRectToVisible(CGRect(x: 0, y: 0, width: 40, height: 40))
            } else {
                cells.first { $0.name == "cell-2-1" }?.scroll(CGPoint(x: 10, y: 20))
            }
        }
        return root
    }

    /// CAScrollLayer: a scroll to (60, 0) half-way through its implicit bounds animation
    /// (committed at t = 10, 0.25 s, the default curve): shown at 10.125 s.
    static let scrollAnimated = LayerScene(name: "scroll-implicit-animation-125ms", time: 10.125) {
        let root = rootLayer()
        let scroll = CAScrollLayer()
        scroll.frame = CGRect(x: 30, y: 20, width: 100, height: 80)
        scroll.addSublayer(cellGrid(columns: 4, rows: 2))
        root.addSublayer(scroll)
        MediaClock.withCurrent(MediaClock(manualTime: 10)) {
            CATransaction.flush()
            scroll.scroll(to: CGPoint(x: 60, y: 0))
            CATransaction.flush()
        }
        return root
    }

    /// CAScrollLayer: scrolled to a point, with scroll modes from sublayers, and mid-animation.
    public static let scrolls: [LayerScene] = [scrollToPoint, scrollModes, scrollAnimated]
}
