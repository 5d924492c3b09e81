// The Behaviours panel and the sandbox's pointer tools (issue #11), driven through the real window
// offscreen: a behaviour switched through the panel's widgets gives the frame the seed formulas
// give by hand, a call switched off lets the vehicle coast, undo and stepping back replay exactly,
// the sandbox places and removes vehicles and circles with the pointer, and the panel reads in
// Chinese and Russian as the catalogues say.
#include "behaviours_panel.h"
#include "controller.h"
#include "language.h"
#include "main_window.h"
#include "program.h"
#include "sandbox_tools.h"
#include "stage_view.h"
#include "ts_catalogue.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <cmath>
#include <map>

namespace {

BehavioursPanel* panelOf(MainWindow& w) { return w.findChild<BehavioursPanel*>(QStringLiteral("behavioursPanel")); }

template <class T>
T* widget(MainWindow& w, const QString& name)
{
    return panelOf(w)->findChild<T*>(name);
}

steer::Program parsed(const char* text)
{
    steer::Program p;
    const steer::ProgramError err = steer::parseProgram(text, p);
    Q_ASSERT(!err);
    return p;
}

// The window at the classroom's size, showing scenario `id`.
Controller* open(MainWindow& w, steer::ScenarioId id)
{
    w.resize(1280, 800);
    w.show();
    w.controller()->switchScenario(id);
    return w.controller();
}

// Triggers the "Add behaviour" menu's entry for the callable behaviour named `name` ("evade").
void addBehaviour(MainWindow& w, std::string_view name)
{
    const auto& all = steer::callableBehaviours();
    for (QAction* a : widget<QMenu>(w, QStringLiteral("addBehaviourMenu"))->actions())
        if (all.at(std::size_t(a->data().toInt())).name == name) {
            a->trigger();
            return;
        }
    QFAIL("no such entry in the Add behaviour menu");
}

QString tsText(const QString& lang, const char* context, const char* source)
{
    static std::map<QString, std::vector<ts_catalogue::Entry>> cache;
    auto& entries = cache[lang];
    if (entries.empty())
        entries = ts_catalogue::read(QStringLiteral(STEER_TRANSLATIONS_DIR "/steeringlab_%1.ts").arg(lang));
    for (const auto& e : entries)
        if (e.current() && e.context == QLatin1String(context) && e.source == QString::fromUtf8(source))
            return e.text();
    return QStringLiteral("<missing %1 / %2>").arg(QLatin1String(context), QString::fromUtf8(source));
}

// A viewport point of the stage view over `stagePos`, and the stage point a click there means.
QPoint viewportPoint(StageView* stage, QPointF stagePos) { return stage->mapFromScene(stagePos); }
QPointF clickedAt(StageView* stage, QPointF stagePos) { return stage->mapToScene(viewportPoint(stage, stagePos)); }

} // namespace

class TestBehavioursPanel : public QObject {
    Q_OBJECT
private slots:
    void init() { language::install(QStringLiteral("en")); }

    // SeekFleeTest1 (both behaviours, then both updates): the fleer at (400,300) flees the seeker
    // at (200,200), both at rest. Through the panel it evades the seeker instead. Evade, book
    // look-ahead: t = dist / maxSpeed and the predicted point is seeker.position + seeker.velocity·t
    // = (200,200) since the seeker is at rest at frame 0, so frame 1 equals fleeing (200,200):
    //   desired = normalize((400,300) - (200,200))·maxSpeed = (200,100)/223.607·10 = (8.944, 4.472)
    //   force = desired - v = (8.944, 4.472), |force| = 10 > maxForce 1 → (0.894, 0.447)
    //   v = v + force/mass (mass 1) = (0.894, 0.447), |v| < maxSpeed; position (400.894, 300.447).
    // Switched off, the call is not made: no force, the velocity stays and the fleer coasts.
    void evadeThroughThePanelThenSwitchedOff()
    {
        MainWindow w;
        Controller* c = open(w, steer::ScenarioId::SeekFlee);
        QVERIFY(w.findChild<QDockWidget*>(QStringLiteral("behavioursDock")));
        c->select(1);
        QCOMPARE(c->world().vehicles[1].id, std::string("fleer"));
        QVERIFY(widget<QLabel>(w, QStringLiteral("behavioursVehicle"))->text().contains(QLatin1String("fleer")));
        QCOMPARE(widget<QComboBox>(w, QStringLiteral("call0Kind"))->currentText(), QStringLiteral("flee"));
        QCOMPARE(widget<QCheckBox>(w, QStringLiteral("call0Enabled"))->accessibleName(), QStringLiteral("1. flee"));
        const int steps = c->undoStack()->count(); // the scenario switch is one
        QComboBox* target = widget<QComboBox>(w, QStringLiteral("call0Target"));
        QVERIFY(target);
        QCOMPARE(target->currentData().toString(), QStringLiteral("seeker"));
        QCOMPARE(target->findData(QStringLiteral("fleer")), -1); // never itself
        QVERIFY(target->findData(QStringLiteral("pointer")) >= 0); // flee may aim at the pointer

        // Add evade (its target: the first other vehicle, the seeker), then remove the flee call.
        addBehaviour(w, "evade");
        QCOMPARE(c->world().vehicles[1].program, parsed("flee:seeker,evade:seeker"));
        QComboBox* evadeTarget = widget<QComboBox>(w, QStringLiteral("call1Target"));
        QCOMPARE(evadeTarget->findData(QStringLiteral("pointer")), -1); // evade needs a velocity
        QCOMPARE(evadeTarget->currentData().toString(), QStringLiteral("seeker"));
        QVERIFY(!widget<QToolButton>(w, QStringLiteral("call0Up"))->isEnabled());
        widget<QToolButton>(w, QStringLiteral("call0Remove"))->click();
        QCOMPARE(c->world().vehicles[1].program, parsed("evade:seeker"));
        QCOMPARE(c->undoStack()->count(), steps + 2);

        c->stepForward();
        const steer::Vehicle& fleer = c->world().vehicles[1];
        const double len = std::sqrt(200.0 * 200.0 + 100.0 * 100.0);
        const double fx = 200.0 / len, fy = 100.0 / len; // the unit desired direction; force truncated to 1
        QVERIFY(std::abs(fleer.velocity.x - fx) < 1e-12 && std::abs(fleer.velocity.y - fy) < 1e-12);
        QVERIFY(std::abs(fleer.position.x - (400.0 + fx)) < 1e-12 && std::abs(fleer.position.y - (300.0 + fy)) < 1e-12);
        qInfo("evade, frame 1: v = (%.6f, %.6f), position (%.6f, %.6f)", fleer.velocity.x, fleer.velocity.y,
              fleer.position.x, fleer.position.y);

        // At frame 1, switch the call off: the fleer coasts.
        const int rebuilds = panelOf(w)->rebuildCount();
        widget<QCheckBox>(w, QStringLiteral("call0Enabled"))->click();
        QVERIFY(panelOf(w)->rebuildCount() > rebuilds);
        steer::Program off = parsed("evade:seeker");
        off[0].enabled = false;
        QCOMPARE(c->world().vehicles[1].program, off);
        QCOMPARE(c->world().vehicles[1].program, parsed("~evade:seeker"));
        const steer::Vector2D v1 = c->world().vehicles[1].velocity;
        const steer::Vector2D p1 = c->world().vehicles[1].position;
        c->stepForward();
        QCOMPARE(c->world().vehicles[1].velocity.x, v1.x);
        QCOMPARE(c->world().vehicles[1].velocity.y, v1.y);
        QCOMPARE(c->world().vehicles[1].position.x, p1.x + v1.x);
        QCOMPARE(c->world().vehicles[1].position.y, p1.y + v1.y);

        // Playing on redraws the window each frame; the rows stay as they are.
        const int steady = panelOf(w)->rebuildCount();
        for (int i = 0; i < 10; ++i)
            c->stepForward();
        QCOMPARE(panelOf(w)->rebuildCount(), steady);

        // Back across both changes (frame 0 and frame 1) and forward again: the same frames.
        const std::uint64_t at12 = c->world().hash();
        while (c->frame() > 0)
            c->stepBack();
        QCOMPARE(c->world().vehicles[1].program, parsed("evade:seeker"));
        QCOMPARE(widget<QCheckBox>(w, QStringLiteral("call0Enabled"))->isChecked(), true);
        for (int i = 0; i < 12; ++i)
            c->stepForward();
        QCOMPARE(c->world().hash(), at12);
        QCOMPARE(widget<QCheckBox>(w, QStringLiteral("call0Enabled"))->isChecked(), false);

        // Undo the switch-off, then the removal and the addition: the old program again.
        c->undo();
        QCOMPARE(c->world().vehicles[1].program, parsed("evade:seeker"));
        c->undo();
        c->undo();
        QCOMPARE(c->world().vehicles[1].program, parsed("flee:seeker"));
        QCOMPARE(widget<QComboBox>(w, QStringLiteral("call0Kind"))->currentText(), QStringLiteral("flee"));
        QCOMPARE(widget<QCheckBox>(w, QStringLiteral("call0Enabled"))->accessibleName(), QStringLiteral("1. flee"));
    }

    // SeekFleeTest1's seeker (seek:fleer): its call's kind changed in place, one undo step each, the
    // target kept where the new behaviour takes one like it: arrive and pursue keep the fleer, wander
    // has none, flee then aims at the pointer. Undo walks back through each.
    void kindChangeReplacesTheCall()
    {
        MainWindow w;
        Controller* c = open(w, steer::ScenarioId::SeekFlee);
        c->select(0);
        QCOMPARE(c->world().vehicles[0].program, parsed("seek:fleer"));
        const int steps = c->undoStack()->count();
        auto choose = [&](std::string_view name) {
            QComboBox* kind = widget<QComboBox>(w, QStringLiteral("call0Kind"));
            const auto& all = steer::callableBehaviours();
            for (std::size_t k = 0; k < all.size(); ++k)
                if (all[k].name == name)
                    kind->activated(kind->findData(int(k))); // as a choice in the open list sends it
        };
        choose("arrive");
        QCOMPARE(c->world().vehicles[0].program, parsed("arrive:fleer"));
        QCOMPARE(widget<QComboBox>(w, QStringLiteral("call0Kind"))->currentText(), QStringLiteral("arrive"));
        QCOMPARE(widget<QComboBox>(w, QStringLiteral("call0Target"))->currentData().toString(), QStringLiteral("fleer"));
        choose("pursue");
        QCOMPARE(c->world().vehicles[0].program, parsed("pursue:fleer"));
        choose("wander");
        QCOMPARE(c->world().vehicles[0].program, parsed("wander"));
        QVERIFY(!w.findChild<QComboBox*>(QStringLiteral("call0Target")));
        choose("flee");
        QCOMPARE(c->world().vehicles[0].program, parsed("flee:pointer"));
        QCOMPARE(c->undoStack()->count(), steps + 4);
        c->undo();
        QCOMPARE(c->world().vehicles[0].program, parsed("wander"));
        c->undo();
        c->undo();
        QCOMPARE(c->world().vehicles[0].program, parsed("arrive:fleer"));
        c->undo();
        QCOMPARE(c->world().vehicles[0].program, parsed("seek:fleer"));
        QCOMPARE(widget<QComboBox>(w, QStringLiteral("call0Kind"))->currentText(), QStringLiteral("seek"));
    }

    // The target combo and the edge combo hand the whole change to the controller.
    void targetAndEdgeCombos()
    {
        MainWindow w;
        Controller* c = open(w, steer::ScenarioId::SeekFlee);
        c->select(0);
        const int steps = c->undoStack()->count();
        QComboBox* target = widget<QComboBox>(w, QStringLiteral("call0Target"));
        const int pointer = target->findData(QStringLiteral("pointer"));
        QVERIFY(pointer >= 0);
        target->activated(pointer); // as a choice in the open list sends it
        QCOMPARE(c->world().vehicles[0].program, parsed("seek:pointer"));
        QComboBox* edge = widget<QComboBox>(w, QStringLiteral("edgeCombo"));
        QCOMPARE(edge->currentData().toInt(), int(steer::EdgeBehavior::Bounce));
        edge->activated(edge->findData(int(steer::EdgeBehavior::Wrap)));
        QCOMPARE(c->world().vehicles[0].edge, steer::EdgeBehavior::Wrap);
        QCOMPARE(edge->currentData().toInt(), int(steer::EdgeBehavior::Wrap));
        QCOMPARE(c->undoStack()->count(), steps + 2);
        c->undo();
        QCOMPARE(c->world().vehicles[0].edge, steer::EdgeBehavior::Bounce);
    }

    // Sandbox: the vehicle tool adds "v2" where the click was, right-click → Remove takes it away,
    // the circle tool adds a circle of radius 30, the last vehicle stays (with a message), and a
    // behaviour aiming at another vehicle is refused while there is none.
    void sandboxPlacesAndRemoves()
    {
        MainWindow w;
        Controller* c = open(w, steer::ScenarioId::Sandbox);
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        auto* stage = w.findChild<StageView*>();
        QVERIFY(stage);
        QVERIFY(widget<QGroupBox>(w, QStringLiteral("sandboxPlace"))->isVisibleTo(panelOf(w)));
        QCOMPARE(c->world().vehicles.size(), std::size_t(1));

        addBehaviour(w, "pursue");
        QCOMPARE(c->world().vehicles[0].program, parsed("seek:pointer"));
        QVERIFY(widget<QLabel>(w, QStringLiteral("behavioursNotice"))->text().contains(QLatin1String("no")));
        QVERIFY(!widget<QLabel>(w, QStringLiteral("behavioursNotice"))->isHidden());

        // v1 is at (150,200) and the pointer at the centre (275,200): (420,80) is empty stage.
        const QPointF spot(420, 80);
        QTest::mouseClick(stage->viewport(), Qt::LeftButton, {}, viewportPoint(stage, spot));
        QCOMPARE(c->world().vehicles.size(), std::size_t(2));
        const steer::Vehicle& v2 = c->world().vehicles[1];
        QCOMPARE(v2.id, std::string("v2"));
        QCOMPARE(v2.position.x, clickedAt(stage, spot).x());
        QCOMPARE(v2.position.y, clickedAt(stage, spot).y());
        QCOMPARE(v2.program, parsed("wander"));
        QCOMPARE(c->selected(), 1);
        QVERIFY(widget<QLabel>(w, QStringLiteral("behavioursVehicle"))->text().contains(QLatin1String("v2")));

        // Now pursue has a vehicle to aim at (v1, seen from v2).
        addBehaviour(w, "pursue");
        QCOMPARE(c->world().vehicles[1].program, parsed("wander,pursue:v1"));

        QTest::mousePress(stage->viewport(), Qt::RightButton, {}, viewportPoint(stage, spot));
        QMenu* menu = panelOf(w)->sandboxTools()->itemMenu();
        QVERIFY(menu);
        QCOMPARE(menu->actions().size(), 1);
        QCOMPARE(menu->actions().at(0)->text(), QStringLiteral("Remove vehicle v2"));
        menu->actions().at(0)->trigger();
        menu->close();
        QCOMPARE(c->world().vehicles.size(), std::size_t(1));
        QCOMPARE(c->world().vehicles[0].id, std::string("v1"));
        QCOMPARE(c->selected(), 0);

        w.findChild<QRadioButton*>(QStringLiteral("placeCircle"))->click();
        const QPointF circleAt(420, 320);
        QTest::mouseClick(stage->viewport(), Qt::LeftButton, {}, viewportPoint(stage, circleAt));
        QCOMPARE(c->world().obstacles.size(), std::size_t(1));
        QCOMPARE(c->world().obstacles[0].radius, 30.0);
        QCOMPARE(c->world().obstacles[0].position.x, clickedAt(stage, circleAt).x());
        QCOMPARE(c->world().vehicles.size(), std::size_t(1)); // no vehicle from the circle tool

        w.findChild<QRadioButton*>(QStringLiteral("placeWaypoint"))->click();
        QTest::mouseClick(stage->viewport(), Qt::LeftButton, {}, viewportPoint(stage, QPointF(60, 350)));
        QCOMPARE(c->world().path.points.size(), std::size_t(1));

        // Right-click on the circle offers to remove it.
        QTest::mousePress(stage->viewport(), Qt::RightButton, {}, viewportPoint(stage, circleAt));
        menu = panelOf(w)->sandboxTools()->itemMenu();
        QVERIFY(menu);
        QCOMPARE(menu->actions().at(0)->text(), QStringLiteral("Remove circle 1"));
        menu->actions().at(0)->trigger();
        menu->close();
        QVERIFY(c->world().obstacles.empty());

        // The last vehicle stays, and says why.
        const steer::Vector2D p = c->world().vehicles[0].position;
        QTest::mousePress(stage->viewport(), Qt::RightButton, {}, viewportPoint(stage, QPointF(p.x, p.y)));
        menu = panelOf(w)->sandboxTools()->itemMenu();
        QVERIFY(menu);
        menu->actions().at(0)->trigger();
        menu->close();
        QCOMPARE(c->world().vehicles.size(), std::size_t(1));
        QCOMPARE(w.statusBar()->currentMessage(), QStringLiteral("The last vehicle stays: the stage needs one to give behaviours to."));

        // Outside the sandbox a click on the stage places nothing and the tools are hidden.
        c->switchScenario(steer::ScenarioId::Seek);
        QVERIFY(!widget<QGroupBox>(w, QStringLiteral("sandboxPlace"))->isVisibleTo(panelOf(w)));
        QTest::mouseClick(stage->viewport(), Qt::LeftButton, {}, viewportPoint(stage, spot));
        QCOMPARE(c->world().vehicles.size(), std::size_t(1));
    }

    void readsInEachLanguage_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
        QTest::newRow("ru") << QStringLiteral("ru");
    }

    // Switched at run time, the panel re-words itself with the catalogue's texts; the behaviour
    // names are the formula panel's.
    void readsInEachLanguage()
    {
        QFETCH(QString, lang);
        MainWindow w;
        open(w, steer::ScenarioId::Sandbox); // (its controller is not needed here)
        language::install(lang);
        QCoreApplication::processEvents(); // the LanguageChange events
        const char* ctx = "BehavioursPanel";
        QCOMPARE(widget<QToolButton>(w, QStringLiteral("addBehaviour"))->text(), tsText(lang, ctx, "Add behaviour"));
        QCOMPARE(widget<QCheckBox>(w, QStringLiteral("call0Enabled"))->accessibleName(),
                 tsText(lang, ctx, "%1. %2").arg(1).arg(tsText(lang, "Formula", "seek")));
        QCOMPARE(widget<QComboBox>(w, QStringLiteral("call0Kind"))->currentText(), tsText(lang, "Formula", "seek"));
        QCOMPARE(widget<QLabel>(w, QStringLiteral("behavioursVehicle"))->text(),
                 tsText(lang, ctx, "Vehicle %1: its behaviours each frame, in this order").arg(QLatin1String("v1")));
        QCOMPARE(widget<QGroupBox>(w, QStringLiteral("sandboxPlace"))->title(), tsText(lang, ctx, "A click on the stage places"));
        QCOMPARE(w.findChild<QRadioButton*>(QStringLiteral("placeCircle"))->text(), tsText(lang, ctx, "a circle"));
        QCOMPARE(w.findChild<QDockWidget*>(QStringLiteral("behavioursDock"))->windowTitle(), tsText(lang, ctx, "Behaviours"));
        QComboBox* target = widget<QComboBox>(w, QStringLiteral("call0Target"));
        QCOMPARE(target->itemText(target->findData(QStringLiteral("pointer"))), tsText(lang, ctx, "the pointer"));
        QCOMPARE(widget<QLabel>(w, QStringLiteral("behavioursEdgeLabel"))->text(), tsText(lang, ctx, "At the stage's edge:"));
        const auto& names = widget<QMenu>(w, QStringLiteral("addBehaviourMenu"))->actions();
        QCOMPARE(names.size(), qsizetype(11));
        QCOMPARE(names.at(0)->text(), tsText(lang, "Formula", "seek"));
        QCOMPARE(names.at(10)->text(), tsText(lang, "Formula", "Lennard-Jones avoidance"));
    }

    void fitsTheDock_data()
    {
        QTest::addColumn<QString>("lang");
        for (const char* lang : {"en", "zh_CN", "ru"})
            QTest::newRow(lang) << QString::fromLatin1(lang);
    }

    // A sandbox with three vehicles and two circles at 1280x800, the panel raised on a vehicle with
    // a target and an offset: every row fits the dock's width (no sideways scrolling) in each
    // language. STEER_SHOTS=dir also saves the window there.
    void fitsTheDock()
    {
        QFETCH(QString, lang);
        language::install(lang);
        MainWindow w;
        Controller* c = open(w, steer::ScenarioId::Sandbox);
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(c->addVehicle(QPointF(420, 100), parsed("wander")).isEmpty());
        QVERIFY(c->addVehicle(QPointF(380, 300), parsed("wander,avoid")).isEmpty());
        QVERIFY(c->addObstacle(QPointF(300, 120), 30).isEmpty());
        QVERIFY(c->addObstacle(QPointF(220, 300), 30).isEmpty());
        c->select(0);
        QVERIFY(c->setProgram(0, parsed("seek:pointer,offset-pursuit:v2:0:-40,~avoid")).isEmpty());
        c->advanceTo(20);
        auto* dock = w.findChild<QDockWidget*>(QStringLiteral("behavioursDock"));
        dock->raise();
        QTest::qWait(20);
        auto* scroll = qobject_cast<QScrollArea*>(dock->widget());
        QVERIFY(scroll);
        QVERIFY(panelOf(w)->isVisible());
        QCOMPARE(panelOf(w)->findChildren<QFrame*>(QRegularExpression(QStringLiteral("^call\\d+$"))).size(), qsizetype(3));
        QVERIFY2(!scroll->horizontalScrollBar()->isVisible(),
                 qPrintable(QStringLiteral("panel needs %1 px, dock gives %2 px")
                                .arg(panelOf(w)->minimumSizeHint().width())
                                .arg(scroll->viewport()->width())));
        if (!qEnvironmentVariableIsEmpty("STEER_SHOTS"))
            w.grab().save(qEnvironmentVariable("STEER_SHOTS") + QStringLiteral("/behaviours_sandbox_%1.png").arg(lang));
    }
};

QTEST_MAIN(TestBehavioursPanel)
#include "tst_behaviours_panel.moc"
