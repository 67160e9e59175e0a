// The exact-attention tile kernel for avx512: 16 floats a vector.
// core/CMakeLists.txt gives this file its instruction-set flags.
#if defined(__x86_64__) // elsewhere only the baseline build exists (exact_tile_dispatch.cpp)
#if !defined(__AVX512F__)
#error "exact_tile_avx512.cpp must be compiled with its instruction-set flags (core/CMakeLists.txt)"
#endif
#define ATTNLAB_TILE_NAMESPACE isa_avx512
#define ATTNLAB_TILE_NAME "avx512"
#define ATTNLAB_TILE_LANES 16
#define ATTNLAB_TILE_PANEL_VECTORS 4
#define ATTNLAB_TILE_VALUE_VECTORS 4
// GCC 12's own avx512 header trips -Wmaybe-uninitialized on _mm512_undefined_ps() inside the rounding intrinsics when
// the rest of the build is portable (-march=x86-64, the package preset); the value is undefined by design.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include "core/kernels/exact_tile_kernel.inc"
#endif
