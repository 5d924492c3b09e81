// Compare mode (issue #11): panes that differ from the main run in one thing, driven by the one
// transport. Each pane is checked against a separate run of its own configuration made here with
// the core alone (buildWorld, applyEvent, step), never through the pane's code; the physics of a
// ready-made comparison is checked with a real figure; the labels are checked against the
// catalogues' own text; the command line is run as a script would.
#include "compare_area.h"
#include "compare_mode.h"
#include "compare_numbers.h"
#include "controller.h"
#include "language.h"
#include "lesson_json.h"
#include "lesson_session.h"
#include "lesson_ui.h"
#include "main_window.h"
#include "plot_view.h"
#include "plots_panel.h"
#include "program_run.h"
#include "scenarios.h"
#include "stage_view.h"
#include "test_budget.h"
#include "ts_catalogue.h"
#include "wcag_contrast.h"

#include <QAction>
#include <QImage>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QUndoStack>

#include <cmath>
#include <map>

namespace {

// A separate run: frame 0 of `setup`, then `frames` steps with `events` applied at their frames
// (before the step from that frame), as the seeds' demos read input once a frame.
steer::World separateRun(const steer::ScenarioSetup& setup, std::int64_t frames,
                         const std::multimap<std::int64_t, steer::InputEvent>& events = {})
{
    steer::World w;
    if (auto err = steer::buildWorld(setup, w))
        qFatal("buildWorld: %s", err->c_str());
    w.recordExplanations = false;
    for (std::int64_t f = 0; f < frames; ++f) {
        const auto [from, to] = events.equal_range(f);
        for (auto it = from; it != to; ++it)
            if (auto err = steer::applyEvent(w, it->second))
                qFatal("applyEvent: %s", err->c_str());
        w.step();
    }
    const auto [from, to] = events.equal_range(frames);
    for (auto it = from; it != to; ++it)
        steer::applyEvent(w, it->second);
    return w;
}

// The flock's order parameter |Σ v̂| / N: 1 when every vehicle heads the same way, near 0 when the
// headings cancel out.
double orderParameter(const steer::World& w)
{
    steer::Vector2D sum;
    for (const auto& v : w.vehicles)
        sum = sum + v.velocity / v.velocity.length();
    return sum.length() / double(w.vehicles.size());
}

// Every pane's history stands at the main frame and equals a separate run of its set-up.
void checkLockstep(const Controller& c, const CompareMode& mode, const std::multimap<std::int64_t, steer::InputEvent>& events)
{
    for (int k = 0; k < mode.paneCount(); ++k) {
        const steer::History& h = mode.pane(k).history();
        QCOMPARE(h.frame(), c.frame());
        QCOMPARE(h.current().hash(), separateRun(mode.pane(k).setup(), c.frame(), events).hash());
    }
}

QString tsText(const QString& lang, const char* context, const char* source)
{
    return ts_catalogue::text(QStringLiteral(STEER_TRANSLATIONS_DIR), lang, context, source);
}

QAction* actionNamed(MainWindow& w, const char* name) { return w.findChild<QAction*>(QLatin1String(name)); }

} // namespace

class TestCompare : public QObject {
    Q_OBJECT
private slots:
    void init() { language::install(QStringLiteral("en")); }

    // Seek vs arrive and a faster seeker, with the target moved at frame 30: at frame 100 each pane
    // is exactly the separate run of its configuration with that same input.
    void panesEqualSeparateRuns()
    {
        MainWindow w;
        Controller* c = w.controller();
        CompareMode* mode = w.compareMode();
        QVERIFY(mode);
        steer::ScenarioSetup seek;
        QCOMPARE(c->start(seek), QString());
        QCOMPARE(mode->setSpecTexts({QStringLiteral("behaviours:vehicle=arrive:pointer"), QStringLiteral("set:maxSpeed=5")}),
                 QString());
        QCOMPARE(mode->paneCount(), 2);
        c->advanceTo(30);
        c->targetDragged(QPointF(100, 300));
        c->dragFinished();
        c->advanceTo(100);
        QCOMPARE(c->frame(), qint64(100));
        const std::multimap<std::int64_t, steer::InputEvent> events{{30, steer::InputEvent::pointer({100, 300})}};
        QCOMPARE(c->history().log().events().at(30), std::vector<steer::InputEvent>{events.begin()->second});

        // The configurations written out here, not taken from the panes.
        steer::ScenarioSetup arrive = seek;
        arrive.programs = {"vehicle=arrive:pointer"};
        steer::ScenarioSetup fast = seek;
        fast.parameters = {{"maxSpeed", 5.0}};
        QCOMPARE(mode->pane(0).history().current().hash(), separateRun(arrive, 100, events).hash());
        QCOMPARE(mode->pane(1).history().current().hash(), separateRun(fast, 100, events).hash());
        QCOMPARE(c->history().current().hash(), separateRun(seek, 100, events).hash());
        // And they really differ: a comparison of equal runs would prove nothing.
        QVERIFY(mode->pane(0).history().current().hash() != c->history().current().hash());
        QVERIFY(mode->pane(1).history().current().hash() != c->history().current().hash());
        // The views show those frames.
        QCOMPARE(mode->paneView(0)->world().hash(), mode->pane(0).history().current().hash());
        QCOMPARE(mode->paneView(0)->world().frame, std::int64_t(100));
        // The Plots panel draws each pane as a line of its own, named with the pane's label.
        const PlotsPanel* plots = w.findChild<PlotsPanel*>(QStringLiteral("plotsPanel"));
        QVERIFY(plots);
        QCOMPARE(plots->runCount(), 3);
        // Named in the teacher's words: the main vehicle seeks, the pane's arrives.
        QCOMPARE(plots->run(0).name, QStringLiteral("Seek, Max speed = 10"));
        QCOMPARE(plots->run(1).name, QStringLiteral("Arrive"));
        QCOMPARE(plots->run(2).history().current().hash(), mode->pane(1).history().current().hash());
        // The numbers side by side: one column per pane; the position row holds each run's own
        // position (3 decimals), and only what differs from the main run is bold in a readable colour.
        QTableWidget* table = mode->numbers()->table();
        QCOMPARE(table->columnCount(), 3);
        const int row = mode->numbers()->rowOf(QStringLiteral("update/p"));
        QVERIFY(row > 0);
        QCOMPARE(table->verticalHeaderItem(row)->text(), QStringLiteral("p"));
        auto position = [](const steer::World& world) {
            const steer::Vector2D p = world.vehicles[0].position;
            return QStringLiteral("(%1, %2)").arg(p.x, 0, 'f', 3).arg(p.y, 0, 'f', 3);
        };
        QCOMPARE(table->item(row, 0)->text(), position(c->history().current()));
        QCOMPARE(table->item(row, 1)->text(), position(mode->pane(0).history().current()));
        QCOMPARE(table->item(row, 2)->text(), position(mode->pane(1).history().current()));
        QVERIFY(!table->item(row, 0)->font().bold());
        for (int k = 1; k <= 2; ++k) {
            QVERIFY(table->item(row, k)->font().bold());
            QVERIFY(wcag::contrast(table->item(row, k)->foreground().color(), table->palette().color(QPalette::Base)) >= 4.5);
        }
    }

    // Seek vs arrive at frame 1: every number of both calls side by side. By hand (SOURCES.md:
    // mass 1, maxSpeed 10, maxForce 1, arrivalThreshold 100; SeekTest starts the vehicle at rest at
    // (0,0), the pointer at the stage's centre (275,200)):
    //   step 0→1: d = (275,200), |d| = 340.037, v_d = d/|d|·10 = (8.0874, 5.8817) = F (v = 0),
    //             truncate(F, 1) = (0.8087, 0.5882) = a = v1 = p1 (arrive: 340 > 100, the same).
    //   the records shown at frame 1, step 1→2: d = target − p1, |d| = 340.037 − 1 = 339.037 (p1 lies
    //   on the line to the target)
    //     seek:   v_d = normalize(d)·maxSpeed = (8.087, 5.882); F = v_d − v1 = (7.279, 5.294)
    //     arrive: dist 339.037 > arrivalThreshold ⇒ speed = maxSpeed = 10: the same v_d and F
    //     update: truncate(F, 1) = (0.809, 0.588); v2 = v1 + a = (1.617, 1.176); p2 = (2.426, 1.765)
    //   so no number of the update differs; only the call differs (seek here, arrive there).
    // The pointer then moved to (30,20) at frame 1: d = (29.191, 19.412), |d| = 35.056 < 100:
    //     seek:   v_d = (29.191, 19.412)/35.056·10 = (8.327, 5.537), F = (7.518, 4.949)
    //     arrive: speed = 10·35.056/100 = 3.506, v_d = (2.919, 1.941), F = (2.110, 1.353)
    //     update: truncate(F, 1) = (0.835, 0.550) vs (0.842, 0.540); p2 = (2.453, 1.726) vs (2.459, 1.716)
    void numbersSideBySide()
    {
        MainWindow w;
        Controller* c = w.controller();
        CompareMode* mode = w.compareMode();
        QCOMPARE(c->start(steer::ScenarioSetup{}), QString());
        QCOMPARE(mode->setSpecTexts({QStringLiteral("behaviours:vehicle=arrive:pointer")}), QString());
        c->advanceTo(1);
        CompareNumbers* numbers = mode->numbers();
        QTableWidget* table = numbers->table();
        QCOMPARE(table->columnCount(), 2);
        auto cell = [&](const char* key, int column) {
            const int row = numbers->rowOf(QString::fromLatin1(key));
            return row < 0 ? QStringLiteral("<no row %1>").arg(QLatin1String(key)) : table->item(row, column)->text();
        };
        auto bold = [&](const char* key, int column) { return table->item(numbers->rowOf(QString::fromLatin1(key)), column)->font().bold(); };
        const QString dash = QStringLiteral("—");
        // Each call under its heading (spanning the columns), a dash where the pane does not make it.
        const int seekHeading = numbers->rowOf(QStringLiteral("#seek#0"));
        const int arriveHeading = numbers->rowOf(QStringLiteral("#arrive#0"));
        const int updateHeading = numbers->rowOf(QStringLiteral("#update"));
        QVERIFY(seekHeading == 0 && seekHeading < arriveHeading && arriveHeading < updateHeading);
        QCOMPARE(table->item(seekHeading, 0)->text(), QStringLiteral("seek"));
        QCOMPARE(table->item(arriveHeading, 0)->text(), QStringLiteral("arrive"));
        QCOMPARE(table->columnSpan(arriveHeading, 0), 2);
        QCOMPARE(table->verticalHeaderItem(numbers->rowOf(QStringLiteral("seek#0/desiredVelocity")))->text(),
                 QStringLiteral("desired velocity (desiredVelocity)"));
        QCOMPARE(table->verticalHeaderItem(numbers->rowOf(QStringLiteral("arrive#0/dist")))->text(), QStringLiteral("distance (dist)"));
        QCOMPARE(cell("seek#0/desiredVelocity", 0), QStringLiteral("(8.087, 5.882)"));
        QCOMPARE(cell("seek#0/desiredVelocity", 1), dash);
        QCOMPARE(cell("seek#0/force", 0), QStringLiteral("(7.279, 5.294)"));
        QCOMPARE(cell("arrive#0/desiredVelocity", 0), dash);
        QCOMPARE(cell("arrive#0/desiredVelocity", 1), QStringLiteral("(8.087, 5.882)"));
        QCOMPARE(cell("arrive#0/force", 1), QStringLiteral("(7.279, 5.294)"));
        QCOMPARE(cell("arrive#0/dist", 1), QStringLiteral("339.037"));
        QCOMPARE(cell("arrive#0/speed", 1), QStringLiteral("10"));
        QCOMPARE(cell("update/p", 0), QStringLiteral("(0.809, 0.588)"));
        QCOMPARE(cell("update/p = p + v", 1), QStringLiteral("(2.426, 1.765)"));
        // Highlighted: arrive's numbers (the main run has none), nothing of the update, no dash.
        QVERIFY(bold("arrive#0/desiredVelocity", 1) && !bold("seek#0/desiredVelocity", 1));
        for (int r = updateHeading + 1; r < table->rowCount(); ++r) {
            QCOMPARE(table->item(r, 0)->text(), table->item(r, 1)->text());
            QVERIFY(!table->item(r, 1)->font().bold());
        }
        const int layouts = numbers->layoutCount();

        c->targetDragged(QPointF(30, 20));
        c->dragFinished();
        QCOMPARE(c->frame(), qint64(1));
        QCOMPARE(cell("seek#0/desiredVelocity", 0), QStringLiteral("(8.327, 5.537)"));
        QCOMPARE(cell("arrive#0/desiredVelocity", 1), QStringLiteral("(2.919, 1.941)"));
        QCOMPARE(cell("arrive#0/speed", 1), QStringLiteral("3.506"));
        QCOMPARE(cell("update/truncate(F, maxForce)", 0), QStringLiteral("(0.835, 0.550)"));
        QCOMPARE(cell("update/truncate(F, maxForce)", 1), QStringLiteral("(0.842, 0.540)"));
        QCOMPARE(cell("update/p = p + v", 0), QStringLiteral("(2.453, 1.726)"));
        QCOMPARE(cell("update/p = p + v", 1), QStringLiteral("(2.459, 1.716)"));
        QVERIFY(bold("update/p = p + v", 1) && bold("update/truncate(F, maxForce)", 1));
        QVERIFY(!bold("update/p", 1) && !bold("update/v", 1) && !bold("update/p = p + v", 0)); // where both stood
        QVERIFY(wcag::contrast(table->item(numbers->rowOf(QStringLiteral("update/p = p + v")), 1)->foreground().color(),
                               table->palette().color(QPalette::Base)) >= 4.5);
        // New numbers in the same rows: the table is not laid out again, nor while playing on.
        for (int i = 0; i < 5; ++i)
            c->stepForward();
        QCOMPARE(numbers->layoutCount(), layouts);
        // In Chinese: the headings in the glossary's words.
        language::install(QStringLiteral("zh_CN"));
        QCoreApplication::processEvents();
        c->stepForward();
        QCOMPARE(table->item(numbers->rowOf(QStringLiteral("#arrive#0")), 0)->text(), tsText(QStringLiteral("zh_CN"), "Formula", "arrive"));
        QCOMPARE(table->verticalHeaderItem(numbers->rowOf(QStringLiteral("arrive#0/dist")))->text(), QStringLiteral("距离（dist）"));
        QCOMPARE(table->verticalHeaderItem(numbers->rowOf(QStringLiteral("seek#0/desiredVelocity")))->text(),
                 tsText(QStringLiteral("zh_CN"), "ItemKind", "desired velocity") + QStringLiteral("（desiredVelocity）"));
    }

    // Adding, removing and ready-made panes change the lesson (no undo step, but it asks to be saved);
    // opening a lesson with panes does not.
    void panesMarkTheLessonModified()
    {
        MainWindow w;
        CompareMode* mode = w.compareMode();
        LessonSession* session = w.lessonUi()->session();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("l.steerlab"));
        QCOMPARE(session->save(path), QString());
        QVERIFY(!session->isModified());
        const int undoSteps = w.controller()->undoStack()->count();
        QCOMPARE(mode->setSpecTexts({QStringLiteral("set:maxSpeed=5")}), QString());
        QVERIFY(session->isModified());
        QCOMPARE(w.controller()->undoStack()->count(), undoSteps);
        QCOMPARE(session->save(path), QString());
        QVERIFY(!session->isModified());
        actionNamed(w, "compareOff")->trigger();
        QVERIFY(session->isModified());
        QCOMPARE(session->save(path), QString());
        QCOMPARE(mode->addPane(compare::Spec{compare::Spec::Kind::Parameter, "maxForce", {}, 2.0}), QString());
        QVERIFY(session->isModified());
        QCOMPARE(session->save(path), QString());
        QCOMPARE(session->open(path), QString());
        QCOMPARE(mode->paneCount(), 1);
        QVERIFY(!session->isModified());
    }

    // A language switch names the Plots panel's lines (the panes' captions) in the new language.
    void plotLegendRetranslates()
    {
        MainWindow w;
        CompareMode* mode = w.compareMode();
        QCOMPARE(mode->setSpecTexts({QStringLiteral("set:maxSpeed=5")}), QString());
        const PlotsPanel* plots = w.findChild<PlotsPanel*>(QStringLiteral("plotsPanel"));
        QCOMPARE(plots->view()->lineCount(), 2);
        QCOMPARE(plots->view()->lineName(0), QStringLiteral("Max speed = 10")); // the main run's own value
        QCOMPARE(plots->view()->lineName(1), QStringLiteral("Max speed = 5"));
        for (const char* l : {"zh_CN", "ru"}) {
            const QString lang = QString::fromLatin1(l);
            language::install(lang);
            QCoreApplication::processEvents();
            const QString maxSpeed = tsText(lang, "Compare", "%1 = %2");
            QCOMPARE(plots->view()->lineName(0), maxSpeed.arg(tsText(lang, "Parameter", "Max speed"), QStringLiteral("10")));
            QCOMPARE(plots->view()->lineName(1), maxSpeed.arg(tsText(lang, "Parameter", "Max speed"), QStringLiteral("5")));
            QCOMPARE(plots->run(1).name, plots->view()->lineName(1));
        }
    }

    // Trails on: each pane draws its own vehicles' last positions, as the main view draws its own.
    void panesDrawTrails()
    {
        MainWindow w;
        CompareMode* mode = w.compareMode();
        Controller* c = w.controller();
        QCOMPARE(c->start(steer::ScenarioSetup{}), QString());
        QCOMPARE(mode->setSpecTexts({QStringLiteral("behaviours:vehicle=arrive:pointer"), QStringLiteral("set:maxSpeed=5")}), QString());
        actionNamed(w, "trails")->setChecked(true);
        QCoreApplication::processEvents(); // the panes follow the switch queued
        QVERIFY(mode->paneView(0)->trailsEnabled() && mode->paneView(1)->trailsEnabled());
        c->advanceTo(12);
        c->stepForward(); // one more position on the trails kept
        c->stepBack();
        c->stepBack(); // taken again from the history
        for (int k = 0; k < 2; ++k) {
            // The trail is the pane's own run: positions of a separate run of its set-up, frames 0..11.
            const auto& trail = mode->paneTrails(k).at(0);
            QCOMPARE(trail.size(), std::size_t(12));
            for (int f = 0; f < 12; ++f)
                QCOMPARE(trail[std::size_t(f)], separateRun(mode->pane(k).setup(), f).vehicles[0].position);
        }
        QVERIFY(mode->pane(1).history().current().vehicles[0].position != c->world().vehicles[0].position);
    }

    // The panes painted ahead on a pool thread (stage_paint_ahead.h) show exactly the pixels the GUI
    // thread paints for the same frame, trails and all; and the pool thread did paint them.
    void panesPaintedAheadMatchTheGuiThread()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        CompareMode* mode = w.compareMode();
        Controller* c = w.controller();
        steer::ScenarioSetup flock;
        flock.id = steer::ScenarioId::Flock;
        QCOMPARE(c->start(flock), QString());
        QCOMPARE(mode->setSpecTexts({QStringLiteral("variant:alignment=printed"), QStringLiteral("variant:insight=all")}), QString());
        actionNamed(w, "trails")->setChecked(true);
        c->advanceTo(steer_test::frames(20));
        QCoreApplication::processEvents(); // everything painted once
        c->stepForward();                  // the panes follow, and their pictures are started
        QThreadPool::globalInstance()->waitForDone();
        for (int k = 0; k < mode->paneCount(); ++k) {
            StageView* v = mode->paneView(k);
            const int before = v->picturesShown();
            const QImage ahead = v->viewport()->grab().toImage();
            QCOMPARE(v->picturesShown(), before + 1);
            const QImage direct = v->viewport()->grab().toImage(); // no picture left: painted here
            QCOMPARE(v->picturesShown(), before + 1);
            QCOMPARE(ahead.size(), direct.size());
            QVERIFY2(ahead == direct, qPrintable(QStringLiteral("pane %1 differs").arg(k + 1)));
        }
        // A change after the pictures were started (a new selection) is shown, not the old picture.
        c->stepForward();
        c->select(3);
        QThreadPool::globalInstance()->waitForDone();
        StageView* v = mode->paneView(0);
        const int before = v->picturesShown();
        const QImage now = v->viewport()->grab().toImage();
        QCOMPARE(v->selected(), 3);
        QCOMPARE(now, v->viewport()->grab().toImage());
        QVERIFY(v->picturesShown() <= before + 1);
    }

    // Flock alignment printed vs intended: the printed line throws the alignment term away, so the
    // headings do not line up and the order parameter |Σv̂|/N stays lower than with the alignment.
    void alignmentOrdersTheFlock()
    {
        MainWindow w;
        Controller* c = w.controller();
        CompareMode* mode = w.compareMode();
        actionNamed(w, "compareAlignment")->trigger();
        QCOMPARE(c->world().scenario, steer::ScenarioId::Flock);
        QCOMPARE(mode->paneCount(), 2);
        QCOMPARE(mode->pane(0).setup().variants.alignment, steer::Alignment::Printed000);
        // Averaged over the run: the flock bounces off the walls, so one frame's figure swings.
        const int frames = steer_test::frames(300, 150);
        double intended = 0, printed = 0;
        for (int f = 1; f <= frames; ++f) {
            c->stepForward();
            intended += orderParameter(c->history().current()) / frames;
            printed += orderParameter(mode->pane(0).history().current()) / frames;
            if (f == 150 || f == 300)
                qInfo("mean order parameter |sum v^|/N over frames 1..%d: intended %.3f, printed %.3f", f, intended * frames / f, printed * frames / f);
        }
        QVERIFY2(intended > 0.5, qPrintable(QString::number(intended)));
        QVERIFY2(printed < intended - 0.2, qPrintable(QString::number(printed)));
        checkLockstep(*c, *mode, {});
    }

    // An edit at frame 60 (max speed of the selected vehicle), then stepping back across it and
    // forward again, then undoing it: the panes are at the main frame with the same input each time.
    void stepBackAcrossAnEditKeepsLockstep()
    {
        MainWindow w;
        Controller* c = w.controller();
        CompareMode* mode = w.compareMode();
        actionNamed(w, "compareEvade")->trigger();
        QCOMPARE(c->world().scenario, steer::ScenarioId::PursueEvade);
        QCOMPARE(mode->paneCount(), 1);
        c->advanceTo(60);
        QCOMPARE(c->setParameter(QStringLiteral("maxSpeed"), 3.0), QString());
        const std::multimap<std::int64_t, steer::InputEvent> edit{
            {60, steer::InputEvent::parameter("maxSpeed", 3.0, c->selected())}};
        QCOMPARE(c->history().log().events().at(60), std::vector<steer::InputEvent>{edit.begin()->second});
        c->advanceTo(90);
        checkLockstep(*c, *mode, edit);
        for (int i = 0; i < 40; ++i)
            c->stepBack();
        QCOMPARE(c->frame(), qint64(50));
        checkLockstep(*c, *mode, edit);
        for (int i = 0; i < 25; ++i)
            c->stepForward();
        checkLockstep(*c, *mode, edit);
        c->jumpTo(61);
        checkLockstep(*c, *mode, edit);
        c->undo(); // the edit leaves the log: the frames after 60 are those of the plain run again
        QVERIFY(c->history().log().events().empty());
        c->advanceTo(80);
        checkLockstep(*c, *mode, {});
        // Compare off gives the stage back to the window's centre.
        actionNamed(w, "compareOff")->trigger();
        QVERIFY(!mode->isOn());
        QCOMPARE(w.stageView()->parentWidget(), w.centralWidget());
    }

    // A lesson saves the panes and opening it restores them; a wrong entry is refused with its place.
    void savedInALesson()
    {
        MainWindow w;
        Controller* c = w.controller();
        CompareMode* mode = w.compareMode();
        actionNamed(w, "compareEvade")->trigger();
        c->advanceTo(40);
        const lessons::Lesson saved = w.lessonUi()->session()->snapshot();
        QCOMPARE(saved.compare, std::vector<QString>{QStringLiteral("variant:evade=behind")});
        const QByteArray bytes = lessons::lessonToJson(saved);
        QVERIFY2(bytes.contains("\"compare\": [\"variant:evade=behind\"]"), bytes.constData());
        const lessons::ReadResult read = lessons::parseLesson(bytes, QStringLiteral("evade.steerlab"));
        QVERIFY2(read.lesson, qPrintable(read.error));
        QCOMPARE(read.lesson->compare, saved.compare);

        mode->turnOff();
        c->switchScenario(steer::ScenarioId::Seek);
        QCOMPARE(w.lessonUi()->session()->openLesson(*read.lesson, {}), QString());
        QCOMPARE(c->world().scenario, steer::ScenarioId::PursueEvade);
        QCOMPARE(mode->specTexts(), QStringList{QStringLiteral("variant:evade=behind")});
        QCOMPARE(c->frame(), qint64(40));
        checkLockstep(*c, *mode, {});

        QByteArray wrong = bytes;
        wrong.replace("variant:evade=behind", "variant:evade=sideways");
        const lessons::ReadResult refused = lessons::parseLesson(wrong, QStringLiteral("evade.steerlab"));
        QVERIFY(!refused.lesson);
        QVERIFY2(refused.error.contains(QLatin1String("$.compare[0]")) && refused.error.contains(QLatin1String("variant:evade=sideways")),
                 qPrintable(refused.error));
        QByteArray elsewhere = bytes; // a seek comparison does not apply to pursue-evade's vehicles
        elsewhere.replace("variant:evade=behind", "behaviours:vehicle=arrive:pointer");
        const lessons::ReadResult notHere = lessons::parseLesson(elsewhere, QStringLiteral("evade.steerlab"));
        QVERIFY(!notHere.lesson);
        QVERIFY2(notHere.error.contains(QLatin1String("$.compare[0]")), qPrintable(notHere.error));
    }

    // The menu's ready-made comparison opens the right panes with the catalogues' labels.
    void readyMadeLabels_data()
    {
        QTest::addColumn<QString>("lang");
        for (const char* l : {"en", "zh_CN", "ru"})
            QTest::newRow(l) << QString::fromLatin1(l);
    }
    void readyMadeLabels()
    {
        QFETCH(QString, lang);
        QVERIFY(language::install(lang));
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        CompareMode* mode = w.compareMode();
        QCOMPARE(mode->menu()->title(), tsText(lang, "CompareMode", "&Compare"));
        QAction* alignment = actionNamed(w, "compareAlignment");
        QCOMPARE(alignment->text(), tsText(lang, "CompareMode", "Flock alignment: intended vs printed vs Cocos"));
        alignment->trigger();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (int pass = 0; pass < 12; ++pass) // the captions' word wrap settles in a few layout passes
            QCoreApplication::processEvents();
        QCOMPARE(mode->specTexts(), (QStringList{QStringLiteral("variant:alignment=printed"), QStringLiteral("variant:alignment=cocos")}));
        // In the teacher's words, the main pane too (what it has where the panes differ).
        const QStringList expected{tsText(lang, "Compare", "Alignment as intended"),
                                   tsText(lang, "Compare", "Alignment as printed"),
                                   tsText(lang, "Compare", "Alignment as Cocos")};
        QCOMPARE(mode->captions(), expected);
        QCOMPARE(mode->labels(), expected);
        // Three views in a 2x2 grid, each caption above its stage and wholly inside the window.
        for (int k = 0; k < mode->paneCount(); ++k)
            QVERIFY(mode->paneView(k)->isVisible());
        for (int i = 0; i <= mode->paneCount(); ++i) {
            QLabel* caption = mode->area()->caption(i);
            QVERIFY(caption->isVisible());
            QVERIFY(caption->heightForWidth(caption->width()) <= caption->height() || !caption->wordWrap());
        }
        // A variant pane from the Add menu goes in the fourth cell; a fifth is refused.
        QAction* insight = actionNamed(w, "compareAdd_insight_all");
        QVERIFY(insight);
        insight->trigger();
        QCOMPARE(mode->captions().last(), tsText(lang, "Compare", "In sight: distance only"));
        // The main pane now names both things the panes change.
        QCOMPARE(mode->captions().first(), expected.first() + QStringLiteral(", ") + tsText(lang, "Compare", "In sight: in front"));
        compare::Spec fast;
        QCOMPARE(compare::parseSpec(QStringLiteral("set:maxSpeed=5"), fast), QString());
        QCOMPARE(compare::paneLabel(fast), tsText(lang, "Compare", "%1 = %2").arg(tsText(lang, "Parameter", "Max speed"), QStringLiteral("5")));
        QVERIFY(!mode->addPane(fast).isEmpty());
        QCOMPARE(mode->paneCount(), 3);
    }

    // --compare with --screenshot: every pane of the picture shows the flock, at its own frame.
    void commandLineScreenshot()
    {
        ProgramRunner runner;
        QVERIFY(runner.isValid());
        QTemporaryDir dir;
        const QStringList common{QStringLiteral("--scenario"), QStringLiteral("flock"), QStringLiteral("--compare"),
                                 QStringLiteral("variant:alignment=printed"), QStringLiteral("--compare"),
                                 QStringLiteral("set:maxSpeed=5"), QStringLiteral("--size"), QStringLiteral("1280x800")};
        auto shot = [&](int frames) {
            const QString path = dir.filePath(QStringLiteral("f%1.png").arg(frames));
            const ProgramRun r = runner.run(common + QStringList{QStringLiteral("--frames"), QString::number(frames),
                                                                 QStringLiteral("--screenshot"), path});
            if (r.exitCode != 0)
                qWarning("%s", qPrintable(r.err));
            return QImage(path);
        };
        const QImage at0 = shot(0);
        const QImage at40 = shot(40);
        QCOMPARE(at0.size(), QSize(1280, 800));
        QCOMPARE(at40.size(), QSize(1280, 800));
        // Where the panes are: the same window made here with the same options.
        MainWindow w;
        steer::ScenarioSetup flock;
        flock.id = steer::ScenarioId::Flock;
        QCOMPARE(w.controller()->start(flock), QString());
        CompareMode* mode = w.compareMode();
        QCOMPARE(mode->setSpecTexts({QStringLiteral("variant:alignment=printed"), QStringLiteral("set:maxSpeed=5")}), QString());
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        std::vector<StageView*> views{w.stageView(), mode->paneView(0), mode->paneView(1)};
        for (StageView* v : views) {
            const QRect r(v->mapTo(&w, QPoint(0, 0)), v->size());
            QVERIFY(r.width() > 200 && r.height() > 150);
            // The flock has moved in this pane between frame 0 and frame 40: its vehicles are drawn.
            int changed = 0;
            for (int y = r.top() + 4; y < r.bottom() - 4; y += 2)
                for (int x = r.left() + 4; x < r.right() - 4; x += 2)
                    changed += at0.pixel(x, y) != at40.pixel(x, y);
            QVERIFY2(changed > 200, qPrintable(QStringLiteral("%1: %2 pixels changed").arg(v->objectName()).arg(changed)));
        }
    }

    // A wrong spec: exit status 2 and one line naming it.
    void badSpecIsRefused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("named");
        QTest::newRow("kind") << QStringList{QStringLiteral("--compare"), QStringLiteral("colour:red")} << QStringLiteral("colour:red");
        QTest::newRow("variant") << QStringList{QStringLiteral("--compare"), QStringLiteral("variant:wander=sideways")}
                                 << QStringLiteral("variant:wander=sideways");
        QTest::newRow("value") << QStringList{QStringLiteral("--compare"), QStringLiteral("set:maxSpeed=-3")} << QStringLiteral("set:maxSpeed=-3");
        QTest::newRow("vehicle") << QStringList{QStringLiteral("--scenario"), QStringLiteral("seek"), QStringLiteral("--compare"),
                                                QStringLiteral("behaviours:ghost=seek:pointer")}
                                 << QStringLiteral("behaviours:ghost=seek:pointer");
        QTest::newRow("four") << QStringList{QStringLiteral("--compare"), QStringLiteral("set:maxSpeed=5"), QStringLiteral("--compare"),
                                             QStringLiteral("set:maxSpeed=6"), QStringLiteral("--compare"), QStringLiteral("set:maxSpeed=7"),
                                             QStringLiteral("--compare"), QStringLiteral("set:maxSpeed=8")}
                              << QStringLiteral("--compare");
    }
    void badSpecIsRefused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, named);
        ProgramRunner runner;
        QTemporaryDir dir;
        const ProgramRun r = runner.run(args + QStringList{QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("x.png"))});
        QCOMPARE(r.exitCode, 2);
        const QStringList lines = r.err.trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines[0].startsWith(QLatin1String("steeringlab: --compare")) && lines[0].contains(named), qPrintable(lines[0]));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.png"))));
    }
};

QTEST_MAIN(TestCompare)
#include "tst_compare.moc"
