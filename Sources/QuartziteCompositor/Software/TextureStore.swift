import QuartzGeometry

/// The software renderer's texture cache: each image's pixels read in place by pointer (the
/// entry holds the image), with mip levels built on first trilinear use. Entries unused
/// for `retainFrames` renders are dropped.
final class TextureStore {
    final class Entry {
        let image: CGImage
        let levels: UnsafeMutableBufferPointer<SourceImage>
        var levelCount = 1
        var lastUse = 0
        /// Frames this entry was drawn in (counted up to 2).
        var framesUsed = 0
        /// Built when a bilinear span first draws the entry on its second frame or later: an
        /// image drawn once, or only by row copies, is not worth the scan.
        private var occupancy: TexelOccupancy?

        /// Level 0 for the bilinear span kernels: from the entry's second frame on with its
        /// ``TexelOccupancy`` (built on that first call), so the kernels skip empty cells.
        func spanLevel() -> SourceImage {
            if framesUsed >= 2 { buildOccupancy() }
            return levels[0]
        }

        /// Builds level 0's ``TexelOccupancy`` and records it in `levels[0]`.
        private func buildOccupancy() {
            guard occupancy == nil, let texels = levels[0].texels else { return }
            let table = TexelOccupancy(texels: texels, width: image.width, height: image.height)
            occupancy = table
            levels[0].occupancy = UnsafePointer(table.table)
            levels[0].occupancyCellsWide = Int32(truncatingIfNeeded: table.cellsWide)
            levels[0].occupancyCellsHigh = Int32(truncatingIfNeeded: table.cellsHigh)
        }

        init(image: CGImage) {
            self.image = image
            let maxLevels = MipLevels.count(width: image.width, height: image.height)
            levels = .allocate(capacity: maxLevels)
            // Level 0 is the image's own pixels (the entry keeps the image alive); the mip
            // levels are this entry's.
            levels[0] = SourceImage(texels: image.retainedPixelAddress, width: image.width, height: image.height)
        }

        deinit {
            for i in 1..<max(1, levelCount) { UnsafeMutablePointer(mutating: levels[i].texels)?.deallocate() }
            levels.deallocate()
        }

        /// Builds every mip level by 2×2 box filtering (see `PixelMath`).
        func buildMipLevels() {
            let total = MipLevels.count(width: image.width, height: image.height)
            while levelCount < total {
                let src = levels[levelCount - 1]
                let (w, h) = MipLevels.nextSize(width: src.width, height: src.height)
                let dst = UnsafeMutablePointer<UInt8>.allocate(capacity: w * h * 4)
                MipLevels.downsample(src.texels!, width: src.width, height: src.height, into: dst)
                levels[levelCount] = SourceImage(texels: UnsafePointer(dst), width: w, height: h)
                levelCount += 1
            }
        }
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var frameNumber = 0
    /// Renders an unused texture survives.
    let retainFrames = 4

    /// The cached entry for `image`, uploading it on first use.
    func entry(for image: CGImage, mipmapped: Bool) -> Entry {
        let entry: Entry
        if let cached = entries[image.cacheKey], cached.image === image {
            entry = cached
        } else {
            entry = Entry(image: image)
            entries[image.cacheKey] = entry
        }
        if entry.lastUse != frameNumber || entry.framesUsed == 0 { entry.framesUsed = min(2, entry.framesUsed + 1) }
        entry.lastUse = frameNumber
        if mipmapped { entry.buildMipLevels() }
        return entry
    }

    /// Ends a render: drops entries not used in the last `retainFrames` renders.
    func endFrame() {
        if entries.values.contains(where: { frameNumber - $0.lastUse >= retainFrames }) {
            entries = entries.filter { frameNumber - $0.value.lastUse < retainFrames }
        }
        frameNumber += 1
    }
}
