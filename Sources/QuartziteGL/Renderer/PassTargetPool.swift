import CEGL

/// An RGBA8 texture with its framebuffer object: where a render pass draws.
struct PassTarget {
    let texture: GLuint
    let framebuffer: GLuint
    let width: Int
    let height: Int
}

/// Pass targets kept between frames by exact size; a frame takes what it needs and gives them
/// all back at its end. Also holds the multisampled framebuffer of the frame pass.
final class PassTargetPool {
    private var free: [Int: [PassTarget]] = [:]
    private var inUse: [PassTarget] = []
    private var multisampled: (framebuffer: GLuint, renderbuffer: GLuint, width: Int, height: Int, samples: Int)?
    private let state: GLStateCache

    init(state: GLStateCache) { self.state = state }

    private static func key(_ w: Int, _ h: Int) -> Int { w << 32 | h }

    /// A target of `width` × `height` for this frame.
    func acquire(width: Int, height: Int) throws(GLError) -> PassTarget {
        let k = Self.key(width, height)
        if let t = free[k]?.popLast() {
            inUse.append(t)
            return t
        }
        var texture: GLuint = 0
        var framebuffer: GLuint = 0
        glGenTextures(1, &texture)
        state.bindTexture(unit: .upload, target: GL_TEXTURE_2D, name: texture)
        glTexStorage2D(GLenum(GL_TEXTURE_2D), 1, GLenum(GL_RGBA8), GLsizei(width), GLsizei(height))
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        glGenFramebuffers(1, &framebuffer)
        state.bindFramebuffer(framebuffer)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            throw GLError.framebufferIncomplete(ErrorNames.framebufferStatus(status))
        }
        try glCheck("glTexStorage2D/glFramebufferTexture2D(\(width)x\(height))")
        let t = PassTarget(texture: texture, framebuffer: framebuffer, width: width, height: height)
        inUse.append(t)
        return t
    }

    /// Gives every target taken this frame back to the pool.
    /// A target that stays out of the pool until `release` (a kept pass's), instead of returning
    /// at `endFrame`.
    func acquireKept(width: Int, height: Int) throws(GLError) -> PassTarget {
        let target = try acquire(width: width, height: height)
        inUse.removeLast()
        return target
    }

    /// Gives a target from `acquireKept` back to the pool.
    func release(_ target: PassTarget) {
        free[Self.key(target.width, target.height), default: []].append(target)
    }

    func endFrame() {
        for t in inUse { free[Self.key(t.width, t.height), default: []].append(t) }
        inUse.removeAll(keepingCapacity: true)
    }

    /// A multisampled RGBA8 framebuffer of the given size and sample count.
    func multisampledFramebuffer(width: Int, height: Int, samples: Int) throws(GLError) -> GLuint {
        if let m = multisampled, m.width == width, m.height == height, m.samples == samples { return m.framebuffer }
        deleteMultisampled()
        var framebuffer: GLuint = 0
        var renderbuffer: GLuint = 0
        glGenRenderbuffers(1, &renderbuffer)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), renderbuffer)
        glRenderbufferStorageMultisample(GLenum(GL_RENDERBUFFER), GLsizei(samples), GLenum(GL_RGBA8), GLsizei(width), GLsizei(height))
        glGenFramebuffers(1, &framebuffer)
        state.bindFramebuffer(framebuffer)
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), renderbuffer)
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            throw GLError.framebufferIncomplete(ErrorNames.framebufferStatus(status))
        }
        try glCheck("glRenderbufferStorageMultisample(\(samples) samples)")
        multisampled = (framebuffer, renderbuffer, width, height, samples)
        return framebuffer
    }

    private func deleteMultisampled() {
        guard var m = multisampled else { return }
        glDeleteFramebuffers(1, &m.framebuffer)
        glDeleteRenderbuffers(1, &m.renderbuffer)
        state.forgetFramebuffer()
        multisampled = nil
    }

    /// Deletes every target (the context must be current).
    func deleteAll() {
        endFrame()
        for list in free.values {
            for t in list {
                var tex = t.texture
                var fb = t.framebuffer
                state.forgetTexture(tex)
                glDeleteTextures(1, &tex)
                glDeleteFramebuffers(1, &fb)
            }
        }
        free.removeAll()
        deleteMultisampled()
        state.forgetFramebuffer()
    }
}
