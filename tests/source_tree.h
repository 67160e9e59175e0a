#pragma once

// Where a test finds the project's files and the attnlab program. Both paths are compiled into one small object
// (tests/source_tree.cpp) rather than into every test: a test object then carries no path of this checkout, and
// the compiler cache serves it to any other clone (CI's among them).

#include <QString>

namespace attnlab::test {

// The source folder joined with `relative` ("docs/glossary.md"); the folder itself, with a trailing '/', when empty.
QString sourcePath(const QString& relative = {});

// The attnlab executable of this build folder, for the tests that run it as a real process.
QString attnlabBinary();

} // namespace attnlab::test
