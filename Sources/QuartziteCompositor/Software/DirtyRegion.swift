/// The pixels of a pooled buffer or frame that may not hold the clear colour: what the last
/// pass drawn into it could write, as a few boxes (x0..<x1 × y0..<y1, pixels), so that the next
/// pass clears only those. Boxes may overlap (a pixel is then cleared twice).
struct DirtyRegion: Sendable {
    typealias Box = (x0: Int, y0: Int, x1: Int, y1: Int)

    /// More quads than this are kept as the bounds of them all (each band loops over the
    /// boxes; a Lottie frame of scattered small shapes has a couple of hundred quads).
    static let maximumBoxes = 256

    /// The boxes; none when every pixel holds the clear colour.
    private(set) var boxes: [Box]

    /// No pixel to clear.
    static let nothing = DirtyRegion(boxes: [])
    /// Every pixel to clear.
    static let everything = DirtyRegion(boxes: [(0, 0, Int.max, Int.max)])

    private init(boxes: [Box]) { self.boxes = boxes }

    /// What `quads` can write: each one's pixel bounds while they are at most
    /// ``maximumBoxes``, else the bounds of them all.
    init(covering quads: [QuadSetup]) {
        if quads.count <= Self.maximumBoxes {
            boxes = quads.compactMap { q in q.x0 < q.x1 && q.y0 < q.y1 ? (q.x0, q.y0, q.x1, q.y1) : nil }
            return
        }
        boxes = Self.bounds(of: quads).map { [$0] } ?? []
    }

    /// The bounds of the pixels `quads` can write, nil when they write none.
    static func bounds(of quads: [QuadSetup]) -> Box? {
        var b: Box = (Int.max, Int.max, Int.min, Int.min)
        for q in quads where q.x0 < q.x1 && q.y0 < q.y1 {
            b = (min(b.x0, q.x0), min(b.y0, q.y0), max(b.x1, q.x1), max(b.y1, q.y1))
        }
        return b.x0 < b.x1 && b.y0 < b.y1 ? b : nil
    }

    /// This region and `box`.
    func adding(_ box: Box) -> DirtyRegion {
        if boxes.count < Self.maximumBoxes { return DirtyRegion(boxes: boxes + [box]) }
        return DirtyRegion(boxes: [boxes.reduce(box, Self.union)])
    }

    /// The bounds of two boxes.
    static func union(_ a: Box, _ b: Box) -> Box {
        (min(a.x0, b.x0), min(a.y0, b.y0), max(a.x1, b.x1), max(a.y1, b.y1))
    }
}
