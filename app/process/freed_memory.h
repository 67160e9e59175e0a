#pragma once

namespace attnlab::app {

// Tells the C library to keep freed heap memory for the next allocation instead of returning it to the system.
// A computation allocates its buffers afresh (packed keys, outputs, patterns, maps: megabytes at N = 4096), and on
// this kind of virtual machine touching a page the system has just handed back costs about a microsecond; the
// kernels of a sparse variant finish in less time than their buffers take to fault in (docs/performance.md). The
// price is that the resident set stays at its high-water mark. Called once, first thing in main().
void keepFreedMemoryForReuse();

// For the window (and `bench --window`), on top of the above: blocks of any size come from one heap and stay
// there when freed, so the N x N maps every change makes come back without page faults. Not for the command line:
// in one heap the free blocks a long run leaves fragment it, and kmeans at N = 65,536 peaked at 297 MB instead of
// 234 (issue 16's goal 5 allows 256). Called before the window's threads start.
void keepEveryFreedBlockForReuse();

} // namespace attnlab::app
