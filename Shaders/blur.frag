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
