// Generated from Shaders/ by ShaderEmbeddingTests; do not edit. Regenerate with
// QUARTZITE_UPDATE_SHADERS=1 swift test --filter ShaderEmbeddingTests

/// The GLSL ES sources of `Shaders/`, embedded at build time (nothing is read at run time).
enum ShaderSources {
    /// Shaders/blur.frag
    static let blurFrag = #"""
#version 300 es
// One direction of the separable Gaussian blur of a pass (PixelMath.gaussianKernel): the
// normalised weights w_k, k = −R…R, are texels of an R32F row; pixels outside the source count
// as transparent; the target's RGBA8 store rounds each direction to 8 bits.
precision highp float;
precision highp int;
precision highp sampler2D;

uniform sampler2D u_source;   // texture unit 1
uniform sampler2D u_weights;  // texture unit 3: 2R + 1 weights in the red channel
uniform int u_radius;
uniform ivec2 u_direction;    // (1, 0) for rows, (0, 1) for columns

out vec4 o_color;

void main() {
    ivec2 p = ivec2(gl_FragCoord.xy);
    ivec2 size = textureSize(u_source, 0);
    vec4 acc = vec4(0.0);
    for (int k = -u_radius; k <= u_radius; k++) {
        ivec2 s = p + u_direction * k;
        if (s.x < 0 || s.y < 0 || s.x >= size.x || s.y >= size.y) continue;
        acc += texelFetch(u_source, s, 0) * texelFetch(u_weights, ivec2(k + u_radius, 0), 0).r;
    }
    o_color = acc;
}
"""#

    /// Shaders/fullscreen.vert
    static let fullscreenVert = #"""
#version 300 es
// One triangle covering the whole target (vertices 0, 1, 2 from gl_VertexID); used by the blur.
precision highp float;

void main() {
    vec2 p = vec2(float((gl_VertexID & 1) * 4 - 1), float((gl_VertexID >> 1) * 4 - 1));
    gl_Position = vec4(p, 0.0, 1.0);
}
"""#

    /// Shaders/quad.frag
    static let quadFrag = #"""
#version 300 es
// Quartzite quad program, fragment stage: an uber-shader whose variants are chosen by a
// #define preamble inserted after the #version line (QuadProgramKey):
//   CONTENT_SOLID | CONTENT_ARRAY | CONTENT_PASS | CONTENT_PASS_ALPHA | CONTENT_PASS_MIX
//                                                                      what the quad paints
//   FILTER_NEAREST | FILTER_LINEAR | FILTER_TRILINEAR                   how it samples
//   PERSPECTIVE  per-fragment division by q.z (else the affine form)
//   ROUNDED  corner arcs (continuous corners for instances with bit 512)     BORDER  border ring     MASK  mask pass alpha
//   MASK_LUMINANCE  the mask pixel's luminance instead of its alpha    MASK_INVERTED  1 − that
//   BLEND with one of BLEND_MULTIPLY … BLEND_LUMINOSITY  a W3C blend mode against the pass's
//              pixels under the quad, copied into u_backdrop before the draw
//   NINE_PART  nine-part mapping for instances flagged so     TILED  tile window discard
//   ANTIALIAS  some edge is anti-aliased (else every edge is a hard step and the Jacobian
//              is computed only for trilinear sampling)
//   LEAN  (also in quad.vert) an affine hard-edged solid or array-texture quad with none of the
//         above: the texel coordinate and tint × opacity come from the vertex stage, and the
//         fragment stage samples and multiplies (the same formulas, evaluated per vertex)
// COVERAGE (analytic coverage in the shader) follows from ANTIALIAS, ROUNDED, BORDER,
// NINE_PART and FILTER_TRILINEAR. Without it every quad is a hard-edged square rectangle,
// shrunk by 1/256 pixel, so rasterization alone covers the pixel centres strictly inside it —
// PixelMath's hard-edge rule — and the layer point is the interpolated v_point.
// Without a preamble (as glslangValidator sees the file) it is the solid variant.
// Every formula mirrors PixelMath (QuartziteRender); change them together.
precision highp float;
precision highp int;
precision highp sampler2D;
precision highp sampler2DArray;

#if !defined(CONTENT_ARRAY) && !defined(CONTENT_PASS) && !defined(CONTENT_PASS_ALPHA) && !defined(CONTENT_PASS_MIX)
#define CONTENT_SOLID 1
#endif
#if !defined(FILTER_NEAREST) && !defined(FILTER_TRILINEAR)
#define FILTER_LINEAR 1
#endif
#if defined(ANTIALIAS) || defined(ROUNDED) || defined(BORDER) || defined(NINE_PART) || defined(FILTER_TRILINEAR)
#define COVERAGE 1
#endif

uniform sampler2DArray u_array;  // texture unit 0: plan textures
uniform sampler2D u_pass;        // texture unit 1: an earlier pass
uniform sampler2D u_mask;        // texture unit 2: the mask pass
uniform sampler2D u_pass2;       // texture unit 3: the second pass of a mix
uniform sampler2D u_backdrop;    // texture unit 6: the pass's pixels under a blended quad

#ifdef LEAN
in vec2 v_uv;
flat in vec4 v_uvClamp;
flat in vec4 v_tint;
flat in vec3 v_texScaleLayer;

out vec4 o_color;

void main() {
#ifdef CONTENT_SOLID
    o_color = v_tint;
#else
    vec2 c = clamp(v_uv, v_uvClamp.xy, v_uvClamp.zw);
#if defined(FILTER_NEAREST)
    o_color = texelFetch(u_array, ivec3(ivec2(floor(c)), int(v_texScaleLayer.z)), 0) * v_tint;
#else
    o_color = texture(u_array, vec3(c * v_texScaleLayer.xy, v_texScaleLayer.z)) * v_tint;
#endif
#endif
}
#else
in vec2 v_point;
flat in vec3 v_inverse0;
flat in vec3 v_inverse1;
flat in vec3 v_inverse2;
flat in vec4 v_rect;
flat in vec4 v_uvMap;
flat in vec4 v_color;
flat in vec4 v_borderColor;
flat in vec4 v_shape;
flat in int v_bits;
flat in vec4 v_uvClamp;
flat in vec4 v_extra0;
flat in vec4 v_extra1;
flat in vec3 v_texScale;

out vec4 o_color;

// PixelMath.coverage(distance:gradient:antialiased:)
float edgeCoverage(float d, float g, bool aa) {
    if (!aa) return d < 0.0 ? 1.0 : 0.0;
    float dp = g > 0.0 ? d / g : (d < 0.0 ? -1e30 : 1e30);
    return clamp(0.5 - dp, 0.0, 1.0);
}

#ifdef ROUNDED
// PixelMath.roundedCorner(x:y:shape:reach:): false outside every corner square of side `reach`
// and in corners not rounded; else whether the corner is on the min-x and min-y sides.
bool roundedCorner(vec2 p, vec4 r, float reach, int corners, out bool left, out bool top) {
    left = p.x < r.x + reach;
    bool right = p.x > r.z - reach;
    top = p.y < r.y + reach;
    bool bottom = p.y > r.w - reach;
    if (!((left || right) && (top || bottom))) return false;
    int corner = top ? (left ? 1 : 2) : (left ? 4 : 8);
    return (corners & corner) != 0;
}

// PixelMath.continuousCornerMaximumAngle and PixelMath.continuousCornerRadii (R(β) of a
// continuous corner in corner units at β = β_max·i/128); ShaderTests checks they match.
const float CONTINUOUS_CORNER_MAX_ANGLE = 1.2717139313;
const float CONTINUOUS_CORNER_RADII[129] = float[129](
    1.001960528, 1.001956803, 1.001945631, 1.001927009, 1.001900939, 1.001867421,
    1.001826454, 1.001778038, 1.001722175, 1.001658865, 1.001588108, 1.001509906,
    1.001424260, 1.001331173, 1.001230647, 1.001122685, 1.001007292, 1.000884473,
    1.000754234, 1.000616583, 1.000471528, 1.000319080, 1.000159249, 0.999992051,
    0.999817501, 0.999635615, 0.999446414, 0.999249921, 0.999046160, 0.998835160,
    0.998616950, 0.998391566, 0.998159043, 0.997919424, 0.997672752, 0.997419077,
    0.997158451, 0.996890931, 0.996616579, 0.996335462, 0.996047650, 0.995709448,
    0.995004730, 0.994327756, 0.993677807, 0.993054270, 0.992456646, 0.991884551,
    0.991337718, 0.990815998, 0.990319367, 0.989847921, 0.989401871, 0.988981552,
    0.988587411, 0.988220011, 0.987880023, 0.987568223, 0.987285484, 0.987032776,
    0.986811154, 0.986621758, 0.986465800, 0.986344560, 0.986259383, 0.986211664,
    0.986202850, 0.986234430, 0.986307926, 0.986424896, 0.986586916, 0.986795589,
    0.987052527, 0.987359361, 0.987717722, 0.988129257, 0.988595603, 0.989118406,
    0.989699304, 0.990339942, 0.991041949, 0.991806959, 0.992636594, 0.993532480,
    0.994496237, 0.995529472, 0.996633804, 0.997810836, 0.999062191, 1.000389471,
    1.001794297, 1.003278287, 1.004843082, 1.006490311, 1.008221624, 1.010038702,
    1.011943211, 1.013936862, 1.016021375, 1.018198503, 1.020470019, 1.022837737,
    1.025303500, 1.027869179, 1.030536692, 1.033307998, 1.036185111, 1.039170089,
    1.042265037, 1.045472112, 1.048793560, 1.052231651, 1.055788751, 1.059467295,
    1.063269790, 1.067198820, 1.071257053, 1.075447244, 1.079772260, 1.084235054,
    1.088838675, 1.093586306, 1.098481225, 1.103526833, 1.108726688, 1.114084433,
    1.119603898, 1.125289045, 1.131143971);

// PixelMath.continuousCornerCoverage(x:y:shape:edges:jacobian:edgeCoverage:), c the edge coverage.
float continuousCornerCoverage(vec2 p, vec4 r, float radius, int edges, int corners, vec4 J, float c) {
    float rr = max(0.0, min(radius, min(r.z - r.x, r.w - r.y) / (2.0 * 1.528665)));
    if (rr <= 0.0) return c;
    float reach = rr * 1.528665;
    bool left, top;
    if (!roundedCorner(p, r, reach, corners, left, top)) return c;
    float sx = left ? -1.0 : 1.0;
    float sy = top ? -1.0 : 1.0;
    float a = sx * (p.x - (left ? r.x + rr : r.z - rr)) / rr;
    float b = sy * (p.y - (top ? r.y + rr : r.w - rr)) / rr;
    float rho2 = a * a + b * b;
    if (rho2 < 0.25) return c;
    float alpha = atan(b, a) - 0.7853981633974483;
    float beta = abs(alpha);
    if (beta > CONTINUOUS_CORNER_MAX_ANGLE) return c;
    float rho = sqrt(rho2);
    float t = beta / CONTINUOUS_CORNER_MAX_ANGLE * 128.0;
    int i = clamp(int(t), 0, 127);
    float r0 = CONTINUOUS_CORNER_RADII[i];
    float r1 = CONTINUOUS_CORNER_RADII[i + 1];
    float R = r0 + (r1 - r0) * (t - float(i));
    float slope = (r1 - r0) * 128.0 / CONTINUOUS_CORNER_MAX_ANGLE;
    float k = (alpha < 0.0 ? -slope : slope) / rho2;
    float fx = (a / rho + k * b) * sx / rr;
    float fy = (b / rho - k * a) * sy / rr;
    float gX = fx * J.x + fy * J.z;
    float gY = fx * J.y + fy * J.w;
    bool aa = (edges & (left ? 1 : 2)) != 0 || (edges & (top ? 4 : 8)) != 0;
    return min(c, edgeCoverage(rho - R, sqrt(gX * gX + gY * gY), aa));
}
#endif

// PixelMath.coverage(x:y:shape:edges:jacobian:): r = (minX, minY, maxX, maxY), J = (∂x/∂X,
// ∂x/∂Y, ∂y/∂X, ∂y/∂Y), g = (|∇x|, |∇y|); `continuous` selects continuous corners.
float shapeCoverage(vec2 p, vec4 r, float radius, int edges, int corners, bool continuous, vec4 J, vec2 g) {
    float c = edgeCoverage(r.x - p.x, g.x, (edges & 1) != 0);
    if (c == 0.0) return 0.0;
    c *= edgeCoverage(p.x - r.z, g.x, (edges & 2) != 0);
    c *= edgeCoverage(r.y - p.y, g.y, (edges & 4) != 0);
    c *= edgeCoverage(p.y - r.w, g.y, (edges & 8) != 0);
#ifdef ROUNDED
    if (c == 0.0 || radius <= 0.0) return c;
    if (continuous) return continuousCornerCoverage(p, r, radius, edges, corners, J, c);
    float rr = min(radius, min((r.z - r.x) * 0.5, (r.w - r.y) * 0.5));
    if (rr <= 0.0) return c;
    bool left, top;
    if (!roundedCorner(p, r, rr, corners, left, top)) return c;
    vec2 centre = vec2(left ? r.x + rr : r.z - rr, top ? r.y + rr : r.w - rr);
    vec2 v = p - centre;
    float len = sqrt(v.x * v.x + v.y * v.y);
    if (len <= 0.0) return c;
    vec2 n = v / len;
    float gX = n.x * J.x + n.y * J.z;
    float gY = n.x * J.y + n.y * J.w;
    bool aa = (edges & (left ? 1 : 2)) != 0 || (edges & (top ? 4 : 8)) != 0;
    return min(c, edgeCoverage(len - rr, sqrt(gX * gX + gY * gY), aa));
#else
    return c;
#endif
}

// PixelMath.ninePartUnit
float ninePartUnit(float t, float len, float startInset, float endInset, float c0, float c1) {
    float l = max(0.0, startInset);
    float r = max(0.0, endInset);
    if (l + r > len && l + r > 0.0) {
        float k = len / (l + r);
        l *= k;
        r *= k;
    }
    if (t < l) return l > 0.0 ? t / l * c0 : c0;
    if (t > len - r) return r > 0.0 ? c1 + (t - (len - r)) / r * (1.0 - c1) : c1;
    float middle = len - l - r;
    return middle > 0.0 ? c0 + (t - l) / middle * (c1 - c0) : c0;
}

#if defined(CONTENT_ARRAY) || defined(CONTENT_PASS) || defined(CONTENT_PASS_ALPHA) || defined(CONTENT_PASS_MIX)
// Texel coordinates (u, v) → premultiplied colour, 0…1. Nearest: texel ⌊u⌋ clamped; linear:
// bilinear between texel centres, clamped to the edge (the clamp to [0.5, size − 0.5] keeps
// padded array layers and tiles exact); trilinear: λ = log2 ρ from the analytic Jacobian, plus
// the quad's level-of-detail bias.
vec4 sampleContent(vec2 uv, vec4 J) {
#if defined(FILTER_TRILINEAR)
    float dudX = v_uvMap.z * J.x;
    float dvdX = v_uvMap.w * J.z;
    float dudY = v_uvMap.z * J.y;
    float dvdY = v_uvMap.w * J.w;
    float rho = sqrt(max(dudX * dudX + dvdX * dvdX, dudY * dudY + dvdY * dvdY));
    float lod = (rho > 0.0 ? log2(rho) : -64.0) + v_texScale.z;  // + minificationFilterBias
#ifdef CONTENT_ARRAY
    return textureLod(u_array, vec3(uv * v_texScale.xy, v_shape.w), max(lod, 0.0));
#else
    return textureLod(u_pass, uv * v_texScale.xy, 0.0);
#endif
#else
    vec2 c = clamp(uv, v_uvClamp.xy, v_uvClamp.zw);
#if defined(FILTER_NEAREST)
    ivec2 i = ivec2(floor(c));
#ifdef CONTENT_ARRAY
    return texelFetch(u_array, ivec3(i, int(v_shape.w)), 0);
#else
    return texelFetch(u_pass, i, 0);
#endif
#else
#ifdef CONTENT_ARRAY
    return texture(u_array, vec3(c * v_texScale.xy, v_shape.w));
#else
    return texture(u_pass, c * v_texScale.xy);
#endif
#endif
#endif
}
#endif

#ifdef CONTENT_PASS_MIX
// The second pass of a mix, sampled like sampleContent samples the first.
vec4 sampleSecondPass(vec2 uv) {
    vec2 c = clamp(uv, v_uvClamp.xy, v_uvClamp.zw);
#if defined(FILTER_NEAREST)
    return texelFetch(u_pass2, ivec2(floor(c)), 0);
#else
    return texture(u_pass2, c * v_texScale.xy);
#endif
}
#endif

#ifdef BLEND
// PixelMath.blend(_:backdrop:source:): the W3C blend function B(Cb, Cs) of straight colours.
float luminosity(vec3 c) { return 0.3 * c.r + 0.59 * c.g + 0.11 * c.b; }
float saturation(vec3 c) { return max(c.r, max(c.g, c.b)) - min(c.r, min(c.g, c.b)); }
vec3 setLuminosity(vec3 c, float l) {
    c = c + (l - luminosity(c));
    float lum = luminosity(c);
    float n = min(c.r, min(c.g, c.b));
    float x = max(c.r, max(c.g, c.b));
    if (n < 0.0) c = lum + (c - lum) * (lum / (lum - n));
    if (x > 1.0) c = lum + (c - lum) * ((1.0 - lum) / (x - lum));
    return c;
}
vec3 setSaturation(vec3 c, float s) {
    float n = min(c.r, min(c.g, c.b));
    float x = max(c.r, max(c.g, c.b));
    return x > n ? (c - n) * (s / (x - n)) : vec3(0.0);
}
vec3 hardLight(vec3 b, vec3 s) {
    vec3 s2 = s * 2.0;
    vec3 t = s2 - 1.0;
    return mix(b * s2, b + t - b * t, greaterThan(s, vec3(0.5)));
}
float colorDodge(float b, float s) { return b == 0.0 ? 0.0 : (s >= 1.0 ? 1.0 : min(1.0, b / (1.0 - s))); }
float colorBurn(float b, float s) { return b >= 1.0 ? 1.0 : (s <= 0.0 ? 0.0 : 1.0 - min(1.0, (1.0 - b) / s)); }
float softLight(float b, float s) {
    if (s <= 0.5) return b - (1.0 - 2.0 * s) * b * (1.0 - b);
    float d = b <= 0.25 ? ((16.0 * b - 12.0) * b + 4.0) * b : sqrt(b);
    return b + (2.0 * s - 1.0) * (d - b);
}
vec3 blendFunction(vec3 b, vec3 s) {
#if defined(BLEND_MULTIPLY)
    return b * s;
#elif defined(BLEND_SCREEN)
    return b + s - b * s;
#elif defined(BLEND_OVERLAY)
    return hardLight(s, b);
#elif defined(BLEND_DARKEN)
    return min(b, s);
#elif defined(BLEND_LIGHTEN)
    return max(b, s);
#elif defined(BLEND_COLOR_DODGE)
    return vec3(colorDodge(b.r, s.r), colorDodge(b.g, s.g), colorDodge(b.b, s.b));
#elif defined(BLEND_COLOR_BURN)
    return vec3(colorBurn(b.r, s.r), colorBurn(b.g, s.g), colorBurn(b.b, s.b));
#elif defined(BLEND_HARD_LIGHT)
    return hardLight(b, s);
#elif defined(BLEND_SOFT_LIGHT)
    return vec3(softLight(b.r, s.r), softLight(b.g, s.g), softLight(b.b, s.b));
#elif defined(BLEND_DIFFERENCE)
    return abs(b - s);
#elif defined(BLEND_EXCLUSION)
    return b + s - 2.0 * b * s;
#elif defined(BLEND_HUE)
    return setLuminosity(setSaturation(s, saturation(b)), luminosity(b));
#elif defined(BLEND_SATURATION)
    return setLuminosity(setSaturation(b, saturation(s)), luminosity(b));
#elif defined(BLEND_COLOR)
    return setLuminosity(s, luminosity(b));
#elif defined(BLEND_LUMINOSITY)
    return setLuminosity(b, luminosity(s));
#else
    return s;
#endif
}

// PixelMath.blendedSource(_:destination:mode:): the premultiplied source that, composited
// source-over with the quad's alpha, blends it with the backdrop d.
vec4 blendedSource(vec4 s, vec4 d) {
    if (s.a <= 0.0 || d.a <= 0.0) return s;
    vec3 cs = clamp(s.rgb / s.a, 0.0, 1.0);
    vec3 cb = clamp(d.rgb / d.a, 0.0, 1.0);
    return vec4(s.rgb * (1.0 - d.a) + blendFunction(cb, cs) * (s.a * d.a), s.a);
}
#endif

void main() {
    vec2 P = gl_FragCoord.xy;  // the pixel centre (X + 0.5, Y + 0.5), row 0 at the top
#ifdef COVERAGE
    vec3 q = P.x * v_inverse0 + P.y * v_inverse1 + v_inverse2;
#ifdef PERSPECTIVE
    if (q.z <= 0.0) discard;  // at or behind the eye
    float iz = 1.0 / q.z;
    vec2 p = q.xy * iz;
#else
    vec2 p = q.xy;
#endif
#if defined(ANTIALIAS) || defined(FILTER_TRILINEAR)
#ifdef PERSPECTIVE
    vec4 J = vec4(
        (v_inverse0.x - p.x * v_inverse0.z) * iz, (v_inverse1.x - p.x * v_inverse1.z) * iz,
        (v_inverse0.y - p.y * v_inverse0.z) * iz, (v_inverse1.y - p.y * v_inverse1.z) * iz);
#else
    vec4 J = vec4(v_inverse0.x, v_inverse1.x, v_inverse0.y, v_inverse1.y);
#endif
#else
    vec4 J = vec4(0.0);
#endif
#ifdef ANTIALIAS
    vec2 g = vec2(sqrt(J.x * J.x + J.y * J.y), sqrt(J.z * J.z + J.w * J.w));
    int edges = v_bits & 15;
#else
    vec2 g = vec2(0.0);
    const int edges = 0;
#endif
    int corners = (v_bits >> 4) & 15;
    bool continuous = (v_bits & 512) != 0;
    float cov = shapeCoverage(p, v_rect, v_shape.x, edges, corners, continuous, J, g);
    if (cov <= 0.0) discard;
#else
    vec2 p = v_point;
    vec4 J = vec4(0.0);
    float cov = 1.0;
#endif
    float alpha = v_shape.z;
#ifdef MASK
    ivec2 maskPixel = ivec2(P);
    ivec2 maskSize = textureSize(u_mask, 0);
#if defined(MASK_LUMINANCE) || defined(MASK_INVERTED)
    // PixelMath.maskValue(_:channel:): outside the mask pass is transparent black.
    vec4 maskTexel = maskPixel.x < maskSize.x && maskPixel.y < maskSize.y ? texelFetch(u_mask, maskPixel, 0) : vec4(0.0);
#ifdef MASK_LUMINANCE
    float maskValue = min(0.299 * maskTexel.r + 0.587 * maskTexel.g + 0.114 * maskTexel.b, 1.0);
#else
    float maskValue = maskTexel.a;
#endif
#ifdef MASK_INVERTED
    maskValue = 1.0 - maskValue;
#endif
    if (maskValue <= 0.0) discard;
    alpha *= maskValue;
#else
    if (maskPixel.x >= maskSize.x || maskPixel.y >= maskSize.y) discard;
    float maskAlpha = texelFetch(u_mask, maskPixel, 0).a;
    if (maskAlpha == 0.0) discard;
    alpha *= maskAlpha;
#endif
#endif

#ifdef CONTENT_SOLID
    vec4 source = v_color;
#else
    vec2 uv = v_uvMap.xy + (p - v_rect.xy) * v_uvMap.zw;
#ifdef NINE_PART
    if ((v_bits & 256) != 0) {
        float su = ninePartUnit(p.x - v_rect.x, v_rect.z - v_rect.x, v_extra0.x, v_extra0.z, v_extra1.x, v_extra1.z);
        float sv = ninePartUnit(p.y - v_rect.y, v_rect.w - v_rect.y, v_extra0.y, v_extra0.w, v_extra1.y, v_extra1.w);
        uv = v_uvMap.xy + vec2(su, sv) * v_uvMap.zw;
    }
#endif
#ifdef TILED
    if (uv.x < v_extra0.x || uv.y < v_extra0.y || uv.x >= v_extra0.z || uv.y >= v_extra0.w) discard;
#endif
#if defined(CONTENT_PASS_ALPHA)
    vec4 source = v_color * sampleContent(uv, J).a;
#elif defined(CONTENT_PASS_MIX)
    vec4 source = mix(sampleContent(uv, J), sampleSecondPass(uv), v_color.x);
#elif defined(CONTENT_ARRAY)
    vec4 source = sampleContent(uv, J) * v_color;  // the tint (white for an untinted texture)
#else
    vec4 source = sampleContent(uv, J);
#endif
#endif

#ifdef BORDER
    float width = v_shape.y;
    if (width > 0.0) {
        vec4 inner = v_rect + vec4(width, width, -width, -width);
        float innerCoverage = inner.z <= inner.x || inner.w <= inner.y
            ? 0.0 : shapeCoverage(p, inner, max(0.0, v_shape.x - width), edges, corners, continuous, J, g);
        float ring = cov * (1.0 - innerCoverage);
        source = v_borderColor * ring + source * cov * (1.0 - v_borderColor.a * ring);
    } else {
        alpha *= cov;
    }
#else
    alpha *= cov;
#endif
#ifdef BLEND
    source = blendedSource(source, texelFetch(u_backdrop, ivec2(P), 0));
#endif
    o_color = source * alpha;
}
#endif
"""#

    /// Shaders/quad.vert
    static let quadVert = #"""
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
"""#

    /// Every shader by file name.
    static let all: [(name: String, source: String)] = [
        ("blur.frag", blurFrag),
        ("fullscreen.vert", fullscreenVert),
        ("quad.frag", quadFrag),
        ("quad.vert", quadVert),
    ]
}
