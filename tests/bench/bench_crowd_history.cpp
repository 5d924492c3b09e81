// Benchmark (not a test): the history of a crowd, 10 000 boids at the seeds' density (20 boids per
// 550x400, the window's recording: the selected boid only), over ten minutes of play at 30 frames a
// second (18 000 frames; `bench_crowd_history N` plays N instead). Prints the memory the history
// holds (key frames + cache, by its own accounting, and the growth of the resident set), then
// the window's step back (History::stepBack and the shown frame's records, as Controller::stepBack
// and rebuildShown do) from the newest frame once and 30 times in a row, a jump 1 000 frames back
// and 30 steps back from there: thread CPU time per step, median and worst, and the frames
// re-simulated. The key-frame rule alone is also run over 18 000 frames of worlds of the same size,
// so a shorter play still prints the ten-minute memory.
// Returns 1, saying why, when a frame taken from the history differs from the straight run (the
// hashes recorded while playing forward), or when the history holds more than 500 MB, by its own
// count or by the growth of the resident set while playing.
#include "bench_check.h"
#include "resident_memory.h"
#include "history.h"
#include "key_frames.h"
#include "scenarios.h"

#include <algorithm>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <vector>

namespace {
constexpr int kBoids = 10000;
constexpr std::int64_t kTenMinutes = 18000;
constexpr double kMaxMB = 500.0;

double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

double mb(std::size_t bytes) { return double(bytes) / 1048576.0; }

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

double worst(const std::vector<double>& v) { return *std::max_element(v.begin(), v.end()); }

// The window's history world: the seeds' stage scaled to keep FlockTest's density, no records.
steer::World crowd()
{
    const double scale = std::sqrt(kBoids / 20.0);
    steer::ScenarioSetup s;
    s.id = steer::ScenarioId::Flock;
    s.parameters = {{"stageWidth", std::round(550 * scale)}, {"stageHeight", std::round(400 * scale)},
                    {"count", double(kBoids)}};
    steer::World w;
    if (auto err = steer::buildWorld(s, w)) {
        std::fprintf(stderr, "bench_crowd_history: %s\n", err->c_str());
        std::exit(1);
    }
    w.recordExplanations = false;
    return steer::World(w); // a copy, as the history keeps: no spare capacity from building it
}

struct Checked {
    std::vector<std::uint64_t> hashes; // of the straight run, frame by frame
    bool ok = true;
    void check(const steer::World& w)
    {
        if (w.frame < 0 || std::size_t(w.frame) >= hashes.size() || w.hash() != hashes[std::size_t(w.frame)]) {
            std::fprintf(stderr, "bench_crowd_history: WRONG RESULT: frame %lld from the history has hash %016" PRIx64
                                 ", the straight run's is different\n",
                         (long long)w.frame, w.hash());
            ok = false;
        }
        ok = benchcheck::finite("bench_crowd_history", w) && ok;
    }
};

// What the window does for one press of a transport key: move the history, then take the records
// of the selected boid (0) for the shown frame on a copy.
template <typename Move>
double windowStep(steer::History& h, Move move)
{
    const double t0 = threadCpuMs();
    move();
    const steer::World shown = steer::withNextStep(h.current(), true, 0);
    const double ms = threadCpuMs() - t0;
    if (shown.explanations.empty())
        std::fprintf(stderr, "bench_crowd_history: no records for the selected boid\n");
    return ms;
}

// Thirty presses of "step back"; prints the CPU time per press and the frames re-simulated.
void stepBacks(steer::History& h, Checked& c, const char* where)
{
    std::vector<double> ms;
    std::int64_t most = 0;
    const std::int64_t before = h.resimulatedFrames();
    for (int i = 0; i < 30; ++i) {
        const std::int64_t r = h.resimulatedFrames();
        ms.push_back(windowStep(h, [&] { h.stepBack(); }));
        most = std::max(most, h.resimulatedFrames() - r);
        c.check(h.current());
    }
    std::printf("  30 steps back %s: median %.1f ms, worst %.1f ms a step; %lld frames re-simulated in all, "
                "at most %lld in one step\n",
                where, median(ms), worst(ms), (long long)(h.resimulatedFrames() - before), (long long)most);
}

// The key-frame rule alone over ten minutes of worlds this size (copies of frame 0 renumbered);
// returns the most the key frames held.
std::size_t ruleOverTenMinutes(const steer::World& w0)
{
    steer::KeyFrames keys;
    keys.reset(w0, steer::History::keyFrameBudgetFor(w0));
    std::size_t most = keys.bytes();
    for (std::int64_t f = 1; f <= kTenMinutes; ++f) {
        keys.aged(f);
        if (keys.wants(f, f)) {
            steer::World w = w0;
            w.frame = f;
            keys.store(std::move(w), f);
        }
        most = std::max(most, keys.bytes());
    }
    std::printf("key-frame rule over %lld frames of this world: %zu key frames, %.1f MB at the end, at most %.1f MB "
                "(budget %.1f MB); %lld per level; spacing %lld at the newest frame, %lld 30 frames back, %lld "
                "1 000 back, %lld at frame 0\n",
                (long long)kTenMinutes, keys.count(), mb(keys.bytes()), mb(most), mb(keys.budget()),
                (long long)keys.perLevel(), (long long)keys.spacing(0), (long long)keys.spacing(30),
                (long long)keys.spacing(1000), (long long)keys.spacing(kTenMinutes));
    return most;
}
} // namespace

int main(int argc, char** argv)
{
    const std::int64_t frames = argc > 1 ? std::max(1100LL, std::atoll(argv[1])) : kTenMinutes;
    const steer::World w0 = crowd();
    std::printf("flock of %d boids on %.0fx%.0f, one world %.2f MB\n", kBoids, w0.stageWidth, w0.stageHeight,
                mb(steer::History::worldBytes(w0)));
    const long rss0 = benchmem::residentKiB();
    steer::History h;
    h.reset(w0);
    Checked c;
    c.hashes.push_back(h.current().hash());
    std::vector<double> forward;
    for (std::int64_t i = 0; i < frames; ++i) {
        const double t0 = threadCpuMs();
        h.stepForward();
        forward.push_back(threadCpuMs() - t0);
        c.hashes.push_back(h.current().hash());
    }
    const long rss1 = benchmem::residentKiB();
    std::printf("played %lld frames: median %.2f ms a frame (the step and the key frame kept)\n", (long long)frames,
                median(forward));
    std::printf("history: %zu key frames (%.1f MB, budget %.1f MB, %lld per level, spacing %lld at the newest, %lld at "
                "frame 0), cache %.1f MB, total %.1f MB; resident set grew %.1f MB\n",
                h.keyFrameCount(), mb(h.keyFrameBytes()), mb(h.keyFrameBudget()), (long long)h.keyFramesPerLevel(),
                (long long)h.keyFrameSpacing(h.lastFrame()), (long long)h.keyFrameInterval(), mb(h.cacheBytes()),
                mb(h.totalBytes()), double(rss1 - rss0) / 1024.0);
    // Ten minutes by the rule (after the play, whose resident set it would blur): the key frames at their most, a full cache, the shown world.
    const double tenMinutes = mb(ruleOverTenMinutes(w0) +
                                 std::min(steer::History::keyFrameBudgetFor(w0), steer::History::kCacheBudget) +
                                 steer::History::worldBytes(w0));
    std::printf("ten minutes by the rule, with a full cache: at most %.1f MB\n", tenMinutes);


    std::printf("the window's step back (the history's, then the selected boid's records):\n");
    const std::int64_t r0 = h.resimulatedFrames();
    const double one = windowStep(h, [&] { h.stepBack(); });
    c.check(h.current());
    std::printf("  one step back from the newest frame: %.1f ms, %lld frames re-simulated\n", one,
                (long long)(h.resimulatedFrames() - r0));
    stepBacks(h, c, "in a row from there");
    const std::int64_t target = h.frame() - 1000;
    const std::int64_t r1 = h.resimulatedFrames();
    const double jump = windowStep(h, [&] { h.goTo(target); });
    c.check(h.current());
    std::printf("  jump 1 000 frames back (to frame %lld): %.1f ms, %lld frames re-simulated\n", (long long)target, jump,
                (long long)(h.resimulatedFrames() - r1));
    stepBacks(h, c, "from there");
    const double total = mb(h.totalBytes());
    std::printf("history after stepping back: key frames %.1f MB + cache %.1f MB, total %.1f MB\n",
                mb(h.keyFrameBytes()), mb(h.cacheBytes()), total);

    // The operating system's count too, which does not depend on the history's own: before
    // worldBytes counted each boid's program, the resident set grew 488 MB while the history said
    // 346 MB.
    const double grew = double(rss1 - rss0) / 1024.0;
    const bool resident = rss0 < 0 || rss1 < 0 || grew <= kMaxMB;
    if (!resident)
        std::fprintf(stderr, "bench_crowd_history: WRONG RESULT: the resident set grew %.1f MB while playing, over %.0f MB\n",
                     grew, kMaxMB);
    const bool bounded = total <= kMaxMB && tenMinutes <= kMaxMB && resident;
    if (!(total <= kMaxMB && tenMinutes <= kMaxMB))
        std::fprintf(stderr, "bench_crowd_history: WRONG RESULT: the history holds %.1f MB (%.1f MB by the rule over "
                             "ten minutes), over %.0f MB\n",
                     total, tenMinutes, kMaxMB);
    std::printf("every frame taken from the history equals the straight run: %s\n", c.ok ? "yes" : "NO");
    return c.ok && bounded ? 0 : 1;
}
