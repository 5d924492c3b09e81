// Benchmark (not a test): flocks at the seeds' density (20 vehicles per 550x400, inSightDist 200),
// explanations off. Prints the median frame time of the seeds' in-turn order with the plain scan
// (before the neighbour grid) and with the grid (after), at 1 000, 5 000 and 10 000 boids, and the
// memory a vehicle takes; then 100 000 boids in the simultaneous order on one thread and on every
// core (the two runs must end in the same state). Returns 1, saying why, when a result is wrong: a non-finite state, or a
// grid run whose frame, state or hash differs from the scan's. Times are printed, never asserted.
// The "scan" column shares today's flock (exact squared-distance thresholds, no branch per
// neighbour), so it is faster than the scan issue #12 started from (about 20 ms at 5 000 boids).
//
// Figures (2-core AMD EPYC VM at 2.1 GHz shared by four people; CPU time, so other processes count
// only through the caches they share; best and median of several runs, load average in parentheses):
//   2026-11-24, before this session's work (grid of half-radius cells, sort of the neighbours):
//     in-turn  1 000: 0.74 ms   5 000: 3.46 ms   10 000: 7.5 ms (load 0.6-2.6)
//     simultaneous 100 000: 1 thread 95 ms; 2 threads 237 ms wall clock (load 2.6)
//     memory per vehicle 320 bytes (240 Vehicle + 48 grid + 32 frame copy)
//   2026-11-24, after (radius-wide cells; the query drops what flock drops and orders the rest by
//   counting or a bitmap; flock without sqrt or unpredictable branches, reading the neighbours
//   from the grid's entries; load 4.5-7, so the absolute figures are high):
//     in-turn  1 000: 0.46 ms   5 000: 2.04-2.3 ms (bench median 2.2: 9x the 20 ms scan,
//                                               11x the 24.6 ms the old scan took here)
//     in-turn 10 000: 4.35-4.7 ms
//     simultaneous 100 000: 1 thread 50-63 ms; 2 threads 82-128 ms wall clock, the calling
//     thread's CPU 35-43 ms (the wall clock is the other people's load, not the split)
//     memory per vehicle 333 bytes (240 Vehicle + 60.5 grid + 32 frame copy)
//   The same worlds before/after, run alternately in one minute to cancel the load: 1 000 boids
//   0.63 -> 0.43 ms, 5 000 boids 3.44 -> 2.18 ms, 10 000 boids 7.16 -> 4.55 ms, 100 000
//   simultaneous (1 thread) 98-110 -> 58-66 ms. Of the 10 000 in-turn frame, the seeds' two
//   truncate() calls per vehicle (atan2, sin and cos each, bit-exact only through libm) alone
//   take about 1 ms, the grid query about 1.5 ms.
//   2026-11-24 morning, the query's test eight entries at a time (AVX-512, where present), nearly
//   idle machine, four runs: 5 000 in turn 1.86-2.14 ms; 10 000 in turn 3.81-3.95 ms; 100 000
//   simultaneous 47-75 ms on one thread, 37-43 ms wall clock on two; 358 bytes a vehicle (240
//   Vehicle + 85.5 grid, now with positions and indices by slot + 32 frame copy). Prefetching the
//   next boid's cells made it 5 % slower, visiting a simultaneous frame cell by cell changed
//   nothing: both were dropped.
//   2026-11-24 evening, a new line: 10 000 boids after 500 frames, when flocks have formed (six
//   times the neighbours of frame 0). The query now orders vehicle indices by the bitmap and looks
//   each one's slot up, instead of sorting index-and-slot pairs (a third of that frame), and in turn
//   a vehicle that strays less than maxSpeed from its cell keeps its entry (no chains to walk).
//   Old and new alternately, two rounds: flocks formed 11.06 / 10.70 -> 7.24 / 6.90 ms; 10 000 at
//   the start 3.98 / 3.69 -> 3.70 / 3.74 ms; 5 000 1.78 ms; 100 000 simultaneous 52-73 ms on one
//   thread, 38-39 ms wall clock on two (no change beyond the noise). Of the 10 000-boid opening
//   frame the seeds' truncate() (atan2, sincos) is now a third: 2 ms in turn is out of reach while
//   truncate stays bit-exact.
//   2026-11-25, a simultaneous frame of 40 000 boids or more prefetches the cells of the vehicle
//   four places ahead, and one pass over the vehicles checks the programs and copies the snapshot.
//   Old and new alternately, two rounds (load 0.7-2): 100 000 simultaneous on two threads 40.2 /
//   43.0 -> 31.8 / 31.1 ms wall clock, on one thread 69.5 / 62.3 -> 51.8 / 51.4 ms; in turn
//   unchanged (10 000: 3.8 / 4.2 -> 4.0 / 3.7 ms; 5 000: 1.84 / 1.88 -> 1.93 / 1.83 ms). Even
//   with no wait for memory, 100 000 boids at the 10 000-boid frame's cost per boid (355 ns in the
//   simultaneous order, on one core) would take 17.8 ms on two perfectly shared cores.
#include "bench_check.h"
#include "crowd_setup.h"
#include "flock_frame.h"
#include "scenarios.h"
#include "world.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <vector>

namespace {
// This thread's CPU time: five people share the machine's two cores, so wall time would also count
// the moments another build had the core.
double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

// FlockTest's density (crowd_setup.h), explanations off.
steer::ScenarioSetup crowdSetup(int count)
{
    steer::ScenarioSetup s = benchcrowd::crowdSetup(count);
    s.recordExplanations = false;
    return s;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// Steps `w` warmup + frames times; returns the median of the timed frames in ms.
double medianFrameMs(steer::World& w, int warmup, int frames)
{
    for (int i = 0; i < warmup; ++i)
        w.step();
    std::vector<double> ms;
    for (int i = 0; i < frames; ++i) {
        const double t0 = threadCpuMs();
        w.step();
        ms.push_back(threadCpuMs() - t0);
    }
    return median(ms);
}

bool build(const steer::ScenarioSetup& s, steer::World& w)
{
    if (auto err = steer::buildWorld(s, w)) {
        std::fprintf(stderr, "bench_crowd: %s\n", err->c_str());
        return false;
    }
    return true;
}

// In-turn order (the seeds' FlockTest): scan before, grid after, same frames compared.
bool inTurn(int count, int warmup, int frames)
{
    const auto setup = crowdSetup(count);
    steer::World scanned, indexed;
    if (!build(setup, scanned) || !build(setup, indexed))
        return false;
    scanned.useNeighbourIndex = false;
    const double before = medianFrameMs(scanned, warmup, frames);
    const double after = medianFrameMs(indexed, warmup, frames);
    if (!benchcheck::finite("bench_crowd", indexed) || !benchcheck::sameAsStraightRun("bench_crowd", indexed, scanned))
        return false;
    std::printf("in-turn  %6d boids on %.0fx%.0f: scan %8.2f ms/frame, grid %6.3f ms/frame, %5.1fx faster "
                "(medians of %d frames, CPU time of one core)\n",
                count, indexed.stageWidth, indexed.stageHeight, before, after, before / after, frames);
    return true;
}

// The seeds' density holds only at the start: boids gather into flocks, and after 500 frames a
// boid has about six times as many neighbours in sight (10 000 boids: 5.6 ahead within
// inSightDist at frame 0, 32 at frame 500). The same in-turn frames there, scan and grid.
bool inTurnClustered(int count, int settle, int frames)
{
    steer::World start;
    if (!build(crowdSetup(count), start))
        return false;
    for (int i = 0; i < settle; ++i)
        start.step();
    steer::World scanned = start, indexed = start;
    scanned.useNeighbourIndex = false;
    const double before = medianFrameMs(scanned, 0, frames);
    const double after = medianFrameMs(indexed, 0, frames);
    if (!benchcheck::finite("bench_crowd", indexed) || !benchcheck::sameAsStraightRun("bench_crowd", indexed, scanned))
        return false;
    std::printf("in-turn  %6d boids after %d frames (flocks formed): scan %8.2f ms/frame, grid %6.3f ms/frame "
                "(medians of %d frames, CPU time of one core)\n",
                count, settle, before, after, frames);
    return true;
}

// Simultaneous order (Reynolds' boids): the same frames on 1 thread and on every core.
bool simultaneous(int count, int warmup, int frames)
{
    auto setup = crowdSetup(count);
    setup.variants.order = steer::FrameOrder::Simultaneous;
    steer::World one, all;
    if (!build(setup, one) || !build(setup, all))
        return false;
    one.threads = 1;
    all.threads = 0;
    const double oneMs = medianFrameMs(one, warmup, frames);
    const auto t0 = std::chrono::steady_clock::now();
    const double allCpu = medianFrameMs(all, warmup, frames);
    const double allWall =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count() / (warmup + frames);
    if (!benchcheck::finite("bench_crowd", all) || !benchcheck::sameAsStraightRun("bench_crowd", all, one))
        return false;
    std::printf("simultaneous %6d boids: 1 thread %6.2f ms/frame (CPU, median); %d threads %6.2f ms/frame "
                "(wall clock, mean; the calling thread's CPU %.2f ms)\n",
                count, oneMs, steer::flockThreads(all, all.vehicles.size()), allWall, allCpu);
    return true;
}

void memoryPerVehicle(int count)
{
    steer::World w;
    if (!build(crowdSetup(count), w))
        return;
    w.step();
    const double grid = double(w.neighbourGrid.bytesUsed()) / count;
    const double copy = double(w.kinematics.capacity() * sizeof(steer::Kinematics)) / count;
    std::printf("memory per vehicle (%d boids): %zu bytes of Vehicle + %.1f bytes of neighbour grid + %.1f bytes of "
                "frame copy = %.0f bytes\n",
                count, sizeof(steer::Vehicle), grid, copy, double(sizeof(steer::Vehicle)) + grid + copy);
}
} // namespace

int main()
{
    const struct { int count, warmup, frames; } runs[] = {{1000, 5, 31}, {5000, 3, 15}, {10000, 2, 9}};
    for (const auto& r : runs)
        if (!inTurn(r.count, r.warmup, r.frames))
            return 1;
    if (!inTurnClustered(10000, 500, 9))
        return 1;
    if (!simultaneous(100000, 2, 9))
        return 1;
    memoryPerVehicle(10000);
    memoryPerVehicle(100000);
    return 0;
}
