#pragma once

#include "core/model/char_model.h"

#include <string>

namespace attnlab::core {

// The weights file of the character model (docs/model.md, "Weights format"), written by
// tools/model/char_model.py. Little-endian throughout:
//
//   8 bytes    magic "ATTNLMC1"
//   9 x u32    format version (1), vocabulary size, context length, d_model, layers, heads, d_head, d_mlp,
//              unknown id (the last id)
//   f32, u32   LayerNorm epsilon, activation (1 = GELU with erf)
//   vocabulary one entry per id: u32 byte length, that many UTF-8 bytes (one code point; U+FFFD for unknown)
//   u32        tensor count, then per tensor: u32 name length, ASCII name, u32 rank, rank x u32 dimensions,
//              float32 values in C order. Names, shapes and order are fixed (see CharModel and the doc).
//
// Anything else throws Error with a message that starts with `source` and names the fault: a wrong magic, an
// unknown version, an inconsistent hyper-parameter, a vocabulary entry that is not one code point or repeats one,
// a tensor with the wrong name or shape, a value that is not finite, a file that ends early or runs on.

// Parses the bytes of a whole weights file; `source` (normally the file name) starts every error message.
CharModel parseCharModel(const std::string& bytes, const std::string& source);

// Reads `path` and parses it; an unreadable file is an Error too.
CharModel readCharModel(const std::string& path);

} // namespace attnlab::core
