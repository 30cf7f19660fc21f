#version 300 es
// Quartzite quad program, vertex stage: one instance per DrawQuad (see PixelMath in
// QuartziteRender for the formulas). The instance's rectangle, grown by a margin of about one
// pixel for anti-aliased edges, is mapped to the pass through the quad's matrix restricted to
// z = 0; y is flipped in clip space so that GL row 0 is the pass's top row (row 0 first in
// memory, as the CPU renderer stores it).
precision highp float;
precision highp int;

layout(location = 0) in vec4 a_forward0;  // (m11, m12, m14): layer x → (X·w, Y·w, w)
layout(location = 1) in vec4 a_forward1;  // (m21, m22, m24)
layout(location = 2) in vec4 a_forward2;  // (m41, m42, m44)
layout(location = 3) in vec4 a_inverse0;  // h1: pixel X → q = (x, y, 1) / w
layout(location = 4) in vec4 a_inverse1;  // h2
layout(location = 5) in vec4 a_inverse2;  // h3
layout(location = 6) in vec4 a_rect;      // minX, minY, maxX, maxY (layer units)
layout(location = 7) in vec4 a_uvMap;     // uv origin (texels); texels per layer unit (nine-part: uv size)
layout(location = 8) in vec4 a_color;     // solid colour, or texture/passAlpha tint, premultiplied
layout(location = 9) in vec4 a_borderColor;
layout(location = 10) in vec4 a_shape;    // radius, border width, opacity, texture layer
layout(location = 11) in vec4 a_flags;    // edges | corners << 4 | ninePart << 8; margin x, y (layer units)
layout(location = 12) in vec4 a_uvClamp;  // sample clamp: min u, min v, max u, max v (texels)
layout(location = 13) in vec4 a_extra0;   // nine-part insets (l, t, r, b) or tile window
layout(location = 14) in vec4 a_extra1;   // nine-part centre (minX, minY, maxX, maxY), unit
layout(location = 15) in vec4 a_texScale; // 1 / sampled texture width, 1 / height (texels → 0…1), trilinear level-of-detail bias

uniform vec2 u_passScale;                 // (2 / pass width, 2 / pass height)

#ifdef LEAN
// The lean variant (QuadProgramKey.isLean: an affine hard-edged quad painting a colour or an
// array texture, no mask, border, corner or blend): the texel coordinate is computed here and
// interpolated (linear in the pixel, as the matrix is affine), and the fragment stage reads
// four values besides it — on GPUs with few graphics units per-fragment inputs cost more than
// the arithmetic they save.
out vec2 v_uv;                            // texel coordinates (u, v)
flat out vec4 v_uvClamp;
flat out vec4 v_tint;                     // colour or tint × opacity, premultiplied
flat out vec3 v_texScaleLayer;            // 1 / texture width, 1 / height, array layer
#else
out vec2 v_point;                         // the layer point, interpolated perspective-correctly
flat out vec3 v_inverse0;
flat out vec3 v_inverse1;
flat out vec3 v_inverse2;
flat out vec4 v_rect;
flat out vec4 v_uvMap;
flat out vec4 v_color;
flat out vec4 v_borderColor;
flat out vec4 v_shape;
flat out int v_bits;
flat out vec4 v_uvClamp;
flat out vec4 v_extra0;
flat out vec4 v_extra1;
flat out vec3 v_texScale;
#endif

void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));
    vec2 lo = a_rect.xy - a_flags.yz;
    vec2 hi = a_rect.zw + a_flags.yz;
    vec2 p = mix(lo, hi, corner);
    vec3 h = p.x * a_forward0.xyz + p.y * a_forward1.xyz + a_forward2.xyz;
    gl_Position = vec4(h.x * u_passScale.x - h.z, h.y * u_passScale.y - h.z, 0.0, h.z);
#ifdef LEAN
    v_uv = a_uvMap.xy + (p - a_rect.xy) * a_uvMap.zw;
    v_uvClamp = a_uvClamp;
    v_tint = a_color * a_shape.z;
    v_texScaleLayer = vec3(a_texScale.xy, a_shape.w);
#else
    v_point = p;
    v_inverse0 = a_inverse0.xyz;
    v_inverse1 = a_inverse1.xyz;
    v_inverse2 = a_inverse2.xyz;
    v_rect = a_rect;
    v_uvMap = a_uvMap;
    v_color = a_color;
    v_borderColor = a_borderColor;
    v_shape = a_shape;
    v_bits = int(a_flags.x);
    v_uvClamp = a_uvClamp;
    v_extra0 = a_extra0;
    v_extra1 = a_extra1;
    v_texScale = a_texScale.xyz;
#endif
}
