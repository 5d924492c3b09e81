// Benchmark (not a test): the window's history over one hour at 30 frames per second of the
// 20-vehicle flock (108000 frames). Prints the memory the history holds (its own accounting and
// the growth of the process's resident set), the time of one step back, and of a jump.
// Returns 1, saying why, when a frame taken from the history is non-finite or differs from the
// straight run, or when the history outgrows its bound.
#include "bench_check.h"
#include "resident_memory.h"
#include "history.h"
#include "scenarios.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

namespace {
double ms(std::chrono::steady_clock::duration d) { return std::chrono::duration<double, std::milli>(d).count(); }

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}
} // namespace

int main()
{
    using clock = std::chrono::steady_clock;
    constexpr std::int64_t kFrames = 108000; // one hour at 30 frames per second
    const long rssBefore = benchmem::residentKiB();
    steer::History h;
    h.reset(steer::makeWorld(steer::ScenarioId::Flock));
    const auto t0 = clock::now();
    for (std::int64_t i = 0; i < kFrames; ++i)
        h.stepForward();
    const double forwardMs = ms(clock::now() - t0);
    const long rssAfter = benchmem::residentKiB();

    std::printf("flock, 20 vehicles, %lld frames recorded in %.0f ms (%.3f ms/frame)\n", (long long)kFrames, forwardMs,
                forwardMs / double(kFrames));
    std::printf("key frames: %zu every %lld frames, %.2f MB; history total (accounted) %.2f MB\n", h.keyFrameCount(),
                (long long)h.keyFrameInterval(), double(h.keyFrameBytes()) / 1048576.0, double(h.totalBytes()) / 1048576.0);
    std::printf("resident set growth: %.2f MB (%ld KiB -> %ld KiB)\n", double(rssAfter - rssBefore) / 1024.0, rssBefore,
                rssAfter);

    // Step back from the end, as a teacher pressing Left repeatedly.
    std::vector<double> back;
    for (int i = 0; i < 200; ++i) {
        const auto s = clock::now();
        h.stepBack();
        back.push_back(ms(clock::now() - s));
    }
    std::printf("step back: median %.3f ms, worst %.3f ms (200 steps from frame %lld)\n", median(back),
                *std::max_element(back.begin(), back.end()), (long long)kFrames);
    std::vector<double> jumps;
    for (std::int64_t f : {54000LL, 1234LL, 99999LL, 77777LL, 5LL}) {
        const auto s = clock::now();
        h.goTo(f);
        jumps.push_back(ms(clock::now() - s));
    }
    std::printf("jump to an arbitrary frame: median %.3f ms, worst %.3f ms\n", median(jumps),
                *std::max_element(jumps.begin(), jumps.end()));

    // Exactness: frame 77777 re-simulated equals the straight run.
    steer::World straight = steer::makeWorld(steer::ScenarioId::Flock);
    for (int i = 0; i < 77777; ++i)
        straight.step();
    h.goTo(77777);
    const bool exact = benchcheck::finite("bench_history", h.current()) &&
                       benchcheck::sameAsStraightRun("bench_history", h.current(), straight);
    std::printf("frame 77777 from the history equals the straight run: %s\n", exact ? "yes" : "NO");
    const bool bounded = h.totalBytes() < 100u * 1024u * 1024u;
    if (!bounded)
        std::fprintf(stderr, "bench_history: WRONG RESULT: the history holds %.2f MB, over its 100 MB bound\n",
                     double(h.totalBytes()) / 1048576.0);

    // The large flock the overlay benchmark uses: count = 1000, explanations recorded as in the window.
    bool bigExact = false;
    {
        steer::ScenarioSetup setup;
        setup.id = steer::ScenarioId::Flock;
        setup.parameters = {{"count", 1000.0}};
        steer::World big;
        steer::buildWorld(setup, big);
        steer::History hb;
        hb.reset(std::move(big));
        hb.setRecordOnly(0); // as the window does for crowds: the selected vehicle's records only
        const auto s0 = clock::now();
        for (int i = 0; i < 300; ++i)
            hb.stepForward();
        const double perFrame = ms(clock::now() - s0) / 300.0;
        std::vector<double> steps;
        for (int i = 0; i < 40; ++i) {
            const auto s = clock::now();
            hb.stepBack();
            steps.push_back(ms(clock::now() - s));
        }
        std::printf("flock count=1000: %.2f ms per frame forward; step back median %.2f ms, worst %.2f ms "
                    "(key frames %lld apart at the newest frame, %lld at frame 0, %.2f MB)\n",
                    perFrame, median(steps), *std::max_element(steps.begin(), steps.end()),
                    (long long)hb.keyFrameSpacing(hb.lastFrame()), (long long)hb.keyFrameInterval(),
                    double(hb.keyFrameBytes()) / 1048576.0);
        // Where the steps back ended (frame 260) is where a straight run of 260 frames gets.
        steer::World straightBig;
        steer::buildWorld(setup, straightBig);
        straightBig.recordExplanations = false;
        while (straightBig.frame < hb.current().frame)
            straightBig.step();
        bigExact = benchcheck::finite("bench_history", hb.current()) &&
                   benchcheck::sameAsStraightRun("bench_history", hb.current(), straightBig);
    }
    return exact && bounded && bigExact ? 0 : 1;
}
