/// The lines `quartzite info` prints about the GL renderer: this binary has none yet.
func gpuInfoLines() -> [String] {
    ["gl: not built into this binary (CPU rendering only)"]
}
