import CEGL

/// Compiles and links GLSL ES programs, throwing the driver's info log with the shader's name
/// and its numbered source (STYLE 9), never crashing.
enum ShaderCompiler {
    /// `source` with `defines` inserted after its `#version` line (the first line).
    static func withPreamble(_ source: String, defines: [String]) -> String {
        guard !defines.isEmpty else { return source }
        let preamble = defines.map { "#define \($0) 1\n" }.joined()
        guard let newline = source.firstIndex(of: "\n") else { return source + "\n" + preamble }
        let head = source[...newline]
        // Keep the original line numbers of the body: "#line 2" after the preamble.
        return head + preamble + "#line 2\n" + source[source.index(after: newline)...]
    }

    /// Every line of `source` prefixed with its number (from 1).
    static func numbered(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { "\(String($0.offset + 1).leftPadded(4)): \($0.element)" }.joined(separator: "\n")
    }

    /// Compiles one shader stage; throws `GLError.shaderCompile` with the log on failure.
    static func compile(_ type: Int32, source: String, name: String) throws(GLError) -> GLuint {
        let shader = glCreateShader(GLenum(type))
        guard shader != 0 else { throw GLError.gl(function: "glCreateShader(\(name))", error: ErrorNames.gl(glGetError())) }
        source.withCString { pointer in
            var p: UnsafePointer<GLchar>? = pointer
            glShaderSource(shader, 1, &p, nil)
        }
        glCompileShader(shader)
        var ok: GLint = 0
        glGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &ok)
        if ok == GL_FALSE {
            let log = infoLog(shader, isProgram: false)
            glDeleteShader(shader)
            throw GLError.shaderCompile(name: name, log: log, numberedSource: numbered(source))
        }
        return shader
    }

    /// Compiles and links a program from two stages and returns it.
    static func link(name: String, vertex: String, fragment: String) throws(GLError) -> GLuint {
        let vs = try compile(GL_VERTEX_SHADER, source: vertex, name: "\(name).vert")
        defer { glDeleteShader(vs) }
        let fs = try compile(GL_FRAGMENT_SHADER, source: fragment, name: "\(name).frag")
        defer { glDeleteShader(fs) }
        let program = glCreateProgram()
        glAttachShader(program, vs)
        glAttachShader(program, fs)
        glLinkProgram(program)
        var ok: GLint = 0
        glGetProgramiv(program, GLenum(GL_LINK_STATUS), &ok)
        if ok == GL_FALSE {
            let log = infoLog(program, isProgram: true)
            glDeleteProgram(program)
            throw GLError.programLink(name: name, log: log)
        }
        try glCheck("glLinkProgram(\(name))")
        return program
    }

    private static func infoLog(_ object: GLuint, isProgram: Bool) -> String {
        var length: GLint = 0
        if isProgram {
            glGetProgramiv(object, GLenum(GL_INFO_LOG_LENGTH), &length)
        } else {
            glGetShaderiv(object, GLenum(GL_INFO_LOG_LENGTH), &length)
        }
        guard length > 1 else { return "(no info log)" }
        var buffer = [GLchar](repeating: 0, count: Int(length))
        if isProgram {
            glGetProgramInfoLog(object, length, nil, &buffer)
        } else {
            glGetShaderInfoLog(object, length, nil, &buffer)
        }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
