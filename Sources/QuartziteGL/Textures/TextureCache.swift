import QuartziteCompositor
import CEGL
import QuartzGeometry

/// Plan textures resident on the GPU, kept by image identity (`CGImage.cacheKey`; an entry holds
/// its image, so the identity cannot be reused while it is cached) and evicted least recently
/// used first when the bytes exceed the budget. A `CGImage` is immutable: new contents are a new
/// image, hence a new entry (its version), and the old one ages out.
///
/// Images share `GL_TEXTURE_2D_ARRAY` pages by size bucket; images larger than the maximum
/// texture size are split into tiles that overlap by one texel (so bilinear sampling is exact
/// across the seams). Mipmapped (trilinear) images get exact-size pages with the CPU renderer's
/// box-filtered levels.
final class TextureCache {
    /// One stored piece of an image: a layer of a page holding the image's texels
    /// `[originX, originX + width) × [originY, originY + height)`, drawn for the image's core
    /// region `core` (whole image when untiled).
    struct Slot {
        var page: TexturePage
        var layer: Int32
        var originX: Int
        var originY: Int
        var width: Int
        var height: Int
        /// The image texels this tile is responsible for: minX, minY, maxX, maxY (−∞/∞ on the
        /// image's outer sides).
        var core: SIMD4<Float>
    }

    final class Entry {
        /// Held so its identity cannot be reused while cached (a `var` to ask whether the cache
        /// holds the only reference).
        var image: CGImage
        let mipmapped: Bool
        var slots: [Slot] = []
        var bytes = 0
        var lastUse = 0

        init(image: CGImage, mipmapped: Bool) {
            self.image = image
            self.mipmapped = mipmapped
        }

        var isTiled: Bool { slots.count > 1 }
    }

    private struct Key: Hashable {
        var id: ObjectIdentifier
        var mipmapped: Bool
    }

    private struct Bucket: Hashable {
        var width: Int
        var height: Int
        var levels: Int
    }

    let maxTextureSize: Int
    let maxLayers: Int
    /// The memory budget in bytes; entries used by the current frame are never evicted, so a
    /// single frame may exceed it.
    var budgetBytes: Int
    private let state: GLStateCache
    private var entries: [Key: Entry] = [:]
    private var pages: [Bucket: [TexturePage]] = [:]
    private var frame = 0
    /// Bytes held by resident entries (page layers, all levels).
    private(set) var residentBytes = 0
    /// Uploads and evictions so far (for tests and reports).
    private(set) var uploads = 0
    private(set) var evictions = 0

    /// Resident entries.
    var count: Int { entries.count }

    init(maxTextureSize: Int, maxLayers: Int, budgetBytes: Int, state: GLStateCache) {
        self.maxTextureSize = max(16, maxTextureSize)
        self.maxLayers = max(1, maxLayers)
        self.budgetBytes = budgetBytes
        self.state = state
    }

    /// Starts a frame: entries used from now on are protected from eviction until the next.
    /// Starts a frame: entries used from now on are protected from eviction until the next;
    /// entries whose image only this cache still holds are dropped (no plan can name them
    /// again: generated content of an animation, images of layers that are gone).
    func beginFrame() {
        frame += 1
        var orphans: [Key] = []
        for (key, e) in entries where isKnownUniquelyReferenced(&e.image) { orphans.append(key) }
        for key in orphans { remove(key) }
        if !orphans.isEmpty { freeEmptyPages() }
    }

    /// Gives an entry's layers back and forgets it.
    private func remove(_ key: Key) {
        guard let e = entries.removeValue(forKey: key) else { return }
        for slot in e.slots { slot.page.giveBack(slot.layer) }
        residentBytes -= e.bytes
        evictions += 1
    }

    /// Whether `image` is resident (with or without mip levels).
    func contains(_ image: CGImage, mipmapped: Bool) -> Bool {
        entries[Key(id: image.cacheKey, mipmapped: mipmapped)] != nil
    }

    /// The resident entry for `image`, uploading it on first use.
    func entry(for image: CGImage, mipmapped: Bool) throws(GLError) -> Entry {
        let key = Key(id: image.cacheKey, mipmapped: mipmapped)
        if let e = entries[key] {
            e.lastUse = frame
            return e
        }
        let e = Entry(image: image, mipmapped: mipmapped)
        e.lastUse = frame
        let tiles = tileRects(width: image.width, height: image.height, mipmapped: mipmapped)
        let needed = tiles.reduce(0) { $0 + layerBytes(for: $1.stored, mipmapped: mipmapped) }
        evict(toFit: needed)
        for tile in tiles {
            let (page, layer) = try allocate(for: tile.stored, mipmapped: mipmapped)
            let slot = Slot(
                page: page, layer: layer, originX: tile.stored.x, originY: tile.stored.y, width: tile.stored.width,
                height: tile.stored.height, core: tile.core)
            try upload(image, into: slot, mipmapped: mipmapped)
            e.slots.append(slot)
            e.bytes += page.layerBytes
        }
        residentBytes += e.bytes
        uploads += 1
        entries[key] = e
        return e
    }

    /// Releases every texture (the context must be current).
    func deleteAll() {
        for list in pages.values { for p in list { state.forgetTexture(p.texture); p.delete() } }
        pages.removeAll()
        entries.removeAll()
        residentBytes = 0
    }

    // MARK: - Tiles and pages

    private struct TileRect {
        var stored: (x: Int, y: Int, width: Int, height: Int)
        var core: SIMD4<Float>
    }

    private func tileRects(width: Int, height: Int, mipmapped: Bool) -> [TileRect] {
        if mipmapped || (width <= maxTextureSize && height <= maxTextureSize) {
            return [TileRect(stored: (0, 0, width, height), core: SIMD4(-.infinity, -.infinity, .infinity, .infinity))]
        }
        let t = maxTextureSize - 2
        var out: [TileRect] = []
        let nx = (width + t - 1) / t
        let ny = (height + t - 1) / t
        for j in 0..<ny {
            for i in 0..<nx {
                let c0x = i * t
                let c1x = min(width, c0x + t)
                let c0y = j * t
                let c1y = min(height, c0y + t)
                let sx = max(0, c0x - 1)
                let sy = max(0, c0y - 1)
                let ex = min(width, c1x + 1)
                let ey = min(height, c1y + 1)
                let core = SIMD4<Float>(
                    i == 0 ? -.infinity : Float(c0x), j == 0 ? -.infinity : Float(c0y),
                    i == nx - 1 ? .infinity : Float(c1x), j == ny - 1 ? .infinity : Float(c1y))
                out.append(TileRect(stored: (sx, sy, ex - sx, ey - sy), core: core))
            }
        }
        return out
    }

    private func bucket(for size: (x: Int, y: Int, width: Int, height: Int), mipmapped: Bool) -> Bucket {
        if mipmapped {
            return Bucket(width: size.width, height: size.height, levels: MipLevels.count(width: size.width, height: size.height))
        }
        func round(_ n: Int) -> Int {
            let r = n <= 64 ? max(1, 1 << (Int.bitWidth - (max(1, n) - 1).leadingZeroBitCount)) : (n + 63) / 64 * 64
            return min(maxTextureSize, max(n == 1 ? 1 : r, 1))
        }
        return Bucket(width: round(size.width), height: round(size.height), levels: 1)
    }

    private func layerBytes(for size: (x: Int, y: Int, width: Int, height: Int), mipmapped: Bool) -> Int {
        let b = bucket(for: size, mipmapped: mipmapped)
        return TexturePage.layerBytes(width: b.width, height: b.height, levels: b.levels)
    }

    private func allocate(for size: (x: Int, y: Int, width: Int, height: Int), mipmapped: Bool) throws(GLError) -> (TexturePage, Int32) {
        let b = bucket(for: size, mipmapped: mipmapped)
        if let page = pages[b]?.first(where: { !$0.isFull }) { return (page, page.takeLayer()) }
        let layerBytes = TexturePage.layerBytes(width: b.width, height: b.height, levels: b.levels)
        let capacity = max(1, min(64, maxLayers, (16 << 20) / max(1, layerBytes)))
        let page = try TexturePage(width: b.width, height: b.height, levels: b.levels, capacity: capacity, state: state)
        pages[b, default: []].append(page)
        return (page, page.takeLayer())
    }

    private func upload(_ image: CGImage, into slot: Slot, mipmapped: Bool) throws(GLError) {
        state.bindTexture(unit: .upload, target: GL_TEXTURE_2D_ARRAY, name: slot.page.texture)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        glPixelStorei(GLenum(GL_UNPACK_ROW_LENGTH), GLint(image.width))
        glPixelStorei(GLenum(GL_UNPACK_SKIP_PIXELS), GLint(slot.originX))
        glPixelStorei(GLenum(GL_UNPACK_SKIP_ROWS), GLint(slot.originY))
        image.withUnsafeBytes { raw in
            glTexSubImage3D(
                GLenum(GL_TEXTURE_2D_ARRAY), 0, 0, 0, slot.layer, GLsizei(slot.width), GLsizei(slot.height), 1,
                GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), raw.baseAddress)
        }
        glPixelStorei(GLenum(GL_UNPACK_ROW_LENGTH), 0)
        glPixelStorei(GLenum(GL_UNPACK_SKIP_PIXELS), 0)
        glPixelStorei(GLenum(GL_UNPACK_SKIP_ROWS), 0)
        if mipmapped {
            var level = (pixels: image.pixels, width: image.width, height: image.height)
            for l in 1..<slot.page.levels {
                level = MipChain.downsample(level.pixels, width: level.width, height: level.height)
                level.pixels.withUnsafeBytes { raw in
                    glTexSubImage3D(
                        GLenum(GL_TEXTURE_2D_ARRAY), GLint(l), 0, 0, slot.layer, GLsizei(level.width),
                        GLsizei(level.height), 1, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), raw.baseAddress)
                }
            }
        }
        try glCheck("glTexSubImage3D(\(image.width)x\(image.height) image, layer \(slot.layer))")
    }

    // MARK: - Eviction

    /// Evicts least recently used entries not used in this frame until `bytes` more fit.
    private func evict(toFit bytes: Int) {
        guard residentBytes + bytes > budgetBytes else { return }
        let candidates = entries.filter { $0.value.lastUse != frame }.sorted { $0.value.lastUse < $1.value.lastUse }
        for (key, _) in candidates {
            if residentBytes + bytes <= budgetBytes { break }
            remove(key)
        }
        freeEmptyPages()
    }

    /// Deletes the pages with no layer in use.
    private func freeEmptyPages() {
        for (b, list) in pages {
            let keep = list.filter { page in
                if page.isEmpty {
                    state.forgetTexture(page.texture)
                    page.delete()
                    return false
                }
                return true
            }
            pages[b] = keep.isEmpty ? nil : keep
        }
    }
}
