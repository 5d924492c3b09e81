#pragma once
// The process's resident set, for benchmarks that print how much memory a run really took beside
// what the program's own accounting says. Linux only (/proc); -1 when it cannot be read.
#include <fstream>
#include <string>

namespace benchmem {

inline long residentKiB()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("VmRSS:", 0) == 0)
            return std::stol(line.substr(6));
    return -1;
}

} // namespace benchmem
