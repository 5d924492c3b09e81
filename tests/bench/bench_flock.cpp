// Benchmark, not a test: the median time of one `flock` frame with 1000 and 5000 vehicles on the
// default 550x400 stage, explanations off. Registered with CTest under the label "benchmark".
#include "scenarios.h"
#include "world.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

namespace {
double medianFrameMs(int count, int warmup, int frames)
{
    steer::ScenarioSetup setup;
    setup.id = steer::ScenarioId::Flock;
    setup.parameters = {{"count", double(count)}};
    setup.recordExplanations = false;
    steer::World w;
    if (auto err = steer::buildWorld(setup, w)) {
        std::fprintf(stderr, "bench_flock: %s\n", err->c_str());
        return -1;
    }
    for (int i = 0; i < warmup; ++i)
        w.step();
    std::vector<double> ms;
    for (int i = 0; i < frames; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        w.step();
        const auto t1 = std::chrono::steady_clock::now();
        ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
    }
    std::sort(ms.begin(), ms.end());
    if (!w.allFinite())
        std::fprintf(stderr, "bench_flock: non-finite state after %d frames\n", warmup + frames);
    return ms[ms.size() / 2];
}
} // namespace

int main()
{
    const struct { int count, warmup, frames; } runs[] = {{1000, 10, 60}, {5000, 3, 15}};
    for (const auto& r : runs) {
        const double ms = medianFrameMs(r.count, r.warmup, r.frames);
        if (ms < 0)
            return 1;
        std::printf("flock count=%d: median frame %.2f ms (%d frames, explanations off)\n", r.count, ms, r.frames);
    }
    return 0;
}
