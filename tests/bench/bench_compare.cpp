// Benchmark, not a test: compare mode's cost (issue #11, "Speed"). The real window, offscreen at
// 1920x1080, shows the 20-vehicle flock with the overlay on in four panes (the main run, alignment
// as printed, alignment of Cocos, in sight by distance only) and
//   1. plays through its own timer (Controller::play, 30 ticks a second) for N shown frames and
//      prints the process CPU time per shown frame (simulation of four runs, their previews, the
//      formula panel, every repaint) and the pace kept (frames advanced against 30 x elapsed time);
//   2. steps N frames by hand, repainting every pane at once after each, and prints the median and
//      worst wall time of one such frame: under 33.3 ms is 30 frames a second.
// Returns 1 only for a WRONG result, never for a time: a pane not at the main frame, or a pane's
// world that is not the straight core run of its own set-up. `bench_compare N` (default 90).
//
// Figures on the 2-core machines, release build, flock with 20 vehicles, 4 panes, 1920x1080:
//                                   2026-11-23    2026-11-24 night     2026-11-24 morning
//                                   (before)      (label pictures,     (panes painted ahead on
//                                                 pool capped)         the second core, 7 runs)
//   step + repaint of all 4 panes   52.6 ms       30.5-44.4 ms         25.1-28.6 ms (GUI thread
//                                                                      alone in the same runs:
//                                                                      27.2-33.3 ms)
//   playing at 1x, CPU/shown frame  57.3 ms       29.2-46 ms           31.6-36.0 ms
//   playing at 1x, pace kept        0.59          0.71-1.00            0.97-1.00 (0.91-0.93 with
//                                                                      BENCH_PAINT_AHEAD=0)
//   main view alone                 10.9 ms       5.8-10.6 ms          7.4-9.5 ms
// What changed: labels painted once into a picture and copied (diagrams/paint_kit.cpp), Qt's
// painting pool capped at cores - 1 (stage_view.cpp), the numbers table laid out only when its rows
// change, and the panes painted on a reserved pool thread while the GUI thread goes on with the
// frame and paints the main view (app/stage_paint_ahead.h): four panes now play at 30 frames a
// second here.
#include "bench_check.h"
#include "compare_mode.h"
#include "controller.h"
#include "language.h"
#include "main_window.h"
#include "scenarios.h"
#include "stage_paint_ahead.h"
#include "stage_view.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>
#include <QThreadPool>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <vector>

namespace {
qint64 processCpuNs()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

void settle()
{
    for (int pass = 0; pass < 12; ++pass) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
    }
}

// Every pane at the main frame, equal to the straight run of its set-up to that frame.
bool inLockstep(const Controller& c, const CompareMode& mode)
{
    bool ok = true;
    for (int k = 0; k < mode.paneCount(); ++k) {
        const steer::History& h = mode.pane(k).history();
        if (h.frame() != c.frame()) {
            std::fprintf(stderr, "bench_compare: WRONG RESULT: pane %d at frame %lld, main at %lld\n", k + 1,
                         static_cast<long long>(h.frame()), static_cast<long long>(c.frame()));
            ok = false;
            continue;
        }
        steer::World straight;
        steer::buildWorld(mode.pane(k).setup(), straight);
        straight.recordExplanations = false;
        while (straight.frame < c.frame())
            straight.step();
        ok = benchcheck::finite("bench_compare", h.current()) && benchcheck::sameAsStraightRun("bench_compare", h.current(), straight) && ok;
    }
    return ok;
}
} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    language::install(QStringLiteral("en"));
    const int frames = argc > 1 ? std::max(10, std::atoi(argv[1])) : 90;

    MainWindow window;
    window.resize(1920, 1080);
    // BENCH_QT_POOL=N overrides the size of Qt's painting thread pool the window chose, to compare.
    if (qEnvironmentVariableIsSet("BENCH_QT_POOL"))
        QThreadPool::globalInstance()->setMaxThreadCount(qEnvironmentVariableIntValue("BENCH_QT_POOL"));
    Controller* c = window.controller();
    steer::ScenarioSetup flock;
    flock.id = steer::ScenarioId::Flock;
    if (QString err = c->start(flock); !err.isEmpty()) {
        std::fprintf(stderr, "bench_compare: WRONG RESULT: flock does not start: %s\n", qPrintable(err));
        return 1;
    }
    CompareMode* mode = window.compareMode();
    if (QString err = mode->setSpecTexts({QStringLiteral("variant:alignment=printed"), QStringLiteral("variant:alignment=cocos"),
                                          QStringLiteral("variant:insight=all")});
        !err.isEmpty() || mode->paneCount() != 3) {
        std::fprintf(stderr, "bench_compare: WRONG RESULT: the panes do not open: %s\n", qPrintable(err));
        return 1;
    }
    window.show();
    settle();

    // 1. Playing through the window's own timer (BENCH_PAINT_AHEAD=0: every pane on the GUI thread).
    const bool aheadWhilePlaying = qEnvironmentVariableIntValue("BENCH_PAINT_AHEAD") != 0
        || !qEnvironmentVariableIsSet("BENCH_PAINT_AHEAD");
    paint_ahead::setEnabled(aheadWhilePlaying);
    int shown = 0;
    QEventLoop loop;
    const auto conn = QObject::connect(c, &Controller::worldChanged, &loop, [&] {
        if (++shown >= frames)
            QTimer::singleShot(0, &loop, &QEventLoop::quit); // after this frame is painted
    });
    QTimer::singleShot(frames * 200 + 2000, &loop, &QEventLoop::quit);
    const qint64 frame0 = c->frame();
    QElapsedTimer wall;
    wall.start();
    const qint64 cpu0 = processCpuNs();
    c->play();
    loop.exec();
    c->pause();
    const double cpuMs = double(processCpuNs() - cpu0) / 1e6 / std::max(1, shown);
    const double pace = double(c->frame() - frame0) / (Controller::kFramesPerSecond * double(wall.elapsed()) / 1000.0);
    QObject::disconnect(conn);
    settle();
    bool ok = inLockstep(*c, *mode);

    // 2. One frame stepped and all four panes painted at once, by hand: with the panes painted
    // ahead on the second core (the default), and, for comparison, all on the GUI thread, in
    // alternating blocks so that both see the same machine.
    std::vector<StageView*> views{window.stageView()};
    for (int k = 0; k < mode->paneCount(); ++k)
        views.push_back(mode->paneView(k));
    std::vector<double> ms, serial;
    for (int i = 0; i < 2 * frames; ++i) {
        const bool ahead = (i / 10) % 2 == 0;
        paint_ahead::setEnabled(ahead);
        QElapsedTimer t;
        t.start();
        c->stepForward();
        for (StageView* v : views)
            v->viewport()->repaint();
        (ahead ? ms : serial).push_back(double(t.nsecsElapsed()) / 1e6);
    }
    paint_ahead::setEnabled(true);
    std::sort(ms.begin(), ms.end());
    std::sort(serial.begin(), serial.end());
    ok = inLockstep(*c, *mode) && ok;
    // The same with the main view alone, for scale (what one pane costs on this machine now).
    std::vector<double> alone;
    mode->turnOff();
    settle();
    for (int i = 0; i < frames; ++i) {
        QElapsedTimer t;
        t.start();
        c->stepForward();
        window.stageView()->viewport()->repaint();
        alone.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    std::sort(alone.begin(), alone.end());

    std::printf("bench_compare: flock (20 vehicles), overlay on, 4 panes, 1920x1080, %d frames\n", frames);
    std::printf("  playing at 1x%s: %.2f ms CPU per shown frame (%.0f %% of one core at 30 fps), pace %.2f\n",
                aheadWhilePlaying ? "" : " (every pane on the GUI thread)", cpuMs, cpuMs * Controller::kFramesPerSecond / 10.0,
                pace);
    std::printf("  step + repaint of all panes: median %.2f ms, worst %.2f ms (30 fps needs under 33.3 ms)\n",
                ms[ms.size() / 2], ms.back());
    std::printf("  the same with every pane painted by the GUI thread: median %.2f ms, worst %.2f ms\n",
                serial[serial.size() / 2], serial.back());
    std::printf("  the same with the main view alone (compare off): median %.2f ms\n", alone[alone.size() / 2]);
    std::printf("  panes in lockstep with the main run: %s\n", ok ? "yes" : "NO");
    return ok ? 0 : 1;
}
