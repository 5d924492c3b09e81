// The classroom window, offscreen: stepping, history, input replay, parameters with undo, the
// overlay switches and the screenshot command line, checked against the core's own numbers.
#include "scenario_runs.h"
#include "test_budget.h"
#include "controller.h"
#include "formula_panel.h"
#include "history.h"
#include "language.h"
#include "lesson_ui.h"
#include "main_window.h"
#include "overlay_panel.h"
#include "parameters.h"
#include "parameters_panel.h"
#include "scenario_panel.h"
#include "scenarios.h"
#include "stage_view.h"
#include "transport_bar.h"
#include "world_painter.h"
#include "table_scenarios.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QImage>

#include <cmath>
#include <malloc.h>
#include <sys/wait.h>
#include <unistd.h>
#include <optional>
#include <QListWidget>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using steer::ScenarioId;
using steer::World;

using testing_runs::coreWorld;
using testing_runs::setupFor;

namespace {
// Pixels within a small distance of `c` (antialiased lines keep their colour at their centre).
int pixelsOfColour(const QImage& img, QColor c)
{
    int n = 0;
    for (int y = 0; y < img.height(); ++y) {
        const QRgb* line = reinterpret_cast<const QRgb*>(img.constScanLine(y));
        for (int x = 0; x < img.width(); ++x) {
            const QRgb p = line[x];
            if (std::abs(qRed(p) - c.red()) <= 6 && std::abs(qGreen(p) - c.green()) <= 6 &&
                std::abs(qBlue(p) - c.blue()) <= 6)
                ++n;
        }
    }
    return n;
}

QAction* action(MainWindow& w, const char* name) { return w.findChild<QAction*>(QLatin1String(name)); }
} // namespace

class TestWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        language::install(QStringLiteral("en"));
    }

    void startsOnMainVehicle()
    {
        MainWindow w;
        for (const auto& info : steer_test::tableScenarios()) {
            QVERIFY(w.controller()->start(setupFor(info.id)).isEmpty());
            QCOMPARE(w.controller()->frame(), 0);
            QCOMPARE(w.controller()->world().vehicles[std::size_t(w.controller()->selected())].id,
                     std::string(info.mainVehicle));
        }
    }

    void oneStepMatchesCore_data()
    {
        QTest::addColumn<int>("scenario");
        int index = 0;
        // A window per row: under the sanitizers one scenario in six (seek, pursue-evade, lennard-jones).
        for (const auto& info : steer_test::tableScenarios())
            if (steer_test::keepRow(index++, 6))
                QTest::newRow(info.key.data()) << int(info.id);
    }
    void oneStepMatchesCore()
    {
        QFETCH(int, scenario);
        const auto id = ScenarioId(scenario);
        MainWindow w;
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(id)).isEmpty());
        QAction* step = action(w, "stepForward");
        QVERIFY(step);
        for (int k = 1; k <= 5; ++k) {
            step->trigger();
            QCOMPARE(c->frame(), qint64(k)); // exactly one frame per step
            const World expected = coreWorld(id, k);
            QVERIFY(c->world() == expected);
            QCOMPARE(c->world().hash(), expected.hash());
        }
        // The numbers as well as the state: the first vehicle's position after 5 frames.
        const World expected = coreWorld(id, 5);
        QCOMPARE(c->world().vehicles[0].position.x, expected.vehicles[0].position.x);
        QCOMPARE(c->world().vehicles[0].position.y, expected.vehicles[0].position.y);
    }

    void stepBackThenForwardIsIdentical()
    {
        MainWindow w;
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Flock)).isEmpty());
        c->advanceTo(100);
        const World at100 = c->world();
        QVERIFY(at100 == coreWorld(ScenarioId::Flock, 100));
        QAction* back = action(w, "stepBack");
        for (int i = 0; i < 63; ++i)
            back->trigger();
        QCOMPARE(c->frame(), qint64(37));
        const World core37 = coreWorld(ScenarioId::Flock, 37);
        QVERIFY(c->world() == core37);
        // The explanation records shown at frame 37 are those of the next step, 37 -> 38, number
        // for number.
        const World core38 = coreWorld(ScenarioId::Flock, 38);
        QCOMPARE(c->world().explanations.size(), core38.explanations.size());
        const auto& got = c->world().explanations[0].calls;
        const auto& want = core38.explanations[0].calls;
        QCOMPARE(got.size(), want.size());
        for (std::size_t i = 0; i < got.size(); ++i)
            QVERIFY(got[i].data == want[i].data); // every typed field, exactly
        QAction* fwd = action(w, "stepForward");
        for (int i = 0; i < 63; ++i)
            fwd->trigger();
        QCOMPARE(c->frame(), qint64(100));
        QVERIFY(c->world() == at100);
        QCOMPARE(c->lastFrame(), qint64(100));
        // The timeline jumps anywhere since the reset.
        QSlider* timeline = w.transportBar()->timeline();
        QCOMPARE(timeline->maximum(), 100);
        timeline->setValue(5);
        QVERIFY(c->world() == coreWorld(ScenarioId::Flock, 5));
        timeline->setValue(0);
        QVERIFY(c->world() == coreWorld(ScenarioId::Flock, 0));
        QVERIFY(!c->history().current().explanations.size() || c->frame() == 0);
    }

    void switchingScenarioResets()
    {
        MainWindow w;
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Seek)).isEmpty());
        c->advanceTo(20);
        QCOMPARE(c->frame(), qint64(20));
        auto* list = w.scenarioPanel()->findChild<QListWidget*>(QStringLiteral("scenarioList"));
        QVERIFY(list);
        list->setCurrentRow(int(ScenarioId::Arrive));
        QCOMPARE(c->world().scenario, ScenarioId::Arrive);
        QCOMPARE(c->frame(), qint64(0));
        QCOMPARE(c->lastFrame(), qint64(0));
        QVERIFY(c->world() == coreWorld(ScenarioId::Arrive, 0));
        QCOMPARE(w.stageView()->world().scenario, ScenarioId::Arrive);
        // Reset goes back to frame 0 as well.
        c->advanceTo(12);
        action(w, "reset")->trigger();
        QCOMPARE(c->frame(), qint64(0));
        QVERIFY(c->world() == coreWorld(ScenarioId::Arrive, 0));
    }

    void draggedTargetReplaysAndMatchesCore()
    {
        MainWindow w;
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Arrive)).isEmpty());
        emit w.stageView()->targetDragged(QPointF(100, 80));
        c->advanceTo(10);
        emit w.stageView()->targetDragged(QPointF(450, 300));
        c->advanceTo(25);
        const World end = c->world();
        // The same input given to the core by hand.
        World core = steer::makeWorld(ScenarioId::Arrive);
        core.pointer = {100, 80};
        for (int i = 0; i < 10; ++i)
            core.step();
        core.pointer = {450, 300};
        for (int i = 0; i < 15; ++i)
            core.step();
        QVERIFY(end == core);
        c->jumpTo(5);
        QCOMPARE(c->world().pointer.x, 100.0);
        c->jumpTo(0);
        QCOMPARE(c->world().pointer.y, 80.0);
        c->jumpTo(25);
        QVERIFY(c->world() == end);
    }

    void pointerWhilePlayingReplays()
    {
        MainWindow w;
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Seek)).isEmpty());
        // Paused, moving the pointer over the stage changes nothing (only a drag does).
        emit w.stageView()->pointerMoved(QPointF(10, 10));
        QCOMPARE(c->world().pointer.x, 275.0);
        c->play();
        QVERIFY(c->isPlaying());
        // Move the pointer while playing; the frames are taken as the timer takes them (playStep),
        // so the test does not depend on how fast the machine is.
        for (int i = 0; i < 10; ++i) {
            emit w.stageView()->pointerMoved(QPointF(50 + 30 * (i % 12), 60 + 20 * (i % 12)));
            c->playStep();
        }
        c->pause();
        const qint64 last = c->lastFrame();
        QCOMPARE(last, qint64(10));
        const World end = c->world();
        QVERIFY(c->history().log().eventCount() >= 2);
        for (qint64 f = last; f > 0; --f)
            c->stepBack();
        QCOMPARE(c->frame(), qint64(0));
        // Frame 0 shows the pointer as it was then: the start, or the last move made during frame 0.
        const double x0 = c->world().pointer.x;
        QVERIFY2(x0 == 275.0 || (x0 >= 50.0 && x0 <= 380.0 && std::fmod(x0 - 50.0, 30.0) == 0.0), qPrintable(QString::number(x0)));
        c->jumpTo(last / 2);
        while (c->frame() < last)
            c->stepForward();
        QVERIFY(c->world() == end);
        QCOMPARE(c->world().hash(), end.hash());
    }

    void changeInThePastTrimsTheFuture()
    {
        MainWindow w;
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Seek)).isEmpty());
        c->advanceTo(50);
        c->jumpTo(20);
        QVERIFY(c->setParameter(QStringLiteral("maxSpeed"), 4.0).isEmpty());
        QCOMPARE(c->lastFrame(), qint64(20));
        QCOMPARE(w.transportBar()->timeline()->maximum(), 20);
        c->advanceTo(30);
        World core = coreWorld(ScenarioId::Seek, 20);
        core.vehicles[0].params.maxSpeed = 4.0;
        for (int i = 0; i < 10; ++i)
            core.step();
        QVERIFY(c->world() == core);
        // Reset starts at frame 0 again but keeps the tuned parameter (and forgets the input).
        c->reset();
        QCOMPARE(c->frame(), qint64(0));
        QCOMPARE(c->lastFrame(), qint64(0));
        QCOMPARE(c->world().vehicles[0].params.maxSpeed, 4.0);
        QCOMPARE(c->world().vehicles[0].position.x, coreWorld(ScenarioId::Seek, 0).vehicles[0].position.x);
    }

    void undoRestoresAParameter()
    {
        MainWindow w;
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w)); // window shortcuts need the active window
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Arrive)).isEmpty());
        QDoubleSpinBox* spin = w.parametersPanel()->spinBox(QStringLiteral("arrivalThreshold"));
        QVERIFY(spin);
        QCOMPARE(spin->value(), 100.0); // the seeds' default
        c->advanceTo(3);
        spin->setValue(50.0);
        QCOMPARE(c->world().vehicles[0].params.arrivalThreshold, 50.0);
        c->advanceTo(6);
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(c->world().vehicles[0].params.arrivalThreshold, 100.0);
        QCOMPARE(spin->value(), 100.0);
        QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(c->world().vehicles[0].params.arrivalThreshold, 50.0);
        // Stepping back before the change shows the value of that frame.
        c->jumpTo(2);
        QCOMPARE(spin->value(), 100.0);
        c->jumpTo(4);
        QCOMPARE(spin->value(), 50.0);
        // Invalid values are refused with a message and change nothing.
        QSignalSpy messages(c, &Controller::message);
        QVERIFY(!c->setParameter(QStringLiteral("mass"), 0.0).isEmpty());
        QVERIFY(!c->setParameter(QStringLiteral("maxSpeed"), -1.0).isEmpty());
        QVERIFY(!c->setParameter(QStringLiteral("nonsense"), 1.0).isEmpty());
        QCOMPARE(messages.count(), 3);
        QCOMPARE(c->world().vehicles[0].params.mass, 1.0);
        QCOMPARE(c->world().vehicles[0].params.maxSpeed, 10.0);
    }

    void allVehiclesAndUndo()
    {
        MainWindow w;
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::SeekFleeCycle)).isEmpty());
        QVERIFY(c->setParameter(QStringLiteral("maxSpeed"), 3.0).isEmpty()); // the selected vehicle
        QCOMPARE(c->world().vehicles[0].params.maxSpeed, 3.0);
        QCOMPARE(c->world().vehicles[1].params.maxSpeed, 10.0);
        w.parametersPanel()->scopeBox()->setCurrentIndex(1);
        QVERIFY(c->applyToAll());
        QVERIFY(c->setParameter(QStringLiteral("maxSpeed"), 6.0).isEmpty());
        for (const auto& v : c->world().vehicles)
            QCOMPARE(v.params.maxSpeed, 6.0);
        c->undoStack()->undo();
        QCOMPARE(c->world().vehicles[0].params.maxSpeed, 3.0);
        QCOMPARE(c->world().vehicles[2].params.maxSpeed, 10.0);
    }

    void countRestartsAndUndoes()
    {
        MainWindow w;
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Flock)).isEmpty());
        c->advanceTo(10);
        QDoubleSpinBox* count = w.parametersPanel()->spinBox(QStringLiteral("count"));
        QVERIFY(count);
        QCOMPARE(count->value(), 20.0);
        count->setValue(5);
        QCOMPARE(c->world().vehicles.size(), std::size_t(5));
        QCOMPARE(c->frame(), qint64(0)); // count is a set-up parameter: the scenario starts again
        steer::ScenarioSetup five = setupFor(ScenarioId::Flock);
        five.parameters = {{"count", 5.0}};
        World expected;
        QVERIFY(!steer::buildWorld(five, expected));
        QVERIFY(c->world() == expected);
        c->undoStack()->undo();
        QCOMPARE(c->world().vehicles.size(), std::size_t(20));
        QCOMPARE(w.parametersPanel()->spinBox(QStringLiteral("count"))->value(), 20.0);
    }

    // A crowd records only the selected vehicle; selecting another shows its records for the same
    // frame at once, and the state is the one recorded in full would give.
    void crowdRecordsTheSelectedVehicleOnly()
    {
        MainWindow w;
        Controller* c = w.controller();
        steer::ScenarioSetup big = setupFor(ScenarioId::Flock);
        big.parameters = {{"count", 100.0}};
        QVERIFY(c->start(big).isEmpty());
        c->advanceTo(12);
        const auto recorded = [c] {
            std::vector<int> r;
            for (std::size_t i = 0; i < c->world().explanations.size(); ++i)
                if (!c->world().explanations[i].calls.empty())
                    r.push_back(int(i));
            return r;
        };
        QCOMPARE(recorded(), std::vector<int>{c->selected()});
        c->select(7);
        QCOMPARE(c->frame(), qint64(12));
        QCOMPARE(recorded(), std::vector<int>{7});
        World full;
        QVERIFY(!steer::buildWorld(big, full));
        for (int k = 0; k < 12; ++k)
            full.step();
        QVERIFY(c->world() == full);
        World next = full; // the records shown are those of the next step
        next.step();
        QCOMPARE(c->world().explanations[7].update.force, next.explanations[7].update.force);
        c->stepBack();
        QCOMPARE(recorded(), std::vector<int>{7});
        QVERIFY(c->world().explanations[7].updated);
    }

    // A crowd as the command line makes it (issue #12): the count box shows the world's 20 000, not
    // a panel limit; and a boid that flees from dozens gets a readable separation line.
    void crowdPanelsAgreeWithTheWorld()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        Controller* c = w.controller();
        steer::ScenarioSetup crowd = setupFor(ScenarioId::Flock);
        // The seeds' density (20 per 550x400) on a stage scaled for 20 000.
        crowd.parameters = {{"count", 20000.0}, {"stageWidth", 17393.0}, {"stageHeight", 12649.0}};
        QVERIFY(c->start(crowd).isEmpty());
        QCOMPARE(c->world().vehicles.size(), std::size_t(20000));
        QCOMPARE(w.parametersPanel()->spinBox(QStringLiteral("count"))->value(), 20000.0);

        // A crowd's stage is fitted above the legend band, not under it: the view could not be
        // moved far enough on a large stage (the scene reached only 4000 units around it, a few
        // pixels at this scale). 100 000 units high, the size of a 250 000-boid crowd at the
        // seeds' density; 20 boids keep the test quick.
        steer::ScenarioSetup large = setupFor(ScenarioId::Flock);
        large.parameters = {{"stageWidth", 137500.0}, {"stageHeight", 100000.0}};
        QVERIFY(c->start(large).isEmpty());
        c->stepForward();
        w.resize(1920, 1080);
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCoreApplication::processEvents();
        StageView* view = w.stageView();
        const QRectF stage = view->stageRect();
        const QRectF legend = view->legendRect();
        QVERIFY(!legend.isEmpty());
        qInfo("stage %g,%g %gx%g, legend %g,%g %gx%g", stage.x(), stage.y(), stage.width(), stage.height(), legend.x(),
              legend.y(), legend.width(), legend.height());
        QVERIFY2(stage.bottom() <= legend.top() || stage.right() <= legend.left(),
                 qPrintable(QStringLiteral("stage %1,%2 %3x%4 under legend at %5,%6")
                                .arg(stage.x()).arg(stage.y()).arg(stage.width()).arg(stage.height())
                                .arg(legend.x()).arg(legend.y())));
        QVERIFY(QRectF(view->viewport()->rect()).contains(stage));
        QVERIFY(stage.height() > 0.4 * view->viewport()->height()); // still a useful size

        // 1000 boids on the seeds' 550x400: about 1000 * pi * 60^2 / (550 * 400) = 51 inside
        // tooCloseDist of a boid, half of them in front, so the separation line would run to
        // dozens of flee calls. The panel writes four, counts the rest, and sums them all.
        steer::ScenarioSetup dense = setupFor(ScenarioId::Flock);
        dense.parameters = {{"count", 1000.0}};
        QVERIFY(c->start(dense).isEmpty());
        c->advanceTo(3);
        const auto& calls = c->world().explanations[std::size_t(c->selected())].calls;
        int flees = 0;
        steer::Vector2D sum;
        for (const auto& r : calls)
            if (r.behaviour == steer::Behaviour::Flee) {
                ++flees;
                sum = sum + r.firstItem(steer::ItemKind::SteeringForce)->vec; // the applied -force
            }
        QVERIFY2(flees > 5, qPrintable(QString::number(flees)));
        const QString text = w.formulaPanel()->plainText();
        QCOMPARE(text.count(QStringLiteral("flee(")), 4);
        QVERIFY2(text.contains(QStringLiteral("… and %1 more (%2 in all)").arg(flees - 4).arg(flees)), qPrintable(text));
        const QRegularExpression sep(QStringLiteral("in all\\) ⇒ ΣF\\S* = \\(([-−0-9.]+), ([-−0-9.]+)\\)"));
        const auto m = sep.match(text);
        QVERIFY2(m.hasMatch(), qPrintable(text));
        const auto number = [&m](int k) { return m.captured(k).replace(QChar(0x2212), QLatin1Char('-')).toDouble(); };
        QVERIFY(std::abs(number(1) - sum.x) < 0.01);
        QVERIFY(std::abs(number(2) - sum.y) < 0.01);
    }

    void variantSwitchIsRecordedAndUndoable()
    {
        MainWindow w;
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::PursueEvade)).isEmpty());
        QComboBox* evade = w.parametersPanel()->variantBox(QStringLiteral("evade"));
        QVERIFY(evade);
        QCOMPARE(evade->count(), 2);
        c->advanceTo(5);
        QVERIFY(c->setVariant(QStringLiteral("evade"), QStringLiteral("behind")).isEmpty());
        QCOMPARE(c->world().variants.evade, steer::EvadePrediction::Behind002);
        QCOMPARE(evade->currentData().toString(), QStringLiteral("behind"));
        c->jumpTo(2);
        QCOMPARE(c->world().variants.evade, steer::EvadePrediction::Ahead);
        c->jumpTo(5);
        QCOMPARE(c->world().variants.evade, steer::EvadePrediction::Behind002);
        c->undoStack()->undo();
        QCOMPARE(c->world().variants.evade, steer::EvadePrediction::Ahead);
        QVERIFY(!c->setVariant(QStringLiteral("evade"), QStringLiteral("sideways")).isEmpty());
    }

    void pathClicksAndClear()
    {
        MainWindow w;
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Path)).isEmpty());
        const std::size_t n = c->world().path.points.size();
        auto* clear = w.parametersPanel()->findChild<QPushButton*>(QStringLiteral("clearPath"));
        QVERIFY(clear);
        c->advanceTo(4);
        clear->click();
        QVERIFY(c->world().path.points.empty());
        emit w.stageView()->stageClicked(QPointF(100, 100));
        emit w.stageView()->stageClicked(QPointF(400, 300));
        QCOMPARE(c->world().path.points.size(), std::size_t(2));
        c->advanceTo(10);
        c->jumpTo(3);
        QCOMPARE(c->world().path.points.size(), n);
        c->jumpTo(10);
        QCOMPARE(c->world().path.points.size(), std::size_t(2));
        QCOMPARE(c->world().path.points[1].x, 400.0);
    }

    void obstacleDragIsRecorded()
    {
        MainWindow w;
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Avoid)).isEmpty());
        emit w.stageView()->obstacleDragged(2, QPointF(250, 180));
        emit w.stageView()->obstacleDragged(2, QPointF(300, 200)); // one drag: one recorded move
        QCOMPARE(c->world().obstacles[2].position.x, 300.0);
        QCOMPARE(c->history().log().eventCount(), std::size_t(1));
        emit w.stageView()->obstacleDragged(7, QPointF(300, 200)); // no such circle: refused
        QCOMPARE(c->history().log().eventCount(), std::size_t(1));
        c->advanceTo(8);
        const World end = c->world();
        c->jumpTo(1);
        c->jumpTo(8);
        QVERIFY(c->world() == end);
    }

    void overlayTogglesReachTheStage()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        Controller* c = w.controller();
        OverlayPanel* panel = w.overlayPanel();
        // Every toggle reaches the stage's options.
        for (int i = 0; i < steer::kItemKindCount; ++i) {
            QCheckBox* box = panel->kindBox(steer::ItemKind(i));
            QVERIFY(box);
            box->setChecked(false);
            QVERIFY(!w.stageView()->overlay().visible.test(std::size_t(i)));
            box->setChecked(true);
            QVERIFY(w.stageView()->overlay().visible.test(std::size_t(i)));
        }
        panel->scaleBox()->setValue(12.0);
        QCOMPARE(w.stageView()->overlay().vectorScale, 12.0);
        // And changes the pixels of that kind's colour: for each kind drawn in some scenario.
        QStringList changed, unchanged;
        int index = 0;
        for (const auto& info : steer_test::tableScenarios()) {
            if (!steer_test::keepRow(index++)) // under the sanitizers, every third scenario
                continue;
            QVERIFY(c->start(setupFor(info.id)).isEmpty());
            c->advanceTo(info.id == ScenarioId::Flock ? 3 : 30);
            const diagrams::KindSet present = diagrams::kindsPresent(c->world());
            for (int i = 0; i < steer::kItemKindCount; ++i) {
                if (!present.test(std::size_t(i)))
                    continue;
                // Select a vehicle that has this kind: the selected vehicle's vectors are drawn strongest.
                const auto& ex = c->world().explanations;
                for (std::size_t v = 0; v < ex.size(); ++v) {
                    bool has = false;
                    for (std::size_t k = 0; k < ex[v].calls.size(); ++k)
                        for (const auto& item : ex[v].calls[k].items) // as drawn: a rule's force as its own kind
                            has = has || steer::shownKind(ex[v], k, item) == steer::ItemKind(i);
                    if (has) {
                        c->select(int(v));
                        break;
                    }
                }
                const QColor colour = diagrams::styleFor(steer::ItemKind(i)).color;
                QCheckBox* box = panel->kindBox(steer::ItemKind(i));
                const int on = pixelsOfColour(w.stageView()->grab().toImage(), colour);
                box->setChecked(false);
                const int off = pixelsOfColour(w.stageView()->grab().toImage(), colour);
                box->setChecked(true);
                const QString name = QStringLiteral("%1/%2").arg(QLatin1String(info.key.data()),
                                                                  QLatin1String(steer::itemKindId(steer::ItemKind(i)).data()));
                (on > off ? changed : unchanged) << name;
            }
        }
        qInfo("overlay kinds whose pixels changed: %lld, unchanged: %s", qlonglong(changed.size()),
              qPrintable(unchanged.join(QLatin1Char(' '))));
        QVERIFY(changed.size() > 0);
        QVERIFY2(unchanged.isEmpty(), qPrintable(unchanged.join(QLatin1Char(' '))));
    }

    void clickingAVehicleSelectsIt()
    {
        MainWindow w;
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::PursueEvade)).isEmpty());
        QCOMPARE(c->selected(), 0);
        emit w.stageView()->vehicleClicked(1);
        QCOMPARE(c->selected(), 1);
        QCOMPARE(w.stageView()->selected(), 1);
        // A real click on a vehicle of the flock, through the stage view.
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(c->start(setupFor(ScenarioId::Flock)).isEmpty());
        QCoreApplication::processEvents();
        const auto& v = c->world().vehicles[5];
        const QPoint at = w.stageView()->mapFromScene(QPointF(v.position.x, v.position.y));
        QTest::mouseClick(w.stageView()->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(c->selected(), w.stageView()->vehicleAt(QPointF(v.position.x, v.position.y)));
        QCOMPARE(c->selected(), 5);
        QCOMPARE(w.parametersPanel()->scopeBox()->itemText(0).contains(QLatin1String("v5")), true);
    }

    void languageSwitchesAtRunTime()
    {
        MainWindow w;
        QVERIFY(w.controller()->start(setupFor(ScenarioId::Flock)).isEmpty());
        const QString english = w.windowTitle();
        // [*] is Qt's place for the modified mark of the lesson (shown only when modified).
        QCOMPARE(english, QStringLiteral("Steering Lab — Flock[*]"));
        QAction* stepBack = action(w, "stepBack");
        QCOMPARE(stepBack->text(), QStringLiteral("Step back"));
        QVERIFY(w.setLanguage(QStringLiteral("ru")));
        QCoreApplication::processEvents(); // LanguageChange is delivered as an event
        QVERIFY(w.windowTitle() != english);
        QVERIFY(stepBack->text() != QStringLiteral("Step back"));
        QVERIFY(w.setLanguage(QStringLiteral("en")));
        QCoreApplication::processEvents();
        QCOMPARE(w.windowTitle(), english);
        QCOMPARE(stepBack->text(), QStringLiteral("Step back"));
        QCOMPARE(QSettings().value(QStringLiteral("language")).toString(), QStringLiteral("en"));
    }

    // The extra languages reach the formulas and the legend, whose rows grow to hold them: checked
    // in the menu one after the other, in that order; a third drops the first chosen.
    void extraLanguagesInFormulasAndLegend()
    {
        MainWindow w;
        QVERIFY(w.controller()->start(setupFor(ScenarioId::Seek)).isEmpty());
        w.controller()->advanceTo(3);
        // The full legend names each kind under its first name (the compact one leaves the names
        // to the rows' tooltips: tst_legend_compact).
        diagrams::OverlayOptions full = w.overlayPanel()->options();
        full.legendForm = diagrams::LegendForm::Full;
        w.overlayPanel()->setOptions(full);
        const QSizeF one = diagrams::legendSize(w.controller()->world(), 0, w.stageView()->overlay());
        QAction* ru = action(w, "second_ru");
        QAction* zh = action(w, "second_zh_CN");
        QAction* en = action(w, "second_en");
        QVERIFY(ru && zh && en);
        ru->trigger();
        QCOMPARE(w.stageView()->overlay().extraLanguages, QStringList{QStringLiteral("ru")});
        QCOMPARE(w.formulaPanel()->extraLanguages(), QStringList{QStringLiteral("ru")});
        const QSizeF two = diagrams::legendSize(w.controller()->world(), 0, w.stageView()->overlay());
        QVERIFY2(two.height() > one.height() * 1.5, qPrintable(QStringLiteral("%1 vs %2").arg(two.height()).arg(one.height())));
        QVERIFY(two.width() >= one.width());
        zh->trigger();
        const QStringList ruZh{QStringLiteral("ru"), QStringLiteral("zh_CN")};
        QCOMPARE(w.stageView()->overlay().extraLanguages, ruZh);
        QCOMPARE(w.formulaPanel()->extraLanguages(), ruZh);
        QVERIFY(ru->isChecked() && zh->isChecked() && !en->isChecked());
        const QSizeF three = diagrams::legendSize(w.controller()->world(), 0, w.stageView()->overlay());
        QVERIFY2(three.height() > two.height() * 1.2, qPrintable(QStringLiteral("%1 vs %2").arg(three.height()).arg(two.height())));
        // The interface language is English: checking it keeps it in the list (it shows again
        // under Chinese or Russian) but it is not repeated under itself; the first chosen goes.
        en->trigger();
        QCOMPARE(w.extraLanguages(), QStringList({QStringLiteral("zh_CN"), QStringLiteral("en")}));
        QVERIFY(!ru->isChecked());
        QCOMPARE(w.stageView()->overlay().extraLanguages, QStringList{QStringLiteral("zh_CN")});
        en->trigger(); // unchecked again
        QCOMPARE(w.extraLanguages(), QStringList{QStringLiteral("zh_CN")});
        action(w, "second_none")->trigger();
        QVERIFY(w.stageView()->overlay().extraLanguages.isEmpty());
        QVERIFY(!zh->isChecked());
        QCOMPARE(diagrams::legendSize(w.controller()->world(), 0, w.stageView()->overlay()), one);
    }

    // Saved where the one second language was ("zh_CN,ru"), and an old setting's single code still reads.
    void extraLanguagesSavedAndOldSettingRead()
    {
        QSettings().setValue(QStringLiteral("formulas/secondLanguage"), QStringLiteral("ru"));
        {
            MainWindow w;
            w.restoreSettings();
            QCOMPARE(w.extraLanguages(), QStringList{QStringLiteral("ru")});
            action(w, "second_zh_CN")->trigger();
        }
        QCOMPARE(QSettings().value(QStringLiteral("formulas/secondLanguage")).toString(), QStringLiteral("ru,zh_CN"));
        {
            MainWindow w;
            w.restoreSettings();
            QCOMPARE(w.extraLanguages(), QStringList({QStringLiteral("ru"), QStringLiteral("zh_CN")}));
            action(w, "second_none")->trigger();
        }
        QSettings().setValue(QStringLiteral("formulas/secondLanguage"), QStringLiteral("de,ru,ru,zh_CN,en")); // edited by hand
        MainWindow w;
        w.restoreSettings();
        QCOMPARE(w.extraLanguages(), QStringList({QStringLiteral("ru"), QStringLiteral("zh_CN")}));
        QSettings().remove(QStringLiteral("formulas/secondLanguage"));
    }

    void hoverGoesBothWays()
    {
        MainWindow w;
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Seek)).isEmpty());
        c->advanceTo(3);
        emit w.formulaPanel()->lineHovered(0, int(steer::ItemKind::DesiredVelocity));
        QCOMPARE(w.stageView()->overlay().highlightCall, 0);
        QVERIFY(w.stageView()->overlay().highlightKind == steer::ItemKind::DesiredVelocity);
        // Changing an overlay switch keeps the hover highlight.
        w.overlayPanel()->kindBox(steer::ItemKind::Target)->setChecked(false);
        QCOMPARE(w.stageView()->overlay().highlightCall, 0);
        emit w.formulaPanel()->lineHovered(-1, -1);
        QCOMPARE(w.stageView()->overlay().highlightCall, -1);
        QVERIFY(!w.stageView()->overlay().highlightKind);
        emit w.stageView()->itemHovered(0, int(steer::ItemKind::SteeringForce));
        QVERIFY(w.formulaPanel()->highlightedLineCount() > 0);
        emit w.stageView()->itemHovered(-1, -1);
        QCOMPARE(w.formulaPanel()->highlightedLineCount(), 0);
    }

    void savesPictures()
    {
        MainWindow w;
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Avoid)).isEmpty());
        c->advanceTo(20);
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("avoid.png"));
        const QString svg = dir.filePath(QStringLiteral("avoid.svg"));
        QVERIFY(w.savePicture(png, QSize(1100, 800)).isEmpty());
        QCOMPARE(QImage(png).size(), QSize(1100, 800));
        QVERIFY(w.savePicture(svg, QSize(1100, 800)).isEmpty());
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("<svg"));
        QVERIFY(!w.savePicture(QStringLiteral("/nonexistent-dir/a.png"), QSize(100, 100)).isEmpty());
    }

    // The parts the window hands its menus to put their actions where the window wants them:
    // the lesson's first in File, the exports right after Save picture, the text size and palette
    // in View before Panels, the Lessons dock's switch in Panels.
    void partsPutTheirActionsInTheMenus()
    {
        MainWindow w;
        QStringList file;
        for (QAction* a : w.fileMenu()->actions())
            file << (a->menu() ? a->menu()->objectName() : a->objectName());
        QCOMPARE(file.mid(0, 6), QStringList({QStringLiteral("newLesson"), QStringLiteral("openLesson"), QStringLiteral("recentMenu"),
                                              QStringLiteral("recoverMenu"), QStringLiteral("saveLesson"),
                                              QStringLiteral("saveLessonAs")}));
        const qsizetype picture = file.indexOf(QStringLiteral("savePicture"));
        QVERIFY(picture > 0);
        QCOMPARE(file.mid(picture, 3),
                 QStringList({QStringLiteral("savePicture"), QStringLiteral("exportAnimation"), QStringLiteral("exportWorksheet")}));
        QVERIFY(w.panelsMenu()->actions().contains(w.lessonUi()->dock()->toggleViewAction()));
        QMenu* viewMenu = nullptr; // the menu bar's menu holding Panels
        for (QAction* top : w.menuBar()->actions())
            if (top->menu() && top->menu()->actions().contains(w.panelsMenu()->menuAction()))
                viewMenu = top->menu();
        QVERIFY(viewMenu);
        const QList<QAction*> view = viewMenu->actions();
        const qsizetype panels = view.indexOf(w.panelsMenu()->menuAction());
        QVERIFY(panels > 0);
        QVERIFY(view.indexOf(action(w, "largerText")) >= 0 && view.indexOf(action(w, "largerText")) < panels);
        QVERIFY(view.indexOf(action(w, "smallerText")) >= 0 && view.indexOf(action(w, "smallerText")) < panels);
        QCOMPARE(view.value(panels - 1), w.findChild<QMenu*>(QStringLiteral("paletteMenu"))->menuAction());
    }

    void speedAndPlaying()
    {
        MainWindow w;
        Controller* c = w.controller();
        QVERIFY(c->start(setupFor(ScenarioId::Wander)).isEmpty());
        c->setSpeed(0.01);
        QCOMPARE(c->speed(), Controller::kMinSpeed);
        c->setSpeed(10.0);
        QCOMPARE(c->speed(), Controller::kMaxSpeed);
        QCOMPARE(w.transportBar()->speedBox()->value(), 4.0);
        // At 4x each 30 Hz tick advances four frames.
        action(w, "playPause")->trigger();
        QVERIFY(c->isPlaying());
        QTRY_VERIFY_WITH_TIMEOUT(c->frame() >= 40, 5000);
        action(w, "playPause")->trigger();
        QVERIFY(!c->isPlaying());
        QCOMPARE(c->frame() % 4, qint64(0));
        QVERIFY(c->world() == coreWorld(ScenarioId::Wander, int(c->frame())));
        // Space plays and pauses too.
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QTest::keyClick(&w, Qt::Key_Space);
        QVERIFY(c->isPlaying());
        QTest::keyClick(&w, Qt::Key_Space);
        QVERIFY(!c->isPlaying());
        const qint64 f = c->frame();
        QTest::keyClick(&w, Qt::Key_Right);
        QCOMPARE(c->frame(), f + 1);
        QTest::keyClick(&w, Qt::Key_Left);
        QCOMPARE(c->frame(), f);
        QTest::keyClick(&w, Qt::Key_Home);
        QCOMPARE(c->frame(), qint64(0));
    }

    void settingsRoundTrip()
    {
        {
            MainWindow w;
            diagrams::OverlayOptions o = w.overlayPanel()->options();
            o.vectorScale = 17.0;
            o.visible.reset(std::size_t(steer::ItemKind::Feeler));
            w.overlayPanel()->setOptions(o);
            w.controller()->setSpeed(2.5);
            w.saveSettings();
        }
        MainWindow w;
        w.restoreSettings();
        QCOMPARE(w.stageView()->overlay().vectorScale, 17.0);
        QVERIFY(!w.stageView()->overlay().visible.test(std::size_t(steer::ItemKind::Feeler)));
        QVERIFY(w.stageView()->overlay().visible.test(std::size_t(steer::ItemKind::Velocity)));
        QCOMPARE(w.controller()->speed(), 2.5);
        QSettings().clear();
    }

    void historyMemoryIsBounded()
    {
        // A small budget forces thinning: the key frames never exceed it and every frame stays exact.
        steer::History h(64 * 1024);
        h.reset(steer::makeWorld(ScenarioId::Flock));
        for (int i = 0; i < 3000; ++i)
            h.stepForward();
        QVERIFY(h.keyFrameBytes() <= 64 * 1024);
        QVERIFY(h.keyFrameInterval() > steer::History::kDefaultInterval);
        h.goTo(1234);
        QVERIFY(h.current() == coreWorld(ScenarioId::Flock, 1234));
        h.goTo(2999);
        QVERIFY(h.current() == coreWorld(ScenarioId::Flock, 2999));
        // The stretch re-simulated to reach a frame between thinned key frames (hundreds of frames
        // here, thousands of megabyte-sized frames in a crowd) is not all kept: the cache holds
        // what the budget holds, and steps back through and beyond it stay exact.
        const std::size_t oneWorld = steer::History::worldBytes(h.current());
        const std::int64_t interval = h.keyFrameInterval();
        h.goTo(2999 - 2999 % interval - 1); // the frame before a key frame: the longest stretch
        QVERIFY2(h.cacheBytes() <= 64 * 1024 + oneWorld, qPrintable(QString::number(h.cacheBytes())));
        const std::int64_t from = h.frame();
        for (int k = 1; k <= 40; ++k)
            QVERIFY(h.stepBack());
        QVERIFY(h.current() == coreWorld(ScenarioId::Flock, from - 40));
        QVERIFY(h.cacheBytes() <= 64 * 1024 + oneWorld);
    }

    void aKeyFrameCostsWhatTheAllocatorHolds()
    {
        // The history's budget is only as true as its count of a key frame. Counted against the
        // allocator itself (glibc's mallinfo2, bytes in use): copying a world must take what
        // worldBytes says, less the World object, which this copy keeps on the stack. Before the
        // vehicles' programs were counted, a 2 000-boid flock's copy took 1.34 times the count.
        // A crowd (one heap program per boid), a recorded frame (explanations), and obstacles.
        steer::ScenarioSetup crowd;
        crowd.id = steer::ScenarioId::Flock;
        crowd.parameters = {{"stageWidth", 5500}, {"stageHeight", 4000}, {"count", 2000}};
        crowd.recordExplanations = false; // as a key frame is kept
        steer::World flock;
        QVERIFY(!steer::buildWorld(crowd, flock));
        flock.step();
        const steer::World recorded = coreWorld(steer::ScenarioId::Avoid, 30);
        QVERIFY(!recorded.explanations.empty());
        for (const steer::World* w : std::initializer_list<const steer::World*>{&flock, &recorded}) {
            // mallinfo2 counts every thread's blocks, and the window's painting threads may free a
            // picture at any moment (in whole-suite runs the flock's copies once seemed 2-3 MB
            // smaller): the copies are made and counted in a child process, which has this thread
            // only. glibc's thread cache keeps up to seven freed blocks of each size, which
            // mallinfo2 counts as in use: eight copies first take those, so the measured ones come
            // from the heap itself. At least 8 MB of copies, so that the rounding of a few blocks
            // cannot tip the comparison.
            const std::size_t counted = steer::History::worldBytes(steer::World(*w)) - sizeof(steer::World);
            const std::size_t copiesMade = std::max<std::size_t>(40, (8u << 20) / counted);
            int link[2];
            QVERIFY(pipe(link) == 0);
            const pid_t child = fork();
            QVERIFY(child >= 0);
            if (child == 0) {
                std::vector<std::optional<steer::World>> drain(8), copies(copiesMade);
                for (auto& c : drain)
                    c.emplace(*w);
                const struct mallinfo2 before = mallinfo2();
                for (auto& c : copies)
                    c.emplace(*w); // a copy holds what it holds, not the original's spare capacity
                const struct mallinfo2 after = mallinfo2();
                const std::size_t held = (after.uordblks + after.hblkhd) - (before.uordblks + before.hblkhd);
                const bool written = write(link[1], &held, sizeof held) == ssize_t(sizeof held);
                _exit(written && *copies[0] == *w ? 0 : 1);
            }
            close(link[1]);
            std::size_t held = 0;
            const bool read = ::read(link[0], &held, sizeof held) == ssize_t(sizeof held);
            close(link[0]);
            int status = 0;
            QCOMPARE(waitpid(child, &status, 0), child);
            QVERIFY(read && WIFEXITED(status) && WEXITSTATUS(status) == 0);
            if (held == 0) // a sanitizer's allocator, which mallinfo2 does not see
                QSKIP("mallinfo2 does not count this allocator's blocks");
            const double ratio = double(held) / double(copiesMade * counted);
            QVERIFY2(std::abs(ratio - 1.0) < 0.02,
                     qPrintable(QStringLiteral("held %1, counted %2").arg(held).arg(copiesMade * counted)));
        }
    }

    void classroomHistoryKeepsAKeyFrameASecond()
    {
        // A 20-vehicle flock keeps what it kept before crowds (issue #12): one key frame every 30
        // frames (1 500 vehicle-frames / 50, the floor), none thinned within the 48 MB budget that
        // would hold about 9 000 of them: frames 0, 30, ..., 3000 are 101 key frames.
        steer::History h;
        h.reset(steer::makeWorld(ScenarioId::Flock));
        for (int i = 0; i < 3000; ++i)
            h.stepForward();
        QCOMPARE(h.keyFrameBudget(), steer::History::kDefaultBudget);
        QCOMPARE(h.keyFrameCount(), std::size_t(101));
        QCOMPARE(h.keyFrameInterval(), std::int64_t(30));
        QCOMPARE(h.keyFrameSpacing(3000), std::int64_t(30));
    }

    void crowdHistoryThinsBehindTheNewestFrame()
    {
        // 200 boids at the seeds' density (20 per 550x400: a stage sqrt(10) times as wide and
        // high), recorded as the window does (states only), under a budget of 20 worlds. One key
        // frame per 1 500 vehicle-frames is every 7th frame; a long play thins the old ones.
        steer::ScenarioSetup setup;
        setup.id = ScenarioId::Flock;
        setup.parameters = {{"stageWidth", 1739.0}, {"stageHeight", 1265.0}, {"count", 200.0}};
        World w0;
        QVERIFY(!steer::buildWorld(setup, w0));
        w0.recordExplanations = false;
        const World copy = w0; // a key frame is a copy: its vectors hold no spare capacity
        const std::size_t budget = 20 * steer::KeyFrames::cost(copy);
        steer::History h(budget);
        h.reset(w0);
        const int frames = steer_test::frames(1200, 400);
        // The straight run, by the core alone.
        std::vector<std::uint64_t> straight{w0.hash()};
        World run = w0;
        for (int i = 0; i < frames; ++i) {
            run.step();
            straight.push_back(run.hash());
        }
        bool withinBudget = true;
        for (int i = 0; i < frames; ++i) {
            h.stepForward();
            withinBudget = withinBudget && h.keyFrameBytes() <= budget;
        }
        QVERIFY(withinBudget);
        QCOMPARE(h.current().hash(), straight.back());
        // Every 7th frame would be frames / 7 worlds: far over the budget. The oldest key frames
        // are at least frames / 20 apart (a power of two times 7, so 112 for 1 200 frames), the
        // newest still 7 apart.
        QVERIFY(h.keyFrameCount() <= 20);
        QVERIFY2(h.keyFrameInterval() >= frames / 20, qPrintable(QString::number(h.keyFrameInterval())));
        QCOMPARE(h.keyFrameSpacing(frames), std::int64_t(7));

        // Thirty steps back from the newest frame: each re-simulates at most from the key frame
        // before it, which the rule keeps within twice the spacing there, and gives the straight
        // run's frame.
        auto stepBackExactly = [&](int steps) {
            for (int k = 0; k < steps; ++k) {
                const std::int64_t before = h.resimulatedFrames();
                QVERIFY(h.stepBack());
                const std::int64_t cost = h.resimulatedFrames() - before;
                const std::int64_t bound = 2 * h.keyFrameSpacing(h.frame()) - 1;
                QVERIFY2(cost <= bound, qPrintable(QStringLiteral("frame %1: %2 frames re-simulated, bound %3")
                                                       .arg(h.frame()).arg(cost).arg(bound)));
                QCOMPARE(h.current().hash(), straight[std::size_t(h.frame())]);
            }
        };
        const std::int64_t start = h.resimulatedFrames();
        stepBackExactly(30);
        // The stretches re-simulated on the way are kept: the 30 steps cost about the 30 frames,
        // not 30 re-simulations from the key frames.
        QVERIFY2(h.resimulatedFrames() - start <= 30 + 2 * h.keyFrameSpacing(h.frame()),
                 qPrintable(QString::number(h.resimulatedFrames() - start)));
        // Through the thinned region: a jump far back, then steps back across its checkpoints.
        for (std::int64_t to : {std::int64_t(frames / 2), std::int64_t(150)}) {
            h.goTo(to);
            QCOMPARE(h.current().hash(), straight[std::size_t(to)]);
            stepBackExactly(steer_test::frames(20, 5));
        }
        QVERIFY(h.cacheBytes() <= h.cacheLimit() * steer::History::worldBytes(copy));
        QVERIFY(h.cacheLimit() * steer::History::worldBytes(copy) <= budget);
    }

    void screenshotCommandLine()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("flock.png"));
        QProcess p;
        p.start(QStringLiteral(STEERINGLAB_BINARY),
                {QStringLiteral("--scenario"), QStringLiteral("flock"), QStringLiteral("--frames"), QStringLiteral("40"),
                 QStringLiteral("--size"), QStringLiteral("1024x700"), QStringLiteral("--lang"), QStringLiteral("en"),
                 QStringLiteral("--screenshot"), file});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QImage img(file);
        QCOMPARE(img.size(), QSize(1024, 700));
        // Unwritable: one line, status 2, no file.
        QProcess bad;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), dir.path());
        bad.setProcessEnvironment(env);
        bad.start(QStringLiteral(STEERINGLAB_BINARY),
                  {QStringLiteral("--scenario"), QStringLiteral("seek"), QStringLiteral("--screenshot"),
                   QStringLiteral("/nonexistent-dir/x.png")});
        QVERIFY(bad.waitForFinished(60000));
        QCOMPARE(bad.exitCode(), 2);
        const QString err = QString::fromLocal8Bit(bad.readAllStandardError()).trimmed();
        QCOMPARE(err.count(QLatin1Char('\n')), 0);
        QVERIFY2(err.startsWith(QLatin1String("steeringlab: ")) && err.contains(QLatin1String("/nonexistent-dir/x.png")),
                 qPrintable(err));
        QVERIFY(!QFile::exists(QStringLiteral("/nonexistent-dir/x.png")));
    }
};

QTEST_MAIN(TestWindow)
#include "tst_window.moc"
