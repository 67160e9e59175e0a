#pragma once

namespace attnlab::core {

// The Box-Muller transform, sqrt(-2 ln u1) cos(2 pi u2), with its own logarithm and cosine: polynomials in
// additions, multiplications and divisions only, compiled without fused multiply-adds (core/CMakeLists.txt), so the
// same uniforms give the same bits on every machine and in every build, and a loop of them vectorises (the C
// library's log and cos are calls, 16M of them for synthesizer's N x N logits at N = 4096). Within a few units in
// the last place of the library's values.
// u1 in (0, 1), u2 in [0, 1), both multiples of 2^-53 (Random::uniform()).
double boxMullerNormal(double u1, double u2);

// out[i] = float(scale * boxMullerNormal(u1[i], u2[i])) for i < count.
void boxMullerNormals(const double* u1, const double* u2, int count, double scale, float* out);

} // namespace attnlab::core
