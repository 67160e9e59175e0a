#!/usr/bin/env bash
# Builds Attention Lab and runs every test (Qt Test suites through CTest, offscreen). Exits non-zero on any
# failure. Warnings are errors here, as in CI. `./test.sh --ci` (what .ci/run calls) adds the whole suite again
# under the sanitizers and the package test.
set -euo pipefail
ci=no
if [ "${1:-}" = --ci ]; then
  ci=yes
elif [ $# -gt 0 ]; then
  echo "usage: ./test.sh [--ci]" >&2
  exit 2
fi
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
"$here/packaging/install-deps.sh"
# The release, fuzz and sanitizer builds' objects together pass ccache's default 5 GB, past which the oldest go.
export CCACHE_MAXSIZE="${CCACHE_MAXSIZE:-12G}"
build="$here/build/test"
cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DATTNLAB_WERROR=ON >/dev/null
# CMake 3.25's AUTOMOC can miss Q_OBJECT classes in files that appeared since the folder was first configured
# (a git pull): when the build fails, retry once with the generated moc files cleared.
cmake --build "$build" || { rm -rf "$build"/*/*_autogen && cmake --build "$build"; }
export QT_QPA_PLATFORM=offscreen
cd "$build"
# The package test (label `package`: a second, portable build and a fresh Debian root) runs with --ci, at the end.
ctest --output-on-failure --timeout 900 -j "$(nproc)" --label-exclude package

# The file readers' fuzz targets (docs/testing.md) in a clang build of their own, with address and
# undefined-behaviour sanitizers: each fuzzed for ATTNLAB_FUZZ_SECONDS (15 s) and its corpus replayed.
fuzz_build="$here/build/fuzz"
# Debug information with paths relative to the source folder, so the compiler cache serves a clone elsewhere.
CC=clang CXX=clang++ cmake -S "$here" -B "$fuzz_build" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DATTNLAB_FUZZ=ON \
  -DATTNLAB_WERROR=ON "-DCMAKE_CXX_FLAGS_DEBUG=-g -fdebug-prefix-map=$here=." >/dev/null
cmake --build "$fuzz_build"
(cd "$fuzz_build" && ctest -L fuzz --output-on-failure -j "$(nproc)")

# With --ci (.ci/run), what CI adds on top (docs/testing.md):
if [ "$ci" = yes ]; then
  # Every suite again but the package's (core, reference, widgets, app), built with address and undefined-behaviour
  # sanitizers (the debug-sanitize preset: -O1, assertions on, undefined behaviour fatal, the libraries shared;
  # leaks suppressed only where a system library keeps its allocations, tests/lsan.supp).
  sanitize_build="$here/build/debug-sanitize"
  (cd "$here" && cmake --preset debug-sanitize >/dev/null)
  cmake --build "$sanitize_build" || { rm -rf "$sanitize_build"/*/*_autogen && cmake --build "$sanitize_build"; }
  (cd "$sanitize_build" && ctest --output-on-failure -j "$(nproc)" --label-exclude package)
  # The Debian package built and installed into a fresh Debian root (root, online).
  ctest --output-on-failure -L package
fi
