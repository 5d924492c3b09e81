// Benchmark, not a test: the median time of one `flock` frame with 1000 and 5000 vehicles on the
// default 550x400 stage, explanations off. Registered with CTest under the label "benchmark".
// It returns 1 when the timed world ends non-finite or differs from a straight run of FlockTest's
// loop over every vehicle (no neighbour pre-selection), so a fast but wrong frame cannot pass.
#include "bench_check.h"
#include "behaviours.h"
#include "scenarios.h"
#include "world.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <numeric>
#include <vector>

namespace {
// FlockTest's onEnterFrame as printed: each vehicle flocks with all the others (every index is a
// candidate; flock() itself drops those out of sight), then updates.
void straightFlockStep(steer::World& w)
{
    std::vector<int> everyone(w.vehicles.size());
    std::iota(everyone.begin(), everyone.end(), 0);
    for (std::size_t i = 0; i < w.vehicles.size(); ++i) {
        steer::flock(w.vehicles[i], i, w.vehicles, everyone, steer::SteerContext{w.variants, nullptr});
        steer::update(w.vehicles[i], w.stageWidth, w.stageHeight, nullptr);
    }
    ++w.frame;
}

// Median frame time in ms, or -1 when the set-up failed or the result is wrong.
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
    steer::World straight;
    steer::buildWorld(setup, straight);
    for (int i = 0; i < warmup + frames; ++i)
        straightFlockStep(straight);
    if (!benchcheck::finite("bench_flock", w) || !benchcheck::sameAsStraightRun("bench_flock", w, straight))
        return -1;
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
