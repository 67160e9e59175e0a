#include "core/model/shipped_char_model.h"

#include "core/model/char_model_file.h"

#include <string>

#if !defined(ATTNLAB_CHAR_MODEL_FILE)
#error "core/CMakeLists.txt defines ATTNLAB_CHAR_MODEL_FILE, the path of the shipped weights"
#endif

// The assembler copies the file into read-only data: no generated source of 800 KB of numbers to compile, and
// the build reruns when the file changes (OBJECT_DEPENDS in core/CMakeLists.txt).
asm(".section .rodata\n"
    ".balign 16\n"
    ".global attnlab_char_model_begin\n"
    ".hidden attnlab_char_model_begin\n"
    ".global attnlab_char_model_end\n"
    ".hidden attnlab_char_model_end\n"
    "attnlab_char_model_begin:\n"
    ".incbin \"" ATTNLAB_CHAR_MODEL_FILE "\"\n"
    "attnlab_char_model_end:\n"
    ".previous\n");

extern "C" const char attnlab_char_model_begin[];
extern "C" const char attnlab_char_model_end[];

namespace attnlab::core {

std::string_view shippedCharModelBytes()
{
    return std::string_view(
        attnlab_char_model_begin, static_cast<std::size_t>(attnlab_char_model_end - attnlab_char_model_begin));
}

const CharModel& shippedCharModel()
{
    // Immutable once made; C++ makes the first call's initialisation thread-safe.
    static const CharModel model = parseCharModel(std::string(shippedCharModelBytes()), "the shipped character model");
    return model;
}

} // namespace attnlab::core
