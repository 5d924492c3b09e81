// Benchmark (not a test): painting a crowd (issue #12). The real window, offscreen at 1920x1080,
// runs a flock of 20 000 boids at the seeds' density (20 per 550x400, as bench_crowd), the
// selected boid's explanation recorded and its full overlay on. Each frame the controller steps
// (untimed: the core's cost is bench_crowd's), then the stage's viewport is repainted into the
// window's backing store exactly as a shown frame is; that repaint is timed (this thread's CPU time
// and wall time) with the crowd shortcuts off (the reference: how every crowd was painted before)
// and on, and so is the copy the stage view makes of the world (StageView::setFrame).
// Prints median and worst over the frames. `bench_crowd_paint [FRAMES [COUNT [PNG]]]`.
//
// Returns 1, saying why, when the picture or the world is wrong: a non-finite state, a shown world
// that is not a straight core run's, a sampled boid with no painted pixel where it is, a stage
// painted over everywhere, or a selected boid's overlay that is missing or lands elsewhere.
//
// Figures (2-core VM shared by four people, 2026-11-24; 20 000 boids on 17393x12649, the stage
// view 1050x982 of the 1920x1080 window, the stage 823x599 px of it; 60 frames, each repainted
// both ways one after the other; CPU ms of the GUI thread, wall ms under a load of 2-4):
//   reference (shortcuts off: every boid a triangle, its outline and its velocity as hairlines,
//   the grid every 50 units, i.e. 2.4 px apart):  median 30.5 ms, worst 41.9 ms CPU
//                                                  median 62.8 ms, worst 87.8 ms wall
//   as shown (boids under 4 px long as 2x2 dots in one picture, no velocities at that size, the
//   grid every 250 units):                         median  5.3 ms, worst  6.7 ms CPU
//                                                  median  9.9 ms, worst 18.4 ms wall
//   setFrame (the view's copy of the world):       median  0.95 ms CPU
// The reference also loses boids: a triangle under a pixel long may leave no pixel at all (2 of
// 541 sampled boids had none in a first run of the old painting).
#include "bench_check.h"
#include "crowd_setup.h"
#include "controller.h"
#include "crowd_painter.h"
#include "diagram_style.h"
#include "history.h"
#include "language.h"
#include "main_window.h"
#include "scenarios.h"
#include "stage_view.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QImage>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <vector>

namespace {
double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

void settle()
{
    for (int pass = 0; pass < 6; ++pass) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
    }
}

struct Stats {
    std::vector<double> v;
    double median() const
    {
        auto s = v;
        std::sort(s.begin(), s.end());
        return s.empty() ? 0 : s[s.size() / 2];
    }
    double worst() const { return v.empty() ? 0 : *std::max_element(v.begin(), v.end()); }
};

bool near(QRgb a, QColor b, int tolerance)
{
    return std::abs(qRed(a) - b.red()) <= tolerance && std::abs(qGreen(a) - b.green()) <= tolerance
        && std::abs(qBlue(a) - b.blue()) <= tolerance;
}

// The picture shows the world: every sampled boid has a pixel that is neither ground nor grid
// within a pixel of where it is, and most of the stage is still ground.
bool pictureShowsWorld(const QImage& img, const StageView& view, const steer::World& w)
{
    const diagrams::StageStyle& st = diagrams::stageStyle();
    auto ground = [&](QRgb c) { return near(c, st.background, 6) || near(c, st.grid, 6); };
    int missing = 0, sampled = 0;
    for (std::size_t i = 0; i < w.vehicles.size(); i += 37) {
        const QPointF at = view.mapFromScene(QPointF(w.vehicles[i].position.x, w.vehicles[i].position.y));
        const int x = int(std::floor(at.x())), y = int(std::floor(at.y()));
        bool painted = false;
        for (int dy = -1; dy <= 1 && !painted; ++dy)
            for (int dx = -1; dx <= 1 && !painted; ++dx)
                painted = img.valid(x + dx, y + dy) && !ground(img.pixel(x + dx, y + dy));
        ++sampled;
        missing += painted ? 0 : 1;
    }
    if (missing > 0) {
        std::fprintf(stderr, "bench_crowd_paint: WRONG RESULT: %d of %d sampled boids have no painted pixel\n", missing,
                     sampled);
        return false;
    }
    const QRect stage = view.stageRect().toAlignedRect().intersected(img.rect());
    qint64 groundPixels = 0;
    for (int y = stage.top(); y <= stage.bottom(); ++y)
        for (int x = stage.left(); x <= stage.right(); ++x)
            groundPixels += ground(img.pixel(x, y)) ? 1 : 0;
    const double groundShare = double(groundPixels) / std::max<qint64>(1, qint64(stage.width()) * stage.height());
    std::printf("stage %dx%d px, %.1f %% of it ground (background or grid)\n", stage.width(), stage.height(),
                groundShare * 100);
    if (groundShare < 0.3) {
        std::fprintf(stderr, "bench_crowd_paint: WRONG RESULT: only %.1f %% of the stage is ground\n", groundShare * 100);
        return false;
    }
    return true;
}

// The selected boid's overlay is drawn: against the same frame painted with nothing selected, the
// pictures differ round the selected boid (ring, vectors, discs, labels) and nowhere else on the stage.
bool overlayShown(const QImage& with, const QImage& without, const StageView& view, const steer::World& w, int selected)
{
    const auto& s = w.vehicles[std::size_t(selected)].position;
    const QRect around = QRect(QPoint(0, 0), QSize(161, 161)).translated(view.mapFromScene(QPointF(s.x, s.y)) - QPoint(80, 80));
    const QRect stage = view.stageRect().toAlignedRect().intersected(with.rect());
    int inside = 0, outside = 0;
    for (int y = stage.top(); y <= stage.bottom(); ++y)
        for (int x = stage.left(); x <= stage.right(); ++x)
            if (with.pixel(x, y) != without.pixel(x, y))
                ++(around.contains(x, y) ? inside : outside);
    std::printf("selected boid's overlay: %d pixels changed round it, %d elsewhere on the stage\n", inside, outside);
    if (inside < 300 || outside > 0) {
        std::fprintf(stderr, "bench_crowd_paint: WRONG RESULT: the overlay of boid %d is not where it should be\n", selected);
        return false;
    }
    return true;
}
} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    const int frames = argc > 1 ? std::max(5, std::atoi(argv[1])) : 60;
    const int count = argc > 2 ? std::max(61, std::atoi(argv[2])) : 20000;
    if (!language::install(QStringLiteral("en"))) {
        std::fprintf(stderr, "bench_crowd_paint: the English interface does not install\n");
        return 1;
    }
    MainWindow window;
    window.resize(1920, 1080);
    window.show();
    settle();
    Controller* c = window.controller();
    const steer::ScenarioSetup setup = benchcrowd::crowdSetup(count);
    if (QString err = c->start(setup); !err.isEmpty()) {
        std::fprintf(stderr, "bench_crowd_paint: the crowd does not start: %s\n", qPrintable(err));
        return 1;
    }
    c->select(0);
    for (int i = 0; i < 3; ++i)
        c->stepForward();
    settle();

    StageView* view = window.stageView();
    QWidget* viewport = view->viewport();
    // Each frame is repainted twice, the reference first (every boid a triangle with its velocity,
    // the 50-unit grid: diagrams::setCrowdShortcutsEnabled(false)), then as the window paints it:
    // the pairs share the machine's load of the moment.
    Stats paintCpu, paintWall, refCpu, refWall, copyCpu;
    QElapsedTimer wall;
    auto timedRepaint = [&](bool shortcuts, Stats& cpu, Stats& wallMs) {
        diagrams::setCrowdShortcutsEnabled(shortcuts);
        const double c0 = threadCpuMs();
        wall.start();
        viewport->repaint();
        wallMs.v.push_back(wall.nsecsElapsed() / 1e6);
        cpu.v.push_back(threadCpuMs() - c0);
    };
    for (int i = 0; i < frames; ++i) {
        c->stepForward(); // the window shows the frame (setFrame) and asks for a repaint
        const double c0 = threadCpuMs();
        view->setFrame(c->world(), c->selected()); // the same copy again, timed on its own
        copyCpu.v.push_back(threadCpuMs() - c0);
        timedRepaint(false, refCpu, refWall);
        timedRepaint(true, paintCpu, paintWall);
        settle(); // the panels' coalesced updates, untimed
    }
    std::printf("flock of %d on %.0fx%.0f, boid %d selected with its overlay; window 1920x1080, stage view %dx%d; "
                "%d frames\n",
                count, c->world().stageWidth, c->world().stageHeight, c->selected(), viewport->width(),
                viewport->height(), frames);
    std::printf("stage repaint, reference: median %6.2f ms, worst %6.2f ms CPU; median %6.2f ms, worst %6.2f ms wall\n",
                refCpu.median(), refCpu.worst(), refWall.median(), refWall.worst());
    std::printf("stage repaint, as shown:  median %6.2f ms, worst %6.2f ms CPU; median %6.2f ms, worst %6.2f ms wall\n",
                paintCpu.median(), paintCpu.worst(), paintWall.median(), paintWall.worst());
    std::printf("setFrame copy: median %6.2f ms, worst %6.2f ms CPU\n", copyCpu.median(), copyCpu.worst());

    const QImage shot = viewport->grab().toImage().convertToFormat(QImage::Format_RGB32);
    if (argc > 3)
        shot.save(QString::fromLocal8Bit(argv[3]));
    view->setSelected(-1);
    const QImage unselected = viewport->grab().toImage().convertToFormat(QImage::Format_RGB32);
    view->setSelected(c->selected());

    steer::World straight;
    steer::ScenarioSetup plain = setup;
    plain.recordExplanations = false;
    if (auto err = steer::buildWorld(plain, straight)) {
        std::fprintf(stderr, "bench_crowd_paint: %s\n", err->c_str());
        return 1;
    }
    while (straight.frame < c->frame())
        straight.step();
    const bool ok = benchcheck::finite("bench_crowd_paint", c->world())
        && benchcheck::sameAsStraightRun("bench_crowd_paint", c->history().current(), straight)
        && pictureShowsWorld(shot, *view, c->world()) && overlayShown(shot, unselected, *view, c->world(), c->selected());
    return ok ? 0 : 1;
}
