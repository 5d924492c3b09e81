// Soak benchmark (not a test): an hour of playback at 4x (432 000 frames) through the window's
// controller, with pointer input every frame, sampling the resident memory as it goes.
//  - flock (20 vehicles): the demo ignores the pointer, so nothing but key frames accumulate;
//  - seek: the pointer is recorded every frame, so the input log grows by one event a frame.
// Prints the figures; returns 1, saying why, when a frame is non-finite, when the key frames
// outgrow their budget, or when the resident set grows past what the history accounts for (key
// frames + input log + cache) plus a fixed slack: memory that keeps growing outside the history.
#include "controller.h"
#include "history.h"
#include "resident_memory.h"
#include "scenarios.h"

#include <QApplication>

#include <cmath>
#include <cstdio>

namespace {
using benchmem::residentKiB;

int soak(steer::ScenarioId id, const char* name)
{
    constexpr long kFrames = 432000; // one hour at 30 frames per second, played at 4x
    constexpr long kSample = 43200;
    constexpr double kSlackMB = 48.0; // allocator slack, Qt's caches
    Controller c;
    steer::ScenarioSetup s;
    s.id = id;
    if (!c.start(s).isEmpty())
        return 1;
    c.play();
    const long rss0 = residentKiB();
    const double history0 = double(c.history().totalBytes()) / 1048576.0;
    std::printf("%s: frame, resident MB (growth), history accounted MB, key frames MB, input events\n", name);
    for (long f = 1; f <= kFrames; ++f) {
        // The pointer circles the stage centre, as a teacher's hand would wander.
        const double a = double(f) * 0.01;
        c.pointerMoved(QPointF(275 + 150 * std::cos(a), 200 + 120 * std::sin(a)));
        c.playStep();
        if (f % kSample != 0)
            continue;
        const steer::History& h = c.history();
        const double rssGrowth = double(residentKiB() - rss0) / 1024.0;
        const double accounted = double(h.totalBytes()) / 1048576.0 - history0;
        std::printf("  %7ld  %7.1f  %7.1f  %6.1f  %zu\n", f, rssGrowth, accounted, double(h.keyFrameBytes()) / 1048576.0,
                    h.log().eventCount());
        if (!c.world().allFinite()) {
            std::printf("FAIL: %s is not finite at frame %ld\n", name, f);
            return 1;
        }
        if (h.keyFrameBytes() > steer::History::kDefaultBudget) {
            std::printf("FAIL: key frames %zu bytes exceed the budget %zu\n", h.keyFrameBytes(),
                        steer::History::kDefaultBudget);
            return 1;
        }
        if (rssGrowth > accounted + kSlackMB) {
            std::printf("FAIL: resident memory grew %.1f MB, the history accounts for %.1f MB (+%.0f MB slack)\n",
                        rssGrowth, accounted, kSlackMB);
            return 1;
        }
    }
    c.pause();
    return 0;
}
} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    if (soak(steer::ScenarioId::Flock, "flock") != 0)
        return 1;
    if (soak(steer::ScenarioId::Seek, "seek") != 0)
        return 1;
    std::printf("soak: memory stayed within the history's bound\n");
    return 0;
}
