// Benchmark, not a test: what playing a demo costs a teacher's laptop (issue 15). The real window,
// offscreen at 1280x800, plays each demo through its own timer (Controller::play, 30 ticks a
// second) for a fixed number of shown frames at 1x and at 4x, and prints the process CPU time per
// shown frame (simulation, preview, formula panel, plot, stage and every repaint, whatever thread)
// and what that is as a share of one core at 30 shown frames a second. It also prints whether the
// window kept the requested speed (frames advanced against speed x 30 x elapsed time).
//
// Returns 1 only for a WRONG result, never for a time: a played world that is not the straight
// core run's, anything painted while paused, or anything painted while the window is hidden or
// minimised (where it must still advance). `bench_play N` plays N shown frames per run (default 90: three seconds each).
//
// Figures on the shared 2-core machine, 1x, share of one core (other builds were running; the same
// build varies by up to half between runs, so only large differences mean anything):
//   demo                  before (066324f)   after (issue #15 caches)
//   seek                        24.9 %             17.9 %
//   avoid                       83.5 %             64.1 %
//   flock                       55.1 %             50.0 %
//   lennard-jones               40.9 %             35.8 %
//   flock, formulas closed      49.7 %             38.8 %
//   paused / hidden         0 / 0 paint events  0 / 0 paint events
// Formula labels that lay their text out once per text (PanelLabel, 2026-11-24; idle machine, two
// rounds each, before -> after): flock 32.1/29.5 % -> 24.1/22.5 %, avoid 69.3/44.1 % -> 37.3/52.0 %,
// flock with ru + zh_CN 33.4/33.9 % -> 29.9/27.1 %; avoid at 4x kept pace (0.84 before). With the
// formulas closed the flock costs 22 %: what is left is the stage, the event loop and the raster
// engine handing fills to the thread pool, no longer the formula text.
// Layouts not redone for texts that keep their size (steady_layout.h) and the frame counter,
// timeline and formula heading opaque (2026-11-24, before -> after, 120 frames, alternating runs):
// seek 10.3/14.7/13.2/10.6/10.5 % -> 9.0/7.5/7.8/7.9/7.8 %; lennard-jones 19.8/20.3 % -> 16.9/17.6 %;
// flock and avoid unchanged within the noise (their stage is the cost). The main window was laid
// out 1.48 times a shown frame in seek, now 0.12; its paint events 3.25 -> 1.0 a frame.
// Tried and dropped (2026-11-24 evening, flock, 120 frames, alternating runs): Qt 6.4 hands each
// fill of 96 spans or more to QThreadPool::globalInstance() (its pool, not a private one). Running
// those pieces on the GUI thread instead (an LD_PRELOAD experiment, not shippable) cut the context
// switches of a flock run from 336 000 to 1 000, but the CPU only from 21-23 % to 18-24 %, within
// the noise. Painting the main stage ahead on a pool thread, as compare panes are, with the
// legend and a lesson's notes painted over the picture on the GUI thread (pixel-identical in
// tests), halved the switches and saved no CPU either (flock 21-28 % with, 24-28 % without).
// What is left is the stroking itself: QPaintEngineEx::stroke (outline, round caps flattened by
// QBezier::addToPolygon, then rasterised) is 41 % of a flock frame with the formulas closed.
// Measured again (2026-11-24 night, `perf stat` task-clock and context switches, alternating
// runs), the hand-offs did cost: the same LD_PRELOAD experiment took avoid with the formulas
// closed from 2 500-2 900 ms to 1 500-2 000 ms of CPU (190 000 -> 270 switches). Shipped instead:
// the stage item painted on a pool thread in one piece (StageView::paintEvent, paint_ahead::
// paintNow), whose fills Qt does not split; avoid's switches 190 000 -> 17 000. Before -> after,
// 1x ms a frame, three alternating rounds: avoid 12.0-13.4 -> 9.3-12.5 (with the label change
// below), avoid formulas closed 9.1-12.1 -> 6.9-8.2, flock 6.1-10.1 -> 5.6-6.5, flock formulas
// closed 6.2-6.7 -> 4.8-5.0, seek 2.6-3.6 both. Formula labels sharing their shapes' answers and
// laid out only when painted (PanelLabel): texts laid out per shown frame, avoid 103 -> 41, flock
// 47 -> 28.
// Smaller costs found by perf (2026-11-25, `perf record --call-graph dwarf`, 1x and 4x): the
// formula labels built a string key for each of a layout pass's questions (3.6 % of seek), the
// frame counter and the plot's value measured each new text three times as QLabel (4.8 % of
// seek), and the legend was drawn again each time a row came back (2.5 % of the flock). Now the
// labels keep the answers found last, the two counters answer by the text's shape (DigitsLabel),
// and eight legends are kept. Alternating runs (base = ac8abb7), 1x ms a frame: seek 2.90/2.85/
// 2.74 -> 2.70/2.67/2.74 (whole seek runs by perf stat 3 219/3 221/3 360 -> 3 251/3 178/3 144 ms);
// flock, lennard-jones, avoid and path within the noise (it swings by a half between runs here).
// Then: at 4x the plots and claims read the frames between the shown ones from the shown frame
// before, not from the key frame before (a flock stepped 591 frames over 41 shown frames only to
// reach them, now at most 41; 3 % of a played flock), and the stage's viewport no longer fills
// its background under the opaque picture (2 %), the formula panel keeps the labels whose places
// still fit when lines come and go (1.4 %), and the stage is painted straight into the backing
// store instead of a picture copied there (4 % of seek). Whole runs at the start and the end of
// that session (2026-11-24/25, one full run each plus a second of the main demos; 1x / 4x, share
// of a core): seek 8.2/10.2 % -> 7.3/8.5 and 6.9/7.0 %; flock 22.7/23.4 % -> 20.5/16.3 and
// 20.8/23.5 %; avoid 29.7/31.1 % -> 27.0/23.5 and 30.0/27.0 %; lennard-jones 20.7/19.4 % ->
// 14.2/14.7 and 13.8/12.4 %; flock in ru + zh_CN 25.1/27.9 % -> 19.8/19.7 and 19.8/17.9 %;
// flock with the formulas closed 19.1/18.6 % -> 14.3/15.1 and 13.4/13.8 %.
// What a frame can not lose while its pixels stay the same: the selected vehicle's dashed and
// dotted round-capped strokes and the other vehicles' round-capped vectors. Measured apart on a
// pool thread, as the stage is painted (paintOverlay of frame 100 into a 1000x700 image at 1.2
// pixels a unit, a scratch program, not kept): flock's overlay
// 3.1 ms (other vehicles' vectors 1.25, 12 dotted neighbour links alone about 0.9), avoid's 3.9 ms
// (dashed circles and links): 9-12 % of a core at 30 frames a second before anything else.
// bench_stage now measures the stage picture alone, steadily (2026-11-25, 820x740, one thread):
// seek 0.45 ms, flock 2.34 ms, avoid 2.66 ms, lennard-jones 1.75 ms a picture. Drawing the others'
// arrows one by one instead of 16 lines to a stroke took the flock to 2.1 ms but changed about
// 200 pixels (where arrows meet): not shipped.
// The formula panel at most 10 times a second instead of 15 (FormulaPanel::kMinIntervalMs 66 ->
// 100, 2026-11-25; three alternating rounds, 1x ms a frame, median): seek 3.06 -> 1.97 (runs
// 1.64-3.07 -> 1.79-1.97), lennard-jones 4.80 -> 4.18, flock 5.25 -> 4.66, flock in ru + zh_CN
// 4.91 -> 4.33; texts laid out a shown frame: seek 11.1 -> 9.3, flock 32.9 -> 25.5.
//
// BENCH_PLAY_PAINTS=1 prints, per run, the paint events (and pixels) and the layout requests per
// shown frame of each widget, by class and nearest object name: what repaints and what is laid out.
// BENCH_PLAY_ONLY=<label start> runs only those demos and skips the paused and hidden checks.
#include "bench_check.h"
#include "controller.h"
#include "formula_panel.h"
#include "history.h"
#include "language.h"
#include "main_window.h"
#include "panel_label.h"
#include "stage_view.h"

#include <QDockWidget>
#include "scenarios.h"
#include "table_scenarios.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QPaintEvent>
#include <QTimer>

#include <cstdio>
#include <map>
#include <cstdlib>
#include <ctime>
#include <string>

namespace {
qint64 processCpuNs()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

// Counts paint events delivered to any widget of the application.
class PaintCounter : public QObject {
public:
    int paints = 0;
    std::map<std::string, std::pair<int, qint64>> byWidget; // class and object name -> paint events, pixels (BENCH_PLAY_PAINTS)
    std::map<std::string, int> relayouts; // class and object name -> layout requests delivered

    // The class, and the nearest object name up the parents (most of the window's widgets are unnamed).
    static std::string nameOf(const QObject* o)
    {
        QString name = QString::fromLatin1(o->metaObject()->className());
        for (const QObject* up = o; up; up = up->parent())
            if (!up->objectName().isEmpty()) {
                name += QLatin1Char(' ') + up->objectName();
                break;
            }
        return name.toStdString();
    }

protected:
    bool eventFilter(QObject* o, QEvent* e) override
    {
        if (e->type() == QEvent::LayoutRequest)
            ++relayouts[nameOf(o)];
        if (e->type() == QEvent::Paint) {
            ++paints;
            const std::string name = nameOf(o);
            auto& [events, pixels] = byWidget[name];
            ++events;
            for (const QRect& r : static_cast<QPaintEvent*>(e)->region())
                pixels += qint64(r.width()) * r.height();
        }
        return QObject::eventFilter(o, e);
    }
};

PaintCounter* g_counter = nullptr;

void settle()
{
    for (int pass = 0; pass < 12; ++pass) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
    }
}

// Runs the event loop until `shown` frames were shown (worldChanged) or `maxMs` passed.
void runUntilShown(Controller* c, int shown, int maxMs)
{
    QEventLoop loop;
    int count = 0;
    const auto conn = QObject::connect(c, &Controller::worldChanged, &loop, [&] {
        if (++count >= shown)
            QTimer::singleShot(0, &loop, &QEventLoop::quit); // after this frame is painted
    });
    QTimer::singleShot(maxMs, &loop, &QEventLoop::quit);
    loop.exec();
    QObject::disconnect(conn);
}

struct Result {
    double cpuMsPerFrame = 0;
    double share = 0; // of one core at 30 shown frames per second
    double pace = 0;  // frames advanced / frames the speed asked for in the elapsed time
    double layouts = 0; // formula texts laid out per shown frame (PanelLabel::layoutCount)
    bool ok = true;
};

struct Run {
    const char* label;
    steer::ScenarioId id;
    const char* second; // second language of the formulas, "" for none
    bool formulasHidden = false; // the Formulas dock closed: what the panel costs by difference
    bool stageCachesOff = false; // StageView::setPaintCachesEnabled(false): what the caches save
};

Result play(MainWindow& window, const Run& run, double speed, int frames)
{
    Controller* c = window.controller();
    steer::ScenarioSetup setup;
    setup.id = run.id;
    Result r;
    if (QString err = c->start(setup); !err.isEmpty()) {
        std::fprintf(stderr, "bench_play: WRONG RESULT: %s does not start: %s\n", run.label, qPrintable(err));
        r.ok = false;
        return r;
    }
    window.setExtraLanguages(language::extraLanguagesFrom(QString::fromLatin1(run.second)));
    window.formulaDock()->setVisible(!run.formulasHidden);
    window.stageView()->setPaintCachesEnabled(!run.stageCachesOff);
    c->setSpeed(speed);
    settle();
    const qint64 frame0 = c->frame();
    int shown = 0;
    const auto conn = QObject::connect(c, &Controller::worldChanged, [&] { ++shown; });
    QElapsedTimer wall;
    wall.start();
    const qint64 cpu0 = processCpuNs();
    const long long layouts0 = PanelLabel::layoutCount();
    g_counter->byWidget.clear();
    g_counter->relayouts.clear();
    c->play();
    runUntilShown(c, frames, frames * 200 + 2000);
    c->pause();
    const qint64 cpu = processCpuNs() - cpu0;
    const qint64 ms = wall.elapsed();
    QObject::disconnect(conn);
    if (std::getenv("BENCH_PLAY_PAINTS") && shown > 0) // which widgets repaint, per shown frame
        for (const auto& [name, n] : g_counter->byWidget)
            std::printf("    paints/fr %5.2f %8.0f px/fr  %s\n", double(n.first) / shown, double(n.second) / shown, name.c_str());
    if (std::getenv("BENCH_PLAY_PAINTS") && shown > 0) // which layouts are redone, per shown frame
        for (const auto& [name, n] : g_counter->relayouts)
            std::printf("    relayouts/fr %5.2f  %s\n", double(n) / shown, name.c_str());
    const qint64 advanced = c->frame() - frame0;
    r.cpuMsPerFrame = shown > 0 ? double(cpu) / 1e6 / shown : 0;
    r.layouts = shown > 0 ? double(PanelLabel::layoutCount() - layouts0) / shown : 0;
    r.share = r.cpuMsPerFrame * Controller::kFramesPerSecond / 1000.0;
    r.pace = ms > 0 ? double(advanced) / (speed * Controller::kFramesPerSecond * double(ms) / 1000.0) : 0;

    steer::World straight = steer::makeWorld(run.id, setup.seed);
    straight.recordExplanations = false;
    while (straight.frame < c->frame())
        straight.step();
    r.ok = benchcheck::finite("bench_play", c->world()) && benchcheck::sameAsStraightRun("bench_play", c->history().current(), straight);
    settle();
    return r;
}

// Paint events during `ms` of event loop with the window as it is.
int paintsDuring(PaintCounter& counter, int ms)
{
    // The formula panel shows the last coalesced frame up to kMinIntervalMs after the pause
    // (as it should: the frame paused on appears); only what comes after that counts.
    QEventLoop wait;
    QTimer::singleShot(3 * FormulaPanel::kMinIntervalMs, &wait, &QEventLoop::quit);
    wait.exec();
    settle();
    counter.paints = 0;
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
    return counter.paints;
}
} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    const int frames = argc > 1 ? std::max(10, std::atoi(argv[1])) : 90;
    if (!language::install(QStringLiteral("en"))) {
        std::fprintf(stderr, "bench_play: the English interface does not install\n");
        return 1;
    }
    PaintCounter counter;
    app.installEventFilter(&counter);
    g_counter = &counter;
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    // BENCH_PLAY_PANEL=behavioursDock (a dock's object name) measures with that tab of the left
    // column in front instead of Parameters.
    if (const char* panel = std::getenv("BENCH_PLAY_PANEL")) {
        auto* dock = window.findChild<QDockWidget*>(QString::fromLatin1(panel));
        if (!dock) {
            std::fprintf(stderr, "bench_play: BENCH_PLAY_PANEL: no dock named '%s'\n", panel);
            return 2;
        }
        dock->show();
        dock->raise();
    }
    settle();

    bool ok = true;
    std::vector<Run> runs;
    for (const steer::ScenarioInfo& info : steer_test::tableScenarios()) // the demos; a crowd is bench_crowd_paint's
        runs.push_back({info.key.data(), info.id, ""});
    runs.push_back({"flock, ru + zh_CN formulas", steer::ScenarioId::Flock, "zh_CN"});
    runs.push_back({"flock, formulas closed", steer::ScenarioId::Flock, "", true});
    runs.push_back({"avoid, formulas closed", steer::ScenarioId::Avoid, "", true});
    // The same demos again with the stage's caches off, measured minutes apart at most: on a
    // shared machine the pair says more about what the caches save than figures from another day.
    for (const steer::ScenarioId id : {steer::ScenarioId::Flock, steer::ScenarioId::Path, steer::ScenarioId::LennardJones})
        for (const bool off : {false, true})
            runs.push_back({off ? "  ... stage caches off" : "  ... stage caches on", id, "", false, off});
    // BENCH_PLAY_ONLY=seek (a run's label starts with it) measures one demo, for a profiler.
    if (const char* only = std::getenv("BENCH_PLAY_ONLY"))
        std::erase_if(runs, [only](const Run& r) { return std::string(r.label).rfind(only, 0) != 0; });
    std::printf("bench_play: the window at 1280x800 offscreen, %d shown frames per run; CPU of the whole process\n", frames);
    std::printf("%-28s %10s %8s %6s   %10s %8s %6s   %s\n", "demo", "1x ms/fr", "core", "pace", "4x ms/fr", "core", "pace",
                "layouts/fr");
    for (const Run& run : runs) {
        const bool ru = run.second[0] != '\0';
        if (ru)
            window.setLanguage(QStringLiteral("ru"));
        const Result one = play(window, run, 1.0, frames);
        const Result four = play(window, run, 4.0, frames);
        if (ru)
            window.setLanguage(QStringLiteral("en"));
        ok = ok && one.ok && four.ok;
        if (run.label[0] == ' ' && !run.stageCachesOff)
            std::printf("%.*s:\n", int(steer::scenarioInfo(run.id).key.size()), steer::scenarioInfo(run.id).key.data());
        std::printf("%-28s %10.2f %7.1f%% %5.2f   %10.2f %7.1f%% %5.2f   %6.1f\n", run.label, one.cpuMsPerFrame,
                    one.share * 100, one.pace, four.cpuMsPerFrame, four.share * 100, four.pace, one.layouts);
        std::fflush(stdout);
    }

    window.stageView()->setPaintCachesEnabled(true);
    if (std::getenv("BENCH_PLAY_ONLY")) // one demo for a profiler: the paused and hidden checks take a minute
        return ok ? 0 : 1;

    // Paused: nothing is painted at all (no timer left running, no repaint loop).
    Controller* c = window.controller();
    steer::ScenarioSetup flock;
    flock.id = steer::ScenarioId::Flock;
    c->start(flock);
    c->setSpeed(1.0);
    c->play();
    runUntilShown(c, 10, 5000);
    c->pause();
    qint64 cpu0 = processCpuNs();
    const int pausedPaints = paintsDuring(counter, 1000);
    std::printf("paused 1 s: %d paint events, %.2f ms CPU\n", pausedPaints, double(processCpuNs() - cpu0) / 1e6);
    if (pausedPaints != 0) {
        std::fprintf(stderr, "bench_play: WRONG RESULT: %d paint events while paused\n", pausedPaints);
        ok = false;
    }

    // Minimised and hidden while playing: frames advance, nothing is painted.
    for (const bool minimise : {true, false}) {
        if (minimise)
            window.showMinimized();
        else
            window.hide();
        settle();
        counter.paints = 0;
        const qint64 frame0 = c->frame();
        cpu0 = processCpuNs();
        c->play();
        runUntilShown(c, frames, frames * 200 + 2000);
        c->pause();
        const double cpuMs = double(processCpuNs() - cpu0) / 1e6;
        const int paints = counter.paints;
        const qint64 advanced = c->frame() - frame0;
        std::printf("%s while playing: %lld frames, %d paint events, %.2f ms CPU per frame (%.1f%% of a core)\n",
                    minimise ? "minimised" : "hidden", static_cast<long long>(advanced), paints,
                    advanced ? cpuMs / double(advanced) : 0.0, advanced ? cpuMs / double(advanced) * 3.0 : 0.0);
        // Out of sight the controller plays on without announcing frames (Controller::setOutOfSight),
        // so even the offscreen platform, which keeps a minimised window exposed, paints nothing.
        if (advanced == 0) {
            std::fprintf(stderr, "bench_play: WRONG RESULT: nothing played while %s\n", minimise ? "minimised" : "hidden");
            ok = false;
        }
        if (paints != 0) {
            std::fprintf(stderr, "bench_play: WRONG RESULT: %d paint events while %s\n", paints,
                         minimise ? "minimised" : "hidden");
            ok = false;
        }
        window.showNormal();
        settle();
    }
    return ok ? 0 : 1;
}
