#pragma once

namespace attnlab::app {

// Tells the C library to keep freed heap memory for the next allocation instead of returning it to the system.
// A computation allocates its buffers afresh (packed keys, outputs, patterns, maps: megabytes at N = 4096), and on
// this kind of virtual machine touching a page the system has just handed back costs about a microsecond; the
// kernels of a sparse variant finish in less time than their buffers take to fault in (docs/performance.md). So
// are the 64 MiB maps that every change at N = 4096 makes several of. The price is that the resident set stays at
// its high-water mark. Called once, first thing in main(), before any thread allocates.
void keepFreedMemoryForReuse();

} // namespace attnlab::app
