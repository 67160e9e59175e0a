// The exact-attention tile kernel for avx2: 8 floats a vector.
// core/CMakeLists.txt gives this file its instruction-set flags.
#if defined(__x86_64__) // elsewhere only the baseline build exists (exact_tile_dispatch.cpp)
#if !defined(__AVX2__)
#error "exact_tile_avx2.cpp must be compiled with its instruction-set flags (core/CMakeLists.txt)"
#endif
#define ATTNLAB_TILE_NAMESPACE isa_avx2
#define ATTNLAB_TILE_NAME "avx2"
#define ATTNLAB_TILE_LANES 8
#define ATTNLAB_TILE_PANEL_VECTORS 2
#define ATTNLAB_TILE_VALUE_VECTORS 2
#include "core/kernels/exact_tile_kernel.inc"
#endif
