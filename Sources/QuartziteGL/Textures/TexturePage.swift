import CEGL

/// One `GL_TEXTURE_2D_ARRAY` whose layers all have the same size (a bucket): images no larger
/// than the bucket are stored at the origin of a free layer, so quads of different images batch
/// into one draw. Layers are handed out and returned by the texture cache.
final class TexturePage {
    let texture: GLuint
    let width: Int
    let height: Int
    let levels: Int
    let capacity: Int
    private var freeLayers: [Int32]

    /// Bytes of GPU memory one layer takes (all levels).
    var layerBytes: Int { TexturePage.layerBytes(width: width, height: height, levels: levels) }
    /// Whether every layer is free.
    var isEmpty: Bool { freeLayers.count == capacity }
    /// Whether no layer is free.
    var isFull: Bool { freeLayers.isEmpty }

    static func layerBytes(width: Int, height: Int, levels: Int) -> Int {
        var total = 0
        var w = width
        var h = height
        for _ in 0..<levels {
            total += w * h * 4
            w = max(1, w / 2)
            h = max(1, h / 2)
        }
        return total
    }

    /// Allocates the array texture (bound on `unit` through `state`).
    init(width: Int, height: Int, levels: Int, capacity: Int, state: GLStateCache) throws(GLError) {
        var name: GLuint = 0
        glGenTextures(1, &name)
        texture = name
        self.width = width
        self.height = height
        self.levels = levels
        self.capacity = capacity
        freeLayers = (0..<Int32(capacity)).reversed()
        state.bindTexture(unit: .upload, target: GL_TEXTURE_2D_ARRAY, name: name)
        glTexStorage3D(GLenum(GL_TEXTURE_2D_ARRAY), GLsizei(levels), GLenum(GL_RGBA8), GLsizei(width), GLsizei(height), GLsizei(capacity))
        let target = GLenum(GL_TEXTURE_2D_ARRAY)
        glTexParameteri(target, GLenum(GL_TEXTURE_MIN_FILTER), levels > 1 ? GL_LINEAR_MIPMAP_LINEAR : GL_LINEAR)
        glTexParameteri(target, GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        glTexParameteri(target, GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glTexParameteri(target, GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        glTexParameteri(target, GLenum(GL_TEXTURE_MAX_LEVEL), GLint(levels - 1))
        try glCheck("glTexStorage3D(\(width)x\(height)x\(capacity), \(levels) levels)")
    }

    /// Takes a free layer (the caller checked `isFull`).
    func takeLayer() -> Int32 { freeLayers.removeLast() }

    /// Returns a layer.
    func giveBack(_ layer: Int32) { freeLayers.append(layer) }

    func delete() {
        var name = texture
        glDeleteTextures(1, &name)
    }
}
