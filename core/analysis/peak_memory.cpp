#include "core/analysis/peak_memory.h"

#include <fstream>
#include <limits>
#include <string>

namespace attnlab::core {

namespace {

// A "Name:   1234 kB" line of /proc/self/status, in bytes.
double statusBytes(const std::string& name)
{
    std::ifstream status("/proc/self/status");
    std::string key;
    while (status >> key) {
        if (key == name + ":") {
            double kilobytes = 0;
            if (status >> kilobytes)
                return kilobytes * 1024.0;
            break;
        }
        status.ignore(std::numeric_limits<std::streamsize>::max(), '\n');
    }
    return std::numeric_limits<double>::quiet_NaN();
}

} // namespace

double residentBytes()
{
    return statusBytes("VmRSS");
}

double peakResidentBytes()
{
    return statusBytes("VmHWM");
}

bool resetPeakResident()
{
    std::ofstream clear("/proc/self/clear_refs");
    clear << "5";
    clear.flush();
    return static_cast<bool>(clear);
}

} // namespace attnlab::core
