#version 300 es
// One triangle covering the whole target (vertices 0, 1, 2 from gl_VertexID); used by the blur.
precision highp float;

void main() {
    vec2 p = vec2(float((gl_VertexID & 1) * 4 - 1), float((gl_VertexID >> 1) * 4 - 1));
    gl_Position = vec4(p, 0.0, 1.0);
}
