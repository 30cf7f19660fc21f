import CEGL

/// A linked quad program with its uniform locations.
struct QuadProgram {
    let program: GLuint
    let passScale: GLint
}

/// The blur program with its uniform locations.
struct BlurProgram {
    let program: GLuint
    let radius: GLint
    let direction: GLint
}

/// Programs compiled once per context and cached by key; sampler units are fixed at link time
/// (`GLTextureUnit`).
final class ProgramCache {
    private var quads: [QuadProgramKey: QuadProgram] = [:]
    private var blurProgram: BlurProgram?

    /// Programs compiled so far.
    var count: Int { quads.count + (blurProgram == nil ? 0 : 1) }

    /// The quad program for `key`, compiling it on first use.
    func quad(_ key: QuadProgramKey) throws(GLError) -> QuadProgram {
        if let p = quads[key] { return p }
        let program = try ShaderCompiler.link(
            name: key.name, vertex: ShaderCompiler.withPreamble(ShaderSources.quadVert, defines: key.vertexDefines),
            fragment: ShaderCompiler.withPreamble(ShaderSources.quadFrag, defines: key.defines))
        glUseProgram(program)
        glUniform1i(glGetUniformLocation(program, "u_array"), GLTextureUnit.planTextures.sampler)
        glUniform1i(glGetUniformLocation(program, "u_pass"), GLTextureUnit.passSource.sampler)
        glUniform1i(glGetUniformLocation(program, "u_mask"), GLTextureUnit.mask.sampler)
        glUniform1i(glGetUniformLocation(program, "u_pass2"), GLTextureUnit.secondPassSource.sampler)
        glUniform1i(glGetUniformLocation(program, "u_backdrop"), GLTextureUnit.backdrop.sampler)
        let p = QuadProgram(program: program, passScale: glGetUniformLocation(program, "u_passScale"))
        try glCheck("glUniform1i(\(key.name) samplers)")
        quads[key] = p
        return p
    }

    /// The blur program, compiling it on first use.
    func blur() throws(GLError) -> BlurProgram {
        if let blurProgram { return blurProgram }
        let program = try ShaderCompiler.link(
            name: "blur", vertex: ShaderSources.fullscreenVert, fragment: ShaderSources.blurFrag)
        glUseProgram(program)
        glUniform1i(glGetUniformLocation(program, "u_source"), GLTextureUnit.passSource.sampler)
        glUniform1i(glGetUniformLocation(program, "u_weights"), GLTextureUnit.blurWeights.sampler)
        let p = BlurProgram(
            program: program, radius: glGetUniformLocation(program, "u_radius"),
            direction: glGetUniformLocation(program, "u_direction"))
        try glCheck("glUniform1i(blur samplers)")
        blurProgram = p
        return p
    }

    /// Deletes every program (the context must be current).
    func deleteAll() {
        for p in quads.values { glDeleteProgram(p.program) }
        if let blurProgram { glDeleteProgram(blurProgram.program) }
        quads.removeAll()
        blurProgram = nil
    }
}
