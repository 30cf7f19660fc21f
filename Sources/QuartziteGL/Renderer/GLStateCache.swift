import CEGL

/// The GL state the renderer last set, so that redundant binds are skipped (STYLE 9). Reset at
/// the start of every frame, which forces the first bind of each kind.
final class GLStateCache {
    private static let units = GLTextureUnit.allCases.count

    private var program: GLuint = .max
    private var activeUnit = -1
    private var textures2D = [GLuint](repeating: .max, count: units)
    private var texturesArray = [GLuint](repeating: .max, count: units)
    private var framebuffer: GLuint = .max
    private var scissor: PixelBox?
    private var scissorKnown = false
    private var blend: Bool?
    private var viewport = PixelBox(x: -1, y: -1, width: -1, height: -1)

    /// Binds skipped because the state was already set (for tests and reports).
    private(set) var skippedBinds = 0

    /// A rectangle of pixels (GL rows counted from the pass's top, as the renderer draws).
    struct PixelBox: Equatable {
        var x: Int
        var y: Int
        var width: Int
        var height: Int
    }

    /// Forgets everything (the next bind of each kind goes to GL).
    func reset() {
        program = .max
        activeUnit = -1
        for i in 0..<Self.units {
            textures2D[i] = .max
            texturesArray[i] = .max
        }
        framebuffer = .max
        scissor = nil
        scissorKnown = false
        blend = nil
        viewport = PixelBox(x: -1, y: -1, width: -1, height: -1)
    }

    func useProgram(_ p: GLuint) {
        if p == program {
            skippedBinds += 1
            return
        }
        program = p
        glUseProgram(p)
    }

    /// Binds `name` to `target` (GL_TEXTURE_2D or GL_TEXTURE_2D_ARRAY) on `unit`.
    func bindTexture(unit textureUnit: GLTextureUnit, target: Int32, name: GLuint) {
        let unit = textureUnit.rawValue
        let isArray = target == GL_TEXTURE_2D_ARRAY
        if (isArray ? texturesArray[unit] : textures2D[unit]) == name {
            skippedBinds += 1
            return
        }
        if activeUnit != unit {
            activeUnit = unit
            glActiveTexture(GLenum(GL_TEXTURE0 + Int32(unit)))
        }
        if isArray { texturesArray[unit] = name } else { textures2D[unit] = name }
        glBindTexture(GLenum(target), name)
    }

    /// Forgets a deleted texture wherever it was bound.
    func forgetTexture(_ name: GLuint) {
        for i in 0..<Self.units {
            if textures2D[i] == name { textures2D[i] = .max }
            if texturesArray[i] == name { texturesArray[i] = .max }
        }
    }

    func bindFramebuffer(_ name: GLuint) {
        if name == framebuffer {
            skippedBinds += 1
            return
        }
        framebuffer = name
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), name)
    }

    /// Forgets the framebuffer binding (after a blit binds read/draw framebuffers separately).
    func forgetFramebuffer() { framebuffer = .max }

    func setViewport(width: Int, height: Int) {
        let box = PixelBox(x: 0, y: 0, width: width, height: height)
        if box == viewport { return }
        viewport = box
        glViewport(0, 0, GLsizei(width), GLsizei(height))
    }

    /// Enables the scissor test on `box`, or disables it for nil.
    func setScissor(_ box: PixelBox?) {
        if scissorKnown && box == scissor {
            skippedBinds += 1
            return
        }
        if box == nil {
            glDisable(GLenum(GL_SCISSOR_TEST))
        } else if let box {
            if !scissorKnown || scissor == nil { glEnable(GLenum(GL_SCISSOR_TEST)) }
            glScissor(GLint(box.x), GLint(box.y), GLsizei(max(0, box.width)), GLsizei(max(0, box.height)))
        }
        scissor = box
        scissorKnown = true
    }

    /// Premultiplied source-over (ONE, ONE_MINUS_SRC_ALPHA) on or off.
    func setBlend(_ on: Bool) {
        if blend == on { return }
        if on {
            glEnable(GLenum(GL_BLEND))
            glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        } else {
            glDisable(GLenum(GL_BLEND))
        }
        blend = on
    }
}
