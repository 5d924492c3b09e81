// Soak benchmark (not a test): long play in the real window (issue #36 item 7: a 20-boid flock
// played at 4x grew from 79 to 196 MB in 25 minutes, still about 3 MB a minute at the end).
//
// The window at 1280x720 offscreen, shown, with trails on and the Plots dock in front, plays at 4x
// as its timer does (Controller::playTick: four frames a tick, the last one shown), but as fast as
// the machine goes: after each tick the event loop delivers what showing the frame posted (the
// paints, the stage's paint-ahead hand-off, layout requests). The formula panel is given the
// simulated clock (a tick is 1/30 s), so it lays out as many frames as at the real pace.
//  - flock (20 boids, the demo): the pointer is not recorded;
//  - seek: the pointer moves over the stage every tick (a mouse move on the stage's viewport), so
//    the input log grows by one event a frame, which the history's accounting counts.
// Each scenario runs in its own process (a scenario switch keeps the old run for undo).
//
// Prints the resident memory every 10 minutes of simulated play, beside what the history accounts
// for (History::totalBytes: key frames, input log, cache) and the allocator's bytes in use
// (mallinfo2). Returns 1, saying why, when the resident set grows by more than the history's own
// growth plus 50 MB (issue #36: an hour at 4x stays under the history's budget plus 50 MB), or
// when the played world is not finite.
//
// An hour does not fit here: a shown flock frame costs 8-17 ms of this shared 2-core machine (the
// stage with trails, the formulas, the plot), an hour 15-30 minutes. So it plays 20 minutes of
// each scenario by default (144 000 frames, 36 000 shown; 6-20 minutes in all; a 10-minute run's
// second half still holds the caches settling after the history's cache fills) and also projects
// the growth the history does not account for to an hour, from its rate over the second half of
// the run (the first half fills Qt's and the painters' caches); it fails when that projection
// passes 50 MB too. `bench_window_soak 60` plays the hour.
// `bench_window_soak [minutes] flock|seek` runs one scenario, in this process.
//
// Figures (2026-11-28, 10 minutes each, other builds running; resident MB at 0 and 10 minutes,
// growth, and what the history's own accounting grew by):
//   before (187546f)  seek   59.8 -> 79.0  (+19.1, history +5.0)   flock  61.4 -> 145.7 (+84.3, history +64.1)
//   after             seek   59.8 -> 76.1  (+16.4, history +5.0)   flock  60.9 -> 146.2 (+85.3, history +64.1)
// The seek's plot tracker held a copy of the input log (now a digest), the claims tracker one
// set of values per frame (now one per 64 frames); the plot's series (64 bytes a frame, every
// frame drawn and exported) is what is left: 4.6 MB in 10 minutes, 27.6 MB in an hour. The flock
// path has neither input nor claims, so its figures are the same before and after: about 21 MB
// the history does not account for after 10 minutes (the series, Qt's and the painters' bounded
// caches filling), 1.36 MB a minute over minutes 5-10, projected to 89.7 MB in an hour: this
// benchmark FAILS for the flock today. The series explains 0.46 MB a minute; the rest is not yet
// found (the allocator's overhead on the history cache's many small blocks, which totalBytes does
// not count, is the first suspect: it would stop when the cache reaches its 64 MB budget).
//
// Looked at again (2026-11-28, wt-d): heaptrack of `bench_window_soak 2 flock` and `4 flock` (each
// exits still playing, so what is held shows as "leaked"), then `heaptrack_print --diff` of the
// two: what was allocated in minutes 2-4 and still held is 25.7 MB of history worlds (18.4 MB
// vehicle arrays, 4.9 MB the vehicles' programs, 2.3 MB map nodes; the history accounts 25.6 MB)
// and 1.05 MB of plot series; nothing else grows by more than 25 KB. Without heaptrack, 4 minutes:
// resident +63.9 MB, history +51.2 MB, bytes in use (mallinfo2) +62.3 MB: the resident growth is
// memory in use, not fragmentation (a run with MALLOC_MMAP_THRESHOLD_=262144 was not finished).
// So what the history does not account for is the plot series (64 bytes a frame) plus the
// allocator's per-block overhead on the history's own small blocks (a program of one call is a
// 56-byte request in a 64-byte chunk, 20 per world, and a map node per world): that part grows
// with the history and stops with it, but this projection extrapolates it linearly. Not fixed.
//
// wt-e (2026-11-28): the plot series is compact now (plot_series.h: the newest 32 768 to 65 536
// frames every digit, older ones as floats: 32 bytes a frame instead of 64, 13.8 instead of 27.6 MB
// an hour at 4x); the benchmark prints the plot's bytes (capacity) and checks that the history
// keeps to its own budget (for the flock: 48 MB of key frames, 48 MB of cached states, the input
// log). `STEER_SOAK_EVERY=1 bench_window_soak 10 flock` (a row a minute, load average 16 from
// other builds, 2 minutes of wall time a minute of play), minutes 0-5:
//   min  resident  growth  history+  keys  plot  heap+
//   0      62.0      0.0     0.0     0.0   0.0    0.0
//   1      80.2     18.3    12.8     1.6   0.5   17.8
//   2      96.5     34.5    25.6     3.2   1.0   33.8
//   3     112.2     50.2    38.4     4.8   2.0   49.4
//   4     127.4     65.4    51.2     6.4   2.0   64.0
//   5     135.0     73.0    56.0     8.0   4.0   69.9
//   6     138.3     76.4    57.6     9.6   4.0   73.0
//   7     140.0     78.1    59.2    11.2   4.0   71.6
//   8     141.4     79.4    60.8    12.9   4.0   74.1
//   9     143.0     81.0    62.4    14.5   4.0   76.7
//   10    146.7     84.7    64.1    16.1   5.0   80.5
//   not accounted by the history: 20.7 MB after 10 minutes, 0.74 MB a minute over minutes 5-10,
//   57.8 MB projected to an hour: FAIL (before: 21 MB, 1.36 MB a minute, 89.7 MB).
// Minutes 6-9 the unaccounted part is flat (18.8, 18.9, 18.6, 18.6 MB); the step at minute 10
// (+2.0 MB) is the plot series' first float block (frame 65 536) beside its exact part. The
// projection's slope (the last half of the run) still holds the settling of minutes 5-6, so a
// 10-minute run overstates the hour; `bench_window_soak 20 flock` would take its slope from
// minutes 10-20 (not run: no time left). The paragraph below was written at minute 7.
// The cache of shown states fills its 48 MB in 4.4 minutes; after that the history grows by its
// key frames only (1.6 MB a minute, until their 48 MB at about 35 minutes). Not accounted by the
// history at 3, 4, 5, 6 minutes: 11.8, 14.2, 17.0, 18.8 MB, of which 2-4 MB the plot's exact
// part; the heap in use (heap+) follows the resident set within 3.5 MB, so it is memory in use,
// not fragmentation. Minute 5 to 6 (cache full, plot's capacity unchanged): the heap in use grew
// 3.1 MB, the history 1.6: 1.5 MB in use that neither accounts for; minute 6 to 7 the resident
// set grew 1.7 MB, the history 1.6 (the unaccounted part 18.8 -> 18.9 MB, the heap in use fell by
// 1.4 MB). So the growth minutes 4-6 looks like bounded caches settling after the cache of shown
// states filled, not a steady leak; one minute is too short a slope to be sure (heaptrack --diff of
// minutes 5 and 8 is the next step if it goes on). The 10-minute run did not finish before this
// session's deadline, so the pass of the whole run is NOT established here; the vehicles' programs in
// every saved world (a fifth of a flock's world) are not yet shared (a SharedProgram in
// core/program.h was written and not built in time): that lowers the history's growth before
// its budget is reached, not the budget.
//
// 20 minutes, flock (2026-11-28, the lead, after the merges; `STEER_SOAK_EVERY=1 bench_window_soak 20
// flock`, mostly beside a CI run): resident 62.1 -> 164.4 MB (+102.4), the history +80.1 (key frames
// 32.1 MB, its cache of shown states full at 48 MB), the plot 8 MB. Not accounted by the history,
// minutes 10-20: 19.5, 19.4, 20.2, 20.6, 21.1, 20.6, 20.6, 21.4, 21.9, 22.8, 22.3 MB: 0.27 MB a minute,
// about what the plot's float part grows by (32 bytes x 7 200 frames a minute = 0.23 MB), 33.2 MB
// projected to an hour: PASS (limit 50 MB). With the history at its budget (48 + 48 MB and the
// input log) an hour stays under that budget plus 50 MB, as issue #36 asks.
#include "controller.h"
#include "formula_panel.h"
#include "history.h"
#include "main_window.h"
#include "overlay_panel.h"
#include "plots_panel.h"
#include "resident_memory.h"
#include "scenarios.h"
#include "stage_view.h"

#include <QApplication>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QMouseEvent>
#include <QTimer>

#include <malloc.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace {
using benchmem::residentKiB;

constexpr double kSlackMB = 50.0;      // issue #36: the history's own memory plus 50 MB
constexpr long kTicksPerMinute = 60 * Controller::kFramesPerSecond;
constexpr double kSpeed = 4.0;

// The controller's play timer (30 Hz, repeating, precise) is ours to drive: its own timer events
// are swallowed, so every frame played is one of our ticks and the frame count is exact.
class PlayTimerMute : public QObject {
public:
    long swallowed = 0;

protected:
    bool eventFilter(QObject* o, QEvent* e) override
    {
        if (e->type() == QEvent::Timer)
            if (auto* t = qobject_cast<QTimer*>(o); t && !t->isSingleShot() && t->timerType() == Qt::PreciseTimer &&
                                                    t->interval() == 1000 / Controller::kFramesPerSecond) {
                ++swallowed;
                return true;
            }
        return QObject::eventFilter(o, e);
    }
};

void settle()
{
    for (int pass = 0; pass < 2; ++pass) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
    }
}

double heapMB() { return double(mallinfo2().uordblks) / 1048576.0; }

int soak(const char* name, steer::ScenarioId id, int minutes, bool exitPlaying)
{
    int argc = 1;
    char arg0[] = "bench_window_soak";
    char* argv[] = {arg0, nullptr};
    QApplication app(argc, argv);
    PlayTimerMute mute;
    app.installEventFilter(&mute);
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    Controller* c = window.controller();
    steer::ScenarioSetup setup;
    setup.id = id;
    if (QString err = c->start(setup); !err.isEmpty()) {
        std::printf("FAIL: %s does not start: %s\n", name, qPrintable(err));
        return 1;
    }
    window.overlayPanel()->setTrails(true);
    if (auto* plots = window.findChild<QDockWidget*>(QStringLiteral("plotsDock"))) {
        plots->show();
        plots->raise();
    }
    long ticks = 0; // the simulated clock: one tick is 1/30 s
    window.formulaPanel()->setClock([&ticks] { return qint64(ticks * 1000 / Controller::kFramesPerSecond); });
    c->setSpeed(kSpeed);
    settle();

    StageView* view = window.stageView();
    QWidget* viewport = view->viewport();
    const steer::World& w0 = c->world();
    const double cx = w0.stageWidth / 2, cy = w0.stageHeight / 2;
    const double rx = w0.stageWidth * 0.3, ry = w0.stageHeight * 0.3;

    // A row every 10 minutes of play (STEER_SOAK_EVERY=1: every minute, to see a slope).
    const int rowEvery = std::max(1, qEnvironmentVariableIntValue("STEER_SOAK_EVERY") > 0 ? qEnvironmentVariableIntValue("STEER_SOAK_EVERY") : 10);
    const long rss0 = residentKiB();
    const double heap0 = heapMB();
    const double history0 = double(c->history().totalBytes()) / 1048576.0;
    std::printf("%s: %d minutes at %.0fx in the window (1280x720, trails, plots in front)\n", name, minutes, kSpeed);
    const PlotsPanel* plotsPanel = window.plotsPanel();
    auto plotMB = [plotsPanel] { return plotsPanel ? double(plotsPanel->series(0).bytes()) / 1048576.0 : 0.0; };
    std::printf("  %-4s %8s %9s %8s %9s %9s %8s %8s %9s %6s\n", "min", "frame", "resident", "growth", "history+",
                "keys MB", "plot MB", "heap+", "events", "wall s");
    std::printf("  %-4d %8lld %9.1f %8.1f %9.1f %9.1f %8.1f %8.1f %9zu %6.0f\n", 0, static_cast<long long>(c->frame()),
                double(rss0) / 1024.0, 0.0, 0.0, double(c->history().keyFrameBytes()) / 1048576.0, plotMB(), 0.0,
                c->history().log().eventCount(), 0.0);
    std::fflush(stdout);
    QElapsedTimer wall;
    wall.start();
    c->play(); // playing as the window plays (the pointer is recorded only then); the ticks are ours
    int status = 0;
    std::vector<double> unaccountedAt{0.0}; // resident growth the history does not account for, per minute
    for (int minute = 1; minute <= minutes && status == 0; ++minute) {
        for (long t = 0; t < kTicksPerMinute; ++t) {
            ++ticks;
            if (id == steer::ScenarioId::Seek) { // the teacher's hand circling the stage
                const double a = double(ticks) * 0.02;
                const QPoint at = view->mapFromScene(QPointF(cx + rx * std::cos(a), cy + ry * std::sin(a)));
                QMouseEvent move(QEvent::MouseMove, QPointF(at), QPointF(viewport->mapToGlobal(at)), Qt::NoButton,
                                 Qt::NoButton, Qt::NoModifier);
                QCoreApplication::sendEvent(viewport, &move);
            }
            c->playTick();
            settle();
        }
        const double unaccounted = double(residentKiB() - rss0) / 1024.0 -
                                   (double(c->history().totalBytes()) / 1048576.0 - history0);
        unaccountedAt.push_back(unaccounted);
        if (!c->world().allFinite()) {
            std::printf("FAIL: %s is not finite at frame %lld\n", name, static_cast<long long>(c->frame()));
            status = 1;
        }
        if (minute % rowEvery != 0 && minute != minutes)
            continue;
        const steer::History& h = c->history();
        const double rss = double(residentKiB()) / 1024.0;
        const double growth = rss - double(rss0) / 1024.0;
        const double accounted = double(h.totalBytes()) / 1048576.0 - history0;
        std::printf("  %-4d %8lld %9.1f %8.1f %9.1f %9.1f %8.1f %8.1f %9zu %6.0f\n", minute, static_cast<long long>(c->frame()),
                    rss, growth, accounted, double(h.keyFrameBytes()) / 1048576.0, plotMB(), heapMB() - heap0,
                    h.log().eventCount(), double(wall.elapsed()) / 1000.0);
        std::fflush(stdout);
        // The history keeps to its own budget: key frames within theirs, the cache within its own.
        const double keyBudget = double(h.keyFrameBudget()) / 1048576.0;
        const double cacheBudget = double(std::min(h.keyFrameBudget(), steer::History::kCacheBudget)) / 1048576.0;
        if (double(h.keyFrameBytes()) / 1048576.0 > keyBudget || double(h.cacheBytes()) / 1048576.0 > cacheBudget) {
            std::printf("FAIL: %s: the history holds %.1f MB of key frames (budget %.1f) and %.1f MB of cached states "
                        "(budget %.1f)\n",
                        name, double(h.keyFrameBytes()) / 1048576.0, keyBudget, double(h.cacheBytes()) / 1048576.0,
                        cacheBudget);
            status = 1;
        }
        if (growth > accounted + kSlackMB) {
            std::printf("FAIL: %s: resident memory grew %.1f MB in %d minutes of play; the history accounts for %.1f MB "
                        "(+%.0f MB allowed)\n",
                        name, growth, minute, accounted, kSlackMB);
            status = 1;
        }
    }
    if (status == 0) {
        const int half = minutes / 2;
        const double rate = (unaccountedAt.back() - unaccountedAt[std::size_t(half)]) / double(minutes - half);
        const double hour = unaccountedAt.back() + rate * double(std::max(0, 60 - minutes));
        std::printf("  not accounted by the history: %.1f MB after %d minutes, %.2f MB a minute over the last %d, "
                    "%.1f MB projected to an hour\n",
                    unaccountedAt.back(), minutes, rate, minutes - half, hour);
        if (hour > kSlackMB) {
            std::printf("FAIL: %s: the growth the history does not account for would reach %.1f MB in an hour "
                        "(+%.0f MB allowed)\n",
                        name, hour, kSlackMB);
            status = 1;
        }
    }
    if (exitPlaying) // what is still held after playing, for a profiler (heaptrack's "leaked")
        std::exit(status);
    c->pause();
    settle();
    if (c->frame() != long(kSpeed) * ticks) {
        std::printf("FAIL: %s played %lld frames in %ld ticks at %.0fx\n", name, static_cast<long long>(c->frame()), ticks, kSpeed);
        status = 1;
    }
    return status;
}

} // namespace

int main(int argc, char** argv)
{
    const int minutes = argc > 1 ? std::max(2, std::atoi(argv[1])) : 20;
    struct Run {
        const char* name;
        steer::ScenarioId id;
    };
    const Run runs[] = {{"flock", steer::ScenarioId::Flock}, {"seek", steer::ScenarioId::Seek}};
    int failed = 0;
    for (const Run& run : runs) {
        if (argc > 2 && std::strcmp(argv[2], run.name) != 0)
            continue;
        std::fflush(stdout);
        // The one scenario asked for runs in this process and exits still playing, so that a
        // profiler (heaptrack) reports what was held at the end as leaked.
        if (argc > 2)
            return soak(run.name, run.id, minutes, true);
        // A process of its own: the resident set starts from the window alone, and what one
        // scenario left behind is not counted against the next.
        const pid_t pid = fork();
        if (pid == 0)
            std::_Exit(soak(run.name, run.id, minutes, false));
        int status = 0;
        if (pid < 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
            std::printf("FAIL: %s ended with status %d\n", run.name, status);
            failed = 1;
        }
    }
    if (failed == 0)
        std::printf("window soak: the resident set stayed within the history's growth plus %.0f MB\n", kSlackMB);
    return failed;
}
