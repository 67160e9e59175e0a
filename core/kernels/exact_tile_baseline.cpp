// The exact-attention tile kernel for baseline x86-64 (SSE2), or the build's own target elsewhere: 4 floats a vector.
// core/CMakeLists.txt gives this file its instruction-set flags.
#define ATTNLAB_TILE_NAMESPACE isa_baseline
#define ATTNLAB_TILE_NAME "baseline"
#define ATTNLAB_TILE_LANES 4
#define ATTNLAB_TILE_PANEL_VECTORS 2
#define ATTNLAB_TILE_VALUE_VECTORS 2
#include "core/kernels/exact_tile_kernel.inc"
