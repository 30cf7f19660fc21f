import CEGL

/// Pixel-pack buffers that frames are read into without waiting: `glReadPixels` into slot n
/// returns at once, a fence marks its completion, and the frame is mapped and copied out later,
/// in submission order, while the GPU works on the frames after it.
final class ReadbackRing {
    private struct Slot {
        var buffer: GLuint = 0
        var capacity = 0
        var fence: GLsync?
        var width = 0
        var height = 0
    }

    private var slots: [Slot]
    private var head = 0
    /// Frames read but not yet received.
    private(set) var pending = 0

    var capacity: Int { slots.count }

    init(slots count: Int) {
        slots = [Slot](repeating: Slot(), count: max(1, count))
    }

    /// Starts reading the bound framebuffer (`width` × `height`) into the next free slot.
    func startRead(width: Int, height: Int) throws(GLError) {
        guard pending < slots.count else { throw GLError.readbackRingFull(slots: slots.count) }
        let index = (head + pending) % slots.count
        let bytes = width * height * 4
        if slots[index].buffer == 0 { glGenBuffers(1, &slots[index].buffer) }
        glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), slots[index].buffer)
        if slots[index].capacity < bytes {
            glBufferData(GLenum(GL_PIXEL_PACK_BUFFER), bytes, nil, GLenum(GL_STREAM_READ))
            slots[index].capacity = bytes
        }
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 4)
        glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
        slots[index].fence = glFenceSync(GLenum(GL_SYNC_GPU_COMMANDS_COMPLETE), 0)
        slots[index].width = width
        slots[index].height = height
        glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0)
        try glCheck("glReadPixels into pixel-pack buffer")
        pending += 1
    }

    /// Waits for the oldest pending frame and hands its pixels (row 0 at the top) to `body`;
    /// false when none is pending.
    func finishOldest(_ body: (Int, Int, UnsafeRawBufferPointer) -> Void) throws(GLError) -> Bool {
        guard pending > 0 else { return false }
        let slot = slots[head]
        if let fence = slot.fence {
            while true {
                let r = glClientWaitSync(fence, GLbitfield(GL_SYNC_FLUSH_COMMANDS_BIT), 1_000_000_000)
                if r == GLenum(GL_ALREADY_SIGNALED) || r == GLenum(GL_CONDITION_SATISFIED) { break }
                if r == GLenum(GL_WAIT_FAILED) { throw GLError.gl(function: "glClientWaitSync", error: ErrorNames.gl(glGetError())) }
            }
            glDeleteSync(fence)
            slots[head].fence = nil
        }
        let bytes = slot.width * slot.height * 4
        glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), slot.buffer)
        guard let mapped = glMapBufferRange(GLenum(GL_PIXEL_PACK_BUFFER), 0, bytes, GLbitfield(GL_MAP_READ_BIT)) else {
            let error = GLError.gl(function: "glMapBufferRange(pixel-pack)", error: ErrorNames.gl(glGetError()))
            glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0)
            throw error
        }
        body(slot.width, slot.height, UnsafeRawBufferPointer(start: mapped, count: bytes))
        glUnmapBuffer(GLenum(GL_PIXEL_PACK_BUFFER))
        glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0)
        head = (head + 1) % slots.count
        pending -= 1
        try glCheck("glUnmapBuffer(pixel-pack)")
        return true
    }

    /// Deletes the buffers and fences (the context must be current).
    func deleteAll() {
        for i in slots.indices {
            if let f = slots[i].fence { glDeleteSync(f) }
            if slots[i].buffer != 0 { glDeleteBuffers(1, &slots[i].buffer) }
            slots[i] = Slot()
        }
        pending = 0
        head = 0
    }
}
