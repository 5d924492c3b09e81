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
    if (lang == QLatin1String("en"))
        return QString::fromUtf8(source);
    static std::map<QString, std::vector<ts_catalogue::Entry>> cache;
    auto& entries = cache[lang];
    if (entries.empty())
        entries = ts_catalogue::read(QStringLiteral(STEER_TRANSLATIONS_DIR "/steeringlab_%1.ts").arg(lang));
    for (const auto& e : entries)
        if (e.current() && e.context == QLatin1String(context) && e.source == QString::fromUtf8(source))
            return e.text();
    return QStringLiteral("<missing %1 / %2>").arg(QLatin1String(context), QString::fromUtf8(source));
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
        CompareMode* mode = CompareMode::of(&w);
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
        QCOMPARE(plots->run(0).name, compare::mainLabel());
        QCOMPARE(plots->run(1).name, QStringLiteral("vehicle: arrive:pointer"));
        QCOMPARE(plots->run(2).history().current().hash(), mode->pane(1).history().current().hash());
        // The numbers side by side: one column per pane; the position row holds each run's own
        // position (3 decimals), and only what differs from the main run is bold in a readable colour.
        QTableWidget* table = mode->numbers()->table();
        QCOMPARE(table->columnCount(), 3);
        const int row = 6; // "p"
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

    // Flock alignment printed vs intended: the printed line throws the alignment term away, so the
    // headings do not line up and the order parameter |Σv̂|/N stays lower than with the alignment.
    void alignmentOrdersTheFlock()
    {
        MainWindow w;
        Controller* c = w.controller();
        CompareMode* mode = CompareMode::of(&w);
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
        CompareMode* mode = CompareMode::of(&w);
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
        CompareMode* mode = CompareMode::of(&w);
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
        CompareMode* mode = CompareMode::of(&w);
        QCOMPARE(mode->menu()->title(), tsText(lang, "CompareMode", "&Compare"));
        QAction* alignment = actionNamed(w, "compareAlignment");
        QCOMPARE(alignment->text(), tsText(lang, "CompareMode", "Flock alignment: intended vs printed vs Cocos"));
        alignment->trigger();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (int pass = 0; pass < 12; ++pass) // the captions' word wrap settles in a few layout passes
            QCoreApplication::processEvents();
        QCOMPARE(mode->specTexts(), (QStringList{QStringLiteral("variant:alignment=printed"), QStringLiteral("variant:alignment=cocos")}));
        const QString colon = tsText(lang, "Compare", "%1: %2");
        const QString group = tsText(lang, "Variant", "Flock alignment");
        const QStringList expected{tsText(lang, "Compare", "As set"),
                                   colon.arg(group, tsText(lang, "Variant", "As printed (000/001)")),
                                   colon.arg(group, tsText(lang, "Variant", "Cocos (003)"))};
        QCOMPARE(mode->captions(), expected);
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
        QCOMPARE(mode->captions().last(), colon.arg(tsText(lang, "Variant", "In sight"), tsText(lang, "Variant", "Distance only")));
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
        CompareMode* mode = CompareMode::of(&w);
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
