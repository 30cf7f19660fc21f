import CEGL

/// Measures how long the GPU spends on each frame (`GL_EXT_disjoint_timer_query`): a
/// time-elapsed query spans a frame's commands, from its first draw to its read-back, and is
/// read once the GPU has finished it, without waiting. Results where the GPU reported a
/// disjoint event (a clock change, a context switch) are dropped.
final class GPUFrameTimer {
    /// `GL_TIME_ELAPSED_EXT` and `GL_GPU_DISJOINT_EXT` (gl2ext.h, not in the GLES 3.2 header).
    private static let timeElapsed = GLenum(0x88BF)
    private static let gpuDisjoint = GLenum(0x8FBB)

    private var queries = [GLuint](repeating: 0, count: 8)
    private var begun = 0
    private var read = 0
    /// GPU times of finished frames, in nanoseconds, oldest first (at most `keep`).
    private(set) var nanoseconds: [UInt64] = []
    private let keep = 4096

    /// A timer, or nil when the context lacks the extension.
    init?(extensions: [String]) {
        guard extensions.contains("GL_EXT_disjoint_timer_query") else { return nil }
        glGenQueries(GLsizei(queries.count), &queries)
    }

    /// Starts timing a frame's commands (collecting finished frames first).
    func begin() {
        collect()
        if begun - read == queries.count {   // every query in flight: wait for the oldest
            collect(waiting: true)
        }
        glBeginQuery(Self.timeElapsed, queries[begun % queries.count])
    }

    /// Ends the frame's query.
    func end() {
        glEndQuery(Self.timeElapsed)
        begun += 1
    }

    /// Reads the queries the GPU has finished, in order; with `waiting`, at least the oldest.
    func collect(waiting: Bool = false) {
        var disjoint: GLint = 0
        while read < begun {
            let query = queries[read % queries.count]
            var available: GLuint = 0
            glGetQueryObjectuiv(query, GLenum(GL_QUERY_RESULT_AVAILABLE), &available)
            if available == 0 && !(waiting && read == begun - queries.count) { break }
            var elapsed: GLuint = 0
            glGetQueryObjectuiv(query, GLenum(GL_QUERY_RESULT), &elapsed)
            glGetIntegerv(Self.gpuDisjoint, &disjoint)
            if disjoint == 0 {
                if nanoseconds.count == keep { nanoseconds.removeFirst(keep / 2) }
                nanoseconds.append(UInt64(elapsed))
            }
            read += 1
        }
    }

    /// Forgets the times collected so far.
    func reset() {
        collect()
        nanoseconds.removeAll(keepingCapacity: true)
    }

    /// Deletes the queries (the context must be current).
    func delete() {
        glDeleteQueries(GLsizei(queries.count), &queries)
    }
}
