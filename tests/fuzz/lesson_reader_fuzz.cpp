// The lesson reader (app/lessons/lesson_reader) on any bytes, as File > Open lesson and the built-in course read
// a .lesson file. The reader promises faults, never a crash or an exception, for any input: each input gives
// either a lesson and no faults, or faults (each with its line and a message) and no lesson.
#include "app/lessons/lesson_reader.h"
#include "tests/fuzz/fuzz_expectation.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const attnlab::app::LessonReading reading = attnlab::app::readLessonText(bytes, QStringLiteral("fuzzed.lesson"));
    expectOrAbort(reading.lesson.has_value() == reading.faults.empty(),
        reading.lesson ? "a lesson was read despite faults" : "a lesson was refused without a fault");
    const auto lastLine = static_cast<int>(bytes.count('\n')) + 1;
    for (const attnlab::app::LessonFault& fault : reading.faults) {
        expectOrAbort(fault.line >= 0 && fault.line <= lastLine,
            "a fault names line " + std::to_string(fault.line) + " of a file of " + std::to_string(lastLine));
        expectOrAbort(!fault.message.isEmpty(), "a fault without a message");
    }
    return 0;
}
