#pragma once

namespace attnlab::core {

// The process's resident memory in bytes (Linux: VmRSS of /proc/self/status); NaN where it cannot be read.
double residentBytes();

// The most resident memory since the last resetPeakResident() (Linux: VmHWM); NaN where it cannot be read.
double peakResidentBytes();

// Starts a new high-water mark at the current resident set (Linux: writes 5 to /proc/self/clear_refs). False when
// the system does not allow it: the mark then stays the process's peak since it started.
bool resetPeakResident();

} // namespace attnlab::core
