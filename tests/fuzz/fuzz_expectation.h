#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>

// What a fuzz target demands of an input beyond not crashing (a round trip, an invariant of the result). A broken
// demand aborts, so libFuzzer keeps the input as a crash and the corpus replay (corpus_replay.cpp) fails on it.
inline void expectOrAbort(bool holds, const std::string& demand)
{
    if (holds)
        return;
    std::fprintf(stderr, "fuzz expectation broken: %s\n", demand.c_str());
    std::abort();
}
