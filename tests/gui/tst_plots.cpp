// The Plots panel (issue #11): curves equal the explanation records the overlay and the formula
// panel read, frame by frame, to the last digit; the first frames of seek follow from the seed's
// formulas by hand; arrive's speed falls to rest and the flock lines up (physical facts); clicking
// the plot jumps the window there; playing forward reads one frame, an edit only the frames after
// it; several runs are separate lines and CSV columns; CSV and SVG files are written, and a file
// that cannot be written gives a message naming it.
#include "controller.h"
#include "language.h"
#include "main_window.h"
#include "plot_export.h"
#include "plot_view.h"
#include "plots_panel.h"
#include "scenarios.h"
#include "test_budget.h"

#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QPainter>
#include <QTemporaryDir>
#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <limits>

using plots::Quantity;

namespace {

// A window at classroom size on the given scenario, with the Plots dock in front.
struct Window {
    MainWindow w;
    PlotsPanel* panel = nullptr;
    explicit Window(steer::ScenarioId id)
    {
        w.resize(1280, 800);
        w.show();
        w.controller()->switchScenario(id);
        auto* dock = w.findChild<QDockWidget*>(QStringLiteral("plotsDock"));
        dock->show();
        dock->raise();
        panel = w.plotsPanel();
    }
    Controller* c() { return w.controller(); }
    double at(Quantity q, qint64 frame) { return panel->series(0).value(q, frame); }
};

// The record's own numbers for the selected vehicle at the shown frame, read the way the formula
// panel reads them: the update record's vectors and the top call's named items.
struct Recorded {
    double force = 0, truncated = 0, speed = 0;
};
Recorded recorded(const Controller& c)
{
    const steer::World& w = c.world();
    const steer::VehicleExplanation& ex = w.explanations.at(std::size_t(c.selected()));
    return {ex.update.force.length(), ex.update.forceTruncated.length(), w.vehicles.at(std::size_t(c.selected())).velocity.length()};
}

// Brute force over every pair: the mean distance to the nearest other vehicle.
double bruteNearest(const steer::World& w)
{
    double total = 0;
    for (std::size_t i = 0; i < w.vehicles.size(); ++i) {
        double best = std::numeric_limits<double>::infinity();
        for (std::size_t j = 0; j < w.vehicles.size(); ++j)
            if (j != i)
                best = std::min(best, w.vehicles[i].position.dist(w.vehicles[j].position));
        total += best;
    }
    return total / double(w.vehicles.size());
}

QStringList linesOf(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    return QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

class TestPlots : public QObject {
    Q_OBJECT
private slots:
    void init() { language::install(QStringLiteral("en")); }

    // SeekTest: the vehicle starts at rest at (0,0) (maxSpeed 10, maxForce 1, mass 1) and the
    // pointer is the stage centre (275,200). Frame 0: desiredVelocity = (275,200)/|(275,200)|·10,
    // so |desired| = 10; F = desired − v = desired, |F| = 10 before truncation and 1 after.
    // F keeps pointing at the target, so v grows along the same line by 1 a frame: at frame k < 10
    // |v| = k and |F| = |desired| − |v| = 10 − k (truncated to 1); from frame 10 on |v| = 10.
    // The vehicle moves by its new v each frame, so at frame k it has covered 1+2+...+k = k(k+1)/2
    // of the |(275,200)| = 340.036... to the target. The heading is the line's angle,
    // atan2(200, 275) = 36.027°; at rest the seeds' angle of (0,0) is 0.
    void seekFramesByHand()
    {
        Window win(steer::ScenarioId::Seek);
        Controller* c = win.c();
        QCOMPARE(c->world().vehicles[0].position, steer::Vector2D(0, 0));
        QCOMPARE(c->world().pointer, steer::Vector2D(275, 200));
        c->advanceTo(12);
        win.panel->refresh();
        QCOMPARE(win.panel->series(0).size(), 13);
        QCOMPARE(win.at(Quantity::Speed, 0), 0.0);
        QCOMPARE(win.at(Quantity::Heading, 0), 0.0);
        const double d0 = std::hypot(275.0, 200.0);
        QVERIFY(std::abs(win.at(Quantity::Force, 0) - 10.0) < 1e-12);
        QVERIFY(std::abs(win.at(Quantity::ForceTruncated, 0) - 1.0) < 1e-12);
        QVERIFY(std::abs(win.at(Quantity::TargetDistance, 0) - d0) < 1e-12);
        for (int k = 1; k < 10; ++k) {
            QVERIFY2(std::abs(win.at(Quantity::Speed, k) - k) < 1e-12, qPrintable(QString::number(k)));
            QVERIFY2(std::abs(win.at(Quantity::Force, k) - (10.0 - k)) < 1e-12, qPrintable(QString::number(k)));
            QVERIFY(std::abs(win.at(Quantity::ForceTruncated, k) - 1.0) < 1e-12);
            QVERIFY(std::abs(win.at(Quantity::TargetDistance, k) - (d0 - k * (k + 1) / 2.0)) < 1e-9);
            QVERIFY(std::abs(win.at(Quantity::Heading, k) - std::atan2(200.0, 275.0) * 180.0 / M_PI) < 1e-9);
        }
        QVERIFY(std::abs(win.at(Quantity::Speed, 12) - 10.0) < 1e-12);
        // No flock here: its quantities have no values and are not offered.
        QVERIFY(std::isnan(win.at(Quantity::Order, 5)));
        auto* choice = win.panel->findChild<QComboBox*>(QStringLiteral("plotsQuantity"));
        QCOMPARE(choice->count(), 5);
    }

    // At every frame of several demos, the plotted value is the number the shown frame's record
    // holds, bit for bit (the window is jumped to each frame and its own world read).
    void plotsEqualTheRecords_data()
    {
        QTest::addColumn<int>("scenario");
        QTest::addColumn<int>("frames");
        const std::pair<steer::ScenarioId, const char*> rows[] = {
            {steer::ScenarioId::Seek, "seek"},       {steer::ScenarioId::Arrive, "arrive"},
            {steer::ScenarioId::Pursue, "pursue"},   {steer::ScenarioId::Path, "path"},
            {steer::ScenarioId::Flock, "flock"},     {steer::ScenarioId::OffsetPursuit, "offset-pursuit"},
            {steer::ScenarioId::Wander, "wander"},
        };
        int i = 0;
        for (const auto& [id, name] : rows)
            if (steer_test::keepRow(i++))
                QTest::newRow(name) << int(id) << steer_test::frames(90, 30);
    }
    void plotsEqualTheRecords()
    {
        QFETCH(int, scenario);
        QFETCH(int, frames);
        Window win{steer::ScenarioId(scenario)};
        Controller* c = win.c();
        c->advanceTo(frames);
        win.panel->refresh();
        QCOMPARE(win.panel->series(0).size(), frames + 1);
        for (qint64 k = 0; k <= frames; k += 7) {
            c->jumpTo(k);
            const Recorded r = recorded(*c);
            QCOMPARE(win.at(Quantity::Force, k), r.force);
            QCOMPARE(win.at(Quantity::ForceTruncated, k), r.truncated);
            QCOMPARE(win.at(Quantity::Speed, k), r.speed);
            const steer::VehicleExplanation& ex = c->world().explanations.at(std::size_t(c->selected()));
            const steer::Vector2D p = c->world().vehicles.at(std::size_t(c->selected())).position;
            const steer::BehaviourRecord& top = ex.calls.at(0);
            // The point the demo's first call steers to, drawn as one of these kinds.
            const steer::Item* point = nullptr;
            for (steer::ItemKind kind : {steer::ItemKind::Target, steer::ItemKind::PredictedTarget, steer::ItemKind::Waypoint,
                                         steer::ItemKind::AveragePosition})
                if (!point)
                    point = top.firstItem(kind);
            if (point)
                QCOMPARE(win.at(Quantity::TargetDistance, k), p.dist(point->origin));
            else
                QVERIFY(std::isnan(win.at(Quantity::TargetDistance, k)));
            if (scenario == int(steer::ScenarioId::Flock)) {
                QCOMPARE(win.at(Quantity::InSight, k), double(top.as<steer::FlockRecord>().inSightCount));
                QVERIFY(std::abs(win.at(Quantity::NearestNeighbour, k) - bruteNearest(c->world())) < 1e-12);
            }
        }
        // The value line under the plot says the shown frame's value.
        c->jumpTo(frames / 2);
        QCOMPARE(win.panel->view()->cursorFrame(), qint64(frames / 2));
        QCOMPARE(win.panel->valueText(),
                 QStringLiteral("Frame %1: %2").arg(frames / 2).arg(QString::number(win.at(Quantity::Speed, frames / 2), 'f', 3)));
    }

    // ArriveTest brakes from frame 29 (tst_claims derives it): |v| = dist/10 each frame after, the
    // distance shrinks by a tenth a frame, so by frame 150 the vehicle has come to rest on the target.
    void arriveComesToRest()
    {
        Window win(steer::ScenarioId::Arrive);
        win.c()->advanceTo(150);
        win.panel->refresh();
        QCOMPARE(win.at(Quantity::Speed, 29), 10.0);
        for (int k = 31; k <= 150; ++k)
            QVERIFY(win.at(Quantity::Speed, k) < win.at(Quantity::Speed, k - 1));
        qInfo("arrive: |v| %.4f at frame 40, %.2e at frame 150; distance %.2e px", win.at(Quantity::Speed, 40),
              win.at(Quantity::Speed, 150), win.at(Quantity::TargetDistance, 150));
        QVERIFY(win.at(Quantity::Speed, 150) < 1e-3);
        QVERIFY(win.at(Quantity::TargetDistance, 150) < 1e-2);
    }

    // FlockTest with alignment: 20 vehicles starting in random directions line up. The order
    // parameter |Σ heading|/N (checked against the sum taken here) rises over the first 200 frames.
    void flockLinesUp()
    {
        Window win(steer::ScenarioId::Flock);
        const int frames = steer_test::frames(200, 100);
        win.c()->advanceTo(frames);
        win.panel->refresh();
        for (qint64 k : {qint64(0), qint64(frames)}) {
            win.c()->jumpTo(k);
            steer::Vector2D sum;
            for (const steer::Vehicle& v : win.c()->world().vehicles)
                sum = sum + v.velocity / v.velocity.length();
            QVERIFY(std::abs(win.at(Quantity::Order, k) - sum.length() / 20.0) < 1e-12);
        }
        const double first = win.at(Quantity::Order, 0);
        const double last = win.at(Quantity::Order, frames);
        qInfo("flock: order parameter %.3f at frame 0, %.3f at frame %d", first, last, frames);
        QVERIFY(last > first + 0.3);
        QVERIFY(last > 0.8);
        auto* choice = win.panel->findChild<QComboBox*>(QStringLiteral("plotsQuantity"));
        QCOMPARE(choice->count(), 8);
    }

    // Clicking and dragging on the plot take the window to that frame.
    void clickJumpsThere()
    {
        Window win(steer::ScenarioId::Pursue);
        Controller* c = win.c();
        c->advanceTo(100);
        plots::PlotView* view = win.panel->view();
        QVERIFY(view->isVisible());
        QCOMPARE(view->frameCount(), 101);
        const int y = int(view->plotArea().center().y());
        QTest::mouseClick(view, Qt::LeftButton, {}, QPoint(int(std::lround(view->xOf(40))), y));
        QCOMPARE(c->frame(), 40);
        QCOMPARE(view->cursorFrame(), 40);
        QTest::mousePress(view, Qt::LeftButton, {}, QPoint(int(std::lround(view->xOf(10))), y));
        QMouseEvent move(QEvent::MouseMove, QPointF(view->xOf(70), y), view->mapToGlobal(QPointF(view->xOf(70), y)),
                         Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(view, &move);
        QTest::mouseRelease(view, Qt::LeftButton, {}, QPoint(int(std::lround(view->xOf(70))), y));
        QCOMPARE(c->frame(), 70);
        QCOMPARE(c->lastFrame(), 100); // jumping keeps the history
    }

    // Playing forward reads the one new frame; an edit at frame 5 keeps frames 0..4 and reads
    // the rest again, giving what a fresh read gives. Seek's |F| at frame 5 is 10 − 5 = 5 (by hand,
    // above), so with maxForce 0.5 from frame 5 the truncated force there is 0.5.
    void readsOnlyWhatChanged()
    {
        Window win(steer::ScenarioId::Seek);
        Controller* c = win.c();
        c->advanceTo(60);
        QCOMPARE(win.panel->series(0).size(), 61);
        const std::int64_t read = win.panel->tracker(0).framesRead();
        for (int i = 0; i < 10; ++i)
            c->playStep();
        QCOMPARE(win.panel->series(0).size(), 71);
        QCOMPARE(win.panel->tracker(0).framesRead(), read + 10);
        const std::vector<double> before = win.panel->series(0).column(Quantity::Force).values();
        c->jumpTo(5);
        QVERIFY(c->setParameter(QStringLiteral("maxForce"), 0.5).isEmpty());
        QCOMPARE(win.panel->series(0).size(), 6); // the edit cut the frames after 5
        QCOMPARE(win.panel->tracker(0).framesRead(), read + 11);
        for (int k = 0; k <= 5; ++k)
            QCOMPARE(win.at(Quantity::Force, k), before[std::size_t(k)]);
        QCOMPARE(win.at(Quantity::ForceTruncated, 4), 1.0);
        QCOMPARE(win.at(Quantity::ForceTruncated, 5), 0.5);
        c->advanceTo(60);
        std::vector<double> fresh;
        c->visitShownFrames(0, 60, [&](const steer::World& w) {
            fresh.push_back(w.explanations[0].update.forceTruncated.length());
            return true;
        });
        QCOMPARE(win.panel->series(0).column(Quantity::ForceTruncated).values(), fresh);
    }

    // Following the pointer while playing records input every frame and makes a new generation
    // every frame. The tracker keeps a digest of the input it read with, one per frame with input
    // (16 bytes), not a copy of the events (which was as large as the log, kept beside the
    // history), and still reads again exactly the frames the input changed.
    void followingThePointerKeepsNoCopyOfTheInput()
    {
        Window win(steer::ScenarioId::Seek);
        Controller* c = win.c();
        constexpr int kFrames = 2000;
        c->play();
        for (int f = 0; f < kFrames; ++f) {
            c->pointerMoved(QPointF(275 + 150 * std::cos(f * 0.05), 200 + 120 * std::sin(f * 0.05)));
            c->playStep();
        }
        c->pause();
        win.panel->refresh();
        const steer::InputLog& log = c->history().log();
        QCOMPARE(qint64(log.events().size()), qint64(kFrames));
        const std::size_t kept = win.panel->tracker(0).inputBytes();
        QVERIFY2(kept <= log.events().size() * 16,
                 qPrintable(QStringLiteral("%1 bytes kept for %2 frames with input").arg(kept).arg(log.events().size())));
        QVERIFY2(kept * 4 < log.memoryBytes(), qPrintable(QStringLiteral("%1 bytes kept, the log holds %2").arg(kept).arg(log.memoryBytes())));
        QCOMPARE(win.panel->series(0).size(), c->frame() + 1);
        std::vector<double> fresh;
        c->visitShownFrames(0, c->frame(), [&](const steer::World& w) {
            fresh.push_back(plots::sampleFrame(w, 0)[std::size_t(Quantity::TargetDistance)]);
            return true;
        });
        QCOMPARE(win.panel->series(0).column(Quantity::TargetDistance).values(), fresh);
    }

    // Played at 4x the window shows every fourth frame, and the plot reads the three between from
    // the history. Each value must be what a straight run of the core gives at that frame (the
    // flock's speed of the selected vehicle, and |F| of the step from it), and reading them must
    // start at the frame shown before: at most one frame stepped to get there per shown frame, where
    // replaying from the key frame before them (every 30 frames in a demo) stepped 14 on average.
    void fastPlayReadsOnFromTheShownFrame()
    {
        Window win(steer::ScenarioId::Flock);
        Controller* c = win.c();
        c->setSpeed(4.0);
        QSignalSpy shown(c, &Controller::worldChanged);
        const std::int64_t catchUp0 = c->history().replayCatchUpFrames();
        c->play();
        QTRY_VERIFY_WITH_TIMEOUT(shown.count() >= 40, 20000);
        c->pause();
        const int ticks = int(shown.count());
        const qint64 last = c->frame();
        QVERIFY(last >= 4 * 40);
        win.panel->refresh();
        QCOMPARE(win.panel->series(0).size(), last + 1);
        const std::int64_t catchUp = c->history().replayCatchUpFrames() - catchUp0;
        QVERIFY2(catchUp <= ticks, qPrintable(QStringLiteral("%1 frames stepped to reach the frames read, %2 shown").arg(catchUp).arg(ticks)));
        steer::World straight = steer::makeWorld(steer::ScenarioId::Flock, c->setup().seed);
        const std::size_t v = std::size_t(c->selected());
        for (qint64 k = 0; k <= last; ++k) {
            QCOMPARE(win.at(Quantity::Speed, k), straight.vehicles.at(v).velocity.length());
            const steer::World next = steer::withNextStep(straight, true, -1);
            QCOMPARE(win.at(Quantity::Force, k), next.explanations.at(v).update.force.length());
            straight.step();
        }
    }

    // Several runs: another controller (arrive, from the same start) as a second named line; the CSV
    // has one column per run with every digit, the SVG file is written, a missing folder is named.
    void exportsCsvAndSvg()
    {
        Window win(steer::ScenarioId::Seek);
        Controller* c = win.c();
        c->advanceTo(10);
        Controller other;
        other.switchScenario(steer::ScenarioId::Arrive);
        other.advanceTo(5);
        win.panel->setExtraRuns({plots::controllerRun(&other, QStringLiteral("arrive, \"slower\""), Qt::darkGreen)});
        win.panel->setQuantity(Quantity::Force);
        win.panel->refresh();
        QCOMPARE(win.panel->runCount(), 2);
        QCOMPARE(win.panel->view()->frameCount(), 11);

        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("force.csv"));
        QVERIFY(win.panel->exportCsv(csv).isEmpty());
        const QStringList rows = linesOf(csv);
        QCOMPARE(rows.size(), 12);
        QCOMPARE(rows[0], QStringLiteral("frame,This run,\"arrive, \"\"slower\"\"\""));
        // Seek |F| = 10 - k (by hand, above); ArriveTest starts from the same state and steers like
        // seek until braking at frame 29, so its column is the same; the second run ends at frame 5.
        for (int k = 0; k <= 10; ++k) {
            const QStringList cells = rows[k + 1].split(QLatin1Char(','));
            QCOMPARE(cells.size(), 3);
            QCOMPARE(cells[0], QString::number(k));
            QCOMPARE(cells[1].toDouble(), win.at(Quantity::Force, k)); // every digit
            QVERIFY(std::abs(cells[1].toDouble() - (10.0 - k)) < 1e-12);
            if (k <= 5)
                QCOMPARE(cells[2].toDouble(), win.panel->series(1).value(Quantity::Force, k));
            QCOMPARE(cells[2].isEmpty(), k > 5);
        }
        QCOMPARE(win.panel->series(1).size(), 6);
        for (int k = 0; k <= 5; ++k)
            QVERIFY(std::abs(win.panel->series(1).value(Quantity::Force, k) - (10.0 - k)) < 1e-12);
        // Distances keep every digit: reading the cell back gives the same double.
        win.panel->setQuantity(Quantity::TargetDistance);
        const QStringList cells = win.panel->csv().split(QLatin1Char('\n')).at(3).split(QLatin1Char(','));
        QCOMPARE(cells.at(1).toDouble(), win.at(Quantity::TargetDistance, 2));

        const QString svg = dir.filePath(QStringLiteral("plot.svg"));
        QVERIFY(win.panel->exportSvg(svg).isEmpty());
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY(text.contains("<svg"));
        QVERIFY(text.contains("Distance to the target"));
        QVERIFY(text.contains("frame"));
        QVERIFY(text.size() > 2000);
        auto* status = win.panel->findChild<QLabel*>(QStringLiteral("plotsStatus"));
        QVERIFY(status->text().startsWith(QStringLiteral("Saved ")));

        const QString nowhere = dir.filePath(QStringLiteral("no/such/folder/plot.svg"));
        const QString err = win.panel->exportSvg(nowhere);
        QVERIFY(err.startsWith(QStringLiteral("The plot could not be saved to ")));
        QVERIFY(err.contains(QStringLiteral("no/such/folder/plot.svg")));
        QCOMPARE(status->text(), err);
        QVERIFY(!QFile::exists(nowhere));
        QVERIFY(!win.panel->exportCsv(dir.filePath(QStringLiteral("no/such/folder/plot.csv"))).isEmpty());

        // Both lines are drawn: one pixel column per frame here.
        QImage img(800, 400, QImage::Format_ARGB32_Premultiplied);
        QPainter p(&img);
        win.panel->view()->render(p, QRectF(0, 0, 800, 400));
        p.end();
        QCOMPARE(win.panel->view()->drawnColumns(0), 11);
        QCOMPARE(win.panel->view()->drawnColumns(1), 6);
    }

    // A run from any history (historyRun, for compare panes) gives the values the window's own run
    // of the same frames gives, and follows it as it grows.
    void historyRunEqualsTheWindowsRun()
    {
        Window win(steer::ScenarioId::Arrive);
        win.c()->advanceTo(40);
        steer::History h;
        h.reset(steer::makeWorld(steer::ScenarioId::Arrive));
        for (int k = 0; k < 40; ++k)
            h.stepForward();
        quint64 generation = 1;
        win.panel->setExtraRuns({plots::historyRun(QStringLiteral("copy"), Qt::darkGreen, [&h]() -> const steer::History& { return h; },
                                                   [&generation] { return generation; }, [] { return 0; })});
        win.panel->refresh();
        QCOMPARE(win.panel->series(1).size(), 41);
        for (Quantity q : plots::kQuantities)
            for (qint64 k = 0; k <= 40; ++k)
                QVERIFY((std::isnan(win.at(q, k)) && std::isnan(win.panel->series(1).value(q, k))) ||
                        win.at(q, k) == win.panel->series(1).value(q, k));
        for (int k = 0; k < 5; ++k)
            h.stepForward();
        win.c()->advanceTo(45);
        QCOMPARE(win.panel->series(1).size(), 46);
        QCOMPARE(win.panel->series(1).value(Quantity::Speed, 45), win.at(Quantity::Speed, 45));
    }

    // A heading turning past ±180° is no line across the plot: between 179° and −179° nothing is
    // drawn at 0°, while the stretch 170° → 179° is drawn; a frame without a value is a gap too.
    void headingWrapIsNoLine()
    {
        const std::vector<double> heading = {170, 179, -179, -170, std::numeric_limits<double>::quiet_NaN(), -160};
        plots::Series series;
        for (double h : heading) {
            plots::Sample s;
            s.fill(std::numeric_limits<double>::quiet_NaN());
            s[std::size_t(Quantity::Heading)] = h;
            series.append(s);
        }
        plots::PlotView view;
        view.resize(400, 300);
        view.setLines(Quantity::Heading, {plots::PlotView::Line{QStringLiteral("run"), QColor(Qt::blue), series.column(Quantity::Heading)}});
        view.setCursorFrame(-1);
        QImage img(view.size(), QImage::Format_ARGB32);
        QPainter p(&img);
        view.render(p, QRectF(QPointF(0, 0), QSizeF(view.size())));
        p.end();
        QCOMPARE(view.drawnColumns(0), 5);
        const QRectF area = view.plotArea();
        auto yOf = [&](double deg) { return int(std::lround(area.bottom() - (deg + 180.0) / 360.0 * area.height())); };
        auto blueAt = [&](double x, int y) { return img.pixelColor(int(std::lround(x)), y).blue() > 200 && img.pixelColor(int(std::lround(x)), y).red() < 100; };
        const double between = (view.xOf(1) + view.xOf(2)) / 2;
        for (int deg = -150; deg <= 150; deg += 10)
            QVERIFY2(!blueAt(between, yOf(deg)), qPrintable(QString::number(deg)));
        QVERIFY(blueAt((view.xOf(0) + view.xOf(1)) / 2, yOf(174.5)));
        QVERIFY(!blueAt((view.xOf(3) + view.xOf(5)) / 2, yOf(-165)));
    }

    // The panel in Chinese and Russian: title, choices and axis words translated.
    // An hour at 4x is 432 000 frames (issue #36): the series keeps the newest frames every digit
    // and older ones as floats. What the plot draws of them must be where the exact values would be
    // drawn, within a thousandth of a pixel on a 2160-pixel-high plot, and the axis the same: the
    // values here are made by formulas (a speed near its maximum, distances, headings crossing
    // ±180°, neighbour counts, gaps of NaN), so the exact value of every frame is known.
    void longRunsKeptCompactDrawTheSameCurves()
    {
        using plots::Series;
        auto exact = [](std::int64_t k, Quantity q) -> double {
            const double t = double(k);
            switch (q) {
            case Quantity::Speed: return 10.0 - 1e-9 * double(k % 1000);
            case Quantity::Force: return 1.0 / 3.0 + std::sqrt(t);
            case Quantity::ForceTruncated: return k % 7 == 0 ? std::numeric_limits<double>::quiet_NaN() : 0.1 * std::sin(t / 97.0);
            case Quantity::TargetDistance: return 300.0 + 250.0 * std::sin(t / 997.0) + 1e-6 * std::cos(t);
            case Quantity::Heading: return std::remainder(t * 0.731, 360.0);
            case Quantity::Order: return 0.5 + 0.5 * std::cos(t / 5000.0);
            case Quantity::InSight: return double(k % 20);
            case Quantity::NearestNeighbour: return k < 1000 ? std::numeric_limits<double>::quiet_NaN() : 25.0 + std::log1p(t);
            }
            return 0.0;
        };
        const std::int64_t n = 5 * std::int64_t(Series::kExactFrames) + 1234;
        Series s;
        for (std::int64_t k = 0; k < n; ++k) {
            plots::Sample sample;
            for (Quantity q : plots::kQuantities)
                sample[std::size_t(q)] = exact(k, q);
            s.append(sample);
        }
        QCOMPARE(s.size(), n);
        QVERIFY(s.floatFrames() > 0);
        QVERIFY(n - s.floatFrames() >= std::int64_t(Series::kExactFrames));

        plots::PlotView view;
        view.resize(1920, 2160);
        for (Quantity q : plots::kQuantities) {
            view.setLines(q, {plots::PlotView::Line{QStringLiteral("run"), QColor(Qt::blue), s.column(q)}});
            const double pixel = (view.yMax() - view.yMin()) / view.plotArea().height();
            double lo = std::numeric_limits<double>::infinity(), hi = -lo, worst = 0;
            for (std::int64_t k = 0; k < n; ++k) {
                const double want = exact(k, q), got = s.value(q, k);
                if (std::isnan(want)) {
                    QVERIFY(std::isnan(got));
                    continue;
                }
                lo = std::min(lo, want);
                hi = std::max(hi, want);
                if (k >= s.floatFrames() && got != want) // the newest frames: every digit
                    QFAIL(qPrintable(QStringLiteral("frame %1 is not exact").arg(k)));
                worst = std::max(worst, std::abs(got - want) / pixel);
            }
            QVERIFY2(worst < 1e-3, qPrintable(QStringLiteral("%1: %2 px").arg(int(q)).arg(worst)));
            // The axis comes from the exact values: the range is theirs to the last digit.
            QCOMPARE(s.finiteRange(q).first, lo);
            QCOMPARE(s.finiteRange(q).second, hi);
            QVERIFY(view.yMin() <= std::min(lo, 0.0) && view.yMax() >= hi);
        }
        // The CSV writes the newest frames with every digit.
        const QString csv = plots::csvText({plots::CsvColumn{QStringLiteral("run"), s.column(Quantity::TargetDistance)}});
        const QStringList rows = csv.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(rows.size(), int(n) + 1);
        QCOMPARE(rows.last().split(QLatin1Char(',')).at(1).toDouble(), exact(n - 1, Quantity::TargetDistance));
        QVERIFY(rows.last().split(QLatin1Char(',')).at(1).toDouble() == exact(n - 1, Quantity::TargetDistance));

        // An edit far back keeps the frames before it as they were, and the run goes on from there.
        const std::int64_t cut = s.floatFrames() / 2;
        const double before = s.value(Quantity::Heading, cut - 1);
        s.truncate(cut);
        QCOMPARE(s.size(), cut);
        QVERIFY(s.value(Quantity::Heading, cut - 1) == before);
        QVERIFY(std::isnan(s.value(Quantity::Heading, cut)));
        plots::Sample next;
        next.fill(7.0);
        s.append(next);
        QVERIFY(s.value(Quantity::Speed, cut) == 7.0);
        QVERIFY(s.finiteRange(Quantity::Speed).first <= 7.0);
    }

    void readsInEachLanguage()
    {
        Window win(steer::ScenarioId::Flock);
        win.c()->advanceTo(30);
        // A second run (as compare mode gives one) puts its name in the legend.
        Controller other;
        other.switchScenario(steer::ScenarioId::Flock);
        QVERIFY(other.setParameter(QStringLiteral("maxSpeed"), 5.0).isEmpty());
        other.advanceTo(30);
        win.panel->setExtraRuns({plots::controllerRun(&other, QStringLiteral("maxSpeed = 5"), QColor(0xe6, 0x9f, 0x00))});
        QCOMPARE(win.panel->runCount(), 2);
        auto* dock = win.w.findChild<QDockWidget*>(QStringLiteral("plotsDock"));
        auto* choice = win.panel->findChild<QComboBox*>(QStringLiteral("plotsQuantity"));
        const QString english = choice->itemText(0);
        const QByteArray shots = qgetenv("STEER_PLOTS_SCREENSHOTS"); // a folder: look at the panel
        for (const char* lang : {"zh_CN", "ru", "en"}) {
            language::install(QString::fromLatin1(lang));
            QCoreApplication::processEvents();
            const bool en = QByteArray(lang) == "en";
            QCOMPARE(dock->windowTitle() == QStringLiteral("Plots"), en);
            QCOMPARE(choice->itemText(0) == english, en);
            QCOMPARE(plots::axisTitle(Quantity::Heading) == QStringLiteral("heading (degrees)"), en);
            if (!shots.isEmpty()) {
                win.panel->setQuantity(Quantity::Order);
                QCoreApplication::processEvents();
                const QString dir = QString::fromLocal8Bit(shots);
                win.panel->grab().save(dir + QStringLiteral("/plots-%1.png").arg(QLatin1String(lang)));
                win.w.grab().save(dir + QStringLiteral("/window-%1.png").arg(QLatin1String(lang)));
            }
        }
        QVERIFY2(win.panel->valueText().startsWith(QStringLiteral("Frame 30 — This run: ")), qPrintable(win.panel->valueText()));
        QVERIFY(win.panel->valueText().contains(QStringLiteral("; maxSpeed = 5: ")));
    }
};

QTEST_MAIN(TestPlots)
#include "tst_plots.moc"
