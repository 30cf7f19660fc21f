import CEGL
import QuartziteCompositor

extension GLRenderer {
    /// Draws every encoded pass in order into its target (a pooled one, or the kept target of
    /// a pass with a cache key); on return the frame pass's pixels are in the bound framebuffer
    /// (resolved when multisampled), ready to be read.
    func executePasses() throws(GLError) {
        passTargets.removeAll(keepingCapacity: true)
        var first = 0
        debugGroups.begin("Quartzite frame", id: 0)
        defer { debugGroups.end() }
        for encoded in encodedPasses {
            let pass = encoded.pass
            debugGroups.begin(pass.pass.purpose.rawValue, id: pass.index)
            defer { debugGroups.end() }
            let width = max(1, pass.size.width)
            let height = max(1, pass.size.height)
            let batchRange = first..<encoded.batchEnd
            first = encoded.batchEnd
            let target: PassTarget
            if let key = pass.pass.cacheKey, !pass.isFrame {
                target = try keptTarget(for: key, width: width, height: height)
                passTargets.append(target)
                if encoded.reused { continue }
            } else {
                target = try targets.acquire(width: width, height: height)
                passTargets.append(target)
            }
            let multisampled = pass.isFrame && sampleCount > 1
            let framebuffer =
                multisampled
                ? try targets.multisampledFramebuffer(width: width, height: height, samples: sampleCount) : target.framebuffer
            state.bindFramebuffer(framebuffer)
            state.setViewport(width: width, height: height)
            state.setScissor(nil)
            let c = pass.pass.clearColor
            glClearColor(c.red, c.green, c.blue, c.alpha)
            glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            try drawBatches(batchRange, framebuffer: framebuffer, width: width, height: height)
            if multisampled {
                glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), try targets.multisampledFramebuffer(width: width, height: height, samples: sampleCount))
                glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), target.framebuffer)
                glBlitFramebuffer(
                    0, 0, GLint(width), GLint(height), 0, 0, GLint(width), GLint(height),
                    GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
                state.forgetFramebuffer()
                state.bindFramebuffer(target.framebuffer)
                try glCheck("glBlitFramebuffer (multisample resolve)")
            }
            if pass.blurSigma > 0 { try blur(target, sigma: pass.blurSigma) }
            try glCheck("pass \(pass.index) (\(pass.pass.purpose.rawValue)): glClear/glDrawArraysInstanced")
        }
        if let frameTarget = passTargets.last { state.bindFramebuffer(frameTarget.framebuffer) }
        // In place, so the per-pass array keeps its storage from frame to frame.
        statistics.batchesPerPass.removeAll(keepingCapacity: true)
        var start = 0
        for encoded in encodedPasses {
            statistics.batchesPerPass.append(encoded.batchEnd - start)
            start = encoded.batchEnd
        }
        statistics.instances = instances.count
        statistics.programs = programs.count
        statistics.residentTextures = textures.count
        statistics.residentTextureBytes = textures.residentBytes
        statistics.uploads = textures.uploads
        statistics.evictions = textures.evictions
        statistics.keptPasses = keptPasses.count
    }

    /// The kept target of the pass with `key`, made (or remade at a new size) as needed and
    /// marked used this frame.
    private func keptTarget(for key: RenderPassCacheKey, width: Int, height: Int) throws(GLError) -> PassTarget {
        if var kept = keptPasses[key.id], kept.target.width == width, kept.target.height == height {
            kept.version = key.version
            kept.lastUse = frameNumber
            keptPasses[key.id] = kept
            return kept.target
        }
        if let old = keptPasses.removeValue(forKey: key.id) { targets.release(old.target) }
        let target = try targets.acquireKept(width: width, height: height)
        keptPasses[key.id] = KeptPass(version: key.version, target: target, lastUse: frameNumber)
        return target
    }

    /// Gives the targets of kept passes this frame did not use back to the pool.
    func releaseUnusedKeptPasses() {
        guard keptPasses.contains(where: { $0.value.lastUse < frameNumber }) else { return }
        for (id, kept) in keptPasses where kept.lastUse < frameNumber {
            targets.release(kept.target)
            keptPasses[id] = nil
        }
    }

    /// Streams this frame's instances into the instance buffer (orphaning the old storage).
    func uploadInstances() throws(GLError) {
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), instanceBuffer)
        let bytes = instances.count * QuadInstance.stride
        guard bytes > 0 else { return }
        if bytes > instanceBufferCapacity {
            instanceBufferCapacity = max(bytes, instanceBufferCapacity * 2)
        }
        glBufferData(GLenum(GL_ARRAY_BUFFER), instanceBufferCapacity, nil, GLenum(GL_STREAM_DRAW))
        instances.withUnsafeBytes { raw in
            glBufferSubData(GLenum(GL_ARRAY_BUFFER), 0, raw.count, raw.baseAddress)
        }
        try glCheck("glBufferSubData(instances, \(bytes) bytes)")
    }

    /// Draws the batches `range` into `framebuffer` (bound, `width` × `height`), copying the
    /// backdrop of each blended batch first.
    private func drawBatches(_ range: Range<Int>, framebuffer: GLuint, width: Int, height: Int) throws(GLError) {
        guard !range.isEmpty else { return }
        state.setBlend(true)
        var boundProgram: GLuint = .max
        for b in range {
            let batch = batches[b]
            let program = try programs.quad(batch.key)
            state.useProgram(program.program)
            if boundProgram != program.program {
                glUniform2f(program.passScale, 2 / Float(width), 2 / Float(height))
                boundProgram = program.program
            }
            switch batch.binding {
            case .none: break
            case .array(let name): state.bindTexture(unit: .planTextures, target: GL_TEXTURE_2D_ARRAY, name: name)
            case .pass(let index):
                state.bindTexture(unit: .passSource, target: GL_TEXTURE_2D, name: passTargets[index].texture)
            case .passPair(let first, let second):
                state.bindTexture(unit: .passSource, target: GL_TEXTURE_2D, name: passTargets[first].texture)
                state.bindTexture(unit: .secondPassSource, target: GL_TEXTURE_2D, name: passTargets[second].texture)
            }
            if batch.maskPass >= 0 {
                state.bindTexture(unit: .mask, target: GL_TEXTURE_2D, name: passTargets[batch.maskPass].texture)
            }
            if let box = batch.backdrop {
                try copyBackdrop(box, from: framebuffer, width: width, height: height)
            }
            state.setScissor(
                batch.scissor.map { GLStateCache.PixelBox(x: $0.x, y: $0.y, width: $0.width, height: $0.height) })
            let base = batch.firstInstance * QuadInstance.stride
            for a in 0..<QuadInstance.attributeCount {
                glVertexAttribPointer(
                    GLuint(a), 4, GLenum(GL_FLOAT), GLboolean(GL_FALSE), GLsizei(QuadInstance.stride),
                    UnsafeRawPointer(bitPattern: base + a * 16))
            }
            glDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, GLsizei(batch.instanceCount))
        }
    }

    /// Copies the pixels `box` of `framebuffer` (a pass of `width` × `height`) into the same
    /// pixels of the frame's backdrop texture and binds it for `u_backdrop`: what a blended quad
    /// reads of the pass under it (GLES 3 has no general blend equations; a blit, unlike
    /// glCopyTexSubImage2D, also reads a multisampled frame, resolving it).
    private func copyBackdrop(_ box: PixelRect, from framebuffer: GLuint, width: Int, height: Int) throws(GLError) {
        guard box.width > 0, box.height > 0 else { return }
        if backdrop?.width != width || backdrop?.height != height {
            backdrop = try targets.acquire(width: width, height: height)
        }
        guard let backdrop else { return }
        // The scissor test applies to blits: off for the copy (the next batch sets its own).
        state.setScissor(nil)
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), framebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), backdrop.framebuffer)
        let x0 = GLint(box.x)
        let y0 = GLint(box.y)
        let x1 = GLint(box.x + box.width)
        let y1 = GLint(box.y + box.height)
        glBlitFramebuffer(x0, y0, x1, y1, x0, y0, x1, y1, GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        state.forgetFramebuffer()
        state.bindFramebuffer(framebuffer)
        state.bindTexture(unit: .backdrop, target: GL_TEXTURE_2D, name: backdrop.texture)
        try glCheck("glBlitFramebuffer (backdrop \(box.width)x\(box.height))")
    }

    /// Blurs `target` in place: rows into a scratch target, then columns back (blending off).
    private func blur(_ target: PassTarget, sigma: Double) throws(GLError) {
        let radius = PixelMath.gaussianRadius(sigma: sigma)
        guard radius > 0 else { return }
        try prepareWeights(sigma: sigma, radius: radius)
        let program = try programs.blur()
        let scratch = try targets.acquire(width: target.width, height: target.height)
        state.useProgram(program.program)
        state.setBlend(false)
        state.setScissor(nil)
        glUniform1i(program.radius, GLint(radius))
        state.bindTexture(unit: .blurWeights, target: GL_TEXTURE_2D, name: weightTexture)
        // Rows: target → scratch.
        state.bindFramebuffer(scratch.framebuffer)
        state.bindTexture(unit: .passSource, target: GL_TEXTURE_2D, name: target.texture)
        glUniform2i(program.direction, 1, 0)
        glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        // Columns: scratch → target.
        state.bindFramebuffer(target.framebuffer)
        state.bindTexture(unit: .passSource, target: GL_TEXTURE_2D, name: scratch.texture)
        glUniform2i(program.direction, 0, 1)
        glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        state.setBlend(true)
        try glCheck("blur (σ = \(sigma))")
    }

    /// Uploads the normalised Gaussian weights (PixelMath.gaussianKernel) as an R32F row.
    private func prepareWeights(sigma: Double, radius: Int) throws(GLError) {
        if sigma == weightSigma, weightTexture != 0 { return }
        let count = 2 * radius + 1
        if weights.count < count { weights = [Float](repeating: 0, count: count) }
        weights.withUnsafeMutableBufferPointer { _ = PixelMath.gaussianKernel(sigma: sigma, into: $0) }
        if weightTexture != 0 {
            state.forgetTexture(weightTexture)
            glDeleteTextures(1, &weightTexture)
        }
        glGenTextures(1, &weightTexture)
        state.bindTexture(unit: .blurWeights, target: GL_TEXTURE_2D, name: weightTexture)
        glTexStorage2D(GLenum(GL_TEXTURE_2D), 1, GLenum(GL_R32F), GLsizei(count), 1)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
        weights.withUnsafeBytes { raw in
            glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(count), 1, GLenum(GL_RED), GLenum(GL_FLOAT), raw.baseAddress)
        }
        weightSigma = sigma
        try glCheck("glTexSubImage2D(blur weights, \(count))")
    }
}
