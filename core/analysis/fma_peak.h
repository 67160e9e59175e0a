#pragma once

#include <string>

namespace attnlab::core {

struct FmaPeak {
    double gflops = 0; // floating-point operations per second (a multiply-add is two), in billions
    int threads = 0;
    std::string isa; // the vector build whose multiply-adds were timed (exact_tile_dispatch.h)
};

// The machine's multiply-add peak as the exact kernel's vector build reaches it: every thread runs independent
// multiply-add chains on the widest vectors at once, best of a few rounds of about 0.1 s. threads 0: one per
// hardware thread.
FmaPeak measureFmaPeak(int threads = 0);

} // namespace attnlab::core
