// The Claims panel (issue #14, "predict, then check"): the numbers behind the seeds' claims, at
// the frame the window shows. Each fact is checked against something independent of core/claims:
// frames stepped here from the core's positions, a hand derivation for arrive, a brute-force
// minimum over sampled points of the drawn triangle for avoid; stepping back (and an edit undone)
// shows what a fresh run to that frame shows.
#include "claims.h"
#include "claims_panel.h"
#include "claims_tracker.h"
#include "controller.h"
#include "language.h"
#include "main_window.h"
#include "scenarios.h"
#include "stage_view.h"

#include <QCoreApplication>
#include <QDockWidget>
#include <QMouseEvent>
#include <QTest>
#include <QUndoStack>

#include <cmath>
#include <functional>
#include <limits>

namespace {

ClaimsPanel* panelOf(MainWindow& w) { return w.findChild<ClaimsPanel*>(QStringLiteral("claimsPanel")); }

// First frame (0 .. frames) at which vehicles a and b are within one body length (20 px), from
// the core stepping on its own.
std::int64_t firstWithin(steer::ScenarioId id, const char* a, const char* b, int frames)
{
    steer::World w = steer::makeWorld(id);
    for (int f = 0; f <= frames; ++f, w.step())
        if (w.vehicles[std::size_t(w.indexOf(a))].position.dist(w.vehicles[std::size_t(w.indexOf(b))].position) <= 20.0)
            return f;
    return -1;
}

// Distance from c to the triangle (10,0) (-10,5) (-10,-5) turned to v's angle, by sampling 4000
// points along each edge (spacing <= 0.0056 px, so the error is below 0.003 px).
double sampledBodyDistance(steer::Vector2D p, steer::Vector2D v, steer::Vector2D c)
{
    const double a = (v.x == 0.0 && v.y == 0.0) ? 0.0 : std::atan2(v.y, v.x);
    auto at = [&](double x, double y) {
        return steer::Vector2D(p.x + x * std::cos(a) - y * std::sin(a), p.y + x * std::sin(a) + y * std::cos(a));
    };
    const steer::Vector2D k[3] = {at(10, 0), at(-10, 5), at(-10, -5)};
    double best = std::numeric_limits<double>::infinity();
    for (int e = 0; e < 3; ++e)
        for (int i = 0; i <= 4000; ++i) {
            const steer::Vector2D q = k[e] + (k[(e + 1) % 3] - k[e]) * (i / 4000.0);
            best = std::min(best, q.dist(c));
        }
    return best;
}

// A left-button drag on the stage as a hand makes it: press at `from`, a move through each of
// `through` (the callback reads the window after each), release at the last one. Stage points.
void dragOnStage(StageView* stage, QPointF from, const std::vector<QPointF>& through,
                 const std::function<void(QPointF sceneAt)>& afterEachMove)
{
    QWidget* vp = stage->viewport();
    auto send = [&](QEvent::Type type, QPointF stagePos, Qt::MouseButtons buttons) {
        const QPoint at = stage->mapFromScene(stagePos);
        QMouseEvent e(type, QPointF(at), QPointF(vp->mapToGlobal(at)), Qt::LeftButton, buttons, Qt::NoModifier);
        QCoreApplication::sendEvent(vp, &e);
        return stage->mapToScene(at); // where the stage read the pointer (whole viewport pixels)
    };
    send(QEvent::MouseButtonPress, from, Qt::LeftButton);
    for (const QPointF& p : through)
        afterEachMove(send(QEvent::MouseMove, p, Qt::LeftButton));
    send(QEvent::MouseButtonRelease, through.back(), Qt::NoButton);
}

QString digitsOf(const QString& text)
{
    QString digits;
    for (QChar ch : text)
        if (ch.isDigit())
            digits += ch;
    return digits;
}

} // namespace

class TestClaims : public QObject {
    Q_OBJECT
private slots:
    void init() { language::install(QStringLiteral("en")); }

    // 002: "the pursuer reached the target earlier" — it does, and the panel says when.
    void pursuerReachesTheTargetFirst()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        w.controller()->switchScenario(steer::ScenarioId::Pursue);
        auto* dock = w.findChild<QDockWidget*>(QStringLiteral("claimsDock"));
        QVERIFY(dock && !dock->isHidden());
        w.controller()->advanceTo(120);
        const steer::Claims& c = panelOf(w)->claims();
        QCOMPARE(c.frame, 120);
        const std::int64_t pursuer = firstWithin(steer::ScenarioId::Pursue, "pursuer", "target", 120);
        const std::int64_t seeker = firstWithin(steer::ScenarioId::Pursue, "seeker", "target", 120);
        qInfo("pursue: pursuer within 20 px of the target at frame %lld, seeker at frame %lld", (long long)pursuer,
              (long long)seeker);
        QVERIFY(pursuer > 0 && seeker > 0);
        QVERIFY(pursuer < seeker); // the seeds' claim
        QCOMPARE(c.reaches.at(0).chaser, std::string("pursuer"));
        QCOMPARE(c.reaches.at(0).frame, pursuer);
        QCOMPARE(c.reaches.at(1).frame, seeker);
        const QStringList lines = panelOf(w)->lines();
        QVERIFY(lines.contains(QStringLiteral("Pursuer reached the target at frame %1.").arg(pursuer)));
        QVERIFY(lines.contains(QStringLiteral("Seeker reached the target at frame %1.").arg(seeker)));
        QVERIFY(lines.contains(QStringLiteral("The pursuer was %1 frames earlier.").arg(seeker - pursuer)));

        // Another demo without a claim hides the panel; pursue-evade shows it again.
        w.controller()->switchScenario(steer::ScenarioId::Seek);
        QVERIFY(dock->isHidden());
        w.controller()->switchScenario(steer::ScenarioId::PursueEvade);
        QVERIFY(!dock->isHidden());
        w.controller()->advanceTo(120);
        const std::int64_t caught = firstWithin(steer::ScenarioId::PursueEvade, "pursuer", "evader", 120);
        qInfo("pursue-evade: pursuer within 20 px of the evader at frame %lld", (long long)caught);
        QCOMPARE(panelOf(w)->claims().reaches.at(0).frame, caught);
    }

    // ArriveTest: the vehicle starts at rest at (0,0), the pointer is the stage centre (275,200),
    // |p0 - pointer| = sqrt(275² + 200²) = 340.04. Seek at full force keeps v along that line, so
    // |v| after frame k is min(k, 10) and the distance covered after frame n is Σ min(k, 10):
    // 55 at frame 10, then 10 a frame. Braking needs 340.04 - covered <= 100: at frame 28 covered
    // is 235 (105.04 left), at frame 29 it is 245 (95.04 left) — braking starts at frame 29,
    // dist 95.04. Then |v| = maxSpeed·dist/arrivalThreshold = dist/10 each frame: it shrinks.
    void arriveBrakesAtTheThreshold()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        w.controller()->switchScenario(steer::ScenarioId::Arrive);
        w.controller()->advanceTo(100);
        const steer::BrakingClaim b = panelOf(w)->claims().braking;
        qInfo("arrive: braking from frame %lld at dist %.4f", (long long)b.frame, b.distance);
        QCOMPARE(b.frame, 29);
        QVERIFY(std::abs(b.distance - (std::hypot(275.0, 200.0) - 245.0)) < 1e-9);
        QCOMPARE(b.threshold, 100.0);
        QVERIFY(panelOf(w)->lines().contains(QStringLiteral("Braking started at frame 29, at dist 95.0 (arrivalThreshold 100.0).")));
        // The speed, read from the window frame by frame: full until the braking frame's step,
        // then strictly smaller each frame.
        std::vector<double> speed;
        w.controller()->visitShownFrames(0, 100, [&](const steer::World& f) {
            speed.push_back(f.vehicles[0].velocity.length());
            return true;
        });
        QCOMPARE(speed[29], 10.0);
        for (int f = 30; f <= 100; ++f)
            QVERIFY2(speed[std::size_t(f)] < speed[std::size_t(f - 1)], qPrintable(QString::number(f)));
        qInfo("arrive: speed %.3f at frame 29, %.3f at 30, %.3f at 40", speed[29], speed[30], speed[40]);

        // An edit before the braking frame: arrivalThreshold 200 at frame 20 (185.04 left ≤ 200)
        // brakes at once; undoing it brings frame 29 back.
        w.controller()->jumpTo(20);
        QVERIFY(w.controller()->setParameter(QStringLiteral("arrivalThreshold"), 200.0).isEmpty());
        w.controller()->advanceTo(40);
        QCOMPARE(panelOf(w)->claims().braking.frame, 20);
        QVERIFY(std::abs(panelOf(w)->claims().braking.distance - (std::hypot(275.0, 200.0) - 155.0)) < 1e-9);
        w.controller()->undo();
        w.controller()->advanceTo(60);
        QCOMPARE(panelOf(w)->claims().braking.frame, 29);
        QVERIFY(std::abs(panelOf(w)->claims().braking.distance - (std::hypot(275.0, 200.0) - 245.0)) < 1e-9);
    }

    // Avoid: the smallest clearance to each circle equals a brute-force minimum over every frame.
    void avoidClearanceIsTheMinimumOverAllFrames()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        w.controller()->switchScenario(steer::ScenarioId::Avoid);
        w.controller()->advanceTo(300);
        const steer::Claims c = panelOf(w)->claims();
        const std::size_t n = w.controller()->world().obstacles.size();
        QCOMPARE(c.clearances.size(), n);
        std::vector<double> best(n, std::numeric_limits<double>::infinity());
        w.controller()->visitShownFrames(0, 300, [&](const steer::World& f) {
            for (std::size_t i = 0; i < n; ++i)
                best[i] = std::min(best[i], sampledBodyDistance(f.vehicles[0].position, f.vehicles[0].velocity,
                                                                f.obstacles[i].position) - f.obstacles[i].radius);
            return true;
        });
        for (std::size_t i = 0; i < n; ++i) {
            qInfo("avoid: circle %d smallest clearance %.3f px at frame %lld (brute force %.3f)", int(i + 1),
                  c.clearances[i].minimum, (long long)c.clearances[i].minimumFrame, best[i]);
            QVERIFY(best[i] > 0.0); // the vehicle never touches a circle in these 300 frames
            QVERIFY(std::abs(c.clearances[i].minimum - best[i]) < 0.005);
        }
        QVERIFY(panelOf(w)->lines().contains(QStringLiteral("The vehicle has not touched any circle so far.")));
    }

    // Stepping back shows, frame by frame, the values of a fresh run to that frame.
    void steppingBackShowsTheEarlierValues()
    {
        std::vector<steer::Claims> fresh;
        steer::World core = steer::makeWorld(steer::ScenarioId::Pursue);
        steer::Claims c;
        for (int f = 0; f <= 80; ++f, core.step()) {
            c.observe(core);
            fresh.push_back(c);
        }
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        w.controller()->switchScenario(steer::ScenarioId::Pursue);
        w.controller()->advanceTo(80);
        for (int f = 80; f >= 0; --f) {
            const steer::Claims& shown = panelOf(w)->claims();
            QCOMPARE(shown.frame, f);
            for (std::size_t i = 0; i < 2; ++i) {
                QCOMPARE(shown.reaches[i].frame, fresh[std::size_t(f)].reaches[i].frame);
                QCOMPARE(shown.reaches[i].distanceNow, fresh[std::size_t(f)].reaches[i].distanceNow);
            }
            w.controller()->stepBack();
        }
        // Before frame 39 the pursuer is still on its way; from 39 on it has arrived.
        w.controller()->jumpTo(38);
        QVERIFY(panelOf(w)->lines().at(1).startsWith(QStringLiteral("Pursuer has not reached the target yet")));
        w.controller()->stepForward();
        QCOMPARE(panelOf(w)->lines().at(1), QStringLiteral("Pursuer reached the target at frame 39."));
    }

    // Played for thousands of frames the tracker keeps one set of values every kMarkEvery frames
    // (not one a frame), and any frame it is asked for, back and forth, is still what a fresh run
    // to that frame gives.
    void longPlayKeepsOneSetOfValuesPerMark()
    {
        constexpr int kFrames = 3000;
        std::vector<steer::Claims> fresh;
        steer::World core = steer::makeWorld(steer::ScenarioId::Pursue);
        steer::Claims c;
        for (int f = 0; f <= kFrames; ++f, core.step()) {
            c.observe(core);
            fresh.push_back(c);
        }
        Controller ctl;
        ctl.switchScenario(steer::ScenarioId::Pursue);
        ClaimsTracker tracker;
        QCOMPARE(tracker.at(ctl).frame, 0);
        ctl.setSpeed(4.0);
        ctl.play();
        while (ctl.frame() < kFrames) { // as the window plays at 4x: four frames, the last one shown
            ctl.playTick();
            QCOMPARE(tracker.at(ctl).frame, ctl.frame());
        }
        ctl.pause();
        QCOMPARE(ctl.frame(), kFrames);
        const std::size_t bound = kFrames / ClaimsTracker::kMarkEvery + 3;
        QVERIFY2(tracker.keptCount() <= bound,
                 qPrintable(QStringLiteral("%1 sets of values kept for %2 frames").arg(tracker.keptCount()).arg(kFrames)));
        auto same = [&](qint64 f) {
            ctl.jumpTo(f);
            const steer::Claims& shown = tracker.at(ctl);
            const steer::Claims& want = fresh[std::size_t(f)];
            QCOMPARE(shown.frame, f);
            for (std::size_t i = 0; i < 2; ++i) {
                QCOMPARE(shown.reaches[i].frame, want.reaches[i].frame);
                QCOMPARE(shown.reaches[i].distanceNow, want.reaches[i].distanceNow);
            }
        };
        for (const qint64 f : {qint64(kFrames), qint64(2999), qint64(1000), qint64(1001), qint64(1063), qint64(1064),
                               qint64(64), qint64(63), qint64(0), qint64(2500), qint64(kFrames)})
            same(f);
        for (qint64 f = 200; f >= 120; --f) // stepping back across a mark
            same(f);
        QVERIFY(tracker.keptCount() <= bound);
    }

    // Arrive following a moving pointer while playing (each move is new input at the shown
    // frame): at every frame, stepping back, the values equal a core run given the same pointer.
    void followingThePointerKeepsEveryFrameExact()
    {
        auto pointerAt = [](int f) { return steer::Vector2D(400.0 - 4.0 * f, 100.0 + 3.0 * f); };
        std::vector<steer::Claims> fresh;
        steer::World core = steer::makeWorld(steer::ScenarioId::Arrive);
        steer::Claims c;
        for (int f = 0; f <= 60; ++f, core.step()) {
            core.pointer = pointerAt(f);
            c.observe(core);
            fresh.push_back(c);
        }
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        Controller* ctl = w.controller();
        ctl->switchScenario(steer::ScenarioId::Arrive);
        ctl->play();
        for (int f = 0; f <= 60; ++f) {
            ctl->pointerMoved(QPointF(pointerAt(f).x, pointerAt(f).y));
            QCOMPARE(panelOf(w)->claims().braking.distanceNow, fresh[std::size_t(f)].braking.distanceNow);
            if (f < 60)
                ctl->playStep();
        }
        ctl->pause();
        qInfo("arrive after the pointer: braking from frame %lld at dist %.3f", (long long)fresh.back().braking.frame,
              fresh.back().braking.distance);
        QVERIFY(fresh.back().braking.frame > 0);
        for (int f = 60; f >= 0; --f) {
            const steer::BrakingClaim& b = panelOf(w)->claims().braking;
            QCOMPARE(b.frame, fresh[std::size_t(f)].braking.frame);
            QCOMPARE(b.distance, fresh[std::size_t(f)].braking.distance);
            QCOMPARE(b.distanceNow, fresh[std::size_t(f)].braking.distanceNow);
            QCOMPARE(b.speedNow, fresh[std::size_t(f)].braking.speedNow);
            ctl->stepBack();
        }
    }

    // Issue #31: the claims follow a drag at once, not at the next frame. Arrive, paused at frame
    // 10: the target is dragged in three moves within that frame (the controller merges them into
    // one input event); after each, the panel's "Now: dist" is the distance from the vehicle to
    // where the hand is, and the braking claim of frame 10 follows too.
    void claimsFollowADragAtOnce()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        Controller* c = w.controller();
        c->switchScenario(steer::ScenarioId::Arrive);
        c->advanceTo(10);
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // ArriveTest from (0,0) to (275,200) at full force: covered 55 px by frame 10, so the
        // vehicle is 340.04 - 55 = 285.04 px from the pointer (see arriveBrakesAtTheThreshold).
        QVERIFY(std::abs(panelOf(w)->claims().braking.distanceNow - (std::hypot(275.0, 200.0) - 55.0)) < 1e-9);
        QCOMPARE(panelOf(w)->claims().braking.frame, -1);
        const steer::Vector2D v = c->world().vehicles[0].position;
        const std::vector<QPointF> moves = {QPointF(420, 330), QPointF(200, 120), QPointF(v.x + 60, v.y + 30)};
        int seen = 0;
        dragOnStage(w.stageView(), QPointF(275, 200), moves, [&](QPointF at) {
            const steer::Claims& claims = panelOf(w)->claims();
            const double want = std::hypot(at.x() - v.x, at.y() - v.y);
            QCOMPARE(claims.frame, 10);
            QVERIFY2(std::abs(claims.braking.distanceNow - want) < 1e-9,
                     qPrintable(QStringLiteral("move %1: %2 shown, %3 wanted").arg(seen).arg(claims.braking.distanceNow).arg(want)));
            QVERIFY(panelOf(w)->lines().contains(
                QStringLiteral("Now: dist %1 px, speed 10.00 px/frame.").arg(QString::number(want, 'f', 1))));
            ++seen;
        });
        QCOMPARE(seen, 3);
        // The last move put the pointer within arrivalThreshold (|(60,30)| = 67.08 <= 100): arrive
        // brakes from frame 10, at that distance.
        QCOMPARE(panelOf(w)->claims().braking.frame, 10);
        QVERIFY(std::abs(panelOf(w)->claims().braking.distance - std::hypot(60.0, 30.0)) < 1.0);
        QCOMPARE(c->undoStack()->count(), 2); // the scenario switch and the one drag
    }

    // Avoid, paused: a circle dragged onto the vehicle shows "touched" right after the move.
    void aCircleDraggedOntoTheVehicleIsTouchedAtOnce()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        Controller* c = w.controller();
        c->switchScenario(steer::ScenarioId::Avoid);
        c->advanceTo(5);
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(panelOf(w)->lines().contains(QStringLiteral("The vehicle has not touched any circle so far.")));
        // The last circle is the one on top (a press on its centre grabs it, overlapping or not).
        const std::size_t last = c->world().obstacles.size() - 1;
        const steer::Obstacle circle = c->world().obstacles[last];
        const steer::Vector2D v = c->world().vehicles[0].position;
        bool touchedAfterLastMove = false;
        const std::vector<QPointF> moves = {QPointF(circle.position.x + 15, circle.position.y + 10), QPointF(v.x, v.y)};
        std::size_t move = 0;
        dragOnStage(w.stageView(), QPointF(circle.position.x, circle.position.y), moves, [&](QPointF) {
            if (++move == moves.size())
                touchedAfterLastMove = panelOf(w)->lines().contains(QStringLiteral("The vehicle has touched a circle."));
        });
        QVERIFY(touchedAfterLastMove);
        const steer::ClearanceClaim k = panelOf(w)->claims().clearances.at(last);
        QCOMPARE(k.minimumFrame, 5);
        // The circle's centre is within a pixel of the vehicle's position, inside its body: the
        // overlap is the radius less at most the distance to the body's far side (<= 10 px).
        qInfo("avoid: circle %d (radius %.1f) dragged onto the vehicle: clearance %.3f px", int(last + 1), circle.radius, k.minimum);
        QVERIFY(k.minimum < -(circle.radius - 11.0));
    }

    // Issue #31, the sandbox: one vehicle v1 at (150,200) seeks the pointer at (275,200), 125 px
    // away along x, from rest (maxSpeed 10, maxForce 1, mass 1). Seek's force is (10,0) - v,
    // truncated to 1: |v| = min(k, 10) after frame k, covered Σ min(k, 10): 55 by frame 10, then
    // 10 a frame: 65, 75, 85, 95, 105 at frame 15, 20 px short of the pointer: caught at frame 15
    // (at most one body length, 20 px), 15 frames after the chase began at frame 0. Frame 16: 10
    // px, 17: on the pointer (0 px, the smallest), then it overshoots (the book's normalize of
    // (0,0) is (1,0): no force at frame 17, so 10 px past at 18).
    void sandboxCountsEachChase()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        Controller* c = w.controller();
        c->switchScenario(steer::ScenarioId::Sandbox);
        auto* dock = w.findChild<QDockWidget*>(QStringLiteral("claimsDock"));
        QVERIFY(dock && !dock->isHidden());
        QCOMPARE(c->world().pointer, steer::Vector2D(275, 200));
        const QString chase = QStringLiteral("v1 \u2192 the pointer (seek)");
        c->advanceTo(14);
        QCOMPARE(panelOf(w)->claims().chases.size(), std::size_t(1));
        QCOMPARE(panelOf(w)->claims().chases[0].frame, -1);
        QVERIFY(panelOf(w)->lines().contains(
            chase + QStringLiteral(": not caught yet, 30.0 px apart. Smallest distance so far: 30.0 px (frame 14).")));
        c->stepForward();
        QVERIFY(panelOf(w)->lines().contains(
            chase + QStringLiteral(": caught at frame 15 (frames to catch: 15). Smallest distance so far: 20.0 px (frame 15).")));
        c->advanceTo(19);
        const steer::ChaseClaim first = panelOf(w)->claims().chases[0];
        QCOMPARE(first.frame, 15);
        QCOMPARE(first.framesToCatch(), 15);
        QCOMPARE(first.minimum, 0.0);
        QCOMPARE(first.minimumFrame, 17);
        QCOMPARE(first.distanceNow, 19.0); // 18: 285 (v 10), 19: force -1 -> v 9, 294
        QCOMPARE(panelOf(w)->lines().first(), QStringLiteral("Caught: positions at most 20.0 px apart (one body length)."));

        // A second chase from frame 19: v2 placed at (150, 350) pursues v1. Its catch frame and
        // smallest distance are those of a bare core world given the same input at frame 19.
        steer::Program pursue;
        QVERIFY(!steer::parseProgram("pursue:v1", pursue));
        QVERIFY(c->addVehicle(QPointF(150, 350), pursue).isEmpty());
        steer::World core = steer::makeWorld(steer::ScenarioId::Sandbox);
        while (core.frame < 19)
            core.step();
        QVERIFY(!steer::applyEvent(core, steer::InputEvent::addVehicle("v2", {150, 350}, pursue)));
        std::int64_t caught = -1;
        double smallest = std::numeric_limits<double>::infinity();
        std::int64_t smallestAt = -1;
        for (; core.frame <= 200; core.step()) {
            const double d = core.vehicles[1].position.dist(core.vehicles[0].position);
            if (d < smallest) {
                smallest = d;
                smallestAt = core.frame;
            }
            if (caught < 0 && d <= 20.0)
                caught = core.frame;
        }
        qInfo("sandbox: v2 pursuing v1 from frame 19 catches it at frame %lld; smallest %.3f px at frame %lld",
              (long long)caught, smallest, (long long)smallestAt);
        c->advanceTo(200);
        const std::vector<steer::ChaseClaim>& chases = panelOf(w)->claims().chases;
        QCOMPARE(chases.size(), std::size_t(2));
        QCOMPARE(chases[0].chaser, std::string("v1")); // rows keep their order
        QCOMPARE(chases[1].chaser, std::string("v2"));
        QCOMPARE(chases[1].since, 19);
        QCOMPARE(chases[1].frame, caught);
        QCOMPARE(chases[1].minimum, smallest);
        QCOMPARE(chases[1].minimumFrame, smallestAt);
        if (caught >= 0)
            QVERIFY(panelOf(w)->lines().contains(
                QStringLiteral("v2 \u2192 v1 (pursue): caught at frame %1 (frames to catch: %2).").arg(caught).arg(caught - 19) +
                QStringLiteral(" Smallest distance so far: %1 px (frame %2).").arg(QString::number(smallest, 'f', 1)).arg(smallestAt)));

        // v1 switched off: its row stays with its values and says it no longer chases.
        steer::Program none;
        QVERIFY(c->setProgram(0, none).isEmpty());
        QCOMPARE(panelOf(w)->claims().chases.size(), std::size_t(2));
        QVERIFY(!panelOf(w)->claims().chases[0].active);
        QVERIFY(panelOf(w)->lines().at(1).endsWith(QStringLiteral("(It no longer makes this call.)")));
        // Stepping back to frame 16 shows the values of a fresh run to it: one chase, caught at 15.
        c->jumpTo(16);
        QCOMPARE(panelOf(w)->claims().chases.size(), std::size_t(1));
        QCOMPARE(panelOf(w)->claims().chases[0].frame, 15);
        QCOMPARE(panelOf(w)->claims().chases[0].minimum, 10.0);
    }

    // A sandbox where nothing chases says how to get a chase counted.
    void sandboxWithoutAChaseSaysHowToMakeOne()
    {
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        Controller* c = w.controller();
        c->switchScenario(steer::ScenarioId::Sandbox);
        steer::Program wander;
        QVERIFY(!steer::parseProgram("wander", wander));
        QVERIFY(c->setProgram(0, wander).isEmpty());
        c->jumpTo(0);
        c->stepForward(); // frame 1: the seek at frame 0 was replaced before it ran
        QVERIFY(panelOf(w)->claims().chases.empty());
        QCOMPARE(panelOf(w)->lines().size(), 1);
        QVERIFY(panelOf(w)->lines().first().startsWith(QStringLiteral("No vehicle chases anything yet.")));
    }

    // The panel in Chinese and Russian: no English sentence left, same numbers.
    void readsInEveryLanguage_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<int>("scenario");
        for (const char* lang : {"en", "zh_CN", "ru"})
            for (auto id : {steer::ScenarioId::Pursue, steer::ScenarioId::Arrive, steer::ScenarioId::Avoid,
                            steer::ScenarioId::Sandbox})
                QTest::addRow("%s %s", lang, steer::scenarioInfo(id).key.data()) << QString::fromLatin1(lang) << int(id);
    }
    void readsInEveryLanguage()
    {
        QFETCH(QString, lang);
        QFETCH(int, scenario);
        MainWindow w;
        w.resize(1280, 800);
        w.show();
        w.controller()->switchScenario(steer::ScenarioId(scenario));
        w.controller()->advanceTo(120);
        const QStringList english = panelOf(w)->lines();
        language::install(lang); // at run time: the panel re-words itself on the LanguageChange event
        QCoreApplication::processEvents();
        const QStringList lines = panelOf(w)->lines();
        QCOMPARE(lines.size(), english.size());
        auto* dock = w.findChild<QDockWidget*>(QStringLiteral("claimsDock"));
        if (lang != QLatin1String("en")) {
            QVERIFY(dock->windowTitle() != QStringLiteral("Claims"));
            for (int i = 0; i < lines.size(); ++i) {
                QVERIFY2(lines[i] != english[i], qPrintable(lines[i]));
                // The digits stay the same; only the words change.
                if (!english[i].contains(QLatin1String("(002)")))
                    QCOMPARE(digitsOf(lines[i]), digitsOf(english[i]));
            }
        }
        if (!qEnvironmentVariableIsEmpty("STEER_SHOTS")) {
            dock->raise();
            QTest::qWait(50);
            w.grab().save(qEnvironmentVariable("STEER_SHOTS") +
                          QStringLiteral("/claims_%1_%2.png").arg(lang, QString::fromLatin1(steer::scenarioInfo(steer::ScenarioId(scenario)).key.data())));
        }
        language::install(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestClaims)
#include "tst_claims.moc"
